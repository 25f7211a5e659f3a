import { pushSubscriptionSchema, pushUnsubscribeSchema } from '@rally/domain';
import { pushStatus, subscribeToPush, unsubscribeFromPush } from '../../services/push.ts';
import { protectedProcedure } from '../trpc.ts';

export const pushRouter = {
  status: protectedProcedure.query(({ ctx }) => pushStatus(ctx.deps)),
  subscribe: protectedProcedure
    .input(pushSubscriptionSchema)
    .mutation(({ ctx, input }) => subscribeToPush(ctx.deps, ctx.auth, input)),
  unsubscribe: protectedProcedure
    .input(pushUnsubscribeSchema)
    .mutation(({ ctx, input }) => unsubscribeFromPush(ctx.deps, ctx.user.id, input)),
};
