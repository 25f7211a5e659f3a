import type { Db } from '@rally/db';
import type { TestDatabaseKind } from '@rally/db/testing';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import {
  createStripeBillingProvider,
  createStripeClient,
} from '../src/providers/billing/stripe.ts';
import { syncStripeCatalog } from '../src/providers/billing/stripe-catalog.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { startStripeMock, type StripeMock } from './mocks/stripe-mock.ts';

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

/** A small seeded generator (mulberry32), so a failing order can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** The app billing with Stripe, against a Stripe mock that holds the catalogue of plans. */
export async function buildStripeTestApp(
  kind: TestDatabaseKind,
  webhookSecret: string,
): Promise<{ t: TestApp; mock: StripeMock }> {
  const mock = await startStripeMock();
  await syncStripeCatalog(createStripeClient(mock.config));
  const t = await buildTestApp(
    kind,
    { STRIPE_SECRET_KEY: mock.config.secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret },
    { billing: createStripeBillingProvider({ ...mock.config, webhookSecret }) },
  );
  return { t, mock };
}

/** Posts a webhook body as Stripe does: signed with `secret`, no Origin, no session. */
export function postSignedWebhook(app: FastifyInstance, payload: string, secret: string) {
  return app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
  });
}
