import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { TRPC_MAX_BATCH_SIZE, UTC_OFFSET_COOKIE, parseUtcOffset } from '@rally/domain';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { answerNativeAppCors, isTokenClient } from './auth/bearer.ts';
import { trustProxyOption } from './auth/client-address.ts';
import { resolveAuth } from './auth/session.ts';
import { isCrossSiteFetch, isSameOriginRequest } from './auth/origin.ts';
import { createThrottles, registerRateLimitStore, type Throttles } from './throttles.ts';
import { createContextFactory } from './context.ts';
import type { AppDeps } from './deps.ts';
import { configurationWarnings } from './env.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { sharedTalkRoutes } from './rest/shared-talks.ts';
import { firstScreenWith, loadFirstScreen, type FirstScreen } from './first-screen.ts';
import type { DevWeb } from './first-screen-dev.ts';
import { STRIPE_WEBHOOK_PATH } from './rest/billing.ts';
import { errorHandler } from './rest/errors.ts';
import { restRoutes } from './rest/index.ts';
import { appRouter, type AppRouter } from './trpc/root.ts';
import { retryAfterOfErrors } from './trpc/trpc.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The app's shell: every page of the single-page app starts from it. */
const APP_SHELL = 'index.html';
/** The landing page the web build rendered for a signed-out visitor. */
const LANDING_PAGE = 'landing.html';
/** The sign-in page, the web build's second page (the spec's external address /login.html). */
const SIGN_IN_PAGE = 'login.html';

/** Paths that belong to the API: never answered with the web app's page. */
const isApiPath = (url: string) => /^\/(api|trpc)(\/|$|\?)/.test(url);

/**
 * Whether a request reaches the API: by the route the router matched, so that no spelling of the
 * URL (`/%61pi/…`, `//api/…`, `/api/./…`) reaches an API handler past the guard; for a request no
 * route matched, by its path with dots resolved and percent escapes decoded (the 404 it gets).
 */
function isApiRequest(req: FastifyRequest): boolean {
  const route = req.routeOptions.url;
  if (route !== undefined) return isApiPath(route);
  const path = new URL(req.url.replace(/^\/+/, '/'), 'http://any').pathname;
  try {
    return isApiPath(decodeURIComponent(path));
  } catch {
    return isApiPath(path);
  }
}
/** Paths that name a file (an extension in the last segment): a missing one is a 404, not the page. */
const isAssetPath = (url: string) => /\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

// Stripe's script and frames are allowed now so the payment pages need no policy change later.
const CONTENT_SECURITY_POLICY = {
  useDefaults: true,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'", 'https://js.stripe.com'],
    'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ["'self'", 'https://api.stripe.com'],
    // Mantine sets CSS variables through style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'upgrade-insecure-requests': null,
  },
};

const DEFAULT_RATE_LIMIT_NAMESPACE = 'rally-rate-limit:';

/** How long a client may take over each part of a request; docs/operations.md explains each. */
export interface HttpTimeouts {
  /** From a request's first byte to the end of its headers. */
  headersMs: number;
  /** From a request's first byte to the end of its body: a client trickling a body is cut. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this; longer than a load balancer's idle timeout. */
  keepAliveMs: number;
  /** How often Node looks for requests past their time. */
  checkIntervalMs: number;
}

/**
 * A trickle of 1 byte every 15 s is cut within 25 s (request time plus one check). Keep-alive
 * outlasts the 60 s idle timeout of common load balancers (AWS ALB), so they never reuse a
 * connection the server is closing.
 */
export const HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 20_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 5_000,
};

export interface ServerOptions {
  /** Prefix of the rate-limit keys in Redis; servers that share counters share it. */
  rateLimitNamespace?: string;
  /** Where the log lines go (standard output when absent); tests read them. */
  logStream?: { write(line: string): void };
  /** Other timeouts than HTTP_TIMEOUTS (tests make them short). */
  httpTimeouts?: HttpTimeouts;
  /** Told of every route as it is added (Fastify's onRoute hook): tests list the routes from it. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * `pnpm dev` only (src/dev.ts): the web app served from its source through Vite, started with
   * the server's HTTP server (Vite's hot reload shares it), instead of the build in WEB_DIST_DIR.
   */
  webFromSource?: (httpServer: Server) => Promise<DevWeb>;
}

