import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import selfsigned from 'selfsigned';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

/**
 * A small stand-in for OpenAI's Realtime API on 127.0.0.1, for testing the SDK's WebSocket client
 * offline. The SDK only speaks wss, so the mock serves TLS with a certificate made at start; pass
 * `ca` to the client. It answers the events Rally sends (session.update, conversation.item.create,
 * response.create) with those the SDK reads: response.output_audio.delta, the transcript's deltas
 * and its done event, response.done, or error.
 */

/** PCM as the Realtime API sends it: 16-bit mono at 24 kHz. */
export const REALTIME_SAMPLE_RATE = 24_000;

export interface RealtimeRequest {
  model: string | null;
  /** The session.update's session. */
  session: Record<string, unknown> | undefined;
  /** The text of the conversation item to read. */
  text: string;
}

export type RealtimeReply =
  | {
      /** What the model "said": the text itself unless given. */
      transcript?: string;
      /** Audio length; 200 ms of it per delta. */
      audioMs?: number;
      /** Before the first audio (and transcript) delta. */
      firstDeltaDelayMs?: number;
      /** Between two deltas. */
      deltaDelayMs?: number;
      /** Close the socket after this many audio deltas, without response.done. */
      dropAfterDeltas?: number;
      /** Awaited after the first audio delta, before the rest: a test releases it when it likes. */
      afterFirstDelta?: Promise<void>;
      /** Awaited before the last audio delta: a test releases it when it likes. */
      beforeLastDelta?: Promise<void>;
      /** Told when the first audio delta is sent (benchmarks compare it with the app's first byte). */
      onFirstByte?: () => void;
      /** Told as each audio delta is sent. */
      onDeltaSent?: (index: number, last: boolean) => void;
    }
  | { error: { type: string; code: string | null; message: string } };

export interface RealtimeMock {
  /** Pass to the SDK as baseURL. */
  baseURL: string;
  /** The certificate the client must trust. */
  ca: string;
  requests: RealtimeRequest[];
  /** Connections opened, including those that never asked for a response. */
  connections: number;
  close(): Promise<void>;
}

const MS_PER_DELTA = 200;

export async function startRealtimeMock(
  respond: (request: RealtimeRequest, call: number) => RealtimeReply = () => ({}),
): Promise<RealtimeMock> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const server = createServer({ key: pems.private, cert: pems.cert });
  const sockets = new WebSocketServer({ server });
  const requests: RealtimeRequest[] = [];
  const mock = { connections: 0 };
  let calls = 0;

  sockets.on('connection', (socket, incoming) => {
    mock.connections += 1;
    const model = new URL(incoming.url ?? '/', 'https://127.0.0.1').searchParams.get('model');
    let session: Record<string, unknown> | undefined;
    let text = '';
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as Record<string, unknown>;
      if (event.type === 'session.update') session = event.session as Record<string, unknown>;
      if (event.type === 'conversation.item.create') text = itemText(event.item);
      if (event.type === 'response.create') {
        const request = { model, session, text };
        requests.push(request);
        void answer(socket, request, respond(request, calls++));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `https://127.0.0.1:${port}/v1`,
    ca: pems.cert,
    requests,
    get connections() {
      return mock.connections;
    },
    close: async () => {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function itemText(item: unknown): string {
  const content = (item as { content?: { type: string; text?: string }[] } | undefined)?.content;
  return (content ?? []).map((part) => part.text ?? '').join('');
}

let eventCount = 0;
const send = (socket: WebSocket, event: Record<string, unknown>) => {
  if (socket.readyState === socket.OPEN) {
    socket.send(JSON.stringify({ event_id: `event_${eventCount++}`, ...event }));
  }
};

/** A tone, so that the MP3 encoder has something to encode. */
function pcmDelta(samples: number, start: number): string {
  const pcm = new Int16Array(samples);
  for (let index = 0; index < samples; index += 1) {
    pcm[index] = Math.round(
      8000 * Math.sin(((start + index) * 2 * Math.PI * 220) / REALTIME_SAMPLE_RATE),
    );
  }
  return Buffer.from(pcm.buffer).toString('base64');
}

async function answer(socket: WebSocket, request: RealtimeRequest, reply: RealtimeReply) {
  if ('error' in reply) {
    send(socket, { type: 'error', error: { ...reply.error, param: null, event_id: null } });
    return;
  }
  const ids = { response_id: 'resp_1', item_id: 'item_1', output_index: 0, content_index: 0 };
  send(socket, { type: 'response.created', response: { id: 'resp_1', status: 'in_progress' } });
  const transcript = reply.transcript ?? request.text;
  const words = transcript.match(/\S+\s*/g) ?? [];
  const deltas = Math.max(1, Math.ceil((reply.audioMs ?? 1000) / MS_PER_DELTA));
  const samplesPerDelta = (REALTIME_SAMPLE_RATE * MS_PER_DELTA) / 1000;
  if (reply.firstDeltaDelayMs) await sleep(reply.firstDeltaDelayMs);
  for (let index = 0; index < deltas; index += 1) {
    if (index > 0 && reply.deltaDelayMs) await sleep(reply.deltaDelayMs);
    if (index > 0 && index === deltas - 1 && reply.beforeLastDelta) await reply.beforeLastDelta;
    // Like the API, the transcript runs ahead of the audio it describes.
    const share = words.slice(
      Math.floor((index * words.length) / deltas),
      Math.floor(((index + 1) * words.length) / deltas),
    );
    if (share.length > 0) {
      send(socket, {
        type: 'response.output_audio_transcript.delta',
        ...ids,
        delta: share.join(''),
      });
    }
    send(socket, {
      type: 'response.output_audio.delta',
      ...ids,
      delta: pcmDelta(samplesPerDelta, index * samplesPerDelta),
    });
    reply.onDeltaSent?.(index, index === deltas - 1);
    if (reply.dropAfterDeltas !== undefined && index + 1 >= reply.dropAfterDeltas) {
      socket.terminate();
      return;
    }
    if (index === 0) reply.onFirstByte?.();
    if (index === 0 && reply.afterFirstDelta) await reply.afterFirstDelta;
  }
  send(socket, { type: 'response.output_audio_transcript.done', ...ids, transcript });
  send(socket, { type: 'response.output_audio.done', ...ids });
  send(socket, {
    type: 'response.done',
    response: { id: 'resp_1', object: 'realtime.response', status: 'completed' },
  });
}
