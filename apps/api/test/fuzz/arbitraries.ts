import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from zod 4 schemas by walking `schema._zod.def`: values a schema
 * accepts, and near misses it should refuse. A schema feature this file does not know throws, so a
 * new kind of field is noticed here instead of being fuzzed with nonsense.
 */

type Schema = z.core.$ZodType;
type StringFormatDef = z.core.$ZodCheckStringFormatDef;

export function accepts(schema: Schema, value: unknown): boolean {
  return z.safeParse(schema, value).success;
}

function defOf(schema: Schema): z.core.$ZodTypes['_zod']['def'] {
  return (schema as z.core.$ZodTypes)._zod.def;
}

function checkDefsOf(schema: Schema): z.core.$ZodChecks['_zod']['def'][] {
  const checks = (defOf(schema) as { checks?: z.core.$ZodCheck[] }).checks ?? [];
  return checks.map((check) => (check as z.core.$ZodChecks)._zod.def);
}

/** Length checks are shared by strings and arrays; a format only applies to strings. */
interface LengthRules {
  minLength: number;
  maxLength: number | undefined;
  /** A string format (email, date, regex…) from the schema itself or from one of its checks. */
  format: StringFormatDef | undefined;
}

function lengthRules(schema: Schema): LengthRules {
  const def = defOf(schema) as z.core.$ZodStringDef & Partial<StringFormatDef>;
  const rules: LengthRules = {
    minLength: 0,
    maxLength: undefined,
    format: def.check === 'string_format' ? (def as StringFormatDef) : undefined,
  };
  for (const check of checkDefsOf(schema)) {
    if (check.check === 'min_length') rules.minLength = Math.max(rules.minLength, check.minimum);
    if (check.check === 'max_length')
      rules.maxLength = Math.min(rules.maxLength ?? Infinity, check.maximum);
    if (check.check === 'length_equals') {
      rules.minLength = check.length;
      rules.maxLength = check.length;
    }
    if (check.check === 'string_format') rules.format = check;
  }
  return rules;
}

interface NumberRules {
  min: number | undefined;
  max: number | undefined;
  minInclusive: boolean;
  maxInclusive: boolean;
  integer: boolean;
}

function numberRules(schema: Schema): NumberRules {
  const rules: NumberRules = {
    min: undefined,
    max: undefined,
    minInclusive: true,
    maxInclusive: true,
    integer: false,
  };
  for (const check of checkDefsOf(schema)) {
    if (check.check === 'greater_than') {
      rules.min = Number(check.value);
      rules.minInclusive = check.inclusive;
    }
    if (check.check === 'less_than') {
      rules.max = Number(check.value);
      rules.maxInclusive = check.inclusive;
    }
    if (check.check === 'number_format')
      rules.integer = check.format !== 'float32' && check.format !== 'float64';
  }
  return rules;
}

const SIMPLE_EMAIL =
  /^[a-z][a-z0-9]{0,15}(\.[a-z0-9]{1,8})?@[a-z][a-z0-9-]{0,12}[a-z0-9]\.(com|org|net|io)$/;
// No whitespace, so a trimmed string keeps its length.
const WORD_CHAR = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.!?',
);