/** How `/` answers, from a build or from the source. */
interface FrontPage {
  /** A visitor's page. */
  landing(req: FastifyRequest, reply: FastifyReply): unknown;
  /** A signed-in user's page, or null when the web app cannot render it (a native build). */
  firstScreen: FirstScreen | null;
  /** The plain shell, whose scripts find out who is signed in and draw the page. */
  shell(req: FastifyRequest, reply: FastifyReply): unknown;
}

/**
 * A visitor gets the landing page rendered for a visitor, a signed-in user their dashboard
 * rendered now: either paints before any script has run. When the session cannot be checked, or
 * the render fails, the shell.
 */
function registerFrontPage(
  app: FastifyInstance,
  deps: AppDeps,
  throttles: Throttles,
  { landing, firstScreen, shell }: FrontPage,
): void {
  app.get('/', async (req, reply) => {
    const auth = await resolveAuth(deps, req, reply).catch(() => undefined);
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding');
    if (auth === null) return landing(req, reply);
    if (auth && firstScreen) {
      const ctx = { deps, req, reply, auth, throttles };
      const request = {
        router: appRouter,
        ctx,
        user: auth.user,
        now: deps.now(),
        utcOffset: parseUtcOffset(req.cookies[UTC_OFFSET_COOKIE]),
        onQueryError: (path: string, error: unknown) =>
          req.log.warn({ err: error, path }, 'a first-screen query failed: the browser asks'),
      };
      try {
        const page = await firstScreen(request, req.headers['accept-encoding']);
        if (page.encoding) reply.header('content-encoding', page.encoding);
        // The user's own data is in it: no shared cache may keep it.
        reply.header('cache-control', 'private, no-cache');
        return reply.type('text/html; charset=utf-8').send(page.body);
      } catch (error) {
        req.log.error({ err: error }, 'rendering the signed-in first screen failed');
      }
    }
    return shell(req, reply);
  });
}

/**
 * Hands a request to Vite (`pnpm dev`): the app's modules, public files, and the shell of its
 * pages. What Vite does not answer is a 404; what it fails at (a module that does not compile)
 * too, after Vite has logged the error and shown it in the page's overlay.
 */
function answerFromVite(web: DevWeb, req: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  web.handle(req.raw, reply.raw, () => {
    reply.raw.statusCode = 404;
    reply.raw.end();
  });
}

