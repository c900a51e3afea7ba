import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Step, StepLabel, Stepper } from '@mui/material';

const STEPS = ['Sign-In', 'Shipping', 'Payment', 'Place Order'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** Each step's label, in the reader's language when shown. */
const STEP_LABELS: Record<CheckoutStep, MessageDescriptor> = {
  'Sign-In': msg`Sign-In`,
  Shipping: msg`Shipping`,
  Payment: msg`Payment`,
  'Place Order': msg`Place Order`,
};

/** The checkout-steps bar; steps before `current` show as done (signing in is always done here). */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  return (
    <Stepper activeStep={STEPS.indexOf(current)} alternativeLabel sx={{ mb: 3 }} aria-label={t`Checkout steps`}>
      {STEPS.map((step) => (
        <Step key={step}>
          <StepLabel>{i18n._(STEP_LABELS[step])}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
