import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type {
  BillingCycle,
  BillingSubscriptionsTable,
  Db,
  LocalSubscription,
  LocalSubscriptionStatus,
  NewLocalSubscription,
  SubscriptionStatus,
  SubscriptionTier,
  User,
} from '../schema.ts';

type PaidTier = Exclude<SubscriptionTier, 'free'>;

/** A user's plan, allowance and billing provider ids: what billing reads and writes. */
export const USER_BILLING_COLUMNS = [
  'id',
  'email',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'subscriptionStatus',
  'subscriptionTier',
  'speechesUsed',
  'speechLimit',
  'billingCycle',
  'currentPeriodStart',
  'currentPeriodEnd',
  'freeAccessGrantedAt',
] as const satisfies readonly (keyof User)[];

export type UserBilling = Pick<User, (typeof USER_BILLING_COLUMNS)[number]>;

/** The plan fields a billing change may set. */
export interface UserBillingChanges {
  stripeCustomerId?: string;
  stripeSubscriptionId?: string | null;
  subscriptionStatus?: SubscriptionStatus;
  subscriptionTier?: SubscriptionTier;
  speechesUsed?: number;
  speechLimit?: number;
  billingCycle?: BillingCycle;
  currentPeriodStart?: Date | null;
  currentPeriodEnd?: Date | null;
  updatedAt: Date;
}

