import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '@rally/db/testing';
import type { AnyProcedure } from '@trpc/server';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/root.ts';
import {
  AUDIO_VOICE,
  GOAL_INPUT,
  PASSWORD,
  ROUTE_TABLE,
  SPEECH_INPUT,
  SUBSCRIPTION_INPUT,
  type OwnedRoute,
  type Probe,
  type ProtectedRoute,
  type PublicFixture,
  type PublicRoute,
  type RouteRule,
} from './authz-routes.ts';
import {
  buildTestApp,
  call,
  expectStatus,
  sessionCookieOf,
  uniqueEmail,
  type RegisteredRoute,
  type TestApp,
} from './helpers.ts';

/** The tRPC adapter's catch-all route: the procedures behind it are listed one by one instead. */
const TRPC_CATCH_ALL = '/trpc/:path';
/** The largest PostgreSQL integer: a well-formed id that no row of a test database reaches. */
const MISSING_ID = 2_147_483_647;
const MALFORMED_ID = 'abc';
const MISSING_CLIENT_SECRET = 'local_secret_that_was_never_issued';
/** Blank once trimmed: the payment schema refuses it. */
const MALFORMED_CLIENT_SECRET = '   ';
/** Tables of what users own. Not sessions: every check signs in, and their expiry slides. */
const USER_DATA_TABLES = [
  'users',
  'passwordCredentials',
  'goals',
  'speeches',
  'speechAudio',
  'userStats',
  'moodEntries',
  'speechFeedback',
  'userPreferences',
  'localBillingSubscriptions',
  'billingEvents',
  'speechReservations',
] as const;

/** `METHOD /path` of each REST route that answers on its own, as ROUTE_TABLE names them. */
function restRouteKeys(routes: RegisteredRoute[], webDist: string): string[] {
  const getPaths = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path));
  return (
    routes
      // Fastify adds a HEAD route beside each GET (exposeHeadRoutes): same handler, same checks.
      .filter((route) => !(route.method === 'HEAD' && getPaths.has(route.path)))
      // Answers every method for every procedure; the procedures are checked one by one.
      .filter((route) => route.path !== TRPC_CATCH_ALL)
      // @fastify/static adds a route per file of the built web app (and '/' for index.html): the
      // same files for everyone, with no user data. Unknown pages get index.html from the not-found
      // handler, which is no route at all.
      .filter((route) => !existsSync(join(webDist, route.path)))
      .map((route) => `${route.method} ${route.path}`)
  );
}

/** `<type> <path>` of each tRPC procedure. */
function trpcProcedureKeys(): string[] {
  // Typed as the nested router record, but at run time it holds every procedure by dotted path.
  const procedures = appRouter._def.procedures as Record<string, unknown>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const type = (procedure as Partial<AnyProcedure> | undefined)?._def?.type;
    if (type === undefined) throw new Error(`appRouter._def.procedures['${path}'] is no procedure`);
    return `${type} ${path}`;
  });
}

function entriesOf<Rule extends RouteRule>(isKind: (rule: RouteRule) => rule is Rule) {
  return Object.entries(ROUTE_TABLE).flatMap(([key, rule]) =>
    isKind(rule) ? [[key, rule] as const] : [],
  );
}
const PUBLIC_ROUTES = entriesOf((rule): rule is PublicRoute => rule.access === 'public').map(
  ([key, rule]) => [key, rule.reason, rule] as const,
);
const PROTECTED_ROUTES = entriesOf((rule): rule is ProtectedRoute => rule.access === 'protected');
const OWNED_ROUTES = entriesOf(
  (rule): rule is OwnedRoute => rule.access === 'protected-with-id',
).map(([key, rule]) => [key, rule.resource, rule] as const);

const isTrpcKey = (key: string) => /^(query|mutation|subscription) /.test(key);

/** tRPC procedures that answer a stream (httpBatchStreamLink's JSON lines), as the web app calls them. */
const STREAMED_PROCEDURES: ReadonlySet<string> = new Set(['speech.generateStream']);
const streamedAnswers = new WeakSet<LightMyRequestResponse>();

