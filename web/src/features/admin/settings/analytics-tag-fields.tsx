/**
 * "Phân tích & quảng cáo": the GA4 measurement id and the Meta and TikTok pixel ids the browser's
 * tags load after consent and the server's purchase event is sent to (docs/analytics-server.md).
 * Empty turns a service off. Their messages are the API's own (shared/shop-settings-schemas.ts).
 */
import { t } from '@lingui/core/macro';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ShopSettings } from '@shared/shop-settings';

export const ANALYTICS_TAG_FIELDS = ['ga4MeasurementId', 'metaPixelId', 'tiktokPixelId'] as const;
export type AnalyticsTagField = (typeof ANALYTICS_TAG_FIELDS)[number];
type AnalyticsTagValues = Record<AnalyticsTagField, string>;

/** The three boxes as loaded (empty for a shop saved before them); a change clears its field's message. */
export function useAnalyticsTags(
  settings: Partial<Pick<ShopSettings, AnalyticsTagField>>,
  clearError: (field: AnalyticsTagField) => void,
) {
  const [values, setValues] = useState<AnalyticsTagValues>(() => ({
    ga4MeasurementId: settings.ga4MeasurementId ?? '',
    metaPixelId: settings.metaPixelId ?? '',
    tiktokPixelId: settings.tiktokPixelId ?? '',
  }));
  const change = (field: AnalyticsTagField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  return [values, change] as const;
}

const labels = (): Record<AnalyticsTagField, { label: string; hint: string }> => ({
  ga4MeasurementId: { label: t`Mã đo lường GA4`, hint: t`Dạng G-XXXXXXXXXX; để trống là tắt` },
  metaPixelId: { label: t`Mã Meta Pixel`, hint: t`Dãy số Meta cấp cho pixel; để trống là tắt` },
  tiktokPixelId: { label: t`Mã TikTok Pixel`, hint: t`Chữ in hoa và số TikTok cấp cho pixel; để trống là tắt` },
});

export function AnalyticsTagFields({
  values,
  errors,
  onChange,
}: {
  values: AnalyticsTagValues;
  errors: Partial<Record<AnalyticsTagField, string>>;
  onChange: (field: AnalyticsTagField, value: string) => void;
}) {
  const label = labels();
  return (
    <>
      <Typography variant="h6" component="h2">{t`Phân tích & quảng cáo`}</Typography>
      {ANALYTICS_TAG_FIELDS.map((field) => (
        <TextField
          key={field}
          name={field}
          label={label[field].label}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={Boolean(errors[field])}
          helperText={errors[field] ?? label[field].hint}
        />
      ))}
    </>
  );
}
