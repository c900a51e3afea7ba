import { Alert, type AlertColor } from '@mui/material';
import type { ReactNode } from 'react';

/** An alert box: red ('error') for failures as the spec asks, other severities for notices. */
export function MessageBox({ severity = 'info', children }: { severity?: AlertColor; children: ReactNode }) {
  return (
    <Alert severity={severity} variant={severity === 'error' ? 'filled' : 'standard'} sx={{ my: 2 }}>
      {children}
    </Alert>
  );
}
