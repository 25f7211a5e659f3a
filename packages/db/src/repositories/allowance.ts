import type { Db } from '../schema.ts';

/**
 * Takes one speech of the user's allowance in a single statement, so that concurrent requests can
 * never take more than the limit. Answers the speeches used afterwards, or undefined when none is left.
 */
export async function reserveSpeech(db: Db, userId: string): Promise<number | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ speechesUsed: eb('speechesUsed', '+', 1) }))
    .where('id', '=', userId)
    .whereRef('speechesUsed', '<', 'speechLimit')
    .returning('speechesUsed')
    .executeTakeFirst();
  return row?.speechesUsed;
}

/** Gives back a reserved speech whose writing or saving failed; never below zero. */
export async function releaseSpeech(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ speechesUsed: eb('speechesUsed', '-', 1) }))
    .where('id', '=', userId)
    .where('speechesUsed', '>', 0)
    .execute();
}
