import { describe, expect, it } from 'vitest';
import { SITUATION_KINDS } from '@rally/domain';
import { seededRandom } from '../../src/providers/writer/seeded-random.ts';
import { LABELLED_CONTEXTS } from './contexts.ts';
import { failedCriteria, runContext } from './harness.ts';
import type { ContextRun } from './harness.ts';

/**
 * The built-in writer on every hand-labelled context, two speeches each with different seeds
 * (docs/decisions/built-in-writer.md). What a speech says is checked on every speech; how much two
 * speeches share is held to the rate measured when the harness was written, since the limit of
 * docs/benchmarks/writer-quality.md is not yet met for every context.
 */
const SAMPLE_SEED = 20261128;
const MEDIUM_SAMPLE = 16;
/**
 * Shares of runs within the overlap limits, since the writing material grew in the fourth session:
 * short 0.987 on this file's seeds (3 of 235 over; 0 of 258 since the fifth session) and every medium run (the benchmark's seeds: every
 * run at every length; docs/decisions/built-in-writer.md).
 */
const OVERLAP_FLOOR = { short: 0.98, medium: 1 } as const;

const CONTENT = [
  'missing_subject',
  'verbless',
  'first_person_echo',
  'register',
  'missing_goal',
  'unrelated_goal',
  'goal_count',
  'day_word',
  'copied_run',
  'mood_numbers',
] as const;

function withinOverlap(runs: ContextRun[]): number {
  return runs.filter((run) => !failedCriteria(run).has('overlap')).length / runs.length;
}

function described(run: ContextRun): string {
  return `#${run.context.id} "${run.context.text}" (${run.length}, ${run.tone}, weekday ${run.weekday}, seeds ${run.seeds.join('/')}): ${run.problems
    .map((problem) => `${problem.kind}: ${problem.detail}`)
    .join('; ')}`;
}

describe('writer quality on the labelled contexts', () => {
  it('has at least 200 contexts, across every kind of situation', () => {
    expect(LABELLED_CONTEXTS.length).toBeGreaterThanOrEqual(200);
    for (const kind of SITUATION_KINDS) {
      expect(LABELLED_CONTEXTS.filter((context) => context.kind === kind).length).toBeGreaterThan(
        20,
      );
    }
  });

  const shortRuns = LABELLED_CONTEXTS.map((context) =>
    runContext(context, 'short', context.id + 1),
  );
  const pick = seededRandom(SAMPLE_SEED);
  const sample = [...LABELLED_CONTEXTS]
    .map((context) => ({ context, order: pick() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, MEDIUM_SAMPLE)
    .map(({ context }) => context);
  const mediumRuns = sample.map((context) => runContext(context, 'medium', context.id + 1));

  it.each(CONTENT)('no speech has a %s problem', (kind) => {
    const failing = [...shortRuns, ...mediumRuns].filter((run) =>
      run.problems.some((problem) => problem.kind === kind),
    );
    expect(failing.map(described)).toEqual([]);
  });

  it("a second speech from the same words never follows the first one's paragraph plan", () => {
    const same = [...shortRuns, ...mediumRuns].filter((run) => run.samePlan);
    expect(same.map(described)).toEqual([]);
  });

  it('two speeches from the same words share little, at least as often as measured', () => {
    expect(withinOverlap(shortRuns)).toBeGreaterThanOrEqual(OVERLAP_FLOOR.short);
    expect(withinOverlap(mediumRuns)).toBeGreaterThanOrEqual(OVERLAP_FLOOR.medium);
  });
});
