import type { FastifyPluginAsync } from 'fastify';
import { healthReport } from '../services/health.ts';
import type { RestOptions } from './index.ts';

export const healthRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.get('/health', async () => healthReport(deps));
};
