import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request body as text. */
export async function readBody(incoming: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A request body parsed as JSON; null when empty, the raw text when it is not JSON. */
export async function readJson(incoming: IncomingMessage): Promise<unknown> {
  const text = await readBody(incoming);
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The first kilobyte, then (once `afterFirstBytes` settles) the rest. */
export async function sendInTwo(
  response: ServerResponse,
  reply: { audio: Uint8Array; afterFirstBytes?: Promise<void>; onFirstByte?: () => void },
): Promise<void> {
  const split = Math.min(1024, reply.audio.length);
  response.write(reply.audio.subarray(0, split));
  reply.onFirstByte?.();
  if (reply.afterFirstBytes) await reply.afterFirstBytes;
  if (!response.destroyed) response.end(reply.audio.subarray(split));
}
