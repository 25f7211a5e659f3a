/**
 * What one server keeps in memory between requests (a provider's standing, its voice queues, its
 * recordings in progress, the last reading of the models' shutdown dates). It hangs on `deps`, never
 * on a module, so two servers in one process (tests, a benchmark) never share any of it.
 *
 * Each module that keeps something declares its slot once (`memorySlot`, with what a new server
 * starts with) and reads it with `deps.memory.get(slot)`: this file knows none of them, so it and
 * `deps.ts` import no service (docs/decisions/server-memory.md).
 */
export interface MemorySlot<T> {
  readonly create: () => T;
}

/** A slot of the server's memory: `create` makes its value the first time a server asks for it. */
export function memorySlot<T>(create: () => T): MemorySlot<T> {
  return { create };
}

export class ServerMemory {
  private readonly values = new Map<MemorySlot<unknown>, unknown>();

  get<T>(slot: MemorySlot<T>): T {
    if (!this.values.has(slot)) this.values.set(slot, slot.create());
    return this.values.get(slot) as T;
  }
}

export function createServerMemory(): ServerMemory {
  return new ServerMemory();
}
