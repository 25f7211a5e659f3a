import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyProcedure } from '@trpc/server';
import { z } from 'zod';
import { declaredRoutes, pathParams } from '../src/rest/procedures.ts';
import { appRouter } from '../src/trpc/root.ts';
import { buildStripeTestApp } from './billing-helpers.ts';
import { buildTestApp, call, expectStatus, signUpUser, type TestApp } from './helpers.ts';

/** The /api routes that are not procedures: the speech that may stream, audio bytes, Stripe, this document. */
const RAW_API_ROUTES = [
  'POST /api/speeches/generate',
  'POST /api/speeches/:id/audio',
  'GET /api/speeches/:id/audio/:file',
  'POST /api/stripe/webhook',
  'GET /api/openapi.json',
];

/**
 * Procedures that answer no single JSON value, so have no output schema: tRPC would check the
 * stream's generator itself, not what it yields.
 */
const STREAMED_PROCEDURES = ['speech.generateStream'];

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

describe('REST paths declared once', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    const response = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    expectStatus(response, 200);
    document = response.json();
  });
  afterAll(() => t.close());

  it('serves exactly the declared paths, plus the few that are not JSON', () => {
    const served = t.routes
      .filter((route) => route.path.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.path}`);
    const declared = declaredRoutes().map(({ route }) => `${route.method} /api${route.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(served.sort()).toEqual([...declared, ...RAW_API_ROUTES].sort());
  });

  it('describes every declared path in an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = declaredRoutes().map(
      ({ route }) => `${route.method} /api${route.path.replace(/:(\w+)/g, '{$1}')}`,
    );
    expect(described.sort()).toEqual(declared.sort());
  });

  it('names each path parameter, gives each operation an id of its own and a refusal shape', () => {
    const ids = new Set<string>();
    for (const [path, operations] of Object.entries(document.paths)) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const operation of Object.values(operations)) {
        expect(ids.has(operation.operationId), operation.operationId).toBe(false);
        ids.add(operation.operationId);
        const params = operation.parameters.filter((p) => p.in === 'path');
        expect(params.map((p) => p.name)).toEqual(inPath);
        expect(params.every((p) => p.required)).toBe(true);
        expect(operation.responses.default?.content?.['application/json']?.schema).toMatchObject({
          required: ['message', 'code'],
        });
      }
    }
  });

  it('describes bodies, query parameters and statuses from the declarations', () => {
    const goalCreate = document.paths['/api/goals']?.post;
    expect(goalCreate?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { title: expect.any(Object) },
    });
    expect(Object.keys(goalCreate?.responses ?? {}).sort()).toEqual(['200', '201', 'default']);
    // The PATCH body is the changes alone: the id is the path's.
    const goalUpdate = document.paths['/api/goals/{id}']?.patch;
    const changes = goalUpdate?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(changes.properties)).toContain('isCompleted');
    expect(Object.keys(changes.properties)).not.toContain('id');
    expect(Object.keys(document.paths['/api/goals/{id}']?.delete?.responses ?? {})).toContain(
      '204',
    );
    // Favourites fix `favourite`: it is no query parameter there.
    const query = (path: string) =>
      (document.paths[path]?.get?.parameters ?? []).map((p) => `${p.in} ${p.name}`);
    expect(query('/api/speeches')).toContain('query favourite');
    expect(query('/api/speeches/favourites')).not.toContain('query favourite');
    expect(query('/api/speeches/favourites')).toContain('query cursor');
    // An answer is described from the procedure's output schema, a Date as JSON sends it.
    expect(
      document.paths['/api/care/pause']?.get?.responses['200']?.content?.['application/json']
        ?.schema,
    ).toMatchObject({
      properties: {
        pausedUntil: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      },
      required: ['pausedUntil'],
    });
  });

  it('gives every procedure that answers JSON an output schema, and describes each answer', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    const withoutOutput = Object.entries(procedures)
      .filter(
        ([, procedure]) => !((procedure._def as { output?: unknown }).output instanceof z.ZodType),
      )
      .map(([path]) => path);
    expect(withoutOutput).toEqual(STREAMED_PROCEDURES);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status === 'default' || status === '204') continue;
          const schema = response.content?.['application/json']?.schema ?? {};
          expect(Object.keys(schema).length, `${method} ${path} ${status}`).toBeGreaterThan(0);
        }
      }
    }
    // A speech's times leave as JSON sends a Date; a nullable field is required and may be null.
    const speech = document.paths['/api/speeches/{id}']?.get?.responses['200']?.content?.[
      'application/json'
    ]?.schema as { properties: Record<string, unknown>; required: string[] };
    expect(speech.properties.createdAt).toEqual({ type: 'string', format: 'date-time' });
    expect(speech.properties.name).toEqual({ type: ['string', 'null'] });
    expect(speech.required).toContain('name');
  });

  it('declares path parameters that the procedure’s input names', () => {
    for (const { procedure, route, input } of declaredRoutes()) {
      for (const name of pathParams(route.path)) {
        const shape = (input as { shape?: Record<string, unknown> } | undefined)?.shape;
        expect(shape?.[name], `${procedure}: ${route.path}`).toBeDefined();
      }
    }
  });
});

