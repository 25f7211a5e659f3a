import { createHmac } from 'node:crypto';
import {
  audioRequestSchema,
  audioSpeechId,
  goalIdSchema,
  speechCreateSchema,
  speechIdSchema,
} from '@rally/domain';
import fc from 'fast-check';
import { z } from 'zod';
import { declaredRoutes, pathParams } from '../../src/rest/procedures.ts';
import { appRouter } from '../../src/trpc/root.ts';
import { accepts } from './arbitraries.ts';
import {
  bodyIsRefused,
  malformedBodies,
  malformedParam,
  MAX_BODY_TEXT,
  MAX_QUERY_TEXT,
  MULTIPART_CONTENT_TYPE,
  percentEncode,
  asSent,
  WRONG_CONTENT_TYPES,
  type BodyText,
  type FuzzRequest,
} from './requests.ts';

type Schema = z.core.$ZodType;

/** Rows the fuzzing user owns: valid parts of a request point at them, so a body let through would change them. */
export interface Fixture {
  speechId: number;
  goalId: number;
  /** The client secret of the user's unpaid local subscription. */
  clientSecret: string;
}

/** How a response must look: REST's `{ message }`, tRPC's error shape, or tRPC's event stream. */
export type Face = 'rest' | 'trpc';

export interface Endpoint {
  name: string;
  face: Face;
  /** Stripe's servers call the webhook: no session, no Origin. */
  signedIn: boolean;
  /** Requests the endpoint must refuse. */
  requests: (fixture: Fixture) => fc.Arbitrary<FuzzRequest>;
  /** What the endpoint reads, for endpoints that read a body or an input. */
  input?: EndpointInput;
}

export interface EndpointInput {
  schema: Schema;
  /** Top-level keys a valid value takes from the fixture. */
  fixed: (fixture: Fixture) => Record<string, unknown>;
  /** The request that carries `value` as its body or input (with valid path parameters). */
  request: (value: unknown, fixture: Fixture) => FuzzRequest;
}

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface PathParam {
  name: string;
  /** Refuses what the route refuses, from the decoded path segment. */
  schema: Schema;
  valid: (fixture: Fixture) => string;
}

export interface RestRoute {
  method: Method;
  url: string;
  params?: PathParam[];
  /** What the handler parses the body with; absent when it reads no body. */
  body?: Schema;
  /** Top-level body keys a valid body takes from the fixture. */
  fixed?: (fixture: Fixture) => Record<string, unknown>;
}

const speechParam: PathParam = {
  name: 'id',
  schema: speechIdSchema,
  valid: (fixture) => String(fixture.speechId),
};
const goalParam: PathParam = {
  name: 'id',
  schema: goalIdSchema,
  valid: (fixture) => String(fixture.goalId),
};

/** Which fixture row a path's `:id` names. */
const idParamOf = (path: string): PathParam =>
  path.startsWith('/goals/') ? goalParam : speechParam;

/** Top-level body keys a valid body takes from the fixture, by route. */
const FIXED_BODY_KEYS: Record<string, RestRoute['fixed']> = {
  'POST /api/speeches/generate': ({ goalId }) => ({ goalId }),
  'POST /api/speeches': ({ goalId }) => ({ goalId }),
  'POST /api/feedback': ({ speechId }) => ({ speechId: String(speechId) }),
  'POST /api/billing/local/confirm': ({ clientSecret }) => ({ clientSecret }),
};

/** The state-changing paths the procedures declare, with what the adapter parses them with. */
function declaredStateChangingRoutes(): RestRoute[] {
  return declaredRoutes()
    .filter(({ route }) => route.method !== 'GET')
    .map(({ route, input }) => {
      const url = `/api${route.path}`;
      const names = pathParams(route.path);
      const shape = (input as z.ZodObject | undefined)?.shape as Record<string, Schema> | undefined;
      const params = names.map((name) => ({
        ...idParamOf(route.path),
        name,
        schema: shape?.[name] ?? speechIdSchema,
      }));
      const body = route.body?.schema ?? (names.length === 0 ? input : undefined);
      const fixed = FIXED_BODY_KEYS[`${route.method} ${url}`];
      return {
        method: route.method as Method,
        url,
        ...(params.length > 0 ? { params } : {}),
        ...(body ? { body } : {}),
        ...(fixed ? { fixed } : {}),
      };
    });
}

/** The routes that are not procedures (rest/speeches.ts, rest/audio.ts), with what they parse. */
const RAW_INPUT_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    url: '/api/speeches/generate',
    body: speechCreateSchema,
    fixed: FIXED_BODY_KEYS['POST /api/speeches/generate'],
  },
  {
    method: 'POST',
    url: '/api/speeches/:id/audio',
    // The route reads the id up to its first hyphen, and a missing or null body as the default voice.
    params: [
      {
        ...speechParam,
        // speechIdSchema coerces any input; the path segment is always a string.
        schema: z
          .string()
          .transform(audioSpeechId)
          .pipe(speechIdSchema as z.ZodType<number, string>),
      },
    ],
    body: audioRequestSchema.nullable(),
  },
];

