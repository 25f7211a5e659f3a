import type { IncomingMessage } from 'node:http';

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
