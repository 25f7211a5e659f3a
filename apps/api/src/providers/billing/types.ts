import type { SubscriptionStatus } from '@rally/db';
import type { BillingCycle, PaidTier } from '@rally/domain';

export type BillingProviderName = 'stripe' | 'local';

/** The user a subscription is for, and the billing ids we already hold for them. */
export interface SubscriptionRequest {
  user: {
    id: string;
    email: string;
    /** The provider's customer, when one was created before: it is reused. */
    customerId: string | null;
    /** The subscription the user holds now (or last held), which a new one follows. */
    currentSubscriptionId: string | null;
    /**
     * The subscription started last for another plan, which this choice replaces (another tab,
     * the back button): choosing a plan again after it is a new request, not a retried one.
     */
    replacesSubscriptionId: string | null;
  };
  tier: PaidTier;
  cycle: BillingCycle;
}

/** A subscription waiting for its first payment, which the browser confirms with `clientSecret`. */
export interface CreatedSubscription {
  clientSecret: string;
  subscriptionId: string;
  customerId: string;
}

/** The provider's current view of a subscription, in our terms. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** From the subscription's metadata: how an event finds a user whose customer id is not stored yet. */
  userId: string | null;
  status: SubscriptionStatus;
  /** From the price's lookup key (`rally_{tier}_{cycle}`), else the metadata; null when neither says. */
  tier: PaidTier | null;
  cycle: BillingCycle | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
}

/** A verified webhook event, reduced to what the handler needs. */
export interface WebhookEvent {
  id: string;
  type: string;
  /** The subscription the event is about, for subscription and invoice events. */
  subscriptionId: string | null;
  customerId: string | null;
}

/** A webhook body and its `Stripe-Signature` header, as the provider would deliver it. */
export interface SignedWebhook {
  payload: string;
  signature: string;
}

/** A missing, tampered or stale webhook signature. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

interface BillingProviderBase {
  /** Creates (or reuses) the customer and an incomplete subscription; the first invoice's secret pays it. */
  createSubscription(request: SubscriptionRequest): Promise<CreatedSubscription>;
  /** The subscription as the provider sees it now; webhook handling re-reads it so order never matters. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Ends the subscription at once. Answers the webhooks this provider will not deliver itself:
   * none for Stripe (it calls our endpoint), the signed events for the local provider.
   */
  cancelSubscription(subscriptionId: string): Promise<SignedWebhook[]>;
  /**
   * Cancels the subscription only while its first payment is still due (a later choice of plan
   * replaced it); a paid one is left alone. Answers the webhooks as `cancelSubscription` does.
   */
  cancelUnpaidSubscription(subscriptionId: string): Promise<SignedWebhook[]>;
  /** Checks the signature of a webhook body; throws WebhookSignatureError when it does not hold. */
  verifyWebhook(rawBody: Buffer | string, signatureHeader: string | undefined): WebhookEvent;
}

export interface StripeBillingProvider extends BillingProviderBase {
  readonly name: 'stripe';
  /** Stripe's customer portal, where the user changes plan, card or cancels. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

/** A card as typed into the local card form. */
export interface TestCard {
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export interface LocalPaymentRequest {
  userId: string;
  clientSecret: string;
  /** The subscription the user started last: only it may be paid (undefined: none recorded). */
  latestSubscriptionId: string | undefined;
  card: TestCard;
  now: Date;
}

export type LocalPaymentResult =
  | { outcome: 'succeeded'; webhooks: SignedWebhook[] }
  | { outcome: 'declined'; message: string }
  /** The secret pays a subscription that a later choice of plan replaced. */
  | { outcome: 'superseded' }
  | { outcome: 'not_found' };

export interface LocalBillingProvider extends BillingProviderBase {
  readonly name: 'local';
  /** Plays the card network: test cards pay or decline the subscription the secret belongs to. */
  confirmPayment(request: LocalPaymentRequest): Promise<LocalPaymentResult>;
}

export type BillingProvider = StripeBillingProvider | LocalBillingProvider;

/**
 * The idempotency key of a subscription request: the same user asking for the same plan after the
 * same subscription gets the same answer, so a retried click never creates a second subscription.
 */
export function subscriptionIdempotencyKey(request: SubscriptionRequest): string {
  const { currentSubscriptionId, replacesSubscriptionId } = request.user;
  const after = `after-${currentSubscriptionId ?? 'none'}`;
  const replacing = replacesSubscriptionId === null ? '' : `-replacing-${replacesSubscriptionId}`;
  return `rally-subscription-${request.user.id}-${request.tier}-${request.cycle}-${after}${replacing}`;
}

export function customerIdempotencyKey(userId: string): string {
  return `rally-customer-${userId}`;
}
