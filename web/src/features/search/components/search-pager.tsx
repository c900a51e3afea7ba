import { t } from '@lingui/core/macro';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { SearchFilters } from '@shared/search-filters';
import { paths } from '@/config/paths';

/** One button per page; the current one is filled. */
export function SearchPager({ filters, pages }: { filters: SearchFilters; pages: number }) {
  if (pages <= 1) return null;
  return (
    <Box component="nav" aria-label={t`Pages`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 3 }}>
      {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
        <Button
          key={page}
          component={RouterLink}
          to={paths.search({ ...filters, page })}
          variant={page === filters.page ? 'contained' : 'outlined'}
          aria-current={page === filters.page ? 'page' : undefined}
          sx={{ minWidth: 40 }}
        >
          {page}
        </Button>
      ))}
    </Box>
  );
}
