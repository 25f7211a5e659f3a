import { describe, expect, it } from 'vitest';
import { FairQueue } from '../src/services/audio/fair-queue.ts';

/** Tasks that start when the queue says and finish when the test says, named `key:n`. */
function controlledTasks(queue: FairQueue) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const add = (key: string, count: number, signal?: AbortSignal) =>
    Array.from({ length: count }, (_, index) => {
      const name = `${key}:${index + 1}`;
      return queue.run(
        key,
        () =>
          new Promise<string>((resolve) => {
            started.push(name);
            finishers.set(name, () => resolve(name));
          }),
        signal,
      );
    });
  /** Finishes a running task and lets the queue start the next ones. */
  const finish = async (name: string) => {
    const done = finishers.get(name);
    if (done === undefined) throw new Error(`${name} is not running`);
    done();
    // The queue starts the next task once the finished one's promise has settled.
    await new Promise<void>((resolve) => setImmediate(resolve));
  };
  /** Adds tasks whose results the test ignores: it follows them through `started` and `finish`. */
  const start = (key: string, count: number) => void add(key, count);
  return { started, add, start, finish };
}

describe('the fair synthesis queue', () => {
  it('takes turns between users with backlogs, each user in order', async () => {
    const queue = new FairQueue(1);
    const { started, add, finish } = controlledTasks(queue);
    const tasks = [...add('a', 3), ...add('b', 3)];
    for (const name of ['a:1', 'b:1', 'a:2', 'b:2', 'a:3', 'b:3']) await finish(name);
    expect(started).toEqual(['a:1', 'b:1', 'a:2', 'b:2', 'a:3', 'b:3']);
    expect(await Promise.all(tasks)).toEqual(['a:1', 'a:2', 'a:3', 'b:1', 'b:2', 'b:3']);
  });

  it("starts a newcomer's first task next, ahead of ten users' backlogs of 30 recordings", async () => {
    const queue = new FairQueue(1);
    const { started, start, finish } = controlledTasks(queue);
    // Ten users, three recordings of two chunks each.
    const demoUsers = Array.from({ length: 10 }, (_, index) => `demo${index + 1}`);
    for (const user of demoUsers) start(user, 6);
    expect(started).toEqual(['demo1:1']);
    expect(queue.waiting).toBe(59);

    start('newcomer', 2);
    await finish('demo1:1');
    expect(started).toEqual(['demo1:1', 'newcomer:1']);
    // Then every user in turn, the newcomer's second chunk among them.
    await finish('newcomer:1');
    for (const user of demoUsers.slice(1)) await finish(`${user}:1`);
    expect(started.slice(2)).toEqual([...demoUsers.slice(1).map((user) => `${user}:1`), 'demo1:2']);
    await finish('demo1:2');
    expect(started.at(-1)).toBe('newcomer:2');
  });

  it('runs at most its concurrency at once, and more as slots free', async () => {
    const queue = new FairQueue(3);
    const { started, start, finish } = controlledTasks(queue);
    start('a', 5);
    start('b', 1);
    expect(started).toEqual(['a:1', 'a:2', 'a:3']);
    expect(queue.waiting).toBe(3);
    await finish('a:2');
    expect(started).toEqual(['a:1', 'a:2', 'a:3', 'b:1']);
    await finish('a:1');
    expect(started).toEqual(['a:1', 'a:2', 'a:3', 'b:1', 'a:4']);
  });

  it('drops a waiting task whose signal aborts, with its reason, and runs the rest', async () => {
    const queue = new FairQueue(1);
    const { started, add, start, finish } = controlledTasks(queue);
    const client = new AbortController();
    start('a', 1);
    const [gone] = add('b', 1, client.signal);
    start('c', 1);
    client.abort(new Error('client gone'));
    await expect(gone).rejects.toThrow('client gone');
    expect(queue.waiting).toBe(1);
    await finish('a:1');
    expect(started).toEqual(['a:1', 'c:1']);
    await expect(queue.run('d', () => Promise.resolve(1), client.signal)).rejects.toThrow(
      'client gone',
    );
  });

  it('passes on a failed task and keeps going', async () => {
    const queue = new FairQueue(1);
    await expect(queue.run('a', () => Promise.reject(new Error('voice down')))).rejects.toThrow(
      'voice down',
    );
    await expect(queue.run('a', () => Promise.resolve('next'))).resolves.toBe('next');
  });
});
