import type { FastifyPluginAsync } from 'fastify';
import { endSession } from '../auth/session.ts';
import {
  ACCOUNT_EXPORT_FILE_NAME,
  deleteAccount,
  exportAccountData,
} from '../services/account-data.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const accountRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.get('/account/export', async (req, reply) => {
    const { user } = requireAuth(req);
    const data = await exportAccountData(deps, user.id);
    return reply
      .header('content-disposition', `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  app.delete('/account', async (req, reply) => {
    const auth = requireAuth(req);
    await deleteAccount(deps, auth.user.id, req.log);
    await endSession(deps, auth, reply);
    return { deleted: true };
  });
};
