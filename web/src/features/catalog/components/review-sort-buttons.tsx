/** The reviews' order: newest first (the default) or most helpful first, as two toggle buttons. */
import { t } from '@lingui/core/macro';
import { Box, Button } from '@mui/material';
import type { ReviewSort } from '@shared/review-limits';
import { useHydrated } from '@/lib/use-hydrated';

export function ReviewSortButtons({ sort, onSort }: { sort: ReviewSort; onSort: (sort: ReviewSort) => void }) {
  const ready = useHydrated();
  const labels: Record<ReviewSort, string> = { newest: t`Mới nhất`, helpful: t`Hữu ích nhất` };
  return (
    <Box role="group" aria-label={t`Sắp xếp đánh giá`} sx={{ display: 'flex', gap: 1, my: 1.5 }}>
      {(['newest', 'helpful'] as const).map((value) => (
        <Button
          key={value}
          size="small"
          variant={sort === value ? 'contained' : 'outlined'}
          aria-pressed={sort === value}
          disabled={!ready}
          onClick={() => onSort(value)}
          sx={{ textTransform: 'none' }}
        >
          {labels[value]}
        </Button>
      ))}
    </Box>
  );
}
