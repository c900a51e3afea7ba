/**
 * The search count's windows are fixed minutes (limits/search-counter.ts): a test that must see
 * its searches counted in one window waits out a minute's last seconds before it starts.
 */
import { SEARCHES_PER_CLIENT } from '../../src/limits/search-counter.js';

export async function startInOneSearchWindow(msNeeded: number): Promise<void> {
  const minute = SEARCHES_PER_CLIENT.duration * 1000;
  const left = minute - (Date.now() % minute);
  if (left < msNeeded) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
