import {
  claimDailyRallyRun,
  findDailyRallySettings,
  findPublicUser,
  finishDailyRallyRun,
  hasDailyRallyRun,
  listActiveGoals,
  listEnabledDailyRallies,
  recordDailyRallySpeech,
  saveDailyRallySettings,
} from '@rally/db';
import type { DailyRallySettingsRow, PublicUser } from '@rally/db';
import {
  MAX_BRIEF_GOALS,
  dailyRallyContext,
  daysToMask,
  defaultDailyRally,
  dueDailySlot,
  localParts,
  maskToDays,
  notificationText,
} from '@rally/domain';
import type { DailyRallySettings } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { prepareSpeechAudio } from './audio/speech-audio.ts';
import { AppError } from './errors.ts';
import { notify } from './notifications.ts';
import { sendPush } from './push.ts';
import { generateSpeech } from './speeches.ts';

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

export async function updateDailyRallySettings(
  deps: AppDeps,
  userId: string,
  input: DailyRallySettings,
): Promise<DailyRallyView> {
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

const PAGE = 500;
/** One daily talk waiting on a device at a time: the push service keeps only the newest. */
const DAILY_RALLY_PUSH_TOPIC = 'daily-rally';

/** The users whose talk is due now and not yet written today: what the minute's tick enqueues. */
export async function dueDailyRallies(deps: AppDeps): Promise<DueDailyRally[]> {
  const now = deps.now();
  const due: DueDailyRally[] = [];
  for (let after = ''; ;) {
    const page = await listEnabledDailyRallies(deps.db, after, PAGE);
    for (const row of page) {
      const slot = dueDailySlot(settingsOf(row), now);
      if (slot && !(await hasDailyRallyRun(deps.db, row.userId, slot.localDate))) {
        due.push({
          userId: row.userId,
          localDate: slot.localDate,
          slotAt: slot.slotAt.toISOString(),
        });
      }
    }
    const last = page.at(-1);
    if (page.length < PAGE || !last) return due;
    after = last.userId;
  }
}

export type DailyRallyOutcome = 'ready' | 'no_allowance' | 'already_done' | 'skipped';

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
  const claimed = await claimDailyRallyRun(
    deps.db,
    { userId: job.userId, localDate: job.localDate, slotAt: new Date(job.slotAt) },
    deps.now(),
    DAILY_RALLY_RUN_LEASE_MS,
  );
  if (!claimed.claimed) return 'already_done';
  const settings = settingsOf(row);
  const speechId = claimed.speechId ?? (await writeDailySpeech(deps, user, settings, job, log));
  if (speechId === null) return 'no_allowance';
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

/** Writes the day's talk from the latest mood, the goals' countdowns and the learned preferences. */
async function writeDailySpeech(
  deps: AppDeps,
  user: PublicUser,
  settings: DailyRallySettings,
  job: DueDailyRally,
  log: FastifyBaseLogger,
): Promise<number | null> {
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
      { signal: undefined, log, today: { weekday } },
    );
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
    return null;
  }
}
