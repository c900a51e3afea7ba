import { Step, StepLabel, Stepper } from '@mui/material';

const STEPS = ['Sign-In', 'Shipping', 'Payment', 'Place Order'] as const;
export type CheckoutStep = (typeof STEPS)[number];

/** The checkout-steps bar; steps before `current` show as done (signing in is always done here). */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  return (
    <Stepper activeStep={STEPS.indexOf(current)} alternativeLabel sx={{ mb: 3 }} aria-label="Checkout steps">
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
