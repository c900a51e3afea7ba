/** The shop's reply under a review: "Phản hồi từ {shopName}", its day and its text. */
import { t } from '@lingui/core/macro';
import { Box, Typography } from '@mui/material';
import type { ReviewReply } from '@shared/entities/catalogue';
import { shownDay } from '@/i18n/dates';
import { useShopSettings } from '@/lib/use-shop-settings';

export function ShopReply({ reply }: { reply: ReviewReply }) {
  // The settings are in the read cache before the first render (app/page-settings.ts).
  const shopName = useShopSettings().data?.shopName ?? '';
  return (
    <Box sx={{ mt: 1, ml: 2, pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t`Phản hồi từ ${shopName}`}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {shownDay(reply.at)}
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {reply.text}
      </Typography>
    </Box>
  );
}
