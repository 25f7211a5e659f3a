import { publicProcedure } from '../trpc.ts';
import { healthReport } from '../../services/health.ts';

export const healthRouter = {
  check: publicProcedure.query(({ ctx }) => healthReport(ctx.deps)),
};
