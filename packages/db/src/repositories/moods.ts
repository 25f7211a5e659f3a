import { sql } from 'kysely';
import type { Db, MoodEntry, NewMoodEntry } from '../schema.ts';
import { builtOnce } from './statement-text.ts';

/** Every column of a check-in. `satisfies` makes a new column a compile error here. */
const MOOD_ENTRY_COLUMNS = Object.keys({
  id: true,
  userId: true,
  energy: true,
  confidence: true,
  stress: true,
  motivation: true,
  overallMood: true,
  notes: true,
  createdAt: true,
} satisfies Record<keyof MoodEntry, true>) as (keyof MoodEntry)[];

export function insertMoodEntry(db: Db, entry: NewMoodEntry): Promise<MoodEntry> {
  return db.insertInto('moodEntries').values(entry).returningAll().executeTakeFirstOrThrow();
}

const LATEST_MOOD_ENTRIES = builtOnce((db, { userId, limit }: { userId: string; limit: number }) =>
  db
    .selectFrom('moodEntries')
    .select(MOOD_ENTRY_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit),
);

/** The user's latest check-ins, newest first. */
export function listMoodEntries(db: Db, userId: string, limit: number): Promise<MoodEntry[]> {
  return LATEST_MOOD_ENTRIES(db, { userId, limit });
}

const LATEST_MOOD_ENTRY_SINCE = builtOnce(
  (db, { userId, since }: { userId: string; since: Date }) =>
    db
      .selectFrom('moodEntries')
      .select(MOOD_ENTRY_COLUMNS)
      .where('userId', '=', userId)
      .where('createdAt', '>', since)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
);

/** The user's latest check-in made after `since`, if any. */
export async function findLatestMoodEntrySince(
  db: Db,
  userId: string,
  since: Date,
): Promise<MoodEntry | undefined> {
  const [latest] = await LATEST_MOOD_ENTRY_SINCE(db, { userId, since });
  return latest;
}

/** One calendar day (UTC) of check-ins: the mean of each value, to one decimal. */
export interface DailyMoodAverage {
  /** 'YYYY-MM-DD', in UTC. */
  day: string;
  energy: number;
  confidence: number;
  stress: number;
  motivation: number;
  entries: number;
}

const DAILY_MOOD_AVERAGES = builtOnce((db, { userId, since }: { userId: string; since: Date }) => {
  const day = sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`;
  const average = (column: 'energy' | 'confidence' | 'stress' | 'motivation') =>
    sql<number>`round(avg(${sql.ref(column)}), 1)::float8`.as(column);
  return db
    .selectFrom('moodEntries')
    .select([
      day.as('day'),
      average('energy'),
      average('confidence'),
      average('stress'),
      average('motivation'),
      (eb) => eb.fn.countAll<number>().as('entries'),
    ])
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .groupBy(day)
    .orderBy(day);
});

/** Daily means of the user's check-ins since `since`, oldest day first; days without one are left out. */
export function listDailyMoodAverages(
  db: Db,
  userId: string,
  since: Date,
): Promise<DailyMoodAverage[]> {
  return DAILY_MOOD_AVERAGES(db, { userId, since });
}

/** The user's latest check-in, whenever it was. */
export function findLatestMoodEntry(db: Db, userId: string): Promise<MoodEntry | undefined> {
  return db
    .selectFrom('moodEntries')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
