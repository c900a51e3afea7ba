/**
 * The ARIA combobox pattern for the header search box's suggestions: arrows move, Enter opens the
 * highlighted option, Escape closes, typing or focusing opens again. The input belongs to the
 * eagerly loaded box, so this drives it through its DOM events and attributes instead of owning it.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export interface SuggestionOption {
  id: string;
  href: string;
  label: string;
}

interface ComboboxInput {
  input: HTMLInputElement;
  listboxId: string;
  options: SuggestionOption[];
}

/** Open again when the shopper types or comes back to the box; closed when they leave it. */
function useOpenWithInput(
  input: HTMLInputElement,
  setOpen: (open: boolean) => void,
  setActive: (index: number) => void,
) {
  useEffect(() => {
    const onInput = () => {
      setOpen(true);
      setActive(-1);
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => setOpen(false);
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
    };
  }, [input, setOpen, setActive]);
}

export function useSuggestionCombobox({ input, listboxId, options }: ComboboxInput) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;

  const choose = (option: SuggestionOption) => {
    setOpen(false);
    setActive(-1);
    void navigate(option.href);
  };

  useOpenWithInput(input, setOpen, setActive);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setOpen(true);
        const last = options.length - 1;
        setActive((index) => {
          if (!expanded || index < 0) return step > 0 ? 0 : last;
          return (index + step + options.length) % options.length;
        });
      } else if (event.key === 'Enter' && expanded && options[active]) {
        event.preventDefault(); // the highlighted suggestion, not the full search
        choose(options[active]);
      } else if (event.key === 'Escape' && expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  });

  // The input's live combobox state is set in the same commit as the listbox (a layout effect),
  // so the two never disagree for a screen reader.
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded) input.setAttribute('aria-controls', listboxId);
    else input.removeAttribute('aria-controls');
    const activeOption = expanded ? options[active] : undefined;
    if (activeOption) input.setAttribute('aria-activedescendant', activeOption.id);
    else input.removeAttribute('aria-activedescendant');
  });

  return { expanded, active, choose };
}
