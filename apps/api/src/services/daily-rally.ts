import {
  advanceDailyRallyAfterRun,
  claimDailyRallyRun,
  findDailyRallySettings,
  findPublicUser,
  finishDailyRallyRun,
  listActiveGoals,
  recordDailyRallySpeech,
  saveDailyRallySettings,
} from '@rally/db';
import type { DailyRallySettingsRow, PublicUser } from '@rally/db';
import {
  MAX_BRIEF_GOALS,
  dailyRallyContext,
  daysToMask,
  defaultDailyRally,
  endOfLocalDay,
  localParts,
  maskToDays,
  nextDueAt,
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
import { isCarePaused } from './crisis-care.ts';
import { chooseVoice } from './voices.ts';
import type { DueDailyRally } from './daily-rally-tick.ts';

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

/** One daily talk waiting on a device at a time: the push service keeps only the newest. */
const DAILY_RALLY_PUSH_TOPIC = 'daily-rally';

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
