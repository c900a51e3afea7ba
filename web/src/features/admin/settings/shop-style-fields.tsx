/**
 * How the shop speaks and writes money and addresses (docs/decisions/0086-default-language.md,
 * 0087-price-and-address-styles.md): three choices of the settings form, and the button that puts
 * a Vietnamese shop's choices into the form (the admin then saves).
 */
import { t } from '@lingui/core/macro';
import { Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '@shared/languages';
import { formatPrice, PRICE_STYLES, type PriceStyle } from '@shared/money';
import {
  ADDRESS_STYLES,
  DEFAULT_LANGUAGE_SETTINGS,
  type AddressStyle,
  type DefaultLanguageSetting,
  type PriceRange,
  type ShopSettings,
  VIETNAM_SHOP_DEFAULTS,
} from '@shared/shop-settings';

export type ShopStyles = Pick<ShopSettings, 'defaultLanguage' | 'priceStyle' | 'addressStyle'>;
export type ShopStyleField = keyof ShopStyles;

/** The form's three choices, as loaded; a change clears the changed fields' messages. */
export function useShopStyles(settings: ShopStyles, clearErrors: (fields: ShopStyleField[]) => void) {
  const [styles, setStyles] = useState<ShopStyles>(() => ({
    defaultLanguage: settings.defaultLanguage,
    priceStyle: settings.priceStyle,
    addressStyle: settings.addressStyle,
  }));
  const change = (changed: Partial<ShopStyles>) => {
    setStyles((current) => ({ ...current, ...changed }));
    clearErrors(Object.keys(changed) as ShopStyleField[]);
  };
  return [styles, change] as const;
}

function optionLabels() {
  return {
    defaultLanguage: {
      mixed: LANGUAGE_NAMES.mixed,
      vi: LANGUAGE_NAMES.vi,
      en: LANGUAGE_NAMES.en,
      auto: t`Automatic: the visitor's browser language (Vietnamese or English)`,
    } satisfies Record<DefaultLanguageSetting, string>,
    priceStyle: {
      spec: formatPrice(32_990_000, 'spec'),
      vnd: formatPrice(32_990_000, 'vnd'),
    } satisfies Record<PriceStyle, string>,
    addressStyle: {
      spec: t`Full Name, Address, City, Postal Code, Country`,
      vietnam: t`Vietnamese: full name, phone, province, ward, street address`,
    } satisfies Record<AddressStyle, string>,
  };
}

const OPTIONS = {
  defaultLanguage: DEFAULT_LANGUAGE_SETTINGS,
  priceStyle: PRICE_STYLES,
  addressStyle: ADDRESS_STYLES,
} as const;

export function ShopStyleFields({
  styles,
  errors,
  onChange,
  onVietnamRanges,
}: {
  styles: ShopStyles;
  errors: Partial<Record<ShopStyleField, string>>;
  onChange: (change: Partial<ShopStyles>) => void;
  /** The Vietnamese bands, for the form's ranges field. */
  onVietnamRanges: (ranges: readonly PriceRange[]) => void;
}) {
  // Into the form only: the admin sees the change and saves it (or not).
  const fillVietnamDefaults = () => {
    const { priceRanges, ...vietnamStyles } = VIETNAM_SHOP_DEFAULTS;
    onChange(vietnamStyles);
    onVietnamRanges(priceRanges);
  };
  const labels = { defaultLanguage: t`Default language`, priceStyle: t`Prices`, addressStyle: t`Address form` };
  const options = optionLabels();
  const select = (name: ShopStyleField) => (
    <TextField
      key={name}
      select
      name={name}
      label={labels[name]}
      value={styles[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'defaultLanguage' ? t`For visitors who have not chosen a language` : '')}
    >
      {OPTIONS[name].map((value) => (
        <MenuItem key={value} value={value}>
          {(options[name] as Record<string, string>)[value]}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Typography variant="h6" component="h2">{t`Language, prices and addresses`}</Typography>
      {(['defaultLanguage', 'priceStyle', 'addressStyle'] as const).map(select)}
      <Button variant="outlined" onClick={fillVietnamDefaults} sx={{ alignSelf: 'flex-start' }}>
        {t`Dùng mặc định cho shop Việt Nam`}
      </Button>
    </>
  );
}
