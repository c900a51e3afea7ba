/**
 * "Thông tin doanh nghiệp": the seller the footer names, as Decree 52/2013 (amended by 85/2021)
 * asks: company name, tax code (MST), address, the Zalo page and the Bộ Công Thương notice's page.
 * The hotline and the email are the contact phone and email above.
 */
import { t } from '@lingui/core/macro';
import type { ShopSettings } from '@shared/shop-settings';
import { TextFieldGroup, useTextFields, type FieldLabels, type TextFieldGroupProps } from './text-field-group';

export const BUSINESS_INFO_FIELDS = ['companyName', 'taxCode', 'businessAddress', 'zaloUrl', 'moitUrl'] as const;
export type BusinessInfoField = (typeof BUSINESS_INFO_FIELDS)[number];

/** The boxes as loaded (empty for a shop saved before them); a change clears its field's message. */
export const useBusinessInfo = (
  settings: Partial<Pick<ShopSettings, BusinessInfoField>>,
  clearError: (field: BusinessInfoField) => void,
) => useTextFields(BUSINESS_INFO_FIELDS, settings, clearError);

const labels = (): FieldLabels<BusinessInfoField> => ({
  companyName: { label: t`Tên doanh nghiệp`, hint: t`Như trên giấy chứng nhận đăng ký kinh doanh` },
  taxCode: { label: t`Mã số thuế (MST)`, hint: t`10 chữ số, hoặc 10 chữ số, dấu - và 3 chữ số` },
  businessAddress: { label: t`Địa chỉ doanh nghiệp`, hint: '' },
  zaloUrl: { label: t`Trang Zalo`, hint: 'https://zalo.me/…' },
  moitUrl: { label: t`Trang thông báo Bộ Công Thương`, hint: 'http(s)://online.gov.vn/…' },
});

export function BusinessInfoFields(props: TextFieldGroupProps<BusinessInfoField>) {
  return (
    <TextFieldGroup title={t`Thông tin doanh nghiệp`} fields={BUSINESS_INFO_FIELDS} labels={labels()} {...props} />
  );
}
