import { deleteExpiredSessions } from '@rally/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps.ts';
import { renewAllowances } from './services/billing.ts';
import { deleteExpiredDemoAccounts } from './services/demo.ts';
import { giveBackAbandonedSpeeches } from './services/speeches.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Often enough that a speech reserved by a crashed server comes back soon after its lifetime. */
const RESERVATIONS_EVERY_MS = 60 * 1000;

/**
 * Every hour (and now): removes expired sessions and day-old demo accounts, starts yearly plans' new
 * monthly allowance and ends discount-code access whose month is over. Every minute (and now): gives
 * back speeches reserved by generations that never ended. Every job is safe on several servers at
 * once. Returns a stop function.
 */
export function startHousekeeping(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const hourly = async () => {
    try {
      const sessions = await deleteExpiredSessions(deps.db, deps.now());
      const demoAccounts = await deleteExpiredDemoAccounts(deps);
      const allowances = await renewAllowances(deps);
      log.info({ sessions, demoAccounts, ...allowances }, 'housekeeping done');
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  const reservations = async () => {
    try {
      const givenBack = await giveBackAbandonedSpeeches(deps);
      if (givenBack > 0) log.warn({ givenBack }, 'abandoned speech reservations given back');
    } catch (error) {
      log.error({ err: error }, 'giving back abandoned speech reservations failed');
    }
  };
  void hourly();
  void reservations();
  const timers = [
    setInterval(() => void hourly(), HOUR_MS),
    setInterval(() => void reservations(), RESERVATIONS_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
