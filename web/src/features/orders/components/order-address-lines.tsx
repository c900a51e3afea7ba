import { t } from '@lingui/core/macro';
import { Typography } from '@mui/material';
import type { ShippingAddress } from '@shared/entities/order';

/**
 * The phone, ward and province under the specification's address line (an order placed with only
 * its five fields shows none of them). The phone as Vietnamese readers dial it: 0912345678.
 */
export function OrderAddressLines({ address }: { address: ShippingAddress }) {
  return (
    <>
      {address.phone && (
        <Typography>
          <strong>{t`Phone:`}</strong> {address.phone.replace(/^\+84/, '0')}
        </Typography>
      )}
      {address.ward && address.province && (
        <Typography>
          <strong>{t`Phường/Xã, Tỉnh/Thành phố:`}</strong> {address.ward}, {address.province}
        </Typography>
      )}
    </>
  );
}