function validFormattedString(format: StringFormatDef): fc.Arbitrary<string> {
  switch (format.format) {
    case 'email':
      return fc.stringMatching(SIMPLE_EMAIL);
    case 'date':
      return fc
        .date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'regex':
      if (!format.pattern) throw new Error('A regex string format without a pattern');
      return fc.stringMatching(format.pattern);
    default:
      throw new Error(`fuzz/arbitraries.ts cannot make '${format.format}' strings yet`);
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  // A string with a rule no random text meets (a time zone's name) names valid examples.
  const examples = z.globalRegistry.get(schema as z.ZodType)?.examples;
  if (Array.isArray(examples) && examples.length > 0) {
    return fc.constantFrom(...examples.filter((example) => typeof example === 'string'));
  }
  const { minLength, maxLength, format } = lengthRules(schema);
  if (format) return validFormattedString(format);
  const cap = Math.min(maxLength ?? Infinity, minLength + 24);
  return fc.string({ unit: WORD_CHAR, minLength, maxLength: cap });
}

function validNumber(schema: Schema): fc.Arbitrary<number> {
  const rules = numberRules(schema);
  if (rules.integer) {
    const min =
      rules.min === undefined
        ? -1_000_000
        : Math.ceil(rules.min) + (rules.minInclusive || !Number.isInteger(rules.min) ? 0 : 1);
    const max =
      rules.max === undefined
        ? min + 1_000_000
        : Math.floor(rules.max) - (rules.maxInclusive || !Number.isInteger(rules.max) ? 0 : 1);
    return fc.integer({ min, max });
  }
  const min = rules.min ?? -1_000_000;
  const max = rules.max ?? min + 1_000_000;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** The values of an enum or a literal. */
function choicesOf(schema: Schema): unknown[] {
  const def = defOf(schema);
  if (def.type === 'enum') return Object.values(def.entries);
  if (def.type === 'literal') return def.values;
  throw new Error(`zod type '${def.type}' has no list of values`);
}

function requiredKeysOf(shape: Record<string, Schema>): string[] {
  return Object.keys(shape).filter((key) => !accepts(shape[key] as Schema, undefined));
}

/** Values the schema accepts (as sent, before its transforms), to start mutations from. */
export function validInput(schema: Schema): fc.Arbitrary<unknown> {
  return validCandidates(schema).filter((value) => accepts(schema, value));
}

function validCandidates(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return validString(schema);
    case 'number':
      return validNumber(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...choicesOf(schema));
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'any':
    case 'unknown':
      return fc.jsonValue();
    case 'optional':
    case 'default':
    case 'prefault':
      // `undefined` in an object is a key left out once the body is JSON.
      return fc.option(validInput(def.innerType), { nil: undefined, freq: 3 });
    case 'nullable':
      return fc.option(validInput(def.innerType), { nil: null, freq: 3 });
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return validInput(def.innerType);
    case 'pipe':
      // A codec (z.stringbool) reads its input side from a valid output: true → 'true'.
      if ('reverseTransform' in def) {
        return validInput(def.out).map((output) => z.encode(schema as z.ZodType, output));
      }
      // A transform accepts whatever its input side gave it; any other output side has the stricter rules.
      return defOf(def.out).type === 'transform' ? validInput(def.in) : validCandidates(def.out);
    case 'union':
      return fc.oneof(...def.options.map((option) => validInput(option)));
    case 'array': {
      const { minLength, maxLength } = lengthRules(schema);
      const cap = Math.min(maxLength ?? Infinity, minLength + 4);
      if (defOf(def.element).type === 'enum') {
        // Lists of choices are usually "each at most once": a subarray keeps them distinct.
        const values = choicesOf(def.element);
        return fc.shuffledSubarray(values, { minLength, maxLength: Math.min(cap, values.length) });
      }
      return fc.array(validInput(def.element), { minLength, maxLength: cap });
    }
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, validInput(field)])),
      );
    }
    default:
      throw new Error(`fuzz/arbitraries.ts cannot make values of zod type '${def.type}' yet`);
  }
}

/** Text a valid body may carry that storage and rendering code trips on: controls, bidi, lone surrogates. */
export const CONTROL_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m',
  '\u202e\u2066',
  '\ufeff',
  '\u200b\u200d',
  '\ud800',
  '\udfff\ud800',
  '💥🦄',
  'Z̸̡̛͓a̴̢̙l̷g̶o̵',
  '\r\n\t',
];

/** Strings that break naive code: the controls above, blanks, markup, injections, magic words. */
export const NASTY_STRINGS: readonly string[] = [
  ...CONTROL_STRINGS,
  '',
  ' ',
  '\t\n\r ',
  'null',
  'undefined',
  'NaN',
  'true',
  '[object Object]',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '__proto__',
  'constructor',
];

/**
 * Numbers past what the database holds (PostgreSQL's integer is 32 bits) and past what JSON and
 * JavaScript hold exactly: a schema that lets one through must still never fail the query.
 */
export const OUT_OF_RANGE_NUMBERS: readonly number[] = [
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  0.5,
  1e-7,
];

/** Calendar days at and past the ends of PostgreSQL's and the app's years (1 to 9999), and leap days. */
export const EDGE_DATES: readonly string[] = [
  '0000-01-01',
  '0000-02-29',
  '0001-01-01',
  '1000-02-29',
  '2000-02-29',
  '9999-12-31',
];