const isWithInput = (route: RestRoute) => route.body !== undefined || route.params !== undefined;

/** Every REST route that reads a body or a path parameter, with what it parses them with. */
export const REST_INPUT_ROUTES: readonly RestRoute[] = [
  ...RAW_INPUT_ROUTES,
  ...declaredStateChangingRoutes().filter(isWithInput),
];

/** State-changing routes that read neither body nor parameters: only unreadable bodies are sent to them. */
export const REST_ROUTES_WITHOUT_INPUT: readonly RestRoute[] = declaredStateChangingRoutes().filter(
  (route) => !isWithInput(route),
);

export const STRIPE_WEBHOOK_ROUTE = { method: 'POST', url: '/api/stripe/webhook' } as const;

const REST_WRONG_CONTENT_TYPES = [...WRONG_CONTENT_TYPES, MULTIPART_CONTENT_TYPE];

function urlWith(route: RestRoute, values: readonly string[]): string {
  let url = route.url;
  (route.params ?? []).forEach((param, i) => {
    url = url.replace(`:${param.name}`, percentEncode(values[i] ?? ''));
  });
  return url;
}

function restEndpoint(route: RestRoute): Endpoint {
  const body = route.body;
  return {
    name: `${route.method} ${route.url}`,
    face: 'rest',
    signedIn: true,
    input: body && {
      schema: body,
      fixed: (fixture) => route.fixed?.(fixture) ?? {},
      request: (value, fixture) => ({
        method: route.method,
        url: urlWith(
          route,
          (route.params ?? []).map((param) => param.valid(fixture)),
        ),
        contentType: 'application/json',
        payload: JSON.stringify(value),
      }),
    },
    requests: (fixture) => {
      const params = route.params ?? [];
      const bodies = malformedBodies({
        schema: route.body,
        fixed: route.fixed?.(fixture),
        wrongContentTypes: REST_WRONG_CONTENT_TYPES,
        maxText: MAX_BODY_TEXT,
      });
      // Each parameter is the fixture's id or a malformed string; the body is absent or any of the above.
      const paramValues = fc.tuple(
        ...params.map((param) =>
          fc.oneof(fc.constant(param.valid(fixture)), malformedParam(param.schema)),
        ),
      );
      const body: fc.Arbitrary<BodyText | undefined> =
        route.method === 'DELETE' ? fc.option(bodies, { nil: undefined, freq: 2 }) : bodies;
      return fc
        .tuple(paramValues, body)
        .filter(([values, sent]) => {
          const badParam = params.some(
            (param, i) => !accepts(param.schema, asSent(values[i] ?? '')),
          );
          return badParam || bodyIsRefused(route.body, sent, 'refused');
        })
        .map(([values, sent]): FuzzRequest => ({
          method: route.method,
          url: urlWith(route, values),
          contentType: sent?.contentType,
          payload: sent?.text,
        }));
    },
  };
}

export const restEndpoints = (): Endpoint[] =>
  [...REST_INPUT_ROUTES, ...REST_ROUTES_WITHOUT_INPUT].map(restEndpoint);

/** An event as Stripe would send it, signed with a secret that is not the server's, or not signed. */
export function stripeWebhookEndpoint(): Endpoint {
  const event = fc.record({
    id: fc.string({ maxLength: 30 }).map((id) => `evt_${id}`),
    object: fc.constant('event'),
    type: fc.constantFrom(
      'customer.subscription.updated',
      'customer.subscription.deleted',
      'invoice.paid',
      'checkout.session.completed',
    ),
    data: fc.record({
      object: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 5,
      }),
    }),
  });
  const body = fc.oneof(
    event.map((value) => JSON.stringify(value)),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary', maxLength: 300 }),
  );
  const hex64 = fc.string({
    unit: fc.constantFrom(...'0123456789abcdef'),
    minLength: 64,
    maxLength: 64,
  });
  const timestamp = fc.integer({ min: 0, max: 4_000_000_000 });
  // How the Stripe-Signature header is made from the payload: not at all, junk, a well-formed header
  // with a random digest, or Stripe's scheme (HMAC-SHA256 of "timestamp.payload") with the wrong secret.
  const signature = fc.oneof(
    fc.constant(() => undefined),
    fc.string({ maxLength: 120 }).map((junk) => () => junk),
    fc.tuple(timestamp, hex64).map(
      ([t, v1]) =>
        () =>
          `t=${t},v1=${v1}`,
    ),
    fc
      .tuple(timestamp, fc.string({ minLength: 1, maxLength: 20 }))
      .map(([t, secret]) => (payload: string) => {
        const v1 = createHmac('sha256', `whsec_${secret}`).update(`${t}.${payload}`).digest('hex');
        return `t=${t},v1=${v1}`;
      }),
  );
  return {
    name: `${STRIPE_WEBHOOK_ROUTE.method} ${STRIPE_WEBHOOK_ROUTE.url}`,
    face: 'rest',
    signedIn: false,
    requests: () =>
      fc
        .tuple(
          body,
          fc.constantFrom(...REST_WRONG_CONTENT_TYPES, 'application/json', 'application/json'),
          signature,
        )
        .map(([text, contentType, sign]): FuzzRequest => {
          const payload = text === '' ? '{}' : text;
          const stripeSignature = sign(payload);
          return {
            ...STRIPE_WEBHOOK_ROUTE,
            contentType,
            payload,
            headers: stripeSignature === undefined ? {} : { 'stripe-signature': stripeSignature },
          };
        }),
  };
}

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: unknown[];
}

