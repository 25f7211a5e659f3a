import { setImmediate as yieldToRequests } from 'node:timers/promises';
import {
  advanceDailyRallies,
  advanceDailyRallyAfterRun,
  claimDailyRallyRun,
  findDailyRallySettings,
  findPublicUser,
  finishDailyRallyRun,
  listActiveGoals,
  listDueDailyRallies,
  recordDailyRallySpeech,
  saveDailyRallySettings,
} from '@rally/db';
import type {
  DailyRallyAdvance,
  DailyRallySettingsRow,
  DueDailyRallyGroup,
  PublicUser,
} from '@rally/db';
import {
  MAX_BRIEF_GOALS,
  dailyRallyContext,
  daysToMask,
  defaultDailyRally,
  dueDailySlot,
  endOfLocalDay,
  localParts,
  maskToDays,
  nextDueAt,
  notificationText,
} from '@rally/domain';
import type { DailyRallySettings, DailySlot } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { prepareSpeechAudio } from './audio/speech-audio.ts';
import { AppError } from './errors.ts';
import { notify } from './notifications.ts';
import { sendPush } from './push.ts';
import { generateSpeech } from './speeches.ts';
import { isCarePaused } from './crisis-care.ts';
import { chooseVoice } from './voices.ts';

/** The settings the client shows, with the server's word on the allowance. */
export interface DailyRallyView extends DailyRallySettings {
  /** Each daily talk uses one speech of the allowance. */
  countsAgainstAllowance: true;
  /** False until the user first saves: the client then offers its own time zone, not the default. */
  configured: boolean;
}

const DEFAULT_TIME_ZONE = 'UTC';
/** A run pending longer than this was cut short; the next attempt (a retry, 30 s on) may take it over. */
const DAILY_RALLY_RUN_LEASE_MS = 20_000;

function settingsOf(row: DailyRallySettingsRow): DailyRallySettings {
  return {
    enabled: row.enabled,
    time: row.localTime,
    timeZone: row.timeZone,
    days: maskToDays(row.daysMask),
    tone: row.tone,
    voiceStyle: row.voiceStyle,
    duration: row.duration,
    voice: row.voice,
  };
}

export async function dailyRallySettings(deps: AppDeps, userId: string): Promise<DailyRallyView> {
  const row = await findDailyRallySettings(deps.db, userId);
  const settings = row ? settingsOf(row) : defaultDailyRally(DEFAULT_TIME_ZONE);
  return { ...settings, countsAgainstAllowance: true, configured: row !== undefined };
}

/**
 * Saves the settings with the instant the tick should next look at them. The voice must be one a
 * provider speaks now (400 otherwise), so a talk is never written for a voice that cannot read it.
 */
export async function updateDailyRallySettings(
  deps: AppDeps,
  userId: string,
  input: DailyRallySettings,
  log: FastifyBaseLogger,
): Promise<DailyRallyView> {
  await chooseVoice(deps, input.voice, log);
  const row = await saveDailyRallySettings(
    deps.db,
    {
      userId,
      enabled: input.enabled,
      localTime: input.time,
      timeZone: input.timeZone,
      daysMask: daysToMask(input.days),
      tone: input.tone,
      voiceStyle: input.voiceStyle,
      duration: input.duration,
      voice: input.voice,
      nextDueAt: nextDueAt(input, deps.now()),
    },
    deps.now(),
  );
  return { ...settingsOf(row), countsAgainstAllowance: true, configured: true };
}

export interface DueDailyRally {
  userId: string;
  localDate: string;
  slotAt: string;
}

/**
 * Rallies read per query by the tick, and talks sent to pg-boss in one insert: the busiest minute
 * expected (everyone of a large zone at one time) in one page, while a backlog (after downtime, or
 * migration 0014) still goes in pieces. One page, one insert: each piece is a wait on the event
 * loop for a request beside the tick, and a few longer ones hold up fewer requests than many
 * shorter ones (docs/decisions/daily-rally-next-due.md).
 */
const TICK_PAGE = 5_000;
/** One daily talk waiting on a device at a time: the push service keeps only the newest. */
const DAILY_RALLY_PUSH_TOPIC = 'daily-rally';

/** A rule's (zone, time, days) slot due now and next due instant: the same for all its rallies. */
export interface DailyRallyRule {
  slot: DailySlot | null;
  next: Date | null;
}

export interface DailyRallyPlan {
  /** The talks to queue now, one per user and local day. */
  due: DueDailyRally[];
  /** Where the rallies read move their next due instant, by rule. */
  advances: DailyRallyAdvance[];
}

/**
 * What the tick does with the rallies whose instant has come: a talk to queue for each whose slot
 * is due, and each one's next instant (past the day queued, or simply the next, for one not due
 * after all, such as a row migration 0014 marked due to have it worked out). The rules are worked
 * out once per zone, time and days, not once per user.
 */
