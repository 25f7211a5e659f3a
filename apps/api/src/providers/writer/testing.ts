/** Helpers for the built-in writer's tests. */
import type { Beat, Line, Slots } from './phrase-bank.ts';
import { variants } from './vary.ts';

/** Every line of a beat (or a list of lines) as said for these slots, in every tone and variant. */
export function linesOf(beat: Beat | readonly Line[], slots: Slots): string[] {
  const lines: readonly Line[] = Array.isArray(beat)
    ? beat
    : Object.values(beat as Record<string, readonly Line[]>).flat();
  return lines.flatMap((line) => {
    const text = typeof line === 'string' ? line : line(slots);
    return text === null ? [] : variants(text);
  });
}