const EDGE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e21,
  -1e21,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

/** Any JSON value, mostly of a type the field did not ask for. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  nastyString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

/** Strings that nearly have the format: the shapes people and scripts actually send. */
const FORMAT_NEAR_MISSES: Record<string, readonly string[]> = {
  email: [
    'user@',
    '@example.com',
    'user@@example.com',
    'user example@example.com',
    'user@example',
    'user@.com',
    '.user@example.com',
    'us..er@example.com',
    'user@exa mple.com',
    'user@example.c',
  ],
  date: [
    '2024-02-30',
    '2024-13-01',
    '2024-00-10',
    '24-01-01',
    '2024-1-1',
    '2024/01/01',
    '2024-01-01T00:00:00Z',
    '01-01-2024',
    '+002024-01-01',
    'tomorrow',
    '0000-01-01',
    '10000-01-01',
    '-0001-01-01',
  ],
  regex: ['-1', '1.5', '1e3', ' 1', '1 ', '0x1f', '١٢', '+1', '', '1\n'],
};

function malformedString(schema: Schema): fc.Arbitrary<unknown> {
  const { minLength, maxLength, format } = lengthRules(schema);
  const options: fc.Arbitrary<unknown>[] = [wrongType, nastyString];
  if (maxLength !== undefined) {
    // Too long in UTF-16 code units, the unit zod counts: plain letters, and emoji that count twice.
    options.push(
      fc.integer({ min: maxLength + 1, max: maxLength + 64 }).map((length) => 'x'.repeat(length)),
      fc
        .integer({ min: Math.ceil((maxLength + 1) / 2), max: maxLength + 8 })
        .map((count) => '😀'.repeat(count)),
    );
  }
  if (minLength > 0) {
    options.push(
      fc.string({ unit: WORD_CHAR, maxLength: minLength - 1 }),
      fc.string({
        unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u3000'),
        minLength: 1,
        maxLength: minLength + 8,
      }),
    );
  }
  if (format) options.push(fc.constantFrom(...(FORMAT_NEAR_MISSES[format.format] ?? [''])));
  return fc.oneof(...options);
}

function malformedNumber(schema: Schema): fc.Arbitrary<unknown> {
  const rules = numberRules(schema);
  const options: fc.Arbitrary<unknown>[] = [wrongType, fc.constantFrom(...EDGE_NUMBERS)];
  if (rules.min !== undefined) {
    const min = rules.min;
    options.push(
      fc.integer({ min: 0, max: 1000 }).map((below) => min - below - (rules.minInclusive ? 1 : 0)),
    );
  }
  if (rules.max !== undefined) {
    const max = rules.max;
    options.push(
      fc.integer({ min: 0, max: 1000 }).map((above) => max + above + (rules.maxInclusive ? 1 : 0)),
    );
  }
  if (rules.integer) {
    options.push(validNumber(schema).map((value) => value + 0.5));
  }
  // A number sent as text: wrong for a plain number field; for a coercing one, text that is no number.
  options.push(
    validNumber(schema).map(String),
    fc.constantFrom('', ' ', 'abc', '1e400', '-Infinity', '1,5', '١', '0b2', '12abc', '--1'),
  );
  return fc.oneof(...options);
}

function malformedEnum(schema: Schema): fc.Arbitrary<unknown> {
  const values = choicesOf(schema).map(String);
  return fc.oneof(
    wrongType,
    fc
      .constantFrom(...values)
      .chain((value) =>
        fc.constantFrom(
          value.toUpperCase(),
          ` ${value}`,
          `${value} `,
          `${value}\u0000`,
          value.slice(0, -1),
          `${value}s`,
        ),
      ),
    fc.integer({ min: -1, max: values.length }),
  );
}

