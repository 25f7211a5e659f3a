import { deleteExpiredSessions } from '@rally/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from './deps.ts';
import { deleteExpiredDemoAccounts } from './services/demo.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Removes expired sessions and day-old demo accounts, now and every hour. Returns a stop function. */
export function startHousekeeping(deps: AppDeps, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      const sessions = await deleteExpiredSessions(deps.db, deps.now());
      const demoAccounts = await deleteExpiredDemoAccounts(deps);
      if (sessions || demoAccounts) log.info({ sessions, demoAccounts }, 'housekeeping removed');
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed');
    }
  };
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
