import { setTimeout as sleep } from 'node:timers/promises';
import {
  contentStems,
  copiedRuns,
  countWords,
  firstPersonEchoes,
  dayWordProblems,
  goalRelates,
  registerProblems,
  sentenceKey,
  splitSentences as sentencesOf,
} from '@rally/domain';
import type {
  BriefGoal,
  HelpfulElement,
  SituationKind,
  SpeechBrief,
  SpeechLength,
  Tone,
} from '@rally/domain';
import {
  ACCENTS,
  ACKNOWLEDGE,
  ACTION,
  AFTERWARDS,
  CARE,
  CLOSING,
  COMPARISON,
  CONTROL,
  COURAGE,
  DONE_OR_HAD,
  FEELING_LINES,
  UNSAFE_FEAR_LINES,
  aboutText,
  FIRE,
  FUTURE_SELF,
  GENERAL_STEPS,
  GOAL_CLOSER_ONE,
  GOAL_CLOSERS,
  GOALS_CLOSERS,
  GOAL_LEADS,
  GOAL_TIES,
  GRATITUDE,
  IDENTITY,
  MOOD_LINES,
  OPENING,
  PERMISSION,
  PERSPECTIVE,
  PRAISING_ACCENTS,
  PROCESS,
  PURPOSE,
  QUESTIONS,
  REFRAME,
  TELLING_REFRAME,
  HARD_NEWS_REFRAME,
  HEARING_REFRAME,
  RESILIENCE,
  SELF_TALK,
  SMALL_WINS,
  STEADY,
  STEP_ORDINALS,
  STEPS_LEAD,
  STORIES,
  STORY_LEADS,
  STRENGTHS,
  STYLE_LINES,
  SUPPORT,
  THE_DAY,
  TOPIC_SCENES,
  TOPIC_STEPS,
  TOPIC_STRENGTHS,
  VISUALISE,
  isForemost,
  isSpecific,
} from './phrase-bank.ts';
import type { Beat, Line, Slots } from './phrase-bank.ts';
import { KIND_MATERIAL, NAME_EVENT, statementLines, timeAheadLines } from './kind-material.ts';
import { ALONE } from './everyday-material.ts';
import { JOB_SEARCH, NOT_FOR_A_JOB_SEARCH } from './job-search-material.ts';
import { CHOICE, NOT_FOR_CHOICE } from './choice-material.ts';
import { LOW_MOOD, NOT_FOR_LOW_MOOD } from './low-mood-material.ts';
import { DIRECTION, DIRECTION_NEWS_FIRST, NOT_FOR_DIRECTION } from './direction-material.ts';
import {
  GOOD_NEWS,
  GOOD_NEWS_ACTION,
  GOOD_NEWS_AHEAD,
  GOOD_NEWS_FRAMES,
  GOOD_NEWS_GLAD,
  GOOD_NEWS_JOYS,
  GOOD_NEWS_KEEP,
  GOOD_NEWS_BESIDE,
  GOOD_NEWS_NAMING,
  GOOD_NEWS_PERMISSION,
  GOOD_NEWS_QUESTIONS,
  GOOD_NEWS_REST,
  GOOD_NEWS_ROAD,
  GOOD_NEWS_SAVOUR,
  GOOD_NEWS_SAYS,
  GOOD_NEWS_SCENE,
  GOOD_NEWS_SIZE,
  GOOD_NEWS_SPARK,
  GOOD_NEWS_STORIES,
  GOOD_NEWS_STORY_LEADS,
  GOOD_NEWS_THANKS,
  GOOD_NEWS_TONIGHT,
  GOOD_NEWS_WHY,
  QUIET_GOOD_NEWS,
  celebration,
} from './good-news-material.ts';
import {
  DRINKING_WORRY,
  MIND,
  PARENTS_SPLITTING,
  ASSAULTED,
  BULLIED,
  GRAVE,
  HOME_LEFT_BEHIND,
  DISTRESS,
  GENTLE_SUBJECTS,
  PREGNANT_UNTOLD,
  PREGNANCY_SHOCK,
  PREGNANCY_UNSURE,
  PARTNER_UNSURE,
  PARTNERS_FAMILY,
  PARTNER_PREGNANT,
  BIRTH_FEAR,
  NEURODIVERGENT_SUBJECT,
  CARER_SUBJECT,
  PREGNANT_AFTER_LOSS,
  THERAPY,
  choiceWeighed,
  directionSought,
  lowMoodNamed,
  isTelling,
  jobSearch,
  readContext,
} from './read-context.ts';
import { seededRandom } from './seeded-random.ts';
import { vary } from './vary.ts';
import type { ContextReading, Statement, StatementKind, Topic } from './read-context.ts';
import { WriterError } from './types.ts';
import type { SpeechWriter } from './types.ts';

export interface LocalWriterOptions {
  /** A source of randomness in [0, 1) for speeches written without a seed; tests pass a seeded one. */
  random?: () => number;
  /** Pause between sentences, so the built-in writer streams like a remote one. */
  paceMs?: number;
}

type SectionId =
  | 'opening'
  | 'naming'
  | 'kindAcknowledge'
  | 'kindReframe'
  | 'kindStrengths'
  | 'kindPicture'
  | 'acknowledge'
  | 'steady'
  | 'purpose'
  | 'reframe'
  | 'story'
  | 'selfTalk'
  | 'strengths'
  | 'support'
  | 'steps'
  | 'theDay'
  | 'resilience'
  | 'process'
  | 'secondStory'
  | 'thirdStory'
  | 'control'
  | 'courage'
  | 'smallWins'
  | 'care'
  | 'comparison'
  | 'questions'
  | 'perspective'
  | 'permission'
  | 'fire'
  | 'afterwards'
  | 'fourthStory'
  | 'goals'
  | 'visualise'
  | 'futureSelf'
  | 'identity'
  | 'gratitude'
  | 'action'
  | 'closing'
  // Good news's own: the road to it, savouring it, a gentle look forward (good-news-material.ts).
  | 'theRoad'
  | 'savouring'
  | 'lookingAhead';

/** One or more sentences that are kept or dropped together. */
interface Unit {
  text: string;
  /** A step the professional voice style numbers ("First, ..."); `text` then ends with the step. */
  step: string | null;
  /** Whether a short accent line of the tone ("Hold on to that.") may follow it. */
  accentable?: boolean;
}

interface Section {
  id: SectionId;
  /** Lower ranks are kept first when a speech is short. */
  rank: number;
  /** How late the section's first unit joins: 0 for every speech, higher for long ones only. */
  startDepth: number;
  units: Unit[];
}

interface Candidate {
  section: number;
  position: number;
  priority: number;
  words: number;
}

const RANK_SPAN = 100;
const MAX_UNITS_PER_PARAGRAPH = 4;
const MAX_TOPIC_STEPS = 6;
const OCCASIONS: readonly Topic[] = ['interview', 'presentation', 'exam', 'driving'];

/**
 * How many short accent lines ("Hold on to that.") a speech may have, by length: a few, after lines
 * drawn for this speech. An accent after every other line read as a tic, and two speeches drawing
 * a dozen each from the same few dozen shared most of their short sentences.
 */
const ACCENT_CAP: Readonly<Record<SpeechLength, number>> = {
  short: 1,
  medium: 2,
  long: 4,
  extended: 6,
};
/** The share of the cap a tone uses: energetic half as many again, its short bursts are its rhythm; gentle about half. */
const ACCENT_CHANCE: Record<Tone, number> = {
  energetic: 1.5,
  confident: 0.6,
  encouraging: 0.6,
  gentle: 0.5,
};
const MOTIVATING_ENERGY_EXTRA_CHANCE = 0.3;

/** The sections a helpful element from feedback makes the speech spend more words on. */
const ELEMENT_SECTIONS: Record<HelpfulElement, SectionId[]> = {
  specific_examples: ['story', 'steps'],
  emotional_language: ['acknowledge', 'identity'],
  actionable_advice: ['steps', 'theDay'],
  personal_connection: ['opening', 'goals'],
  motivating_energy: ['action', 'visualise'],
  calming_tone: ['steady', 'gratitude'],
  practical_steps: ['steps', 'theDay'],
  encouraging_words: ['strengths', 'support'],
};

