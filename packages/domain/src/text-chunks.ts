import type { VoiceProvider } from './voices.ts';

/**
 * The most characters each voice provider takes in one request: OpenAI's speech endpoint takes 4096,
 * Polly bills at most 3000 characters a request. The built-in voice has no limit, but each call starts
 * a fresh synthesiser, so its chunks are big enough to amortise that and small enough to stream.
 */
export const VOICE_CHUNK_MAX_CHARS: Record<VoiceProvider, number> = {
  openai: 4096,
  polly: 3000,
  local: 1200,
};

/**
 * The first chunk is one short sentence whatever the provider, so that playback can start once it
 * is spoken instead of after a full-size chunk (docs/decisions/first-sound.md): the first sentence,
 * cut at words when it is longer than this.
 */
export const FIRST_VOICE_CHUNK_MAX_CHARS = 160;

const PARAGRAPH_BREAK = /\n\s*\n/;
/** After a sentence's closing punctuation (and any closing quote or bracket), or at a line break. */
const SENTENCE_BREAK = /(?<=[.!?…]+["'”’)\]]*)\s+|\s*\n\s*/;
const WORD_BREAK = /\s+/;

interface Level {
  split(text: string): string[];
  /** What goes between two pieces of this level inside one chunk. */
  separator: string;
}

/** Paragraphs first, then sentences, then words; characters only for a word longer than a chunk. */
const LEVELS: readonly Level[] = [
  { split: (text) => text.split(PARAGRAPH_BREAK), separator: '\n\n' },
  { split: (text) => text.split(SENTENCE_BREAK), separator: ' ' },
  { split: (text) => text.split(WORD_BREAK), separator: ' ' },
];

/**
 * Splits text for speech synthesis into chunks of at most `maxChars`, breaking at paragraphs where
 * possible, else at sentences, else at words. Neighbouring pieces share a chunk while they fit. No
 * chunk is empty, and the chunks joined with spaces are the text, give or take whitespace. Given
 * `firstMaxChars`, the first chunk is the first sentence alone (cut into chunks of at most
 * `firstMaxChars`, then `maxChars`, when longer), so that it is spoken quickly.
 */
export function splitTextIntoChunks(
  text: string,
  maxChars: number,
  firstMaxChars?: number,
): string[] {
  if (firstMaxChars === undefined) return packChunks(text, maxChars, maxChars);
  const trimmed = text.trim();
  const firstBreak = SENTENCE_BREAK.exec(trimmed);
  if (firstBreak === null) return packChunks(trimmed, maxChars, firstMaxChars);
  return [
    ...packChunks(trimmed.slice(0, firstBreak.index), maxChars, firstMaxChars),
    ...packChunks(trimmed.slice(firstBreak.index), maxChars, maxChars),
  ];
}

/** Pieces packed into chunks while they fit, the first under its own limit. */
function packChunks(text: string, maxChars: number, firstMaxChars: number): string[] {
  if (!(maxChars >= 1) || !(firstMaxChars >= 1)) {
    throw new RangeError('A chunk must be allowed at least one character.');
  }
  const chunks: string[] = [];
  let current = '';

  const limitOf = (chunkIndex: number) => (chunkIndex === 0 ? firstMaxChars : maxChars);
  /** The limit of a chunk that would start with the next piece. */
  const nextChunkLimit = () => limitOf(current === '' ? chunks.length : chunks.length + 1);

  const flush = () => {
    if (current !== '') chunks.push(current);
    current = '';
  };

  const place = (piece: string, separator: string, depth: number): void => {
    if (
      current !== '' &&
      current.length + separator.length + piece.length <= limitOf(chunks.length)
    ) {
      current += separator + piece;
      return;
    }
    if (piece.length <= nextChunkLimit()) {
      flush();
      current = piece;
      return;
    }
    const level = LEVELS[depth];
    if (level === undefined) {
      for (const slice of slices(piece, Math.min(maxChars, firstMaxChars))) place(slice, '', depth);
      return;
    }
    level
      .split(piece)
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .forEach((part, index) => {
        place(part, index === 0 ? separator : level.separator, depth + 1);
      });
  };

  place(text.trim(), '', 0);
  flush();
  return chunks.filter((chunk) => chunk !== '');
}

function slices(text: string, size: number): string[] {
  const result: string[] = [];
  for (let start = 0; start < text.length; start += size)
    result.push(text.slice(start, start + size));
  return result;
}

const WHITESPACE = /\s/;

/**
 * Where each chunk ends in `text`, as a character offset (exclusive): chunk `i` is read from
 * `text.slice(ends[i - 1] ?? 0, ends[i])`, whitespace aside. Stored with a recording, so that its
 * timings never depend on how today's limits would split the text. The chunks must hold the text's
 * characters in order, whitespace aside, as `splitTextIntoChunks` makes them; a RangeError otherwise.
 */
export function chunkTextEnds(text: string, chunks: readonly string[]): number[] {
  let position = 0;
  return chunks.map((chunk) => {
    for (const character of chunk) {
      if (WHITESPACE.test(character)) continue;
      while (position < text.length && WHITESPACE.test(text.charAt(position))) position += 1;
      if (!text.startsWith(character, position)) {
        throw new RangeError(`The chunks are not the text's (at character ${position}).`);
      }
      position += character.length;
    }
    return position;
  });
}
