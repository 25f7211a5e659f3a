import { testDatabases } from '@rally/db/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTROL_STRINGS,
  EDGE_DATES,
  fieldPaths,
  OUT_OF_RANGE_NUMBERS,
  type FieldKind,
} from './fuzz/arbitraries.ts';
import {
  restEndpoints,
  stripeWebhookEndpoint,
  trpcEndpoints,
  type Fixture,
} from './fuzz/endpoints.ts';
import {
  describeMalformedRequests,
  describeRequest,
  everyOther,
  seedOf,
  send,
  serverError,
  signedInFixture,
  watchUnhandledRejections,
} from './fuzz/harness.ts';
import { validBody } from './fuzz/requests.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import webpush from 'web-push';

// Issue 9's fuzzing, tRPC half; REST's is fuzz-rest.test.ts. The malformed calls are split in two
// files (every other procedure here, the rest in fuzz-trpc-second-half.test.ts) so that two
// workers share them: on one they were the suite's longest file (1,550 s in a clean replay).

describeMalformedRequests('malformed tRPC calls', everyOther(trpcEndpoints(), 0));

const vapid = webpush.generateVAPIDKeys();
const PUSH_ON = {
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:fuzz@example.com',
};

const endpointsWithInput = [...restEndpoints(), stripeWebhookEndpoint(), ...trpcEndpoints()];

/**
 * Values a schema may let through are not fuzzed above (a valid body may write): each of these goes
 * into each field of its kind in a valid body, where it must be refused or stored, never a 5xx.
 * Control characters go into text fields; numbers past 32 bits and years outside 1 to 9999 into
 * number and date fields (PostgreSQL's integer and date refuse them, which was a 500).
 */
const VALUES_BY_FIELD_KIND: ReadonlyArray<[FieldKind, readonly unknown[]]> = [
  ['text', CONTROL_STRINGS],
  ['number', OUT_OF_RANGE_NUMBERS],
  ['date', EDGE_DATES],
];

describe.each(testDatabases())('values at the edges of each field on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let fixture: Fixture;
  const rejections = watchUnhandledRejections();

  beforeAll(async () => {
    // Push on, so a subscription's endpoint reaches the database as it would in production.
    t = await buildTestApp(kind, PUSH_ON);
    ({ cookie, fixture } = await signedInFixture(t));
  });
  afterAll(() => t.close());

  const withValueAt = (value: unknown, path: readonly string[], placed: unknown): unknown => {
    const [key, ...rest] = path;
    if (key === undefined) return placed;
    if (Array.isArray(value)) {
      const copy: unknown[] = [...value];
      copy[Number(key)] = withValueAt(copy[Number(key)], rest, placed);
      return copy;
    }
    const object = typeof value === 'object' && value !== null ? value : {};
    return {
      ...object,
      [key]: withValueAt((object as Record<string, unknown>)[key], rest, placed),
    };
  };

  const valueAt = (value: unknown, path: readonly string[]): unknown =>
    path.reduce<unknown>(
      (at, key) =>
        typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined,
      value,
    );

  const cases = endpointsWithInput.flatMap((endpoint) =>
    VALUES_BY_FIELD_KIND.filter(
      ([fieldKind]) => endpoint.input && fieldPaths(endpoint.input.schema, fieldKind).length > 0,
    ).map(([fieldKind, values]) => [endpoint.name, fieldKind, values, endpoint] as const),
  );

  it.each(cases)('%s: %s fields never answer a 5xx', async (name, fieldKind, values, endpoint) => {
    const input = endpoint.input;
    if (!input) throw new Error(`${name} reads no input`);
    const [valid] = fc.sample(validBody(input.schema, input.fixed(fixture)), {
      numRuns: 1,
      seed: seedOf(name),
    });
    const requests = fieldPaths(input.schema, fieldKind).flatMap((path) =>
      [
        ...values,
        // A valid value with a NUL after it: a URL or a list's id that passes every other rule.
        ...(fieldKind === 'text' ? [`${String(valueAt(valid, path))}\u0000`] : []),
      ].map((placed) => input.request(withValueAt(valid, path, placed), fixture)),
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
