import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@rally/domain';
import { pushStatus, subscribeToPush, unsubscribeFromPush } from '../../services/push.ts';
import { pushStatusAnswer, pushSubscribedAnswer, pushUnsubscribedAnswer } from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

export const pushRouter = {
  status: protectedProcedure
    .meta({ rest: { method: 'GET', path: '/push' } })
    .output(pushStatusAnswer)
    .query(({ ctx }) => pushStatus(ctx.deps)),
  subscribe: protectedProcedure
    .meta({ rest: { method: 'POST', path: '/push/subscriptions', status: 201 } })
    .input(pushSubscriptionSchema)
    .output(pushSubscribedAnswer)
    .mutation(({ ctx, input }) => subscribeToPush(ctx.deps, ctx.auth, input)),
  unsubscribe: protectedProcedure
    .meta({ rest: { method: 'DELETE', path: '/push/subscriptions' } })
    .input(pushUnsubscribeSchema)
    .output(pushUnsubscribedAnswer)
    .mutation(({ ctx, input }) => unsubscribeFromPush(ctx.deps, ctx.user.id, input)),
};
