import { signInSchema, signUpSchema } from '@rally/domain';
import { endOtherSessions, endSession } from '../../auth/session.ts';
import { demoLogin, signInWithSession, signUpWithSession } from '../../request-flows.ts';
import { loggedOutAnswer, otherSessionsEndedAnswer, publicUserAnswer } from '../answers.ts';
import { protectedProcedure, publicProcedure } from '../trpc.ts';

export const authRouter = {
  user: publicProcedure
    .meta({ rest: { method: 'GET', path: '/auth/user', signedIn: true } })
    .output(publicUserAnswer.nullable())
    .query(({ ctx }) => ctx.auth?.user ?? null),

  signUp: publicProcedure
    .meta({ rest: { method: 'POST', path: '/auth/signup', status: 201 } })
    .input(signUpSchema)
    .output(publicUserAnswer)
    .mutation(({ ctx, input }) => signUpWithSession(ctx, input)),

  signIn: publicProcedure
    .meta({ rest: { method: 'POST', path: '/auth/signin' } })
    .input(signInSchema)
    .output(publicUserAnswer)
    .mutation(({ ctx, input }) => signInWithSession(ctx, input)),

  demoLogin: publicProcedure
    .meta({ rest: { method: 'POST', path: '/simple-demo-login' } })
    .output(publicUserAnswer)
    .mutation(({ ctx }) => demoLogin(ctx.deps, ctx.throttles, ctx)),

  logout: publicProcedure
    .meta({ rest: { method: 'POST', path: '/auth/logout' } })
    .output(loggedOutAnswer)
    .mutation(async ({ ctx }) => {
      await endSession(ctx.deps, ctx.auth, ctx.reply);
      return { success: true as const };
    }),

  logoutOthers: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/auth/logout-others' } })
    .output(otherSessionsEndedAnswer)
    .mutation(async ({ ctx }) => ({
      endedSessions: await endOtherSessions(ctx.deps, ctx.auth),
    })),
};
