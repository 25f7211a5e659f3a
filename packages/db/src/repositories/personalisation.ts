import type {
  Db,
  LanguageStyle,
  MusicBed,
  RepetitionResponse,
  UserPreferences,
  VoiceStyle,
} from '../schema.ts';

/** What the feedback so far has taught about the user; undefined before any feedback. */
export function findUserPreferences(db: Db, userId: string): Promise<UserPreferences | undefined> {
  return db
    .selectFrom('userPreferences')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * The user's preferences row, created with the defaults when missing, locked until the transaction
 * ends: concurrent feedback of one user then relearns one after another, each from all the ratings.
 */
export async function lockUserPreferences(db: Db, userId: string): Promise<UserPreferences> {
  await db
    .insertInto('userPreferences')
    .values({ userId })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  return db
    .selectFrom('userPreferences')
    .selectAll()
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The columns that learning from feedback recomputes. */
export interface LearnedPreferenceColumns {
  preferredTones: string[];
  preferredLength: string;
  preferredVoiceStyle: VoiceStyle;
  languageStyle: LanguageStyle;
  effectiveElements: Record<string, number>;
  avoidancePatterns: string[];
  responseToRepetition: RepetitionResponse;
  avgRating: number | null;
  totalFeedbackCount: number;
}

export async function saveLearnedPreferences(
  db: Db,
  userId: string,
  learned: LearnedPreferenceColumns,
  at: Date,
): Promise<UserPreferences> {
  return db
    .updateTable('userPreferences')
    .set({
      ...learned,
      preferredTones: JSON.stringify(learned.preferredTones),
      effectiveElements: JSON.stringify(learned.effectiveElements),
      avoidancePatterns: JSON.stringify(learned.avoidancePatterns),
      lastUpdated: at,
    })
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The music bed the user chose last; undefined when they never had a preferences row. */
export async function findMusicBed(db: Db, userId: string): Promise<MusicBed | undefined> {
  const row = await db
    .selectFrom('userPreferences')
    .select('musicBed')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.musicBed;
}

/** Remembers the music bed, creating the preferences row (with the other defaults) when missing. */
export async function saveMusicBed(db: Db, userId: string, musicBed: MusicBed): Promise<void> {
  await db
    .insertInto('userPreferences')
    .values({ userId, musicBed })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ musicBed }))
    .execute();
}
