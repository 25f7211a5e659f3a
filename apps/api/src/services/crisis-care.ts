import { clearCarePause, findCarePausedUntil, recordCrisisScreenMatch } from '@rally/db';
import { CARE_PAUSE_MS, CRISIS_SCREEN_RECORDS_MAX, primaryConcern } from '@rally/domain';
import type {
  CareNotice,
  CarePlace,
  CareScreenInput,
  CrisisConcern,
  CrisisScreen,
} from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';

/**
 * The crisis screen of what a person writes and of what a model answers (docs/decisions/crisis-care.md).
 * A match answers care instead of the usual reply: no speech, no charge; only THAT it matched is kept.
 */

/** What a screened request answers instead of its usual result. */
export interface CareAnswer {
  care: CareNotice;
}

/** The person's words about to reach a writer, and those they said they are okay about. */
export interface WordsToScreen {
  texts: readonly (string | null | undefined)[];
  /**
   * Words the person saw care for and said they are okay about ("I'm okay, write my speech"): a
   * self-harm match in them passes; harm to others never does.
   */
  saidOkayAbout?: string;
}

function present(texts: readonly (string | null | undefined)[]): string[] {
  return texts.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/** The screen (built-in, and the moderation when configured); a failed moderation is logged. */
function screen(deps: AppDeps, texts: readonly string[], log: FastifyBaseLogger) {
  return deps.providers.crisisScreen.screen(texts, (error, provider) => {
    log.warn(
      { err: error, provider },
      'moderation failed: the built-in crisis screen stands alone',
    );
  });
}

/** The concern the words raise, before anything is reserved or written; null when none. */
export async function screenWords(
  deps: AppDeps,
  words: WordsToScreen,
  log: FastifyBaseLogger,
): Promise<CrisisConcern | null> {
  const texts = present(words.texts);
  const okay = words.saidOkayAbout;
  const [others, okayWords] = await Promise.all([
    texts.length > 0 ? screen(deps, texts, log) : ({ concerns: [] } satisfies CrisisScreen),
    okay === undefined ? null : screen(deps, [okay], log),
  ]);
  const concerns = new Set(others.concerns);
  if (okayWords?.concerns.includes('harm-others')) concerns.add('harm-others');
  return primaryConcern({ concerns: [...concerns] });
}

/** A model's answer, a sentence or a few at a time, before it reaches anyone. */
export async function screenAnswer(
  deps: AppDeps,
  text: string,
  log: FastifyBaseLogger,
): Promise<CrisisConcern | null> {
  return primaryConcern(await screen(deps, [text], log));
}

/**
 * Records that the screen matched (the concern, where and when; never the words) and rests the
 * daily talk and the reminders for CARE_PAUSE_MS. Answers the care the client shows.
 */
export async function answerWithCare(
  deps: AppDeps,
  userId: string,
  concern: CrisisConcern,
  place: CarePlace,
): Promise<CareAnswer> {
  const matchedAt = deps.now();
  await recordCrisisScreenMatch(
    deps.db,
    { userId, concern, place, matchedAt },
    new Date(matchedAt.getTime() + CARE_PAUSE_MS),
    CRISIS_SCREEN_RECORDS_MAX,
  );
  return { care: { concern, place } };
}

/** Screens the words and, on a match, records it and answers care; null when the words may go on. */
export async function careFor(
  deps: AppDeps,
  userId: string,
  place: CarePlace,
  words: WordsToScreen,
  log: FastifyBaseLogger,
): Promise<CareAnswer | null> {
  const concern = await screenWords(deps, words, log);
  return concern === null ? null : answerWithCare(deps, userId, concern, place);
}

/**
 * The device's screen matched words and showed care without sending them: the server screens them
 * itself (never trusting the device's word), and on a match records it and pauses the daily talk.
 * The words are not kept.
 */
export async function screenSentFromDevice(
  deps: AppDeps,
  userId: string,
  input: CareScreenInput,
  log: FastifyBaseLogger,
): Promise<{ care: CareNotice | null }> {
  const care = await careFor(deps, userId, input.place, { texts: input.texts }, log);
  return { care: care?.care ?? null };
}

export interface CarePause {
  /** Until when the daily talk and the reminders rest; null when they do not. */
  pausedUntil: Date | null;
}

/** Whether the daily talk and the reminders rest now. */
export async function carePause(deps: AppDeps, userId: string): Promise<CarePause> {
  const until = await findCarePausedUntil(deps.db, userId);
  return { pausedUntil: until !== null && until > deps.now() ? until : null };
}

export async function isCarePaused(deps: AppDeps, userId: string): Promise<boolean> {
  return (await carePause(deps, userId)).pausedUntil !== null;
}

/** The person resumes the daily talk and the reminders before the pause runs out. */
export async function resumeAfterCare(deps: AppDeps, userId: string): Promise<CarePause> {
  await clearCarePause(deps.db, userId);
  return { pausedUntil: null };
}
