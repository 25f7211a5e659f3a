import { MESSAGES, paymentSuccessfulMessage } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import {
  localPaymentOutcome,
  paymentOutcomeMessage,
  stripePaymentOutcome,
} from './payment-outcome.ts';

/** An error shaped as the tRPC client throws it: the server's message and its HTTP status. */
function serverError(message: string, httpStatus: number): Error {
  return Object.assign(new Error(message), { data: { code: 'X', httpStatus } });
}

describe('stripePaymentOutcome', () => {
  it('no error is a payment', () => {
    expect(stripePaymentOutcome({})).toEqual({ status: 'succeeded' });
  });

  it("an error is Stripe's own message", () => {
    expect(stripePaymentOutcome({ error: { message: 'Your card was declined.' } })).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
  });

  it('an error without a message is unexpected', () => {
    expect(stripePaymentOutcome({ error: { message: '  ' } })).toEqual({ status: 'error' });
    expect(stripePaymentOutcome({ error: {} })).toEqual({ status: 'error' });
  });
});

describe('localPaymentOutcome', () => {
  it.each([
    [402, { status: 'failed', message: 'Your card was declined.' }],
    [403, { status: 'failed', message: 'Your card was declined.' }],
    [400, { status: 'failed', message: 'Your card was declined.' }],
    [500, { status: 'error' }],
    [503, { status: 'error' }],
  ])('a refusal with status %i', (status, expected) => {
    expect(localPaymentOutcome(serverError('Your card was declined.', status))).toEqual(expected);
  });

  it('no answer from the server is unexpected', () => {
    expect(localPaymentOutcome(new TypeError('Failed to fetch'))).toEqual({ status: 'error' });
    expect(localPaymentOutcome('offline')).toEqual({ status: 'error' });
  });

  it('a refusal with no words is unexpected', () => {
    expect(localPaymentOutcome(serverError('', 402))).toEqual({ status: 'error' });
  });
});

describe('paymentOutcomeMessage', () => {
  const messages = {
    succeeded: paymentSuccessfulMessage('Pro'),
    unexpected: MESSAGES.paymentError,
  };

  it.each([
    [{ status: 'succeeded' } as const, paymentSuccessfulMessage('Pro')],
    [
      { status: 'failed', message: 'Your card has expired.' } as const,
      { title: 'Payment Failed', message: 'Your card has expired.' },
    ],
    [{ status: 'error' } as const, MESSAGES.paymentError],
  ])('%o', (outcome, expected) => {
    expect(paymentOutcomeMessage(outcome, messages)).toEqual(expected);
  });
});
