/**
 * The shipping step's choice among the customer's saved addresses, or a new one (which the step
 * then saves to the book). The default is preselected by the caller.
 */
import { t } from '@lingui/core/macro';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { SavedAddress } from '@shared/entities/account';
import { addressLine } from './address-text';

/** The radio value of 'Use a new address'. */
export const NEW_ADDRESS = 'new';

export function SavedAddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: SavedAddress[];
  /** A saved address's id, or NEW_ADDRESS. */
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormControl>
      <FormLabel id="saved-addresses-label">{t`Saved addresses`}</FormLabel>
      <RadioGroup
        aria-labelledby="saved-addresses-label"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {addresses.map((saved) => (
          <FormControlLabel
            key={saved._id}
            value={saved._id}
            control={<Radio />}
            label={saved.isDefault ? `${addressLine(saved.address)} (${t`Default`})` : addressLine(saved.address)}
          />
        ))}
        <FormControlLabel value={NEW_ADDRESS} control={<Radio />} label={t`Use a new address`} />
      </RadioGroup>
    </FormControl>
  );
}
