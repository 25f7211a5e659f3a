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
    const result = await createGoal(deps, user.id, input, req.log);
    // Care is an answer, not a failure: no goal was created.
    return reply.status('care' in result ? 200 : 201).send(result);
  });

  app.get('/goals', async (req) =>
    userGoals(deps, requireAuth(req).user.id, goalListQuerySchema.parse(req.query)),
  );

  app.patch<{ Params: { id: string } }>('/goals/:id', async (req) => {
    const { user } = requireAuth(req);
    const goalId = goalIdSchema.parse(req.params.id);
    return editGoal(deps, user.id, goalId, goalUpdateSchema.parse(req.body), req.log);
  });

  app.delete<{ Params: { id: string } }>('/goals/:id', async (req, reply) => {
    const { user } = requireAuth(req);
    await removeGoal(deps, user.id, goalIdSchema.parse(req.params.id));
    return reply.status(204).send();
  });
};
