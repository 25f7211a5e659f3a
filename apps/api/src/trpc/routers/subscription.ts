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
import {
  billingConfigAnswer,
  billingPortalAnswer,
  planTiersAnswer,
  subscriptionCreatedAnswer,
  usageAnswer,
} from '../answers.ts';
import { protectedProcedure, publicProcedure } from '../trpc.ts';

export const subscriptionRouter = {
  status: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/subscription/status' } })
    .output(usageAnswer)
    .query(({ ctx }) => usageOf(ctx.user)),

  tiers: publicProcedure
    .meta({ rest: { method: 'GET', path: '/subscription/tiers' } })
    .output(planTiersAnswer)
    .query(() => planTiers()),

  create: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/create-subscription' } })
    .input(createSubscriptionSchema)
    .output(subscriptionCreatedAnswer)
    .mutation(({ ctx, input }) => createSubscriptionFor(ctx, ctx.user, input)),

  config: publicProcedure
    .meta({ rest: { method: 'GET', path: '/billing/config' } })
    .output(billingConfigAnswer)
    .query(({ ctx }) => billingConfig(ctx.deps)),

  portal: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/billing/portal' } })
    .output(billingPortalAnswer)
    .mutation(({ ctx }) =>
      billingPortal(
        ctx.deps,
        ctx.user,
        `${expectedOrigin(ctx.req, ctx.deps.env.PUBLIC_URL)}/`,
        ctx.req.log,
      ),
    ),

  cancel: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/billing/cancel' } })
    .output(usageAnswer)
    .mutation(({ ctx }) => cancelSubscription(ctx.deps, ctx.user, ctx.req.log)),

  /** The local card form's payment; NOT_FOUND unless the local provider is active. */
  confirmLocalPayment: protectedProcedure
    // The local card form posts here; with Stripe the path is not served at all.
    .meta({
      rest: {
        method: 'POST',
        path: '/billing/local/confirm',
        servedWhen: (deps) => deps.providers.billing.name === 'local',
      },
    })
    .input(localPaymentSchema)
    .output(usageAnswer)
    .mutation(({ ctx, input }) => confirmLocalPayment(ctx.deps, ctx.user, input)),
};
