/** Category names from the API, fetched once per visit and shared by the header drawer and search. */
import { api } from '../../lib/api-client';

let pending: Promise<string[]> | null = null;

export function fetchCategories(): Promise<string[]> {
  pending ??= api.get<string[]>('/products/categories').catch((error: unknown) => {
    pending = null; // a failed fetch is retried by the next caller
    throw error;
  });
  return pending;
}

/** Forgets the fetched list (tests; a session that wants fresh names). */
export function forgetCategories(): void {
  pending = null;
}
