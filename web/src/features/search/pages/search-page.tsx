import CloseIcon from '@mui/icons-material/Close';
import { t } from '@lingui/core/macro';
import { Box, Button, Chip, Grid, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { SortOrder } from '@shared/constants';
import type { SearchFilters } from '@shared/search-filters';
import { SEARCH_MAX_WORDS } from '@shared/search-params';
import { MessageBox } from '@/components/message-box';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { translateMessage } from '@/i18n/translate-message';
import { ProductGrid } from '@/features/catalog';
import { trackEvent } from '@/features/analytics';
import { useApiQuery } from '@/lib/use-api-query';
import { FilterSidebar } from '@/features/search/components/filter-sidebar';
import { SearchPager } from '@/features/search/components/search-pager';
import { SortChips } from '@/features/search/components/sort-chips';
import { SortSelect } from '@/features/search/components/sort-select';
import { FilterButton, FilterDrawer } from '@/features/search/components/filter-drawer';
import { UnderstoodChips } from '@/features/search/components/understood-chips';
import { useShopSettings } from '@/lib/use-shop-settings';
import {
  activeFilterChips,
  apiSearchQuery,
  readSearchParams,
  searchLink,
  type FilterChip,
} from '@/features/search/search-filters';

const RESULT_COLUMNS = { xs: 12, sm: 6, md: 4 };

export default function SearchPage() {
  const [searchParams] = useSearchParams();
  const parsed = readSearchParams(searchParams);
  if (!parsed.ok) {
    return (
      <>
        <MessageBox severity="error">{translateMessage(parsed.message)}</MessageBox>
        <Button component={RouterLink} to={paths.search()} startIcon={<CloseIcon />}>
          {t`clear filters`}
        </Button>
      </>
    );
  }
  return <SearchScreen filters={parsed.filters} />;
}

function SearchScreen({ filters }: { filters: SearchFilters }) {
  const result = useApiQuery('searchProducts', { query: apiSearchQuery(filters) });
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const chips = activeFilterChips(filters, useShopSettings().data?.priceRanges);
  // The filters chosen in the drawer; the typed words are the search itself.
  const chosen = chips.filter((chip) => chip.key !== 'query').length;
  const count = result.data?.countProducts;
  const shown = result.data?.products;
  useEffect(() => {
    if (shown) trackEvent({ name: 'view_item_list', listName: 'search', items: shown });
  }, [shown]);
  const sortTo = (order: SortOrder) => navigate(searchLink(filters, { order }));

  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, md: 3 }} sx={{ display: { xs: 'contents', md: 'block' } }}>
        <FilterDrawer open={drawerOpen} onOpen={openDrawer} onClose={closeDrawer} resultCount={count}>
          <FilterSidebar filters={filters} facets={result.data?.facets} />
        </FilterDrawer>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
          {t`Search`}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: { xs: 1, md: 2 },
            mb: 2,
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <FilterButton chosen={chosen} open={drawerOpen} onOpen={openDrawer} />
            <Typography aria-live="polite">{count === undefined ? '\u00a0' : t`${count} Results`}</Typography>
            <AppliedFilterChips chips={chips} />
          </Box>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <SortSelect query={filters.query} value={filters.order} onChange={sortTo} />
          </Box>
          <SortChips query={filters.query} value={filters.order} onChange={sortTo} />
        </Box>
        <QueryView query={result}>
          {(found) => (
            <>
              {found.understood && <UnderstoodChips understood={found.understood} filters={filters} />}
              {found.ignoredWords && <IgnoredWordsNotice />}
              {found.products.length === 0 ? (
                <MessageBox>{t`No Product Found`}</MessageBox>
              ) : (
                <>
                  {found.showingResultsFor && (
                    <Typography sx={{ mb: 2 }} role="status">
                      {t`No product matches every word; showing results for`} <strong>{found.showingResultsFor}</strong>
                    </Typography>
                  )}
                  <ProductGrid products={found.products} size={RESULT_COLUMNS} eagerCount={3} />
                  <SearchPager filters={filters} pages={found.pages} />
                </>
              )}
            </>
          )}
        </QueryView>
      </Grid>
    </Grid>
  );
}

/** The filters in use as removable chips, each as tall as a thumb on a phone, and the button that clears them. */
function AppliedFilterChips({ chips }: { chips: FilterChip[] }) {
  const navigate = useNavigate();
  return (
    <>
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          onDelete={() => navigate(chip.href)}
          sx={{ height: { xs: 44, md: 32 }, borderRadius: 22 }}
        />
      ))}
      {chips.length > 0 && (
        <Button
          component={RouterLink}
          to={paths.search()}
          size="small"
          startIcon={<CloseIcon />}
          sx={{ minHeight: 44 }}
        >
          {t`clear filters`}
        </Button>
      )}
    </>
  );
}

/** The server searched only the first SEARCH_MAX_WORDS distinct words of a longer query. */
function IgnoredWordsNotice() {
  const maxWords = SEARCH_MAX_WORDS;
  return (
    <Typography sx={{ mb: 2 }} role="status" color="text.secondary">
      {t`Only the first ${maxWords} words were searched`}
    </Typography>
  );
}
