import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  audioGenerationFailedMessage,
  httpErrorMessage,
  mediaErrorMessage,
  paymentSuccessfulMessage,
  withErrorMessage,
} from './messages.ts';

describe('httpErrorMessage', () => {
  it.each([
    [500, 'Database down', 'Internal Server Error', '500: Database down'],
    [404, '', 'Not Found', '404: Not Found'],
    [401, '{"message":"Unauthorized"}', 'Unauthorized', '401: {"message":"Unauthorized"}'],
  ])('%i with body %j → %s', (status, body, statusText, message) => {
    expect(httpErrorMessage(status, body, statusText)).toBe(message);
  });
});

describe('withErrorMessage', () => {
  it.each([
    ['Model overloaded', 'Model overloaded'],
    ['', 'Failed to generate speech. Please try again.'],
    ['   ', 'Failed to generate speech. Please try again.'],
    [null, 'Failed to generate speech. Please try again.'],
    [undefined, 'Failed to generate speech. Please try again.'],
  ])('%j → %s', (error, message) => {
    expect(withErrorMessage(MESSAGES.generationFailed, error)).toEqual({
      title: 'Generation Failed',
      message,
    });
  });
});

describe('audioGenerationFailedMessage', () => {
  it.each([
    [true, 'Failed to generate speech. Trying alternate voice provider...'],
    [false, 'Failed to generate speech. Please try a different voice or check connection.'],
  ])('alternate available %s → %s', (available, message) => {
    expect(audioGenerationFailedMessage(available)).toEqual({
      title: 'Audio Generation Failed',
      message,
    });
  });
});

describe('mediaErrorMessage', () => {
  it.each([
    [1, 'Audio loading was aborted'],
    [2, 'Network error while loading audio'],
    [3, 'Audio format not supported or corrupted'],
    [4, 'Audio format not supported by browser'],
    [9, 'Audio playback failed'],
    [null, 'Audio playback failed'],
  ])('code %j → %s', (code, message) => {
    expect(mediaErrorMessage(code)).toBe(message);
  });
});

describe('paymentSuccessfulMessage', () => {
  it('welcomes the user to the tier', () => {
    expect(paymentSuccessfulMessage('Premium')).toEqual({
      title: 'Payment Successful',
      message: 'Welcome to Premium! Your subscription is now active.',
    });
  });
});
