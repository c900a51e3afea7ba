// Types of load-run.mjs for its unit test.
export interface BurstResult<T> {
  item: T;
  status: number;
  body: unknown;
  ms: number;
}
export declare function assertLoopback(hosts: Record<string, string | undefined>): void;
export declare function runBurst<T>(
  items: readonly T[],
  send: (item: T) => Promise<{ status: number; body: unknown }>,
): Promise<BurstResult<T>[]>;
export declare function warmWorkers(
  width: number,
  step: number,
  send: () => Promise<{ status: number; body: unknown }>,
): Promise<BurstResult<undefined>[]>;
export declare function percentile(values: readonly number[], p: number): number;
export declare function printTable(title: string, rows: unknown[]): void;
