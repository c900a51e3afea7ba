/**
 * Settings → Vận chuyển (docs/shipping-carriers.md): the carriers offered at checkout in the order
 * turned on (the first preselected; none, the default, keeps the flat fee), where they pick parcels
 * up (shown once a carrier is on), the parcel's packaging and size, GHN's required note, how long a quote is reused and what
 * each carrier takes on one waybill. The pickup address is checked against the map on save.
 */
import { t } from '@lingui/core/macro';
import { Checkbox, FormControlLabel, FormGroup, FormHelperText, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ShopSettings } from '@shared/shop-settings';
import { CARRIER_NAMES, REQUIRED_NOTES, type CarrierName, type RequiredNote } from '@shared/shipping-settings';

export type ShippingCarrierField =
  | 'carriers'
  | 'pickupAddress'
  | 'packagingGrams'
  | 'defaultPackage'
  | 'requiredNote'
  | 'quoteCacheMinutes'
  | 'carrierCaps';

type ShippingSettingsPart = Pick<ShopSettings, ShippingCarrierField>;

const TEXT_BOXES = [
  'pickupAddress.name',
  'pickupAddress.phone',
  'pickupAddress.address',
  'pickupAddress.province',
  'pickupAddress.ward',
  'packagingGrams',
  'defaultPackage.lengthCm',
  'defaultPackage.widthCm',
  'defaultPackage.heightCm',
  'quoteCacheMinutes',
  'carrierCaps.ghn.codMax',
  'carrierCaps.ghn.insuranceMax',
  'carrierCaps.ghtk.codMax',
  'carrierCaps.ghtk.insuranceMax',
] as const;
type TextBox = (typeof TEXT_BOXES)[number];

export interface ShippingCarrierValues {
  carriers: CarrierName[];
  requiredNote: RequiredNote;
  text: Record<TextBox, string>;
}

/** The group a box's message belongs to: `pickupAddress.ward` is the pickup address's. */
const fieldOfBox = (box: TextBox) => box.split('.')[0] as ShippingCarrierField;

export function useShippingCarriers(settings: ShippingSettingsPart, clearError: (field: ShippingCarrierField) => void) {
  const [values, setValues] = useState<ShippingCarrierValues>(() => ({
    carriers: settings.carriers,
    requiredNote: settings.requiredNote,
    text: {
      'pickupAddress.name': settings.pickupAddress.name,
      'pickupAddress.phone': settings.pickupAddress.phone,
      'pickupAddress.address': settings.pickupAddress.address,
      'pickupAddress.province': settings.pickupAddress.province,
      'pickupAddress.ward': settings.pickupAddress.ward,
      packagingGrams: String(settings.packagingGrams),
      'defaultPackage.lengthCm': String(settings.defaultPackage.lengthCm),
      'defaultPackage.widthCm': String(settings.defaultPackage.widthCm),
      'defaultPackage.heightCm': String(settings.defaultPackage.heightCm),
      quoteCacheMinutes: String(settings.quoteCacheMinutes),
      'carrierCaps.ghn.codMax': String(settings.carrierCaps.ghn.codMax),
      'carrierCaps.ghn.insuranceMax': String(settings.carrierCaps.ghn.insuranceMax),
      'carrierCaps.ghtk.codMax': String(settings.carrierCaps.ghtk.codMax),
      'carrierCaps.ghtk.insuranceMax': String(settings.carrierCaps.ghtk.insuranceMax),
    },
  }));
  const change = (next: Partial<ShippingCarrierValues>, field: ShippingCarrierField) => {
    setValues((current) => ({ ...current, ...next, text: { ...current.text, ...next.text } }));
    clearError(field);
  };
  return [values, change] as const;
}

/** An empty number box is not 0 but a missing number, which the schema names. */
const asNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

export function shippingCarriersInput({ carriers, requiredNote, text }: ShippingCarrierValues) {
  return {
    carriers,
    requiredNote,
    pickupAddress: {
      name: text['pickupAddress.name'],
      phone: text['pickupAddress.phone'],
      address: text['pickupAddress.address'],
      province: text['pickupAddress.province'],
      ward: text['pickupAddress.ward'],
    },
    packagingGrams: asNumber(text.packagingGrams),
    defaultPackage: {
      lengthCm: asNumber(text['defaultPackage.lengthCm']),
      widthCm: asNumber(text['defaultPackage.widthCm']),
      heightCm: asNumber(text['defaultPackage.heightCm']),
    },
    quoteCacheMinutes: asNumber(text.quoteCacheMinutes),
    carrierCaps: {
      ghn: {
        codMax: asNumber(text['carrierCaps.ghn.codMax']),
        insuranceMax: asNumber(text['carrierCaps.ghn.insuranceMax']),
      },
      ghtk: {
        codMax: asNumber(text['carrierCaps.ghtk.codMax']),
        insuranceMax: asNumber(text['carrierCaps.ghtk.insuranceMax']),
      },
    },
  };
}

