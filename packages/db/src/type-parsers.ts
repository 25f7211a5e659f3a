// One decoding of PostgreSQL's text values for both drivers, so code and tests see the same values on
// PGlite and on PostgreSQL. Types not listed keep each driver's default, which already agree:
// timestamptz → Date, json/jsonb → parsed value, int2/int4/float4/float8 → number, numeric → string.
const INT8 = 20;
const DATE = 1082;

export const textParsers: Readonly<Record<number, (value: string) => unknown>> = {
  // count(*) and sum() of integers: node-postgres gives a string, PGlite a number; both give a number here
  // (our counts stay far below 2^53).
  [INT8]: Number,
  // A calendar date stays 'YYYY-MM-DD': node-postgres would turn it into a Date at local midnight.
  [DATE]: (value) => value,
};