export function createLocalWriter(options: LocalWriterOptions = {}): SpeechWriter {
  const random = options.random ?? Math.random;
  const paceMs = options.paceMs ?? 0;
  return {
    name: 'local',
    async *write(brief, { signal, seed, recentSentences, recentPlans, onPlan } = {}) {
      const { paragraphs, plan } = composeSpeech(
        brief,
        seed === undefined ? random : seededRandom(seed),
        recentSentences,
        recentPlans,
      );
      onPlan?.(paragraphPlanKey(plan));
      let first = true;
      for (const [index, paragraph] of paragraphs.entries()) {
        for (const [position, sentence] of splitSentences(paragraph).entries()) {
          if (signal?.aborted) throw new WriterError('aborted', { cause: signal.reason });
          if (!first && paceMs > 0) await pause(paceMs, signal);
          const separator = first ? '' : position === 0 && index > 0 ? '\n\n' : ' ';
          first = false;
          yield separator + sentence;
        }
      }
    },
  };
}

async function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    throw new WriterError('aborted', { cause: error });
  }
}

export interface ComposedSpeech {
  paragraphs: string[];
  /** The sections in the order they are spoken: the speech's paragraph plan. */
  plan: string[];
  /** The section each paragraph belongs to, in the same order: where a shared sentence came from. */
  sources?: string[];
}

/** How many plans a speech may draw before it takes its first one although a recent speech followed it. */
const PLAN_DRAWS = 12;

/** A paragraph plan as stored with the speech (speeches.paragraph_plan) and compared with recent ones. */
export function paragraphPlanKey(plan: readonly string[]): string {
  return plan.join(' ');
}

/**
 * The speech as paragraphs, its word count inside the brief's word target. Sentences of the
 * user's recent speeches are left out while the material allows; a speech in its length range
 * comes first, so when it does not, they are let back in. A plan one of the user's recent
 * speeches followed is drawn again from the next seed (docs/decisions/built-in-writer.md); with
 * no recent plans the first draw is the speech, so a recorded seed writes the same words.
 */
export function composeSpeech(
  brief: SpeechBrief,
  random: () => number,
  recentSentences: ReadonlySet<string> = new Set(),
  recentPlans: ReadonlySet<string> = new Set(),
): ComposedSpeech {
  let firstDraw: ComposedSpeech | null = null;
  for (let draw = 0; draw < PLAN_DRAWS; draw += 1) {
    const speech = composeFromSeed(brief, Math.floor(random() * 2 ** 32), recentSentences);
    if (!recentPlans.has(paragraphPlanKey(speech.plan))) return speech;
    firstDraw ??= speech;
  }
  return firstDraw ?? composeFromSeed(brief, Math.floor(random() * 2 ** 32), recentSentences);
}

function composeFromSeed(
  brief: SpeechBrief,
  seed: number,
  recentSentences: ReadonlySet<string>,
): ComposedSpeech {
  const reading = readContext(brief.context, { weekday: brief.today?.weekday ?? null });
  // Leaving beats out and recent sentences unsaid both give way to a speech of the right length;
  // then a few more of the kind's own steps; and last, for the longest speeches, the sections a
  // kind leaves out come back (their lines still pass the register check): the length the person
  // chose comes before the choice of material.
  const attempts: [ReadonlySet<string>, number, number, boolean][] = [
    [recentSentences, BEAT_DROPOUT[brief.length], 0, false],
    [recentSentences, 0, 0, false],
    [new Set(), 0, 0, false],
    [new Set(), 0, EXTRA_STEPS, false],
    [new Set(), 0, EXTRA_STEPS, true],
    // A kind whose sections never come back (NEVER_BACK) makes its length up with its own steps.
    [new Set(), 0, EXTRA_STEPS * 3, true],
  ];
  let speech: ComposedSpeech | null = null;
  for (const [recent, dropout, extraSteps, everySection] of attempts) {
    speech = composeWith(
      brief,
      reading,
      seededRandom(seed),
      recent,
      dropout,
      extraSteps,
      everySection,
    );
    if (countWords(speech.paragraphs.join(' ')) >= brief.wordTarget.min) return speech;
  }
  return speech ?? composeWith(brief, reading, seededRandom(seed), new Set(), 0, EXTRA_STEPS, true);
}

function composeWith(
  brief: SpeechBrief,
  reading: ContextReading,
  random: () => number,
  recentSentences: ReadonlySet<string>,
  dropout: number,
  extraSteps: number,
  everySection: boolean,
): ComposedSpeech {
  const composer = new Composer(brief, reading, random, recentSentences, dropout, extraSteps);
  const sections = composer.sections(everySection);
  const chosen = composer.accented(chooseUnits(sections, brief, composer.boosts()));
  const plan = sections
    .filter((_, index) => (chosen[index]?.length ?? 0) > 0)
    .map((section) => section.id);
  const paragraphs = chosen.map((units) => paragraphsOf(composer.finish(units)));
  return {
    paragraphs: paragraphs.flat(),
    plan,
    sources: paragraphs.flatMap((group, index) => group.map(() => sections[index]?.id ?? '')),
  };
}

/**
 * Keeps the most essential units (by depth, then section rank) until the word count is as close
 * to the target as the range allows. Units are whole sentences, so nothing is cut mid-sentence.
 */
function chooseUnits(
  sections: Section[],
  brief: SpeechBrief,
  boosts: Map<SectionId, number>,
): Unit[][] {
  const candidates: Candidate[] = sections.flatMap((section, index) => {
    const boost = boosts.get(section.id) ?? 0;
    const start = Math.max(0, section.startDepth - boost);
    return section.units.map((unit, position) => ({
      section: index,
      position,
      // A boosted section also comes first within its depth, so its extra units take the place of
      // other material instead of only moving up beside it.
      priority:
        (start + Math.max(0, position - boost)) * RANK_SPAN + (boost > 0 ? 0 : section.rank),
      words:
        countWords(unit.text) + (unit.step !== null && brief.voiceStyle === 'professional' ? 1 : 0),
    }));
  });
  candidates.sort(
    (a, b) => a.priority - b.priority || a.section - b.section || a.position - b.position,
  );

  const { min, max, target } = brief.wordTarget;
  let total = 0;
  let withinMax = 0;
  let bestKeep = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [index, candidate] of candidates.entries()) {
    total += candidate.words;
    if (total > max) break;
    withinMax = index + 1;
    if (total >= min && Math.abs(total - target) < bestDistance) {
      bestKeep = withinMax;
      bestDistance = Math.abs(total - target);
    }
  }
  // Only when feedback has ruled out most of the material: a shorter speech beats none.
  const keep = bestKeep < 0 ? withinMax : bestKeep;

  const chosen: Unit[][] = sections.map(() => []);
  const kept = candidates
    .slice(0, keep)
    .sort((a, b) => a.section - b.section || a.position - b.position);
  for (const candidate of kept) {
    const unit = sections[candidate.section]?.units[candidate.position];
    if (unit !== undefined) chosen[candidate.section]?.push(unit);
  }
  return chosen;
}

function paragraphsOf(units: Unit[]): string[] {
  const paragraphs: string[] = [];
  const count = Math.ceil(units.length / MAX_UNITS_PER_PARAGRAPH);
  const size = Math.ceil(units.length / Math.max(1, count));
  for (let start = 0; start < units.length; start += size) {
    paragraphs.push(
      units
        .slice(start, start + size)
        .map((unit) => unit.text)
        .join(' '),
    );
  }
  return paragraphs;
}

function splitSentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[.!?]["']?)\s+/).filter((sentence) => sentence !== '');
}

/** The sections that speak of performing, winning or a big day: left out of an illness, a loss or a loved one's trouble. */
const BIG_DAY_SECTIONS: readonly SectionId[] = [
  'reframe',
  'fire',
  'theDay',
  'visualise',
  'comparison',
  'courage',
  'strengths',
  'purpose',
  'action',
  'afterwards',
  'identity',
];

/** Sections a kind of situation leaves out: their lines speak of performing, winning or the big day. */
export const LEFT_OUT: Readonly<Record<SituationKind, readonly SectionId[]>> = {
  // A moment ahead to meet: no patience over seasons of change ("real change takes a little time"),
  // and no small wins of a low day ("Getting dressed, making a cup of tea").
  performance: ['process', 'smallWins'],
  // The general reframes speak of nerves before a big moment ("adrenaline makes you quicker"); a
  // habit has its own (KIND_MATERIAL.habit.reframe).
  habit: ['reframe'],
  change: ['reframe'],
  self_doubt: ['reframe'],
  // Who they are becoming speaks to something worked at, not to a knock or a call to make.
  setback: ['reframe', 'fire', 'theDay', 'visualise', 'identity'],
  illness: BIG_DAY_SECTIONS,
  // A loss has no harsh inner voice to answer that they never said they had.
  grief: [...BIG_DAY_SECTIONS, 'futureSelf', 'selfTalk'],
  // Someone else's operation or exam: the shared sections speak to the one going through it.
  loved_one: BIG_DAY_SECTIONS,
  // An everyday hard thing: no nerves before a big moment, no spark to fire, no big day to walk
  // through or picture going well (its own picture says it), no reason to find for a phone call,
  // no harsh inner voice to answer that they never said they had, and no long game of progress
  // over seasons for a call to make this week.
  everyday: [
    'reframe',
    'fire',
    'theDay',
    'visualise',
    'purpose',
    'selfTalk',
    'process',
    'identity',
  ],
};

