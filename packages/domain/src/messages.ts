import { PRODUCT_NAME } from './display.ts';
import { STREAM_SILENCE_TIMEOUT_MS } from './timing.ts';

const SILENCE_SECONDS = STREAM_SILENCE_TIMEOUT_MS / 1000;

/** A toast or page text: a title and the line under it. */
export interface UserMessage {
  title: string;
  message: string;
}

/** The messages of spec section 8, word for word. Where a failure shows the server's message, `message` is the fallback. */
export const MESSAGES = {
  // Not in the spec's catalogue: the daily rally's settings card.
  dailyRallySaved: {
    title: 'Daily Rally saved',
    message: 'Your talk will be ready before the time you chose.',
  },
  dailyRallyOff: { title: 'Daily Rally off', message: 'No daily talk will be written.' },
  dailyRallySaveFailed: {
    title: 'Daily Rally not saved',
    message: 'Your settings could not be saved. Please try again.',
  },
  generationFailed: {
    title: 'Generation Failed',
    message: 'Failed to generate speech. Please try again.',
  },
  // Not in the spec's catalogue: the spec's 'Generation Failed' toast, saying what happened to the
  // connection, and that a speech any of which had appeared is finished and saved all the same.
  generationOffline: {
    title: 'Generation Failed',
    message:
      'Your device went offline, so the speech could not reach you. If any of it had appeared, it is finished and saved in your speeches.',
  },
  generationSilent: {
    title: 'Generation Failed',
    message: `Nothing arrived for ${SILENCE_SECONDS} seconds, so we stopped waiting. Check your connection. If any of the speech had appeared, it is finished and saved in your speeches.`,
  },
  generationCancelled: {
    title: 'Generation Cancelled',
    message:
      'You stopped waiting for this speech. If any of it had appeared, it is finished and saved in your speeches.',
  },
  freeLimitReached: {
    title: 'Free Speech Limit Reached',
    message: 'Upgrade to Premium for unlimited speeches.',
  },
  nameUpdateFailed: { title: 'Error', message: 'Failed to update speech' },
  feedbackFailed: {
    title: 'Feedback Error',
    message: 'Failed to submit feedback. Please try again.',
  },
  moodSaveFailed: { title: 'Error', message: 'Failed to save mood' },
  goalCreateFailed: { title: 'Error', message: 'Failed to create goal. Please try again.' },
  // Not in the spec's catalogue: worded like goal creation's failure.
  goalUpdateFailed: { title: 'Error', message: 'Failed to update goal. Please try again.' },
  goalDeleteFailed: { title: 'Error', message: 'Failed to delete goal. Please try again.' },
  // Not in the spec's catalogue: History's delete, which can be undone for a few seconds.
  speechDeleted: { title: 'Speech deleted', message: 'It is gone for good in a few seconds.' },
  speechDeleteFailed: { title: 'Error', message: 'Failed to delete speech. Please try again.' },
  invalidGoalInput: { title: 'Invalid Input', message: 'Please fill in all fields.' },
  audioFailedTryingAlternate: {
    title: 'Audio Generation Failed',
    message: 'Failed to generate speech. Trying alternate voice provider...',
  },
  audioFailed: {
    title: 'Audio Generation Failed',
    message: 'Failed to generate speech. Please try a different voice or check connection.',
  },
  // Not in the spec's catalogue: 'Audio Generation Failed', saying what happened to the connection.
  /** A speech never opened on this device, opened offline: its text is not kept here yet. */
  speechNeedsConnection: {
    title: 'Needs a connection',
    message:
      'This speech has not been opened on this device yet, so it needs a connection to open. It will open when you are back online.',
  },
  audioOffline: {
    title: 'Audio Generation Failed',
    message:
      'Your device went offline while the voice was being generated. Try again once you are back online.',
  },
  audioSilent: {
    title: 'Audio Generation Failed',
    message: `Nothing arrived for ${SILENCE_SECONDS} seconds, so we stopped waiting for the voice. Check your connection and try again.`,
  },
  paymentError: {
    title: 'Payment Error',
    message: 'An unexpected error occurred. Please try again.',
  },
  testPaymentError: { title: 'Payment Error', message: 'An unexpected error occurred' },
  paymentSetupFailed: {
    title: 'Error',
    message: 'Failed to initialize payment. Please try again.',
  },
  paymentSetupIssue: {
    title: 'Payment Setup Issue',
    message: 'Unable to initialize payment system.',
  },
  invalidDiscountCode: {
    title: 'Invalid Discount Code',
    message: 'Please check your code and try again.',
  },
  discountFailed: {
    title: 'Error',
    message: 'Failed to apply discount code. Please try again.',
  },
  paymentUnavailable: {
    title: 'Payment System Unavailable',
    message: 'Please try again later or contact support.',
  },
  logoutFailed: { title: 'Logged out', message: 'You have been signed out.' },
  errorFallback: {
    title: 'Oops! Something went wrong',
    message: 'The app encountered an unexpected error. Let me try to fix this automatically.',
  },

  speechNameUpdated: { title: 'Success', message: 'Speech name updated!' },
  feedbackThanks: {
    title: 'Thank You!',
    message: 'Your feedback helps us create better speeches for you.',
  },
  moodRecorded: {
    title: 'Mood Recorded',
    message: 'Your mood has been saved and will help personalise your speeches.',
  },
  playbackComplete: {
    title: 'Playback Complete',
    message: 'Your motivational speech has finished playing.',
  },
  speechGenerated: {
    title: 'Speech Generated!',
    message: 'Your personalised motivational speech is ready.',
  },
  goalCreated: { title: 'Goal Created', message: 'Your new goal has been added successfully.' },
  testPaymentSuccessful: {
    title: 'Payment Successful',
    message: `Thank you for subscribing to ${PRODUCT_NAME}!`,
  },
  loggedOut: {
    title: 'Logged out successfully',
    message: 'You have been signed out of your account.',
  },

  // Not in the spec's catalogue: what the pages say where the spec is silent.
  alreadySubscribed: {
    title: 'You already have a plan',
    message: 'Your subscription is active. Manage it here, or go back to the app.',
  },
  accountDeleted: {
    title: 'Your account has been deleted',
    message: 'Everything it held is gone, and any subscription is cancelled.',
  },
  switchToDemo: {
    title: 'Switch to a demo account?',
    message: 'A demo account signs you out of this one. Your account and its speeches stay.',
  },
} as const satisfies Record<string, UserMessage>;

