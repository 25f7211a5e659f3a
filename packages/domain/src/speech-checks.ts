import nlp from 'compromise';
import type { SituationKind } from './situation.ts';

/**
 * Checks a speech's text against what it was written for: the register of the situation, the
 * goals, the days, the person's own words, and grammar seams. Pure functions on any text, so they
 * run on the built-in writer's speeches and on a model's answer alike
 * (docs/decisions/built-in-writer.md).
 */

export type SpeechProblemKind =
  | 'register'
  | 'unrelated_goal'
  | 'missing_goal'
  | 'goal_count'
  | 'day_word'
  | 'verbless'
  | 'first_person_echo'
  | 'copied_run'
  | 'missing_subject'
  | 'mood_numbers';

export interface SpeechProblem {
  kind: SpeechProblemKind;
  /** What was found, fit for a log line or a test failure. */
  detail: string;
}

export interface CheckedGoal {
  title: string;
  /** Whether the goal relates to what the speech is about: then it is named, else not. */
  related: boolean;
}

export interface SpeechCheckOptions {
  kind?: SituationKind;
  /** Words naming what the speech is about; it names at least one of them. */
  subject?: readonly string[];
  goals?: readonly CheckedGoal[];
  /** Today's weekday where the listener is, 0 (Sunday) to 6. */
  today?: { weekday: number };
  /** What the person wrote: its days and times are the speech's, its words are not to be copied. */
  contextText?: string;
}

/** A sentence this long with no verb reads as a fragment spliced in. */
export const VERBLESS_MIN_WORDS = 7;
/** The longest run of words a speech may take over from the context as it was written. */
export const MAX_COPIED_RUN = 8;
/** The most two speeches written from the same words may share, of sentences and of 4-word runs. */
export const MAX_OVERLAP_SHARE = 0.25;

const HYPE: readonly RegExp[] = [
  /\bcrush(?:ing)? (?:it|this)\b/,
  /\bnail(?:ing|ed)? (?:it|this)\b/,
  /\bsmash(?:ing)? (?:it|this)\b/,
  /\bkill(?:ing)? it\b/,
  /\bchance knocking\b/,
  /\bgo(?:ing)? all in\b/,
  /\btest you might fail\b/,
];

