interface Waiting {
  start(): void;
}

interface Line {
  waiting: Waiting[];
  running: number;
  /** When this key's last task started (a tick of the queue); 0 when never. */
  lastServed: number;
}

/**
 * Runs tasks at most `concurrency` at a time and shares the turns between keys (users): a free slot
 * goes to the key served longest ago (one never served first), and among those to the one with the
 * fewest tasks waiting. So keys with backlogs take turns, and a key that has just come with one
 * recording waits for the tasks already running, not behind the others' backlogs. A key's own
 * tasks start in the order they came.
 */
export class FairQueue {
  private readonly lines = new Map<string, Line>();
  private running = 0;
  private ticks = 0;

  constructor(readonly concurrency: number) {}

  /** Tasks waiting for a slot, all keys together. */
  get waiting(): number {
    let count = 0;
    for (const line of this.lines.values()) count += line.waiting.length;
    return count;
  }

  /** Runs `task` in `key`'s turn. Aborting `signal` while it waits takes it out of the queue. */
  run<T>(key: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      const line = this.lines.get(key) ?? { waiting: [], running: 0, lastServed: 0 };
      this.lines.set(key, line);
      const onAbort = () => {
        const index = line.waiting.indexOf(entry);
        if (index !== -1) line.waiting.splice(index, 1);
        reject(signal?.reason);
      };
      const entry: Waiting = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          (async () => task())()
            .then(resolve, reject)
            .finally(() => {
              this.running -= 1;
              line.running -= 1;
              this.startNext();
            });
        },
      };
      line.waiting.push(entry);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.startNext();
    });
  }

  private startNext(): void {
    while (this.running < this.concurrency) {
      const next = this.nextLine();
      const entry = next?.waiting.shift();
      if (next === undefined || entry === undefined) break;
      this.ticks += 1;
      next.lastServed = this.ticks;
      this.running += 1;
      next.running += 1;
      entry.start();
    }
    this.forgetIdleLines();
  }

  /** Among keys with waiting tasks: served longest ago, then fewest waiting, then came first. */
  private nextLine(): Line | undefined {
    let chosen: Line | undefined;
    for (const line of this.lines.values()) {
      if (line.waiting.length === 0) continue;
      if (
        chosen === undefined ||
        line.lastServed < chosen.lastServed ||
        (line.lastServed === chosen.lastServed && line.waiting.length < chosen.waiting.length)
      ) {
        chosen = line;
      }
    }
    return chosen;
  }

  /**
   * A key with nothing waiting or running is dropped, so the map stays as small as the work. A key
   * that comes back later starts afresh, as one never served.
   */
  private forgetIdleLines(): void {
    for (const [key, line] of this.lines) {
      if (line.waiting.length === 0 && line.running === 0) this.lines.delete(key);
    }
  }
}
