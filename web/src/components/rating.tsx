import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import StarHalfIcon from '@mui/icons-material/StarHalf';
import { t } from '@lingui/core/macro';
import { Box, Typography } from '@mui/material';
import { starsFor } from '@shared/rating';

const ICONS = { full: StarIcon, half: StarHalfIcon, empty: StarBorderIcon } as const;

/** Five stars with half-star thresholds, optionally followed by a caption such as '3 reviews'. */
export function Rating({ rating, caption }: { rating: number; caption?: string }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        role="img"
        aria-label={t`${rating} out of 5 stars`}
        sx={{ display: 'inline-flex', color: '#f0a500' }}
      >
        {starsFor(rating).map((kind, index) => {
          const Icon = ICONS[kind];
          return <Icon key={index} fontSize="small" />;
        })}
      </Box>
      {caption && (
        <Typography component="span" variant="body2" color="text.secondary">
          {caption}
        </Typography>
      )}
    </Box>
  );
}
