import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WebFromSource } from '@rally/domain';

/** The web app's pages from its source, as the API serves them under `pnpm dev`. */
export type DevWeb = WebFromSource<unknown, IncomingMessage, ServerResponse>;

/**
 * The web app's module that serves it from its source through Vite. Loaded by its path when the
 * server starts in development, like the build's renderer is in production: the API does not
 * import the web app's code, and the built server has no trace of Vite.
 */
const WEB_DEV_SERVER = fileURLToPath(new URL('../../web/build/dev-server.ts', import.meta.url));

/** Starts Vite for the web app in middleware mode, with its hot reload on `httpServer`. */
export async function webFromSource(httpServer: Server): Promise<DevWeb> {
  const { createWebFromSource } = (await import(pathToFileURL(WEB_DEV_SERVER).href)) as {
    createWebFromSource(httpServer: Server): Promise<DevWeb>;
  };
  return createWebFromSource(httpServer);
}