/** Every tRPC procedure that takes input, read from the router so that a new one is fuzzed too. */
export function trpcProceduresWithInput(): {
  path: string;
  type: ProcedureDef['type'];
  input: Schema;
}[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
  return Object.entries(procedures)
    .filter(([, procedure]) => procedure._def.inputs.length > 0)
    .map(([path, procedure]) => {
      const [input, ...more] = procedure._def.inputs;
      if (more.length > 0 || typeof input !== 'object' || input === null || !('_zod' in input)) {
        throw new Error(`${path}: fuzzing expects one zod schema as input`);
      }
      return { path, type: procedure._def.type, input: input as Schema };
    });
}

/**
 * Ids a valid input takes from the fixture, by key: `speechId` and `goalId` name themselves, `id` is
 * the id of the router's own entity. The value takes whichever form (number or text) the key accepts.
 */
function fixtureIds(path: string, input: Schema, fixture: Fixture): Record<string, unknown> {
  const shape = (input as z.core.$ZodObject)._zod.def.shape as Record<string, Schema> | undefined;
  if (!shape) return {};
  const router = path.split('.')[0];
  const idOf: Record<string, number | undefined> = {
    speechId: fixture.speechId,
    goalId: fixture.goalId,
    id: router === 'speech' ? fixture.speechId : router === 'goal' ? fixture.goalId : undefined,
  };
  const fixed: Record<string, unknown> = {};
  for (const [key, id] of Object.entries(idOf)) {
    const field = shape[key];
    if (id === undefined || field === undefined) continue;
    const form = [id, String(id)].find((value) => accepts(field, value));
    if (form !== undefined) fixed[key] = form;
  }
  return fixed;
}

function trpcEndpoint({
  path,
  type,
  input,
}: ReturnType<typeof trpcProceduresWithInput>[number]): Endpoint {
  const isMutation = type === 'mutation';
  const get = (text: string | undefined): FuzzRequest => ({
    method: 'GET',
    url: text === undefined ? `/trpc/${path}` : `/trpc/${path}?input=${percentEncode(text)}`,
  });
  return {
    name: `tRPC ${type} ${path}`,
    face: 'trpc',
    signedIn: true,
    input: {
      schema: input,
      fixed: (fixture) => fixtureIds(path, input, fixture),
      request: (value) =>
        isMutation
          ? {
              method: 'POST',
              url: `/trpc/${path}`,
              contentType: 'application/json',
              payload: JSON.stringify(value),
            }
          : get(JSON.stringify(value)),
    },
    requests: (fixture) => {
      const bodies = malformedBodies({
        schema: input,
        fixed: fixtureIds(path, input, fixture),
        wrongContentTypes: WRONG_CONTENT_TYPES,
        maxText: isMutation ? MAX_BODY_TEXT : MAX_QUERY_TEXT,
      });
      if (isMutation) {
        return bodies
          .filter((body) => bodyIsRefused(input, body, 'no input'))
          .map(({ contentType, text }): FuzzRequest => ({
            method: 'POST',
            url: `/trpc/${path}`,
            contentType,
            payload: text,
          }));
      }
      // Queries and subscriptions read `?input=`; content types do not apply, so keep the text only.
      return fc
        .option(
          bodies.map((body) => body.text),
          { nil: undefined, freq: 20 },
        )
        .filter((text) =>
          bodyIsRefused(
            input,
            text === undefined ? undefined : { contentType: 'application/json', text },
            'no input',
          ),
        )
        .map(get);
    },
  };
}

export const trpcEndpoints = (): Endpoint[] => trpcProceduresWithInput().map(trpcEndpoint);
