import type { ByteRange } from '../../providers/audio-store/types.ts';

export type RangeRequest =
  { type: 'whole' } | { type: 'range'; range: ByteRange } | { type: 'unsatisfiable' };

/**
 * A single-range `bytes=` header against a file of `size` bytes. Anything else (several ranges, other
 * units, nonsense) is ignored and the whole file is sent, as HTTP allows.
 */
export function parseRangeHeader(header: string | undefined, size: number): RangeRequest {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (match === null) return { type: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { type: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { type: 'unsatisfiable' };
    return { type: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return { type: 'whole' };
  if (start >= size) return { type: 'unsatisfiable' };
  return { type: 'range', range: { start, end: Math.min(end, size - 1) } };
}
