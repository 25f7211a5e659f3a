import { listUpcomingGoalDates } from '@rally/db';
import {
  GOAL_NOTICES_PER_USER_PER_DAY,
  GOAL_NOTICE_DAYS_AHEAD,
  GOAL_NOTICE_LOCAL_HOUR,
  goalNoticeKind,
  localParts,
} from '@rally/domain';
import type { AppDeps } from '../deps.ts';
import { notify } from './notifications.ts';
import { isCarePaused } from './crisis-care.ts';

const DAY_MS = 86_400_000;
const MINUTES_PER_HOUR = 60;
/** Users without a daily rally time zone get their reminders by UTC days. */
const DEFAULT_TIME_ZONE = 'UTC';

function utcDay(at: Date, offsetDays: number): string {
  return new Date(at.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Tells each user of their open goals dated 3 days from their local today, or today, once the
 * local hour has reached GOAL_NOTICE_LOCAL_HOUR: run hourly, each user hears in their morning,
 * and a run missed while the servers were down is made up later the same day. Each goal and date
 * is told once (its key), and a user hears of GOAL_NOTICES_PER_USER_PER_DAY goals at most. Answers
 * how many notifications were added.
 */
export async function remindGoalDates(deps: AppDeps): Promise<number> {
  const now = deps.now();
  // Local todays lie within a day either side of UTC's.
  const goals = await listUpcomingGoalDates(
    deps.db,
    utcDay(now, -1),
    utcDay(now, GOAL_NOTICE_DAYS_AHEAD + 1),
  );
  // The soonest first, so each user's few reminders are the same few every hour (their keys then
  // add nothing twice) and a user with many goals on one day hears of at most a few.
  goals.sort((a, b) => a.targetDate.localeCompare(b.targetDate) || a.id - b.id);
  const toldPerUser = new Map<string, number>();
  let added = 0;
  for (const goal of goals) {
    const local = localParts(now, goal.timeZone ?? DEFAULT_TIME_ZONE);
    if (local.minutes < GOAL_NOTICE_LOCAL_HOUR * MINUTES_PER_HOUR) continue;
    const kind = goalNoticeKind(goal.targetDate, local.date);
    if (kind === null) continue;
    // Reminders rest for a day after a crisis screen matched; a later hourly run tells it if still due.
    if (await isCarePaused(deps, goal.userId)) continue;
    const userTold = toldPerUser.get(goal.userId) ?? 0;
    if (userTold >= GOAL_NOTICES_PER_USER_PER_DAY) continue;
    toldPerUser.set(goal.userId, userTold + 1);
    const told = await notify(deps.db, goal.userId, {
      kind,
      dedupeKey: `${goal.id}:${goal.targetDate}`,
      subject: goal.title,
      url: '/',
      at: now,
    });
    if (told) added += 1;
  }
  return added;
}