export function planDailyRallies(
  groups: readonly DueDailyRallyGroup[],
  now: Date,
  rules: Map<string, DailyRallyRule> = new Map(),
): DailyRallyPlan {
  const advances: DailyRallyAdvance[] = [];
  const due: DueDailyRally[] = [];
  for (const { timeZone, localTime, daysMask, userIds } of groups) {
    const key = `${timeZone}|${localTime}|${daysMask}`;
    let rule = rules.get(key);
    if (rule === undefined) {
      const settings = { enabled: true, time: localTime, timeZone, days: maskToDays(daysMask) };
      const slot = dueDailySlot(settings, now);
      const from = slot ? endOfLocalDay(slot.localDate, settings.timeZone) : now;
      rule = { slot, next: nextDueAt(settings, from) };
      rules.set(key, rule);
    }
    advances.push({ timeZone, localTime, daysMask, userIds, nextDueAt: rule.next });
    if (rule.slot) {
      const { localDate } = rule.slot;
      const slotAt = rule.slot.slotAt.toISOString();
      for (const userId of userIds) due.push({ userId, localDate, slotAt });
    }
  }
  return { due, advances };
}

/**
 * The talks due now (a page of them), without queueing them: what the tick would queue. A talk
 * already run is not among them, since its run moved the rally's next instant past its day.
 */
export async function dueDailyRallies(deps: AppDeps): Promise<DueDailyRally[]> {
  const now = deps.now();
  return planDailyRallies(await listDueDailyRallies(deps.db, now, TICK_PAGE), now).due;
}

/**
 * Rules worked out between two turns of the event loop: at ~10 µs a rule, a request beside the
 * tick waits a fraction of a millisecond for a turn, however many rules a minute brings (after
 * downtime, thousands). docs/decisions/daily-rally-next-due.md
 */
const RULES_PER_TURN = 32;

async function planInTurns(
  groups: readonly DueDailyRallyGroup[],
  now: Date,
  rules: Map<string, DailyRallyRule>,
): Promise<DailyRallyPlan> {
  const plan: DailyRallyPlan = { due: [], advances: [] };
  for (let from = 0; from < groups.length; from += RULES_PER_TURN) {
    if (from > 0) await yieldToRequests();
    const part = planDailyRallies(groups.slice(from, from + RULES_PER_TURN), now, rules);
    for (const talk of part.due) plan.due.push(talk);
    for (const advance of part.advances) plan.advances.push(advance);
  }
  return plan;
}

/**
 * The minute's tick: reads the due rallies a page at a time, hands the page's talks to `queue`,
 * and once they are queued moves those rallies on to their next instants, before reading the next
 * page (a crash in between queues a talk again on the next tick, which its run's key makes
 * harmless; a page not queued never moves on). Answers how many talks were queued.
 *
 * Light on the event loop, which the requests share (docs/decisions/daily-rally-next-due.md: with
 * 5,000 due a read's p99 beside the tick was 4.5 times its p99 on a quiet process). The page comes
 * as a row per rule with its ids in one value, not a row per rally; one statement at a time (the
 * tick had moved a batch on while queueing the next, two of its statements beside the requests'
 * on a server's cores); and a turn of the loop between statements.
 */
export async function queueDueDailyRallies(
  deps: AppDeps,
  queue: (due: DueDailyRally[]) => Promise<void>,
): Promise<number> {
  const now = deps.now();
  const rules = new Map<string, DailyRallyRule>();
  let queued = 0;
  for (;;) {
    const groups = await listDueDailyRallies(deps.db, now, TICK_PAGE);
    const read = groups.reduce((sum, group) => sum + group.userIds.length, 0);
    const plan = await planInTurns(groups, now, rules);
    if (plan.due.length > 0) {
      await yieldToRequests();
      await queue(plan.due);
    }
    queued += plan.due.length;
    await yieldToRequests();
    const moved = await advanceDailyRallies(deps.db, plan.advances, now);
    // A full page that moved nothing was saved over meanwhile: the next tick reads it again.
    if (read < TICK_PAGE || moved === 0) return queued;
    await yieldToRequests();
  }
}

/**
 * 'paused': the talks rest after a crisis screen matched (nothing claimed, so a resume the same
 * day lets it come); 'care': the screen matched the words the talk is written from; 'no_voice': no
 * provider speaks the chosen voice, so nothing was written or charged.
 */
export type DailyRallyOutcome =
  'ready' | 'no_allowance' | 'no_voice' | 'already_done' | 'skipped' | 'paused' | 'care';

/**
 * Writes and voices the user's talk for one local day, once: the run row keyed by user and day is
 * claimed first, so a second server or a retry after success does nothing. With no speech left the
 * user is told instead of charged.
 */
