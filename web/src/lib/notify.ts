/**
 * Toasts for the whole app (placement and duration: config/toasts.ts). notistack and its container
 * are loaded on the first toast, not with the page, which keeps ~7 KB gzipped off every first visit.
 * A <Toaster /> already on the page (tests render one) is used as it is.
 */
import { translateMessage } from '@/i18n/translate-message';
import { errorMessage } from './api-error';
import { whenToasterReady } from './toaster-ready';

type Variant = 'success' | 'error' | 'info';

async function show(message: string, variant: Variant): Promise<void> {
  await whenToasterReady(() => import('@/components/toaster').then(({ mountToaster }) => mountToaster()));
  const { enqueueSnackbar } = await import('notistack');
  // Shared texts (MSG.…) and server messages alike are shown in the reader's language.
  enqueueSnackbar(translateMessage(message), { variant });
}

export const notify = {
  success: (message: string) => void show(message, 'success'),
  info: (message: string) => void show(message, 'info'),
  /** The server's message when it sent one, else the error's own (spec section 8). */
  error: (error: unknown) => void show(typeof error === 'string' ? error : errorMessage(error), 'error'),
};
