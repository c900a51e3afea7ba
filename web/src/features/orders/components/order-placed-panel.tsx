/**
 * What the shopper sees right after placing an order: that it worked, the order's short number to
 * read out on the phone, what happens next for the way they pay, and the shop's hotline
 * (docs/decisions/0091-order-codes-success-page-dates.md).
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { Order } from '@shared/entities/order';
import { telHref } from '@shared/tel-href';
import { orderDisplayId } from '@/features/orders/order-display-id';
import { PAYMENT_METHOD_TABLE } from '@/features/orders/payment-method-table';

/** `+842838000000` as people dial it in Vietnam (`02838000000`); any other text as it is. */
const nationalPhone = (phone: string): string => (phone.startsWith('+84') ? `0${phone.slice(3)}` : phone);

export function OrderPlacedPanel({ order, contactPhone }: { order: Order; contactPhone: string | undefined }) {
  const code = orderDisplayId(order);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="order-placed-title"
      sx={{ borderColor: 'success.main' }}
    >
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id="order-placed-title" variant="h5" component="h2" color="success.main">
            {t`Đặt hàng thành công / Order placed`}
          </Typography>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t`Mã đơn hàng / Order number`}
            </Typography>
            <Typography
              data-testid="order-code"
              sx={{ fontFamily: 'monospace', fontSize: '1.75rem', fontWeight: 700, letterSpacing: '0.1em' }}
            >
              {code}
            </Typography>
          </Box>
          <Typography>{i18n._(PAYMENT_METHOD_TABLE[order.paymentMethod].nextSteps)}</Typography>
          {contactPhone && (
            <Typography>
              {t`Questions about your order? Call our hotline:`}{' '}
              <Link href={telHref(contactPhone)} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {nationalPhone(contactPhone)}
              </Link>
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
