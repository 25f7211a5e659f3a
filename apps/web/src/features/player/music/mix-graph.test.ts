import { describe, expect, it } from 'vitest';
import { duckCurve, duckedGain, fadePlan, MIX, mixSeconds, rectifierCurve } from './mix-graph.ts';

describe('the ducking envelope', () => {
  it.each([
    [0, 1],
    [MIX.duckFrom, 1],
    [MIX.duckFull, 1 - MIX.duckDepth],
    [0.5, 1 - MIX.duckDepth],
    [1, 1 - MIX.duckDepth],
  ])('at a voice level of %f the bed plays at %f', (level, gain) => {
    expect(duckedGain(level)).toBeCloseTo(gain, 6);
  });

  it('falls steadily as the voice gets louder, never below the floor', () => {
    let previous = Infinity;
    for (let level = 0; level <= 0.1; level += 0.001) {
      const gain = duckedGain(level);
      expect(gain).toBeLessThanOrEqual(previous);
      expect(gain).toBeGreaterThanOrEqual(1 - MIX.duckDepth);
      previous = gain;
    }
  });

  it('is the WaveShaper curve added to the ducker’s gain of 1, for levels either side of 0', () => {
    const curve = duckCurve();
    const middle = (curve.length - 1) / 2;
    expect(curve[middle]).toBe(0);
    expect(curve[0]).toBeCloseTo(-MIX.duckDepth, 6);
    expect(curve[curve.length - 1]).toBeCloseTo(-MIX.duckDepth, 6);
    const rectifier = rectifierCurve();
    expect(rectifier[0]).toBe(1);
    expect(rectifier[middle]).toBe(0);
    expect(rectifier[rectifier.length - 1]).toBe(1);
  });
});

describe('the fades', () => {
  it('come in over the first seconds and go out after the voice', () => {
    expect(fadePlan(60)).toEqual([
      { time: 0, gain: 0 },
      { time: MIX.fadeInSeconds, gain: 1 },
      { time: 60, gain: 1 },
      { time: 60 + MIX.fadeOutSeconds, gain: 0 },
    ]);
    expect(mixSeconds(60)).toBe(60 + MIX.fadeOutSeconds);
  });

  it('keep their order for a voice shorter than the fade in', () => {
    const plan = fadePlan(1);
    const times = plan.map((point) => point.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(plan[1]).toEqual({ time: 1, gain: 1 });
  });
});