/**
 * Sections that stay out even when a long speech would fall short without them: for someone
 * worried about another, they speak of their own moment (why they are doing it, picturing it going
 * well, the day itself, the courage to walk in, the spark that drives them, acting now).
 */
/**
 * Telling someone something true, or news that will hurt them, is no performance: no nerves to
 * call excitement or a try to call an experiment ("treat it like a first draft"), no spark to
 * fire, no one to compare with, no who-you-are-becoming.
 */
const LEFT_OUT_OF_TELLING: readonly SectionId[] = ['fire', 'comparison', 'identity'];
/** A hearing in court or at a tribunal: no spark to fire, nobody to compare with. */
const LEFT_OUT_OF_HEARING: readonly SectionId[] = ['fire', 'comparison', 'identity', 'purpose'];
/**
 * Good news ("i got the job!!!", "i passed my driving test") is celebrated with its own material
 * (good-news-material.ts). It has no reminder that someone would want to know how they are doing,
 * and none of the sections that speak of something still to face: the day itself, nerves,
 * courage, what is in their control, the hard days, how it might go afterwards. Once "Listen to
 * something that calms you on the way there" was said to someone who had passed their driving
 * test. Its stories, why it matters, how big it is, its small joys, a scene of it shared, the
 * people glad for them, rest, the spark it lights, tonight, who they are, their future self,
 * permission, questions, gratitude and the call to act are its own lines (`Composer.sections`),
 * not the shared ones: without them its medium and long speeches stopped at 650-760 words.
 */
const LEFT_OUT_OF_GOOD_NEWS: readonly SectionId[] = [
  'steady',
  'reframe',
  'control',
  'selfTalk',
  'strengths',
  'courage',
  'theDay',
  'resilience',
  'comparison',
  'process',
];

/**
 * Words of something hard to face or get through ("on the other side of this", "every brave
 * choice", "you kept going on the hard days", "more ready than you feel", "the getting back up"):
 * the shared lines good news still says (the opening, the acknowledgement, the accents) say none
 * of them to good news.
 */
const HARD_GOING =
  /\b(?:hard\w*|difficult\w*|worst|struggl\w*|fears?|fearless|afraid|scared|frightening|brave\w*|courage\w*|nerv\w*|worr\w*|wobbl\w*|setbacks?|fail\w*|through this|through it|got through|getting through|cost|carr(?:y|ying|ied)|tough\w*|pain\w*|doubt\w*|giving up|not giving up|other side|cop(?:e|ing)|surviv\w*|stumbl\w*|uncertain\w*|heavy|weigh\w*|exhaust\w*|tired|rest more|kinder to yourself|gentle with yourself|looked after yourself|look after|not the end|mistakes?|messy|wrong|lost|stuck|slow|no fun|dread\w*|keep going|kept going|keeps going|still trying|wins?|winning|prove|proving|deadline|the worst|season|plan|when things|off day|bad days?|fac(?:e|es|ed|ing)|managing|getting up|handl(?:e|ing)|at stake|real change|readiness|problems?|critic\w*|patience|why|more ready|doing better|getting back|back up)\b/;
/** Sections a job search leaves out: no moment to be brave for, no reason to find, no afterwards. */
const LEFT_OUT_OF_JOB_SEARCH: readonly SectionId[] = ['courage', 'purpose', 'afterwards'];
/**
 * Sections not knowing what comes next leaves out: no moment to be brave for or fired up about, no
 * effort to find the reason for, no day to walk through, picture going well or have afterwards
 * (its own pictures say it), and no inner critic or who-you-are-becoming they never named.
 */
const LEFT_OUT_OF_DIRECTION: readonly SectionId[] = [
  'courage',
  'purpose',
  'fire',
  'theDay',
  'visualise',
  'afterwards',
  'selfTalk',
  'identity',
];

/**
 * Sections a choice between options leaves out: those not knowing what comes next leaves out, and
 * the stories, whose few that fit it (geese taking turns at the front) came round in most short
 * speeches for the same words and spoke of being carried, not of choosing.
 */
const LEFT_OUT_OF_CHOICE: readonly SectionId[] = [
  ...LEFT_OUT_OF_DIRECTION,
  'story',
  'secondStory',
  'thirdStory',
  'fourthStory',
];

/** The kinds whose telling has its own reframes (TELLING_REFRAME, HARD_NEWS_REFRAME). */
const TELLING_KINDS: readonly SituationKind[] = ['performance', 'change'];
/**
 * News that will hurt the ones told has no reason to find ("the life you want to build"), no
 * picture of the performance's aftermath (its own scenes picture it told with care), nothing to be
 * grateful for in the same breath, and no future self glad they kept going.
 */
const LEFT_OUT_OF_HARD_NEWS: readonly SectionId[] = [
  ...LEFT_OUT_OF_TELLING,
  'purpose',
  'kindPicture',
  'gratitude',
  'futureSelf',
  'afterwards',
];

const NEVER_BACK: Partial<Record<SituationKind, readonly SectionId[]>> = {
  loved_one: ['purpose', 'visualise', 'theDay', 'fire', 'courage', 'action'],
};

/** How a picture of hard news told with care begins. */
const HARD_NEWS_LEADS: readonly Line[] = [
  'Let us picture it going as well as something this hard can go.',
  'Picture it with me, told the way you would want to be told.',
  'For a moment, imagine it said with care, and received as well as it can be.',
];

/** Lengths long enough for a third and a fourth story. */
const LONG: readonly SpeechLength[] = ['long', 'extended'];

/** Others in their words, so a word about comparison speaks to them. */
const COMPARING =
  /\b(?:compar\w*|everyone else|everybody else|other people|others|ahead of me|behind everyone|better than me|jealous|envious|instagram|social media|friends are all|all my friends)\b/;

/** Kinds met gently whatever tone was picked: an illness, a loss, someone they love in trouble. */
const GENTLE_KINDS: readonly SituationKind[] = ['illness', 'grief', 'loved_one'];

/** The kinds whose speeches may picture their topic's scene (an exam room, a run, a first week). */
const SCENE_KINDS: readonly SituationKind[] = ['performance', 'habit', 'self_doubt', 'everyday'];

/** Feeling lines that speak of being ready for one's own moment: not for the one who waits. */
const READY_TALK =
  /\bnot ready\b|\bnerves show up\b|\bwhat is at stake\b|\bdecide how this goes\b/i;

/** Being hurt by someone: a fear named beside it is for their safety, not nerves (UNSAFE_FEAR_LINES). */
const UNSAFE: readonly RegExp[] = [ASSAULTED, BULLIED];

/** Kinds whose own sections keep their spoken order (`Composer.inFlow`). */
const GENTLE_FLOW: readonly SituationKind[] = ['grief', 'illness', 'loved_one'];
/** The order they are spoken in. */
const FLOW: readonly SectionId[] = [
  'kindAcknowledge',
  'kindReframe',
  'kindStrengths',
  'steps',
  'kindPicture',
];

/** Kinds whose closing is their own: the shared closings speak of proving and winning. */
const OWN_CLOSING: readonly SituationKind[] = [
  'illness',
  'grief',
  'setback',
  'loved_one',
  'everyday',
];

/** Which of their statements is said back first. */
const STATEMENT_ORDER: readonly StatementKind[] = ['fear', 'doubt', 'want', 'state'];
const MAX_STATEMENTS_SAID = 2;
/** How many words after a statement a time they wrote for it may start ("... back to work on Monday"). */
const TIME_AFTER_WORDS = 3;

/**
 * How many steps a speech takes, by length: a few from a larger pool, so two speeches for the same
 * words share few of them. Feedback that steps helped adds `STEPS_PER_BOOST` for each boost.
 */
const STEP_CAP: Readonly<Record<SpeechLength, number>> = {
  short: 2,
  medium: 5,
  long: 9,
  extended: 14,
};
const STEPS_PER_BOOST = 2;
/**
 * The steps a speech that would fall short takes beyond its cap, before the sections its kind
 * leaves out come back: a long speech about a loss is made longer with more of its own steps,
 * not with talk of courage.
 */
const EXTRA_STEPS = 6;

/** A numbered step's ordinal at the start of a sentence key ("first write three points..."). */
const ORDINAL_KEY = new RegExp(
  `^(?:${[...STEP_ORDINALS, 'Next'].map((ordinal) => ordinal.toLowerCase()).join('|')}) `,
);

