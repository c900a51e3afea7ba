/**
 * The review form's rating: five stars to tap, as a radio group of native radio buttons, so arrow
 * keys move between them and a screen reader names each by the specification's labels ('1 Poor'
 * … '5 Excelent'). Each radio covers its star, transparent: the star shows, the radio is pressed.
 */
import { t } from '@lingui/core/macro';
import { Box, Typography } from '@mui/material';
import { REVIEW_RATING_LABELS } from '@shared/review-rating-labels';
import { translateMessage } from '@/i18n/translate-message';

const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_ON = '#f0a500';
const STAR_OFF = '#bdbdbd';

export function ReviewStarInput({ value, onChange }: { value: number | null; onChange: (rating: number) => void }) {
  const chosen = REVIEW_RATING_LABELS.find((option) => option.value === value);
  return (
    <Box component="fieldset" role="radiogroup" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary">
        {t`Rating`}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {REVIEW_RATING_LABELS.map((option) => (
          <Box
            component="label"
            key={option.value}
            sx={{
              position: 'relative',
              display: 'inline-flex',
              p: 0.5,
              borderRadius: 1,
              cursor: 'pointer',
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            <input
              type="radio"
              name="rating"
              value={option.value}
              checked={value === option.value}
              aria-label={translateMessage(option.label)}
              onChange={() => onChange(option.value)}
              style={{ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' }}
            />
            <svg viewBox="0 0 24 24" width={36} height={36} aria-hidden="true">
              <path d={STAR_PATH} fill={value !== null && option.value <= value ? STAR_ON : STAR_OFF} />
            </svg>
          </Box>
        ))}
        {chosen && (
          <Typography variant="body2" sx={{ ml: 1 }} aria-hidden="true">
            {translateMessage(chosen.label)}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
