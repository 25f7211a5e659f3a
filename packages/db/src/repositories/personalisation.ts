import { markedToPrepare } from '../prepared-statements.ts';
import type {
  Db,
  LanguageStyle,
  MoodEntry,
  MusicBed,
  RepetitionResponse,
  SpeechLength,
  Tone,
  UserPreferences,
  VoiceStyle,
} from '../schema.ts';
import type { FeedbackWithSpeech } from './feedback.ts';
import { jsonRow, runStatement, storedName } from './statement-text.ts';

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

/** A speech as the insights set it against the check-ins around it. */
export interface SpeechMoment {
  id: number;
  tone: Tone;
  length: SpeechLength | null;
  createdAt: Date;
}

export type MoodScoresAt = Pick<
  MoodEntry,
  'energy' | 'confidence' | 'stress' | 'motivation' | 'createdAt'
>;

/** What the insights are worked out from: every rating, and the speeches and check-ins since. */
export interface InsightParts {
  feedback: FeedbackWithSpeech[];
  speeches: SpeechMoment[];
  moods: MoodScoresAt[];
}

const RATING_COLUMNS = Object.keys({
  speechId: true,
  rating: true,
  effectiveness: true,
  emotionalResonance: true,
  preferredLength: true,
  preferredTone: true,
  helpfulElements: true,
  improvementSuggestions: true,
  completedListening: true,
} satisfies Record<Exclude<keyof FeedbackWithSpeech, keyof SpeechOfRating>, true>);

/** What a rating carries of its speech, by its TypeScript name and its stored column. */
type SpeechOfRating = Pick<
  FeedbackWithSpeech,
  'tone' | 'voiceStyle' | 'length' | 'speechCreatedAt'
>;
const SPEECH_OF_RATING: Record<keyof SpeechOfRating, string> = {
  tone: 'speeches.tone',
  voiceStyle: 'speeches.voice_style',
  length: 'speeches.duration',
  speechCreatedAt: 'speeches.created_at',
};

const MOOD_SCORE_COLUMNS = Object.keys({
  energy: true,
  confidence: true,
  stress: true,
  motivation: true,
  createdAt: true,
} satisfies Record<keyof MoodScoresAt, true>);

/** The insights' parts in one statement, $1 the user and $2 since when (see statement-text.ts). */
const INSIGHT_PARTS_SQL = markedToPrepare(`
  select
    (select coalesce(json_agg(json_build_object(
               ${RATING_COLUMNS.map((column) => `'${column}', speech_feedback.${storedName(column)}`).join(', ')},
               ${Object.entries(SPEECH_OF_RATING)
                 .map(([name, column]) => `'${name}', ${column}`)
                 .join(', ')})
               order by speeches.created_at, speeches.id), '[]')
       from speech_feedback join speeches on speeches.id = speech_feedback.speech_id
       where speech_feedback.user_id = $1) as feedback,
    (select coalesce(json_agg(json_build_object('id', speeches.id, 'tone', speeches.tone,
               'length', speeches.duration, 'createdAt', speeches.created_at)
               order by speeches.created_at, speeches.id), '[]')
       from speeches where speeches.user_id = $1 and speeches.created_at >= $2) as speeches,
    (select coalesce(json_agg(${jsonRow('mood_entries', MOOD_SCORE_COLUMNS)}
               order by mood_entries.created_at, mood_entries.id), '[]')
       from mood_entries
       where mood_entries.user_id = $1 and mood_entries.created_at >= $2) as moods`);

/**
 * Every rating with its speech, and the speeches and check-ins since `since`, oldest first, in one
 * round trip: the insights card is on every first screen, and three reads were three of its dozen
 * statements (docs/decisions/statements-written-once.md). Times arrive as text inside JSON.
 */
export async function findInsightParts(db: Db, userId: string, since: Date): Promise<InsightParts> {
  const [row] = await runStatement<InsightParts>(db, INSIGHT_PARTS_SQL, [userId, since]);
  if (!row) throw new Error('a select with no FROM answers one row');
  return {
    feedback: row.feedback.map((rating) => ({
      ...rating,
      speechCreatedAt: new Date(rating.speechCreatedAt),
    })),
    speeches: row.speeches.map((speech) => ({ ...speech, createdAt: new Date(speech.createdAt) })),
    moods: row.moods.map((mood) => ({ ...mood, createdAt: new Date(mood.createdAt) })),
  };
}
