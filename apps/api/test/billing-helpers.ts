import type { Db } from '@rally/db';

/** The plan columns billing sets, as the billing tests compare them. */
export const PLAN_COLUMNS = [
  'subscriptionTier',
  'subscriptionStatus',
  'billingCycle',
  'speechLimit',
  'speechesUsed',
  'currentPeriodStart',
  'currentPeriodEnd',
] as const;

export function planState(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(PLAN_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Uses up part of the allowance, to see whether a billing event resets it. */
export async function setSpeechesUsed(db: Db, userId: string, speechesUsed: number): Promise<void> {
  await db.updateTable('users').set({ speechesUsed }).where('id', '=', userId).execute();
}
