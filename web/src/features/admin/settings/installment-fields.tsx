/**
 * Trả góp on the settings form (docs/installments.md): the minimum order, the terms with their
 * flat monthly rates, the down payments, and how long a finance company's application holds the
 * stock and keeps the buyer's data. The schema's messages name the field ('installment.terms …'),
 * so each is shown under the box it names.
 */
import { t } from '@lingui/core/macro';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { InstallmentSettings } from '@shared/installment-plan';

export type InstallmentField = 'installment';
type Box = keyof InstallmentSettings;
type InstallmentValues = Record<Box, string>;

const BOXES: readonly Box[] = [
  'minOrderAmount',
  'terms',
  'interestRatePercent',
  'downPaymentPercents',
  'financeHoldHours',
  'financeDataRetentionDays',
];

const listText = (values: readonly number[]) => values.join(', ');
const ratesText = (rates: InstallmentSettings['interestRatePercent']) =>
  Object.entries(rates)
    .map(([term, rate]) => `${term}=${rate}`)
    .join(', ');

/** The boxes as loaded; a change clears the block's message. */
export function useInstallment(
  settings: { installment: InstallmentSettings },
  clearError: (field: InstallmentField) => void,
) {
  const { installment } = settings;
  const [values, setValues] = useState<InstallmentValues>(() => ({
    minOrderAmount: String(installment.minOrderAmount),
    terms: listText(installment.terms),
    interestRatePercent: ratesText(installment.interestRatePercent),
    downPaymentPercents: listText(installment.downPaymentPercents),
    financeHoldHours: String(installment.financeHoldHours),
    financeDataRetentionDays: String(installment.financeDataRetentionDays),
  }));
  const change = (box: Box, value: string) => {
    setValues((current) => ({ ...current, [box]: value }));
    clearError('installment');
  };
  return [values, change] as const;
}

/** An empty box is not 0 but a missing number, which the schema refuses by name. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));
const listOf = (text: string) => (text.trim() === '' ? [] : text.split(',').map(numberOf));

/** `3=0, 12=1.5`: each term and its rate; a pair without `=` becomes a term without a rate. */
function ratesOf(text: string): Record<string, number> {
  const pairs = text.split(/[,;\n]/).filter((pair) => pair.trim() !== '');
  return Object.fromEntries(
    pairs.map((pair) => [pair.split('=')[0]?.trim() ?? '', numberOf(pair.split('=')[1] ?? '')]),
  );
}

/** What the update schema checks. */
export const installmentInput = (values: InstallmentValues) => ({
  installment: {
    minOrderAmount: numberOf(values.minOrderAmount),
    terms: listOf(values.terms),
    interestRatePercent: ratesOf(values.interestRatePercent),
    downPaymentPercents: listOf(values.downPaymentPercents),
    financeHoldHours: numberOf(values.financeHoldHours),
    financeDataRetentionDays: numberOf(values.financeDataRetentionDays),
  },
});

function boxLabels(): Record<Box, string> {
  return {
    minOrderAmount: t`Installments from (order total, VND)`,
    terms: t`Terms in months (1 to 36, separated by commas)`,
    interestRatePercent: t`Flat monthly rate per term, % of the financed amount (term=rate, separated by commas)`,
    downPaymentPercents: t`Down payments in % (0 to 90, separated by commas)`,
    financeHoldHours: t`Finance company: hours an application holds the stock`,
    financeDataRetentionDays: t`Finance company: days the applicant's data is kept after the decision`,
  };
}

export function InstallmentFields({
  values,
  error,
  onChange,
}: {
  values: InstallmentValues;
  error: string | undefined;
  onChange: (box: Box, value: string) => void;
}) {
  const labels = boxLabels();
  // The message names its box; one naming none (the block itself) goes under the first.
  const named = BOXES.find((box) => error?.includes(`installment.${box}`)) ?? (error ? 'minOrderAmount' : undefined);
  return (
    <>
      <Typography variant="h6" component="h2">{t`Trả góp (installments)`}</Typography>
      {BOXES.map((box) => (
        <TextField
          key={box}
          name={`installment.${box}`}
          label={labels[box]}
          required
          value={values[box]}
          onChange={(event) => onChange(box, event.target.value)}
          error={named === box}
          helperText={named === box ? error : undefined}
          slotProps={{
            htmlInput: { inputMode: box === 'terms' || box === 'interestRatePercent' ? 'text' : 'numeric' },
          }}
        />
      ))}
    </>
  );
}
