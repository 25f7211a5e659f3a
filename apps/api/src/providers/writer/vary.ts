/**
 * A line of the built-in writer's material can carry its own alternatives: "{a|b|c}" is one of a,
 * b or c, drawn per speech from its seed; an empty alternative ("{|, slowly}") leaves the words
 * out. A sentence made of parts drawn apart is said word for word in two speeches far less often
 * than one written whole (docs/decisions/built-in-writer.md).
 */
const GROUP = /\{([^{}]*)\}/g;

/** The line with one alternative of each group, drawn with `random`. */
export function vary(text: string, random: () => number): string {
  if (!text.includes('{')) return text;
  return text.replace(GROUP, (_, body: string) => {
    const options = body.split('|');
    return options[Math.floor(random() * options.length)] ?? '';
  });
}

/** Every way the line can be said, up to `limit` of them: for tests that check all its words. */
export function variants(text: string, limit = 256): string[] {
  const match = /\{([^{}]*)\}/.exec(text);
  if (match === null) return [text];
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  const rest = variants(after, limit);
  const result: string[] = [];
  for (const option of (match[1] ?? '').split('|')) {
    for (const tail of rest) {
      if (result.length >= limit) return result;
      result.push(`${before}${option}${tail}`);
    }
  }
  return result;
}
