/**
 * The header search box's dropdown (ADR 0015): while the shopper types, the best few products
 * (image, name, price) and matching categories, in the ARIA combobox pattern (arrows move,
 * Enter opens the highlighted one, Escape closes; Enter with nothing highlighted submits the form
 * as before). Loaded on the box's first focus, so none of it is in any page's first load: it
 * drives the box's plain input through its DOM events and attributes instead of owning it.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { SUGGESTION_MIN_CHARS } from '@shared/constants';
import type { SearchSuggestions as Suggestions } from '@shared/entities/search';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api-client';
import { useSuggestionCombobox, type SuggestionOption } from './suggestion-combobox';
import { SuggestionListbox } from './suggestion-listbox';

/** Wait this long after the last keystroke before asking the server. */
export const SUGGESTION_DEBOUNCE_MS = 250;

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

/** The input's own value, read whenever it changes: text typed while this chunk loaded counts too. */
function useInputText(input: HTMLInputElement) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      input.addEventListener('input', onChange);
      return () => input.removeEventListener('input', onChange);
    },
    [input],
  );
  return useSyncExternalStore(subscribe, () => input.value);
}

export default function SearchSuggestions({ input, listboxId }: SearchSuggestionsProps) {
  const suggestions = useSuggestions(useInputText(input));

  const products = useMemo(() => suggestions?.products ?? [], [suggestions]);
  const options = useMemo<SuggestionOption[]>(
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
  const { expanded, active, choose } = useSuggestionCombobox({ input, listboxId, options });

  if (!expanded) return null;
  return (
    <SuggestionListbox listboxId={listboxId} products={products} options={options} active={active} onChoose={choose} />
  );
}
