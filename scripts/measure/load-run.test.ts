import { describe, expect, it } from 'vitest';
import { runBurst, warmWorkers } from './load-run.mjs';

/** A send that records how many requests were in flight together in each burst. */
function recordingSend() {
  let inFlight = 0;
  const widths: number[] = [];
  let widest = 0;
  const send = async () => {
    inFlight += 1;
    widest = Math.max(widest, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    if (inFlight === 0) {
      widths.push(widest);
      widest = 0;
    }
    return { status: 200, body: null };
  };
  return { send, widths };
}

describe('load script mechanics', () => {
  it('widens the warm-up a step at a time up to the burst width, never past it', async () => {
    const { send, widths } = recordingSend();
    const results = await warmWorkers(10, 4, send);
    expect(widths).toEqual([4, 8, 10]);
    expect(results).toHaveLength(22);
    expect(results.every((r) => r.status === 200)).toBe(true);
  });

  it('counts a dropped connection as a server failure', async () => {
    const [result] = await runBurst([1], () => Promise.reject(new Error('socket hang up')));
    expect(result?.status).toBe(599);
  });
});
