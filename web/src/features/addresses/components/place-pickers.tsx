/**
 * The Tỉnh/Thành phố and Phường/Xã pickers on the map in force since 1 July 2025 (no district
 * level): MUI Autocompletes, so typing filters, the arrow keys move and Enter picks, with the
 * names' Vietnamese folded away ('ho chi minh' finds 'Thành phố Hồ Chí Minh').
 */
import { t } from '@lingui/core/macro';
import { Autocomplete, TextField } from '@mui/material';
import { findProvince, findWard, matchesPlaceName, PROVINCES, type Province, type Ward } from '@shared/vn-addresses';

interface PickerProps {
  /** The official name picked so far ('' for none). */
  value: string;
  error?: string;
  required?: boolean;
}

const filterByName = <T extends { name: string }>(options: T[], { inputValue }: { inputValue: string }) =>
  options.filter((option) => matchesPlaceName(option.name, inputValue));

export function ProvincePicker({
  value,
  error,
  required,
  onChange,
}: PickerProps & { onChange: (province: Province | null) => void }) {
  return (
    <Autocomplete
      options={PROVINCES as Province[]}
      value={findProvince(value) ?? null}
      getOptionLabel={(province) => province.name}
      isOptionEqualToValue={(option, picked) => option.code === picked.code}
      filterOptions={filterByName}
      autoHighlight
      onChange={(_event, province) => onChange(province)}
      noOptionsText={t`No province or city matches`}
      renderInput={(params) => (
        <TextField
          {...params}
          name="province"
          label={t`Tỉnh/Thành phố`}
          required={required}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

export function WardPicker({
  province,
  value,
  error,
  required,
  onChange,
}: PickerProps & { province: string; onChange: (ward: Ward | null) => void }) {
  const picked = findProvince(province);
  const wards = picked?.wards ?? [];
  return (
    <Autocomplete
      options={wards}
      value={(picked && findWard(picked, value)) ?? null}
      getOptionLabel={(ward) => ward.name}
      isOptionEqualToValue={(option, picked) => option.code === picked.code}
      filterOptions={filterByName}
      autoHighlight
      disabled={wards.length === 0}
      onChange={(_event, ward) => onChange(ward)}
      noOptionsText={t`No ward or commune matches`}
      renderInput={(params) => (
        <TextField
          {...params}
          name="ward"
          label={t`Phường/Xã`}
          required={required}
          error={Boolean(error)}
          helperText={error ?? (wards.length === 0 ? t`Choose the province or city first` : undefined)}
          // The hint is read while the picker is disabled: it keeps the readable colour, not the disabled grey.
          slotProps={{ ...params.slotProps, formHelperText: { disabled: false } }}
        />
      )}
    />
  );
}
