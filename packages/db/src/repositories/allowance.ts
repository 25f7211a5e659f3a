import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../schema.ts';

/**
 * Takes one speech of the user's allowance and records the reservation, together. The allowance is
 * taken in a single statement, so that concurrent requests can never take more than the limit.
 * Answers the reservation's id, or undefined when no speech is left.
 */
export function reserveSpeech(
  db: Db,
  userId: string,
  reservedAt: Date,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('users')
      .set((eb) => ({ speechesUsed: eb('speechesUsed', '+', 1) }))
      .where('id', '=', userId)
      .whereRef('speechesUsed', '<', 'speechLimit')
      .returning('id')
      .executeTakeFirst();
    if (!taken) return undefined;
    const id = randomUUID();
    await trx.insertInto('speechReservations').values({ id, userId, reservedAt }).execute();
    return id;
  });
}

/**
 * Gives back a reservation whose speech could not be written or saved; never below zero. Only the
 * caller that removes the row gives the speech back, so a reservation is given back at most once.
 * Answers whether this call gave it back.
 */
export function releaseReservation(db: Db, reservationId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const released = await trx
      .deleteFrom('speechReservations')
      .where('id', '=', reservationId)
      .returning('userId')
      .executeTakeFirst();
    if (!released) return false;
    await giveBack(trx, released.userId, 1);
    return true;
  });
}

/**
 * Turns a reservation into a used speech, in the transaction that saves the speech. Should the
 * reservation have been given back meanwhile (housekeeping judged it abandoned), the saved speech
 * is counted again: a speech that exists always counts.
 */
export async function useReservation(db: Db, reservationId: string, userId: string): Promise<void> {
  const used = await db
    .deleteFrom('speechReservations')
    .where('id', '=', reservationId)
    .executeTakeFirst();
  if (used.numDeletedRows > 0n) return;
  await db
    .updateTable('users')
    .set((eb) => ({ speechesUsed: eb('speechesUsed', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Gives back every reservation made before `reservedBefore`: generations that a stopped or crashed
 * process never finished. Safe to run on several servers at once: a row is given back only by the
 * transaction that deletes it. Answers how many were given back.
 */
export function releaseStaleReservations(db: Db, reservedBefore: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const released = await trx
      .deleteFrom('speechReservations')
      .where('reservedAt', '<', reservedBefore)
      .returning('userId')
      .execute();
    const perUser = new Map<string, number>();
    for (const { userId } of released) perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
    for (const [userId, count] of perUser) await giveBack(trx, userId, count);
    return released.length;
  });
}

async function giveBack(db: Db, userId: string, count: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ speechesUsed: sql<number>`greatest(${eb.ref('speechesUsed')} - ${count}, 0)` }))
    .where('id', '=', userId)
    .execute();
}
