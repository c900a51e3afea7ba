/** Drafts nobody has touched for a while, linked, so the admin finishes or deletes them. */
import { t } from '@lingui/core/macro';
import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { STALE_DRAFT_HOURS } from '@shared/constants';
import { paths } from '@/config/paths';

export function StaleDraftsAlert({ drafts }: { drafts: readonly { _id: string; name: string }[] }) {
  const hours = STALE_DRAFT_HOURS;
  if (drafts.length === 0) return null;
  return (
    <Alert severity="warning">
      {t`Drafts untouched for more than ${hours} hours, probably abandoned:`}{' '}
      {drafts.map((draft, i) => (
        <span key={draft._id}>
          {i > 0 && ', '}
          <Link component={RouterLink} to={paths.adminProduct(draft._id)}>
            {draft.name}
          </Link>
        </span>
      ))}
      {t`. Finish and publish them, or delete them.`}
    </Alert>
  );
}
