/**
 * The shop settings form (PUT /api/settings): checked with the schema the server uses, each
 * message under its field, saved over the version it loaded.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/constants';
import { shopSettingsUpdateSchema, type ShopSettingsUpdateInput } from '@shared/schemas';
import { priceRangeValue, type PriceRange, type ShopSettingsRecord } from '@shared/shop-settings';
import { checkForm } from '@/lib/form-validation';
import { HomeSettingsEditor, homeSettingsOf } from './banners-editor';
import { PaymentMethodsFields } from './payment-methods-fields';
import { ShopStyleFields, useShopStyles, type ShopStyleField, type ShopStyles } from './shop-style-fields';
import { useSectionFields, type SectionField } from './section-fields';

type TextFieldName =
  | 'shopName'
  | 'contactEmail'
  | 'contactPhone'
  | 'shippingFee'
  | 'freeShippingAbove'
  | 'priceRanges'
  | 'reservationMinutes'
  | 'bankTransferHours'
  | 'codLimit'
  | 'codConfirmHours'
  | 'bankAccount.bankBin'
  | 'bankAccount.bankName'
  | 'bankAccount.accountNumber'
  | 'bankAccount.accountName'
  | 'searchSynonyms';
type FieldName = TextFieldName | 'paymentMethods' | 'banners' | 'homeSections' | ShopStyleField | SectionField;

const BANK_FIELDS = [
  'bankAccount.bankBin',
  'bankAccount.bankName',
  'bankAccount.accountNumber',
  'bankAccount.accountName',
] as const;

const NUMBER_FIELDS = new Set<TextFieldName>([
  'shippingFee',
  'freeShippingAbove',
  'reservationMinutes',
  'bankTransferHours',
  'codLimit',
  'codConfirmHours',
]);

function labels(): Record<TextFieldName, string> {
  return {
    shopName: t`Shop name`,
    contactEmail: t`Contact email`,
    contactPhone: t`Contact phone`,
    shippingFee: t`Shipping fee`,
    freeShippingAbove: t`Free shipping above (items price)`,
    priceRanges: t`Search price ranges (min-max, separated by commas; = and a label to show it instead)`,
    reservationMinutes: t`Gateway payment time (minutes)`,
    bankTransferHours: t`Bank transfer payment time (hours)`,
    codLimit: t`Cash on delivery up to (order total)`,
    codConfirmHours: t`Cash on delivery: hours to confirm an order (pack it) before it is cancelled`,
    'bankAccount.bankBin': t`Bank BIN (6 digits)`,
    'bankAccount.bankName': t`Bank name`,
    'bankAccount.accountNumber': t`Account number`,
    'bankAccount.accountName': t`Account name`,
    searchSynonyms: t`Search synonyms: one group a line, its phrases separated by commas, then = and what they mean (a category, a brand, other words, or nothing to drop them)`,
  };
}

function initialValues(settings: ShopSettingsRecord): Record<TextFieldName, string> {
  return {
    shopName: settings.shopName,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    shippingFee: String(settings.shippingFee),
    freeShippingAbove: String(settings.freeShippingAbove),
    priceRanges: rangesText(settings.priceRanges),
    reservationMinutes: String(settings.reservationMinutes),
    bankTransferHours: String(settings.bankTransferHours),
    codLimit: String(settings.codLimit),
    codConfirmHours: String(settings.codConfirmHours),
    'bankAccount.bankBin': settings.bankAccount.bankBin,
    'bankAccount.bankName': settings.bankAccount.bankName,
    'bankAccount.accountNumber': settings.bankAccount.accountNumber,
    'bankAccount.accountName': settings.bankAccount.accountName,
    searchSynonyms: settings.searchSynonyms.map(synonymLine).join('\n'),
  };
}

/** A range as the form writes it: `1-50`, or with its label `0-14999999 = Dưới 15 triệu`. */
const rangesText = (ranges: readonly PriceRange[]) =>
  ranges
    .map((range) => (range.label ? `${priceRangeValue(range)} = ${range.label}` : priceRangeValue(range)))
    .join(', ');

/** `1-50, 51-200 = Mid` as ranges; a part that is no range becomes NaN, which the schema refuses. */
const parseRanges = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*(?:=\s*(.*))?$/.exec(part);
      if (!match) return { min: NaN, max: NaN };
      return { min: Number(match[1]), max: Number(match[2]), ...(match[3] ? { label: match[3] } : {}) };
    });

/** A synonym group as the form writes it: `chơi game, gaming = Gaming`. */
const synonymLine = ({ phrases, means }: { phrases: string[]; means: string }) => `${phrases.join(', ')} = ${means}`;

