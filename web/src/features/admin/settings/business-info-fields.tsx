/**
 * "Thông tin doanh nghiệp": the seller the footer names, as Decree 52/2013 (amended by 85/2021)
 * asks: company name, tax code (MST), address, the Zalo page and the Bộ Công Thương notice's page.
 * The hotline and the email are the contact phone and email above.
 */
import { t } from '@lingui/core/macro';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ShopSettings } from '@shared/shop-settings';

export const BUSINESS_INFO_FIELDS = ['companyName', 'taxCode', 'businessAddress', 'zaloUrl', 'moitUrl'] as const;
export type BusinessInfoField = (typeof BUSINESS_INFO_FIELDS)[number];
type BusinessInfoValues = Record<BusinessInfoField, string>;

/** The five boxes as loaded (empty for a shop saved before them); a change clears its field's message. */
export function useBusinessInfo(
  settings: Partial<Pick<ShopSettings, BusinessInfoField>>,
  clearError: (field: BusinessInfoField) => void,
) {
  const [values, setValues] = useState<BusinessInfoValues>(() => ({
    companyName: settings.companyName ?? '',
    taxCode: settings.taxCode ?? '',
    businessAddress: settings.businessAddress ?? '',
    zaloUrl: settings.zaloUrl ?? '',
    moitUrl: settings.moitUrl ?? '',
  }));
  const change = (field: BusinessInfoField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  return [values, change] as const;
}

const labels = (): Record<BusinessInfoField, { label: string; hint: string }> => ({
  companyName: { label: t`Tên doanh nghiệp`, hint: t`Như trên giấy chứng nhận đăng ký kinh doanh` },
  taxCode: { label: t`Mã số thuế (MST)`, hint: t`10 chữ số, hoặc 10 chữ số, dấu - và 3 chữ số` },
  businessAddress: { label: t`Địa chỉ doanh nghiệp`, hint: '' },
  zaloUrl: { label: t`Trang Zalo`, hint: 'https://zalo.me/…' },
  moitUrl: { label: t`Trang thông báo Bộ Công Thương`, hint: 'http(s)://online.gov.vn/…' },
});

export function BusinessInfoFields({
  values,
  errors,
  onChange,
}: {
  values: BusinessInfoValues;
  errors: Partial<Record<BusinessInfoField, string>>;
  onChange: (field: BusinessInfoField, value: string) => void;
}) {
  const label = labels();
  return (
    <>
      <Typography variant="h6" component="h2">{t`Thông tin doanh nghiệp`}</Typography>
      {BUSINESS_INFO_FIELDS.map((field) => (
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
