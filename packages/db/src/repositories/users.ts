import type { Db, User } from '../schema.ts';

/** The columns a user may see of their own account (no billing provider ids). */
export const PUBLIC_USER_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  'subscriptionStatus',
  'subscriptionTier',
  'speechesUsed',
  'speechLimit',
  'billingCycle',
  'currentPeriodStart',
  'currentPeriodEnd',
  'isDemo',
  'createdAt',
] as const satisfies readonly (keyof User)[];

export type PublicUser = Pick<User, (typeof PUBLIC_USER_COLUMNS)[number]>;

export function findPublicUser(db: Db, userId: string): Promise<PublicUser | undefined> {
  return db
    .selectFrom('users')
    .select(PUBLIC_USER_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
}

export function findPasswordCredential(
  db: Db,
  email: string,
): Promise<{ userId: string; passwordHash: string } | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('passwordCredentials', 'passwordCredentials.userId', 'users.id')
    .select(['users.id as userId', 'passwordCredentials.passwordHash'])
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export interface NewAccount {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isDemo: boolean;
  /** Absent for demo accounts, which sign in only through the demo button. */
  passwordHash: string | null;
}

/** Creates the user and its credential; false when the email is taken. Run it in a transaction. */
export async function insertAccount(db: Db, account: NewAccount): Promise<boolean> {
  const inserted = await db
    .insertInto('users')
    .values({
      id: account.id,
      email: account.email.toLowerCase(),
      firstName: account.firstName,
      lastName: account.lastName,
      isDemo: account.isDemo,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  if (account.passwordHash !== null) {
    await db
      .insertInto('passwordCredentials')
      .values({ userId: account.id, passwordHash: account.passwordHash })
      .execute();
  }
  return true;
}

/** Demo accounts are disposable: the cascade removes everything they made. */
export async function deleteDemoUsersCreatedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('users')
    .where('isDemo', '=', true)
    .where('createdAt', '<', cutoff)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
