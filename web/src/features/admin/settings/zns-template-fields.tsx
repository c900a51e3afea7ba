/**
 * "Tin nhắn Zalo (ZNS)": the ids Zalo gave the shop's approved templates. An empty box leaves that
 * message to email, as before (docs/guest-checkout-and-zalo.md lists each template's parameters).
 */
import { t } from '@lingui/core/macro';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ShopSettings, ZnsTemplateSettings } from '@shared/shop-settings';

const ZNS_FIELDS = [
  'otpTemplateId',
  'orderPlacedTemplateId',
  'orderShippedTemplateId',
  'orderDeliveredTemplateId',
] as const;
const EMPTY: ZnsTemplateSettings = {
  otpTemplateId: '',
  orderPlacedTemplateId: '',
  orderShippedTemplateId: '',
  orderDeliveredTemplateId: '',
};

/** The four boxes as loaded (empty for a shop saved before them); a change clears the block's message. */
export function useZnsTemplates(settings: Partial<Pick<ShopSettings, 'zns'>>, clearError: () => void) {
  const [values, setValues] = useState<ZnsTemplateSettings>(() => ({ ...EMPTY, ...settings.zns }));
  const change = (field: keyof ZnsTemplateSettings, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError();
  };
  return [values, change] as const;
}

const labels = (): Record<keyof ZnsTemplateSettings, string> => ({
  otpTemplateId: t`Mẫu mã xác nhận (otp)`,
  orderPlacedTemplateId: t`Mẫu đặt hàng thành công (customer_name, order_code, total)`,
  orderShippedTemplateId: t`Mẫu đã giao cho đơn vị vận chuyển (customer_name, order_code, carrier, tracking_number)`,
  orderDeliveredTemplateId: t`Mẫu giao hàng thành công (customer_name, order_code)`,
});

export function ZnsTemplateFields({
  values,
  error,
  onChange,
}: {
  values: ZnsTemplateSettings;
  error?: string;
  onChange: (field: keyof ZnsTemplateSettings, value: string) => void;
}) {
  const label = labels();
  return (
    <>
      <Typography variant="h6" component="h2">{t`Tin nhắn Zalo (ZNS)`}</Typography>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {error ?? t`Mã mẫu tin Zalo đã duyệt cho từng tin; để trống thì tin đó chỉ gửi qua email.`}
      </Typography>
      {ZNS_FIELDS.map((field) => (
        <TextField
          key={field}
          name={`zns.${field}`}
          label={label[field]}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={Boolean(error)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ))}
    </>
  );
}
