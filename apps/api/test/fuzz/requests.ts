import fc from 'fast-check';
import type { z } from 'zod';
import { accepts, malformedInput, NASTY_STRINGS, validInput } from './arbitraries.ts';

/**
 * Turns schemas into whole HTTP requests that the server must refuse: bodies of malformed values
 * (with extra and prototype keys, deep nesting, huge strings), text that is not JSON, and JSON sent
 * under a content type the API does not read.
 */

type Schema = z.core.$ZodType;

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Absent: the request has no Content-Type header. */
  contentType?: string;
  /** Absent: the request has no body. */
  payload?: string;
  headers?: Record<string, string>;
}

/** A request body as text, with the content type it is sent under. */
export interface BodyText {
  contentType: string | undefined;
  text: string;
}

/** The 1 MB body limit of Fastify, less room for the JSON around a huge value. */
export const MAX_BODY_TEXT = 1_000_000;
/** A query string of a GET request is kept to what proxies let through in practice. */
export const MAX_QUERY_TEXT = 64_000;

export const JSON_CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8'] as const;

/**
 * Content types the API has no parser for. JSON under one of them must be refused (415), not read:
 * a cross-site form can send text/plain without a CORS preflight.
 */
export const WRONG_CONTENT_TYPES = [
  undefined,
  '',
  'text/plain',
  'text/plain; charset=utf-8',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/jsonx',
  'json',
  'application/json,text/plain',
] as const;

/**
 * Multipart bodies must be refused too, but only REST can be fuzzed with them through `inject`:
 * tRPC's adapter streams a multipart body only from a real socket (a real request answers 400), and
 * light-my-request's stand-in makes it fail with a 500 that no client can cause.
 */
export const MULTIPART_CONTENT_TYPE = 'multipart/form-data; boundary=fuzz';

const isJsonContentType = (contentType: string | undefined): boolean =>
  (JSON_CONTENT_TYPES as readonly (string | undefined)[]).includes(contentType);

/** What the server sees of a text: Node encodes it as UTF-8, so a lone surrogate becomes U+FFFD. */
export const asSent = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');

/** Percent-encodes every byte but the unreserved ones, so any string fits in a path or a query. */
export function percentEncode(value: string): string {
  let encoded = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-_.~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

const UNREADABLE = Symbol('unreadable');

/**
 * The value a JSON text stands for, or UNREADABLE. Lenient on purpose: leading byte-order marks are
 * skipped (Fastify's parser skips one, tRPC's text decoding and parser one each), so a request only
 * counts as malformed when every reader refuses it.
 */
export function readJson(text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\ufeff+/, ''));
  } catch {
    return UNREADABLE;
  }
}

/**
 * Would the server refuse this body? `emptyBody` is what an empty text means to the reader: tRPC
 * takes it as no input, Fastify refuses an empty JSON body. `schema` undefined: the route reads no
 * body, so only a body it cannot read is refused.
 */
export function bodyIsRefused(
  schema: Schema | undefined,
  body: BodyText | undefined,
  emptyBody: 'no input' | 'refused',
): boolean {
  if (body === undefined) return schema !== undefined && !accepts(schema, undefined);
  if (!isJsonContentType(body.contentType)) return true;
  const text = asSent(body.text);
  if (text === '')
    return emptyBody === 'refused' || (schema !== undefined && !accepts(schema, undefined));
  const value = readJson(text);
  if (value === UNREADABLE) return true;
  return schema !== undefined && !accepts(schema, value);
}

/** Props that prototype-pollution payloads use; set as own keys, which is what JSON.parse makes. */
const POLLUTION_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '__defineGetter__',
];

function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  // defineProperty: plain assignment to '__proto__' would change the prototype instead.
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

const pollutionValue = fc.constantFrom<unknown>(
  { polluted: true },
  { prototype: { polluted: true } },
  { isAdmin: true, speechLimit: 1_000_000 },
  null,
  'polluted',
);

