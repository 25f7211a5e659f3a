/**
 * Runs the built-in writer on the labelled contexts and checks each speech with the pure checks of
 * @rally/domain against the hand-written labels (docs/decisions/built-in-writer.md). Shared by the
 * vitest harness and `pnpm bench:writer-quality`.
 */
import {
  MAX_OVERLAP_SHARE,
  TONES,
  buildSpeechBrief,
  checkSpeech,
  speechOverlap,
} from '@rally/domain';
import type { SpeechLength, SpeechProblem, SpeechProblemKind, Tone } from '@rally/domain';
import { composeSpeech, paragraphPlanKey } from '../../src/providers/writer/local.ts';
import { seededRandom } from '../../src/providers/writer/seeded-random.ts';
import type { LabelledContext } from './contexts.ts';

export interface WrittenSpeech {
  text: string;
  plan: string[];
}

export interface ContextRun {
  context: LabelledContext;
  length: SpeechLength;
  tone: Tone;
  weekday: number;
  seeds: [number, number];
  speeches: [WrittenSpeech, WrittenSpeech];
  problems: SpeechProblem[];
  sentenceShare: number;
  fourGramShare: number;
  samePlan: boolean;
}

/** What a run is scored on; `overlap` and `plan` compare its two speeches. */
export type Criterion = SpeechProblemKind | 'overlap' | 'plan';

export function writeSpeech(
  context: LabelledContext,
  length: SpeechLength,
  tone: Tone,
  weekday: number,
  seed: number,
  recentPlans: ReadonlySet<string> = new Set(),
): WrittenSpeech {
  const brief = buildSpeechBrief({
    context: context.text,
    tone,
    voiceStyle: 'warm',
    length,
    today: { weekday },
    goals: context.goals.map((goal) => ({
      title: goal.title,
      category: goal.category,
      description: null,
      targetDate: null,
    })),
  });
  const { paragraphs, plan } = composeSpeech(brief, seededRandom(seed), new Set(), recentPlans);
  return { text: paragraphs.join('\n\n'), plan };
}

/**
 * Two speeches from the same words with different seeds, both checked, and how much they share. The
 * second is written as the same person's next speech is, told the first one's paragraph plan, but not
 * its sentences: their overlap is measured as between two people's speeches.
 */
export function runContext(
  context: LabelledContext,
  length: SpeechLength,
  seed: number,
): ContextRun {
  const pick = seededRandom(seed);
  const tone = TONES[Math.floor(pick() * TONES.length)] ?? 'encouraging';
  const weekday = Math.floor(pick() * 7);
  const seeds: [number, number] = [seed * 2 + 1, seed * 2 + 2];
  const first = writeSpeech(context, length, tone, weekday, seeds[0]);
  const speeches: [WrittenSpeech, WrittenSpeech] = [
    first,
    writeSpeech(context, length, tone, weekday, seeds[1], new Set([paragraphPlanKey(first.plan)])),
  ];
  const problems = speeches.flatMap((speech) =>
    checkSpeech(speech.text, {
      kind: context.kind,
      subject: context.subject,
      goals: context.goals,
      today: { weekday },
      contextText: context.text,
    }),
  );
  const overlap = speechOverlap(speeches[0].text, speeches[1].text);
  return {
    context,
    length,
    tone,
    weekday,
    seeds,
    speeches,
    problems,
    ...overlap,
    samePlan: speeches[0].plan.join() === speeches[1].plan.join(),
  };
}

/** The criteria a run fails, each once. */
export function failedCriteria(run: ContextRun): Set<Criterion> {
  const failed = new Set<Criterion>(run.problems.map((problem) => problem.kind));
  if (run.sentenceShare > MAX_OVERLAP_SHARE || run.fourGramShare > MAX_OVERLAP_SHARE) {
    failed.add('overlap');
  }
  if (run.samePlan) failed.add('plan');
  return failed;
}
