import { randomBytes } from 'node:crypto';
import { BILLING_CYCLES, PAID_TIERS } from '@rally/domain';
import type { BillingCycle, PaidTier } from '@rally/domain';
import Stripe from 'stripe';
import { WebhookSignatureError } from './types.ts';
import type { SignedWebhook, WebhookEvent } from './types.ts';

// Stripe's wire format, spoken by both providers: the local one signs Stripe-shaped events so that
// the webhook path is the same code in both modes.

/** The lookup key of a plan's price in Stripe: `rally_premium_yearly`. */
export function priceLookupKey(tier: PaidTier, cycle: BillingCycle): string {
  return `rally_${tier}_${cycle}`;
}

export function planOfLookupKey(
  lookupKey: string | null | undefined,
): { tier: PaidTier; cycle: BillingCycle } | null {
  const [prefix, tier, cycle, ...rest] = (lookupKey ?? '').split('_');
  if (prefix !== 'rally' || rest.length > 0) return null;
  const paidTier = PAID_TIERS.find((known) => known === tier);
  const billingCycle = BILLING_CYCLES.find((known) => known === cycle);
  return paidTier && billingCycle ? { tier: paidTier, cycle: billingCycle } : null;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The subscription and customer an event is about; null for the kinds of event we do not act on. */
function subjectOf(event: Stripe.Event): Pick<WebhookEvent, 'subscriptionId' | 'customerId'> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { subscriptionId: event.data.object.id, customerId: idOf(event.data.object.customer) };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        customerId: idOf(invoice.customer),
      };
    }
    default:
      return { subscriptionId: null, customerId: null };
  }
}

/** How far a signature's time may be from ours, either way: the SDK's default tolerance. */
const WEBHOOK_TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

/** The signing time of a `Stripe-Signature` header (`t=…`), the last one as the SDK reads it. */
function signedAtSeconds(signatureHeader: string): number {
  const times = signatureHeader
    .split(',')
    .map((item) => item.split('='))
    .filter(([key]) => key === 't');
  return Number.parseInt(times.at(-1)?.[1] ?? '', 10);
}

/**
 * Verifies a Stripe-signed body (signature, body, and a signing time within 5 minutes of now either
 * way) and reads it. The SDK refuses only signatures older than its tolerance; one dated ahead would
 * stay replayable until that time plus the tolerance, so those are refused here.
 */
export function verifyStripeEvent(
  rawBody: Buffer | string,
  signatureHeader: string | undefined,
  secret: string,
): WebhookEvent {
  // The SDK's own clock, which its check of the past uses too.
  const receivedAtMs = Date.now();
  if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAtMs,
    );
  } catch (error) {
    // A signed body that is not JSON is as unusable as a bad signature.
    throw new WebhookSignatureError('The webhook signature or body is not valid.', {
      cause: error,
    });
  }
  if (signedAtSeconds(signatureHeader) - receivedAtMs / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('The webhook is signed with a time in the future.');
  }
  return { id: event.id, type: event.type, ...subjectOf(event) };
}

/** A Stripe-shaped event about `object`, signed with `secret` as Stripe would sign it. */
export function signStripeEvent(
  type: string,
  object: Record<string, unknown>,
  secret: string,
): SignedWebhook {
  const payload = JSON.stringify({
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
