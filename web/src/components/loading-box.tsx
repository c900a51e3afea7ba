import { t } from '@lingui/core/macro';
import { Box, CircularProgress, Typography } from '@mui/material';

/** The spec's loading state: a spinner labelled 'Loading...', or what is being waited for. */
export function LoadingBox({ label = t`Loading...` }: { label?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 3, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{label}</Typography>
    </Box>
  );
}