/** The chance a speech carries one line of its voice style ("I'm right here with you..."). */
const STYLE_LINE_CHANCE = 0.5;
/** The chance the opening has its second line, so openings vary in shape too. */
const OPENING_SECOND_LINE_CHANCE = 0.5;

/**
 * The chance a section's later beat is left out, by length: a short speech keeps a different few
 * of them each time; a long one needs all the material there is to reach its length.
 */
const BEAT_DROPOUT: Readonly<Record<SpeechLength, number>> = {
  short: 0.75,
  medium: 0.6,
  long: 0.45,
  extended: 0,
};

/** Sections every speech keeps in their place: its related goals, the steps, the kind's acknowledgement. */
const STEADY_SECTIONS: readonly SectionId[] = ['goals', 'steps', 'kindAcknowledge'];

/** How far a section's rank may move either way, so each speech keeps a different selection. */
const RANK_JITTER = 12;

class Composer {
  private readonly slots: Slots;
  private readonly kind: SituationKind;
  private readonly tone: Tone;
  private readonly accentTone: Tone;
  private readonly accentCount: number;
  private readonly calm: boolean;
  private readonly elements: HelpfulElement[];
  private readonly avoid: string[];
  /** An illness of the mind (`MIND`): no lines about the body. */
  private readonly ofTheMind: boolean;
  private readonly accents: string[];
  private readonly stories: string[];
  private readonly styleLines: string[];
  private readonly storyLeads: string[];
  /** Sentences already said in this speech, so a line shared by two sections is said once. */
  private readonly said = new Set<string>();
  /**
   * While their own words are said back, or good news's own material is drawn: HARD_GOING is a
   * check on the shared lines, and good news keeps every one of these.
   */
  private ownWords = false;
  /** Their recent sentences without a step's ordinal: "First, write..." was "Write..." here. */
  private readonly recentSteps: ReadonlySet<string>;

  constructor(
    private readonly brief: SpeechBrief,
    reading: ContextReading,
    private readonly random: () => number,
    private readonly recent: ReadonlySet<string>,
    private readonly dropout: number,
    private readonly extraSteps = 0,
  ) {
    this.slots = { ...reading, name: brief.firstName };
    this.recentSteps = new Set([...recent].map((key) => key.replace(ORDINAL_KEY, '')));
    this.kind = reading.kind;
    // A patient lost at work, an abortion, news of infertility: losses, met as a grief is.
    const gentleKind =
      GENTLE_KINDS.includes(this.kind) || GENTLE_SUBJECTS.has(reading.shortSubject);
    // Illness and grief are met gently whatever tone was picked: no hype for a hard diagnosis.
    // A break-up or a failure is not met with hype either, nor news that will hurt the ones told:
    // energetic becomes encouraging.
    const words = brief.context.toLowerCase();
    const hypeDown =
      brief.tone === 'energetic' &&
      (this.kind === 'setback' ||
        // A stretch sober is honoured one day at a time, never with "crush it".
        (reading.goodNews && QUIET_GOOD_NEWS.test(reading.shortSubject)) ||
        // Good news beside a trouble: the trouble sets the tone ("his family hates me").
        reading.goodNewsBeside !== null ||
        reading.topic === 'hard-news' ||
        reading.topic === 'hearing' ||
        // Not knowing what comes next, or which way to choose, is met warmly, not pumped up.
        directionSought(reading) ||
        choiceWeighed(reading) ||
        [
          BULLIED,
          ASSAULTED,
          PREGNANT_AFTER_LOSS,
          PREGNANT_UNTOLD,
          PREGNANCY_SHOCK,
          PARTNER_PREGNANT,
          PREGNANCY_UNSURE,
          PARTNER_UNSURE,
          PARTNERS_FAMILY,
          BIRTH_FEAR,
          THERAPY,
          ALONE,
          HOME_LEFT_BEHIND,
          PARENTS_SPLITTING,
          DRINKING_WORRY,
        ].some((said) => said.test(words)) ||
        // Distress said outright: sad to leave a baby for work is no move to get pumped for.
        ((this.kind === 'everyday' || this.kind === 'change') && DISTRESS.test(words)) ||
        // An autism or ADHD diagnosis is news about who they are, not a match to get pumped for;
        // a carer worn down is met with care, not a push.
        reading.shortSubject === NEURODIVERGENT_SUBJECT ||
        CARER_SUBJECT.test(reading.shortSubject));
    // Their own moment beside someone gravely ill, dying or dead is met gently, not merely without
    // hype: no "You've got this, I can't wait to see what you do next" beside a dying father.
    const grave = GRAVE.test(words);
    // Feeling low is met gently, whatever tone was picked.
    const low = lowMoodNamed(reading);
    this.tone = gentleKind || grave || low ? 'gentle' : hypeDown ? 'encouraging' : brief.tone;
    const shift = brief.preferences?.toneShift ?? null;
    this.accentTone =
      gentleKind || grave || low
        ? 'gentle'
        : hypeDown
          ? 'encouraging'
          : shift === 'more_energetic'
            ? 'energetic'
            : shift === 'calmer' || shift === 'gentler'
              ? 'gentle'
              : shift === 'more_confident'
                ? 'confident'
                : brief.tone;
    this.calm = this.accentTone === 'gentle' || this.tone === 'gentle';
    this.elements = brief.preferences?.effectiveElements ?? [];
    const accentShare =
      ACCENT_CHANCE[this.accentTone] +
      (this.elements.includes('motivating_energy') ? MOTIVATING_ENERGY_EXTRA_CHANCE : 0);
    this.accentCount = Math.round(ACCENT_CAP[brief.length] * accentShare);
    this.ofTheMind = MIND.test(brief.context.toLowerCase());
    this.avoid = (brief.preferences?.avoidancePatterns ?? [])
      .map((pattern) => pattern.trim().toLowerCase())
      .filter((pattern) => pattern !== '');
    this.accents = this.shuffle(ACCENTS[this.accentTone])
      .map((accent) => this.vary(accent))
      .filter((accent) => this.fits(accent));
    // Only the stories that suit their kind of situation: no marathon told to someone grieving.
    // Within the kind, only those for this kind of moment: no toddler falling over for a break-up.
    // Good news has pictures of its own: the shared stories are of storms, winters and getting up.
    this.stories = reading.goodNews
      ? this.shuffle(
          GOOD_NEWS_STORIES.flatMap((story) => {
            const text = typeof story === 'string' ? story : story(this.slots);
            return text === null ? [] : [text];
          }),
        )
      : this.shuffle(
          STORIES.filter(
            (story) =>
              story.kinds.includes(this.kind) &&
              (story.when?.(this.slots) ?? true) &&
              (story.telling === true || !isTelling(this.slots.topic)),
          ),
        ).map((story) => story.text);
    this.storyLeads = this.shuffle(reading.goodNews ? GOOD_NEWS_STORY_LEADS : STORY_LEADS);
    this.styleLines = this.shuffle(STYLE_LINES[brief.voiceStyle])
      .map((line) => this.vary(line))
      .filter((line) => this.fits(line))
      .slice(0, this.random() < STYLE_LINE_CHANCE ? 1 : 0);
  }

  boosts(): Map<SectionId, number> {
    const boosts = new Map<SectionId, number>();
    for (const element of this.elements) {
      for (const id of ELEMENT_SECTIONS[element]) boosts.set(id, (boosts.get(id) ?? 0) + 1);
    }
    return boosts;
  }

