import { speechIdSchema, speechReportSchema } from '@rally/domain';
import type { FastifyPluginAsync } from 'fastify';
import { reportSpeech, reportsOfUser, undoSpeechReport } from '../services/reports.ts';
import { requireAuth, type RestOptions } from './index.ts';

/** Reports of the user's own speeches (docs/decisions/report-a-speech.md). */
export const reportRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  /** 201 with the report; the speech leaves the user's lists. */
  app.post<{ Params: { id: string } }>('/speeches/:id/report', async (req, reply) => {
    const { user } = requireAuth(req);
    const speechId = speechIdSchema.parse(req.params.id);
    const report = await reportSpeech(deps, user.id, speechId, speechReportSchema.parse(req.body));
    return reply.status(201).send(report);
  });

  /** 204: the report is undone and the speech is back in the user's lists. */
  app.delete<{ Params: { id: string } }>('/speeches/:id/report', async (req, reply) => {
    const { user } = requireAuth(req);
    await undoSpeechReport(deps, user.id, speechIdSchema.parse(req.params.id));
    return reply.status(204).send();
  });

  app.get('/reports', async (req) => {
    const { user } = requireAuth(req);
    return reportsOfUser(deps, user.id);
  });
};
