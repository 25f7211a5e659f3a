import type { Goal, MoodEntry, PublicUser, Speech, SpeechChanges } from '@rally/db';
import {
  findGoalOfUser,
  findLatestMoodEntry,
  findUserPreferences,
  insertSpeech,
  isConnectionError,
  listActiveGoals,
  listFavouriteSpeeches,
  listSpeeches,
  lockGoalOfUser,
  releaseSpeech,
  reserveSpeech,
  updateSpeech,
} from '@rally/db';
import {
  APP_CODES,
  GOAL_CATEGORIES,
  MAX_BRIEF_GOALS,
  MESSAGES,
  MOOD_CATEGORIES,
  buildSpeechBrief,
  countWords,
  estimatedDurationSeconds,
  learnedPreferences,
  moodCategory,
} from '@rally/domain';
import type {
  BriefGoal,
  BriefMood,
  SpeechBrief,
  SpeechCreateInput,
  SpeechUpdateInput,
} from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { WriterError } from '../providers/writer/types.ts';
import type { WriterErrorKind } from '../providers/writer/types.ts';
import { AppError, notFound } from './errors.ts';
import type { AppErrorKind } from './errors.ts';
import { recordSpeechInStats } from './stats.ts';

/** What a generation yields: the text as it is written, then the saved speech. */
export type GenerationEvent = { type: 'text'; text: string } | { type: 'done'; speech: Speech };

export interface GenerationOptions {
  /** Aborted when the client goes away: the writer stops and the reserved speech is given back. */
  signal: AbortSignal | undefined;
  log: FastifyBaseLogger;
}

/** How a failed write reaches the client; the writer's own message says what happened. */
const WRITER_FAILURE: Record<WriterErrorKind, AppErrorKind> = {
  timeout: 'SERVICE_UNAVAILABLE',
  aborted: 'SERVICE_UNAVAILABLE',
  unreachable: 'SERVICE_UNAVAILABLE',
  rate_limited: 'TOO_MANY_REQUESTS',
  misconfigured: 'SERVICE_UNAVAILABLE',
  rejected: 'BAD_REQUEST',
  upstream: 'SERVICE_UNAVAILABLE',
  empty: 'SERVICE_UNAVAILABLE',
};

/**
 * Writes and saves a new speech, yielding its text as it is written and the saved speech last.
 * One speech of the allowance is reserved before writing and given back unless the speech is saved:
 * when the writer fails, when saving fails, and when the consumer stops listening.
 */
export async function* streamSpeechGeneration(
  deps: AppDeps,
  user: PublicUser,
  input: SpeechCreateInput,
  { signal, log }: GenerationOptions,
): AsyncGenerator<GenerationEvent, void, undefined> {
  const brief = await gatherBrief(deps, user, input);
  if ((await reserveSpeech(deps.db, user.id)) === undefined) {
    throw new AppError(
      'PAYMENT_REQUIRED',
      MESSAGES.freeLimitReached.message,
      APP_CODES.limitReached,
    );
  }
  let saved = false;
  try {
    let content = '';
    try {
      for await (const text of deps.providers.writer.write(brief, { signal })) {
        content += text;
        yield { type: 'text', text };
      }
      if (countWords(content) === 0) throw new WriterError('empty');
    } catch (error) {
      if (!(error instanceof WriterError)) throw error;
      // A client that went away is no failure of the writer.
      if (error.kind !== 'aborted') {
        log.warn({ err: error, writer: deps.providers.writer.name }, 'speech writer failed');
      }
      throw new AppError(WRITER_FAILURE[error.kind], error.message, undefined, { cause: error });
    }
    const speech = await saveSpeech(deps, user.id, input, content.trim());
    saved = true;
    yield { type: 'done', speech };
  } finally {
    if (!saved) await giveSpeechBack(deps, user.id);
  }
}

/**
 * Gives a reserved speech back. A connection lost on the way gets one more try, on a fresh
 * connection: without it, a single dropped connection would cost the user a speech.
 */
async function giveSpeechBack(deps: AppDeps, userId: string): Promise<void> {
  try {
    await releaseSpeech(deps.db, userId);
  } catch (error) {
    if (!isConnectionError(error)) throw error;
    await releaseSpeech(deps.db, userId);
  }
}

