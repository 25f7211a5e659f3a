import { normalizeIP } from '@fastify/rate-limit';
import {
  SHARED_PAGE_LIMIT,
  SHARE_REPORT_LIMIT,
  shareReportSchema,
  sharedTalkPath,
} from '@rally/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { counter } from '../throttles.ts';
import type { AppDeps } from '../deps.ts';
import { AppError, retryAfterOf } from '../services/errors.ts';
import { reportSharedTalk, sharedTalk, sharedTalkAudio } from '../services/shares.ts';
import { describeZodError } from './errors.ts';
import { SHARED_PAGE_CSP, sharedTalkNoticePage, sharedTalkPage } from '../shared-talk-page.ts';

/**
 * The public face of shared talks (docs/decisions/shared-talks.md), outside /api: the page, its
 * audio and visitors' reports. No session is read and no cookie is set; every answer is counted per
 * address (429 with Retry-After) and carries the page's strict policy.
 */
export const sharedTalkRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const countView = counter(app, 'shared-page', SHARED_PAGE_LIMIT);
  const countReport = counter(app, 'shared-report', SHARE_REPORT_LIMIT);
  const addressOf = (req: FastifyRequest) => normalizeIP(req.ip);

  // The report form posts form fields (the page has no script); only this plugin accepts them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.addHook('onRequest', (_req, reply, done) => {
    reply
      .header('content-security-policy', SHARED_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex');
    done();
  });

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').send(body);
  const gone = (reply: FastifyReply) =>
    html(
      reply,
      410,
      sharedTalkNoticePage(
        'This talk is no longer shared',
        'Whoever shared it has stopped sharing it, or it was removed.',
      ),
    );
  const unknown = (reply: FastifyReply) =>
    html(
      reply,
      404,
      sharedTalkNoticePage(
        'No talk here',
        'This link does not lead to a shared talk. Check that it was copied whole.',
      ),
    );
  /** A refusal as a page: a 429 says when to try again. */
  const refused = (reply: FastifyReply, error: AppError) => {
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return html(
      reply,
      error.kind === 'TOO_MANY_REQUESTS' ? 429 : 400,
      sharedTalkNoticePage('Please wait', error.message),
    );
  };
  const originOf = (req: FastifyRequest) =>
    deps.env.PUBLIC_URL?.replace(/\/+$/, '') ?? `${req.protocol}://${req.host}`;

  app.get<{ Params: { token: string }; Querystring: { reported?: string } }>(
    '/shared/:token',
    async (req, reply) => {
      try {
        await countView(req, addressOf(req));
      } catch (error) {
        if (error instanceof AppError) return refused(reply, error);
        throw error;
      }
      const talk = await sharedTalk(deps, req.params.token);
      if (talk.state === 'unknown') return unknown(reply);
      if (talk.state === 'gone') return gone(reply);
      return html(
        reply,
        200,
        sharedTalkPage({
          token: talk.token,
          content: talk.content,
          hasAudio: talk.audioId !== null,
          origin: originOf(req),
          reported: req.query.reported === '1',
        }),
      );
    },
  );

  app.get<{ Params: { token: string } }>('/shared/:token/audio.mp3', async (req, reply) => {
    try {
      await countView(req, addressOf(req));
    } catch (error) {
      if (error instanceof AppError) return refused(reply, error);
      throw error;
    }
    const talk = await sharedTalk(deps, req.params.token);
    if (talk.state === 'unknown') return unknown(reply);
    if (talk.state === 'gone') return gone(reply);
    let answer;
    try {
      answer = await sharedTalkAudio(deps, talk, req.headers.range);
    } catch (error) {
      // The recording's file went missing: nothing to play, as if none had been shared.
      if (error instanceof AppError && error.kind === 'NOT_FOUND') return unknown(reply);
      throw error;
    }
    if (answer === null) return unknown(reply);
    if (answer.type === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${answer.size}`).send();
    }
    if (answer.type !== 'stored') return unknown(reply);
    reply.type('audio/mpeg').header('accept-ranges', 'bytes');
    if (answer.range === null) return reply.header('content-length', answer.size).send(answer.body);
    const { start, end } = answer.range;
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${answer.size}`)
      .header('content-length', end - start + 1)
      .send(answer.body);
  });

  app.post<{ Params: { token: string } }>('/shared/:token/report', async (req, reply) => {
    const talk = await sharedTalk(deps, req.params.token);
    if (talk.state === 'unknown') return unknown(reply);
    if (talk.state === 'gone') return gone(reply);
    const parsed = shareReportSchema.safeParse(req.body ?? {});
    const page = (status: number, reportError: string) =>
      html(
        reply,
        status,
        sharedTalkPage({
          token: talk.token,
          content: talk.content,
          hasAudio: talk.audioId !== null,
          origin: originOf(req),
          reported: false,
          reportError,
        }),
      );
    if (!parsed.success) return page(400, describeZodError(parsed.error));
    try {
      await countReport(req, addressOf(req));
      await reportSharedTalk(deps, talk.token, parsed.data);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return page(error.kind === 'TOO_MANY_REQUESTS' ? 429 : 409, error.message);
    }
    // Post/redirect/get: reloading the thanks page sends nothing again.
    return reply.redirect(`${sharedTalkPath(talk.token)}?reported=1`, 303);
  });
};
