import type {
  CrisisScreenMatch,
  DailyRallySettingsTable,
  Db,
  Goal,
  MoodEntry,
  Speech,
  SpeechFeedback,
  SpeechReport,
  SpeechShare,
  UserPreferences,
  UserStats,
} from '../schema.ts';
import type { Selectable } from 'kysely';
import { PUBLIC_USER_COLUMNS, type PublicUser } from './users.ts';
import { SPEECH_COLUMNS } from './speeches.ts';
import { findCarePausedUntil, listCrisisScreenMatches } from './crisis-care.ts';
import type { NotificationRow } from './daily-rally.ts';

/** The daily talk's settings as the user chose them (the tick's own instant left out). */
export type ExportedDailyRally = Omit<Selectable<DailyRallySettingsTable>, 'userId' | 'nextDueAt'>;

/** Everything a user owns, as they may see it: no password hash, session or billing provider id. */
export interface AccountData {
  profile: PublicUser;
  speeches: Speech[];
  /** The recordings made of the speeches (the files are played from the app). */
  speechAudio: Array<{
    speechId: number;
    voice: string;
    provider: string;
    byteLength: number;
    durationMs: number | null;
    createdAt: Date;
  }>;
  moodEntries: MoodEntry[];
  goals: Goal[];
  feedback: SpeechFeedback[];
  /** Speeches the user reported (migration 0013). */
  speechReports: SpeechReport[];
  /** Links to the user's shared talks, live and stopped (migration 0015). */
  speechShares: SpeechShare[];
  preferences: UserPreferences | null;
  stats: UserStats | null;
  /** That a crisis screen matched, when and where; the words were never kept. */
  crisisScreenMatches: CrisisScreenMatch[];
  /** Until when the daily talk and the reminders rest after a match; null when they do not. */
  carePausedUntil: Date | null;
  dailyRally: ExportedDailyRally | null;
  dailyRallyRuns: Array<{
    localDate: string;
    slotAt: Date;
    speechId: number | null;
    status: string;
    createdAt: Date;
  }>;
  notifications: NotificationRow[];
  /** The devices that receive pushes: where, and since when (their encryption keys left out). */
  pushSubscriptions: Array<{ endpoint: string; createdAt: Date }>;
  /** The plans subscribed to, in order (the payment provider's ids left out). */
  billingSubscriptions: Array<{
    tier: string;
    billingCycle: string;
    createdAt: Date;
    supersededAt: Date | null;
  }>;
}

/**
 * Every table with a foreign key to `users`, and where the export holds it, or why it does not
 * (issue 37). A test compares this with the database's own list, so a new table that references a
 * user fails until it is exported or written down here as left out. What outlives a deleted account
 * references no user: `revoked_share_tokens` keeps the SHA-256 of each of its shared links' tokens,
 * and nothing else, so that those links answer 410 (docs/decisions/shared-talks.md).
 */
export const ACCOUNT_EXPORT_TABLES: Readonly<
  Record<string, { exportedAs: keyof AccountData } | { leftOut: string }>
> = {
  users: { exportedAs: 'profile' },
  speeches: { exportedAs: 'speeches' },
  speech_audio: { exportedAs: 'speechAudio' },
  mood_entries: { exportedAs: 'moodEntries' },
  goals: { exportedAs: 'goals' },
  speech_feedback: { exportedAs: 'feedback' },
  user_preferences: { exportedAs: 'preferences' },
  user_stats: { exportedAs: 'stats' },
  daily_rally_settings: { exportedAs: 'dailyRally' },
  daily_rally_runs: { exportedAs: 'dailyRallyRuns' },
  notifications: { exportedAs: 'notifications' },
  push_subscriptions: { exportedAs: 'pushSubscriptions' },
  billing_subscriptions: { exportedAs: 'billingSubscriptions' },
  crisis_screen_matches: { exportedAs: 'crisisScreenMatches' },
  speech_reports: { exportedAs: 'speechReports' },
  speech_shares: { exportedAs: 'speechShares' },
  password_credentials: {
    leftOut:
      'the password hash: a secret of the account, of no use to the user, and a risk in a file',
  },
  sessions: {
    leftOut:
      'session token hashes: whoever holds one is signed in; the user sees their devices in the app',
  },
  speech_reservations: {
    leftOut:
      'a speech being written, held for minutes while the writer runs: no content of the user',
  },
  local_billing_subscriptions: {
    leftOut:
      'the built-in test-card provider’s payment sessions (client secret, idempotency key); the plan is in profile and billingSubscriptions',
  },
};

/** The user's rows in every table they own; undefined when the user does not exist. */
export async function findAccountData(db: Db, userId: string): Promise<AccountData | undefined> {
  const profile = await db
    .selectFrom('users')
    .select(PUBLIC_USER_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!profile) return undefined;
  const [
    speeches,
    speechAudio,
    moodEntries,
    goals,
    feedback,
    preferences,
    stats,
    crisisScreenMatches,
    carePausedUntil,
    dailyRally,
    dailyRallyRuns,
    notifications,
    pushSubscriptions,
    billingSubscriptions,
  ] = await Promise.all([
    db
      .selectFrom('speeches')
      .select(SPEECH_COLUMNS)
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('speechAudio')
      .select(['speechId', 'voice', 'provider', 'byteLength', 'durationMs', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('moodEntries').selectAll().where('userId', '=', userId).orderBy('id').execute(),
    db.selectFrom('goals').selectAll().where('userId', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('speechFeedback')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('userPreferences').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('userStats').selectAll().where('userId', '=', userId).executeTakeFirst(),
    listCrisisScreenMatches(db, userId),
    findCarePausedUntil(db, userId),
    db
      .selectFrom('dailyRallySettings')
      .select([
        'enabled',
        'localTime',
        'timeZone',
        'daysMask',
        'tone',
        'voiceStyle',
        'duration',
        'voice',
        'updatedAt',
      ])
      .where('userId', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('dailyRallyRuns')
      .select(['localDate', 'slotAt', 'speechId', 'status', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('localDate')
      .execute(),
    db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('pushSubscriptions')
      .select(['endpoint', 'createdAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('billingSubscriptions')
      .select(['tier', 'billingCycle', 'createdAt', 'supersededAt'])
      .where('userId', '=', userId)
      .orderBy('startedOrder')
      .execute(),
  ]);
  const speechReports = await db
    .selectFrom('speechReports')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('speechId')
    .execute();
  const speechShares = await db
    .selectFrom('speechShares')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  return {
    profile,
    speeches,
    speechAudio,
    moodEntries,
    goals,
    feedback,
    speechReports,
    speechShares,
    preferences: preferences ?? null,
    stats: stats ?? null,
    crisisScreenMatches,
    carePausedUntil,
    dailyRally: dailyRally ?? null,
    dailyRallyRuns,
    notifications,
    pushSubscriptions,
    billingSubscriptions,
  };
}

/** Where the user's synthesised audio files are kept, so they can be removed with the account. */
export async function listAudioStorageKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('speechAudio')
    .select('storageKey')
    .where('userId', '=', userId)
    .execute();
  return rows.map((row) => row.storageKey);
}

/** Deletes the user; ON DELETE CASCADE removes every row they own. False when there was no such user. */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
