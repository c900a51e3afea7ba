import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { TOAST_OPTIONS } from '../config/toasts';
import { toasterMounted } from '../lib/notify';

/** The one toast container; lib/notify.ts shows toasts in it. */
export default function Toaster() {
  useEffect(() => toasterMounted(), []);
  return <SnackbarProvider {...TOAST_OPTIONS} />;
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
  return <SnackbarProvider {...TOAST_OPTIONS} />;
}