/** One group a line; a line without `=` has no meaning, which the schema refuses by name. */
const parseSynonyms = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf('=');
      const phrases = (at === -1 ? line : line.slice(0, at)).split(',').map((phrase) => phrase.trim());
      return at === -1 ? { phrases } : { phrases, means: line.slice(at + 1).trim() };
    });

const asNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

function formInput(
  values: Record<TextFieldName, string>,
  methods: PaymentMethod[],
  styles: ShopStyles,
  version: string,
) {
  return {
    ...styles,
    shopName: values.shopName,
    contactEmail: values.contactEmail,
    contactPhone: values.contactPhone,
    shippingFee: asNumber(values.shippingFee),
    freeShippingAbove: asNumber(values.freeShippingAbove),
    priceRanges: parseRanges(values.priceRanges),
    reservationMinutes: asNumber(values.reservationMinutes),
    bankTransferHours: asNumber(values.bankTransferHours),
    codLimit: asNumber(values.codLimit),
    codConfirmHours: asNumber(values.codConfirmHours),
    bankAccount: {
      bankBin: values['bankAccount.bankBin'],
      bankName: values['bankAccount.bankName'],
      accountNumber: values['bankAccount.accountNumber'],
      accountName: values['bankAccount.accountName'],
    },
    paymentMethods: methods,
    searchSynonyms: parseSynonyms(values.searchSynonyms),
    version,
  };
}

/** The field an issue belongs to: a range's issue is the ranges field's. */
const fieldOf = (path: readonly PropertyKey[]): FieldName => {
  const [first, second] = path.map(String);
  if (first === 'bankAccount' && second) return `bankAccount.${second}` as FieldName;
  return first as FieldName;
};

export function SettingsForm({
  settings,
  saving,
  onSubmit,
}: {
  settings: ShopSettingsRecord;
  saving: boolean;
  onSubmit: (input: ShopSettingsUpdateInput) => void;
}) {
  const [values, setValues] = useState(() => initialValues(settings));
  const [methods, setMethods] = useState<PaymentMethod[]>(settings.paymentMethods);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [home, setHome] = useState(() => homeSettingsOf(settings));
  const label = labels();

  const clearError = (name: FieldName) => setErrors((current) => ({ ...current, [name]: undefined }));
  const setText = (name: TextFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };
  const toggleMethod = (method: PaymentMethod, on: boolean) => {
    // Kept in the contract's order, so VNPAY stays before MOMO.
    setMethods((current) => PAYMENT_METHODS.filter((m) => (m === method ? on : current.includes(m))));
    clearError('paymentMethods');
  };

  const [styles, changeStyles] = useShopStyles(settings, (fields) =>
    setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((name) => [name, undefined])) })),
  );
  const setRanges = (ranges: readonly PriceRange[]) => setText('priceRanges', rangesText(ranges));
  const sections = useSectionFields(settings, clearError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...formInput(values, methods, styles, settings.version),
      ...home,
      ...sections.input(),
    };
    const checked = checkForm(shopSettingsUpdateSchema, input, fieldOf);
    if (checked.ok) {
      onSubmit(checked.data);
      return;
    }
    setErrors(checked.errors);
  };

  const field = (name: TextFieldName) => (
    <TextField
      key={name}
      name={name}
      label={label[name]}
      // The synonyms are a list that may be empty, the only optional text here.
      required={name !== 'searchSynonyms'}
      {...(name === 'searchSynonyms' ? { multiline: true, minRows: 3 } : {})}
      value={values[name]}
      onChange={(event) => setText(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: NUMBER_FIELDS.has(name) ? { inputMode: 'decimal' } : {} }}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Shop settings`} sx={{ maxWidth: 640 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">{t`Shop and contact`}</Typography>
        {(['shopName', 'contactEmail', 'contactPhone'] as const).map(field)}
        <ShopStyleFields styles={styles} errors={errors} onChange={changeStyles} onVietnamRanges={setRanges} />
        <Typography variant="h6" component="h2">{t`Shipping and search`}</Typography>
        {(['shippingFee', 'freeShippingAbove', 'priceRanges', 'searchSynonyms'] as const).map(field)}
        <Typography variant="h6" component="h2">{t`Payments`}</Typography>
        <PaymentMethodsFields methods={methods} error={errors.paymentMethods} onToggle={toggleMethod} />
        {(['reservationMinutes', 'bankTransferHours', 'codLimit', 'codConfirmHours'] as const).map(field)}
        <Typography variant="h6" component="h2">{t`Bank account for transfers`}</Typography>
        {BANK_FIELDS.map(field)}
        {sections.fields(errors)}
        <HomeSettingsEditor value={home} onChange={setHome} error={errors.banners ?? errors.homeSections} />
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {t`Save settings`}
        </Button>
      </Stack>
    </Box>
  );
}
