import { t } from '@lingui/core/macro';
import { Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import { linkListStyles } from '@/components/link-list-styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ANY, RATING_FILTERS } from '@shared/constants';
import type { SearchFacets } from '@shared/entities/search';
import { priceRangeValue } from '@shared/shop-settings';
import type { SearchFilters } from '@shared/search-filters';
import { Rating } from '@/components/rating';
import { useCategories } from '@/features/catalog';
import { priceLabel, searchLink } from '@/features/search/search-filters';
import { SpecFilterGroups } from '@/features/search/components/spec-filter-groups';
import { useShopSettings } from '@/lib/use-shop-settings';

/** The spec's filters, then the laptop-specification filters with their counts once the search has answered. */
export function FilterSidebar({ filters, facets }: { filters: SearchFilters; facets?: SearchFacets | undefined }) {
  const categories = useCategories();
  // The ranges the admin configured (Settings), as `min-max` in the URL, shown by their labels.
  const ranges = useShopSettings().data?.priceRanges ?? [];
  const priceRanges = ranges.map(priceRangeValue);
  return (
    <SidebarRoot aria-label={t`Search filters`}>
      <FilterGroup title={t`Department`}>
        <FilterLink to={searchLink(filters, { category: ANY })} active={filters.category === ANY}>
          {t`Any`}
        </FilterLink>
        {categories.data?.map((category) => (
          <FilterLink key={category} to={searchLink(filters, { category })} active={filters.category === category}>
            {category}
          </FilterLink>
        ))}
        {categories.error !== null && (
          <Typography variant="body2" color="error">
            {categories.error}
          </Typography>
        )}
      </FilterGroup>
      <FilterGroup title={t`Price`}>
        <FilterLink to={searchLink(filters, { price: ANY })} active={filters.price === ANY}>
          {t`Any`}
        </FilterLink>
        {priceRanges.map((price) => (
          <FilterLink key={price} to={searchLink(filters, { price })} active={filters.price === price}>
            {priceLabel(price, ranges)}
          </FilterLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t`Avg. Customer Review`}>
        {RATING_FILTERS.map((rating) => (
          <FilterLink key={rating} to={searchLink(filters, { rating })} active={filters.rating === rating}>
            <Rating rating={rating} caption={t`& up`} />
          </FilterLink>
        ))}
        <FilterLink to={searchLink(filters, { rating: null })} active={filters.rating === null}>
          {t`any`}
        </FilterLink>
      </FilterGroup>
      {facets && <SpecFilterGroups filters={filters} facets={facets} />}
    </SidebarRoot>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </div>
  );
}

function FilterLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <li>
      <RouterLink to={to} aria-current={active ? 'true' : undefined}>
        {children}
      </RouterLink>
    </li>
  );
}

/**
 * One styled element with nested rules rather than a Box and a Link per filter: the sidebar holds
 * some twenty links, each of them styled components to render and hydrate (ADR 0018). The current
 * filter is the link with aria-current, in the primary colour and bold.
 */
const SidebarRoot = styled('nav')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  ...linkListStyles(theme),
  '& li': theme.typography.body1,
  '& ul': { gap: 0 },
  // Every value a tap target of at least 44 px (the lines of text alone were 19 px: axe's
  // target-size, and a thumb, missed them); the whole width of the column is the link.
  '& li > a, & li > span': { display: 'flex', alignItems: 'center', minHeight: 44 },
  '& a[aria-current]': { color: theme.palette.primary.main, fontWeight: 700 },
  // The specification groups fold on a tap of their heading (native <details>, no script).
  '& summary': { cursor: 'pointer', listStylePosition: 'outside', minHeight: 44, paddingTop: theme.spacing(1) },
  '& summary h2': { display: 'inline' },
  '& .facet-count, & .facet-empty': { color: theme.palette.text.secondary },
}));
