/**
 * A CSV import's dry run, as the admin reads it before importing: the counts, why nothing can be
 * imported while a row has an error, and each row that would change, with what changes.
 */
import { t } from '@lingui/core/macro';
import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ProductImportReport, ProductImportRowReport } from '@shared/entities/admin';
import { translateMessage } from '@/i18n/translate-message';

const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

function actionLabel(row: ProductImportRowReport): string {
  switch (row.action) {
    case 'create':
      return t`New`;
    case 'update':
      return t`Changed`;
    case 'unchanged':
      return t`Unchanged`;
    default:
      return t`Error`;
  }
}

/** What the row does: its errors, or each changed field as before → after. */
function rowDetails(row: ProductImportRowReport): string {
  if (row.action === 'error') return row.errors.map(translateMessage).join('; ');
  return Object.entries(row.changes)
    .map(([field, change]) => `${field}: ${cellText(change.before)} → ${cellText(change.after)}`)
    .join('; ');
}

export function ProductImportPlan({ plan: { counts, rows } }: { plan: ProductImportReport }) {
  const shownRows = rows.filter((row) => row.action !== 'unchanged');
  return (
    <Stack spacing={2}>
      <Typography>
        {t`New: ${counts.create}. Changed: ${counts.update}. Unchanged: ${counts.unchanged}. Errors: ${counts.error}.`}
      </Typography>
      {counts.error > 0 && (
        <Alert severity="error">{t`Fix the rows with errors in the file and choose it again: nothing is imported while any row has an error.`}</Alert>
      )}
      {shownRows.length > 0 && (
        <Table size="small" aria-label={t`Rows of the file`}>
          <TableHead>
            <TableRow>
              <TableCell>{t`Row`}</TableCell>
              <TableCell>{t`Slug`}</TableCell>
              <TableCell>{t`Result`}</TableCell>
              <TableCell>{t`Details`}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shownRows.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.slug}</TableCell>
                <TableCell>{actionLabel(row)}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{rowDetails(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
