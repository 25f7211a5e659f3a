import type { Db, NewSpeech, Speech, SpeechUpdate } from '../schema.ts';
import { isStoredId } from './ids.ts';

export function insertSpeech(db: Db, speech: NewSpeech): Promise<Speech> {
  return db.insertInto('speeches').values(speech).returningAll().executeTakeFirstOrThrow();
}

/** The user's speeches, newest first; the latest `limit` of them when given. */
export function listSpeeches(db: Db, userId: string, limit?: number): Promise<Speech[]> {
  let query = db
    .selectFrom('speeches')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/** The user's favourite speeches, newest first. */
export function listFavouriteSpeeches(db: Db, userId: string): Promise<Speech[]> {
  return db
    .selectFrom('speeches')
    .selectAll()
    .where('userId', '=', userId)
    .where('isFavourite', '=', 1)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One of the user's own speeches; undefined when it is someone else's or does not exist. */
export function findSpeechOfUser(
  db: Db,
  userId: string,
  speechId: number,
): Promise<Speech | undefined> {
  if (!isStoredId(speechId)) return Promise.resolve(undefined);
  return db
    .selectFrom('speeches')
    .selectAll()
    .where('id', '=', speechId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export type SpeechChanges = Pick<SpeechUpdate, 'name' | 'isFavourite'>;

/** Renames and/or (un)favourites one of the user's own speeches; undefined when it is not theirs. */
export async function updateSpeech(
  db: Db,
  userId: string,
  speechId: number,
  changes: SpeechChanges,
): Promise<Speech | undefined> {
  if (!isStoredId(speechId)) return undefined;
  return db
    .updateTable('speeches')
    .set(changes)
    .where('id', '=', speechId)
    .where('userId', '=', userId)
    .returningAll()
    .executeTakeFirst();
}
