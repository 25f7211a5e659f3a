import { testDatabases } from '@rally/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_STRINGS, textFieldPaths } from './fuzz/arbitraries.ts';
import {
  restEndpoints,
  stripeWebhookEndpoint,
  trpcEndpoints,
  type Fixture,
} from './fuzz/endpoints.ts';
import {
  describeMalformedRequests,
  describeRequest,
  seedOf,
  send,
  serverError,
  signedInFixture,
  watchUnhandledRejections,
} from './fuzz/harness.ts';
import { validBody } from './fuzz/requests.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// Issue 9's fuzzing, tRPC half; REST's is fuzz-rest.test.ts, a file of its own so both run at once.

describeMalformedRequests('malformed tRPC calls', trpcEndpoints());

const endpointsWithInput = [...restEndpoints(), stripeWebhookEndpoint(), ...trpcEndpoints()];

/**
 * Text a schema lets through is not fuzzed above (a valid body may write); this puts each control
 * string into each text field of a valid body, where it must be refused or stored, never a 5xx.
 */
describe.each(testDatabases())('control characters in text fields on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let fixture: Fixture;
  const rejections = watchUnhandledRejections();

  beforeAll(async () => {
    t = await buildTestApp(kind);
    ({ cookie, fixture } = await signedInFixture(t));
  });
  afterAll(() => t.close());

  const withTextAt = (value: unknown, path: readonly string[], text: string): unknown => {
    const [key, ...rest] = path;
    if (key === undefined) return text;
    const object = typeof value === 'object' && value !== null ? value : {};
    return { ...object, [key]: withTextAt((object as Record<string, unknown>)[key], rest, text) };
  };

  it.each(
    endpointsWithInput
      .filter((endpoint) => endpoint.input && textFieldPaths(endpoint.input.schema).length > 0)
      .map((endpoint) => [endpoint.name, endpoint] as const),
  )('%s never answers a 5xx', async (name, endpoint) => {
    const input = endpoint.input;
    if (!input) throw new Error(`${name} reads no input`);
    const [valid] = fc.sample(validBody(input.schema, input.fixed(fixture)), {
      numRuns: 1,
      seed: seedOf(name),
    });
    const requests = textFieldPaths(input.schema).flatMap((path) =>
      CONTROL_STRINGS.map((text) => input.request(withTextAt(valid, path, text), fixture)),
    );
    const rejectionsBefore = rejections.length;
    for (const request of requests) {
      const response = await send(t, cookie, request);
      const problem = serverError(response);
      expect(
        problem,
        `${problem} for ${describeRequest(request)}: ${response.body.slice(0, 500)}`,
      ).toBeNull();
    }
    expect(rejections.slice(rejectionsBefore), 'unhandled rejections').toEqual([]);
  });
});
