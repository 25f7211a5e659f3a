import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WebFirstScreen } from './first-screen.ts';

/**
 * The web app served from its source under `pnpm dev` (apps/web/build/dev-server.ts, Vite in
 * middleware mode inside the API): the pages the build writes, made by the build's own code from
 * Vite's index.html and the web app's server entry as they stand at each request, so a hydration
 * fault shows without a build.
 */
export interface DevWeb {
  /** The landing page, rendered for a visitor now. */
  landingPage(): Promise<string>;
  /** The signed-in first screen, as the build's files would make it now. */
  firstScreen(): Promise<WebFirstScreen>;
  /** Vite's answer to any other request of a page: modules, public files, the plain shell. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

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
