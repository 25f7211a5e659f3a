import { Readable } from 'node:stream';
import { speechCreateSchema } from '@rally/domain';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { asAppError } from '../services/errors.ts';
import { generateSpeech, streamSpeechGeneration } from '../services/speeches.ts';
import type { GenerationEvent } from '../services/speeches.ts';
import { clientGone, requireAuth, type RestOptions } from './request.ts';

const EVENT_STREAM = 'text/event-stream';
const UNEXPECTED_FAILURE = 'Something went wrong on our side. Please try again.';

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
};