/** The whole HTTP application, ready for `listen` or `inject`. */
export async function buildServer(
  deps: AppDeps,
  {
    rateLimitNamespace = DEFAULT_RATE_LIMIT_NAMESPACE,
    logStream,
    httpTimeouts = HTTP_TIMEOUTS,
    onRoute,
    webFromSource,
  }: ServerOptions = {},
): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    http: {
      headersTimeout: httpTimeouts.headersMs,
      requestTimeout: httpTimeouts.requestMs,
      connectionsCheckingInterval: httpTimeouts.checkIntervalMs,
    },
    requestTimeout: httpTimeouts.requestMs,
    keepAliveTimeout: httpTimeouts.keepAliveMs,
    // On close: idle keep-alive connections are closed at once, and a request that arrives on a
    // connection in use is answered 503 with `Connection: close` (main.ts bounds the wait).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : { level: env.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { maxParamLength: 5000 },
  });

  if (onRoute) app.addHook('onRoute', onRoute);

  // JSON is the only body we accept; text/plain would let a cross-site form post skip CORS preflight.
  app.removeContentTypeParser('text/plain');

  for (const warning of configurationWarnings(env)) app.log.warn(warning);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    page: { contentSecurityPolicy: CONTENT_SECURITY_POLICY },
    isApiRequest,
  });
  await registerRateLimitStore(app, env.REDIS_URL, rateLimitNamespace);

  app.setErrorHandler(errorHandler);

  // While the server stops, an answer ends its connection: a keep-alive client would otherwise
  // keep the connection (and the stop) waiting for the keep-alive time.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  // A callback, not an async function: it runs on every answer, and a promise each time is waste.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });

  app.addHook('onRequest', async (req, reply) => {
    if (!isApiRequest(req)) return;
    // Stripe's servers send neither our Origin nor a session: the webhook's signature is its check.
    if (req.routeOptions.url === STRIPE_WEBHOOK_PATH) {
      req.auth = null;
      return;
    }
    if (answerNativeAppCors(req, reply)) return reply;
    // A bearer token is not ambient like a cookie: another site cannot make a browser send it.
    const fromOwnOrigin = !isCrossSiteFetch(req) && isSameOriginRequest(req, env.PUBLIC_URL);
    if (!isTokenClient(req) && !fromOwnOrigin) {
      return reply
        .status(403)
        .send({ message: 'This request must come from the Rally app itself.' });
    }
    req.auth = await resolveAuth(deps, req, reply);
  });

  const throttles = createThrottles(app, env);
  const createContext = createContextFactory(deps, throttles);

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      // One request, one client: a batch of 300 demo logins made 300 accounts (answered 400 beyond).
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      responseMeta({ errors }) {
        const retryAfter = retryAfterOfErrors(errors);
        return retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } };
      },
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC failure');
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  await app.register(restRoutes, { prefix: '/api', deps, throttles });
  await app.register(sharedTalkRoutes, { deps });

  const webDist = env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST;
  const web = webFromSource ? await webFromSource(app.server) : undefined;
  const servesWeb = web !== undefined || existsSync(join(webDist, APP_SHELL));
  if (web) {
    app.addHook('onClose', () => web.close());
    // Vite's pages run an inline script (React's refresh preamble) and its client reloads them
    // over a WebSocket: under pnpm dev they go without the content security policy, as they did
    // from Vite's own server. The API's answers keep it.
    app.addHook('onRequest', (req, reply, done) => {
      if (!isApiRequest(req)) reply.raw.removeHeader('content-security-policy');
      done();
    });
    registerFrontPage(app, deps, throttles, {
      landing: (req, reply) =>
        web.landingPage().then(
          (page) => reply.type('text/html; charset=utf-8').send(page),
          (error: unknown) => {
            req.log.error({ err: error }, 'rendering the landing page failed');
            answerFromVite(web, req, reply);
          },
        ),
      firstScreen: firstScreenWith(() => web.firstScreen(), { keepPages: false }),
      shell: (req, reply) => answerFromVite(web, req, reply),
    });
  } else if (servesWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // `/` is answered below: which page it is depends on who asks.
      index: false,
      // The build's own records (.vite/) and server-side renderer (.server/) are not for browsers.
      dotfiles: 'ignore',
      // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts): send the
      // one the browser accepts instead of compressing on every request or sending the file raw.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite names built assets by content hash, so they never change; pages must be re-checked.
        reply.header(
          'cache-control',
          path.includes(`${join(webDist, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    // The landing page as the web build rendered it for a signed-out visitor.
    const landingPage = existsSync(join(webDist, LANDING_PAGE)) ? LANDING_PAGE : APP_SHELL;
    registerFrontPage(app, deps, throttles, {
      landing: (_req, reply) => reply.sendFile(landingPage),
      firstScreen: loadFirstScreen(webDist),
      shell: (_req, reply) => reply.sendFile(APP_SHELL),
    });
    // The service worker's precache answers '/login' with login.html (Workbox tries '.html' on a
    // path), so the server does too: the page is the same with the worker as without it.
    app.get('/login', (_req, reply) =>
      reply.header('cache-control', 'no-cache').sendFile(SIGN_IN_PAGE),
    );
  }

  app.setNotFoundHandler((req, reply) => {
    if (web && !isApiRequest(req)) return answerFromVite(web, req, reply);
    const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && !isApiRequest(req);
    if (servesWeb && wantsPage && !isAssetPath(req.url)) {
      return reply.header('cache-control', 'no-cache').sendFile(APP_SHELL);
    }
    return reply.status(404).send({ message: 'Not found' });
  });

  return app;
}
