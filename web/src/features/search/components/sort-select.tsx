import { t } from '@lingui/core/macro';
import { FormControl, InputLabel, NativeSelect, OutlinedInput } from '@mui/material';
import { useId } from 'react';
import type { SortOrder } from '@shared/constants';
import { sortOrdersFor } from '@shared/sort-orders';
import { translateMessage } from '@/i18n/translate-message';

/**
 * The 'Sort by' list: a native select (the phone's own picker) dressed as an outlined field.
 * Built from NativeSelect rather than `<TextField select>`, which imports MUI's Select with its
 * menu, popover and modal (about 15 KB gzip) even when told to render natively (ADR 0018).
 */
export function SortSelect({
  query,
  value,
  onChange,
}: {
  /** The search text: 'Best Match' is offered only while there is one. */
  query: string;
  value: SortOrder;
  onChange: (order: SortOrder) => void;
}) {
  const id = useId();
  const label = t`Sort by`;
  return (
    <FormControl size="small">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} />}
        inputProps={{ id }}
        value={value}
        onChange={(e) => onChange(e.target.value as SortOrder)}
      >
        {sortOrdersFor(query).map((order) => (
          <option key={order.value} value={order.value}>
            {translateMessage(order.label)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
