import { closeAccount } from '../../request-flows.ts';
import { ACCOUNT_EXPORT_FILE_NAME, exportAccountData } from '../../services/account-data.ts';
import { accountClosedAnswer, accountExportAnswer } from '../answers.ts';
import { protectedProcedure } from '../trpc.ts';

export const accountRouter = {
  export: protectedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/account/export',
        headers: { 'content-disposition': `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"` },
      },
    })
    .output(accountExportAnswer)
    .query(({ ctx }) => exportAccountData(ctx.deps, ctx.user.id)),

  delete: protectedProcedure
    .meta({ rest: { method: 'DELETE', path: '/account' } })
    .output(accountClosedAnswer)
    .mutation(({ ctx }) => closeAccount(ctx, ctx.auth)),
};