  /**
   * Every section the speech could use, each unit already worded: the opening and naming first,
   * the call to action and closing last, and between them the sections in an order and with ranks
   * drawn for this speech, so no two speeches follow one plan.
   */
  sections(everySection = false): Section[] {
    const mood = this.brief.mood?.overallMood ?? null;
    const steadyFirst = mood === 'overwhelmed' || mood === 'struggling';
    const wantsCalm =
      steadyFirst ||
      mood === 'challenging' ||
      this.slots.feeling?.kind === 'stress' ||
      this.elements.includes('calming_tone') ||
      this.brief.voiceStyle === 'soothing' ||
      GENTLE_KINDS.includes(this.kind) ||
      GENTLE_SUBJECTS.has(this.slots.shortSubject);
    const aDayAhead =
      (this.slots.ahead && this.slots.moment !== null) || OCCASIONS.includes(this.slots.topic);
    const material = this.material();
    const good = this.slots.goodNews;
    const first: Section[] = [
      this.section('opening', 0, 0, this.opening()),
      this.section('naming', 0, 0, this.naming()),
      this.section('acknowledge', 1, 0, this.acknowledgement()),
    ];
    const middle: Section[] = [
      this.section(
        'kindAcknowledge',
        2,
        0,
        this.ours(() => this.own(material.acknowledge, false)),
      ),
      this.section(
        'kindReframe',
        4,
        0,
        this.ours(() => this.own(material.reframe, true)),
      ),
      this.section(
        'kindStrengths',
        5,
        0,
        this.ours(() => this.own(material.strengths, true)),
      ),
      this.section(
        'kindPicture',
        7,
        1,
        this.ours(() => this.own(material.picture, false)),
      ),
      this.section(
        'steady',
        steadyFirst ? 2 : 8,
        steadyFirst ? 0 : 2,
        wantsCalm ? this.beats(STEADY) : [],
      ),
      this.section(
        'purpose',
        10,
        2,
        good ? this.ours(() => this.introduced(GOOD_NEWS_WHY)) : this.introduced(PURPOSE),
      ),
      this.section('reframe', 4, 0, this.beats(this.reframes(), true, 1, true)),
      this.section(
        'story',
        9,
        2,
        this.ours(() => this.story()),
      ),
      this.section('control', 16, 3, this.introduced(CONTROL)),
      this.section(
        'perspective',
        26,
        4,
        good ? this.ours(() => this.introduced(GOOD_NEWS_SIZE)) : this.introduced(PERSPECTIVE),
      ),
      this.section('selfTalk', 11, 2, this.introduced(SELF_TALK)),
      this.section('strengths', 6, 1, this.strengths()),
      this.section('courage', 15, 3, this.introduced(COURAGE)),
      this.section(
        'fire',
        27,
        5,
        good ? this.ours(() => this.introduced(GOOD_NEWS_SPARK)) : this.introduced(FIRE),
      ),
      this.section(
        'support',
        13,
        3,
        good ? this.ours(() => this.introduced(GOOD_NEWS_GLAD)) : this.introduced(SUPPORT),
      ),
      this.section(
        'steps',
        3,
        0,
        this.ours(() => this.steps()),
      ),
      this.section('theDay', 14, 3, aDayAhead ? this.introduced(THE_DAY) : []),
      this.section(
        'care',
        20,
        4,
        good ? this.ours(() => this.introduced(GOOD_NEWS_REST)) : this.introduced(CARE),
      ),
      this.section('resilience', 12, 2, this.introduced(RESILIENCE)),
      this.section('comparison', 21, 4, this.comparing() ? this.introduced(COMPARISON) : []),
      this.section('process', 17, 3, this.introduced(PROCESS)),
      this.section(
        'secondStory',
        19,
        4,
        this.ours(() => this.story()),
      ),
      this.section(
        'smallWins',
        22,
        4,
        good ? this.ours(() => this.introduced(GOOD_NEWS_JOYS)) : this.introduced(SMALL_WINS),
      ),
      this.section(
        'permission',
        28,
        5,
        good ? this.ours(() => this.introduced(GOOD_NEWS_PERMISSION)) : this.introduced(PERMISSION),
      ),
      this.section('goals', 2, 0, this.goals(this.brief.goals)),
      this.section(
        'visualise',
        6,
        1,
        good ? this.ours(() => this.introduced(GOOD_NEWS_SCENE)) : this.visualisation(),
      ),
      // Good news keeps the feeling for later days: the shared future self is past the worst of it.
      this.section(
        'futureSelf',
        18,
        3,
        good ? this.ours(() => this.introduced(GOOD_NEWS_KEEP)) : this.introduced(FUTURE_SELF),
      ),
      // A third or fourth story only in a long speech: in a medium one it was a parable to fill it.
      this.section('thirdStory', 24, 5, this.moreStories() ? this.ours(() => this.story()) : []),
      this.section(
        'afterwards',
        29,
        5,
        good ? this.ours(() => this.introduced(GOOD_NEWS_TONIGHT)) : this.introduced(AFTERWARDS),
      ),
      // What good news says about them: the shared lines of who they are becoming speak of
      // "getting back up", said to someone who had passed their driving test.
      this.section(
        'identity',
        12,
        2,
        good ? this.ours(() => this.introduced(GOOD_NEWS_SAYS)) : this.introduced(IDENTITY),
      ),
      this.section(
        'questions',
        23,
        4,
        good ? this.ours(() => this.introduced(GOOD_NEWS_QUESTIONS)) : this.introduced(QUESTIONS),
      ),
      this.section(
        'gratitude',
        25,
        4,
        good ? this.ours(() => this.introduced(GOOD_NEWS_THANKS)) : this.introduced(GRATITUDE),
      ),
      this.section('fourthStory', 30, 6, this.moreStories() ? this.ours(() => this.story()) : []),
      // Good news's own sections, in place of the two dozen it leaves out: without them its medium
      // and long speeches stopped at 650-760 words. Added only for good news, so every other
      // speech draws from its seed as it did.
      ...(good
        ? [
            this.section(
              'theRoad',
              6,
              1,
              this.ours(() => this.introduced(GOOD_NEWS_ROAD)),
            ),
            this.section(
              'savouring',
              8,
              1,
              this.ours(() => this.introduced(GOOD_NEWS_SAVOUR)),
            ),
            this.section(
              'lookingAhead',
              11,
              2,
              this.ours(() => this.introduced(GOOD_NEWS_AHEAD)),
            ),
          ]
        : []),
    ].map((section) =>
      // Someone overwhelmed is steadied first in every speech, not only when the draw allows.
      steadyFirst && section.id === 'steady' ? section : this.jittered(section),
    );
    const last: Section[] = [
      this.section(
        'action',
        1,
        0,
        good
          ? this.ours(() => this.beats(GOOD_NEWS_ACTION, false, 1, true))
          : this.beats(ACTION, false, 1, true),
      ),
      this.section(
        'closing',
        0,
        0,
        this.ours(() => this.closing()),
      ),
    ];
    const telling = isTelling(this.slots.topic) && TELLING_KINDS.includes(this.kind);
    const leftOut = [
      // A telling has reframes of its own, whatever its kind leaves out of the general ones.
      ...(everySection ? (NEVER_BACK[this.kind] ?? []) : LEFT_OUT[this.kind]).filter(
        (id) => !telling || id !== 'reframe',
      ),
      ...(this.slots.topic === 'hearing'
        ? LEFT_OUT_OF_HEARING
        : !telling
          ? []
          : this.slots.topic === 'hard-news'
            ? LEFT_OUT_OF_HARD_NEWS
            : LEFT_OUT_OF_TELLING),
      // Good news keeps these out of the longest speeches too: back, they spoke of nerves, the
      // inner critic and "the problem in front of you" to someone who had passed their test.
      ...(this.slots.goodNews ? LEFT_OUT_OF_GOOD_NEWS : []),
      ...(jobSearch(this.slots) ? LEFT_OUT_OF_JOB_SEARCH : []),
      ...(directionSought(this.slots) ? LEFT_OUT_OF_DIRECTION : []),
      ...(choiceWeighed(this.slots) ? LEFT_OUT_OF_CHOICE : []),
      ...(lowMoodNamed(this.slots) ? LEFT_OUT_OF_DIRECTION : []),
    ];
    const kept = this.inFlow(this.shuffle(middle)).filter(
      (section) => section.units.length > 0 && !leftOut.includes(section.id),
    );
    return [...first, ...apart(kept), ...last].filter(
      (section) => section.units.length > 0 && !leftOut.includes(section.id),
    );
  }

  /**
   * For a loss or an illness, the kind's own sections keep the order a person would speak them in,
   * whatever places the draw gave them: the hurt named first, then what may help see it, the
   * strength and company they have, a few steps, and a picture to hold last. Shuffled freely, a
   * grief speech opened on its steps and named the loss after them, like a list.
   */
  private inFlow(middle: Section[]): Section[] {
    // Good news is met first too: the joy before the steps, never after them; and a job search or
    // not knowing what comes next, whose hard going is named before anything is suggested.
    if (
      !GENTLE_FLOW.includes(this.kind) &&
      !this.slots.goodNews &&
      !jobSearch(this.slots) &&
      !directionSought(this.slots) &&
      !choiceWeighed(this.slots) &&
      !lowMoodNamed(this.slots)
    ) {
      return middle;
    }
    const flowing = FLOW.flatMap((id) => middle.filter((section) => section.id === id));
    const places = middle.flatMap((section, index) => (FLOW.includes(section.id) ? [index] : []));
    const result = [...middle];
    for (const [order, place] of places.entries()) {
      const section = flowing[order];
      if (section !== undefined) result[place] = section;
    }
    // The hurt is named straight after what they wrote, before anything else is said about it.
    const acknowledge = result.findIndex((section) => section.id === 'kindAcknowledge');
    if (acknowledge > 0) result.unshift(...result.splice(acknowledge, 1));
    return result;
  }

