import { Box, CircularProgress, Typography } from '@mui/material';

/** The spec's loading state: a spinner labelled 'Loading...'. */
export function LoadingBox() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 3, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>Loading...</Typography>
    </Box>
  );
}
