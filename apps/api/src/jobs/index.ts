import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import type { JobEngine } from './engine.ts';
import { scheduleDailyRallies } from './daily-rally.ts';
import type { DailyRallyTick } from './daily-rally-tick.ts';
import { scheduleHousekeeping } from './housekeeping.ts';

/** Starts the engine and registers every job of the app. */
export async function startJobs(
  engine: JobEngine,
  deps: AppDeps,
  dailyRallyTick: DailyRallyTick,
  log: FastifyBaseLogger,
): Promise<void> {
  await engine.start();
  await scheduleHousekeeping(engine, deps, log);
  await scheduleDailyRallies(engine, deps, dailyRallyTick, log);
}
