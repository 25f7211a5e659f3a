import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/session.ts';
import type { Throttles } from '../throttles.ts';
import type { AppDeps } from '../deps.ts';
import { AppError } from '../services/errors.ts';
import { accountRoutes } from './account.ts';
import { audioRoutes } from './audio.ts';
import { authRoutes } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { careRoutes } from './care.ts';
import { feedbackRoutes } from './feedback.ts';
import { goalRoutes } from './goals.ts';
import { healthRoutes } from './health.ts';
import { dailyRallyRoutes } from './daily-rally.ts';
import { moodRoutes } from './mood.ts';
import { personalisationRoutes } from './personalisation.ts';
import { pushRoutes } from './push.ts';
import { reportRoutes } from './reports.ts';
import { shareRoutes } from './shares.ts';
import { speechRoutes } from './speeches.ts';

export interface RestOptions {
  deps: AppDeps;
  throttles: Throttles;
}

/** The signed-in user of a REST request, or a 401. */
export function requireAuth(req: FastifyRequest): Auth {
  if (!req.auth) throw new AppError('UNAUTHORIZED', 'Please sign in.');
  return req.auth;
}

/** The spec's /api/* paths: thin adapters over the same services tRPC calls. */
export const restRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps, throttles }) => {
  const options = { deps, throttles };
  await app.register(healthRoutes, options);
  await app.register(authRoutes, options);
  await app.register(speechRoutes, options);
  await app.register(moodRoutes, options);
  await app.register(careRoutes, options);
  await app.register(dailyRallyRoutes, options);
  await app.register(pushRoutes, options);
  await app.register(feedbackRoutes, options);
  await app.register(reportRoutes, options);
  await app.register(shareRoutes, options);
  await app.register(goalRoutes, options);
  await app.register(personalisationRoutes, options);
  await app.register(audioRoutes, options);
  await app.register(billingRoutes, options);
  await app.register(accountRoutes, options);
};
