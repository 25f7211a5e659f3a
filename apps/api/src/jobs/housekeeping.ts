import { deleteExpiredSessions, deleteNotificationsBefore } from '@rally/db';
import { NOTIFICATION_KEEP_DAYS } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { renewAllowances } from '../services/billing.ts';
import { deleteExpiredDemoAccounts } from '../services/demo.ts';
import { checkModelShutdowns } from '../services/model-shutdowns.ts';
import { remindGoalDates } from '../services/goal-reminders.ts';
import { giveBackAbandonedSpeeches } from '../services/speeches.ts';
import type { JobEngine } from './engine.ts';

export const HOURLY = '0 * * * *';
/** Often enough that a speech reserved by a crashed server comes back soon after its lifetime. */
export const EVERY_MINUTE = '* * * * *';
export const DAILY = '0 3 * * *';
const DAY_MS = 86_400_000;
/** Enough for a million users' hour of notices; a backlog goes over the next hours. */
const NOTIFICATIONS_DELETED_PER_RUN = 50_000;

/**
 * Every hour: removes expired sessions, notifications past NOTIFICATION_KEEP_DAYS and day-old demo
 * accounts, starts yearly plans' new monthly allowance, ends discount-code access whose month is
 * over, and reminds users of goal dates (3 days ahead and on the day). Every minute: gives back speeches reserved by generations that never ended.
 * Every day: reads the configured models' shutdown dates (each server also reads them as it starts,
 * since a model found gone stands down in its process). Each runs once per slot across servers.
 */
export async function scheduleHousekeeping(
  engine: JobEngine,
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  await engine.every('housekeeping', HOURLY, async () => {
    const sessions = await deleteExpiredSessions(deps.db, deps.now());
    const demoAccounts = await deleteExpiredDemoAccounts(deps);
    const allowances = await renewAllowances(deps);
    const notifications = await deleteNotificationsBefore(
      deps.db,
      new Date(deps.now().getTime() - NOTIFICATION_KEEP_DAYS * DAY_MS),
      NOTIFICATIONS_DELETED_PER_RUN,
    );
    log.info({ sessions, demoAccounts, notifications, ...allowances }, 'housekeeping done');
  });
  // Hourly, so that each user hears in their own morning (the service picks who).
  await engine.every('goal-reminders', HOURLY, async () => {
    const told = await remindGoalDates(deps);
    if (told > 0) log.info({ told }, 'goal reminders sent');
  });
  await engine.every('abandoned-reservations', EVERY_MINUTE, async () => {
    const givenBack = await giveBackAbandonedSpeeches(deps);
    if (givenBack > 0) log.warn({ givenBack }, 'abandoned speech reservations given back');
  });
  await engine.every('model-shutdowns', DAILY, async () => {
    await checkModelShutdowns(deps, log);
  });
}
