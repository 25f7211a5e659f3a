/**
 * Text cleaning before the crisis screen tokenises: one form for every way a person or a keyboard can
 * write the same words (docs/decisions/crisis-screen.md).
 */

/** Zero-width and invisible formatting characters, which would split or join words unseen. */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/gu;
/** Control characters, NUL among them (tabs and line breaks too): a word boundary, not a character. */
const CONTROL = /\p{Cc}/gu;
const CURLY_APOSTROPHES = /[\u2018\u2019\u201a\u201b\u2032\u02bc`´]/gu;
const CURLY_QUOTES = /[\u201c\u201d\u201e\u201f\u2033]/gu;
const DASHES = /[\u2010-\u2015\u2212]/gu;

/** Misspellings, chat spellings and splits seen in what people type or dictate, by the word they mean. */
const SPELLINGS: ReadonlyMap<string, string> = new Map([
  ['kms', 'kill myself'],
  ['kys', 'kill yourself'],
  ['urself', 'yourself'],
  ['od', 'overdose'],
  ['oding', 'overdosing'],
  // Words coined online to say suicide past content filters ("unalive myself", "sewer slide").
  ['unalive', 'kill'],
  ['unalived', 'killed'],
  ['unaliving', 'killing'],
  ['sewerslide', 'suicide'],
  ['kil', 'kill'],
  ['wnat', 'want'],
  ['cuting', 'cutting'],
  ['cuttin', 'cutting'],
  ['permanantly', 'permanently'],
  ['permenantly', 'permanently'],
  ['killin', 'killing'],
  ['dyin', 'dying'],
  ['selfharm', 'self harm'],
  ['selfharming', 'self harming'],
  // Contractions typed without their apostrophe that the tokeniser does not expand by itself.
  ['whats', 'what is'],
  ['theres', 'there is'],
  ['didnt', 'did not'],
  ['doesnt', 'does not'],
  ['havent', 'have not'],
  ['hasnt', 'has not'],
  ['theyd', 'they would'],
  ['theyre', 'they are'],
  ['youre', 'you are'],
  ['theyll', 'they will'],
  ['youll', 'you will'],
  ['wasnt', 'was not'],
  ['tonights', 'tonight is'],
  ['tmrw', 'tomorrow'],
  ['tmr', 'tomorrow'],
  ['til', 'until'],
  ['till', 'until'],
]);

/**
 * Contractions whose spelling without the apostrophe is a word of its own ("go to hell", "a shell",
 * "I feel ill"): spelt out when written with the apostrophe, or without it only before a verb.
 */
const CONTRACTIONS_THAT_ARE_WORDS = new Map([
  ['ill', 'i will'],
  ['hell', 'he will'],
  ['shell', 'she will'],
]);

/** Words a typo must not hide, with how many edits (Damerau–Levenshtein) still count as the word. */
const FUZZY_WORDS: readonly { word: string; maxEdits: number }[] = [
  // Not 2 for "suicide": "subside" is two edits from it.
  { word: 'suicide', maxEdits: 1 },
  { word: 'suicidal', maxEdits: 2 },
  { word: 'myself', maxEdits: 1 },
];

/** Edit distance with adjacent transpositions ("myslef" is one edit from "myself"), capped early. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    const row = rows[i] as number[];
    const above = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

function correctWord(word: string): string {
  const known = SPELLINGS.get(word);
  if (known !== undefined) return known;
  if (word.length < 5) return word;
  // A screened word spelt right stays itself: "suicide" is two edits from "suicidal" too.
  if (FUZZY_WORDS.some(({ word: target }) => target === word)) return word;
  for (const { word: target, maxEdits } of FUZZY_WORDS) {
    // The misspellings people make keep the first letter; checking it first skips most words cheaply.
    if (word[0] !== target[0] || word === target) continue;
    if (editDistance(word, target, maxEdits) <= maxEdits) return target;
  }
  return word;
}

/**
 * Lower-case text with one spelling of each screened word: NFKC, no invisible or control characters,
 * straight quotes, "my self" joined, known misspellings corrected. Never throws.
 */
export function normaliseForScreen(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(INVISIBLE, '')
      .replace(CONTROL, ' ')
      .replace(CURLY_APOSTROPHES, "'")
      .replace(CURLY_QUOTES, '"')
      .replace(DASHES, '-')
      .toLowerCase()
      .replace(/\bmy\s+self\b/gu, 'myself')
      .replace(/\bsewer\s+slide\b/gu, 'suicide')
      // "10 kms" is a distance, not "kill myself"; "s/h" is self-harm; "unalive" said alone is oneself.
      .replace(/(\d)\s*kms\b/gu, '$1 kilometres')
      .replace(/\bs\/h\b/gu, 'self harm')
      .replace(/\bself[\s-]*delet(e|ing|ed)\b/gu, 'kill myself')
      .replace(
        /(?<!\b(?:saying|say|says|said|write|writing|word|words|type|typing|use|using)\s+)\bunalive\b(?!\s+(?:my|him|her|them|your|it|our)sel(?:f|ves)\b|\s+(?:him|her|them|you|people|everyone|someone|my|his|the|instead)\b|\s+and\s+(?:stuff|things|that)\b)/gu,
        'kill myself',
      )
      // "ill" is a word ("I feel ill"), as are "hell" and "shell", except before a verb, where each is
      // "I'll", "he'll" or "she'll" typed without its apostrophe.
      .replace(
        /\b(ill|hell|shell) (be|never|not|just|do|go|make|end|kill|take)\b/gu,
        (_, written: string, verb: string) =>
          `${CONTRACTIONS_THAT_ARE_WORDS.get(written) ?? written} ${verb}`,
      )
      // "They'd" reads as "theyd" does ("they would"): a contraction spelt with its apostrophe and one
      // spelt without are one form, to the patterns and to the lexical model alike.
      .replace(
        /\b(\p{L}+)'(\p{L}+)\b/gu,
        (written, before: string, after: string) =>
          SPELLINGS.get(`${before}${after}`) ??
          CONTRACTIONS_THAT_ARE_WORDS.get(`${before}${after}`) ??
          written,
      )
      .replace(/[\p{L}]+/gu, correctWord)
      .replace(/\s+/gu, ' ')
      .trim()
  );
}
