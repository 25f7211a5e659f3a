import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { queueDueDailyRallies, runDailyRally } from '../services/daily-rally.ts';
import type { DueDailyRally } from '../services/daily-rally.ts';
import type { JobEngine } from './engine.ts';
import { EVERY_MINUTE } from './housekeeping.ts';

export const DAILY_RALLY_QUEUE = 'daily-rally';

/**
 * Every minute, the talks due are queued, one job per user and local day (its singleton key); the
 * job's run row makes it happen once even when a key is queued again after the job finished.
 */
export async function scheduleDailyRallies(
  engine: JobEngine,
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  await engine.work<DueDailyRally>(DAILY_RALLY_QUEUE, async (job) => {
    const outcome = await runDailyRally(deps, job, log);
    log.info({ userId: job.userId, localDate: job.localDate, outcome }, 'daily rally');
  });
  await engine.every('daily-rally-tick', EVERY_MINUTE, async () => {
    await enqueueDueDailyRallies(engine, deps);
  });
}

/**
 * The minute's tick: one keyed job for each talk due now, sent to pg-boss a page at a time in one
 * insert (docs/decisions/daily-rally-next-due.md). Returns how many were due.
 */
export function enqueueDueDailyRallies(engine: JobEngine, deps: AppDeps): Promise<number> {
  return queueDueDailyRallies(deps, (due) =>
    engine.sendMany(
      DAILY_RALLY_QUEUE,
      due.map((rally) => ({ data: rally, singletonKey: `${rally.userId}:${rally.localDate}` })),
    ),
  );
}