export async function runDailyRally(
  deps: AppDeps,
  job: DueDailyRally,
  log: FastifyBaseLogger,
): Promise<DailyRallyOutcome> {
  const [user, row] = await Promise.all([
    findPublicUser(deps.db, job.userId),
    findDailyRallySettings(deps.db, job.userId),
  ]);
  if (!user || !row?.enabled) return 'skipped';
  const settings = settingsOf(row);
  // Whoever runs it, and whether it rests or not, this day is done with: the tick next looks
  // after the next day (a talk resting after a crisis screen match does not come back each minute).
  const next = nextDueAt(settings, endOfLocalDay(job.localDate, settings.timeZone));
  if (next) await advanceDailyRallyAfterRun(deps.db, job.userId, next);
  if (await isCarePaused(deps, user.id)) return 'paused';
  const claimed = await claimDailyRallyRun(
    deps.db,
    { userId: job.userId, localDate: job.localDate, slotAt: new Date(job.slotAt) },
    deps.now(),
    DAILY_RALLY_RUN_LEASE_MS,
  );
  if (!claimed.claimed) return 'already_done';
  if (!(await voiceSpeaks(deps, settings.voice, log))) {
    // Before writing, so a talk that cannot be read aloud is not charged; the bell says why.
    await finishDailyRallyRun(deps.db, user.id, job.localDate, { status: 'no_voice' });
    await notify(deps.db, user.id, {
      kind: 'daily_rally_no_voice',
      dedupeKey: job.localDate,
      url: '/',
      at: deps.now(),
    });
    return 'no_voice';
  }
  const speechId = claimed.speechId ?? (await writeDailySpeech(deps, user, settings, job, log));
  if (typeof speechId !== 'number') return speechId;
  const audio = await prepareSpeechAudio(deps, user.id, speechId, settings.voice, {
    log,
    signal: undefined,
    beforeNewRecording: async () => undefined,
  });
  await finishDailyRallyRun(deps.db, user.id, job.localDate, { status: 'ready', speechId });
  // The voice too: the player then starts on the recording just made, which plays at once.
  const url = `/?speech=${speechId}&voice=${encodeURIComponent(settings.voice)}`;
  const told = await notify(deps.db, user.id, {
    kind: 'daily_rally_ready',
    dedupeKey: job.localDate,
    url,
    at: deps.now(),
  });
  // Once per day, like the notification: a retry after this point pushes nothing twice.
  if (told) {
    await sendPush(
      deps,
      user.id,
      { ...notificationText('daily_rally_ready'), url, audioUrl: audio.audioUrl },
      DAILY_RALLY_PUSH_TOPIC,
      log,
    );
  }
  return 'ready';
}

/**
 * Whether a provider speaks the voice now. One saved before the check, or one a provider has since
 * dropped, is not; a provider that cannot say (Polly unreachable) throws, and the job is retried.
 */
async function voiceSpeaks(deps: AppDeps, voice: string, log: FastifyBaseLogger): Promise<boolean> {
  try {
    await chooseVoice(deps, voice, log);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.kind === 'BAD_REQUEST') return false;
    throw error;
  }
}

/**
 * Writes the day's talk from the latest mood, the goals' countdowns and the learned preferences:
 * its speech id, or why there is none (no speech left; the crisis screen matched, when nothing is
 * sent: the person is not there to read care, and no notice may name what was written).
 */
async function writeDailySpeech(
  deps: AppDeps,
  user: PublicUser,
  settings: DailyRallySettings,
  job: DueDailyRally,
  log: FastifyBaseLogger,
): Promise<number | 'no_allowance' | 'care'> {
  const goals = await listActiveGoals(deps.db, user.id, MAX_BRIEF_GOALS);
  const weekday = localParts(new Date(job.slotAt), settings.timeZone).weekday;
  try {
    const speech = await generateSpeech(
      deps,
      user,
      {
        context: dailyRallyContext(weekday, goals, job.localDate),
        tone: settings.tone,
        voiceStyle: settings.voiceStyle,
        duration: settings.duration,
      },
      { signal: undefined, log, place: 'daily', today: { weekday } },
    );
    if ('care' in speech) {
      await finishDailyRallyRun(deps.db, user.id, job.localDate, { status: 'care' });
      return 'care';
    }
    await recordDailyRallySpeech(deps.db, user.id, job.localDate, speech.id);
    return speech.id;
  } catch (error) {
    if (!(error instanceof AppError && error.kind === 'PAYMENT_REQUIRED')) throw error;
    await finishDailyRallyRun(deps.db, user.id, job.localDate, { status: 'no_allowance' });
    await notify(deps.db, user.id, {
      kind: 'daily_rally_no_allowance',
      dedupeKey: job.localDate,
      url: '/subscribe',
      at: deps.now(),
    });
    return 'no_allowance';
  }
}
