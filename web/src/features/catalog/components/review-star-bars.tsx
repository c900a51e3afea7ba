/**
 * The reviews' star breakdown: a bar per number of stars with its count, 5 down to 1. Each bar is a
 * toggle button (aria-pressed) that filters the list to its stars; pressing it again shows all.
 * Server-rendered with the page; the buttons wait for hydration, when a press can be heard.
 */
import { t } from '@lingui/core/macro';
import { Box, Button } from '@mui/material';
import type { RatingCounts } from '@shared/entities/catalogue';
import { STAR_VALUES } from '@shared/rating-counts';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useHydrated } from '@/lib/use-hydrated';

const BAR_COLOR = '#f0a500';

export function ReviewStarBars({
  counts,
  selected,
  onSelect,
}: {
  counts: RatingCounts;
  /** The stars the list is filtered to; null for all. */
  selected: number | null;
  onSelect: (stars: number | null) => void;
}) {
  const ready = useHydrated();
  const total = STAR_VALUES.reduce((sum, key) => sum + counts[key], 0);
  return (
    <Box component="ul" aria-label={t`Reviews by stars`} sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 420 }}>
      {STAR_VALUES.map((key) => {
        const stars = Number(key);
        const count = counts[key];
        const pressed = selected === stars;
        const share = total === 0 ? 0 : Math.round((count / total) * 100);
        return (
          <li key={key}>
            <Button
              fullWidth
              color="inherit"
              variant={pressed ? 'outlined' : 'text'}
              aria-pressed={pressed}
              disabled={!ready}
              onClick={() => onSelect(pressed ? null : stars)}
              sx={{ justifyContent: 'flex-start', gap: 1.5, textTransform: 'none', py: 0.25 }}
            >
              {/* The name is a sentence; the star, the bar and the count are what sighted shoppers read. */}
              <VisuallyHidden>{t`${stars} stars: ${count} reviews`}</VisuallyHidden>
              <Box component="span" aria-hidden sx={{ minWidth: 32 }}>
                {stars} ★
              </Box>
              <Box component="span" aria-hidden sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'grey.300' }}>
                <Box
                  component="span"
                  sx={{ display: 'block', height: '100%', borderRadius: 4, bgcolor: BAR_COLOR, width: `${share}%` }}
                />
              </Box>
              <Box component="span" aria-hidden sx={{ minWidth: 28, textAlign: 'right' }}>
                {count}
              </Box>
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
