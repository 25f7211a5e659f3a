import { createSubscriptionSchema } from '@rally/domain';
import { expectedOrigin } from '../../auth/origin.ts';
import {
  billingConfig,
  billingPortal,
  cancelSubscription,
  confirmLocalPayment,
  createSubscription,
  localPaymentSchema,
  planTiers,
  usageOf,
} from '../../services/subscription.ts';
import { protectedProcedure, publicProcedure } from '../trpc.ts';

export const subscriptionRouter = {
  status: protectedProcedure.query(({ ctx }) => usageOf(ctx.user)),

  tiers: publicProcedure.query(() => planTiers()),

  create: protectedProcedure.input(createSubscriptionSchema).mutation(async ({ ctx, input }) => {
    if ('discountCode' in input) await ctx.throttles.discountCode(ctx.req, ctx.user.id);
    return createSubscription(ctx.deps, ctx.user, input, ctx.req.log);
  }),

  config: publicProcedure.query(({ ctx }) => billingConfig(ctx.deps)),

  portal: protectedProcedure.mutation(({ ctx }) =>
    billingPortal(
      ctx.deps,
      ctx.user,
      `${expectedOrigin(ctx.req, ctx.deps.env.PUBLIC_URL)}/`,
      ctx.req.log,
    ),
  ),

  cancel: protectedProcedure.mutation(({ ctx }) =>
    cancelSubscription(ctx.deps, ctx.user, ctx.req.log),
  ),

  /** The local card form's payment; NOT_FOUND unless the local provider is active. */
  confirmLocalPayment: protectedProcedure
    .input(localPaymentSchema)
    .mutation(({ ctx, input }) => confirmLocalPayment(ctx.deps, ctx.user, input)),
};
