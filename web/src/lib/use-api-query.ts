/** useQuery for an API read named by its endpoint (functions/src/shared/api-contract.ts). */
import type { EndpointName, ResponseOf } from '@shared/api-contract';
import { callApi, type CallArgs } from './api-client';
import { apiQueryKey } from './query-store';
import { useQuery, type Query, type QueryOptions } from './use-query';

/** An API read by endpoint name; `null` as the input waits (e.g. until a route parameter exists). */
export function useApiQuery<K extends EndpointName>(
  name: K,
  input: CallArgs<K>[0] | null,
  options?: QueryOptions,
): Query<ResponseOf<K>> {
  const key = input === null ? null : apiQueryKey(name, input);
  return useQuery(key, () => callApi(name, ...([input ?? undefined] as CallArgs<K>)), options);
}
