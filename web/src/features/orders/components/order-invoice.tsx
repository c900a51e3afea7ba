/**
 * The VAT invoice an order asked for: the company, and whether it is issued. An admin records
 * "invoice issued" with its number here (PUT /api/orders/:id/invoice, audited; once per order).
 */
import { t } from '@lingui/core/macro';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { InvoiceRequest, Order } from '@shared/entities/order';
import { SectionCard } from '@/components/section-card';
import { notify } from '@/lib/notify';
import { invalidateQueries } from '@/lib/query-store';
import { dayOf } from '@/features/orders/components/order-dates';
import { ordersApi } from '@/features/orders/orders-api';

/** The company lines of an invoice request, on the order page and the checkout's preview. */
export function InvoiceRequestLines({ invoice }: { invoice: InvoiceRequest }) {
  return (
    <>
      <Typography>
        <strong>{t`Company:`}</strong> {invoice.companyName}
      </Typography>
      <Typography>
        <strong>{t`Tax code:`}</strong> {invoice.taxCode}
      </Typography>
      <Typography>
        <strong>{t`Company address:`}</strong> {invoice.companyAddress}
      </Typography>
      <Typography>
        <strong>{t`Invoice email:`}</strong> {invoice.email}
      </Typography>
    </>
  );
}

export function OrderInvoice({
  order,
  isAdmin,
  onChanged,
}: {
  order: Order;
  isAdmin: boolean;
  onChanged: (order: Order) => void;
}) {
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);
  const { invoice } = order;
  if (!invoice) return null;
  const issuedDay = invoice.issued ? dayOf(invoice.issued.at) : '';
  const issuedNumber = invoice.issued?.number ?? '';

  const record = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const updated = await ordersApi.issueInvoice(order._id, number);
      notify.success(t`Invoice recorded as issued`);
      onChanged(updated);
      invalidateQueries('adminOrders');
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title={t`Hóa đơn VAT`}>
      <InvoiceRequestLines invoice={invoice} />
      <Typography>
        <strong>{t`Status:`}</strong>{' '}
        {invoice.issued ? t`Issued on ${issuedDay}, number ${issuedNumber}` : t`Not issued yet`}
      </Typography>
      {isAdmin && !invoice.issued && (
        <Stack component="form" direction="row" spacing={1} onSubmit={(event) => void record(event)} noValidate>
          <TextField
            size="small"
            name="invoiceNumber"
            label={t`Invoice number`}
            required
            value={number}
            onChange={(event) => setNumber(event.target.value)}
          />
          <Button type="submit" variant="outlined" disabled={busy || number.trim() === ''}>
            {t`Record invoice issued`}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
