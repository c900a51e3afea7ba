import { t } from '@lingui/core/macro';
import { useTheme } from '@mui/material/styles';
import { starsFor, type StarKind } from '@shared/rating';

/**
 * Material Design's Star, StarHalf and StarBorder icons (the paths of @mui/icons-material), drawn in
 * one plain <svg>. A list page shows five stars per card: as five MUI icon components they were 120
 * styled components to render, style and hydrate on the home page alone (Total Blocking Time, ADR 0018).
 */
const STAR_PATHS: Record<StarKind, string> = {
  full: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  half: 'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4V6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
  empty:
    'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
};
/** Each star is a 24-unit icon shown 20 px high, MUI's small icon size. */
const STAR_UNITS = 24;
const STAR_PX = 20;
const STAR_COLOR = '#f0a500';

/** Five stars with half-star thresholds, optionally followed by a caption such as '3 reviews'. */
export function Rating({ rating, caption }: { rating: number; caption?: string }) {
  const { typography, palette } = useTheme();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <svg
        role="img"
        aria-label={t`${rating} out of 5 stars`}
        viewBox={`0 0 ${STAR_UNITS * 5} ${STAR_UNITS}`}
        width={STAR_PX * 5}
        height={STAR_PX}
        fill={STAR_COLOR}
        style={{ flexShrink: 0 }}
      >
        {starsFor(rating).map((kind, index) => (
          <path key={index} data-star={kind} transform={`translate(${index * STAR_UNITS})`} d={STAR_PATHS[kind]} />
        ))}
      </svg>
      {caption && (
        // MUI's body2 in text.secondary, as a plain span: a styled Typography per card cost hydration time.
        <span style={{ ...typography.body2, color: palette.text.secondary }}>{caption}</span>
      )}
    </span>
  );
}
