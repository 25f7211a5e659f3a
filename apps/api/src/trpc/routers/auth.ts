import { signInSchema, signUpSchema } from '@rally/domain';
import { demoLogin } from '../../auth/demo-login.ts';
import { endOtherSessions, endSession, startSession } from '../../auth/session.ts';
import { signIn, signUp } from '../../services/accounts.ts';
import { protectedProcedure, publicProcedure } from '../trpc.ts';

export const authRouter = {
  user: publicProcedure.query(({ ctx }) => ctx.auth?.user ?? null),

  signUp: publicProcedure.input(signUpSchema).mutation(async ({ ctx, input }) => {
    await ctx.throttles.signIn(ctx.req, input.email);
    const user = await signUp(ctx.deps, input);
    await startSession(ctx.deps, ctx.reply, user.id);
    return user;
  }),

  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    await ctx.throttles.signIn(ctx.req, input.email);
    const user = await signIn(ctx.deps, input);
    await startSession(ctx.deps, ctx.reply, user.id);
    return user;
  }),

  demoLogin: publicProcedure.mutation(({ ctx }) => demoLogin(ctx.deps, ctx.throttles, ctx)),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx.deps, ctx.auth, ctx.reply);
    return { success: true as const };
  }),

  logoutOthers: protectedProcedure.mutation(async ({ ctx }) => ({
    endedSessions: await endOtherSessions(ctx.deps, ctx.auth),
  })),
};
