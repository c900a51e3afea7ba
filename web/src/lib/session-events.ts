/**
 * "The server ended this session": api-client.ts announces it when a token is refused even after a
 * refresh, and the session provider listens. Apart from api-client.ts, so the provider (on every
 * route) does not load the API contract.
 */
const sessionEndedListeners = new Set<() => void>();
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function announceSessionEnded(): void {
  sessionEndedListeners.forEach((listener) => listener());
}
