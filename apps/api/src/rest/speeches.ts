import { Readable } from 'node:stream';
import {
  speechCreateSchema,
  speechIdSchema,
  speechPageQuerySchema,
  speechUpdateSchema,
} from '@rally/domain';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { asAppError } from '../services/errors.ts';
import { debugSpeech } from '../services/audio-debug.ts';
import {
  deleteSpeech,
  editSpeech,
  generateSpeech,
  speechOfUser,
  speechPage,
  streamSpeechGeneration,
} from '../services/speeches.ts';
import type { GenerationEvent } from '../services/speeches.ts';
import { requireAuth, type RestOptions } from './index.ts';

const EVENT_STREAM = 'text/event-stream';
const UNEXPECTED_FAILURE = 'Something went wrong on our side. Please try again.';

/** Aborts when the client goes away before the answer is sent, so the writer stops early. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

function wantsEventStream(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').includes(EVENT_STREAM);
}

function serverSentEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The generation as server-sent events: `text` events as it is written, then `done` with the saved
 * speech, or `error` with a message fit to show; or `care` (the crisis screen matched: no speech,
 * no charge, and any text shown is dropped).
 */
async function* generationEvents(
  first: GenerationEvent,
  rest: AsyncGenerator<GenerationEvent, void, undefined>,
  log: FastifyBaseLogger,
): AsyncGenerator<string, void, undefined> {
  try {
    const toFrame = (event: GenerationEvent) => {
      switch (event.type) {
        case 'text':
          return serverSentEvent('text', { text: event.text });
        case 'done':
          return serverSentEvent('done', {
            ...event.speech,
            usage: event.usage,
            stats: event.stats,
          });
        case 'care':
          return serverSentEvent('care', event.care);
      }
    };
    yield toFrame(first);
    for await (const event of rest) yield toFrame(event);
  } catch (error) {
    const appError = asAppError(error, log);
    if (!appError) log.error({ err: error }, 'speech stream failed');
    yield serverSentEvent('error', {
      message: appError?.message ?? UNEXPECTED_FAILURE,
      code: appError ? (appError.appCode ?? appError.kind) : 'INTERNAL',
    });
  }
}

export const speechRoutes: FastifyPluginAsync<RestOptions> = async (app, { deps }) => {
  /** The saved speech as JSON; with `Accept: text/event-stream`, the speech as it is written (SSE). */
  app.post('/speeches/generate', async (req, reply) => {
    const { user } = requireAuth(req);
    const input = speechCreateSchema.parse(req.body);
    const options = { signal: clientGone(reply), log: req.log };
    if (!wantsEventStream(req)) return generateSpeech(deps, user, input, options);
    const events = streamSpeechGeneration(deps, user, input, options);
    // What fails before the first text (no allowance left, an unknown goal, a writer that is down)
    // answers with its own status, as the JSON path does.
    const first = await events.next();
    if (first.done) throw new Error('The speech generation ended without an event.');
    return reply
      .header('content-type', `${EVENT_STREAM}; charset=utf-8`)
      .header('cache-control', 'no-cache')
      .header('x-accel-buffering', 'no')
      .send(Readable.from(generationEvents(first.value, events, req.log)));
  });

  app.post('/speeches', async (req, reply) => {
    const { user } = requireAuth(req);
    const input = speechCreateSchema.parse(req.body);
    const result = await generateSpeech(deps, user, input, {
      signal: clientGone(reply),
      log: req.log,
    });
    // Care is an answer, not a failure: nothing was created.
    return reply.status('care' in result ? 200 : 201).send(result);
  });

  /** /audio-debug's test speech (201, its id): a diagnostic, which costs no speech of the allowance. */
  app.post('/audio-debug/speech', async (req, reply) => {
    const { user } = requireAuth(req);
    const speech = await debugSpeech(deps, user.id);
    return reply.status(201).send({ id: speech.id });
  });

  /** A page of summaries: `?cursor=&limit=&q=&tone=&length=&favourite=&daily=&goalId=` (speech.page). */
  app.get('/speeches', async (req) => {
    const { user } = requireAuth(req);
    return speechPage(deps, user.id, speechPageQuerySchema.parse(req.query));
  });

  /** The same page, of favourites only. */
  app.get('/speeches/favourites', async (req) => {
    const { user } = requireAuth(req);
    const query = speechPageQuerySchema.parse(req.query);
    return speechPage(deps, user.id, { ...query, favourite: true });
  });

  app.get<{ Params: { id: string } }>('/speeches/:id', async (req) => {
    const { user } = requireAuth(req);
    return speechOfUser(deps, user.id, speechIdSchema.parse(req.params.id));
  });

  /** 204; the speech's audio files go with it. */
  app.delete<{ Params: { id: string } }>('/speeches/:id', async (req, reply) => {
    const { user } = requireAuth(req);
    await deleteSpeech(deps, user.id, speechIdSchema.parse(req.params.id), req.log);
    return reply.status(204).send();
  });

  app.patch<{ Params: { id: string } }>('/speeches/:id', async (req) => {
    const { user } = requireAuth(req);
    const speechId = speechIdSchema.parse(req.params.id);
    const update = speechUpdateSchema.parse(req.body);
    return editSpeech(deps, user.id, speechId, update);
  });
};
