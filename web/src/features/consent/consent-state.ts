/**
 * Whether the consent banner shows, and with the purposes open (Tùy chọn). The footer's
 * "Cài đặt cookie" opens it from any page; the banner closes it once a choice is saved.
 */
export interface ConsentView {
  open: boolean;
  /** Open on the purposes (Cần thiết, Phân tích, Tiếp thị) rather than the three buttons. */
  choosing: boolean;
}

const CLOSED: ConsentView = { open: false, choosing: false };
let view: ConsentView = CLOSED;
const listeners = new Set<() => void>();

const set = (next: ConsentView) => {
  view = next;
  for (const listener of listeners) listener();
};

export const consentView = {
  get: () => view,
  /** The server renders no banner: nothing of it is in the page's HTML. */
  getServer: () => CLOSED,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  ask: () => set({ open: true, choosing: false }),
  reopen: () => set({ open: true, choosing: true }),
  close: () => set(CLOSED),
};
