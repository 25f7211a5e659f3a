import { createSubscriptionSchema, localPaymentSchema } from '@rally/domain';
import { expectedOrigin } from '../../auth/origin.ts';
import { createSubscriptionFor } from '../../request-flows.ts';
import {
  billingConfig,
  billingPortal,
  cancelSubscription,
  confirmLocalPayment,
  planTiers,
  usageOf,
} from '../../services/subscription.ts';
import { protectedProcedure, publicProcedure } from '../trpc.ts';

export const subscriptionRouter = {
  status: protectedProcedure.query(({ ctx }) => usageOf(ctx.user)),

  tiers: publicProcedure.query(() => planTiers()),

  create: protectedProcedure
    .input(createSubscriptionSchema)
    .mutation(({ ctx, input }) => createSubscriptionFor(ctx, ctx.user, input)),

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
