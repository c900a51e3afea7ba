import { t } from '@lingui/core/macro';
import { Box, Chip, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { ANY, defaultSortOrder } from '@shared/constants';
import type { UnderstoodPhrase } from '@shared/query-understanding/understood';
import type { SearchFilters } from '@shared/search-filters';
import { searchLink } from '@/features/search/search-filters';

/**
 * What the search understood in the typed words ('Đã hiểu: Gaming · Dưới 30 triệu'). Removing a
 * chip searches again with its phrase taken out of the query, so the shopper's other words and
 * filters stay and the search no longer reads that phrase (docs/decisions/0085-vietnamese-query-
 * understanding.md).
 */
export function UnderstoodChips({ understood, filters }: { understood: UnderstoodPhrase[]; filters: SearchFilters }) {
  const navigate = useNavigate();
  const label = t`Understood:`;
  const without = (phrase: UnderstoodPhrase) => {
    const query = phrase.query === '' ? ANY : phrase.query;
    // The order follows the query unless the shopper chose one.
    const order = filters.order === defaultSortOrder(filters.query) ? defaultSortOrder(query) : filters.order;
    return searchLink(filters, { query, order });
  };
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}
    >
      <Typography component="span" color="text.secondary">
        {label}
      </Typography>
      {understood.map((phrase) => (
        <Chip
          key={`${phrase.kind}:${phrase.value}`}
          label={phrase.label}
          color="primary"
          variant="outlined"
          onDelete={() => navigate(without(phrase))}
        />
      ))}
    </Box>
  );
}
