import { t } from '@lingui/core/macro';
import { Box, Chip } from '@mui/material';
import type { SortOrder } from '@shared/constants';
import { sortOrdersFor } from '@shared/sort-orders';
import { translateMessage } from '@/i18n/translate-message';

/**
 * The phone's sort: one chip per order in a row that scrolls sideways, the chosen one filled, so
 * changing the order is one tap and costs one line above the results (the desktop keeps its list).
 */
export function SortChips({
  query,
  value,
  onChange,
}: {
  /** The search text: 'Best Match' is offered only while there is one. */
  query: string;
  value: SortOrder;
  onChange: (order: SortOrder) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={t`Sort results`}
      sx={{
        display: { xs: 'flex', md: 'none' },
        gap: 1,
        overflowX: 'auto',
        // The row scrolls; the chips keep their words on one line.
        '& .MuiChip-root': { flexShrink: 0, height: 44, borderRadius: 22 },
      }}
    >
      {sortOrdersFor(query).map((order) => {
        const chosen = order.value === value;
        return (
          <Chip
            key={order.value}
            label={translateMessage(order.label)}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            aria-pressed={chosen}
            onClick={() => {
              if (!chosen) onChange(order.value);
            }}
          />
        );
      })}
    </Box>
  );
}