  /**
   * Units drawn from good news's own material, which is written for it: the check for hard going
   * (HARD_GOING) is for the shared lines, and on these it had left "A wobble, a lurch" and "Plan a
   * first trip you will enjoy" unsaid.
   */
  private ours(draw: () => Unit[]): Unit[] {
    const before = this.ownWords;
    this.ownWords = true;
    const units = draw();
    this.ownWords = before;
    return units;
  }

  /**
   * Their kind's own material, or good news's, a job search's or not knowing what comes next's,
   * which replace it (good-news-material.ts, job-search-material.ts, direction-material.ts).
   */
  private material(): (typeof KIND_MATERIAL)[SituationKind] {
    if (this.slots.goodNews) return GOOD_NEWS;
    if (directionSought(this.slots)) return DIRECTION;
    if (choiceWeighed(this.slots)) return CHOICE;
    if (lowMoodNamed(this.slots)) return LOW_MOOD;
    return jobSearch(this.slots) ? JOB_SEARCH : KIND_MATERIAL[this.kind];
  }

  private opening(): Unit[] {
    const [greeting, second] = this.beats(OPENING);
    if (greeting === undefined) return [];
    return second !== undefined && this.random() < OPENING_SECOND_LINE_CHANCE
      ? [greeting, second]
      : [greeting];
  }

  /** The chosen units of a section in their final words: numbered steps, calm punctuation. */
  finish(units: Unit[]): Unit[] {
    let stepNumber = 0;
    return units.map((unit) => {
      let text = unit.text;
      if (unit.step !== null && this.brief.voiceStyle === 'professional') {
        const ordinal = STEP_ORDINALS[stepNumber] ?? 'Next';
        stepNumber += 1;
        const numbered = `${ordinal}, ${unit.step.charAt(0).toLowerCase()}${unit.step.slice(1)}`;
        text = text.slice(0, text.length - unit.step.length) + numbered;
      }
      return { text: this.calm ? text.replaceAll('!', '.') : text, step: unit.step };
    });
  }

  private section(id: SectionId, rank: number, startDepth: number, units: Unit[]): Section {
    return { id, rank, startDepth, units };
  }

  /** The section's rank moved a little at random: which sections a short speech keeps varies. */
  private jittered(section: Section): Section {
    if (STEADY_SECTIONS.includes(section.id)) return section;
    const shift = Math.floor(this.random() * (2 * RANK_JITTER + 1)) - RANK_JITTER;
    const depthShift = this.random() < 0.5 ? 0 : this.random() < 0.5 ? -1 : 1;
    return {
      ...section,
      rank: Math.max(2, section.rank + shift),
      startDepth: Math.max(0, section.startDepth + depthShift),
    };
  }

  /**
   * One line per beat; a beat after the first `kept` may be left out, so sections vary in shape.
   * With `anyFirst`, the beats are moves that stand on their own (naming the hurt, what may be felt,
   * who is there), and the one a shorter speech always keeps is drawn for this speech: two short
   * speeches then open a section with different moves, not the same one in other words.
   */
  private beats(
    beats: readonly Beat[],
    accented = false,
    kept = 1,
    anyFirst = false,
    dropout = this.dropout,
  ): Unit[] {
    const always = anyFirst && dropout > 0 ? Math.floor(this.random() * beats.length) : null;
    return beats.flatMap((beat, index) => {
      const keep = always === null ? index < kept : index === always;
      if (!keep && this.random() < dropout) return [];
      const text = this.line(isToneLines(beat) ? beat[this.tone] : beat);
      if (text === null) return [];
      return [{ text, step: null, accentable: accented && index > 0 }];
    });
  }

  /**
   * The beats of their kind's own section. A speech longer than short keeps every one of them
   * before the general sections: a medium speech had left most out at random and made its length
   * up with talk of comparison or identity that spoke to nothing they wrote.
   */
  private own(beats: readonly Beat[], accented: boolean): Unit[] {
    return this.beats(
      beats,
      accented,
      1,
      true,
      this.brief.length === 'short' ? this.dropout : this.dropout / 2,
    );
  }

  /**
   * Whether a third and a fourth story are told: only in a long speech, and never for a telling,
   * whose few stories of its own would then come round in every speech.
   */
  private moreStories(): boolean {
    return LONG.includes(this.brief.length) && !isTelling(this.slots.topic);
  }

  /** Another way to see it: a telling's own, or the general ones of a moment to meet. */
  private reframes(): readonly Beat[] {
    if (this.slots.topic === 'hearing' && this.kind === 'performance') return HEARING_REFRAME;
    if (!isTelling(this.slots.topic) || !TELLING_KINDS.includes(this.kind)) return REFRAME;
    return this.slots.topic === 'hard-news' ? HARD_NEWS_REFRAME : TELLING_REFRAME;
  }

  /** Whether comparison with others speaks to them: a doubt in themselves, or others in their words. */
  private comparing(): boolean {
    return (
      this.kind === 'self_doubt' ||
      COMPARING.test(
        [
          this.slots.subject,
          ...this.slots.aboutWords,
          ...this.slots.statements.map((statement) => statement.text),
        ].join(' '),
      )
    );
  }

  /** A section whose first beat only introduces it: the introduction never stands alone. */
  private introduced(beats: readonly Beat[]): Unit[] {
    // The beat after the introduction is always said: an introduction followed by the section's
    // closing thought ("Let me leave you with some questions. Let the answers come...") reads as a gap.
    const [introduction, first, ...rest] = this.beats(beats, true, 2);
    if (introduction === undefined || first === undefined) return [];
    return [
      { text: `${introduction.text} ${first.text}`, step: null, accentable: first.accentable },
      ...rest,
    ];
  }

  /**
   * What they wrote, said back in the speech's own words: the event, then what they fear, doubt
   * or want before the plain facts, leaving out a statement that only repeats the event.
   */
  private naming(): Unit[] {
    const event = this.line(this.slots.goodNews ? GOOD_NEWS_NAMING : NAME_EVENT);
    const head = this.slots.named ? (this.slots.shortSubject.split(' ').at(-1) ?? '') : '';
    // Feelings first; among plain facts the fuller ones ("you sit in meetings" says little), but
    // good news keeps their order: the news comes first, and is the one said back with joy ("you
    // manage your old teammates" had been, after "i just got promoted").
    const ordered = [...this.slots.statements].sort(
      (a, b) =>
        STATEMENT_ORDER.indexOf(a.kind) - STATEMENT_ORDER.indexOf(b.kind) ||
        (a.kind === 'state' && !this.slots.goodNews ? b.text.length - a.text.length : 0),
    );
    const telling = ordered.filter(
      (statement) => statement.kind !== 'state' || head === '' || !statement.text.includes(head),
    );
    const picked = (telling.length > 0 ? telling : ordered).slice(0, MAX_STATEMENTS_SAID);
    // A time their statement lost goes with it, first, so even a short speech keeps both.
    const time = this.timeAfter(picked);
    const chosen =
      time === null
        ? picked
        : [time.statement, ...picked.filter((other) => other !== time.statement)];
    this.ownWords = true;
    const said = statementLines(
      chosen,
      (frames) => this.shuffle(frames),
      (text) => this.vary(text),
      (text) => this.fits(text, true),
      // The news itself is said back with joy; anything else they wrote in its usual frames.
      this.slots.goodNews ? GOOD_NEWS_FRAMES : undefined,
    );
    this.ownWords = false;
    for (const text of said) this.remember(text);
    const timeLine =
      time === null || said.length === 0 ? null : this.line(timeAheadLines(time.moment));
    const [first, ...rest] = said;
    const statements =
      first === undefined ? [] : [timeLine === null ? first : `${first} ${timeLine}`, ...rest];
    // What they wrote is said back in every speech, even a short one: without a named event their
    // statements together; with one, the event and the first statement ("trying to cut down", and
    // that it is sugar).
    const [firstSaid, ...restSaid] = statements;
    // Good news said back in their own words names it already: "You came here with good news:
    // passing your exam. You passed your exam." said it twice.
    const units =
      this.slots.goodNews && firstSaid !== undefined
        ? statements
        : event === null
          ? [statements.join(' ')]
          : firstSaid === undefined
            ? [event]
            : [`${event} ${firstSaid}`, ...restSaid];
    // Good news is congratulated as it is said back, so that every speech, however short, does.
    if (this.slots.goodNews && units[0] !== undefined) {
      units[0] = `${units[0]} ${celebration(this.slots, this.tone)}`.trim();
    }
    // Good news beside a trouble is named once, in every speech, with the trouble it shares the
    // speech with: "i passed my exam but my mum is in hospital" had been only the exam ahead.
    // Beside not knowing what comes next, the news is named first ("passed my exams and now i have
    // no idea what to do with my life"): the achievement, then the question it opened.
    const newsFirst = directionSought(this.slots);
    const beside =
      this.slots.goodNewsBeside === null
        ? null
        : this.line(newsFirst ? DIRECTION_NEWS_FIRST : GOOD_NEWS_BESIDE);
    if (beside !== null && units[0] !== undefined) {
      units[0] = newsFirst ? `${beside} ${units[0]}` : `${units[0]} ${beside}`;
    }
    return units.filter((text) => text !== '').map((text) => this.unit(text));
  }