function malformedArray(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema) as z.core.$ZodArrayDef;
  const { maxLength } = lengthRules(schema);
  const valid = fc.array(validInput(def.element), { minLength: 1, maxLength: 4 });
  const options: fc.Arbitrary<unknown>[] = [
    wrongType,
    // One element broken, the others fine.
    fc
      .tuple(valid, malformedInput(def.element), fc.nat())
      .map(([elements, bad, at]) =>
        elements.map((element, i) => (i === at % elements.length ? bad : element)),
      ),
    // The same element twice, for lists that must not repeat.
    valid.map((elements) => [...elements, elements[0]]),
    // A huge list.
    fc
      .tuple(validInput(def.element), fc.integer({ min: 100, max: 5_000 }))
      .map(([element, length]) => Array.from({ length }, () => element)),
  ];
  if (maxLength !== undefined) {
    options.push(
      fc.array(validInput(def.element), { minLength: maxLength + 1, maxLength: maxLength + 8 }),
    );
  }
  return fc.oneof(...options);
}

function malformedObject(schema: Schema, fixed: Record<string, unknown>): fc.Arbitrary<unknown> {
  const shape = (defOf(schema) as z.core.$ZodObjectDef).shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  const valid = (validInput(schema) as fc.Arbitrary<Record<string, unknown>>)
    .map((value) => ({ ...value, ...fixed }))
    .filter((value) => accepts(schema, value));
  const options: fc.Arbitrary<unknown>[] = [wrongType];
  // One required key missing.
  for (const key of requiredKeysOf(shape)) {
    options.push(valid.map(({ [key]: _dropped, ...rest }) => rest));
  }
  // One key broken, the others valid: each field's own rule is what refuses the body.
  for (const key of keys) {
    options.push(
      fc
        .tuple(valid, malformedInput(shape[key] as Schema))
        .map(([body, bad]) => ({ ...body, [key]: bad })),
    );
  }
  // Everything broken at once.
  options.push(
    fc.record(Object.fromEntries(keys.map((key) => [key, malformedInput(shape[key] as Schema)]))),
  );
  if (requiredKeysOf(shape).length > 0) options.push(fc.constant({}));
  return fc.oneof(...options);
}

/**
 * Values the schema is likely to refuse: wrong types, out-of-range numbers, strings too long, too
 * short or not in the format, missing keys, broken elements. Likely, not certain: the caller keeps
 * only those `accepts` refuses, after the value has been through JSON. `fixed` gives keys of the
 * top-level object the values of the fixture (ids the user owns), where they are not the broken part.
 */
export function malformedInput(
  schema: Schema,
  fixed: Record<string, unknown> = {},
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return malformedString(schema);
    case 'number':
      return malformedNumber(schema);
    case 'enum':
    case 'literal':
      return malformedEnum(schema);
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'any':
    case 'unknown':
      return wrongType;
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return malformedInput(def.innerType, fixed);
    case 'pipe':
      return defOf(def.out).type === 'transform'
        ? malformedInput(def.in)
        : fc.oneof(malformedInput(def.in), malformedInput(def.out));
    case 'union':
      return fc.oneof(wrongType, ...def.options.map((option) => malformedInput(option)));
    case 'array':
      return malformedArray(schema);
    case 'object':
      return malformedObject(schema, fixed);
    default:
      throw new Error(
        `fuzz/arbitraries.ts cannot make malformed values of zod type '${def.type}' yet`,
      );
  }
}

/** Which fields `fieldPaths` looks for. */
export type FieldKind = 'text' | 'number' | 'date';

function isFieldOfKind(schema: Schema, kind: FieldKind): boolean {
  const type = defOf(schema).type;
  if (kind === 'number') return type === 'number';
  if (type !== 'string') return false;
  return kind === 'text' || lengthRules(schema).format?.format === 'date';
}

/**
 * Paths to the fields of one kind in a schema, through objects, arrays, unions and wrappers: the places
 * where a valid body can carry any text, any number or any calendar day.
 */
export function fieldPaths(
  schema: Schema,
  kind: FieldKind,
  path: readonly string[] = [],
): string[][] {
  if (isFieldOfKind(schema, kind)) return [[...path]];
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return fieldPaths(def.innerType, kind, path);
    case 'pipe':
      return fieldPaths(def.in, kind, path);
    case 'union': {
      const paths = def.options.flatMap((option) => fieldPaths(option, kind, path));
      return [...new Map(paths.map((found) => [found.join('.'), found])).values()];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, field]) =>
        fieldPaths(field, kind, [...path, key]),
      );
    case 'array':
      // The first element stands for all: a list of ids carries text as much as a name does.
      return fieldPaths(def.element, kind, [...path, '0']);
    default:
      return [];
  }
}
