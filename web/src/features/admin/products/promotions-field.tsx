import { t } from '@lingui/core/macro';
import { TextField } from '@mui/material';
import { MAX_PROMOTION_LENGTH, MAX_PROMOTIONS } from '@shared/storefront-schemas';

/** The box's text as the product's promotion lines: one per line, blank lines dropped (the schema trims each). */
export const promotionLines = (text: string): string[] => text.split('\n').filter((line) => line.trim() !== '');

/** The lines back as the box's text. */
export const promotionsText = (promotions: readonly string[] | undefined): string => (promotions ?? []).join('\n');

/** "Khuyến mãi": the gifts and offers shown on the product page, one per line. */
export function PromotionsField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      name="promotions"
      label={t`Khuyến mãi (Promotions)`}
      multiline
      minRows={2}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={
        error ?? t`One gift or offer per line, up to ${MAX_PROMOTIONS} lines of ${MAX_PROMOTION_LENGTH} characters.`
      }
    />
  );
}
