import { daysBetween } from './stats.ts';
import { USAGE_WARNING_PERCENT } from './usage.ts';

export const NOTIFICATION_KINDS = [
  'daily_rally_ready',
  'daily_rally_no_allowance',
  'daily_rally_no_voice',
  'near_limit',
  'limit_reached',
  'payment_succeeded',
  'payment_failed',
  'subscription_renewed',
  'subscription_ended',
  'goal_in_three_days',
  'goal_today',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Days a notification is kept: the bell lists the newest NOTIFICATION_LIST_LIMIT, and older ones
 * go, so a user's stored notices stay bounded (a daily talk and a few reminders a day, ~600 at
 * most) however long the account lives.
 */
export const NOTIFICATION_KEEP_DAYS = 90;

/** The newest notifications a user sees; older ones stay stored (until kept long enough) but are not listed. */
export const NOTIFICATION_LIST_LIMIT = 50;
export const NOTIFICATION_IDS_MAX = 100;
/** How far back the bell's list pages: past every notification kept (NOTIFICATION_KEEP_DAYS). */
export const NOTIFICATION_OFFSET_MAX = 2_000;
/** An open page asks again this often, so a daily rally ready while it is open lights the bell. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export interface NotificationText {
  title: string;
  body: string;
}

/** The words of each kind; `subject` is the goal's title where one is meant. */
export function notificationText(kind: NotificationKind, subject = ''): NotificationText {
  switch (kind) {
    case 'daily_rally_ready':
      return { title: 'Your daily rally is ready', body: 'Tap to play today’s talk.' };
    case 'daily_rally_no_allowance':
      return {
        title: 'No daily rally today',
        body: 'You have no speeches left this period, so today’s talk was not written. Upgrade to keep it coming.',
      };
    case 'daily_rally_no_voice':
      return {
        title: 'No daily rally today',
        body: 'The voice chosen for your daily rally is no longer available, so today’s talk was not written and no speech was used. Choose another voice in its settings.',
      };
    case 'near_limit':
      return {
        title: 'Nearly at your limit',
        body: 'You have used 80% of your speeches this period.',
      };
    case 'limit_reached':
      return { title: 'Speech limit reached', body: 'Upgrade to keep writing speeches.' };
    case 'payment_succeeded':
      return { title: 'Payment received', body: 'Thank you: your plan is active.' };
    case 'payment_failed':
      return { title: 'Payment failed', body: 'Please check your card to keep your plan.' };
    case 'subscription_renewed':
      return { title: 'Subscription renewed', body: 'Your speeches for the new period are ready.' };
    case 'subscription_ended':
      return { title: 'Subscription ended', body: 'You are back on the free plan.' };
    case 'goal_in_three_days':
      return { title: `3 days to ${subject}`, body: 'A talk for it is one tap away.' };
    case 'goal_today':
      return { title: `Today: ${subject}`, body: 'You are ready. Go get it.' };
  }
}

/** What using a speech tells the user: 80 % used (the spec's FAQ), all used, or nothing. */
export function allowanceNoticeKind(
  speechesUsed: number,
  speechLimit: number,
): 'near_limit' | 'limit_reached' | null {
  if (speechLimit <= 0) return null;
  if (speechesUsed >= speechLimit) return 'limit_reached';
  if (speechesUsed * 100 >= speechLimit * USAGE_WARNING_PERCENT) return 'near_limit';
  return null;
}

/** Goal reminders one user gets in a day at most, the soonest goals first (issue 37). */
export const GOAL_NOTICES_PER_USER_PER_DAY = 3;

/** Goals are announced 3 days ahead and on the day. */
export const GOAL_NOTICE_DAYS_AHEAD = 3;
/** The local hour the goal reminders arrive at, in the user's time zone. */
export const GOAL_NOTICE_LOCAL_HOUR = 8;

/** A goal's reminder for the user's local `today`, or null on any other day. */
export function goalNoticeKind(
  targetDate: string,
  today: string,
): 'goal_in_three_days' | 'goal_today' | null {
  const days = daysBetween(today, targetDate);
  if (days === 0) return 'goal_today';
  if (days === GOAL_NOTICE_DAYS_AHEAD) return 'goal_in_three_days';
  return null;
}
