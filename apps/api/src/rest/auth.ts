import { signInSchema, signUpSchema } from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endOtherSessions, endSession } from '../auth/session.ts';
import { demoLogin, signInWithSession, signUpWithSession } from '../request-flows.ts';
import { userProfile } from '../services/profile.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const authRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps, throttles }) => {
  app.get('/auth/user', async (req) => requireAuth(req).user);

  app.get('/user', async (req) => userProfile(deps, requireAuth(req).user));

  app.post('/auth/signup', async (req, reply) => {
    const user = await signUpWithSession(
      { deps, throttles, req, reply },
      signUpSchema.parse(req.body),
    );
    return reply.status(201).send(user);
  });

  app.post('/auth/signin', async (req, reply) => {
    return signInWithSession({ deps, throttles, req, reply }, signInSchema.parse(req.body));
  });

  app.post('/auth/logout', async (req, reply) => {
    await endSession(deps, req.auth, reply);
    return { success: true };
  });

  app.post('/auth/logout-others', async (req) => ({
    endedSessions: await endOtherSessions(deps, requireAuth(req)),
  }));

  app.post('/simple-demo-login', async (req, reply) =>
    demoLogin(deps, throttles, { req, reply, auth: req.auth }),
  );
};
