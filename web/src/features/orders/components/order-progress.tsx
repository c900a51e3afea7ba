/**
 * An order's one status as its shopper reads it, with the way it has come (Đã đặt → Đã xác nhận →
 * Đang giao → Đã giao) as a progress bar: normal states are not alerts
 * (docs/decisions/0091-order-codes-success-page-dates.md). A cancelled or refunded order shows its
 * status alone.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Chip, Stack, Step, StepLabel, Stepper } from '@mui/material';
import type { Order } from '@shared/entities/order';
import { currentStatus } from '@shared/order-status';
import { ORDER_PROGRESS_STEPS, PROGRESS_STEP, shopperStatusLabel } from '@/features/orders/order-state-table';

export function OrderProgress({ order }: { order: Order }) {
  const step = PROGRESS_STEP[currentStatus(order)];
  return (
    <Stack spacing={2} data-testid="order-progress">
      <Chip
        label={i18n._(shopperStatusLabel(order))}
        color={step === null ? 'default' : step === ORDER_PROGRESS_STEPS.length - 1 ? 'success' : 'primary'}
        variant={step === null ? 'outlined' : 'filled'}
        sx={{ alignSelf: 'flex-start', maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal' } }}
      />
      {step !== null && (
        // Every step reached reads as done; the one the order is at is active.
        <Stepper activeStep={step + 1} alternativeLabel aria-label={t`Order progress`}>
          {ORDER_PROGRESS_STEPS.map((label, index) => (
            <Step key={label.id} completed={index <= step} aria-current={index === step ? 'step' : undefined}>
              <StepLabel>{i18n._(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
    </Stack>
  );
}