const extraKey = fc.oneof(
  fc.constantFrom(...POLLUTION_KEYS),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('id', 'userId', 'speechesUsed', 'speechLimit', 'subscriptionTier', 'isDemo'),
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as is, or with extra and prototype keys, or wrapped in an array, or replaced by null. */
function decorated(values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 10, arbitrary: values },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          values,
          fc.array(fc.tuple(extraKey, fc.oneof(pollutionValue, fc.jsonValue({ maxDepth: 2 }))), {
            minLength: 1,
            maxLength: 3,
          }),
        )
        .map(([value, extras]) => {
          if (!isPlainObject(value)) return value;
          const copy = { ...value };
          for (const [key, extra] of extras) withOwnKey(copy, key, extra);
          return copy;
        }),
    },
    { weight: 1, arbitrary: values.map((value) => [value]) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

/** A deeply nested JSON text of about `depth` levels: arrays, objects, or prototype keys. */
function deepJson(kind: 'array' | 'object' | '__proto__' | 'constructor', depth: number): string {
  if (kind === 'array') return `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const key = kind === 'object' ? 'a' : kind;
  return `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Text that stands in for one field of a valid body: a huge string or a deep structure. */
function oversizedJson(maxText: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .tuple(
        fc.constantFrom('x', 'é', '😀', '\u0000', '\\'),
        fc.integer({ min: 1_000, max: maxText }),
      )
      .map(([unit, bytes]) =>
        // The unit's length once escaped in JSON, without the quotes.
        JSON.stringify(unit.repeat(Math.floor(bytes / (JSON.stringify(unit).length - 2)))),
      ),
    fc
      .tuple(
        fc.constantFrom('array', 'object', '__proto__', 'constructor'),
        fc.integer({ min: 2, max: Math.floor(maxText / 16) }),
      )
      .map(([kind, depth]) => deepJson(kind, depth)),
  );
}

const SENTINEL = 'fuzz-sentinel-7f3a';

/** A valid body with one field (or the whole body) replaced by an oversized JSON text. */
function withOversizedField(valid: fc.Arbitrary<unknown>, maxText: number): fc.Arbitrary<string> {
  return fc
    .tuple(valid, fc.string({ maxLength: 10 }), fc.nat(), oversizedJson(maxText))
    .map(([value, newKey, pick, raw]) => {
      if (!isPlainObject(value)) return raw;
      const keys = [...Object.keys(value), newKey];
      const key = keys[pick % keys.length] ?? newKey;
      return JSON.stringify(withOwnKey({ ...value }, key, SENTINEL)).replace(`"${SENTINEL}"`, raw);
    });
}

/** Text that is not JSON, much of it a valid body damaged the way proxies and scripts damage them. */
function unreadableText(validText: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    fc
      .tuple(validText, fc.nat())
      .map(([text, cut]) => text.slice(0, cut % Math.max(1, text.length))),
    validText.map((text) => text.replaceAll('"', "'")),
    validText.map((text) => text.replace(/[}\]]$/, ',$&')),
    validText.map((text) => `/* comment */ ${text}`),
    validText.map((text) => `${text}${text}`),
    validText.map((text) => `${text} trailing`),
    validText.map((text) => text.replace(/"([^"]+)":/, '$1:')),
    validText.map((text) => text.replace(/[{[]/, '$&\ufeff')),
    validText.map((text) => text.replace(/"$|",/, '\u0000$&')),
    fc.constantFrom(
      '',
      ' ',
      '\n',
      '{',
      '[',
      '}',
      '{"a":}',
      '{a:1}',
      'NaN',
      'Infinity',
      '-Infinity',
      'undefined',
      '-',
      '01',
      '"\\x41"',
      '"\\u12"',
      "{'a':1}",
      '[1,]',
      '{"__proto__":',
      '{"constructor":{"prototype":',
      'nul',
      'tru',
      '\u0000',
      '"unterminated',
    ),
    fc.constantFrom(...NASTY_STRINGS),
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.integer({ min: 1_000, max: 20_000 }).map((depth) => '['.repeat(depth)),
  );
}

export interface BodyOptions {
  /** What the route reads; undefined when it reads no body (only unreadable bodies are fuzzed). */
  schema: Schema | undefined;
  /** Top-level keys a valid body takes from the fixture, e.g. an id the user owns. */
  fixed?: Record<string, unknown>;
  /** Content types that must be refused whatever the body says. */
  wrongContentTypes: readonly (string | undefined)[];
  maxText: number;
}

/** A valid body to start from: with the fixture's ids, so a body let through would change real rows. */
export function validBody(
  schema: Schema,
  fixed: Record<string, unknown> = {},
): fc.Arbitrary<unknown> {
  return validInput(schema)
    .map((value) => (isPlainObject(value) ? { ...value, ...fixed } : value))
    .filter((value) => accepts(schema, value));
}

const jsonText = (value: unknown): string => JSON.stringify(value) ?? '';

/**
 * Bodies for a route, not yet filtered: most are JSON of a malformed value, the rest unreadable text
 * or a readable body under a content type the API does not read.
 */
export function malformedBodies({
  schema,
  fixed,
  wrongContentTypes,
  maxText,
}: BodyOptions): fc.Arbitrary<BodyText> {
  const valid = schema ? validBody(schema, fixed) : fc.jsonValue({ maxDepth: 3 });
  const validText = valid.map(jsonText);
  const asJson = (texts: fc.Arbitrary<string>) =>
    fc
      .tuple(fc.constantFrom(...JSON_CONTENT_TYPES), texts)
      .map(([contentType, text]): BodyText => ({ contentType, text }));
  // Weights per thousand: a body with a huge or deeply nested field costs up to 1 MB to build and to
  // parse, so a few dozen of those per endpoint; the rest are cheap and varied.
  const texts: fc.WeightedArbitrary<BodyText>[] = [
    { weight: 150, arbitrary: asJson(unreadableText(validText)) },
    {
      weight: 100,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...wrongContentTypes),
          fc.oneof(validText, fc.constant('title=x&category=fitness')),
        )
        .map(([contentType, text]) => ({ contentType, text: text === '' ? '{}' : text })),
    },
  ];
  // A route that reads no body would read these fine; only a schema can refuse them.
  if (schema) {
    texts.push(
      { weight: 745, arbitrary: asJson(decorated(malformedInput(schema, fixed)).map(jsonText)) },
      { weight: 5, arbitrary: asJson(withOversizedField(valid, maxText)) },
    );
  }
  return fc.oneof(...texts);
}

/** Strings for a path parameter that its schema refuses, from the schema and from common junk. */
export function malformedParam(schema: Schema): fc.Arbitrary<string> {
  return fc.oneof(
    malformedInput(schema).map((value) => (typeof value === 'string' ? value : jsonText(value))),
    fc.constantFrom(...NASTY_STRINGS),
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e400',
      'NaN',
      'Infinity',
      '9007199254740993',
      '0x',
      '-0',
      '.',
      '..',
      '%',
      '?x=1',
      '#',
    ),
    // Past Fastify's 5000-character parameter limit, too.
    fc.integer({ min: 16, max: 6_000 }).map((length) => '9'.repeat(length)),
  );
}
