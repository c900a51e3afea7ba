import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** An admin screen's h1 with its main action on the right. */
export function AdminPageTitle({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}
