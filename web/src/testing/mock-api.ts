/**
 * The api-client module with its four calls replaced by mocks; use with
 * `vi.mock('<path>/lib/api-client', mockApiModule)` so no test reaches the network.
 */
import { vi } from 'vitest';
import type * as ApiClient from '../lib/api-client';

export async function mockApiModule(importOriginal: () => Promise<typeof ApiClient>) {
  const actual = await importOriginal();
  return { ...actual, api: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() } };
}