  /**
   * A time still ahead that they wrote right after one of these statements and that the statement
   * lost when it was cut to their own words ("i have to go back to work on monday" is said back as
   * "you have to go back to work"), unless the event already carries it.
   */
  private timeAfter(
    statements: readonly Statement[],
  ): { statement: Statement; moment: string } | null {
    const context = this.brief.context.toLowerCase().replace(/\s+/g, ' ');
    for (const statement of statements) {
      const tail = statement.text.toLowerCase().split(' ').slice(-2).join(' ');
      const at = context.indexOf(tail);
      if (at < 0) continue;
      const after = (context.slice(at + tail.length).split(/[.,;!?]/)[0] ?? '')
        .trim()
        .split(' ')
        .slice(0, TIME_AFTER_WORDS)
        .join(' ');
      if (after === '') continue;
      const { moment, ahead } = readContext(after, { weekday: this.brief.today?.weekday ?? null });
      const first = after.split(' ')[0] ?? '';
      if (moment === null || !ahead || moment === 'today' || moment.startsWith('in ')) continue;
      if (!moment.toLowerCase().startsWith(first)) continue;
      if (this.slots.named && this.slots.ahead && moment === this.slots.moment) continue;
      return { statement, moment };
    }
    return null;
  }

  private acknowledgement(): Unit[] {
    const units: Unit[] = [];
    const mood = this.brief.mood;
    if (mood !== null) {
      const text = this.line(
        MOOD_LINES[mood.overallMood].map((line) => (slots: Slots) => line(mood, slots)),
      );
      if (text !== null) units.push(this.unit(text));
    }
    const feeling = this.slots.feeling;
    const hurt = UNSAFE.some((pattern) => pattern.test(aboutText(this.slots)));
    if (feeling !== null && this.kind !== 'grief') {
      const unsafe = feeling.kind === 'fear' && hurt;
      const text = this.line(
        (unsafe ? UNSAFE_FEAR_LINES : FEELING_LINES[feeling.kind]).map(
          (line) => () =>
            this.kind === 'loved_one' && READY_TALK.test(line(feeling.word))
              ? null
              : line(feeling.word),
        ),
      );
      if (text !== null) units.push(this.unit(text));
    }
    // Good news has no unsure feelings to allow ("It's okay if part of you is unsure"), and being
    // hurt by someone no readiness to find ("Most good things start exactly that way").
    if (!GENTLE_KINDS.includes(this.kind) && !this.slots.goodNews && !hurt) {
      units.push(...this.beats(ACKNOWLEDGE, false, 1, true));
    }
    const style = this.styleLines.shift();
    if (style !== undefined) units.push(this.unit(style));
    return units;
  }

  /** Opens with a strength of their kind of situation, so the introduction never stands alone. */
  private strengths(): Unit[] {
    const ownTopic = this.kind === 'performance' || this.kind === 'habit';
    const topical = ownTopic ? this.line(TOPIC_STRENGTHS[this.slots.topic]) : null;
    // Without a strength of their topic, the first strength of the shared beats follows the
    // introduction in the same unit: "what you already have going for you" never ends a paragraph.
    const [lead, ...rest] = this.beats(STRENGTHS, true, topical === null ? 2 : 1);
    if (lead === undefined) return [];
    if (topical !== null) return [this.unit(`${lead.text} ${topical}`), ...rest];
    const [first, ...others] = rest;
    return first === undefined
      ? []
      : [
          { text: `${lead.text} ${first.text}`, step: null, accentable: first.accentable },
          ...others,
        ];
  }

  /** A few steps, drawn for this speech from the kind's own and, for an occasion, its topic's. */
  private steps(): Unit[] {
    const lead = this.line(STEPS_LEAD[this.brief.voiceStyle]);
    const ownTopic = this.kind === 'performance' || this.kind === 'habit';
    // Steps written for what their words name (a needle, a call) come before the kind's general ones.
    const written = (lines: readonly Line[]) =>
      lines
        .map((line) => (typeof line === 'string' ? line : line(this.slots)))
        .filter((text) => text !== null);
    const material = this.material().steps;
    // A step that must be said when it applies (help in danger) leads them.
    const ownSteps = [
      ...this.shuffle(written(material.filter(isForemost))),
      ...this.shuffle(written(material.filter((line) => isSpecific(line) && !isForemost(line)))),
    ];
    const kindSteps = written(material.filter((line) => !isSpecific(line)));
    const topical = ownTopic
      ? this.shuffle(TOPIC_STEPS[this.slots.topic]).slice(0, MAX_TOPIC_STEPS)
      : [];
    const general = ownTopic
      ? this.shuffle(GENERAL_STEPS)
          .map((line) => (typeof line === 'string' ? line : line(this.slots)))
          .filter((text) => text !== null)
          .map((text) => this.vary(text))
      : [];
    const cap =
      STEP_CAP[this.brief.length] +
      STEPS_PER_BOOST * (this.boosts().get('steps') ?? 0) +
      this.extraSteps;
    // Half the steps at most are kept for them: two speeches for the same words share fewer.
    const kept = ownSteps.slice(0, Math.ceil(cap / 2));
    const mixed = ownSteps.slice(kept.length);
    const steps = [...kept, ...this.shuffle([...mixed, ...kindSteps, ...topical])]
      .map((step) => this.vary(step))
      .concat(general)
      .filter((step) => this.fits(step))
      .slice(0, cap);
    for (const step of steps) this.remember(step);
    return steps.map((step, index) => {
      const text = index === 0 && lead !== null ? `${lead} ${step}` : step;
      return { text, step };
    });
  }

  /** The next story of their kind that fits this speech, brought in by a lead not yet used. */
  private story(): Unit[] {
    const story = this.next(this.stories);
    if (story === null) return [];
    const lead = this.next(this.storyLeads);
    return [this.unit(lead === null ? story : `${lead} ${story}`)];
  }

  /** Takes from the queue the first item that fits this speech, and remembers it as said. */
  private next(queue: string[]): string | null {
    while (queue.length > 0) {
      const next = queue.shift();
      const text = next === undefined ? undefined : this.vary(next);
      if (text !== undefined && this.fits(text)) {
        this.remember(text);
        return text;
      }
    }
    return null;
  }

  /** Only the goals that relate to what they wrote; one goal is "this goal". */
  private goals(goals: BriefGoal[]): Unit[] {
    const related = goals.filter((goal) => goalRelates(goal, this.brief.context));
    const ties = new Map<string, string[]>();
    const units = related.flatMap((goal): Unit[] => {
      const title = goal.title.trim().replace(/[.!?]+$/, '');
      if (title === '') return [];
      const introduction = this.line([
        `There's your goal: "${title}".`,
        `Remember your goal, "${title}".`,
        `Keep "${title}" in mind too.`,
        `This ties in with your goal, "${title}".`,
        `It connects with something you set out to do: "${title}".`,
      ]);
      const categoryTies = (
        ties.get(goal.category) ??
        this.shuffle(GOAL_TIES[goal.category]).map((tie) => this.vary(tie))
      ).filter((tie) => this.fits(tie));
      const tie = categoryTies.shift() ?? null;
      ties.set(goal.category, categoryTies);
      const deadline = deadlineLine(goal.targetDate);
      const parts = [introduction, deadline, tie].filter((part) => part !== null);
      return parts.length === 0 ? [] : [this.unit(parts.join(' '))];
    });
    if (units.length === 0) return [];
    const lead = this.line(GOAL_LEADS);
    const [first, ...rest] = units;
    const closer = this.line(
      units.length === 1
        ? [...GOAL_CLOSERS, ...GOAL_CLOSER_ONE]
        : [...GOAL_CLOSERS, ...GOALS_CLOSERS],
    );
    const opening =
      first === undefined ? [] : [this.unit(lead === null ? first.text : `${lead} ${first.text}`)];
    return [...opening, ...rest, ...(closer === null ? [] : [this.unit(closer)])];
  }