export function findUserBilling(db: Db, userId: string): Promise<UserBilling | undefined> {
  return db
    .selectFrom('users')
    .select(USER_BILLING_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The user's billing row, locked until the transaction ends. */
export function lockUserBilling(db: Db, userId: string): Promise<UserBilling | undefined> {
  return db
    .selectFrom('users')
    .select(USER_BILLING_COLUMNS)
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** The billing row of the user who is this provider customer, locked until the transaction ends. */
export function lockUserBillingByCustomer(
  db: Db,
  customerId: string,
): Promise<UserBilling | undefined> {
  return db
    .selectFrom('users')
    .select(USER_BILLING_COLUMNS)
    .where('stripeCustomerId', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
}

/** Remembers the provider's customer for the user; a customer already stored is kept. */
export async function saveCustomerId(db: Db, userId: string, customerId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ stripeCustomerId: customerId })
    .where('id', '=', userId)
    .where('stripeCustomerId', 'is', null)
    .execute();
}

export async function updateUserBilling(
  db: Db,
  userId: string,
  changes: UserBillingChanges,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/** Records a webhook event; false when it was recorded before (run it in the state change's transaction). */
export async function recordBillingEvent(
  db: Db,
  event: { id: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billingEvents')
    .values(event)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function isBillingEventRecorded(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('billingEvents')
    .select('id')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Gives the user the plan of the discount code, once: false when the user redeemed it before.
 * The free access holds no provider subscription, which is how it is told apart from a paid plan.
 */
export async function grantFreeAccess(
  db: Db,
  userId: string,
  grant: Omit<UserBillingChanges, 'stripeSubscriptionId'> & { freeAccessGrantedAt: Date },
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ ...grant, stripeSubscriptionId: null })
    .where('id', '=', userId)
    .where('freeAccessGrantedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Ends free access (a plan without a provider subscription) whose period is over; answers whose,
 * with when their access was granted (once per user, so it names the access that ended).
 */
export function endExpiredFreeAccess(
  db: Db,
  now: Date,
  freePlan: Omit<UserBillingChanges, 'updatedAt'>,
): Promise<Array<{ id: string; freeAccessGrantedAt: Date | null }>> {
  return db
    .updateTable('users')
    .set({ ...freePlan, updatedAt: now })
    .where('stripeSubscriptionId', 'is', null)
    .where('subscriptionTier', '<>', 'free')
    .where('currentPeriodEnd', '<=', now)
    .returning(['id', 'freeAccessGrantedAt'])
    .execute();
}

/**
 * Yearly plans allow a number of speeches a month: once a month of the billing year has passed,
 * the allowance starts again. `currentPeriodStart` holds the start of the current month of
 * allowance (counted in calendar months from the start of the billing year, so it never drifts).
 */
export function startDueAllowanceMonths(
  db: Db,
  now: Date,
  /** The domain's paid statuses: a period not paid for starts no allowance. */
  paidStatuses: readonly SubscriptionStatus[],
): Promise<Array<{ id: string; currentPeriodStart: Date | null }>> {
  const at = sql`${now}::timestamptz`;
  const yearStart = sql`(current_period_end - interval '1 year')`;
  const monthsPassed = sql`(extract(year from age(${at}, ${yearStart})) * 12 + extract(month from age(${at}, ${yearStart})))::int`;
  const monthStart = sql<Date>`${yearStart} + make_interval(months => ${monthsPassed})`;
  return db
    .updateTable('users')
    .set({ speechesUsed: 0, currentPeriodStart: monthStart, updatedAt: now })
    .where('billingCycle', '=', 'yearly')
    .where('subscriptionStatus', 'in', paidStatuses)
    .where('subscriptionTier', '<>', 'free')
    .where('currentPeriodEnd', '>', now)
    .where(({ eb, ref }) => eb(monthStart, '>', ref('currentPeriodStart')))
    .returning(['id', 'currentPeriodStart'])
    .execute();
}

// The local billing provider's subscriptions (migration 0002-local-billing).

/** Inserts the subscription, or answers the one an earlier request with the same key created. */
export async function insertLocalSubscription(
  db: Db,
  subscription: NewLocalSubscription,
): Promise<LocalSubscription> {
  const local = db;
  await local
    .insertInto('localBillingSubscriptions')
    .values(subscription)
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .execute();
  return local
    .selectFrom('localBillingSubscriptions')
    .selectAll()
    .where('idempotencyKey', '=', subscription.idempotencyKey)
    .executeTakeFirstOrThrow();
}

export function findLocalSubscription(
  db: Db,
  subscriptionId: string,
): Promise<LocalSubscription | undefined> {
  return db
    .selectFrom('localBillingSubscriptions')
    .selectAll()
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
}

/** The user's subscription that the client secret pays, locked until the transaction ends. */
export function lockLocalSubscriptionBySecret(
  db: Db,
  userId: string,
  clientSecret: string,
): Promise<LocalSubscription | undefined> {
  return db
    .selectFrom('localBillingSubscriptions')
    .selectAll()
    .where('userId', '=', userId)
    .where('clientSecret', '=', clientSecret)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Cancels the subscription in one statement when its status is one of `from` (so a payment at the
 * same moment either comes first and keeps it, or finds it cancelled); answers it cancelled, or
 * undefined when its status was another.
 */
export function cancelLocalSubscription(
  db: Db,
  subscriptionId: string,
  from: readonly LocalSubscriptionStatus[],
): Promise<LocalSubscription | undefined> {
  return db
    .updateTable('localBillingSubscriptions')
    .set({ status: 'canceled' })
    .where('id', '=', subscriptionId)
    .where('status', 'in', from)
    .returningAll()
    .executeTakeFirst();
}

export async function updateLocalSubscription(
  db: Db,
  subscriptionId: string,
  changes: Partial<Pick<LocalSubscription, 'status' | 'currentPeriodStart' | 'currentPeriodEnd'>>,
): Promise<void> {
  await db
    .updateTable('localBillingSubscriptions')
    .set(changes)
    .where('id', '=', subscriptionId)
    .execute();
}

// The subscriptions create-subscription started (migration 0005-subscription-ledger).

/** Records a subscription the user started; one already recorded (an idempotent replay) keeps its place. */
export async function recordStartedSubscription(
  db: Db,
  subscription: Insertable<BillingSubscriptionsTable>,
): Promise<void> {
  await db
    .insertInto('billingSubscriptions')
    .values(subscription)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * The subscription the user started last, or undefined when they never started one; with `otherThan`,
 * the last one started for another plan than that one.
 */
export async function latestStartedSubscriptionId(
  db: Db,
  userId: string,
  otherThan?: { tier: PaidTier; billingCycle: BillingCycle },
): Promise<string | undefined> {
  const row = await db
    .selectFrom('billingSubscriptions')
    .select('id')
    .where('userId', '=', userId)
    .$if(otherThan !== undefined, (query) =>
      query.where((eb) =>
        eb.or([
          eb('tier', '<>', otherThan?.tier ?? 'starter'),
          eb('billingCycle', '<>', otherThan?.billingCycle ?? 'monthly'),
        ]),
      ),
    )
    .orderBy('startedOrder', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Marks the user's subscriptions started before `latestId` as replaced, once, and answers their
 * ids, for the caller to cancel at the provider.
 */
export async function supersedeEarlierSubscriptions(
  db: Db,
  userId: string,
  { latestId, at }: { latestId: string; at: Date },
): Promise<string[]> {
  const latest = db
    .selectFrom('billingSubscriptions')
    .select('startedOrder')
    .where('id', '=', latestId);
  const rows = await db
    .updateTable('billingSubscriptions')
    .set({ supersededAt: at })
    .where('userId', '=', userId)
    .where('supersededAt', 'is', null)
    .where('startedOrder', '<', latest)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Of two subscriptions, the one started later; one never recorded counts as started before any. */
export async function laterStartedSubscription(
  db: Db,
  first: string,
  second: string,
): Promise<string> {
  const rows = await db
    .selectFrom('billingSubscriptions')
    .select(['id', 'startedOrder'])
    .where('id', 'in', [first, second])
    .execute();
  const order = (id: string) => rows.find((row) => row.id === id)?.startedOrder ?? -1;
  return order(second) > order(first) ? second : first;
}
