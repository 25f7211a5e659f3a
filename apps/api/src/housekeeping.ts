import { deleteExpiredSessions } from '@rally/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps.ts';
import { renewAllowances } from './services/billing.ts';
import { deleteExpiredDemoAccounts } from './services/demo.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Every hour (and now): removes expired sessions and day-old demo accounts, starts yearly plans' new
 * monthly allowance and ends discount-code access whose month is over. Returns a stop function.
 */
export function startHousekeeping(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const sessions = await deleteExpiredSessions(deps.db, deps.now());
      const demoAccounts = await deleteExpiredDemoAccounts(deps);
      const allowances = await renewAllowances(deps);
      log.info({ sessions, demoAccounts, ...allowances }, 'housekeeping done');
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