const PERFORMANCE_WORDS: readonly RegExp[] = [
  /\brehears/,
  /\baudience\b/,
  /\bon stage\b/,
  /\bperform(?:ance|ing)?\b/,
  /\bgame day\b/,
  /\bopponents?\b/,
  /\bvictory\b/,
  /\bwin (?:this|it)\b/,
  /\bthis is yours to win\b/,
  /\bshow what you(?:'ve| have) been building\b/,
  /\ban opening\b/,
  /\bmoment to shine\b/,
];

/** Words that grieving people are hurt by, from bereavement guidance: no silver linings. */
const GRIEF_WORDS: readonly RegExp[] = [
  /\bmove on\b/,
  /\bget over (?:it|them|him|her)\b/,
  /\bhappens for a reason\b/,
  /\bbetter place\b/,
  /\bat least\b/,
  /\bstay positive\b/,
];

/**
 * Someone else's illness, exam or job said as the listener's own: "your body", "your treatment",
 * "your exam" (their son's exam is "your son's exam", which these leave alone).
 */
const SOMEONE_ELSES: readonly RegExp[] = [
  /\byour (?:own )?body\b/,
  /\byour (?:treatment|diagnosis|illness|condition|symptoms|medicines?|recovery|care team|doctors?|nurses?|results|scans?|appointments?|surgery|operation|chemo\w*|biopsy|exams?|tests?|interview|revision|grades|new job|job search|cv)\b/,
  /\bbeing (?:ill|unwell|a patient)\b/,
  /\byou (?:are|'re) (?:ill|unwell|sick|being tested)\b/,
  /\b(?:walk|go) in (?:there )?and (?:do|show|give)\b/,
];

/**
 * An everyday hard thing (a call to make, a day to get through, loneliness): nothing they did not
 * say is presumed of them: no performance, no hype, no illness ("your body", "your treatment"), and
 * no doubt, grief or habit they never named ("the inner critic", "your loss", "your streak").
 */
const PRESUMED: readonly RegExp[] = [
  // Not "feel the weight of your body where you are sitting", which steadies anyone.
  /\byour body\b(?! where)/,
  /\byour (?:treatment|diagnosis|illness|condition|symptoms|medicines?|recovery|care team)\b/,
  /\bbeing (?:ill|unwell|a patient)\b/,
  /\bcritic\b/,
  /\b(?:critical|harsh) voice\b/,
  /\bthat voice thinks\b/,
  /\bself-doubt\b/,
  /\b(?:the|your|that|this) doubts?\b/,
  /\bimpost[eo]r\b/,
  /\bfraud\b/,
  /\bgriev\w*|\bgrief\b/,
  /\byour loss\b/,
  /\bthe habit\b/,
  /\byour (?:streak|workouts?)\b/,
  /\bthe big day\b/,
  /\bon the day\b/,
];

/** What does not fit being said, by kind of situation. */
export const REGISTER_MISFITS: Readonly<Record<SituationKind, readonly RegExp[]>> = {
  performance: [],
  illness: [...HYPE, ...PERFORMANCE_WORDS, /\bstay positive\b/],
  grief: [...HYPE, ...PERFORMANCE_WORDS, ...GRIEF_WORDS],
  setback: [...HYPE, /\brehears/],
  change: [/\btest you might fail\b/],
  habit: [/\btest you might fail\b/],
  self_doubt: [/\btest you might fail\b/],
  loved_one: [...HYPE, ...PERFORMANCE_WORDS, /\bstay positive\b/, ...SOMEONE_ELSES],
  // Not SOMEONE_ELSES: "your appointment" or "your revision" may be what they asked help with.
  everyday: [...HYPE, ...PERFORMANCE_WORDS, ...PRESUMED],
};

export function registerProblems(text: string, kind: SituationKind): SpeechProblem[] {
  const lower = normalise(text).toLowerCase();
  return REGISTER_MISFITS[kind].flatMap((pattern) => {
    const found = pattern.exec(lower);
    return found === null
      ? []
      : [{ kind: 'register' as const, detail: `"${found[0]}" does not fit ${kind}` }];
  });
}

const STOP_WORDS = new Set(
  (
    'a an the and or but of to in on at for with by from into about my your our their his her its ' +
    'i me you we they it this that these those be is are was were am been being have has had do does ' +
    'did get got go going more most very so just really some any all every each no not one two ' +
    'goal goals want need new first last up out over next week year month day days'
  ).split(' '),
);

/** A word's plain form for matching: lowercase, without a plural, -ing or -ed ending. */
export function wordStem(word: string): string {
  let stem = word.toLowerCase().replace(/'s$/, '');
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 5 && stem.endsWith('ing')) stem = stem.slice(0, -3);
  else if (stem.length > 7 && stem.endsWith('ation')) stem = stem.slice(0, -5);
  else if (stem.length > 5 && stem.endsWith('ion')) stem = stem.slice(0, -3);
  else if (stem.length > 4 && stem.endsWith('ed')) stem = stem.slice(0, -2);
  else if (stem.length > 4 && /(?:ss|sh|ch|x)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  return stem.replace(/e$/, '');
}

export function words(text: string): string[] {
  return normalise(text)
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .map((word) => word.replace(/^['-]+|['-]+$/g, ''))
    .filter((word) => word !== '');
}

/** The words that carry meaning, as stems: "Run a half marathon" → run, half, marathon. */
export function contentStems(text: string): string[] {
  return [
    ...new Set(
      words(text)
        .filter((word) => !STOP_WORDS.has(word) && !/^\d+$/.test(word))
        .map(wordStem),
    ),
  ];
}

/** Whether a sentence of the text names the goal: its title, or most of its meaningful words. */
export function mentionsGoal(text: string, title: string): boolean {
  const core = normalise(title)
    .toLowerCase()
    .replace(/[.!?]+$/, '')
    .trim();
  if (core !== '' && normalise(text).toLowerCase().includes(core)) return true;
  const stems = contentStems(title);
  if (stems.length === 0) return false;
  const needed = stems.length <= 2 ? stems.length : Math.ceil(stems.length * 0.6);
  return splitSentences(text).some((sentence) => {
    const present = new Set(words(sentence).map(wordStem));
    return stems.filter((stem) => present.has(stem)).length >= needed;
  });
}

/**
 * Whether a goal relates to what the person wrote: the goal's meaningful words share a stem with a
 * noun of the context ("Run a half marathon" and "i want to run a marathon"). Nouns only, so a
 * passing verb ("presenting the numbers") does not tie in a goal about another presentation.
 */
export function goalRelates(
  goal: { title: string; description?: string | null },
  contextText: string,
): boolean {
  const goalStems = new Set(contentStems(`${goal.title} ${goal.description ?? ''}`));
  return nounStemsOf(contextText).some((stems) => stems.some((stem) => goalStems.has(stem)));
}

/**
 * The last few contexts' nouns, as stems: tagging takes ~15 ms, and a speech asks of each of its
 * goals, in the prompt, the answer's checks and the built-in writer.
 */
const nounCache = new Map<string, string[][]>();
const NOUN_CACHE_LIMIT = 16;

function nounStemsOf(contextText: string): string[][] {
  const known = nounCache.get(contextText);
  if (known !== undefined) return known;
  const nouns: string[] = nlp(normalise(contextText).toLowerCase()).nouns().out('array');
  const stems = nouns.map((noun) => contentStems(noun));
  if (nounCache.size >= NOUN_CACHE_LIMIT) nounCache.clear();
  nounCache.set(contextText, stems);
  return stems;
}

export function goalProblems(text: string, goals: readonly CheckedGoal[]): SpeechProblem[] {
  const problems: SpeechProblem[] = goals.flatMap((goal): SpeechProblem[] => {
    const named = mentionsGoal(text, goal.title);
    if (goal.related && !named) {
      return [{ kind: 'missing_goal', detail: `the related goal "${goal.title}" is not named` }];
    }
    if (!goal.related && named) {
      return [{ kind: 'unrelated_goal', detail: `the unrelated goal "${goal.title}" is named` }];
    }
    return [];
  });
  const named = goals.filter((goal) => mentionsGoal(text, goal.title)).length;
  const plural = /\b(?:these|those|both) goals\b/i.exec(text);
  if (plural !== null && named <= 1) {
    problems.push({ kind: 'goal_count', detail: `"${plural[0]}" for ${named} goal` });
  }
  return problems;
}

export const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** Times relative to today: a speech uses only the ones its context uses. */
const RELATIVE_TIMES = [
  'tomorrow',
  'tonight',
  'this weekend',
  'next weekend',
  'this week',
  'next week',
  'next month',
  'this month',
  'next year',
  'yesterday',
  'last night',
  'last week',
] as const;

const RELATIVE_PATTERNS = RELATIVE_TIMES.map((time) => ({
  time,
  pattern: new RegExp(`\\b${time}\\b`),
}));
const WEEKDAY_PATTERNS = WEEKDAY_NAMES.map((day) => ({
  day,
  named: new RegExp(`\\b${day}\\b`),
  inContext: new RegExp(`\\b${day}s?\\b`),
  next: new RegExp(`\\bnext ${day}\\b`),
  ahead: new RegExp(
    `\\b(?:when ${day} comes|${day} (?:is coming|comes|arrives|will)|(?:until|before|by|on|come) ${day})\\b`,
  ),
}));

export function dayWordProblems(
  text: string,
  contextText: string,
  today: { weekday: number } | undefined,
): SpeechProblem[] {
  const lower = normalise(text).toLowerCase();
  const context = normalise(contextText).toLowerCase();
  const problems: SpeechProblem[] = [];
  for (const { time, pattern } of RELATIVE_PATTERNS) {
    if (pattern.test(lower) && !pattern.test(context)) {
      problems.push({ kind: 'day_word', detail: `says "${time}", which the context does not` });
    }
  }
  for (const [index, { day, named, inContext, next, ahead }] of WEEKDAY_PATTERNS.entries()) {
    if (!named.test(lower)) continue;
    if (!inContext.test(context)) {
      problems.push({ kind: 'day_word', detail: `names ${day}, which the context does not` });
      continue;
    }
    if (today?.weekday !== index || next.test(context)) continue;
    const found = ahead.exec(lower);
    if (found !== null) {
      problems.push({ kind: 'day_word', detail: `"${found[0]}" looks ahead to today` });
    }
  }
  return problems;
}

const VERB_CACHE_LIMIT = 20_000;
const verbCache = new Map<string, boolean>();

/** Whether the sentence has a verb, by the compromise tagger; cached, as speeches share lines. */
function hasVerb(sentence: string): boolean {
  const known = verbCache.get(sentence);
  if (known !== undefined) return known;
  const found = nlp(sentence).has('#Verb');
  if (verbCache.size >= VERB_CACHE_LIMIT) verbCache.clear();
  verbCache.set(sentence, found);
  return found;
}

export function verblessSentences(text: string): string[] {
  return splitSentences(text).filter(
    (sentence) => words(sentence).length >= VERBLESS_MIN_WORDS && !hasVerb(sentence),
  );
}

/** Their words said back without turning them to "you": "your I ...", "you am", "you my". */
const ECHOES: readonly RegExp[] = [
  /\byour? (?:i|i'm|im|i've|ive|i'd|i'll|my|me|myself|mine)\b/i,
  /\byou (?:am|was|has)\b/i,
  /\bwhat you have been feeling me\b/i,
];
const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|i'd|i'll|my|me|myself|mine)\b/;
/** A run of the context this long that still says "I" or "my" is their voice, not the speech's. */
const ECHO_RUN = 4;

export function firstPersonEchoes(text: string, contextText = ''): string[] {
  const found = ECHOES.flatMap((pattern) => {
    const match = pattern.exec(normalise(text));
    return match === null ? [] : [match[0]];
  });
  const ownRuns = sharedRuns(text, contextText, ECHO_RUN).filter((run) => FIRST_PERSON.test(run));
  return [...found, ...ownRuns];
}

/** The runs of at least `length` words the text shares with the other text, each once. */
export function sharedRuns(text: string, other: string, length: number): string[] {
  const grams = gramsOf(other, length);
  if (grams.size === 0) return [];
  return [...new Set(nGrams(words(text), length).filter((gram) => grams.has(gram)))];
}

/** The last few texts' runs, kept: one context is checked against many lines in a row. */
const gramCache = new Map<string, Set<string>>();
const GRAM_CACHE_LIMIT = 16;

function gramsOf(text: string, length: number): Set<string> {
  const key = `${length}\u0000${text}`;
  const known = gramCache.get(key);
  if (known !== undefined) return known;
  const grams = new Set(nGrams(words(text), length));
  if (gramCache.size >= GRAM_CACHE_LIMIT) gramCache.clear();
  gramCache.set(key, grams);
  return grams;
}

/** Runs of more than MAX_COPIED_RUN words taken over as they stand in the context. */
export function copiedRuns(text: string, contextText: string): string[] {
  return sharedRuns(text, contextText, MAX_COPIED_RUN + 1);
}

/** Whether the text names one of the subject's words (or its plural, -ing or -ed form). */
export function namesSubject(text: string, subject: readonly string[]): boolean {
  if (subject.length === 0) return true;
  const lower = normalise(text).toLowerCase();
  const stems = new Set(words(lower).map(wordStem));
  return subject.some((word) => {
    const wanted = word.toLowerCase();
    return wanted.includes(' ') ? lower.includes(wanted) : stems.has(wordStem(wanted));
  });
}

const MOOD_NUMBERS =
  /\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|\d+) out of (?:ten|10)\b/i;

export function checkSpeech(text: string, options: SpeechCheckOptions = {}): SpeechProblem[] {
  const problems: SpeechProblem[] = [];
  if (options.kind !== undefined) problems.push(...registerProblems(text, options.kind));
  if (options.goals !== undefined) problems.push(...goalProblems(text, options.goals));
  const context = options.contextText ?? '';
  problems.push(...dayWordProblems(text, context, options.today));
  for (const sentence of verblessSentences(text)) {
    problems.push({ kind: 'verbless', detail: sentence });
  }
  for (const echo of firstPersonEchoes(text, context)) {
    problems.push({ kind: 'first_person_echo', detail: echo });
  }
  for (const run of copiedRuns(text, context)) {
    problems.push({ kind: 'copied_run', detail: run });
  }
  if (options.subject !== undefined && !namesSubject(text, options.subject)) {
    problems.push({
      kind: 'missing_subject',
      detail: `names none of ${options.subject.join(', ')}`,
    });
  }
  const recited = MOOD_NUMBERS.exec(text);
  if (recited !== null) problems.push({ kind: 'mood_numbers', detail: recited[0] });
  return problems;
}

/** The checks a model's answer is held to before it is sent: the ones that read any text. */
export const ANSWER_CHECKS = ['register', 'unrelated_goal', 'day_word'] as const;
export type AnswerCheck = (typeof ANSWER_CHECKS)[number];

export interface AnswerProblem extends SpeechProblem {
  kind: AnswerCheck;
}

/**
 * What a model's answer says that the situation rules out: register words that do not fit its
 * kind, a goal named that does not relate to it, day words the context does not use (or that look
 * ahead to today). Each finding stands in one sentence, so the checks run on a sentence as it is
 * written as well as on a whole speech (docs/decisions/writer-model.md).
 */
export function answerProblems(
  text: string,
  options: Pick<SpeechCheckOptions, 'kind' | 'goals' | 'today' | 'contextText'>,
): AnswerProblem[] {
  const problems: SpeechProblem[] = [];
  if (options.kind !== undefined) problems.push(...registerProblems(text, options.kind));
  if (options.goals !== undefined) {
    problems.push(
      ...goalProblems(
        text,
        options.goals.filter((goal) => !goal.related),
      ),
    );
  }
  problems.push(...dayWordProblems(text, options.contextText ?? '', options.today));
  return problems.filter((problem): problem is AnswerProblem =>
    (ANSWER_CHECKS as readonly string[]).includes(problem.kind),
  );
}

export interface SpeechOverlap {
  /** Sentences word for word in both, over the sentences of the shorter speech. */
  sentenceShare: number;
  /** 4-word runs in both, over the 4-word runs of the shorter speech. */
  fourGramShare: number;
}

export function speechOverlap(first: string, second: string): SpeechOverlap {
  return {
    sentenceShare: share(sentenceKeys(first), sentenceKeys(second)),
    fourGramShare: share(new Set(nGrams(words(first), 4)), new Set(nGrams(words(second), 4))),
  };
}

/** A sentence as compared across speeches: its words, without case or punctuation. */
export function sentenceKey(sentence: string): string {
  return words(sentence).join(' ');
}

export function sentenceKeys(text: string): Set<string> {
  return new Set(
    splitSentences(text)
      .map(sentenceKey)
      .filter((key) => key !== ''),
  );
}

function share(first: Set<string>, second: Set<string>): number {
  const smaller = first.size <= second.size ? first : second;
  const larger = smaller === first ? second : first;
  if (smaller.size === 0) return 0;
  let shared = 0;
  for (const item of smaller) if (larger.has(item)) shared += 1;
  return shared / smaller.size;
}

export function splitSentences(text: string): string[] {
  return normalise(text)
    .split(/(?<=[.!?]["”]?)\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

function nGrams(list: readonly string[], length: number): string[] {
  const grams: string[] = [];
  for (let start = 0; start + length <= list.length; start += 1) {
    grams.push(list.slice(start, start + length).join(' '));
  }
  return grams;
}

function normalise(text: string): string {
  return text.replace(/[‘’`]/g, "'").replace(/[“”]/g, '"');
}
