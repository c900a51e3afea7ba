/**
 * One toast placement and duration for the whole app; the spec gives two readings
 * (docs/decisions/0009-toasts.md explains the choice).
 */
export const TOAST_OPTIONS = {
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  autoHideDuration: 4000,
  maxSnack: 3,
} as const;
