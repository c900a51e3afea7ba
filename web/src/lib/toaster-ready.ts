/**
 * Whether the toast container is on the page. Its own module so that the container
 * (components/toaster.tsx) and lib/notify.ts, which loads the container lazily, need not import
 * each other.
 */
let toasterReady: Promise<void> | null = null;

/** Called by <Toaster /> once its SnackbarProvider is on the page. */
export function toasterMounted(): void {
  toasterReady ??= Promise.resolve();
}

/** Resolves once a container can show toasts, mounting one with `mount` when none is on the page yet. */
export function whenToasterReady(mount: () => Promise<void>): Promise<void> {
  toasterReady ??= mount();
  return toasterReady;
}
