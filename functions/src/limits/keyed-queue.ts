/**
 * Runs tasks for the same key one after another inside this instance. A burst of requests for one
 * key (one address signing up 100 times, one customer placing 30 orders at once) would otherwise
 * open as many Firestore transactions on one document, which abort each other until the emulator's
 * or production's lock timeout answers ABORTED. Queued, they run as fast as one transaction allows
 * and only transactions from other instances can still contend.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // The last task for a key removes its entry, so idle keys hold no memory.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /**
   * Runs the task holding every key's turn. Keys are taken in sorted order, so two tasks sharing
   * keys can never each hold one the other waits for.
   */
  runWithAll<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const holding = sorted.reduceRight<() => Promise<T>>((inner, key) => () => this.run(key, inner), task);
    return holding();
  }
}