  private visualisation(): Unit[] {
    // News that will hurt is pictured told with care, not going brilliantly: its own lead and
    // scenes, none of the general pictures of relief and pride.
    if (this.slots.topic === 'hard-news' && this.kind === 'performance') {
      const lead = this.line(HARD_NEWS_LEADS);
      const first = this.line(TOPIC_SCENES['hard-news']);
      const second = this.line(TOPIC_SCENES['hard-news']);
      return lead === null || first === null
        ? []
        : [this.unit(`${lead} ${first}`), ...(second === null ? [] : [this.unit(second)])];
    }
    const [lead, ...rest] = this.beats(VISUALISE, true);
    // A scene of their topic only where the topic is what they face: moving to uni is not an exam,
    // and a lost job or an illness has pictures of its own (the kind's).
    const scene = SCENE_KINDS.includes(this.kind)
      ? this.line(TOPIC_SCENES[this.slots.topic])
      : null;
    if (lead === undefined) return rest;
    if (scene !== null) return [this.unit(`${lead.text} ${scene}`), ...rest];
    // A lead-in ("Let us try a little picture in your mind.") shares its unit with the first
    // picture: a short speech keeps a section's first units only, and it had kept the lead alone.
    const [first, ...more] = rest;
    return first === undefined ? [] : [this.unit(`${lead.text} ${first.text}`), ...more];
  }

  private closing(): Unit[] {
    // The kind's closing beats (a wish, a reassurance, a farewell) each close a speech on their
    // own: a short one ends on one of them, drawn for it.
    // News that will hurt closes on the kind's own quiet words, not "I can't wait to see what you do next".
    // Good news closes on its own words too: the shared closings speak of proving and winning.
    const units =
      OWN_CLOSING.includes(this.kind) ||
      this.slots.topic === 'hard-news' ||
      this.slots.goodNews ||
      directionSought(this.slots) ||
      choiceWeighed(this.slots) ||
      lowMoodNamed(this.slots)
        ? this.beats(this.material().closing, false, 1, true)
        : this.random() < 0.5
          ? this.beats(this.material().closing, false, 1, true)
          : this.beats(CLOSING);
    const style = this.styleLines.shift();
    // The style line goes before the final words, which must stay last.
    return style === undefined
      ? units
      : [...units.slice(0, -1), this.unit(style), ...units.slice(-1)];
  }

  private unit(text: string): Unit {
    return { text, step: null };
  }

  /**
   * A few of the chosen units that allow one get an accent of the tone, each a different one that
   * says nothing the unit's last sentence already says ("You are allowed to be tired. That is
   * allowed." said it twice). Only while the speech stays inside its word range.
   */
  accented(chosen: Unit[][]): Unit[][] {
    const slots = chosen.flatMap((units, section) =>
      units.flatMap((unit, position) => (unit.accentable === true ? [{ section, position }] : [])),
    );
    let room =
      this.brief.wordTarget.max -
      countWords(
        chosen
          .flat()
          .map((unit) => unit.text)
          .join(' '),
      );
    const result = chosen.map((units) => [...units]);
    for (const { section, position } of this.shuffle(slots).slice(0, this.accentCount)) {
      const unit = result[section]?.[position];
      if (unit === undefined) continue;
      const last = sentencesOf(unit.text).at(-1) ?? unit.text;
      const said = new Set(contentStems(last));
      const praised = DONE_OR_HAD.test(last);
      const index = this.accents.findIndex(
        (accent) =>
          !this.said.has(sentenceKey(accent)) &&
          !contentStems(accent).some((stem) => said.has(stem)) &&
          (praised || !PRAISING_ACCENTS.has(accent)),
      );
      const accent = index < 0 ? undefined : this.accents.splice(index, 1)[0];
      if (accent === undefined || countWords(accent) > room) continue;
      room -= countWords(accent);
      this.remember(accent);
      result[section]?.splice(position, 1, { ...unit, text: `${unit.text} ${accent}` });
    }
    return result;
  }

  /** One of the alternatives, at random, that has its slots filled and fits this speech. */
  private line(alternatives: readonly Line[]): string | null {
    // A line that must be said when it applies ("Being bullied is not your fault") comes first.
    const ordered = [
      ...this.shuffle(alternatives.filter(isForemost)),
      ...this.shuffle(alternatives.filter((line) => !isForemost(line))),
    ];
    for (const line of ordered) {
      const written = typeof line === 'string' ? line : line(this.slots);
      const text = written === null ? null : this.vary(written);
      if (text !== null && text !== '' && this.fits(text)) {
        this.remember(text);
        return text;
      }
    }
    return null;
  }

  /**
   * Whether a line may be said in this speech: it avoids what their feedback ruled out, its words
   * fit the kind of situation (and a job search, `NOT_FOR_A_JOB_SEARCH`, unless they are
   * `theirWords` said back), its day words agree with today and their context, and none of its
   * sentences was said in this speech or their recent ones (the checks of speech-checks.ts).
   */
  private fits(text: string, theirWords = false): boolean {
    const lower = text.toLowerCase();
    if (this.avoid.some((pattern) => lower.includes(pattern))) return false;
    if (registerProblems(text, this.kind).length > 0) return false;
    if (this.slots.goodNews && !this.ownWords && HARD_GOING.test(lower)) return false;
    // Their own words said back are theirs, whatever they name.
    if (!theirWords && jobSearch(this.slots) && NOT_FOR_A_JOB_SEARCH.test(lower)) return false;
    if (!theirWords && directionSought(this.slots) && NOT_FOR_DIRECTION.test(lower)) return false;
    if (!theirWords && choiceWeighed(this.slots) && NOT_FOR_CHOICE.test(lower)) return false;
    if (!theirWords && lowMoodNamed(this.slots) && NOT_FOR_LOW_MOOD.test(lower)) return false;
    // An illness of the mind, above all an eating disorder, is not met with lines about the body.
    if (this.kind === 'illness' && this.ofTheMind && /\bbod(?:y|ies|ily)\b/.test(lower))
      return false;
    if (dayWordProblems(text, this.brief.context, this.brief.today ?? undefined).length > 0) {
      return false;
    }
    // A line that ends on their words could run on into a next sentence that starts with "I"
    // ("... every decision. I ..." echoes "every decision i make"), so it is read with one.
    if (firstPersonEchoes(`${text} I`, this.brief.context).length > 0) return false;
    if (copiedRuns(text, this.brief.context).length > 0) return false;
    return sentencesOf(text).every((sentence) => {
      const key = sentenceKey(sentence);
      return !this.recent.has(key) && !this.recentSteps.has(key) && !this.said.has(key);
    });
  }

  /** The line with its own alternatives ("{a|b}") drawn for this speech. */
  private vary(text: string): string {
    return vary(text, this.random);
  }

  private remember(text: string): void {
    for (const sentence of sentencesOf(text)) this.said.add(sentenceKey(sentence));
  }

  private shuffle<T>(items: readonly T[]): T[] {
    const result = [...items];
    for (let index = result.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.random() * (index + 1));
      const current = result[index];
      const swap = result[other];
      if (current === undefined || swap === undefined) continue;
      result[index] = swap;
      result[other] = current;
    }
    return result;
  }
}

const STORY_SECTIONS: readonly SectionId[] = ['story', 'secondStory', 'thirdStory', 'fourthStory'];

/**
 * The sections with no two stories side by side: three pictures in a row ("Picture this... Let me
 * offer you a picture... Let me give you an image...") read as a list of parables. A story that
 * follows another moves to the first later place between two other sections.
 */
function apart(sections: Section[]): Section[] {
  const result = [...sections];
  const isStory = (section: Section | undefined) =>
    section !== undefined && STORY_SECTIONS.includes(section.id);
  for (let index = 1, moves = 0; index < result.length && moves < result.length; index += 1) {
    if (!isStory(result[index]) || !isStory(result[index - 1])) continue;
    // A place between two other sections: after the story if there is one, else before it.
    const between = (at: number) => !isStory(result[at - 1]) && !isStory(result[at]);
    const later = result.findIndex((_, at) => at > index + 1 && between(at));
    const earlier = result.findLastIndex((_, at) => at > 0 && at < index - 1 && between(at));
    const place = later >= 0 ? later : earlier;
    if (place < 0) continue;
    const [story] = result.splice(index, 1);
    if (story !== undefined) result.splice(place > index ? place - 1 : place, 0, story);
    // Look again from the start: the move may have brought two others together.
    index = 0;
    moves += 1;
  }
  return result;
}

function isToneLines(beat: Beat): beat is Exclude<Beat, readonly Line[]> {
  return !Array.isArray(beat);
}

const DEADLINE_FORMAT = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function deadlineLine(targetDate: string | null): string | null {
  if (targetDate === null) return null;
  const date = new Date(targetDate);
  if (Number.isNaN(date.getTime())) return null;
  return `You've given yourself until ${DEADLINE_FORMAT.format(date)}, and that's a deadline you can meet.`;
}
