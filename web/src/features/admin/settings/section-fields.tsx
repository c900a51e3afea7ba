/**
 * The settings sections that keep their own state (each in its *-fields.tsx): the issues since the
 * specification added them one by one. One hook holds them all, so the form adds their input to
 * what it saves and shows their fields in one place.
 */
import { ReturnPolicyFields, returnPolicyInput, useReturnPolicy, type ReturnPolicyField } from './return-policy-fields';
import * as shipping from './shipping-carrier-fields';
import { InstallmentFields, installmentInput, useInstallment, type InstallmentField } from './installment-fields';
import { BusinessInfoFields, useBusinessInfo, type BusinessInfoField } from './business-info-fields';
import { ConsentVersionField, useConsentVersion } from './consent-version-field';
import { useZnsTemplates, ZnsTemplateFields } from './zns-template-fields';
import { AnalyticsTagFields, useAnalyticsTags, type AnalyticsTagField } from './analytics-tag-fields';
import type { ShopSettingsRecord } from '@shared/shop-settings';

export type SectionField =
  | ReturnPolicyField
  | shipping.ShippingCarrierField
  | InstallmentField
  | BusinessInfoField
  | 'consentVersion'
  | 'zns'
  | AnalyticsTagField;

export function useSectionFields(settings: ShopSettingsRecord, clearError: (name: SectionField) => void) {
  const [returns, changeReturns] = useReturnPolicy(settings, clearError);
  const [carriers, changeCarriers] = shipping.useShippingCarriers(settings, clearError);
  const [plans, changePlans] = useInstallment(settings, clearError);
  const [business, changeBusiness] = useBusinessInfo(settings, clearError);
  const [consentVersion, changeConsent] = useConsentVersion(settings, () => clearError('consentVersion'));
  const [zns, changeZns] = useZnsTemplates(settings, () => clearError('zns'));
  const [tags, changeTags] = useAnalyticsTags(settings, clearError);

  return {
    /** What these sections add to PUT /api/settings. */
    input: () => ({
      ...returnPolicyInput(returns),
      ...shipping.shippingCarriersInput(carriers),
      ...installmentInput(plans),
      ...business,
      consentVersion,
      zns,
      ...tags,
    }),
    fields: (errors: Partial<Record<SectionField, string>>) => (
      <>
        <ReturnPolicyFields values={returns} errors={errors} onChange={changeReturns} />
        <shipping.ShippingCarrierFields values={carriers} errors={errors} onChange={changeCarriers} />
        <InstallmentFields values={plans} error={errors.installment} onChange={changePlans} />
        <BusinessInfoFields values={business} errors={errors} onChange={changeBusiness} />
        <ConsentVersionField value={consentVersion} error={errors.consentVersion} onChange={changeConsent} />
        <ZnsTemplateFields values={zns} error={errors.zns} onChange={changeZns} />
        <AnalyticsTagFields values={tags} errors={errors} onChange={changeTags} />
      </>
    ),
  };
}
