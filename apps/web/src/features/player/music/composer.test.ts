import { describe, expect, it } from 'vitest';
import type { ComposedBed } from './composer.ts';
import {
  composeBed,
  foldTail,
  LONGEST_RELEASE_SECONDS,
  loopFrameCount,
  loopSeconds,
  renderBedLoop,
  renderEvents,
} from './composer.ts';

/** A low rate keeps the renders quick; the seam's arithmetic is the same at any rate. */
const RATE = 8000;
const BEDS: ComposedBed[] = ['calm', 'rising', 'driving'];

function peak(samples: Float32Array): number {
  return samples.reduce((most, value) => Math.max(most, Math.abs(value)), 0);
}

describe.each(BEDS)('the %s bed', (bed) => {
  const loop = renderBedLoop(bed, RATE);

  it('lasts four whole bars, every note starting inside the loop', () => {
    expect(loop.length).toBe(loopFrameCount(bed, RATE));
    expect(loopSeconds(bed)).toBeGreaterThan(LONGEST_RELEASE_SECONDS);
    for (const event of composeBed(bed)) {
      expect(event.start).toBeGreaterThanOrEqual(0);
      expect(event.start).toBeLessThan(loopSeconds(bed));
    }
  });

  it('loops without a seam: played twice it is, sample for sample, the bars played on and on', () => {
    const frames = loop.length;
    // Three performances in a row: the middle one has heard the end of the one before, as every
    // repeat of the loop does.
    const continuous = renderEvents(composeBed(bed), frames, 3, frames * 3, RATE);
    const steady = continuous.subarray(frames, frames * 2);
    const difference = steady.map((value, i) => value - (loop[i] ?? 0));
    expect(peak(difference)).toBeLessThan(1e-5);
    // And the join of the loop's end to its start is no bigger a step than the music makes.
    const steps = loop.slice(1).map((value, i) => Math.abs(value - (loop[i] ?? 0)));
    const seamStep = Math.abs((loop[0] ?? 0) - (loop[frames - 1] ?? 0));
    expect(seamStep).toBeLessThanOrEqual(peak(steps));
  });

  it('is heard, and stays below full scale so the voice keeps the headroom', () => {
    expect(peak(loop)).toBeGreaterThan(0.05);
    expect(peak(loop)).toBeLessThan(1);
  });
});

describe('foldTail', () => {
  it('adds what rings past the end onto the start', () => {
    const rendered = new Float32Array([1, 2, 3, 4, 10, 20]);
    expect([...foldTail(rendered, 4)]).toEqual([11, 22, 3, 4]);
  });

  it('leaves a loop with no tail as it is', () => {
    expect([...foldTail(new Float32Array([1, 2, 3]), 3)]).toEqual([1, 2, 3]);
  });
});

describe('the moods differ', () => {
  it('in tempo: calm slowest, driving fastest', () => {
    const notesPerSecond = (bed: ComposedBed) => composeBed(bed).length / loopSeconds(bed);
    expect(notesPerSecond('calm')).toBeLessThan(notesPerSecond('rising'));
    expect(notesPerSecond('rising')).toBeLessThan(notesPerSecond('driving'));
  });

  it('rising climbs: its arpeggio ends higher than it starts', () => {
    const plucks = composeBed('rising').filter((event) => event.instrument === 'pluck');
    expect(plucks.at(-1)?.frequency).toBeGreaterThan(plucks[0]?.frequency ?? Infinity);
  });
});
