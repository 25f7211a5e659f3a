import { signInSchema, signUpSchema } from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { demoLogin } from '../auth/demo-login.ts';
import { endOtherSessions, endSession, startSession } from '../auth/session.ts';
import { signIn, signUp } from '../services/accounts.ts';
import { userProfile } from '../services/profile.ts';
import { requireAuth, type RestOptions } from './index.ts';

export const authRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps, throttles }) => {
  app.get('/auth/user', async (req) => requireAuth(req).user);

  app.get('/user', async (req) => userProfile(deps, requireAuth(req).user));

  app.post('/auth/signup', async (req, reply) => {
    const input = signUpSchema.parse(req.body);
    await throttles.signIn(req, input.email);
    const user = await signUp(deps, input);
    await startSession(deps, reply, user.id);
    return reply.status(201).send(user);
  });

  app.post('/auth/signin', async (req, reply) => {
    const input = signInSchema.parse(req.body);
    await throttles.signIn(req, input.email);
    const user = await signIn(deps, input);
    await startSession(deps, reply, user.id);
    return user;
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
