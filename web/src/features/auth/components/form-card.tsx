import { Box, Paper, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** A narrow titled form used by sign in, sign up and profile. */
export function FormCard({ title, onSubmit, children }: { title: string; onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        {children}
      </Box>
    </Paper>
  );
}
