/**
 * "Phân tích & quảng cáo": the GA4 measurement id and the Meta and TikTok pixel ids the browser's
 * tags load after consent and the server's purchase event is sent to (docs/analytics-server.md).
 * Empty turns a service off. Their messages are the API's own (shared/shop-settings-schemas.ts).
 */
import { t } from '@lingui/core/macro';
import type { ShopSettings } from '@shared/shop-settings';
import { TextFieldGroup, useTextFields, type FieldLabels, type TextFieldGroupProps } from './text-field-group';

export const ANALYTICS_TAG_FIELDS = ['ga4MeasurementId', 'metaPixelId', 'tiktokPixelId'] as const;
export type AnalyticsTagField = (typeof ANALYTICS_TAG_FIELDS)[number];

/** The boxes as loaded (empty for a shop saved before them); a change clears its field's message. */
export const useAnalyticsTags = (
  settings: Partial<Pick<ShopSettings, AnalyticsTagField>>,
  clearError: (field: AnalyticsTagField) => void,
) => useTextFields(ANALYTICS_TAG_FIELDS, settings, clearError);

const labels = (): FieldLabels<AnalyticsTagField> => ({
  ga4MeasurementId: { label: t`Mã đo lường GA4`, hint: t`Dạng G-XXXXXXXXXX; để trống là tắt` },
  metaPixelId: { label: t`Mã Meta Pixel`, hint: t`Dãy số Meta cấp cho pixel; để trống là tắt` },
  tiktokPixelId: { label: t`Mã TikTok Pixel`, hint: t`Chữ in hoa và số TikTok cấp cho pixel; để trống là tắt` },
});

export function AnalyticsTagFields(props: TextFieldGroupProps<AnalyticsTagField>) {
  return <TextFieldGroup title={t`Phân tích & quảng cáo`} fields={ANALYTICS_TAG_FIELDS} labels={labels()} {...props} />;
}