/**
 * The status a client sees. A streamed tRPC answer has sent 200 already: a refusal is the error
 * shape inside it, which carries the status.
 */
function statusOf(response: LightMyRequestResponse): number {
  if (!streamedAnswers.has(response)) return response.statusCode;
  const refusal = /"httpStatus":(\d+)/.exec(response.body);
  return refusal ? Number(refusal[1]) : response.statusCode;
}

const describeAnswer = (response: LightMyRequestResponse) =>
  `${response.statusCode} ${response.body.slice(0, 500)}`;

interface Account {
  email: string;
  cookie: string;
}

/** An owner's request and the same request with an id of nothing, and with a malformed id. */
interface OwnedTarget {
  ownerCookie: string;
  own: Probe;
  missing: Probe;
  malformed: Probe;
}

describe.each(testDatabases())('the authorisation matrix on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let webDist: string;
  let signUps = 0;
  let signInAccount: Account;
  /** Calls other users' routes with their ids. */
  let intruder: Account;
  /** Owns a speech with stored audio: synthesis takes seconds, so every audio check shares it. */
  let audioOwner: Account & { speechId: number; audioId: number };

  /** Sends a request to the route `key` names, as a browser on our page would. */
  async function send(key: string, probe: Probe, cookie?: string): Promise<LightMyRequestResponse> {
    const [verb = '', path = ''] = key.split(' ');
    const payload = probe.body === undefined ? {} : { payload: probe.body };
    if (verb === 'mutation' && STREAMED_PROCEDURES.has(path)) {
      // As httpBatchStreamLink sends it: a batch of one, asking for JSON lines.
      const answer = await call(t.app, {
        method: 'POST',
        url: `/trpc/${path}?batch=1`,
        cookie,
        headers: { 'content-type': 'application/json', 'trpc-accept': 'application/jsonl' },
        payload: { 0: probe.body },
      });
      streamedAnswers.add(answer);
      return answer;
    }
    if (verb === 'mutation') {
      // As @trpc/client sends it: the JSON content type always, a body only when there is input.
      return call(t.app, {
        method: 'POST',
        url: `/trpc/${path}`,
        cookie,
        headers: { 'content-type': 'application/json' },
        ...payload,
      });
    }
    if (verb === 'query' || verb === 'subscription') {
      const input =
        probe.body === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(probe.body))}`;
      return call(t.app, { method: 'GET', url: `/trpc/${path}${input}`, cookie });
    }
    if (probe.url === undefined && path.includes(':')) {
      throw new Error(`${key}: the probe must fill in the path's parameters`);
    }
    return call(t.app, { method: verb as HTTPMethods, url: probe.url ?? path, cookie, ...payload });
  }

  /** A new account, from an address of its own: the per-address sign-up throttle never trips. */
  async function signUp(): Promise<Account> {
    signUps += 1;
    const email = uniqueEmail();
    const response = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: PASSWORD, firstName: 'Ada', lastName: 'Lovelace' },
      remoteAddress: `10.9.${Math.floor(signUps / 200)}.${(signUps % 200) + 1}`,
    });
    expectStatus(response, 201);
    return { email, cookie: sessionCookieOf(response) };
  }

  /** POSTs as the cookie's user and returns the JSON answer, which must be a success. */
  async function postAs<Body>(cookie: string, url: string, payload: object): Promise<Body> {
    const answer = await call(t.app, { method: 'POST', url, cookie, payload });
    expect(answer.statusCode, `${url}: ${describeAnswer(answer)}`).toBeLessThan(300);
    return answer.json<Body>();
  }
  const newSpeech = async (cookie: string) =>
    (await postAs<{ id: number }>(cookie, '/api/speeches/generate', SPEECH_INPUT)).id;
  const newGoal = async (cookie: string) =>
    (await postAs<{ id: number }>(cookie, '/api/goals', GOAL_INPUT)).id;
  const newPayment = async (cookie: string) =>
    (await postAs<{ clientSecret: string }>(cookie, '/api/create-subscription', SUBSCRIPTION_INPUT))
      .clientSecret;

  /** Every row users own, to compare before and after a request that must change nothing. */
  async function userData(): Promise<Record<string, string[]>> {
    const tables: Record<string, string[]> = {};
    for (const table of USER_DATA_TABLES) {
      const rows = await t.deps.db.selectFrom(table).selectAll().execute();
      tables[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return tables;
  }

  /** A new owner of what the route names (the shared one for audio), and the three requests. */
  async function ownedTarget(route: OwnedRoute): Promise<OwnedTarget> {
    if (route.resource === 'audio') {
      return {
        ownerCookie: audioOwner.cookie,
        own: route.probe(audioOwner),
        missing: route.probe({ speechId: MISSING_ID, audioId: MISSING_ID }),
        malformed: route.probe({ speechId: MALFORMED_ID, audioId: audioOwner.audioId }),
      };
    }
    const owner = await signUp();
    switch (route.resource) {
      case 'speech':
        return {
          ownerCookie: owner.cookie,
          own: route.probe(await newSpeech(owner.cookie)),
          missing: route.probe(MISSING_ID),
          malformed: route.probe(MALFORMED_ID),
        };
      case 'goal':
        return {
          ownerCookie: owner.cookie,
          own: route.probe(await newGoal(owner.cookie)),
          missing: route.probe(MISSING_ID),
          malformed: route.probe(MALFORMED_ID),
        };
      case 'payment':
        return {
          ownerCookie: owner.cookie,
          own: route.probe(await newPayment(owner.cookie)),
          missing: route.probe(MISSING_CLIENT_SECRET),
          malformed: route.probe(MALFORMED_CLIENT_SECRET),
        };
    }
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rally-authz-data-'));
    // A small built web app, so that static file routes exist and the matrix shows it skips them.
    webDist = await mkdtemp(join(tmpdir(), 'rally-authz-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Rally</title>');
    await writeFile(join(webDist, 'login.html'), '<!doctype html><title>Sign in to Rally</title>');
    await writeFile(join(webDist, 'assets', 'app.js'), 'export {};');
    t = await buildTestApp(kind, { DATA_DIR: dataDir, WEB_DIST_DIR: webDist });

    signInAccount = await signUp();
    intruder = await signUp();
    const owner = await signUp();
    const speechId = await newSpeech(owner.cookie);
    const prepared = await postAs<{ result: { data: { audioId: number } } }>(
      owner.cookie,
      '/trpc/audio.prepare',
      { speechId, voice: AUDIO_VOICE },
    );
    audioOwner = { ...owner, speechId, audioId: prepared.result.data.audioId };
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(webDist, { recursive: true, force: true });
  });

  it('lists every route the server holds, and only those', () => {
    const discovered = [...restRouteKeys(t.routes, webDist), ...trpcProcedureKeys()];
    const listed = Object.keys(ROUTE_TABLE);
    const unlisted = discovered.filter((key) => !listed.includes(key)).sort();
    const stale = listed.filter((key) => !discovered.includes(key)).sort();
    expect(
      { unlisted, stale },
      'Each route needs a line in test/authz-routes.ts: public, protected or protected-with-id',
    ).toEqual({ unlisted: [], stale: [] });
  });

  it('lists the routes as Fastify routes them, and skips only HEAD twins, tRPC and files', () => {
    const routes = t.routes;
    for (const { method, path } of routes) {
      expect(
        t.app.hasRoute({ method: method as HTTPMethods, url: path }),
        `${method} ${path}`,
      ).toBe(true);
    }
    const keyOf = (route: RegisteredRoute) => `${route.method} ${route.path}`;
    expect(routes.map(keyOf)).toEqual(
      expect.arrayContaining(['PATCH /api/goals/:id', 'GET /api/speeches/:id/audio/:file']),
    );

    const kept = new Set(restRouteKeys(t.routes, webDist));
    const skipped = routes.filter((route) => !kept.has(keyOf(route)));
    const getPaths = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.path));
    expect(skipped.map(keyOf)).toEqual(
      expect.arrayContaining(['HEAD /api/goals', 'POST /trpc/:path', 'GET /trpc/:path']),
    );
    expect(skipped.filter((r) => r.method === 'HEAD' && !getPaths.has(r.path))).toEqual([]);
    const otherSkipped = skipped.filter((r) => r.method !== 'HEAD' && r.path !== TRPC_CATCH_ALL);
    expect(otherSkipped.map(keyOf).sort()).toEqual([
      'GET /',
      'GET /assets/app.js',
      'GET /index.html',
      'GET /login.html',
    ]);
  });

  it.each(PUBLIC_ROUTES)('%s is public: %s', async (key, _reason, rule) => {
    const fixture: PublicFixture = {
      credentials: { email: signInAccount.email, password: PASSWORD },
      freshEmail: uniqueEmail,
    };
    const response = await send(key, rule.probe(fixture));
    expect(statusOf(response), describeAnswer(response)).toBe(rule.signedOutStatus);
    if (rule.signedOutData !== undefined) {
      const body = response.json<{ result?: { data: unknown } }>();
      expect(isTrpcKey(key) ? body.result?.data : body).toEqual(rule.signedOutData);
    }
  });

  it.each(PROTECTED_ROUTES)('%s answers 401 without a session', async (key, rule) => {
    const before = await userData();
    const signedOut = await send(key, rule.probe);
    expect(statusOf(signedOut), describeAnswer(signedOut)).toBe(401);
    expect(await userData(), `${key} changed data without a session`).toEqual(before);

    // The same request with a session is no 400 and no 401: the refusal was about the session.
    const signedIn = await send(key, rule.probe, (await signUp()).cookie);
    expect([400, 401], describeAnswer(signedIn)).not.toContain(statusOf(signedIn));
  });

  it.each(OWNED_ROUTES)(
    "%s refuses another user's %s, an id of nothing, a malformed id and no session",
    async (key, _resource, rule) => {
      const target = await ownedTarget(rule);
      const attempts = [
        {
          what: "another user's id",
          probe: target.own,
          cookie: intruder.cookie,
          expected: [403, 404],
        },
        {
          what: 'an id of nothing',
          probe: target.missing,
          cookie: intruder.cookie,
          expected: [404],
        },
        {
          what: 'a malformed id',
          probe: target.malformed,
          cookie: intruder.cookie,
          expected: [400],
        },
        { what: 'no session', probe: target.own, cookie: undefined, expected: [401] },
      ];
      const before = await userData();
      for (const { what, probe, cookie, expected } of attempts) {
        const response = await send(key, probe, cookie);
        expect(expected, `${key} with ${what}: ${describeAnswer(response)}`).toContain(
          statusOf(response),
        );
        expect(await userData(), `${key} with ${what} changed data`).toEqual(before);
      }

      // The owner's same request succeeds: the refusals were about who asked, not what.
      const own = await send(key, target.own, target.ownerCookie);
      expect(statusOf(own), `${key} by its owner: ${describeAnswer(own)}`).toBeLessThan(300);
    },
  );

  it('has no GET that starts a speech, whatever the client sends', async () => {
    // A link on another site can make a browser GET with the session cookie and no Fetch Metadata.
    const before = await userData();
    const input = encodeURIComponent(JSON.stringify(SPEECH_INPUT));
    for (const url of [`/trpc/speech.generateStream?input=${input}`, '/api/speeches/generate']) {
      const response = await call(t.app, { method: 'GET', url, cookie: signInAccount.cookie });
      // GET /api/speeches/generate reaches GET /api/speeches/:id, which refuses 'generate' as an id.
      expect([400, 404, 405], `GET ${url}: ${describeAnswer(response)}`).toContain(
        response.statusCode,
      );
    }
    expect(await userData()).toEqual(before);
  });
});
