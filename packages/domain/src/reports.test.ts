import { describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from './bounds.ts';
import { REPORT_NOTE_MAX, REPORT_REASONS, reportNote } from './reports.ts';
import { speechReportByIdSchema, speechReportSchema } from './schemas.ts';

function issues(input: unknown): string[] {
  const result = speechReportSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('speechReportSchema', () => {
  it.each(REPORT_REASONS)('takes the reason %s with or without a note', (reason) => {
    expect(speechReportSchema.parse({ reason })).toEqual({ reason });
    expect(speechReportSchema.parse({ reason, note: '  It called me Sam.  ' })).toEqual({
      reason,
      note: 'It called me Sam.',
    });
  });

  it.each<[string, unknown, string[]]>([
    ['no reason', {}, ['reason: Required']],
    [
      'an unknown reason',
      { reason: 'boring' },
      ['reason: Invalid option: expected one of "offensive"|"harmful"|"false_facts"|"other"'],
    ],
    [
      'a note one character too long',
      { reason: 'other', note: 'x'.repeat(REPORT_NOTE_MAX + 1) },
      [`note: Note must be at most ${REPORT_NOTE_MAX} characters`],
    ],
    ['a NUL character', { reason: 'other', note: 'a\u0000b' }, [`note: ${NUL_CHARACTER_MESSAGE}`]],
    [
      'a note that is not text',
      { reason: 'other', note: 5 },
      ['note: Expected string, received number'],
    ],
  ])('refuses %s', (_why, input, expected) => {
    expect(issues(input)).toEqual(expected);
  });

  it('takes a note of exactly the bound, counted after trimming', () => {
    const note = 'x'.repeat(REPORT_NOTE_MAX);
    expect(speechReportSchema.parse({ reason: 'other', note: ` ${note} ` }).note).toBe(note);
  });

  it('names the speech on tRPC by a positive whole id', () => {
    expect(speechReportByIdSchema.parse({ id: '12', reason: 'harmful' })).toEqual({
      id: 12,
      reason: 'harmful',
    });
    expect(speechReportByIdSchema.safeParse({ id: 0, reason: 'harmful' }).success).toBe(false);
  });
});

describe('reportNote', () => {
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['   ', null],
    [' It was rude. ', 'It was rude.'],
  ])('%j is stored as %j', (note, stored) => {
    expect(reportNote(note)).toBe(stored);
  });
});
