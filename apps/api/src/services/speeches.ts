import { randomInt } from 'node:crypto';
import type {
  Goal,
  MoodEntry,
  PublicUser,
  Speech,
  SpeechChanges,
  SpeechSummary,
  UserStats,
} from '@rally/db';
import {
  countSpeechesByDay,
  deleteSpeechOfUser,
  findGoalOfUser,
  findLatestMoodEntry,
  findPublicUser,
  findSpeechOfUser,
  findUserPreferences,
  findUserStats,
  insertSpeech,
  isConnectionError,
  listActiveGoals,
  listRecentSpeechWriting,
  listSpeechSummaries,
  lockGoalOfUser,
  releaseReservation,
  releaseStaleReservations,
  reserveSpeech,
  updateSpeech,
  useReservation,
} from '@rally/db';
import {
  APP_CODES,
  MAX_BRIEF_GOALS,
  MESSAGES,
  abandonedReservationsBefore,
  answerProblems,
  buildSpeechBrief,
  calendarDay,
  countWords,
  sentenceKeys,
  encodeSpeechCursor,
  estimatedDurationSeconds,
  learnedPreferences,
  speechSearchQuery,
  statsAsOf,
} from '@rally/domain';
import type {
  AnswerProblem,
  BriefGoal,
  BriefMood,
  CarePlace,
  CrisisConcern,
  SpeechBrief,
  SpeechCreateInput,
  SpeechPageQuery,
  SpeechUpdateInput,
} from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { answerRulesFor } from '../providers/writer/answer-rules.ts';
import type { AnswerRules } from '../providers/writer/answer-rules.ts';
import { WriterError } from '../providers/writer/types.ts';
import type { SpeechWriter, WriterErrorKind } from '../providers/writer/types.ts';
import { statusOf } from './provider-status.ts';
import { notifyAllowanceUse } from './notifications.ts';
import { ACCOUNT_GONE_MESSAGE, AppError, notFound } from './errors.ts';
import type { AppErrorKind } from './errors.ts';
import { recordSpeechInStats } from './stats.ts';
import { answerWithCare, careFor, screenAnswer } from './crisis-care.ts';
import type { CareAnswer, WordsToScreen } from './crisis-care.ts';

/**
 * A saved speech with what its saving changed for the user: the allowance used and the stats (as
 * of today). The client puts them in its cache instead of asking for them again.
 */
export interface SavedSpeech {
  speech: Speech;
  usage: Pick<PublicUser, 'speechesUsed' | 'speechLimit'>;
  stats: UserStats | null;
}

/** How a generation ends: the saved speech, or care (a crisis screen matched: nothing saved or charged). */
type GenerationOutcome = ({ type: 'done' } & SavedSpeech) | ({ type: 'care' } & CareAnswer);

/**
 * What a generation yields: the text as it is written, then the saved speech and what it changed;
 * or care instead, first (the person's words) or after some text (the model's answer was flagged:
 * the client drops the text it showed). The one declaration: the web app reads it through the
 * router's type (`AppRouter`), as it arrives.
 */
export type GenerationEvent = { type: 'text'; text: string } | GenerationOutcome;

export interface GenerationOptions {
  /**
   * Aborted when the client goes away. Before any text has reached the client, the writer stops and
   * the speech is given back; after, the speech is written to the end and saved all the same.
   */
  signal: AbortSignal | undefined;
  log: FastifyBaseLogger;
  /** Where a crisis screen match is recorded as happening; a person's own request by default. */
  place?: CarePlace;
  /** Today's weekday where the user is, when known (the daily talk knows it), for the day words. */
  today?: { weekday: number };
}

/** How many of the user's latest speeches the built-in writer does not repeat a sentence of. */
const RECENT_SPEECHES = 10;

/** What a writer gets besides the brief: a recorded seed, and the sentences and plans not to repeat. */
interface WritingPlan {
  seed: number;
  recentSentences: ReadonlySet<string>;
  recentPlans: ReadonlySet<string>;
}

