/** The order preview's sections, each with a link back to the checkout step that sets it. */
import { t } from '@lingui/core/macro';
import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '@shared/constants';
import type { InvoiceRequest, ShippingAddress } from '@shared/entities/order';
import { paths } from '@/config/paths';
import type { useCart } from '@/features/cart';
import { InvoiceRequestLines, OrderAddressLines, OrderItemsList, paymentMethodLabel } from '@/features/orders';
import { SectionCard } from '@/components/section-card';

interface OrderPreviewSectionsProps {
  shippingAddress: ShippingAddress;
  invoice: InvoiceRequest | null;
  paymentMethod: PaymentMethod;
  /** How the method is paid, for the methods not paid at a gateway's page. */
  howItIsPaid: string | null;
  items: ReturnType<typeof useCart>['items'];
  /** The carriers' options, when the shop offers carriers (components/shipping-options.tsx). */
  shippingOptions?: ReactNode;
}

export function OrderPreviewSections({
  shippingAddress,
  invoice,
  paymentMethod,
  howItIsPaid,
  items,
  shippingOptions,
}: OrderPreviewSectionsProps) {
  return (
    <Stack spacing={2}>
      <SectionCard title={t`Shipping`} editTo={paths.shipping()}>
        <Typography>
          <strong>{t`Name:`}</strong> {shippingAddress.fullname}
        </Typography>
        <Typography>
          <strong>{t`Address:`}</strong> {shippingAddress.address}, {shippingAddress.city}, {shippingAddress.postalCode}
          , {shippingAddress.country}
        </Typography>
        <OrderAddressLines address={shippingAddress} />
        {shippingOptions}
      </SectionCard>
      {invoice && (
        <SectionCard title={t`Hóa đơn VAT`} editTo={paths.shipping()}>
          <InvoiceRequestLines invoice={invoice} />
        </SectionCard>
      )}
      <SectionCard title={t`Payment`} editTo={paths.payment()}>
        <Typography>
          <strong>{t`Method:`}</strong> {paymentMethodLabel(paymentMethod)}
        </Typography>
        {howItIsPaid && <Typography color="text.secondary">{howItIsPaid}</Typography>}
      </SectionCard>
      <SectionCard title={t`Items`} editTo={paths.cart()}>
        <OrderItemsList lines={items.map((item) => ({ key: `${item._id}:${item.variantId ?? ''}`, ...item }))} />
      </SectionCard>
    </Stack>
  );
}
