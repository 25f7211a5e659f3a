/**
 * Whether a voice read a text as written. A model that reads aloud (OpenAI's Realtime voices) may
 * say "I'm" for "I am" or drop a comma; anything beyond punctuation, case and contractions is a
 * different reading.
 */

/** Contractions spoken either way, in their long form; "'s" and "'d" are ambiguous and kept as said. */
const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bcan't\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bwon't\b/g, 'will not'],
  [/\bshan't\b/g, 'shall not'],
  [/\bain't\b/g, 'is not'],
  [/\blet's\b/g, 'let us'],
  [/\bi'm\b/g, 'i am'],
  [/\b(it|that|there|here|what|who|he|she)'s\b/g, '$1 is'],
  [/n't\b/g, ' not'],
  [/'re\b/g, ' are'],
  [/'ll\b/g, ' will'],
  [/'ve\b/g, ' have'],
  [/\b(i|you|we|they|he|she)'d\b/g, '$1 would'],
];

/** The words of `text` as they sound: lower case, apostrophes straightened, contractions spelled out. */
export function spokenWords(text: string): string[] {
  let normal = text.toLowerCase().replace(/[‘’ʼ`]/g, "'");
  for (const [pattern, long] of CONTRACTIONS) normal = normal.replace(pattern, long);
  return normal
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, '$1')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The whole text was read as written. */
export function readAsWritten(text: string, transcript: string): boolean {
  const expected = spokenWords(text);
  const heard = spokenWords(transcript);
  return heard.length === expected.length && heard.every((word, index) => word === expected[index]);
}

/**
 * A transcript still being received agrees with the text so far: every word but the last (which
 * may be cut off mid-word) is the text's next word, and the last starts the next one.
 */
export function readingSoFarAgrees(text: string, transcriptSoFar: string): boolean {
  const expected = spokenWords(text);
  const heard = spokenWords(transcriptSoFar);
  if (heard.length > expected.length) return false;
  return heard.every((word, index) => {
    const wanted = expected[index] ?? '';
    return index === heard.length - 1 ? wanted.startsWith(word) : word === wanted;
  });
}
