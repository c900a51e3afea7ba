import SearchIcon from '@mui/icons-material/Search';
import { t } from '@lingui/core/macro';
import { Box, IconButton } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ANY } from '@shared/constants';
import { paths } from '@/config/paths';

// The dropdown (and its fetching) loads on the box's first focus, keeping it off every first load.
const SearchSuggestions = lazy(() => import('./search-suggestions'));
const LISTBOX_ID = 'search-suggestions';

/** The header's search: an empty box goes to /search, text to /search/?query={text}; suggestions while typing. */
export function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('query') ?? '';
  const initial = current === ANY ? '' : current;
  // The focused input, with the URL query it was rendered for: a new query re-creates the input.
  // An input the page has replaced never gets suggestions again, even when the URL's query comes
  // back to what it was: a focus typed before hydration finished is replayed late and could name it.
  const [focused, setFocused] = useState<{ input: HTMLInputElement; query: string } | null>(null);
  const input = focused?.query === initial && focused.input.isConnected ? focused.input : null;
  const inputRef = useRef<HTMLInputElement>(null);
  // A shopper can focus the box and type before the app has loaded (the server-rendered page shows
  // first, main.tsx): that focus reached no React handler, so the suggestions start from the focus
  // the box already has, with what was typed.
  useEffect(() => {
    const element = inputRef.current;
    if (element && element === document.activeElement) setFocused({ input: element, query: initial });
  }, [initial]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFocused(null); // the full search replaces the suggestions
    const text = new FormData(event.currentTarget).get('query');
    void navigate(paths.searchText(typeof text === 'string' ? text : ''));
  };

  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      <Box
        component="form"
        role="search"
        // Before the app runs (or without JavaScript) the browser submits the form itself: to the
        // search page, which the server renders.
        action={paths.search()}
        onSubmit={onSubmit}
        sx={{
          display: 'flex',
          bgcolor: 'background.paper',
          borderRadius: 1,
          overflow: 'hidden',
          width: '100%',
          '&:focus-within': { outline: '2px solid', outlineColor: 'secondary.main' },
        }}
      >
        {/* Keyed by the URL's query so back/forward shows the text of the search on screen. */}
        {/* A plain input: MUI's InputBase would add its weight to every page's first load. */}
        {/* Collapsed until the suggestions load; they then keep aria-expanded, aria-controls (only while
            their listbox exists, so it never names a missing element) and aria-activedescendant. */}
        <Box
          component="input"
          key={initial}
          ref={inputRef}
          name="query"
          type="search"
          defaultValue={initial}
          placeholder={t`search products...`}
          aria-label={t`search products`}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          autoComplete="off"
          onFocus={(event) => setFocused({ input: event.currentTarget, query: initial })}
          sx={{
            flex: 1,
            minWidth: 0,
            px: 1.5,
            border: 0,
            outline: 0,
            font: 'inherit',
            bgcolor: 'transparent',
            color: 'text.primary',
          }}
        />
        <IconButton type="submit" aria-label={t`search`} sx={{ borderRadius: 0 }}>
          <SearchIcon />
        </IconButton>
      </Box>
      {input && (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} listboxId={LISTBOX_ID} />
        </Suspense>
      )}
    </Box>
  );
}
