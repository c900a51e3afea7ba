import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { TOAST_OPTIONS } from '@/config/toasts';
import { toasterMounted } from '@/lib/toaster-ready';

/**
 * notistack's default green, orange and blue under white text miss WCAG AA contrast (4.5:1; axe
 * flagged the success toast): darker shades of the same hues, each at least 4.5:1.
 */
const ReadableToast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#b45309' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0277bd' },
}));
const TOAST_COMPONENTS = {
  default: ReadableToast,
  success: ReadableToast,
  error: ReadableToast,
  warning: ReadableToast,
  info: ReadableToast,
};

/** The one toast container; lib/notify.ts shows toasts in it. */
export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  return <SnackbarProvider {...TOAST_OPTIONS} Components={TOAST_COMPONENTS} />;
}

/** Puts the container on the page on the first toast; resolves once it can show toasts. */
export function mountToaster(): Promise<void> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.id = 'toaster';
    document.body.append(host);
    createRoot(host).render(<ToasterThen onReady={resolve} />);
  });
}

function ToasterThen({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return <SnackbarProvider {...TOAST_OPTIONS} Components={TOAST_COMPONENTS} />;
}
