import { describe, expect, it } from 'vitest';
import { parseRangeHeader } from '../src/services/audio/range.ts';

// Hand-written, not range-parser: see docs/decisions/audio-range-parsing.md.
describe('parseRangeHeader', () => {
  it.each([
    [undefined, 1000, { type: 'whole' }],
    ['bytes=0-99', 1000, { type: 'range', range: { start: 0, end: 99 } }],
    ['bytes=0-0', 1000, { type: 'range', range: { start: 0, end: 0 } }],
    ['bytes=500-', 1000, { type: 'range', range: { start: 500, end: 999 } }],
    ['bytes=900-5000', 1000, { type: 'range', range: { start: 900, end: 999 } }],
    ['bytes=999-999', 1000, { type: 'range', range: { start: 999, end: 999 } }],
    ['bytes=-100', 1000, { type: 'range', range: { start: 900, end: 999 } }],
    ['bytes=-5000', 1000, { type: 'range', range: { start: 0, end: 999 } }],
    ['bytes=1000-', 1000, { type: 'unsatisfiable' }],
    ['bytes=-0', 1000, { type: 'unsatisfiable' }],
    ['bytes=0-', 0, { type: 'unsatisfiable' }],
    ['bytes=50-10', 1000, { type: 'whole' }],
    ['bytes=0-10,20-30', 1000, { type: 'whole' }],
    ['items=0-10', 1000, { type: 'whole' }],
    ['bytes=-', 1000, { type: 'whole' }],
  ])('%s of %i bytes', (header, size, expected) => {
    expect(parseRangeHeader(header, size)).toEqual(expected);
  });
});