/** The same generation for a caller that only wants the saved speech. */
export async function generateSpeech(
  deps: AppDeps,
  user: PublicUser,
  input: SpeechCreateInput,
  options: GenerationOptions,
): Promise<Speech> {
  for await (const event of streamSpeechGeneration(deps, user, input, options)) {
    if (event.type === 'done') return event.speech;
  }
  throw new Error('The speech generation ended without a saved speech.');
}

/** The user's speeches, newest first. */
export function userSpeeches(deps: AppDeps, userId: string): Promise<Speech[]> {
  return listSpeeches(deps.db, userId);
}

/** The user's favourite speeches, newest first. */
export function userFavouriteSpeeches(deps: AppDeps, userId: string): Promise<Speech[]> {
  return listFavouriteSpeeches(deps.db, userId);
}

/** Renames and/or (un)favourites one of the user's own speeches; anyone else's is not found. */
export async function editSpeech(
  deps: AppDeps,
  userId: string,
  speechId: number,
  update: SpeechUpdateInput,
): Promise<Speech> {
  const changes: SpeechChanges = {};
  if (update.name !== undefined) changes.name = update.name;
  if (update.isFavourite !== undefined) changes.isFavourite = update.isFavourite ? 1 : 0;
  const speech = await updateSpeech(deps.db, userId, speechId, changes);
  if (!speech) throw notFound('Speech');
  return speech;
}

async function gatherBrief(
  deps: AppDeps,
  user: PublicUser,
  input: SpeechCreateInput,
): Promise<SpeechBrief> {
  const [mood, goals, preferences] = await Promise.all([
    findLatestMoodEntry(deps.db, user.id),
    goalsToWeaveIn(deps, user.id, input.goalId),
    findUserPreferences(deps.db, user.id),
  ]);
  return buildSpeechBrief({
    context: input.context,
    tone: input.tone,
    voiceStyle: input.voiceStyle,
    length: input.duration,
    mood: mood ? briefMood(mood) : null,
    preferences: preferences ? learnedPreferences(preferences, input.tone) : null,
    goals: goals.flatMap(briefGoal),
    firstName: user.firstName,
  });
}

/** The active goals, newest first; the goal the speech is for, when given, goes first. */
async function goalsToWeaveIn(
  deps: AppDeps,
  userId: string,
  goalId: number | undefined,
): Promise<Goal[]> {
  const active = await listActiveGoals(deps.db, userId, MAX_BRIEF_GOALS);
  if (goalId === undefined) return active;
  const chosen = await findGoalOfUser(deps.db, userId, goalId);
  if (!chosen) throw notFound('Goal');
  return [chosen, ...active.filter((goal) => goal.id !== chosen.id)];
}

/** Inserts the speech and counts it in the stats, together or not at all. */
function saveSpeech(
  deps: AppDeps,
  userId: string,
  input: SpeechCreateInput,
  content: string,
): Promise<Speech> {
  const createdAt = deps.now();
  const wordCount = countWords(content);
  return deps.db.transaction().execute(async (trx) => {
    // The goal may have been deleted while the speech was being written.
    if (input.goalId !== undefined && !(await lockGoalOfUser(trx, userId, input.goalId))) {
      throw notFound('Goal');
    }
    const speech = await insertSpeech(trx, {
      userId,
      goalId: input.goalId ?? null,
      context: input.context,
      tone: input.tone,
      voiceStyle: input.voiceStyle,
      content,
      duration: input.duration,
      wordCount,
      estimatedDuration: estimatedDurationSeconds(wordCount),
      createdAt,
    });
    await recordSpeechInStats(trx, userId, input.tone, createdAt);
    return speech;
  });
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}

function briefMood(entry: MoodEntry): BriefMood {
  return {
    energy: entry.energy,
    confidence: entry.confidence,
    stress: entry.stress,
    motivation: entry.motivation,
    // Stored moods are derived by the server; a value it no longer knows is derived again.
    overallMood: isOneOf(MOOD_CATEGORIES, entry.overallMood)
      ? entry.overallMood
      : moodCategory(entry),
    notes: entry.notes,
  };
}

function briefGoal(goal: Goal): BriefGoal[] {
  if (!isOneOf(GOAL_CATEGORIES, goal.category)) return [];
  return [
    {
      title: goal.title,
      category: goal.category,
      description: goal.description,
      targetDate: goal.targetDate,
    },
  ];
}
