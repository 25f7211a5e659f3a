import type { Db, MoodEntry, NewMoodEntry } from '../schema.ts';

export function insertMoodEntry(db: Db, entry: NewMoodEntry): Promise<MoodEntry> {
  return db.insertInto('moodEntries').values(entry).returningAll().executeTakeFirstOrThrow();
}
