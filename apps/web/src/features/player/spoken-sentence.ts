/** A stretch of the speech's text, as character offsets: `text.slice(start, end)`. */
export interface TextRange {
  start: number;
  end: number;
}

/** A chunk of the text as the server synthesised it (its stretch of the text), and where it sits in the audio. */
export interface TimedChunk extends TextRange {
  startMs: number;
  durationMs: number;
}

export interface SentenceTiming extends TextRange {
  startMs: number;
}

/**
 * A sentence starts at a non-space character and ends after its closing punctuation (and any
 * closing quote or bracket) when a space or the end follows, at a line break, or at the end of the
 * text; the same boundaries the server splits the text at before synthesis.
 */
const SENTENCE = /\S[^\n]*?(?:[.!?…]+["'”’)\]]*(?=\s|$)|(?=\n)|$)/gu;

/** The sentences of a text, in order, without the spaces around them. */
export function sentenceRanges(text: string): TextRange[] {
  return Array.from(text.matchAll(SENTENCE), (match) => ({
    start: match.index,
    end: match.index + match[0].trimEnd().length,
  }));
}

/** A point where `spokenChars` characters of text have been spoken, `ms` into the audio. */
interface Knot {
  spokenChars: number;
  ms: number;
}

/**
 * When each sentence starts in the audio. The voice spends time on letters, not on spaces, so the
 * time within a stretch of audio is taken as proportional to the non-space characters read. With
 * the server's chunks the stretches are the chunks (exact at each chunk's edges); without them, or
 * when they do not cover the text, the whole text is one stretch over `durationMs`.
 */
export function sentenceTimings(
  text: string,
  durationMs: number,
  chunks: readonly TimedChunk[] = [],
): SentenceTiming[] {
  const knots = chunkKnots(text, chunks) ?? [
    { spokenChars: 0, ms: 0 },
    { spokenChars: spokenLength(text), ms: Math.max(0, durationMs) },
  ];
  let spokenBefore = 0;
  let position = 0;
  return sentenceRanges(text).map((range) => {
    spokenBefore += spokenLength(text.slice(position, range.start));
    position = range.start;
    return { ...range, startMs: timeAt(knots, spokenBefore) };
  });
}

/** The sentence being spoken `ms` into the audio, or null before the first one. */
export function sentenceAt(timings: readonly SentenceTiming[], ms: number): TextRange | null {
  let spoken: SentenceTiming | null = null;
  for (const timing of timings) {
    if (timing.startMs > ms) break;
    spoken = timing;
  }
  return spoken && { start: spoken.start, end: spoken.end };
}

function spokenLength(text: string): number {
  return text.replace(/\s+/gu, '').length;
}

/** Knots at each chunk's edges, or null when the chunks do not cover the text, one after another. */
function chunkKnots(text: string, chunks: readonly TimedChunk[]): Knot[] | null {
  const first = chunks[0];
  if (first === undefined) return null;
  const knots: Knot[] = [{ spokenChars: 0, ms: first.startMs }];
  let spokenChars = 0;
  let position = 0;
  for (const chunk of chunks) {
    if (chunk.start !== position || chunk.end < chunk.start) return null;
    position = chunk.end;
    spokenChars += spokenLength(text.slice(chunk.start, chunk.end));
    knots.push({ spokenChars, ms: chunk.startMs + chunk.durationMs });
  }
  return spokenChars === spokenLength(text) ? knots : null;
}

/** Straight-line interpolation between the knots around `spokenChars`. */
function timeAt(knots: readonly Knot[], spokenChars: number): number {
  for (let index = 1; index < knots.length; index += 1) {
    const before = knots[index - 1];
    const after = knots[index];
    if (before === undefined || after === undefined || spokenChars >= after.spokenChars) continue;
    const span = after.spokenChars - before.spokenChars;
    return before.ms + ((after.ms - before.ms) * (spokenChars - before.spokenChars)) / span;
  }
  return knots.at(-1)?.ms ?? 0;
}
