import { speechCreateSchema, speechIdSchema, speechUpdateSchema } from '@rally/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  editSpeech,
  generateSpeech,
  userFavouriteSpeeches,
  userSpeeches,
} from '../services/speeches.ts';
import { requireAuth, type RestOptions } from './index.ts';

/** Aborts when the client goes away before the answer is sent, so the writer stops early. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export const speechRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.post('/speeches/generate', async (req, reply) => {
    const { user } = requireAuth(req);
    const input = speechCreateSchema.parse(req.body);
    return generateSpeech(deps, user, input, { signal: clientGone(reply), log: req.log });
  });

  app.post('/speeches', async (req, reply) => {
    const { user } = requireAuth(req);
    const input = speechCreateSchema.parse(req.body);
    const speech = await generateSpeech(deps, user, input, {
      signal: clientGone(reply),
      log: req.log,
    });
    return reply.status(201).send(speech);
  });

  app.get('/speeches', async (req) => userSpeeches(deps, requireAuth(req).user.id));

  app.get('/speeches/favourites', async (req) =>
    userFavouriteSpeeches(deps, requireAuth(req).user.id),
  );

  app.patch<{ Params: { id: string } }>('/speeches/:id', async (req) => {
    const { user } = requireAuth(req);
    const speechId = speechIdSchema.parse(req.params.id);
    const update = speechUpdateSchema.parse(req.body);
    return editSpeech(deps, user.id, speechId, update);
  });
};