/** Payment failed: the card provider's own message. */
export function paymentFailedMessage(providerMessage: string): UserMessage {
  return { title: 'Payment Failed', message: providerMessage };
}

/** `tierName` as shown to the user, e.g. 'Premium'. */
export function paymentSuccessfulMessage(tierName: string): UserMessage {
  return {
    title: 'Payment Successful',
    message: `Welcome to ${tierName}! Your subscription is now active.`,
  };
}

export function discountAppliedMessage(serverMessage: string): UserMessage {
  return { title: 'Discount Applied!', message: serverMessage };
}

export function audioGenerationFailedMessage(alternateProviderAvailable: boolean): UserMessage {
  return alternateProviderAvailable ? MESSAGES.audioFailedTryingAlternate : MESSAGES.audioFailed;
}

/** The failure toasts that show the error's own message when there is one, else their fallback. */
export function withErrorMessage(
  base: UserMessage,
  errorMessage: string | null | undefined,
): UserMessage {
  const detail = errorMessage?.trim();
  return detail ? { title: base.title, message: detail } : base;
}

export const DEMO_LOGIN_SUCCESS = 'Login Successful!';
export const PAGE_NOT_FOUND_TITLE = 'Page Not Found';
export const PAGE_NOT_FOUND_HEADING = '404 Page Not Found';

export const AUDIO_ERRORS = {
  empty: 'Generated audio file is empty',
  aborted: 'Audio loading was aborted',
  network: 'Network error while loading audio',
  decode: 'Audio format not supported or corrupted',
  unsupported: 'Audio format not supported by browser',
  playbackFailed: 'Audio playback failed',
} as const;

export function audioServerError(status: number): string {
  return `Server error: ${status}`;
}

/** HTMLMediaElement's MediaError codes, numbered as the standard numbers them. */
const MEDIA_ERROR_MESSAGES: Record<number, string> = {
  1: AUDIO_ERRORS.aborted,
  2: AUDIO_ERRORS.network,
  3: AUDIO_ERRORS.decode,
  4: AUDIO_ERRORS.unsupported,
};

export function mediaErrorMessage(code: number | null | undefined): string {
  if (code === null || code === undefined) return AUDIO_ERRORS.playbackFailed;
  return MEDIA_ERROR_MESSAGES[code] ?? AUDIO_ERRORS.playbackFailed;
}

export const SPEECH_RECOGNITION_UNSUPPORTED = 'Speech recognition is not supported in your browser';

export function speechRecognitionError(error: string): string {
  return `Speech recognition error: ${error}`;
}

/** Spec 8's generic rule: '{status}: {body}', or the status text when the body is empty. */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}
