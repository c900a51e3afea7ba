import { Box, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** The narrow centred form of the shipping and payment steps. */
export function CheckoutForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}
