import type { FastifyPluginAsync } from 'fastify';
import { healthReport } from '../services/health.ts';
import type { RestOptions } from './index.ts';

export const healthRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.get('/health', async (_req, reply) => {
    const report = await healthReport(deps);
    return reply.status(report.status === 'ok' ? 200 : 503).send(report);
  });
};
