import { describe, expect, it } from 'vitest';
import { sentenceAt, sentenceRanges, sentenceTimings } from './spoken-sentence.ts';

const sentencesOf = (text: string) =>
  sentenceRanges(text).map(({ start, end }) => text.slice(start, end));

describe('sentenceRanges', () => {
  it('splits after closing punctuation followed by a space', () => {
    expect(sentencesOf('You can. You will! Will you? Yes…')).toEqual([
      'You can.',
      'You will!',
      'Will you?',
      'Yes…',
    ]);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(sentencesOf('She said "go." (Then she went.) Done')).toEqual([
      'She said "go."',
      '(Then she went.)',
      'Done',
    ]);
  });

  it('ends a sentence at a line break and skips blank lines', () => {
    expect(sentencesOf('First paragraph\n\n  Second one.  \nThird')).toEqual([
      'First paragraph',
      'Second one.',
      'Third',
    ]);
  });

  it('does not split inside numbers or at punctuation without a space after it', () => {
    expect(sentencesOf('Grow 3.5 percent.Then more. End.')).toEqual([
      'Grow 3.5 percent.Then more.',
      'End.',
    ]);
  });

  it('finds nothing in empty or blank text', () => {
    expect(sentenceRanges('')).toEqual([]);
    expect(sentenceRanges(' \n\n ')).toEqual([]);
  });
});

describe('sentenceTimings', () => {
  // 'Aaaa.' and 'Bbbbbbbbb.' hold 5 and 10 spoken characters: 15 in all.
  const text = 'Aaaa. Bbbbbbbbb.\n\nCccc.';

  it('spreads the duration over the spoken characters when there are no chunks', () => {
    expect(sentenceTimings(text, 20_000).map((timing) => timing.startMs)).toEqual([
      0, 5000, 15_000,
    ]);
  });

  it('times each chunk from its own duration', () => {
    const chunks = [
      { start: 0, end: 16, startMs: 0, durationMs: 3000 },
      { start: 16, end: 23, startMs: 3000, durationMs: 9000 },
    ];
    expect(sentenceTimings(text, 12_000, chunks).map((timing) => timing.startMs)).toEqual([
      0, 1000, 3000,
    ]);
  });

  it.each([
    ['do not reach its end', [{ start: 0, end: 16, startMs: 0, durationMs: 3000 }]],
    [
      'leave a gap',
      [
        { start: 0, end: 5, startMs: 0, durationMs: 3000 },
        { start: 6, end: 23, startMs: 3000, durationMs: 9000 },
      ],
    ],
  ])('falls back to proportional timing when the chunks %s', (_, chunks) => {
    expect(sentenceTimings(text, 20_000, chunks).map((timing) => timing.startMs)).toEqual([
      0, 5000, 15_000,
    ]);
  });

  it('keeps the text ranges of the sentences', () => {
    const [first, second, third] = sentenceTimings(text, 1000);
    expect(first).toMatchObject({ start: 0, end: 5 });
    expect(second).toMatchObject({ start: 6, end: 16 });
    expect(third).toMatchObject({ start: 18, end: 23 });
  });
});

describe('sentenceAt', () => {
  const timings = sentenceTimings('Aaaa. Bbbbbbbbb.\n\nCccc.', 20_000);

  it('is the last sentence that has started', () => {
    expect(sentenceAt(timings, 0)).toEqual({ start: 0, end: 5 });
    expect(sentenceAt(timings, 4999)).toEqual({ start: 0, end: 5 });
    expect(sentenceAt(timings, 5000)).toEqual({ start: 6, end: 16 });
    expect(sentenceAt(timings, 15_000)).toEqual({ start: 18, end: 23 });
    expect(sentenceAt(timings, 60_000)).toEqual({ start: 18, end: 23 });
  });

  it('is null before the audio starts or when there are no sentences', () => {
    expect(sentenceAt(timings, -1)).toBeNull();
    expect(sentenceAt([], 100)).toBeNull();
  });
});
