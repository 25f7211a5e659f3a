import type { DbHandle } from '@rally/db';
import { createTestDb, type TestDatabaseKind } from '@rally/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppDeps } from '../src/deps.ts';
import { EnvError, loadEnv } from '../src/env.ts';
import { createProviders, type Providers } from '../src/providers/index.ts';
import { createServerMemory } from '../src/server-memory.ts';
import { buildServer, type ServerOptions } from '../src/server.ts';

export const ORIGIN = 'http://localhost:80';

/** A route as Fastify added it: one method, the full path with its prefix. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: DbHandle;
  /** Every route the server holds, in the order it was added (Fastify's onRoute hook). */
  routes: RegisteredRoute[];
  deps: AppDeps;
  /** Moves the app's clock; every service reads time through `deps.now`. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

/** `providers` replaces the adapters the environment would choose, e.g. a writer that fails. */
export async function buildTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  providers: Partial<Providers> = {},
  serverOptions: ServerOptions = {},
): Promise<TestApp> {
  const database = await createTestDb(kind);
  let now = new Date();
  let writerSeed = 0;
  const appEnv = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    LOCAL_WRITER_PACE_MS: '0',
    ...env,
  });
  const deps: AppDeps = {
    env: appEnv,
    db: database.db,
    dbDialect: database.dialect,
    providers: { ...createProviders(appEnv, database.db), ...providers },
    now: () => now,
    memory: createServerMemory(),
    writerSeed: () => (writerSeed += 1),
  };
  const routes: RegisteredRoute[] = [];
  const app = await buildServer(deps, {
    ...serverOptions,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, path: route.url });
      serverOptions.onRoute?.(route);
    },
  });
  return {
    app,
    database,
    routes,
    deps,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like request from the app's own page: same Origin, JSON body, the given cookie. */
export function call(
  app: FastifyInstance,
  options: InjectOptions & { cookie?: string },
): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      origin: ORIGIN,
      host: 'localhost:80',
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

/** `name=value` of the session cookie a response set, for the next request. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('rally_session'));
  expect(cookie, `no session cookie in ${response.statusCode} ${response.body}`).toBeDefined();
  return `${cookie?.name}=${cookie?.value}`;
}

/** Asserts the status, printing the request's answer when it differs. */
export function expectStatus(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, `${response.statusCode}: ${response.body}`).toBe(status);
}

let counter = 0;
export const uniqueEmail = () => `user${Date.now()}-${counter++}@example.com`;

/** A new user and their session; `remoteAddress` keeps a test's sign-ups apart from the throttle's counts. */
export async function signUpUser(app: FastifyInstance, firstName = 'Ada', remoteAddress?: string) {
  const email = uniqueEmail();
  const response = await call(app, {
    method: 'POST',
    url: '/api/auth/signup',
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    payload: { email, password: 'correct horse battery', firstName, lastName: 'Lovelace' },
  });
  expectStatus(response, 201);
  return { email, cookie: sessionCookieOf(response), user: response.json() as { id: string } };
}

let addressCounter = 0;
/** A client address no other request of the test run came from (TEST-NET-2, 198.51.100.0/24 and on). */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.51.${100 + Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Asserts a Retry-After in whole seconds, more than none and no longer than the window. */
export function expectRetryAfter(response: LightMyRequestResponse, windowSeconds: number) {
  const header = response.headers['retry-after'];
  const seconds = Number(header);
  expect(Number.isInteger(seconds) && seconds > 0, `Retry-After: ${header}`).toBe(true);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
}

export async function countUsers(t: TestApp): Promise<number> {
  const row = await t.deps.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Signs up new users, each from an address of its own (`10.<subnet>.x.y`), so the sign-in throttle
 * never bites; each test file takes its own subnet.
 */
export function userSignUps(app: FastifyInstance, subnet: number) {
  let signUps = 0;
  return async () => {
    signUps += 1;
    const response = await call(app, {
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: `10.${subnet}.${Math.floor(signUps / 250)}.${signUps % 250}`,
      payload: {
        email: uniqueEmail(),
        password: 'correct horse battery',
        firstName: 'Ada',
        lastName: 'L',
      },
    });
    expectStatus(response, 201);
    return { cookie: sessionCookieOf(response), userId: (response.json() as { id: string }).id };
  };
}

/** The problems `loadEnv` names for these settings (none when it starts), logging silenced. */
export function configurationProblems(source: Record<string, string>): string[] {
  try {
    loadEnv({ LOG_LEVEL: 'silent', ...source });
    return [];
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
}

/**
 * Puts a user on a yearly premium plan started at `yearStart`, its monthly allowance used up: what
 * the housekeeping's new-month renewal acts on.
 */
export async function putOnUsedUpYearlyPlan(
  t: TestApp,
  userId: string,
  stripeSubscriptionId: string,
  yearStart: Date,
): Promise<void> {
  await t.deps.db
    .updateTable('users')
    .set({
      subscriptionTier: 'premium',
      subscriptionStatus: 'active',
      billingCycle: 'yearly',
      speechLimit: 40,
      speechesUsed: 40,
      stripeSubscriptionId,
      currentPeriodStart: yearStart,
      currentPeriodEnd: new Date(
        Date.UTC(yearStart.getUTCFullYear() + 1, yearStart.getUTCMonth(), yearStart.getUTCDate()),
      ),
    })
    .where('id', '=', userId)
    .execute();
}
