import { listVoices } from '../../services/voices.ts';
import { voicesAnswer } from '../answers.ts';
import { publicProcedure } from '../trpc.ts';

export const voiceRouter = {
  /** `{ voices, pollyAvailable }`, as `GET /api/voices`. */
  list: publicProcedure
    .meta({ rest: { method: 'GET', path: '/voices' } })
    .output(voicesAnswer)
    .query(({ ctx }) => listVoices(ctx.deps, ctx.req.log)),
};
