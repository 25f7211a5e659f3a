// Sharing a talk (issue 38, point 4; docs/decisions/shared-talks.md): an unguessable link to a public
// page with the talk's text and the audio already recorded.
import type { AttemptLimit } from './limits.ts';
import { waitPhrase } from './limits.ts';
import { REPORT_NOTE_MAX } from './reports.ts';

/** A link's token: 32 random bytes (256 bits), base64url without padding. */
export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where a shared talk is: a page of its own, outside the app and the API. */
export const SHARED_PATH_PREFIX = '/shared/';
export const sharedTalkPath = (token: string) => `${SHARED_PATH_PREFIX}${token}`;
export const sharedAudioPath = (token: string) => `${SHARED_PATH_PREFIX}${token}/audio.mp3`;
export const sharedReportPath = (token: string) => `${SHARED_PATH_PREFIX}${token}/report`;

/** Talks one user may have shared at once; stopping a share frees its place. */
export const SHARES_PER_USER_MAX = 100;
/** Stopped links kept per user (they answer 410); older ones are forgotten and answer 404. */
export const STOPPED_SHARES_KEPT = 100;
/** Visitors' reports one shared talk keeps. */
export const SHARE_REPORTS_PER_SHARE_MAX = 20;

/** What a visitor may say is wrong with a shared talk. */
export const SHARE_REPORT_REASONS = ['offensive', 'harmful', 'other'] as const;
export type ShareReportReason = (typeof SHARE_REPORT_REASONS)[number];
export const SHARE_REPORT_REASON_LABELS: Record<ShareReportReason, string> = {
  offensive: 'Offensive',
  harmful: 'Harmful or unsafe',
  other: 'Something else',
};
export const SHARE_REPORT_NOTE_MAX = REPORT_NOTE_MAX;

/** Pages and audio of shared talks one address may ask for: a listener seeking still fits. */
export const SHARED_PAGE_LIMIT: AttemptLimit = {
  max: 120,
  windowMs: 60_000,
  message: (seconds) =>
    `Too many requests for shared talks. Please wait ${waitPhrase(seconds)} and try again.`,
};
/** Visitors' reports one address may send. */
export const SHARE_REPORT_LIMIT: AttemptLimit = {
  max: 5,
  windowMs: 60 * 60_000,
  message: (seconds) =>
    `Too many reports from your network. Please wait ${waitPhrase(seconds)} and try again.`,
};

export const SHARE_MESSAGES = {
  limitReached: `You are sharing ${SHARES_PER_USER_MAX} talks, the most Rally keeps. Stop sharing one to share another.`,
  noShare: 'This talk is not shared.',
  reportsFull: 'This talk has been reported many times already. Thank you; we are looking at it.',
  shared: { title: 'Talk shared', message: 'Anyone with the link can read and hear it.' },
  linkCopied: { title: 'Link copied', message: 'Paste it wherever you like to share the talk.' },
  stopped: {
    title: 'Sharing stopped',
    message: 'The link no longer works, and its audio no longer plays.',
  },
  failed: { title: 'Not shared', message: 'The talk could not be shared. Please try again.' },
} as const;

/** The start of a talk, for a preview card's description: whole words, at most `max` characters. */
export function shareDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[,.;:!?]$/, '')}…`;
}
