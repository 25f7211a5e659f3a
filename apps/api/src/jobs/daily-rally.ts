import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { runDailyRally } from '../services/daily-rally.ts';
import type { DueDailyRally } from '../services/daily-rally-tick.ts';
import { DAILY_RALLY_QUEUE } from './daily-rally-tick.ts';
import type { DailyRallyTick } from './daily-rally-tick.ts';
import type { JobEngine } from './engine.ts';
import { EVERY_MINUTE } from './housekeeping.ts';

/**
 * Every minute, the talks due are queued, one job per user and local day (its singleton key); the
 * job's run row makes it happen once even when a key is queued again after the job finished.
 */
export async function scheduleDailyRallies(
  engine: JobEngine,
  deps: AppDeps,
  tick: DailyRallyTick,
  log: FastifyBaseLogger,
): Promise<void> {
  await engine.work<DueDailyRally>(DAILY_RALLY_QUEUE, async (job) => {
    const outcome = await runDailyRally(deps, job, log);
    log.info({ userId: job.userId, localDate: job.localDate, outcome }, 'daily rally');
  });
  await engine.every('daily-rally-tick', EVERY_MINUTE, async () => {
    await tick.run(deps.now());
  });
}
