import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { DailyRallyTick } from './daily-rally-tick.ts';

/**
 * Only with NODE_ENV=test (main.ts registers it then, and never otherwise): runs the daily rally's
 * minute tick at once, so a browser test drives the real engine without waiting for the cron slot.
 * The jobs it queues run on the engine's workers as in production.
 */
export function registerJobTestHooks(
  app: FastifyInstance,
  dailyRallyTick: DailyRallyTick,
  deps: AppDeps,
): void {
  app.post('/api/test/jobs/daily-rally-tick', async () => ({
    queued: await dailyRallyTick.run(deps.now()),
  }));
}
