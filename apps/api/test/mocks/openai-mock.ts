import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { readJson, sendInTwo } from './http.ts';

/**
 * A small stand-in for the OpenAI HTTP API on 127.0.0.1, for testing the real SDK offline.
 * Each endpoint is a route; add one (say POST /v1/audio/speech) by adding a handler and a route.
 */

export interface ChatMessage {
  role: string;
  content: string;
}

export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  [key: string]: unknown;
}

export interface MockError {
  status: number;
  message: string;
  type?: string;
  code?: string | null;
}

/** What the mock answers: text (streamed token by token when asked), an error, or nothing at all. */
export type ChatReply =
  { content: string; tokenDelayMs?: number } | { error: MockError } | { hang: true };

export interface SpeechRequest {
  model: string;
  voice: string;
  input: string;
  response_format?: string;
  instructions?: string;
  [key: string]: unknown;
}

/** What the mock answers a speech request: MP3 bytes (after a delay, if given), an error, or nothing. */
export type SpeechReply =
  | {
      audio: Uint8Array;
      /** Before the answer starts. */
      delayMs?: number;
      /** Awaited after the first bytes are sent, before the rest: audio made as it is sent. */
      afterFirstBytes?: Promise<void>;
      /** Told when the first audio byte is written (benchmarks compare it with the app's). */
      onFirstByte?: () => void;
    }
  | { error: MockError }
  | { hang: true };

/** A model as `GET /v1/models` lists it. */
export interface ListedModel {
  id: string;
  shutdown_date?: string | null;
}

/** What the mock answers one moderation: the flagged categories and their scores (others 0). */
export type ModerationReply =
  | { results: { flagged: string[]; scores?: Record<string, number> }[] }
  | { error: MockError }
  | { hang: true };

export interface ModerationRequest {
  model: string;
  input: string | string[];
}

const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

export interface OpenAIMockHandlers {
  /** `GET /v1/models`: the models listed, or an error. */
  models?: () => ListedModel[] | { error: MockError };
  /** Called once per chat completion request; `call` counts chat requests from 0. */
  chat?: (request: ChatRequest, call: number) => ChatReply;
  /** Called once per `POST /v1/audio/speech`; `call` counts speech requests from 0. */
  speech?: (request: SpeechRequest, call: number) => SpeechReply;
  /** Called once per `POST /v1/moderations`. */
  moderation?: (request: ModerationRequest) => ModerationReply;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  /** The client went away before the answer was complete (an abort or a time-out). */
  closedEarly: boolean;
}

export interface OpenAIMock {
  /** Pass to the SDK as baseURL. */
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Route = (request: RecordedRequest, response: ServerResponse) => Promise<void>;

export async function startOpenAIMock(handlers: OpenAIMockHandlers = {}): Promise<OpenAIMock> {
  const requests: RecordedRequest[] = [];
  let chatCalls = 0;
  let speechCalls = 0;

  const routes: Record<string, Route> = {
    'GET /v1/models': async (_request, response) => {
      const reply = handlers.models?.() ?? [];
      if ('error' in reply) {
        sendError(response, reply.error);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          data: reply.map((model) => ({
            object: 'model',
            created: 0,
            owned_by: 'system',
            ...model,
          })),
        }),
      );
    },
    'POST /v1/chat/completions': async (request, response) => {
      const body = request.body as ChatRequest;
      const reply = handlers.chat?.(body, chatCalls++) ?? {
        error: { status: 501, message: 'No chat handler in this test.' },
      };
      await answerChat(body, reply, response);
    },
    'POST /v1/moderations': async (request, response) => {
      const body = request.body as ModerationRequest;
      const reply = handlers.moderation?.(body) ?? {
        error: { status: 501, message: 'No moderation handler in this test.' },
      };
      answerModeration(body, reply, response);
    },
    'POST /v1/audio/speech': async (request, response) => {
      const reply = handlers.speech?.(request.body as SpeechRequest, speechCalls++) ?? {
        error: { status: 501, message: 'No speech handler in this test.' },
      };
      await answerSpeech(reply, response);
    },
  };

  const server = createServer((incoming, response) => {
    void handle(incoming, response);
  });

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(incoming.url ?? '/', 'http://127.0.0.1').pathname;
    const record: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path,
      body: await readJson(incoming),
      closedEarly: false,
    };
    requests.push(record);
    response.on('close', () => {
      if (!response.writableFinished) record.closedEarly = true;
    });
    const route = routes[`${record.method} ${path}`];
    if (route === undefined) {
      sendError(response, { status: 404, message: `Unknown route ${record.method} ${path}` });
      return;
    }
    await route(record, response);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function sendError(response: ServerResponse, error: MockError): void {
  response.writeHead(error.status, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      error: {
        message: error.message,
        type: error.type ?? 'server_error',
        param: null,
        code: error.code ?? null,
      },
    }),
  );
}

function answerModeration(
  request: ModerationRequest,
  reply: ModerationReply,
  response: ServerResponse,
): void {
  if ('hang' in reply) return;
  if ('error' in reply) {
    sendError(response, reply.error);
    return;
  }
  const results = reply.results.map(({ flagged, scores = {} }) => ({
    flagged: flagged.length > 0,
    categories: Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, flagged.includes(c)])),
    category_scores: Object.fromEntries(
      MODERATION_CATEGORIES.map((c) => [c, scores[c] ?? (flagged.includes(c) ? 0.9 : 0)]),
    ),
    category_applied_input_types: Object.fromEntries(
      MODERATION_CATEGORIES.map((c) => [c, ['text']]),
    ),
  }));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ id: 'modr-mock', model: request.model, results }));
}

async function answerChat(
  request: ChatRequest,
  reply: ChatReply,
  response: ServerResponse,
): Promise<void> {
  // A hanging request stays open until the client gives up or the mock closes.
  if ('hang' in reply) return;
  if ('error' in reply) {
    sendError(response, reply.error);
    return;
  }
  const id = `chatcmpl-mock-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  if (request.stream !== true) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: request.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.content, refusal: null },
            finish_reason: 'stop',
          },
        ],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      }),
    );
    return;
  }

  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const chunk = (delta: Record<string, string>, finishReason: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model: request.model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
  response.write(chunk({ role: 'assistant', content: '' }, null));
  for (const token of tokens(reply.content)) {
    if (reply.tokenDelayMs !== undefined && reply.tokenDelayMs > 0) await sleep(reply.tokenDelayMs);
    if (response.destroyed) return;
    response.write(chunk({ content: token }, null));
  }
  response.write(chunk({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

async function answerSpeech(reply: SpeechReply, response: ServerResponse): Promise<void> {
  if ('hang' in reply) return;
  if ('error' in reply) {
    sendError(response, reply.error);
    return;
  }
  if (reply.delayMs !== undefined && reply.delayMs > 0) await sleep(reply.delayMs);
  if (response.destroyed) return;
  response.writeHead(200, {
    'content-type': 'audio/mpeg',
    'content-length': String(reply.audio.length),
  });
  await sendInTwo(response, reply);
}

/** Splits text the way a model streams it: words with their leading whitespace. */
function tokens(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}
