import { buildTestApp, type TestApp } from './helpers.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepts, fieldPaths, malformedInput, validInput } from './fuzz/arbitraries.ts';
import {
  REST_INPUT_ROUTES,
  REST_ROUTES_WITHOUT_INPUT,
  restEndpoints,
  STRIPE_WEBHOOK_ROUTE,
  stripeWebhookEndpoint,
  trpcProceduresWithInput,
  type Endpoint,
} from './fuzz/endpoints.ts';
import { describeMalformedRequests } from './fuzz/harness.ts';

// Issue 9's fuzzing, REST half; tRPC's is fuzz-trpc.test.ts, a file of its own so both run at once.

const isWithoutInput = (endpoint: Endpoint) =>
  REST_ROUTES_WITHOUT_INPUT.some((route) => endpoint.name === `${route.method} ${route.url}`);

describe('REST routes to fuzz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('covers every state-changing REST route', () => {
    const stateChanging = t.routes
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => /^(POST|PUT|PATCH|DELETE) \/api\//.test(route));
    const fuzzed = [...REST_INPUT_ROUTES, ...REST_ROUTES_WITHOUT_INPUT, STRIPE_WEBHOOK_ROUTE].map(
      (route) => `${route.method} ${route.url}`,
    );
    expect(stateChanging.sort()).toEqual(fuzzed.sort());
  });
});

describe('fuzz arbitraries', () => {
  // Valid values start the body mutations; path parameters take theirs from the fixture instead.
  const bodySchemas = [
    ...REST_INPUT_ROUTES.map((route) => route.body),
    ...trpcProceduresWithInput().map((procedure) => procedure.input),
  ].filter((schema) => schema !== undefined);
  const paramSchemas = REST_INPUT_ROUTES.flatMap((route) =>
    (route.params ?? []).map((param) => param.schema),
  );

  it('makes values that every input schema accepts, after a trip through JSON', () => {
    for (const schema of bodySchemas) {
      for (const value of fc.sample(validInput(schema), { numRuns: 100, seed: 1 })) {
        const sent: unknown = value === undefined ? undefined : JSON.parse(JSON.stringify(value));
        expect(accepts(schema, sent), JSON.stringify(value)).toBe(true);
      }
    }
  });

  it('makes malformed values that every schema mostly refuses', () => {
    for (const schema of [...bodySchemas, ...paramSchemas]) {
      const values = fc.sample(malformedInput(schema), { numRuns: 200, seed: 1 });
      const refused = values.filter((value) => !accepts(schema, value)).length;
      // Not all: a near miss can land on a valid value (some bodies have only optional fields) and
      // the request filter drops those; most must be refused, or the filter would starve.
      expect(refused / values.length).toBeGreaterThan(0.5);
    }
  });

  it('finds the text, number and date fields of a schema, nested ones too', () => {
    const procedure = (path: string) => {
      const found = trpcProceduresWithInput().find((candidate) => candidate.path === path);
      if (!found) throw new Error(`no procedure ${path}`);
      return found.input;
    };
    expect(fieldPaths(procedure('speech.update'), 'text')).toEqual([['changes', 'name']]);
    expect(fieldPaths(procedure('speech.update'), 'number')).toEqual([['id']]);
    expect(fieldPaths(procedure('goal.create'), 'date')).toEqual([['targetDate']]);
    expect(fieldPaths(procedure('feedback.submit'), 'number')).toEqual([
      ['rating'],
      ['effectiveness'],
      ['emotionalResonance'],
      ['timeSpentListening'],
    ]);
  });
});

describeMalformedRequests(
  'malformed REST requests',
  [...restEndpoints().filter((endpoint) => !isWithoutInput(endpoint)), stripeWebhookEndpoint()],
  restEndpoints().filter(isWithoutInput),
);
