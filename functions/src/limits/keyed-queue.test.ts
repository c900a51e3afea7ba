import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue.js';

/** A task that records when it runs and finishes when released. */
function gatedTask(log: string[], name: string) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const task = async () => {
    log.push(`start ${name}`);
    await gate;
    log.push(`end ${name}`);
    return name;
  };
  return { task, release: () => release() };
}

describe('KeyedQueue', () => {
  it('runs tasks for one key one after another, and other keys alongside', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const a1 = gatedTask(log, 'a1');
    const a2 = gatedTask(log, 'a2');
    const b1 = gatedTask(log, 'b1');
    const results = [queue.run('a', a1.task), queue.run('a', a2.task), queue.run('b', b1.task)];
    await Promise.resolve();
    expect(log).toEqual(['start a1', 'start b1']);
    a1.release();
    b1.release();
    await results[0];
    a2.release();
    expect(await Promise.all(results)).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('start a2')).toBeGreaterThan(log.indexOf('end a1'));
  });

  it('a failed task does not hold up the next one for its key', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('a', () => Promise.reject(new Error('store down')));
    const next = queue.run('a', () => Promise.resolve('ran'));
    await expect(failed).rejects.toThrow('store down');
    await expect(next).resolves.toBe('ran');
  });

  it('runWithAll holds every key, taken in sorted order, so crossed key lists cannot deadlock', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const first = gatedTask(log, 'first');
    const running = [
      queue.runWithAll(['product:2', 'product:1'], first.task),
      queue.runWithAll(['product:1', 'product:2'], async () => (log.push('second'), 'second')),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start first']);
    first.release();
    expect(await Promise.all(running)).toEqual(['first', 'second']);
    expect(log).toEqual(['start first', 'end first', 'second']);
  });
});
