import { closeAccount } from '../../request-flows.ts';
import { exportAccountData } from '../../services/account-data.ts';
import { protectedProcedure } from '../trpc.ts';

export const accountRouter = {
  export: protectedProcedure.query(({ ctx }) => exportAccountData(ctx.deps, ctx.user.id)),

  delete: protectedProcedure.mutation(({ ctx }) => closeAccount(ctx, ctx.auth)),
};
