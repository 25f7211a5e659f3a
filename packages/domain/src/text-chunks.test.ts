import { describe, expect, it } from 'vitest';
import { VOICE_CHUNK_MAX_CHARS, chunkTextEnds, splitTextIntoChunks } from './text-chunks.ts';

const withoutWhitespace = (text: string) => text.replace(/\s+/g, '');

/** The invariants every split keeps, whatever the text and limits. */
function expectValidChunks(
  text: string,
  chunks: string[],
  maxChars: number,
  firstMaxChars = maxChars,
) {
  chunks.forEach((chunk, index) => {
    expect(chunk.trim(), `chunk ${index} is empty`).not.toBe('');
    expect(chunk.length, `chunk ${index}: ${chunk}`).toBeLessThanOrEqual(
      index === 0 ? firstMaxChars : maxChars,
    );
  });
  expect(withoutWhitespace(chunks.join(' '))).toBe(withoutWhitespace(text));
}

const SENTENCE = 'You have prepared for this moment.'; // 34 characters

describe('splitTextIntoChunks', () => {
  it.each([
    ['empty text', '', 100, []],
    ['only whitespace', ' \n\n \t ', 100, []],
    ['a text under the limit, trimmed', '  Go on.  ', 100, ['Go on.']],
    ['a text exactly at the limit', 'a'.repeat(10), 10, ['a'.repeat(10)]],
    ['paragraphs that fit together', 'One.\n\nTwo.', 100, ['One.\n\nTwo.']],
    [
      'paragraphs one over the limit together',
      'Para one.\n\nPara two.',
      19,
      ['Para one.', 'Para two.'],
    ],
    [
      'paragraphs exactly at the limit together',
      'Para one.\n\nPara two.',
      20,
      ['Para one.\n\nPara two.'],
    ],
    [
      'a paragraph too long: its sentences',
      'First one. Second one! Third one? Fourth.',
      22,
      ['First one. Second one!', 'Third one? Fourth.'],
    ],
    ['a sentence end inside quotes', '"Go now." She went.', 10, ['"Go now."', 'She went.']],
    [
      'a single line break as a sentence boundary',
      'Line one\nLine two',
      9,
      ['Line one', 'Line two'],
    ],
    [
      'a sentence too long: its words',
      'alpha beta gamma delta epsilon',
      11,
      ['alpha beta', 'gamma delta', 'epsilon'],
    ],
    ['a word too long: its characters', 'abcdefghij', 4, ['abcd', 'efgh', 'ij']],
  ])('%s', (_name, text, maxChars, expected) => {
    const chunks = splitTextIntoChunks(text, maxChars);
    expect(chunks).toEqual(expected);
    expectValidChunks(text, chunks, maxChars);
  });

  it('prefers a paragraph boundary to filling a chunk to the limit', () => {
    const text = `${SENTENCE} ${SENTENCE}\n\n${SENTENCE}`;
    // The second paragraph would fit in part next to the first, but moves whole to the next chunk.
    expect(splitTextIntoChunks(text, 80)).toEqual([`${SENTENCE} ${SENTENCE}`, SENTENCE]);
  });

  it('fills the current chunk with the sentences of a paragraph too long for any chunk', () => {
    const text = `Short start.\n\n${SENTENCE} ${SENTENCE} ${SENTENCE}`;
    const chunks = splitTextIntoChunks(text, 50);
    expect(chunks[0]).toBe(`Short start.\n\n${SENTENCE}`);
    expectValidChunks(text, chunks, 50);
  });

  it('makes the first chunk the first sentence alone, the rest packed under the larger limit', () => {
    const paragraph = Array.from({ length: 6 }, () => SENTENCE).join(' ');
    const text = `${paragraph}\n\n${paragraph}`;
    const chunks = splitTextIntoChunks(text, 300, 70);
    expect(chunks[0]).toBe(SENTENCE);
    expect(chunks.slice(1).every((chunk) => chunk.length > 70)).toBe(true);
    expectValidChunks(text, chunks, 300, 70);
  });

  it.each([
    [
      'a first line without a full stop',
      'Here we go\nYou have got this.',
      ['Here we go', 'You have got this.'],
    ],
    ['one sentence only', 'You have got this.', ['You have got this.']],
    [
      'a first sentence longer than the first limit, cut at words',
      'Today you walk in ready and calm and sure. Go.',
      ['Today you walk in', 'ready and calm and sure.', 'Go.'],
    ],
  ])('the first chunk: %s', (_name, text, chunks) => {
    expect(splitTextIntoChunks(text, 30, 20)).toEqual(chunks);
  });

  it('splits an extended speech under each provider limit', () => {
    const paragraphs = Array.from({ length: 40 }, (_, p) =>
      Array.from(
        { length: 6 },
        (_, s) => `Paragraph ${p} sentence ${s} keeps moving you forward today.`,
      ).join(' '),
    );
    const text = paragraphs.join('\n\n');
    for (const maxChars of Object.values(VOICE_CHUNK_MAX_CHARS)) {
      const chunks = splitTextIntoChunks(text, maxChars);
      expect(chunks.length).toBeGreaterThanOrEqual(Math.ceil(text.length / maxChars));
      expectValidChunks(text, chunks, maxChars);
      // Every chunk ends at a paragraph end here: no paragraph is longer than a chunk.
      for (const chunk of chunks) expect(chunk.endsWith('today.')).toBe(true);
    }
  });

  it('refuses a limit under one character', () => {
    expect(() => splitTextIntoChunks('text', 0)).toThrow(RangeError);
    expect(() => splitTextIntoChunks('text', 10, 0)).toThrow(RangeError);
  });
});

describe('chunkTextEnds', () => {
  /** Each chunk's stretch of the text, whitespace dropped: the chunk itself, whitespace dropped. */
  const stretches = (text: string, ends: number[]) =>
    ends.map((end, index) => withoutWhitespace(text.slice(ends[index - 1] ?? 0, end)));

  it.each([
    ['no chunks', 'Go on.', [], []],
    ['one chunk, the text trimmed', '  Go on.  ', ['Go on.'], [8]],
    ['paragraphs rejoined', 'One.\n \n Two.\n\nThree.', ['One.\n\nTwo.', 'Three.'], [12, 20]],
    ['a word cut in two', 'abcdef gh', ['abc', 'def', 'gh'], [3, 6, 9]],
    ['characters beyond one code unit', 'Go 🚀 now. Yes.', ['Go 🚀 now.', 'Yes.'], [10, 15]],
  ])('%s', (_name, text, chunks, ends) => {
    expect(chunkTextEnds(text, chunks)).toEqual(ends);
  });

  it("finds every chunk of every provider's split of a long text", () => {
    const text = Array.from(
      { length: 30 },
      (_, p) => `Paragraph ${p} starts here.  It goes on!\n  "Quoted," she said…  (Then this.)`,
    ).join('\n\n\n');
    for (const maxChars of Object.values(VOICE_CHUNK_MAX_CHARS)) {
      const chunks = splitTextIntoChunks(text, maxChars, 70);
      const ends = chunkTextEnds(text, chunks);
      expect(stretches(text, ends)).toEqual(chunks.map(withoutWhitespace));
      expect(ends.at(-1)).toBe(text.trimEnd().length);
    }
  });

  it('refuses chunks that are not the text', () => {
    expect(() => chunkTextEnds('Go on.', ['Go off.'])).toThrow(RangeError);
    expect(() => chunkTextEnds('Go on.', ['Go on.', 'More.'])).toThrow(RangeError);
  });
});