const CARRIER_LABELS: Record<CarrierName, string> = {
  ghn: 'GHN (Giao Hàng Nhanh)',
  ghtk: 'GHTK (Giao Hàng Tiết Kiệm)',
};

function boxLabels(): Record<TextBox, string> {
  return {
    'pickupAddress.name': t`Pickup: sender name`,
    'pickupAddress.phone': t`Pickup: phone`,
    'pickupAddress.address': t`Pickup: house number and street`,
    'pickupAddress.province': t`Pickup: province or city`,
    'pickupAddress.ward': t`Pickup: ward or commune`,
    packagingGrams: t`Packaging weight (grams, added to the items)`,
    'defaultPackage.lengthCm': t`Parcel length (cm)`,
    'defaultPackage.widthCm': t`Parcel width (cm)`,
    'defaultPackage.heightCm': t`Parcel height (cm)`,
    quoteCacheMinutes: t`Reuse a carrier's quote for (minutes)`,
    'carrierCaps.ghn.codMax': t`GHN: most cash on delivery per waybill`,
    'carrierCaps.ghn.insuranceMax': t`GHN: most insured value per waybill`,
    'carrierCaps.ghtk.codMax': t`GHTK: most cash on delivery per waybill`,
    'carrierCaps.ghtk.insuranceMax': t`GHTK: most insured value per waybill`,
  };
}

function requiredNoteLabels(): Record<RequiredNote, string> {
  return {
    CHOTHUHANG: t`The receiver may try the laptop`,
    CHOXEMHANGKHONGTHU: t`The receiver may look but not try`,
    KHONGCHOXEMHANG: t`The receiver may not open the parcel`,
  };
}

export function ShippingCarrierFields({
  values,
  errors,
  onChange,
}: {
  values: ShippingCarrierValues;
  errors: Partial<Record<ShippingCarrierField, string>>;
  onChange: (next: Partial<ShippingCarrierValues>, field: ShippingCarrierField) => void;
}) {
  const labels = boxLabels();
  const notes = requiredNoteLabels();
  // Turned on goes last: the order turned on is the order shown at checkout.
  const toggle = (carrier: CarrierName, on: boolean) =>
    onChange(
      { carriers: on ? [...values.carriers, carrier] : values.carriers.filter((c) => c !== carrier) },
      'carriers',
    );
  const box = (name: TextBox, numeric: boolean) => {
    const field = fieldOfBox(name);
    const error = errors[field];
    return (
      <TextField
        key={name}
        name={name}
        label={labels[name]}
        value={values.text[name]}
        onChange={(event) => onChange({ text: { ...values.text, [name]: event.target.value } }, field)}
        error={Boolean(error)}
        // A group's message shows once, under its first box.
        helperText={TEXT_BOXES.find((other) => fieldOfBox(other) === field) === name ? error : undefined}
        slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : {} }}
      />
    );
  };
  return (
    <>
      <Typography variant="h6" component="h2">{t`Vận chuyển`}</Typography>
      <FormGroup aria-label={t`Carriers on (shown at checkout in the order turned on)`}>
        {CARRIER_NAMES.map((carrier) => (
          <FormControlLabel
            key={carrier}
            label={CARRIER_LABELS[carrier]}
            control={
              <Checkbox
                name={`carriers.${carrier}`}
                checked={values.carriers.includes(carrier)}
                onChange={(event) => toggle(carrier, event.target.checked)}
              />
            }
          />
        ))}
        <FormHelperText error={Boolean(errors.carriers)}>
          {errors.carriers ?? t`None on: shipping is the flat fee above, free above its amount.`}
        </FormHelperText>
      </FormGroup>
      {/* The rest matters once a carrier is on: until then the form stays as short as the flat fee needs. */}
      {values.carriers.length > 0 && (
        <>
          {TEXT_BOXES.slice(0, 5).map((name) => box(name, false))}
          {TEXT_BOXES.slice(5).map((name) => box(name, true))}
          <TextField
            select
            name="requiredNote"
            label={t`At delivery (GHN's required note)`}
            value={values.requiredNote}
            onChange={(event) => onChange({ requiredNote: event.target.value as RequiredNote }, 'requiredNote')}
          >
            {REQUIRED_NOTES.map((note) => (
              <MenuItem key={note} value={note}>
                {notes[note]}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </>
  );
}
