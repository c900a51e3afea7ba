/** Success and error toasts (spec section 8: error text is the server's message when it sent one). */
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/api-client';

export function useNotify() {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
      error: (error: unknown) => enqueueSnackbar(errorMessage(error), { variant: 'error' }),
    }),
    [enqueueSnackbar],
  );
}
