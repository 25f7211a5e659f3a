import type { FastifyPluginAsync } from 'fastify';
import { closeAccount } from '../request-flows.ts';
import { ACCOUNT_EXPORT_FILE_NAME, exportAccountData } from '../services/account-data.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const accountRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps, throttles }) => {
  app.get('/account/export', async (req, reply) => {
    const { user } = requireAuth(req);
    const data = await exportAccountData(deps, user.id);
    return reply
      .header('content-disposition', `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`)
      .send(data);
  });

  app.delete('/account', async (req, reply) =>
    closeAccount({ deps, throttles, req, reply }, requireAuth(req)),
  );
};
