import { t } from '@lingui/core/macro';
import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ANY, PRICE_FILTERS, RATING_FILTERS } from '@shared/constants';
import type { SearchFilters } from '@shared/search-params';
import { Rating } from '../../../components/rating';
import { translateMessage } from '../../../i18n/translate-message';
import { useCategories } from '../../catalog';
import { searchLink } from '../search-filters';

export function FilterSidebar({ filters }: { filters: SearchFilters }) {
  const categories = useCategories();
  return (
    <Box component="nav" aria-label={t`Search filters`} sx={{ display: 'grid', gap: 3 }}>
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
        {PRICE_FILTERS.map((price) => (
          <FilterLink
            key={price.value}
            to={searchLink(filters, { price: price.value })}
            active={filters.price === price.value}
          >
            {translateMessage(price.label)}
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
    </Box>
  );
}

function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {children}
      </Box>
    </Box>
  );
}

function FilterLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <Box component="li">
      <Link
        component={RouterLink}
        to={to}
        aria-current={active ? 'true' : undefined}
        underline="hover"
        color={active ? 'primary' : 'inherit'}
        sx={{ fontWeight: active ? 700 : 400 }}
      >
        {children}
      </Link>
    </Box>
  );
}
