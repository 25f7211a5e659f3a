/**
 * Reads a user's context ("I have a job interview at Google on Monday and I'm nervous") into the
 * pieces the built-in composer speaks about: "your job interview at Google on Monday", the feeling,
 * the day, and the kind of situation. Rule-based on purpose: no model is available offline.
 */

export type Topic =
  'interview' | 'presentation' | 'exam' | 'fitness' | 'health' | 'career' | 'personal';

export type FeelingKind = 'fear' | 'stress' | 'low' | 'doubt' | 'frustration' | 'excitement';

export interface Feeling {
  word: string;
  kind: FeelingKind;
}

export interface ContextReading {
  /** A noun phrase that reads well after "about": "your job interview at Google on Monday". */
  subject: string;
  /** The subject said again, shorter: "your job interview". */
  shortSubject: string;
  /** Their first statement turned to "you", when it says more than the subject: "you've been struggling at work". */
  situation: string | null;
  feeling: Feeling | null;
  /** A day the speech can look ahead to: "Monday", "tomorrow", "next week". */
  moment: string | null;
  topic: Topic;
}

const SUBJECT_MAX_WORDS = 14;
const SITUATION_MAX_WORDS = 24;

const FEELING_WORDS: Record<string, FeelingKind> = {
  nervous: 'fear',
  anxious: 'fear',
  scared: 'fear',
  afraid: 'fear',
  terrified: 'fear',
  worried: 'fear',
  frightened: 'fear',
  stressed: 'stress',
  overwhelmed: 'stress',
  'burnt out': 'stress',
  'burned out': 'stress',
  swamped: 'stress',
  tired: 'low',
  exhausted: 'low',
  drained: 'low',
  unmotivated: 'low',
  stuck: 'low',
  lost: 'low',
  lazy: 'low',
  sad: 'low',
  down: 'low',
  lonely: 'low',
  hopeless: 'low',
  defeated: 'low',
  insecure: 'doubt',
  unsure: 'doubt',
  doubtful: 'doubt',
  'not good enough': 'doubt',
  unprepared: 'doubt',
  frustrated: 'frustration',
  angry: 'frustration',
  annoyed: 'frustration',
  excited: 'excitement',
  pumped: 'excitement',
  eager: 'excitement',
  determined: 'excitement',
};

/** Nouns people use for a feeling, with the adjective the speech says back. */
const FEELING_NOUNS: Record<string, string> = {
  anxiety: 'anxious',
  nerves: 'nervous',
  stress: 'stressed',
  fear: 'afraid',
  'self-doubt': 'unsure of yourself',
  burnout: 'burnt out',
};

