/**
 * The admin product form's specifications (docs/decisions/0024-laptop-specifications-and-compare.md):
 * grouped as the product page shows them, each number with its unit, checked by the shared schema the
 * API validates with, and the core set asked for before publishing. Only the product edit route
 * loads this module.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Box, InputAdornment, TextField, Typography } from '@mui/material';
import {
  CORE_SPEC_FIELDS,
  CPU_BRANDS,
  GPU_KINDS,
  laptopSpecsSchema,
  missingCoreSpecs,
  SCREEN_PANELS,
  STORAGE_TYPES,
  type LaptopSpecs,
} from '@shared/laptop-specs';
import { translateMessage } from '@/i18n/translate-message';

type Kind =
  | { type: 'text'; multiline?: boolean }
  | { type: 'number'; unit: string; step: number }
  | { type: 'choice'; options: readonly { value: string; label: MessageDescriptor | string }[] };

interface SpecField {
  /** The dotted path in LaptopSpecs, as the schema's messages and CORE_SPEC_FIELDS name it. */
  path: string;
  label: MessageDescriptor;
  kind: Kind;
}

const text: Kind = { type: 'text' };
const number = (unit: string, step = 1): Kind => ({ type: 'number', unit, step });
const choice = (values: readonly string[]): Kind => ({
  type: 'choice',
  options: values.map((value) => ({ value, label: value })),
});
const YES_NO: Kind = {
  type: 'choice',
  options: [
    { value: 'true', label: msg`Yes` },
    { value: 'false', label: msg`No` },
  ],
};

const GROUPS: { title: MessageDescriptor; fields: SpecField[] }[] = [
  {
    title: msg`Processor`,
    fields: [
      { path: 'cpu.brand', label: msg`CPU brand`, kind: choice(CPU_BRANDS) },
      { path: 'cpu.family', label: msg`CPU family`, kind: text },
      { path: 'cpu.model', label: msg`CPU model`, kind: text },
      { path: 'cpu.cores', label: msg`Cores`, kind: number('') },
    ],
  },
  {
    title: msg`Memory & storage`,
    fields: [
      { path: 'ramGb', label: msg`RAM`, kind: number('GB') },
      { path: 'ramType', label: msg`RAM type`, kind: text },
      { path: 'ramUpgradable', label: msg`RAM upgradable`, kind: YES_NO },
      { path: 'storageGb', label: msg`Storage`, kind: number('GB') },
      { path: 'storageType', label: msg`Storage type`, kind: choice(STORAGE_TYPES) },
    ],
  },
  {
    title: msg`Display`,
    fields: [
      { path: 'screen.inches', label: msg`Screen size`, kind: number('inch', 0.1) },
      { path: 'screen.resolution', label: msg`Resolution`, kind: text },
      { path: 'screen.refreshHz', label: msg`Refresh rate`, kind: number('Hz') },
      { path: 'screen.panel', label: msg`Panel`, kind: choice(SCREEN_PANELS) },
      { path: 'screen.touch', label: msg`Touch screen`, kind: YES_NO },
    ],
  },
  {
    title: msg`Graphics`,
    fields: [
      {
        path: 'gpu.kind',
        label: msg`Graphics type`,
        kind: {
          type: 'choice',
          options: GPU_KINDS.map((value) => ({
            value,
            label: value === 'integrated' ? msg`Integrated` : msg`Discrete`,
          })),
        },
      },
      { path: 'gpu.model', label: msg`Graphics card`, kind: text },
      { path: 'gpu.vramGb', label: msg`Video memory`, kind: number('GB') },
    ],
  },
  {
    title: msg`Build & battery`,
    fields: [
      { path: 'weightKg', label: msg`Weight`, kind: number('kg', 0.01) },
      { path: 'batteryWh', label: msg`Battery`, kind: number('Wh', 0.1) },
      { path: 'os', label: msg`Operating system`, kind: text },
      { path: 'ports', label: msg`Ports (one per line)`, kind: { type: 'text', multiline: true } },
      { path: 'color', label: msg`Colour`, kind: text },
    ],
  },
  {
    title: msg`Warranty`,
    fields: [{ path: 'warrantyMonths', label: msg`Warranty`, kind: number('months') }],
  },
];

const FIELDS = GROUPS.flatMap((group) => group.fields);

