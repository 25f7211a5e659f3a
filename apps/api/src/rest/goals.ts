import {
  goalIdSchema,
  goalInputSchema,
  goalListQuerySchema,
  goalUpdateSchema,
} from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { createGoal, editGoal, removeGoal, userGoals } from '../services/goals.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const goalRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  app.post('/goals', async (req, reply) => {
    const { user } = requireAuth(req);
    const input = goalInputSchema.parse(req.body);
    return reply.status(201).send(await createGoal(deps, user.id, input));
  });

  app.get('/goals', async (req) =>
    userGoals(deps, requireAuth(req).user.id, goalListQuerySchema.parse(req.query)),
  );

  app.patch<{ Params: { id: string } }>('/goals/:id', async (req) => {
    const { user } = requireAuth(req);
    const goalId = goalIdSchema.parse(req.params.id);
    return editGoal(deps, user.id, goalId, goalUpdateSchema.parse(req.body));
  });

  app.delete<{ Params: { id: string } }>('/goals/:id', async (req, reply) => {
    const { user } = requireAuth(req);
    await removeGoal(deps, user.id, goalIdSchema.parse(req.params.id));
    return reply.status(204).send();
  });
};
