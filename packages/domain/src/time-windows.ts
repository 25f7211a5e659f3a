import { calendarDay } from './stats.ts';

/** How long each window of the app lasts, and the moments they start or end, in one place. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A check-in counts as recent for a day: it still describes how the user feels now. */
export const RECENT_MOOD_MS = DAY_MS;
/** Demo accounts live a day, then housekeeping removes them and all they made. */
export const DEMO_ACCOUNT_LIFETIME_MS = DAY_MS;
/** A session lasts 30 days from its last renewal. */
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** Sliding expiry without a write on every request: renewed once less than half is left. */
export const SESSION_RENEW_WHEN_REMAINING_MS = SESSION_LIFETIME_MS / 2;
/** The insights read the moods and speeches of the last 90 days. */
export const INSIGHTS_WINDOW_DAYS = 90;
export const MOOD_HISTORY_DEFAULT_DAYS = 30;
export const MOOD_HISTORY_MAX_DAYS = 365;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The oldest check-in that is still recent at `now`. */
export const recentMoodSince = (now: Date): Date => before(now, RECENT_MOOD_MS);
/** Demo accounts created before this are due for removal. */
export const demoAccountsExpireBefore = (now: Date): Date => before(now, DEMO_ACCOUNT_LIFETIME_MS);
/** The start of the insights' window. */
export const insightsSince = (now: Date): Date => before(now, INSIGHTS_WINDOW_DAYS * DAY_MS);
/** When a session started or renewed at `now` ends. */
export const sessionExpiry = (now: Date): Date => new Date(now.getTime() + SESSION_LIFETIME_MS);

/** A live session is renewed once less than half its lifetime is left. */
export function sessionNeedsRenewal(expire: Date, now: Date): boolean {
  return expire.getTime() - now.getTime() < SESSION_RENEW_WHEN_REMAINING_MS;
}

/** Midnight (UTC) of the first of the last `days` calendar days, today included. */
export function moodHistorySince(now: Date, days: number): Date {
  return new Date(Date.parse(calendarDay(now)) - (days - 1) * DAY_MS);
}
