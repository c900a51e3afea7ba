import { t } from '@lingui/core/macro';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

interface RowActionsProps {
  /** The first button: 'Edit' or 'Details' (in the reader's language), a link to the row's own screen. */
  openLabel: string;
  openTo: string;
  deleting: boolean;
  /** Absent when the row may not be deleted: no Delete button then. */
  onDelete?: () => void;
}

/** The ACTIONS cell of the admin tables: open the row, or delete it (where it may be). */
export function RowActions({ openLabel, openTo, deleting, onDelete }: RowActionsProps) {
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" component={RouterLink} to={openTo}>
        {openLabel}
      </Button>
      {onDelete && (
        <Button size="small" variant="outlined" color="error" disabled={deleting} onClick={onDelete}>
          {t`Delete`}
        </Button>
      )}
    </Stack>
  );
}
