import { t } from '@lingui/core/macro';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A titled card of the order screens, with an optional 'Edit' link back to the checkout step. */
export function SectionCard({ title, editTo, children }: { title: string; editTo?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={1}>{children}</Stack>
        {editTo && (
          <Link component={RouterLink} to={editTo} sx={{ display: 'inline-block', mt: 1 }}>
            {t`Edit`}
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