describe('refusals through a declared path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('names the body’s fields as the client sent them, and a bad id before a bad body', async () => {
    const { cookie } = await signUpUser(t.app);
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/goals',
      cookie,
      payload: { title: 'Run', category: 'health' },
    });
    expectStatus(created, 201);
    const { id } = created.json() as { id: number };

    const badBody = await call(t.app, {
      method: 'PATCH',
      url: `/api/goals/${id}`,
      cookie,
      payload: { isCompleted: 'yes' },
    });
    expectStatus(badBody, 400);
    expect(badBody.json().message).toMatch(/^isCompleted: /);
    expect(badBody.json().fieldErrors).toHaveProperty('isCompleted');

    const badBoth = await call(t.app, {
      method: 'PATCH',
      url: '/api/goals/nope',
      cookie,
      payload: { isCompleted: 'yes' },
    });
    expectStatus(badBoth, 400);
    expect(badBoth.json().message).not.toContain('isCompleted');
    expect(badBoth.json().message).not.toMatch(/^id: /);
  });

  it('answers 401 signed out before it reads a malformed id or body', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/goals/nope'],
      ['DELETE', '/api/speeches/0'],
      ['POST', '/api/speeches/x/report'],
    ] as const) {
      const response = await call(t.app, { method, url, payload: { isCompleted: 'yes' } });
      expectStatus(response, 401);
      expect(response.json()).toEqual({ message: 'Please sign in.', code: 'UNAUTHORIZED' });
    }
  });

  it('answers 401 with the same message on a path whose procedure answers null signed out', async () => {
    for (const url of ['/api/auth/user', '/api/user']) {
      const response = await call(t.app, { method: 'GET', url });
      expectStatus(response, 401);
      expect(response.json()).toEqual({ message: 'Please sign in.', code: 'UNAUTHORIZED' });
    }
  });
});

describe('a path served only with its provider', () => {
  it('neither serves nor describes the local card form when Stripe bills', async () => {
    const { t, mock } = await buildStripeTestApp('pglite', 'whsec_openapi');
    try {
      const { cookie } = await signUpUser(t.app);
      const confirm = await call(t.app, {
        method: 'POST',
        url: '/api/billing/local/confirm',
        cookie,
        payload: {},
      });
      expectStatus(confirm, 404);
      expect(confirm.json()).toEqual({ message: 'Not found' });
      const document = (
        await call(t.app, { method: 'GET', url: '/api/openapi.json' })
      ).json() as OpenApiDocument;
      expect(document.paths).not.toHaveProperty('/api/billing/local/confirm');
      expect(document.paths).toHaveProperty('/api/create-subscription');
    } finally {
      await t.close();
      await mock.close();
    }
  });
});
