import { statusOf } from '../rest-meta.ts';
import { healthAnswer } from '../answers.ts';
import { publicProcedure } from '../trpc.ts';
import { healthReport } from '../../services/health.ts';

export const healthRouter = {
  check: publicProcedure
    // Degraded still serves (its stand-ins speak and write): only a dead database takes it out.
    .meta({
      rest: {
        method: 'GET',
        path: '/health',
        status: statusOf<{ status: string }>([200, 503], (report) =>
          report.status === 'unavailable' ? 503 : 200,
        ),
      },
    })
    .output(healthAnswer)
    .query(({ ctx }) => healthReport(ctx.deps)),
};
