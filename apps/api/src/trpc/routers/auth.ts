import { signInSchema, signUpSchema } from '@rally/domain';
import { endOtherSessions, endSession } from '../../auth/session.ts';
import { demoLogin, signInWithSession, signUpWithSession } from '../../request-flows.ts';
import { protectedProcedure, publicProcedure } from '../trpc.ts';

export const authRouter = {
  user: publicProcedure.query(({ ctx }) => ctx.auth?.user ?? null),

  signUp: publicProcedure
    .input(signUpSchema)
    .mutation(({ ctx, input }) => signUpWithSession(ctx, input)),

  signIn: publicProcedure
    .input(signInSchema)
    .mutation(({ ctx, input }) => signInWithSession(ctx, input)),

  demoLogin: publicProcedure.mutation(({ ctx }) => demoLogin(ctx.deps, ctx.throttles, ctx)),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx.deps, ctx.auth, ctx.reply);
    return { success: true as const };
  }),

  logoutOthers: protectedProcedure.mutation(async ({ ctx }) => ({
    endedSessions: await endOtherSessions(ctx.deps, ctx.auth),
  })),
};
