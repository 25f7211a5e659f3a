import { paymentFailedMessage } from '@rally/domain';
import type { UserMessage } from '@rally/domain';

/** How a card payment ended: paid, refused with the card provider's reason, or something unexpected. */
export type PaymentOutcome =
  { status: 'succeeded' } | { status: 'failed'; message: string } | { status: 'error' };

const UNEXPECTED: PaymentOutcome = { status: 'error' };

/** A `stripe.confirmPayment` answer: an error there is Stripe's message for the user (declined, incomplete). */
export function stripePaymentOutcome(result: { error?: { message?: string } }): PaymentOutcome {
  if (!result.error) return { status: 'succeeded' };
  const message = result.error.message?.trim();
  return message ? { status: 'failed', message } : UNEXPECTED;
}

function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('httpStatus' in data)) return null;
  return typeof data.httpStatus === 'number' ? data.httpStatus : null;
}

/**
 * A failed local card payment: a refusal by the server (declined, wrong number, expired) carries the
 * card network's words; a failure on our side or no answer at all is unexpected.
 */
export function localPaymentOutcome(error: unknown): PaymentOutcome {
  const status = httpStatusOf(error);
  const refused = status !== null && status >= 400 && status < 500;
  const message = error instanceof Error ? error.message.trim() : '';
  return refused && message ? { status: 'failed', message } : UNEXPECTED;
}

/** What each page says on success and on an unexpected failure (the test page words them its own way). */
export interface PaymentMessages {
  succeeded: UserMessage;
  unexpected: UserMessage;
}

export function paymentOutcomeMessage(
  outcome: PaymentOutcome,
  messages: PaymentMessages,
): UserMessage {
  switch (outcome.status) {
    case 'succeeded':
      return messages.succeeded;
    case 'failed':
      return paymentFailedMessage(outcome.message);
    case 'error':
      return messages.unexpected;
  }
}