/** Units are symbols (GB, Hz, Wh) except the months of a warranty, a word in the reader's language. */
const UNIT_WORDS: Readonly<Record<string, MessageDescriptor>> = { months: msg`months` };
const unitText = (unit: string): string => {
  const word = UNIT_WORDS[unit];
  return word ? i18n._(word) : unit;
};

/** The boxes' text, by dotted path. */
export type SpecValues = Record<string, string>;
export type SpecErrors = Partial<Record<string, string>>;

function valueAt(specs: LaptopSpecs, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], specs);
}

/** A stored product's specifications as the boxes' text. */
export function specValues(specs: LaptopSpecs | undefined): SpecValues {
  return Object.fromEntries(
    FIELDS.map(({ path }) => {
      const value = specs ? valueAt(specs, path) : undefined;
      return [path, Array.isArray(value) ? value.join('\n') : value === undefined ? '' : String(value)];
    }),
  );
}

/** The boxes read as specifications: empty boxes left out, numbers as numbers (the schema judges them). */
function readSpecs(values: SpecValues): Record<string, unknown> {
  const specs: Record<string, Record<string, unknown> | unknown> = {};
  for (const { path, kind } of FIELDS) {
    const raw = (values[path] ?? '').trim();
    if (raw === '') continue;
    let value: unknown = raw;
    if (kind.type === 'number') value = Number(raw);
    else if (kind === YES_NO) value = raw === 'true';
    else if (path === 'ports')
      value = raw
        .split('\n')
        .map((port) => port.trim())
        .filter(Boolean);
    const [head, tail] = path.split('.') as [string, string | undefined];
    if (tail === undefined) specs[head] = value;
    else specs[head] = { ...(specs[head] as Record<string, unknown> | undefined), [tail]: value };
  }
  return specs;
}

/**
 * The specifications to save, or the message per box: the shared schema's first message for each,
 * and, when the product is (or is being) published, 'Needed to publish' on every empty core box.
 */
export function checkSpecs(
  values: SpecValues,
  publishing: boolean,
): { ok: true; specs: LaptopSpecs } | { ok: false; errors: SpecErrors } {
  const parsed = laptopSpecsSchema.safeParse(readSpecs(values));
  const errors: SpecErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= translateMessage(issue.message);
  }
  if (publishing) {
    const missing = missingCoreSpecs(parsed.success ? parsed.data : {});
    for (const core of missing) {
      // The CPU counts by its brand (missingCoreSpecs).
      const path = core === 'cpu' ? 'cpu.brand' : core;
      errors[path] ??= t`Needed to publish`;
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, specs: parsed.data };
  return { ok: false, errors };
}

const CORE_PATHS = new Set<string>(CORE_SPEC_FIELDS.map((core) => (core === 'cpu' ? 'cpu.brand' : core)));

export function ProductSpecsFields({
  values,
  errors,
  onChange,
}: {
  values: SpecValues;
  errors: SpecErrors;
  onChange: (path: string, value: string) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t`Specifications`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t`Fields marked * are needed to publish.`}
      </Typography>
      {GROUPS.map((group) => (
        <Box key={i18n._(group.title)} role="group" aria-label={i18n._(group.title)} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {i18n._(group.title)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {group.fields.map((field) => (
              <SpecInput
                key={field.path}
                field={field}
                value={values[field.path] ?? ''}
                error={errors[field.path]}
                onChange={(value) => onChange(field.path, value)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function SpecInput({
  field: { path, label, kind },
  value,
  error,
  onChange,
}: {
  field: SpecField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const common = {
    name: `specs.${path}`,
    label: i18n._(label),
    required: CORE_PATHS.has(path),
    value,
    error: Boolean(error),
    helperText: error,
    size: 'small' as const,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (kind.type === 'choice') {
    return (
      <TextField {...common} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value="">{t`Not given`}</option>
        {kind.options.map((option) => (
          <option key={option.value} value={option.value}>
            {typeof option.label === 'string' ? option.label : i18n._(option.label)}
          </option>
        ))}
      </TextField>
    );
  }
  if (kind.type === 'number') {
    return (
      <TextField
        {...common}
        type="number"
        slotProps={{
          htmlInput: { min: 0, step: kind.step },
          input: kind.unit
            ? { endAdornment: <InputAdornment position="end">{unitText(kind.unit)}</InputAdornment> }
            : undefined,
        }}
      />
    );
  }
  return <TextField {...common} multiline={kind.multiline} minRows={kind.multiline ? 2 : undefined} />;
}
