/**
 * The header search box's dropdown (ADR 0015): while the shopper types, the best few products
 * (image, name, price) and matching categories, in the ARIA combobox pattern (arrows move,
 * Enter opens the highlighted one, Escape closes; Enter with nothing highlighted submits the form
 * as before). Loaded on the box's first focus, so none of it is in any page's first load: it
 * drives the box's plain input through its DOM events and attributes instead of owning it.
 */
import { t } from '@lingui/core/macro';
import { Box, Paper, Typography } from '@mui/material';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { SUGGESTION_MIN_CHARS } from '@shared/constants';
import type { SearchSuggestions as Suggestions } from '@shared/entities/search';
import { formatPrice } from '@shared/money';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api-client';

/** Wait this long after the last keystroke before asking the server. */
export const SUGGESTION_DEBOUNCE_MS = 250;

interface Option {
  id: string;
  href: string;
  label: string;
}

export interface SearchSuggestionsProps {
  input: HTMLInputElement;
  listboxId: string;
}

function useSuggestions(text: string): Suggestions | null {
  // Kept with the text they answer, so an answer for older text is never shown for newer text.
  const [answer, setAnswer] = useState<{ query: string; found: Suggestions | null } | null>(null);
  const query = text.trim();
  const wanted = query.length >= SUGGESTION_MIN_CHARS;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = setTimeout(() => {
      callApi('suggestProducts', { query: { query } }).then(
        (found) => current && setAnswer({ query, found }),
        // Suggestions are a convenience: on an error the box just offers none.
        () => current && setAnswer({ query, found: null }),
      );
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, wanted]);
  return wanted && answer?.query === query ? answer.found : null;
}

export default function SearchSuggestions({ input, listboxId }: SearchSuggestionsProps) {
  const navigate = useNavigate();
  // The input's own value, read whenever it changes: text typed while this chunk loaded counts too.
  const subscribe = useCallback(
    (onChange: () => void) => {
      input.addEventListener('input', onChange);
      return () => input.removeEventListener('input', onChange);
    },
    [input],
  );
  const text = useSyncExternalStore(subscribe, () => input.value);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text);

  const products = useMemo(() => suggestions?.products ?? [], [suggestions]);
  const options = useMemo<Option[]>(
    () => [
      ...products.map((p) => ({ id: `${listboxId}-product-${p._id}`, href: paths.product(p.slug), label: p.name })),
      ...(suggestions?.categories ?? []).map((category) => ({
        id: `${listboxId}-category-${category}`,
        href: paths.search({ category }),
        label: category,
      })),
    ],
    [products, suggestions, listboxId],
  );
  const expanded = open && options.length > 0;

  const choose = (option: Option) => {
    setOpen(false);
    setActive(-1);
    void navigate(option.href);
  };

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
  }, [input]);

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

  // The input belongs to the eagerly loaded box; its live combobox state is set from here, in the
  // same commit as the listbox (a layout effect), so the two never disagree for a screen reader.
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(expanded));
    if (expanded) input.setAttribute('aria-controls', listboxId);
    else input.removeAttribute('aria-controls');
    const activeOption = expanded ? options[active] : undefined;
    if (activeOption) input.setAttribute('aria-activedescendant', activeOption.id);
    else input.removeAttribute('aria-activedescendant');
  });

  if (!expanded) return null;
  const optionProps = (option: Option, index: number) => ({
    id: option.id,
    role: 'option',
    'aria-selected': index === active,
    onClick: () => choose(option),
    sx: {
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      px: 1.5,
      py: 0.75,
      cursor: 'pointer',
      bgcolor: index === active ? 'action.selected' : undefined,
      '&:hover': { bgcolor: 'action.hover' },
    },
  });
  const categories = options.slice(products.length);

  return (
    <Paper
      id={listboxId}
      role="listbox"
      aria-label={t`Suggestions`}
      elevation={6}
      // Keeps focus in the input while an option is clicked, so blur does not close the list first.
      onMouseDown={(event) => event.preventDefault()}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        mt: 0.5,
        zIndex: 'modal',
        py: 0.5,
        color: 'text.primary',
      }}
    >
      {products.map((product, index) => {
        const option = options[index];
        if (!option) return null;
        return (
          <Box key={option.id} {...optionProps(option, index)}>
            <Box component="img" src={product.image} alt="" sx={{ width: 40, height: 40, objectFit: 'contain' }} />
            <Typography sx={{ flex: 1, minWidth: 0 }} noWrap>
              {product.name}
            </Typography>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatPrice(product.price)}</Typography>
          </Box>
        );
      })}
      {categories.length > 0 && (
        <Box role="group" aria-label={t`Categories`}>
          <Typography variant="caption" color="text.secondary" sx={{ px: 1.5 }} aria-hidden>
            {t`Categories`}
          </Typography>
          {categories.map((option, i) => (
            <Box key={option.id} {...optionProps(option, products.length + i)}>
              <Typography>{option.label}</Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
