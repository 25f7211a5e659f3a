import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import selfsigned from 'selfsigned';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface PushServiceMock {
  /** `https://127.0.0.1:<port>`: what the server's allow-list must name. */
  origin: string;
  /** The certificate the sender must trust. */
  ca: string;
  requests: PushRequest[];
  /** The status a path answers (201 when not set), e.g. 410 for a subscription gone. */
  answer: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A stand-in for a browser's push service (RFC 8030) on 127.0.0.1: it keeps each message as sent,
 * headers and encrypted body, for the test to check and decrypt. web-push only speaks https, so it
 * serves TLS with a certificate made at start.
 */
export async function startPushServiceMock(): Promise<PushServiceMock> {
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const requests: PushRequest[] = [];
  const answer = new Map<string, number>();
  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    ca: pems.cert,
    requests,
    answer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
