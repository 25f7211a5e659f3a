import { insertNotification, listNotifications, markNotificationsRead } from '@rally/db';
import type { Db, NotificationRow } from '@rally/db';
import { allowanceNoticeKind, notificationText } from '@rally/domain';
import type {
  NotificationKind,
  NotificationListQuery,
  NotificationsReadInput,
} from '@rally/domain';
import type { AppDeps } from '../deps.ts';

export interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  url: string | null;
}

function view(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt,
    readAt: row.readAt,
    url: row.url,
  };
}

/** A page of the user's notifications, newest first (the newest NOTIFICATION_LIST_LIMIT by default). */
export async function userNotifications(
  deps: AppDeps,
  userId: string,
  page: NotificationListQuery,
): Promise<NotificationView[]> {
  return (await listNotifications(deps.db, userId, page)).map(view);
}

export async function readNotifications(
  deps: AppDeps,
  userId: string,
  input: NotificationsReadInput,
): Promise<{ updated: number }> {
  const which = 'all' in input ? { all: true as const } : { ids: input.ids };
  return { updated: await markNotificationsRead(deps.db, userId, which, deps.now()) };
}

/**
 * Tells the user something once: `dedupeKey` names the event (a day, a period, a payment), so a
 * retried job or a second server adds nothing. Takes `db` so a caller can pass its transaction.
 */
export function notify(
  db: Db,
  userId: string,
  event: { kind: NotificationKind; dedupeKey: string; url?: string; subject?: string; at: Date },
): Promise<boolean> {
  const text = notificationText(event.kind, event.subject);
  return insertNotification(db, {
    userId,
    kind: event.kind,
    title: text.title,
    body: text.body,
    url: event.url ?? null,
    dedupeKey: `${event.kind}:${event.dedupeKey}`,
    createdAt: event.at,
  });
}

/**
 * After a speech is counted: 80 % of the allowance used, or all of it, is told once per allowance
 * period (a free allowance has one period, hence 'free').
 */
export async function notifyAllowanceUse(
  db: Db,
  usage: {
    id: string;
    speechesUsed: number;
    speechLimit: number;
    currentPeriodStart: Date | null;
  },
  at: Date,
): Promise<void> {
  const kind = allowanceNoticeKind(usage.speechesUsed, usage.speechLimit);
  if (kind === null) return;
  await notify(db, usage.id, {
    kind,
    dedupeKey: usage.currentPeriodStart?.toISOString() ?? 'free',
    url: '/pricing',
    at,
  });
}
