import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton } from '@mui/material';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ANY } from '@shared/constants';
import { paths } from '../../../config/paths';

/** The header's search: an empty box goes to /search, text to /search/?query={text}. */
export function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const current = params.get('query') ?? '';
  const initial = current === ANY ? '' : current;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('query');
    void navigate(paths.searchText(typeof text === 'string' ? text : ''));
  };

  return (
    <Box
      component="form"
      role="search"
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
      <Box
        component="input"
        key={initial}
        name="query"
        type="search"
        defaultValue={initial}
        placeholder="search products..."
        aria-label="search products"
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
      <IconButton type="submit" aria-label="search" sx={{ borderRadius: 0 }}>
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