/** A written speech: its text, and the paragraph plan the built-in writer followed (null for a model's). */
interface WrittenSpeech {
  content: string;
  paragraphPlan: string | null;
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
  model_gone: 'SERVICE_UNAVAILABLE',
};

/** What the generation queues for its reader: a failure goes after the text written before it. */
type QueuedEvent = GenerationEvent | { type: 'failed'; error: unknown };

/**
 * One speech being written and saved, on its own: it goes on whether or not anyone reads `events`.
 * The charging rule (docs/decisions/speech-charging.md): once text has reached the client the
 * speech is written to the end, saved and counted even if the client leaves; the reserved speech
 * goes back only when the speech cannot be written or saved, and then nothing of it is kept; or
 * when the crisis screen flags the model's answer (docs/decisions/crisis-care.md): it ends with
 * care instead.
 */
class SpeechGeneration {
  /** The text as it is written, then the saved speech or the failure (queued after the text). */
  readonly events: ReadableStream<QueuedEvent>;
  /** The saved speech or care; rejects (with the reservation given back) when it could not be written or saved. */
  readonly outcome: Promise<GenerationOutcome>;
  readonly #writing = new AbortController();
  #textDelivered = false;
  #settled = false;
  #consumerGone = false;

  constructor(
    write: (signal: AbortSignal, onText: (text: string) => void) => Promise<GenerationOutcome>,
  ) {
    let events!: ReadableStreamDefaultController<QueuedEvent>;
    this.events = new ReadableStream({
      start: (controller) => {
        events = controller;
      },
      cancel: () => {
        this.#consumerGone = true;
      },
    });
    const emit = (event: QueuedEvent) => {
      if (!this.#consumerGone) events.enqueue(event);
    };
    this.outcome = write(this.#writing.signal, (text) => emit({ type: 'text', text }));
    const settle = (last: QueuedEvent) => {
      this.#settled = true;
      emit(last);
      if (!this.#consumerGone) events.close();
    };
    this.outcome.then(settle, (error: unknown) => settle({ type: 'failed', error }));
  }

  /** Text has been handed to the client: from now on the speech is written to the end. */
  textDelivered(): void {
    this.#textDelivered = true;
  }

  /**
   * Listens for the client going away (`signal`): before any text reached it, the writer stops and
   * the speech goes back. Returns the function that stops listening.
   */
  abandonWhen(signal: AbortSignal | undefined): () => void {
    const abandon = () => {
      if (!this.#textDelivered && !this.#settled) this.#writing.abort(signal?.reason);
    };
    signal?.addEventListener('abort', abandon, { once: true });
    if (signal?.aborted) abandon();
    return () => signal?.removeEventListener('abort', abandon);
  }
}

/** The model's answer was flagged by the crisis screen: the speech ends with care. */
class AnswerFlagged extends Error {
  constructor(readonly concern: CrisisConcern) {
    super('The crisis screen flagged the written answer.');
  }
}

/**
 * The model's answer failed a check before any of it was sent (docs/decisions/writer-model.md):
 * the built-in writer writes the speech instead.
 */
class AnswerOffBrief extends Error {
  constructor(readonly problem: AnswerProblem) {
    super(`The written answer failed the ${problem.kind} check: ${problem.detail}`);
  }
}

/**
 * Screens every word of the person's that reaches the writer (docs/decisions/crisis-care.md), then
 * reserves one speech of the allowance and starts writing it. The screen comes before the
 * reservation and before the free-limit check: a person in crisis with no speeches left gets care.
 */
async function startGeneration(
  deps: AppDeps,
  user: PublicUser,
  requested: SpeechCreateInput,
  log: FastifyBaseLogger,
  place: CarePlace,
  today?: { weekday: number },
): Promise<SpeechGeneration | CareAnswer> {
  // "I'm okay, write my speech": gently, whatever tone was picked.
  const input: SpeechCreateInput = requested.saidOkay
    ? { ...requested, tone: 'gentle' }
    : requested;
  const brief = await gatherBrief(deps, user, input, today);
  const care = await careFor(deps, user.id, place, wordsOfBrief(brief, input), log);
  if (care) return care;
  const recent = await listRecentSpeechWriting(deps.db, user.id, RECENT_SPEECHES);
  const plan: WritingPlan = {
    seed: deps.writerSeed?.() ?? randomInt(2 ** 32),
    recentSentences: new Set(recent.flatMap(({ content }) => [...sentenceKeys(content)])),
    recentPlans: new Set(recent.flatMap(({ paragraphPlan }) => paragraphPlan ?? [])),
  };
  // The seed is logged so the built-in writer's speech can be written again word for word.
  log.info({ writerSeed: plan.seed }, 'speech writer seed');
  const reservationId = await reserveSpeech(deps.db, user.id, deps.now());
  if (reservationId === undefined) {
    // No row to take a speech from may mean no user: one deleted while this request was on its way.
    if (!(await findPublicUser(deps.db, user.id))) {
      throw new AppError('UNAUTHORIZED', ACCOUNT_GONE_MESSAGE);
    }
    throw new AppError(
      'PAYMENT_REQUIRED',
      MESSAGES.freeLimitReached.message,
      APP_CODES.limitReached,
    );
  }
  return new SpeechGeneration(async (signal, onText) => {
    try {
      const written = await writeSpeech(deps, brief, plan, signal, onText, log);
      return { type: 'done', ...(await saveSpeech(deps, user.id, input, written, reservationId)) };
    } catch (error) {
      await giveSpeechBack(deps, reservationId, log);
      if (!(error instanceof AnswerFlagged)) throw error;
      return { type: 'care', ...(await answerWithCare(deps, user.id, error.concern, place)) };
    }
  });
}

/**
 * Every word of the person's the writer will read: the context, the mood note, the goals' titles
 * and descriptions, the things to avoid. The context alone passes a self-harm match once the
 * person said they are okay.
 */
function wordsOfBrief(brief: SpeechBrief, input: SpeechCreateInput): WordsToScreen {
  const theirs = [
    brief.mood?.notes,
    ...brief.goals.flatMap((goal) => [goal.title, goal.description]),
    ...(brief.preferences?.avoidancePatterns ?? []),
  ];
  return input.saidOkay
    ? { texts: theirs, saidOkayAbout: brief.context }
    : { texts: [brief.context, ...theirs] };
}

/** Where the answer's text may be cut for the screen: after a sentence's end, or a line. */
const SENTENCE_END = /[.!?…]["'”’)\]]*\s+|\n+/g;

/** The text in sentences, each with the space after it: joined, they are the text. */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    const cut = end.index + end[0].length;
    sentences.push(text.slice(start, cut));
    start = cut;
  }
  if (start < text.length) sentences.push(text.slice(start));
  return sentences;
}

/**
 * Holds a vendor's answer back until each sentence has passed the crisis screen (built-in and
 * moderation) and the checks any text can be held to (register, unrelated goals, day words), so
 * neither a flagged sentence nor an off-brief one reaches the client. An off-brief sentence before
 * any text was sent hands the speech to the built-in writer; after, it is left out.
 */
class ScreenedAnswer {
  #held = '';
  #sent = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly log: FastifyBaseLogger,
    private readonly rules: AnswerRules,
  ) {}

  /** Takes a piece of the answer; gives back the whole sentences now cleared to send ('' if none). */
  async push(text: string): Promise<string> {
    this.#held += text;
    let cut = 0;
    for (const end of this.#held.matchAll(SENTENCE_END)) cut = end.index + end[0].length;
    if (cut === 0) return '';
    const sentences = this.#held.slice(0, cut);
    this.#held = this.#held.slice(cut);
    return this.#cleared(sentences);
  }

  /** The rest of the answer, once the writer is done. */
  end(): Promise<string> {
    const rest = this.#held;
    this.#held = '';
    return rest.trim() === '' ? Promise.resolve(rest) : this.#cleared(rest);
  }

  async #cleared(text: string): Promise<string> {
    // Care outranks every other check.
    const concern = await screenAnswer(this.deps, text, this.log);
    if (concern !== null) throw new AnswerFlagged(concern);
    const kept = this.#checked(text);
    if (kept.trim() !== '') this.#sent = true;
    return kept;
  }

  /** The sentences that pass the checks; before any text was sent, one that fails ends the answer. */
  #checked(text: string): string {
    let kept = '';
    for (const sentence of sentencesOf(text)) {
      const [problem] = answerProblems(sentence, this.rules);
      if (problem === undefined) {
        kept += sentence;
        continue;
      }
      if (!this.#sent) throw new AnswerOffBrief(problem);
      this.log.warn(
        { check: problem.kind, detail: problem.detail },
        "a sentence of the model's answer failed a check after text was sent: it is left out",
      );
      // A paragraph's break outlives the sentence that ended it.
      const space = /\s*$/.exec(sentence)?.[0] ?? '';
      if (space.includes('\n')) kept = kept.trimEnd() + space;
    }
    return kept;
  }
}

/**
 * The writer's whole text; its failures become the AppError the client is shown. A vendor's writer
 * whose model is gone, or that keeps failing, stands down and the built-in writer writes instead
 * (from the request that found it out, when no text had been sent yet), so users still get a
 * speech; a single passing failure is answered as before, and the user may try again.
 */
async function writeSpeech(
  deps: AppDeps,
  brief: SpeechBrief,
  plan: WritingPlan,
  signal: AbortSignal,
  onText: (text: string) => void,
  log: FastifyBaseLogger,
): Promise<WrittenSpeech> {
  const { writer, builtInWriter } = deps.providers;
  const standIn = writer.name === 'local' ? null : builtInWriter;
  const status = statusOf(deps, writer);
  if (standIn !== null && !status.usable(deps.now())) {
    return writeWith(deps, standIn, brief, plan, signal, onText, log);
  }
  let sentText = false;
  try {
    return await writeWith(
      deps,
      writer,
      brief,
      plan,
      signal,
      (text) => {
        sentText = true;
        onText(text);
      },
      log,
    );
  } catch (error) {
    if (error instanceof AnswerOffBrief && standIn !== null) {
      // Nothing was sent: the client sees only the built-in writer's speech, charged once.
      log.warn(
        {
          check: error.problem.kind,
          detail: error.problem.detail,
          writer: writer.name,
          model: writer.model,
        },
        "the model's answer failed a check: the built-in writer writes this speech",
      );
      return writeWith(deps, standIn, brief, plan, signal, onText, log);
    }
    const writerError = error instanceof AppError ? error.cause : undefined;
    if (!(writerError instanceof WriterError) || standIn === null) throw error;
    if (writerError.kind === 'model_gone') {
      status.gone(writerError.message, deps.now());
    } else {
      const writersFault = writerError.kind !== 'aborted' && writerError.kind !== 'rejected';
      if (!writersFault || !status.failed(writerError.kind, deps.now())) throw error;
    }
    log.error(
      { err: writerError, writer: writer.name, model: writer.model },
      'speech writer stands down: the built-in writer writes instead',
    );
    // Text the client has seen cannot be taken back.
    if (sentText) throw error;
    return writeWith(deps, standIn, brief, plan, signal, onText, log);
  }
}

/** One writer's whole text; its failures become the AppError the client is shown. */
async function writeWith(
  deps: AppDeps,
  writer: SpeechWriter,
  brief: SpeechBrief,
  plan: WritingPlan,
  signal: AbortSignal,
  onText: (text: string) => void,
  log: FastifyBaseLogger,
): Promise<WrittenSpeech> {
  // What was sent is what is saved: a sentence left out of a model's answer is in neither.
  let content = '';
  let paragraphPlan: string | null = null;
  const send = (text: string) => {
    if (text === '') return;
    content += text;
    onText(text);
  };
  // The built-in writer writes from our own phrases and the words already screened; a model's
  // answer is screened and checked a sentence at a time before it reaches the client.
  const screened =
    writer.name === 'local' ? null : new ScreenedAnswer(deps, log, answerRulesFor(brief));
  try {
    const options = { signal, ...plan, onPlan: (followed: string) => (paragraphPlan = followed) };
    for await (const text of writer.write(brief, options)) {
      send(screened ? await screened.push(text) : text);
    }
    if (screened) send(await screened.end());
    if (countWords(content) === 0) throw new WriterError('empty');
  } catch (error) {
    if (!(error instanceof WriterError)) throw error;
    // A client that went away is no failure of the writer.
    if (error.kind !== 'aborted') {
      log.warn({ err: error, writer: writer.name }, 'speech writer failed');
    }
    throw new AppError(WRITER_FAILURE[error.kind], error.message, undefined, { cause: error });
  }
  statusOf(deps, writer).succeeded();
  return { content: content.trim(), paragraphPlan };
}

/**
 * Gives a reserved speech back. A connection lost on the way gets one more try, on a fresh
 * connection; should that fail too, the reservation row stays and housekeeping gives it back.
 */
async function giveSpeechBack(
  deps: AppDeps,
  reservationId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    try {
      await releaseReservation(deps.db, reservationId);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      await releaseReservation(deps.db, reservationId);
    }
  } catch (error) {
    log.error({ err: error, reservationId }, 'speech reservation not given back yet');
  }
}

/**
 * Writes and saves a new speech, yielding its text as it is written and the saved speech last.
 * A consumer that stops listening stops the speech only if no text had reached it yet.
 */
export async function* streamSpeechGeneration(
  deps: AppDeps,
  user: PublicUser,
  input: SpeechCreateInput,
  { signal, log, place = 'generate' }: GenerationOptions,
): AsyncGenerator<GenerationEvent, void, undefined> {
  const generation = await startGeneration(deps, user, input, log, place);
  if (!(generation instanceof SpeechGeneration)) {
    yield { type: 'care', ...generation };
    return;
  }
  const stopListening = generation.abandonWhen(signal);
  const events = generation.events.getReader();
  try {
    for (;;) {
      const { done, value: event } = await events.read();
      if (done) return;
      if (event.type === 'failed') throw event.error;
      if (event.type === 'text') generation.textDelivered();
      yield event;
    }
  } finally {
    stopListening();
    // A reader that stops early says so: nothing more is queued for it.
    void events.cancel();
  }
}

/**
 * The same generation for a caller that only wants the saved speech (or care instead). No text
 * reaches this client before the end, so a client that leaves stops the writer and gets the
 * speech back.
 */
export async function generateSpeech(
  deps: AppDeps,
  user: PublicUser,
  input: SpeechCreateInput,
  { signal, log, place = 'generate', today }: GenerationOptions,
): Promise<Speech | CareAnswer> {
  const generation = await startGeneration(deps, user, input, log, place, today);
  if (!(generation instanceof SpeechGeneration)) return generation;
  void generation.events.cancel();
  const stopListening = generation.abandonWhen(signal);
  try {
    const outcome = await generation.outcome;
    return outcome.type === 'done' ? outcome.speech : { care: outcome.care };
  } finally {
    stopListening();
  }
}

/**
 * Gives back the speeches reserved for generations that never ended (a server stopped or crashed
 * while writing): every reservation older than its lifetime. Answers how many went back.
 */
export function giveBackAbandonedSpeeches(deps: AppDeps): Promise<number> {
  return releaseStaleReservations(deps.db, abandonedReservationsBefore(deps.now()));
}

/** One page of a speech list: summaries without the text, and where the next page starts. */
export interface SpeechPage {
  speeches: SpeechSummary[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
}

/** One page of the user's speeches, newest first, narrowed by the query's search and filters. */
export async function speechPage(
  deps: AppDeps,
  userId: string,
  query: SpeechPageQuery,
): Promise<SpeechPage> {
  // One row more than asked says whether another page follows.
  const rows = await listSpeechSummaries(
    deps.db,
    userId,
    {
      after: query.cursor,
      search: speechSearchQuery(query.q),
      tone: query.tone,
      length: query.length,
      favourite: query.favourite,
      daily: query.daily,
      goalId: query.goalId,
    },
    query.limit + 1,
  );
  const speeches = rows.slice(0, query.limit);
  const last = speeches.at(-1);
  return {
    speeches,
    nextCursor: rows.length > query.limit && last ? encodeSpeechCursor(last) : null,
  };
}

/** One of the user's own speeches with its text (opened from a list); anyone else's is not found. */
export async function speechOfUser(
  deps: AppDeps,
  userId: string,
  speechId: number,
): Promise<Speech> {
  const speech = await findSpeechOfUser(deps.db, userId, speechId);
  if (!speech) throw notFound('Speech');
  return speech;
}

/**
 * Deletes one of the user's own speeches and then its audio files. The allowance is not given
 * back: the speech was written. A file that fails to go is logged; the speech is gone already.
 */
export async function deleteSpeech(
  deps: AppDeps,
  userId: string,
  speechId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const storageKeys = await deleteSpeechOfUser(deps.db, userId, speechId);
  if (!storageKeys) throw notFound('Speech');
  for (const key of storageKeys) {
    try {
      await deps.providers.audioStore.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'deleting an audio file of a deleted speech failed');
    }
  }
}

/** Speeches written on each of the last `days` UTC days, today included (the progress chart). */
export function speechActivity(deps: AppDeps, userId: string, days: number) {
  const today = Date.parse(calendarDay(deps.now()));
  return countSpeechesByDay(deps.db, userId, new Date(today - (days - 1) * DAY_MS));
}

const DAY_MS = 24 * 60 * 60 * 1000;

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
  today: { weekday: number } | undefined,
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
    goals: goals.map(briefGoal),
    firstName: user.firstName,
    today: today ?? null,
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

/** Inserts the speech, uses its reservation and counts it in the stats, together or not at all. */
function saveSpeech(
  deps: AppDeps,
  userId: string,
  input: SpeechCreateInput,
  { content, paragraphPlan }: WrittenSpeech,
  reservationId: string,
): Promise<SavedSpeech> {
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
      paragraphPlan,
      duration: input.duration,
      wordCount,
      estimatedDuration: estimatedDurationSeconds(wordCount),
      createdAt,
    });
    await useReservation(trx, reservationId, userId);
    await recordSpeechInStats(trx, userId, input.tone, createdAt);
    const user = await findPublicUser(trx, userId);
    const stats = await findUserStats(trx, userId);
    if (!user) throw notFound('User');
    // Told with the speech that crossed the line, in its transaction.
    await notifyAllowanceUse(trx, user, createdAt);
    return {
      speech,
      usage: { speechesUsed: user.speechesUsed, speechLimit: user.speechLimit },
      stats: stats ? statsAsOf(stats, createdAt) : null,
    };
  });
}

function briefMood(entry: MoodEntry): BriefMood {
  return {
    energy: entry.energy,
    confidence: entry.confidence,
    stress: entry.stress,
    motivation: entry.motivation,
    overallMood: entry.overallMood,
    notes: entry.notes,
  };
}

function briefGoal(goal: Goal): BriefGoal {
  return {
    title: goal.title,
    category: goal.category,
    description: goal.description,
    targetDate: goal.targetDate,
  };
}
