import { describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from './bounds.ts';
import { shareReportSchema } from './schemas.ts';
import { SHARE_REPORT_NOTE_MAX, shareDescription } from './shares.ts';

describe('shareDescription', () => {
  it.each<[string, string, number]>([
    ['Short and sweet.', 'Short and sweet.', 160],
    ['  spaced\n\nout  text ', 'spaced out text', 160],
    ['You have prepared for this, and you are ready.', 'You have prepared for this…', 30],
    ['Supercalifragilisticexpialidocious words', 'Supercalifragilis…', 18],
  ])('%j → %j', (text, description, max) => {
    expect(shareDescription(text, max)).toBe(description);
    expect(shareDescription(text, max).length).toBeLessThanOrEqual(max);
  });
});

describe('shareReportSchema', () => {
  it('takes a reason and a trimmed note', () => {
    expect(shareReportSchema.parse({ reason: 'harmful', note: ' Mean. ' })).toEqual({
      reason: 'harmful',
      note: 'Mean.',
    });
  });

  it.each<[string, unknown]>([
    ['an unknown reason', { reason: 'false_facts' }],
    ['a note past the bound', { reason: 'other', note: 'x'.repeat(SHARE_REPORT_NOTE_MAX + 1) }],
  ])('refuses %s', (_why, input) => {
    expect(shareReportSchema.safeParse(input).success).toBe(false);
  });

  it('refuses NUL with the shared message', () => {
    const result = shareReportSchema.safeParse({ reason: 'other', note: 'a\u0000' });
    expect(result.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });
});
