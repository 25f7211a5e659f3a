import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fakeSpeech } from './fake-mp3.ts';
import { readJson, sendInTwo } from './http.ts';

/**
 * A small stand-in for AWS Polly on 127.0.0.1 (HTTP/1.1, so the SDK needs NodeHttpHandler), for
 * testing the real SDK offline: DescribeVoices (`GET /v1/voices`, paged) and SynthesizeSpeech
 * (`POST /v1/speech`). Like Polly, it refuses text over 3000 characters.
 */

export interface PollyMockVoice {
  Id: string;
  Name: string;
  Gender: 'Female' | 'Male';
  LanguageCode: string;
  LanguageName: string;
  SupportedEngines: string[];
}

export interface SynthesizeRequest {
  Engine?: string;
  OutputFormat: string;
  Text: string;
  TextType?: string;
  VoiceId: string;
}

export interface PollyMockError {
  status: number;
  /** Polly's error type, sent in the x-amzn-errortype header (e.g. 'ServiceFailureException'). */
  type: string;
  message: string;
}

export type SynthesizeReply =
  | {
      audio: Uint8Array;
      /** Before the answer starts. */
      delayMs?: number;
      /** Awaited after the first bytes are sent, before the rest: audio made as it is sent. */
      afterFirstBytes?: Promise<void>;
      /** Told when the first audio byte is written (benchmarks compare it with the app's). */
      onFirstByte?: () => void;
    }
  | { error: PollyMockError };

export interface PollyMockOptions {
  voices?: PollyMockVoice[];
  /** Voices per DescribeVoices page; small by default so the client must follow NextToken. */
  pageSize?: number;
  /** Called once per SynthesizeSpeech; `call` counts from 0. Default: audio as long as the text. */
  synthesize?: (request: SynthesizeRequest, call: number) => SynthesizeReply;
}

export interface RecordedPollyRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface PollyMock {
  /** Pass to the SDK (or POLLY_ENDPOINT). */
  endpoint: string;
  requests: RecordedPollyRequest[];
  close(): Promise<void>;
}

export const POLLY_MAX_CHARACTERS = 3000;

const voice = (
  Id: string,
  Gender: PollyMockVoice['Gender'],
  LanguageCode: string,
  LanguageName: string,
  SupportedEngines: string[],
): PollyMockVoice => ({ Id, Name: Id, Gender, LanguageCode, LanguageName, SupportedEngines });

/** A few of Polly's real voices, including some the app must leave out (not English, standard only). */
export const DEFAULT_POLLY_VOICES: PollyMockVoice[] = [
  voice('Joanna', 'Female', 'en-US', 'US English', ['generative', 'neural', 'standard']),
  voice('Matthew', 'Male', 'en-US', 'US English', ['generative', 'neural', 'standard']),
  voice('Danielle', 'Female', 'en-US', 'US English', ['long-form', 'neural']),
  voice('Gregory', 'Male', 'en-US', 'US English', ['long-form', 'neural']),
  voice('Ruth', 'Female', 'en-US', 'US English', ['generative', 'long-form', 'neural']),
  voice('Amy', 'Female', 'en-GB', 'British English', ['generative', 'neural', 'standard']),
  voice('Brian', 'Male', 'en-GB', 'British English', ['neural', 'standard']),
  voice('Raveena', 'Female', 'en-IN', 'Indian English', ['standard']),
  voice('Lea', 'Female', 'fr-FR', 'French', ['neural', 'standard']),
];

export async function startPollyMock(options: PollyMockOptions = {}): Promise<PollyMock> {
  const voices = options.voices ?? DEFAULT_POLLY_VOICES;
  const pageSize = options.pageSize ?? 4;
  const requests: RecordedPollyRequest[] = [];
  let synthesizeCalls = 0;

  const server = createServer((incoming, response) => {
    void handle(incoming, response);
  });

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const record: RecordedPollyRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: await readJson(incoming),
    };
    requests.push(record);
    if (record.method === 'GET' && record.path === '/v1/voices') {
      const start = Number(url.searchParams.get('NextToken') ?? '0');
      const end = start + pageSize;
      sendJson(response, 200, {
        Voices: voices.slice(start, end),
        ...(end < voices.length ? { NextToken: String(end) } : {}),
      });
      return;
    }
    if (record.method === 'POST' && record.path === '/v1/speech') {
      const request = record.body as SynthesizeRequest;
      const reply =
        options.synthesize?.(request, synthesizeCalls++) ?? defaultReply(request, voices);
      await answerSynthesize(reply, request, response);
      return;
    }
    sendError(response, {
      status: 404,
      type: 'UnknownOperationException',
      message: 'Unknown route',
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** Polly's own checks, then audio as long as the text. */
function defaultReply(request: SynthesizeRequest, voices: PollyMockVoice[]): SynthesizeReply {
  const known = voices.find((candidate) => candidate.Id === request.VoiceId);
  if (known === undefined) {
    return { error: { status: 400, type: 'ValidationException', message: 'Unknown VoiceId' } };
  }
  if (request.Engine !== undefined && !known.SupportedEngines.includes(request.Engine)) {
    return {
      error: {
        status: 400,
        type: 'EngineNotSupportedException',
        message: `${request.VoiceId} does not support the ${request.Engine} engine`,
      },
    };
  }
  if (request.Text.length > POLLY_MAX_CHARACTERS) {
    return {
      error: {
        status: 400,
        type: 'TextLengthExceededException',
        message: `Maximum text length has been exceeded: ${request.Text.length}`,
      },
    };
  }
  return { audio: fakeSpeech(request.Text) };
}

async function answerSynthesize(
  reply: SynthesizeReply,
  request: SynthesizeRequest,
  response: ServerResponse,
): Promise<void> {
  if ('error' in reply) {
    sendError(response, reply.error);
    return;
  }
  if (reply.delayMs !== undefined && reply.delayMs > 0) await sleep(reply.delayMs);
  if (response.destroyed) return;
  response.writeHead(200, {
    'content-type': 'audio/mpeg',
    'content-length': String(reply.audio.length),
    'x-amzn-requestcharacters': String(request.Text.length),
  });
  await sendInTwo(response, reply);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, error: PollyMockError): void {
  response.writeHead(error.status, {
    'content-type': 'application/json',
    'x-amzn-errortype': `${error.type}:`,
  });
  response.end(JSON.stringify({ message: error.message }));
}
