/**
 * A line of the built-in writer's material can carry its own alternatives: "{a|b|c}" is one of a,
 * b or c, drawn per speech from its seed; an empty alternative ("{|, slowly}") leaves the words
 * out. A sentence made of parts drawn apart is said word for word in two speeches far less often
 * than one written whole (docs/decisions/built-in-writer.md).
 */
const GROUP = /\{([^{}]*)\}/g;

/** A group that opens a sentence: its alternative starts with a capital. */
const SENTENCE_START = /(?:^|[.!?]["”]?\s+)$/;

/** The line with one alternative of each group, drawn with `random`. */
export function vary(text: string, random: () => number): string {
  if (!text.includes('{')) return text;
  return text.replace(GROUP, (_, body: string, offset: number, whole: string) => {
    const options = body.split('|');
    const chosen = options[Math.floor(random() * options.length)] ?? '';
    return SENTENCE_START.test(whole.slice(0, offset)) ? capitalFirst(chosen) : chosen;
  });
}

function capitalFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Every way the line can be said, up to `limit` of them: for tests that check all its words. */
export function variants(text: string, limit = 256): string[] {
  const match = /\{([^{}]*)\}/.exec(text);
  if (match === null) return [text];
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  const rest = variants(after, limit);
  const opens = SENTENCE_START.test(before);
  const result: string[] = [];
  for (const option of (match[1] ?? '').split('|')) {
    for (const tail of rest) {
      if (result.length >= limit) return result;
      result.push(`${before}${opens ? capitalFirst(option) : option}${tail}`);
    }
  }
  return result;
}
