import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { DailyRallyTick } from './daily-rally-tick.ts';

/** The instant the tick runs as; the server's clock when not given. */
const tickRequestSchema = z.object({ at: z.iso.datetime().optional() }).strict();

/**
 * Only with NODE_ENV=test (main.ts registers it then, and never otherwise): runs the daily rally's
 * minute tick at once, so a browser test drives the real engine without waiting for the cron slot.
 * The jobs it queues run on the engine's workers as in production. A test may run it as at a later
 * instant, for a talk whose window the server's own minute ticks have not reached yet: with a talk
 * already due, one of those could queue it first, and this tick would find nothing.
 */
export function registerJobTestHooks(
  app: FastifyInstance,
  dailyRallyTick: DailyRallyTick,
  deps: AppDeps,
): void {
  app.post('/api/test/jobs/daily-rally-tick', async (req) => {
    const { at } = tickRequestSchema.parse(req.body ?? {});
    return { queued: await dailyRallyTick.run(at === undefined ? deps.now() : new Date(at)) };
  });
}
