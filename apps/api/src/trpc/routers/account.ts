import { endSession } from '../../auth/session.ts';
import { deleteAccount, exportAccountData } from '../../services/account-data.ts';
import { protectedProcedure } from '../trpc.ts';

export const accountRouter = {
  export: protectedProcedure.query(({ ctx }) => exportAccountData(ctx.deps, ctx.user.id)),

  delete: protectedProcedure.mutation(async ({ ctx }) => {
    await deleteAccount(ctx.deps, ctx.user.id, ctx.req.log);
    await endSession(ctx.deps, ctx.auth, ctx.reply);
    return { deleted: true as const };
  }),
};
