/**
 * /profile/addresses: the signed-in customer's address book (add, edit, delete, make default).
 * The shipping step offers these addresses; orders keep a copy of theirs, so nothing here changes
 * a past order (docs/decisions/0023-vietnamese-addresses-phone-invoices.md).
 */
import { t } from '@lingui/core/macro';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { MAX_ADDRESSES } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { SavedAddress } from '@shared/entities/account';
import { QueryView } from '@/components/query-view';
import { translateMessage } from '@/i18n/translate-message';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { addressesApi } from '@/features/addresses/addresses-api';
import { addressValues, EMPTY_ADDRESS } from '@/features/addresses/address-values';
import { AddressFormDialog } from '@/features/addresses/components/address-form';
import { addressLine } from '@/features/addresses/components/address-text';

type Editing = { kind: 'new' } | { kind: 'edit'; saved: SavedAddress } | null;

export default function AddressesPage() {
  const book = useApiQuery('listAddresses', {});
  const [editing, setEditing] = useState<Editing>(null);

  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      notify.success(done);
    } catch (error) {
      notify.error(error);
      throw error;
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t`Addresses`}
      </Typography>
      <QueryView query={book}>
        {(addresses) => (
          <>
            {addresses.length === 0 && <Typography>{t`You have no saved addresses yet.`}</Typography>}
            {addresses.map((saved) => (
              <Card key={saved._id} variant="outlined" component="section" aria-label={addressLine(saved.address)}>
                <CardContent>
                  <Typography>{addressLine(saved.address)}</Typography>
                  {saved.isDefault && <Chip size="small" color="primary" label={t`Default`} sx={{ mt: 1 }} />}
                </CardContent>
                <CardActions>
                  <Button onClick={() => setEditing({ kind: 'edit', saved })}>{t`Edit`}</Button>
                  {!saved.isDefault && (
                    <Button
                      onClick={() =>
                        void run(() => addressesApi.makeDefault(saved._id), t`Default address changed`).catch(
                          () => undefined,
                        )
                      }
                    >
                      {t`Make default`}
                    </Button>
                  )}
                  <Button
                    color="error"
                    onClick={() => {
                      if (!window.confirm(translateMessage(MSG.confirmDelete))) return;
                      void run(() => addressesApi.remove(saved._id), t`Address deleted`).catch(() => undefined);
                    }}
                  >
                    {t`Delete`}
                  </Button>
                </CardActions>
              </Card>
            ))}
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={addresses.length >= MAX_ADDRESSES}
              onClick={() => setEditing({ kind: 'new' })}
            >
              {t`Add address`}
            </Button>
          </>
        )}
      </QueryView>
      {editing && (
        <AddressFormDialog
          title={editing.kind === 'new' ? t`New address` : t`Edit address`}
          initial={editing.kind === 'new' ? EMPTY_ADDRESS : addressValues(editing.saved.address)}
          initialDefault={editing.kind === 'edit' && editing.saved.isDefault}
          onClose={() => setEditing(null)}
          onSave={async (address, isDefault) => {
            await run(
              () =>
                editing.kind === 'new'
                  ? addressesApi.create(address, isDefault)
                  : addressesApi.update(editing.saved._id, address, isDefault),
              t`Address saved`,
            );
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
