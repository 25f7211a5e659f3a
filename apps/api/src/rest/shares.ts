import { speechIdSchema } from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { sharePreview, shareSpeech, sharesOfUser, stopSharing } from '../services/shares.ts';
import { requireAuth, type RestOptions } from './index.ts';

/** The owner's side of shared talks (docs/decisions/shared-talks.md); the page is rest/shared-talks.ts. */
export const shareRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  /** What sharing would make public, and the live link if there is one. */
  app.get<{ Params: { id: string } }>('/speeches/:id/share', async (req) => {
    const { user } = requireAuth(req);
    return sharePreview(deps, user.id, speechIdSchema.parse(req.params.id));
  });

  /** 201 with the link (the live one if the talk is shared already). */
  app.post<{ Params: { id: string } }>('/speeches/:id/share', async (req, reply) => {
    const { user } = requireAuth(req);
    const share = await shareSpeech(deps, user.id, speechIdSchema.parse(req.params.id));
    return reply.status(201).send(share);
  });

  /** 204: the link and its audio answer 410 from now on. */
  app.delete<{ Params: { id: string } }>('/speeches/:id/share', async (req, reply) => {
    const { user } = requireAuth(req);
    await stopSharing(deps, user.id, speechIdSchema.parse(req.params.id));
    return reply.status(204).send();
  });

  app.get('/shares', async (req) => {
    const { user } = requireAuth(req);
    return sharesOfUser(deps, user.id);
  });
};
