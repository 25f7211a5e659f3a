import type { FastifyPluginAsync } from 'fastify';
import { healthReport } from '../services/health.ts';
import type { RestOptions } from './index.ts';

export const healthRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.get('/health', async (_req, reply) => {
    const report = await healthReport(deps);
    // Degraded still serves (its stand-ins speak and write): only a dead database takes it out.
    return reply.status(report.status === 'unavailable' ? 503 : 200).send(report);
  });
};