const FEELING_LEAD =
  /\b(?:i'm|im|i am|i feel|i'm feeling|feeling|i've been|i have been|i get|i got|makes me|making me|i was|i keep feeling)\s+(?:so |really |very |a bit |a little |kind of |quite |pretty |super |extremely |incredibly |totally |completely )*/;

const TOPIC_WORDS: [Topic, RegExp][] = [
  [
    'interview',
    /\b(?:interview\w*|recruiter|hiring manager|assessment centre|assessment center)\b/,
  ],
  [
    'presentation',
    /\b(?:present(?:ation|ing)?s?|speech|talk|pitch(?:ing)?|keynote|public speaking|demo|webinar|conference|audition|perform(?:ance|ing)?|recital|wedding toast)\b/,
  ],
  [
    'exam',
    /\b(?:exams?|tests?|finals|midterms?|stud(?:y|ying|ies)|revis(?:e|ing|ion)|assignments?|thesis|dissertation|essays?|quiz|bar exam|coursework|school|university|college|class(?:es)?)\b/,
  ],
  [
    'fitness',
    /\b(?:run|running|runs|marathon|half marathon|5k|10k|gym|workouts?|training|train|race|lift(?:ing)?|weights|fitness|swim(?:ming)?|cycling|exercise|sport|match|game|tournament|yoga|hike|hiking)\b/,
  ],
  [
    'health',
    /\b(?:health|healthy|diet|eat(?:ing)?|sleep|smoking|quit|recovery|recover(?:ing)?|therapy|sober|sobriety|drinking|weight|lose weight|illness|surgery|injury|doctor|habits?)\b/,
  ],
  [
    'career',
    /\b(?:job|career|promotion|work|boss|business|startup|launch|clients?|projects?|deadline|raise|colleagues?|team|company|manager|shift|office|sales|portfolio|freelanc\w*)\b/,
  ],
];

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const MOMENT_PATTERN = new RegExp(
  String.raw`\b(tomorrow|tonight|this weekend|next week|next month|this (?:${DAY_NAMES.join('|')})|next (?:${DAY_NAMES.join('|')})|(?:on )?(?:${DAY_NAMES.join('|')}))\b`,
  'i',
);

/** First-person words and what the speech says instead; longer forms first so they win. */
const PRONOUN_SWAPS: [RegExp, string][] = [
  [/\b(?:i'm|im)\b/gi, "you're"],
  [/\bi am\b/gi, 'you are'],
  [/\bi was\b/gi, 'you were'],
  [/\b(?:i've|ive)\b/gi, "you've"],
  [/\bi'll\b/gi, "you'll"],
  [/\bi'd\b/gi, "you'd"],
  [/\bi\b/gi, 'you'],
  [/\bme\b/gi, 'you'],
  [/\bmy\b/gi, 'your'],
  [/\bmine\b/gi, 'yours'],
  [/\bmyself\b/gi, 'yourself'],
];

/** Where a statement turns from what is happening to how it feels: "... and I'm nervous". */
const CLAUSE_BREAK =
  /\s*(?:[,;:(]|\s[-–—]\s|\s(?:and|but|so|because|since|although|though|while|which|yet|cause|cuz)\s+(?:you|it|that|this|everything|nothing)\b|\s(?:but|because|although|though|cause|cuz|so that)\s)/i;

/** Words people open with that say nothing about the situation: "So, tomorrow I have...". */
const LEADING_FILLER =
  /^(?:so|well|okay|ok|basically|honestly|anyway|just|really|hi|hey|hello|tomorrow|today|tonight|soon|currently|lately|recently|right now|at the moment|this week|next week|on \w+day)\b[,.!]?\s+/i;
const IMPLIED_YOU = /^(?:want|need|have|hope|wish|plan)\b/i;
const INTENT_GOAL =
  /^you(?:'re| are|'d| would)? (?:really |just |also |badly |desperately |finally )?(?:want|hope|wish|like|trying|try|dream|aim|plan|planning|determined)(?: very much| so much)? to (.+)$/i;
const INTENT_PLAN =
  /^you(?:'ll|(?:'re| are|'ve| have)? (?:really |just |still |finally |also )?(?:(?:need|have|got|going|about|supposed|gotta) to|must|should|will|can)) (.+)$/i;
const HAVE_THING =
  /^you(?:'ve got|'ve| have got| have| got) (?:(a|an|your|the|this|that|some|two|three|one) )?(.+)$/i;
/** After "you have", these start something other than a thing they have: "you have been...". */
const NOT_A_THING =
  /^(?:to|been|no|not|never|always|just|already|finally|tried|lost|had|done|got|gotten|started|made|spent|worked|failed|lot|lots|bit|so|too|much|many|nothing|something|anything)\b/i;
const PREPARING =
  /^you(?:'re| are) (?:preparing|getting ready|training|studying|revising|practising|practicing|gearing up|rehearsing)(?: hard)? for (.+)$/i;
const DOING =
  /^you(?:'re| are) (?:about to |finally )?((?:start|begin|launch|run|giv|tak|sit|fac|apply|mov|compet|play|present|return|go)\w* .+)$/i;
const MOTIVATION_FOR = /\bmotivat(?:ion|ed|e you)\s+(?:for|with|about|on)\s+(.+)$/i;
const MOTIVATION_TO = /\bmotivat(?:ion|ed|e you)\s+to\s+(.+)$/i;
const HELP_TO = /^(?:please )?help you (?:to )?(.+)$/i;
const YOUR_THING =
  /^your (.+?) (?:is|are|was|starts|begins|comes|happens|takes place|'s|has|keeps)\b/i;
/** A clause with one of these is a statement, not a bare noun phrase like "Job interview at Google". */
const VERB_HINT =
  /\b(?:is|are|was|were|be|been|has|have|had|do|does|did|don't|can't|won't|keep|keeps|feel|feels|need|needs|want|wants|get|gets|got|going|seems?|you|it's|that's)\b/i;
const NOUN_PHRASE_MAX_WORDS = 8;

export function readContext(context: string): ContextReading {
  const text = normalise(context);
  const lower = text.toLowerCase();
  const topic = readTopic(lower);
  const moment = readMoment(text);
  const feeling = readFeeling(lower);
  const statement = firstStatement(text);
  const clause = statement === null ? null : mainClause(withoutFiller(secondPerson(statement)));
  const situation =
    clause !== null &&
    /^your?\b/i.test(clause) &&
    wordCount(clause) >= 3 &&
    wordCount(clause) <= SITUATION_MAX_WORDS
      ? clause.charAt(0).toLowerCase() + clause.slice(1)
      : null;
  const derived = clause === null ? null : subjectOf(clause);
  const subject = derived ?? fallbackSubject(topic);
  const saysMore = situation !== null && (derived === null || !containsWords(situation, derived));
  return {
    subject,
    shortSubject: derived === null ? FALLBACK_SHORT_SUBJECTS[topic] : shortened(derived, topic),
    situation: saysMore ? situation : null,
    feeling,
    moment,
    topic,
  };
}

/** Whether every word of the subject but the framing ("your goal to") is already in the text. */
function containsWords(text: string, subject: string): boolean {
  const words = new Set(text.toLowerCase().split(/[^a-z0-9']+/));
  const core = subject.toLowerCase().replace(/^your (?:(?:goal|plan) to )?/, '');
  return core.split(/[^a-z0-9']+/).every((word) => word === '' || words.has(word));
}

function normalise(text: string): string {
  return text.replace(/[‘’`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
}

function wordCount(text: string): number {
  return text.split(' ').filter((word) => word !== '').length;
}

function readTopic(lower: string): Topic {
  for (const [topic, pattern] of TOPIC_WORDS) {
    if (pattern.test(lower)) return topic;
  }
  return 'personal';
}

function readMoment(text: string): string | null {
  const match = MOMENT_PATTERN.exec(text);
  if (match?.[1] === undefined) return null;
  const moment = match[1].toLowerCase().replace(/^on /, '');
  return moment.replace(new RegExp(`\\b(${DAY_NAMES.join('|')})\\b`), (day) => capitalise(day));
}

function readFeeling(lower: string): Feeling | null {
  const words = Object.keys(FEELING_WORDS).sort((a, b) => b.length - a.length);
  const named = new RegExp(FEELING_LEAD.source + `(${words.join('|')})\\b`).exec(lower);
  const word = named?.[1];
  if (word !== undefined) {
    const kind = FEELING_WORDS[word];
    if (kind !== undefined) return { word, kind };
  }
  for (const [noun, adjective] of Object.entries(FEELING_NOUNS)) {
    if (new RegExp(`\\b${noun}\\b`).test(lower)) {
      return { word: adjective, kind: FEELING_WORDS[adjective] ?? 'fear' };
    }
  }
  return null;
}

/** The first sentence that says something (at least three words), without a question mark. */
function firstStatement(text: string): string | null {
  const sentences = text.split(/(?<=[.!?])\s+/);
  for (const sentence of sentences) {
    if (sentence.endsWith('?')) continue;
    const trimmed = sentence.replace(/[.!]+$/, '').trim();
    if (wordCount(trimmed) >= 3) return trimmed;
  }
  return null;
}

function secondPerson(text: string): string {
  return PRONOUN_SWAPS.reduce((result, [pattern, swap]) => result.replace(pattern, swap), text);
}

function withoutFiller(text: string): string {
  const stripped = text.replace(LEADING_FILLER, '');
  if (stripped !== text) return withoutFiller(stripped);
  // "Want to feel better" drops its "I"; put the "you" back so the patterns below apply.
  return IMPLIED_YOU.test(text) ? `you ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

function mainClause(text: string): string {
  const cut = CLAUSE_BREAK.exec(text);
  const clause = cut === null ? text : text.slice(0, cut.index);
  return clause
    .replace(/["()]/g, '')
    .replace(/[\s,.;:!-]+$/, '')
    .trim();
}

function subjectOf(clause: string): string | null {
  const candidates = [
    matchThen(clause, HELP_TO, (rest) => `your goal to ${rest}`),
    matchThen(clause, INTENT_GOAL, (rest) => `your goal to ${rest}`),
    matchThen(clause, PREPARING, (rest) => ownNounPhrase(rest)),
    matchThen(clause, MOTIVATION_TO, (rest) => `your goal to ${rest}`),
    matchThen(clause, MOTIVATION_FOR, (rest) => ownNounPhrase(rest)),
    haveThing(clause),
    matchThen(clause, INTENT_PLAN, (rest) => `your plan to ${rest}`),
    matchThen(clause, DOING, (rest) => rest),
    yourThing(clause),
    nounPhrase(clause),
  ];
  const subject = candidates.find((candidate) => candidate !== null) ?? null;
  if (subject === null || wordCount(subject) > SUBJECT_MAX_WORDS) return null;
  return subject;
}

function matchThen(text: string, pattern: RegExp, shape: (rest: string) => string): string | null {
  const rest = pattern.exec(text)?.[1]?.trim();
  return rest === undefined || rest === '' ? null : shape(rest);
}

/** "you have a job interview at Google" → "your job interview at Google"; "have to" is a plan. */
function haveThing(clause: string): string | null {
  const match = HAVE_THING.exec(clause);
  const rest = match?.[2]?.trim();
  if (match === null || rest === undefined || rest === '' || NOT_A_THING.test(rest)) return null;
  const determiner = (match[1] ?? '').toLowerCase();
  if (determiner === 'the' || determiner === 'this' || determiner === 'that') {
    return `${determiner} ${rest}`;
  }
  if (['two', 'three', 'one', 'some'].includes(determiner)) return `the ${determiner} ${rest}`;
  return `your ${rest}`;
}

/** "your presentation is tomorrow" → "your presentation tomorrow". */
function yourThing(clause: string): string | null {
  const match = YOUR_THING.exec(clause);
  if (match?.[1] === undefined) return null;
  const after = clause.slice(match[0].length);
  const moment = MOMENT_PATTERN.exec(after)?.[1];
  return moment === undefined ? `your ${match[1]}` : `your ${match[1]} ${moment}`;
}

/** "Job interview at Google on Monday" → "your job interview at Google on Monday". */
function nounPhrase(clause: string): string | null {
  if (VERB_HINT.test(clause) || wordCount(clause) > NOUN_PHRASE_MAX_WORDS) return null;
  if (readTopic(clause.toLowerCase()) === 'personal') return null;
  const phrase = clause.replace(/^(?:a|an|the)\s+/i, '');
  const lowered =
    /^[A-Z][a-z]+\b/.test(phrase) && !/^[A-Z][a-z]+\b(?= [A-Z])/.test(phrase)
      ? phrase.charAt(0).toLowerCase() + phrase.slice(1)
      : phrase;
  // "Studying for finals" is already about them; "your studying" would not be.
  return /^\w+ing\b/.test(lowered) ? lowered : `your ${lowered}`;
}

/** Where a subject's qualifiers start: "your job interview| at Google on Monday". */
const QUALIFIER =
  /\s(?:at|on|in|for|with|from|about|by|before|after|next|this|tomorrow|tonight|today|to|and)\b/i;

const TOPIC_SUBJECTS: Record<Topic, string> = {
  interview: 'this interview',
  presentation: 'this presentation',
  exam: 'the exams ahead of you',
  fitness: 'your training',
  health: 'your health',
  career: 'your work',
  personal: 'what you are working toward',
};

/** How an intention ("your plan to give a speech") is said again, by kind of situation. */
const INTENT_SHORT_SUBJECTS: Record<Topic, string> = {
  interview: 'this interview',
  presentation: 'this moment',
  exam: 'this goal',
  fitness: 'this goal',
  health: 'this goal',
  career: 'this goal',
  personal: 'this goal',
};

/** A fallback subject said again; "what you are working toward" twice would read badly. */
const FALLBACK_SHORT_SUBJECTS: Record<Topic, string> = {
  ...TOPIC_SUBJECTS,
  personal: 'it',
};

function shortened(subject: string, topic: Topic): string {
  if (/^your (?:goal|plan) to\b/i.test(subject)) return INTENT_SHORT_SUBJECTS[topic];
  const cut = QUALIFIER.exec(subject);
  if (cut === null || cut.index === 0) return subject;
  const short = subject.slice(0, cut.index);
  return wordCount(short) >= 2 ? short : subject;
}

function ownNounPhrase(phrase: string): string {
  return phrase.replace(/^(?:a|an)\s+/i, 'your ');
}

function fallbackSubject(topic: Topic): string {
  return TOPIC_SUBJECTS[topic];
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
