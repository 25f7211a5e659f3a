import { describe, expect, it } from 'vitest';
import {
  DEMO_ACCOUNT_DEFAULTS,
  DISCOUNT_CODE_LIMITS,
  NEW_RECORDING_LIMIT,
  SIGN_IN_LIMITS,
  demoAccountLimits,
  waitPhrase,
} from './limits.ts';

describe('waitPhrase', () => {
  it.each([
    [0, '1 second'],
    [0.2, '1 second'],
    [1, '1 second'],
    [2, '2 seconds'],
    [59, '59 seconds'],
    [59.5, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [120, '2 minutes'],
    [900, '15 minutes'],
    [3600, '60 minutes'],
  ])('%s s reads "%s"', (seconds, phrase) => {
    expect(waitPhrase(seconds)).toBe(phrase);
  });
});

describe('throttle messages say when to try again', () => {
  it.each([
    [
      SIGN_IN_LIMITS.perEmailAndAddress.message(42),
      'Too many sign-in attempts. Please wait 42 seconds and try again.',
    ],
    [
      SIGN_IN_LIMITS.perEmail.message(3000),
      'Too many sign-in attempts. Please wait 50 minutes and try again.',
    ],
    [
      DISCOUNT_CODE_LIMITS.perUser.message(900),
      'Too many discount codes tried. Please wait 15 minutes and try again.',
    ],
    [
      DISCOUNT_CODE_LIMITS.perAddress.message(61),
      'Too many discount codes tried. Please wait 2 minutes and try again.',
    ],
    [
      DISCOUNT_CODE_LIMITS.overall.message(3600),
      'Too many discount codes are being tried right now. Please wait 60 minutes and try again.',
    ],
    [
      NEW_RECORDING_LIMIT.message(3600),
      'Too many new recordings started. Please wait 60 minutes and try again.',
    ],
    [
      demoAccountLimits(DEMO_ACCOUNT_DEFAULTS).perAddress.message(1800),
      'Too many demo accounts were started from your network. Please wait 30 minutes, or sign up for free to keep an account of your own.',
    ],
    [
      demoAccountLimits(DEMO_ACCOUNT_DEFAULTS).overall.message(30),
      'Too many demo accounts are in use right now. Please try again in 30 seconds, or sign up for free to start at once.',
    ],
  ])('%s', (message, expected) => {
    expect(message).toBe(expected);
  });
});

describe('limits', () => {
  it("keep the issue's counts", () => {
    expect([SIGN_IN_LIMITS.perEmailAndAddress.max, SIGN_IN_LIMITS.perAddress.max]).toEqual([5, 30]);
    expect([DISCOUNT_CODE_LIMITS.perUser.max, DISCOUNT_CODE_LIMITS.perAddress.max]).toEqual([
      10, 20,
    ]);
    expect(DISCOUNT_CODE_LIMITS.perUser.windowMs).toBe(15 * 60_000);
    expect(DEMO_ACCOUNT_DEFAULTS).toEqual({ perAddressPerHour: 10, perHour: 500 });
    expect(demoAccountLimits({ perAddressPerHour: 3, perHour: 7 })).toMatchObject({
      perAddress: { max: 3, windowMs: 3_600_000 },
      overall: { max: 7, windowMs: 3_600_000 },
    });
  });

  it('never let one address reach the per-email sign-in ceiling, even across two of its windows', () => {
    const { perEmailAndAddressHourly, perEmail } = SIGN_IN_LIMITS;
    expect(perEmailAndAddressHourly.windowMs).toBe(perEmail.windowMs);
    // Fixed windows: an address's window can straddle the email's, so it counts at most twice.
    expect(2 * perEmailAndAddressHourly.max).toBeLessThan(perEmail.max);
  });
});
