import { SITUATION_KINDS } from '@rally/domain';
import type {
  BriefMood,
  GoalCategory,
  MoodCategory,
  SituationKind,
  Tone,
  VoiceStyle,
} from '@rally/domain';
import {
  ASSAULTED,
  BULLIED,
  GERUND,
  NOT_A_TASK,
  AT_RISK,
  UNWANTED_SUBJECTS,
  capitalise,
  isTelling,
  jobInDoubt,
  notAnAttempt,
  theirDirectionLost,
} from './read-context.ts';
import type { ContextReading, FeelingKind, Topic } from './read-context.ts';

/**
 * What the built-in composer says. A section is a list of beats; a beat is a list of alternative
 * lines (or one list per tone), and the composer picks one line per beat. Lines are functions of
 * the slots so that a missing slot drops the line instead of leaving a gap. Every beat has at
 * least six alternatives for each kind of situation that uses it, so two speeches from the same
 * words rarely pick the same line (docs/decisions/built-in-writer.md).
 */

export interface Slots extends ContextReading {
  name: string | null;
}

export type Line = string | ((slots: Slots) => string | null);

/** Lines written for something their words name (a call, a needle), not for anyone in their kind. */
const SPECIFIC = new WeakSet<object>();

/** Marks a line as written for what their words name: said before the lines any speech of its kind could say. */
export function specific(line: Line): Line {
  if (typeof line !== 'string') SPECIFIC.add(line);
  return line;
}

/** Lines that must be said whenever they apply, before any other of their beat. */
const FOREMOST = new WeakSet<object>();

/**
 * Marks a line as one to say whenever it applies, before the others of its beat: what a person
 * must hear in their situation ("Being bullied is not your fault"). Also `specific`.
 */
export function foremost(line: Line): Line {
  if (typeof line !== 'string') FOREMOST.add(line);
  return specific(line);
}

/** Whether a line is said first whenever it applies (`foremost`). */
export function isForemost(line: Line): boolean {
  return typeof line !== 'string' && FOREMOST.has(line);
}

/** Whether a line was written for something their words name (`specific`). */
export function isSpecific(line: Line): boolean {
  return typeof line !== 'string' && SPECIFIC.has(line);
}

/** Their words as one text: the subject and what they are about, for a pattern to test. */
export function aboutText(s: Slots): string {
  return [s.subject, ...s.aboutWords].join(' ');
}

/**
 * Their words as one text: the subject, what they are about, and what they said of themselves; a
 * line each with `'\n'`, for a pattern anchored at a statement's end.
 */
export function theirWords(s: Slots, separator: ' ' | '\n' = ' '): string {
  return [aboutText(s), ...s.statements.map((statement) => statement.text)].join(separator);
}

/** A line said only when their words (the subject and what they are about) match `about`. */
export function whenAbout(about: RegExp, line: string): Line {
  return (s) => (about.test(aboutText(s)) ? line : null);
}

/**
 * A line for a performance prepared and judged (material, practice, an audience, a result, the
 * thrill of it), left out of telling someone something true, about themselves or news that will
 * hurt them, where none of that is so.
 */
export function notTelling(line: Line): Line {
  return leftOutWhen((s) => isTelling(s.topic), line);
}

/** News broken at work: letting staff go, a shop closing. */
const WORKPLACE =
  /\b(?:team|staff|employees?|colleagues|co-?workers|workers|people go|someone go|redundan\w*|laid off|lay(?:ing)? off|layoffs?|shop|store|business|office|company|firm)\b/;
/** News broken at home: to the children, a parent, a partner. */
const FAMILY =
  /\b(?:kids|children|son|daughter|mum|mom|dad|parents|family|wife|husband|partner|nan|gran|grandparents|brother|sister)\b/;

/**
 * A line of a show put on for people who want it to go well (enjoy it, show them, the butterflies
 * are energy, one chance among many), left out of a telling and of a hearing in court or at a
 * tribunal, where the other side may not want that and the outcome is a verdict.
 */
export function notAShow(line: Line): Line {
  return leftOutWhen((s) => isTelling(s.topic) || s.topic === 'hearing', line);
}

/**
 * A line of something wanted or a moment to be glad of afterwards (wanting it badly, pride, a happy
 * message, something nice planned), left out of what nobody wants: breaking news that hurts
 * (letting people go, a divorce told to the children), being bullied, a loss at work, an abortion,
 * infertility, low after a birth, a diagnosis of who they are.
 */
export function notUnwanted(line: Line): Line {
  return leftOutWhen(
    (s) =>
      s.topic === 'hard-news' ||
      BULLIED.test(aboutText(s)) ||
      ASSAULTED.test(aboutText(s)) ||
      UNWANTED_SUBJECTS.has(s.shortSubject),
    line,
  );
}

/** Someone they love at risk of suicide or of hurting themselves (`AT_RISK`). */
export function atRisk(s: Slots): boolean {
  return AT_RISK.test([aboutText(s), ...s.statements.map((statement) => statement.text)].join(' '));
}

/**
 * Good news that starts something new ("i got the job!!!") is congratulated as it is said back, in
 * every speech, in the speech's tone.
 */
export const CONGRATULATIONS: Readonly<Record<Tone, string>> = {
  encouraging:
    'Congratulations! This is good news, and you earned it. Let yourself enjoy it before you start on what comes next.',
  confident: 'Congratulations. This is a result you earned, and it is worth stopping to take in.',
  gentle:
    'Congratulations. This is good news, and you earned it. Let yourself enjoy it, quietly and properly.',
  energetic: 'Congratulations! This is brilliant news, and you earned every bit of it!',
};

/** A line for finding it hard, left out of good news. */
function notGoodNews(line: Line): Line {
  return leftOutWhen((s) => s.goodNews, line);
}

/** A setback's line said of a blow already landed: not of a job still in doubt. */
function blowLanded(line: string): Line {
  return leftOutWhen(jobInDoubt, only(['setback'], line));
}

/** `line`, left out where `skip` says its slots do not fit it. */
export function leftOutWhen(skip: (s: Slots) => boolean, line: Line): Line {
  return (s) => (skip(s) ? null : typeof line === 'string' ? line : line(s));
}
export type ToneLines = Readonly<Record<Tone, readonly Line[]>>;
export type Beat = readonly Line[] | ToneLines;

/** A story and the kinds of situation it suits: effort stories do not belong beside a loss. */
/** A story of a performance (a stage, a pitch, a match) is not told for telling someone close something true. */
function notATelling(slots: Slots): boolean {
  return !isTelling(slots.topic);
}

export interface Story {
  text: string;
  kinds: readonly SituationKind[];
  /** What their words must say besides the kind, for a story of one kind of moment. */
  when?: (slots: Slots) => boolean;
  /**
   * A story of telling someone something true: the only stories told then, since a tale of
   * persistence (sailors tacking, a false summit) speaks to a long effort, not a conversation.
   */
  telling?: true;
}

/** Something tried and missed in their words: a failed exam, a rejection, a relapse, a mistake. */
const MISSED =
  /\b(?:fail\w*|reject\w*|didn't (?:get|make|pass)|didnt (?:get|make|pass)|turned down|bombed|blanked|cut from|relaps\w*|lower than|bad grade|mistakes?|messed up|screwed up|got it wrong|lost the)\b/;

/**
 * Whether they wrote of something tried and missed, so a story of falling and getting up (a toddler,
 * a goalkeeper, a chess player) fits: not a break-up, money, a layoff or a doubt with no attempt.
 */
function triedAndMissed(s: Slots): boolean {
  return MISSED.test(theirWords(s));
}

/**
 * Whether there is something to do, so a story of one stretch at a time (a runner, a climber, a
 * sailor) fits: any kind working toward something, and an everyday hard thing only when their
 * words named a thing to do ("calling the bank"), not an appointment or what they did not name.
 */
function aThingToDo(s: Slots): boolean {
  return s.kind !== 'everyday' || (s.named && GERUND.test(s.shortSubject));
}

/**
 * Kinds met gently: a diagnosis, a loss, or someone they love going through something is not
 * something to push through or win.
 */
const GENTLE: readonly SituationKind[] = ['illness', 'grief', 'loved_one'];
/** Kinds where something is being worked toward, so effort and persistence fit. */
const STRIVING: readonly SituationKind[] = [
  'performance',
  'habit',
  'self_doubt',
  'setback',
  'change',
];
/** Kinds with an event or a practice to get ready for. */
const PREPARING: readonly SituationKind[] = ['performance', 'habit'];
/**
 * Kinds whose event is something to step toward or meet: not a setback (a promotion that went to
 * someone else, a wedding called off), a loss or an illness.
 */
const AHEAD_OF_THEM: readonly SituationKind[] = ['performance', 'habit', 'change'];

/** A line said only in the given kinds of situation. */
function only(kinds: readonly SituationKind[], line: Line): Line {
  return (s) => {
    if (!kinds.includes(s.kind)) return null;
    return typeof line === 'string' ? line : line(s);
  };
}

/** A line said in every kind of situation but the given ones. */
function except(kinds: readonly SituationKind[], line: Line): Line {
  return only(
    SITUATION_KINDS.filter((kind) => !kinds.includes(kind)),
    line,
  );
}

/** "Sam, let's talk..." with a name, "Let's talk..." without. */
function greet(slots: Slots, text: string): string {
  return slots.name === null ? capitalise(text) : `${slots.name}, ${text}`;
}

/**
 * The check-in woven in as words, never as numbers or a scale: at most its two parts that stand
 * out, e.g. "with a lot of stress on you and not much energy left"; null when none stands out, so
 * the line that needs it gives way to one that does not.
 */
export function moodDetail(mood: BriefMood): string | null {
  const parts = [
    mood.stress >= 7
      ? 'a lot of stress on you'
      : mood.stress <= 3
        ? 'the stress fairly quiet'
        : null,
    mood.energy <= 3 ? 'not much energy left' : mood.energy >= 8 ? 'energy to spare' : null,
    mood.confidence <= 3
      ? 'your confidence a little shaken'
      : mood.confidence >= 8
        ? 'your belief in yourself running strong'
        : null,
    mood.motivation <= 3
      ? 'the drive hard to find'
      : mood.motivation >= 8
        ? 'plenty of drive'
        : null,
  ].filter((part) => part !== null);
  const [first, second] = parts;
  if (first === undefined) return null;
  return second === undefined ? `with ${first}` : `with ${first} and ${second}`;
}

/** A time to look ahead to, only when it is still ahead: "Friday", "next week"; never "today". */
function ahead(s: Slots): string | null {
  return s.ahead && s.moment !== null && s.moment !== 'today' ? s.moment.replace(/^on /, '') : null;
}

export const OPENING: readonly Beat[] = [
  {
    encouraging: [
      (s) => greet(s, `{let's talk about|let's talk through} ${s.subject}{| together}.`),
      (s) => greet(s, `I want to spend {a few minutes|a little time} with you on ${s.subject}.`),
      (s) =>
        greet(s, `I'm glad you're here, because we get to talk through ${s.subject}{| properly}.`),
      only(AHEAD_OF_THEM, (s) =>
        greet(
          s,
          `I want to talk with you about ${s.subject}, because I think you are {more ready than you feel|stronger than you feel}.`,
        ),
      ),
      (s) => greet(s, `this is about ${s.subject}, and {it's about you|it's for you}.`),
      (s) =>
        greet(
          s,
          `thank you for bringing ${s.subject} here. {Let's look at this together|We can look at it together}.`,
        ),
      (s) =>
        greet(
          s,
          `pull up a chair for a minute. We're going to {talk about|think about} ${s.subject}.`,
        ),
      (s) =>
        greet(s, `you reached out about ${s.subject}, and I'm {really glad you did|glad you did}.`),
      (s) =>
        greet(s, `{let's sit down with|let's spend a little time on} ${s.subject}{, you and me|}.`),
      (s) =>
        greet(
          s,
          `I've been thinking about ${s.subject}, and {I have a few things to say|there is plenty I want you to hear}.`,
        ),
      (s) =>
        greet(
          s,
          // Not "telling me about telling your kids".
          `{before anything else|first of all}, thank you for ${/^telling\b/.test(s.subject) ? 'letting me know' : 'telling me'} about ${s.subject}.`,
        ),
      (s) =>
        greet(
          s,
          `{here we are|so here we are}, with ${s.subject} on your mind. Let's {talk it through|work through it together}.`,
        ),
    ],
    confident: [
      only(PREPARING, (s) =>
        greet(
          s,
          `let's talk about ${s.subject}, and about why you are going to {handle it|handle it well}.`,
        ),
      ),
      (s) =>
        greet(
          s,
          `here is what I know about ${s.subject}: you are {better equipped for it than you think|stronger than it}.`,
        ),
      (s) =>
        greet(s, `you have ${s.subject} in front of you, and you are {able to meet it|up to it}.`),
      only(PREPARING, (s) =>
        greet(s, `you are ready for ${s.subject}. {Let me tell you why|Here is why}.`),
      ),
      (s) =>
        greet(
          s,
          `let's look at ${s.subject} squarely, because from the inside things always look bigger than they are.`,
        ),
      (s) =>
        greet(
          s,
          `we are going to talk plainly about ${s.subject}, and about {what you bring to it|what you have going for you}.`,
        ),
      (s) =>
        greet(
          s,
          `I want to be straight with you about ${s.subject}, because you can handle straight.`,
        ),
      (s) =>
        greet(
          s,
          `let's bring a clear head to ${s.subject}. {We can find one together|I will help you find one}.`,
        ),
      (s) => greet(s, `{let's get straight to|let's talk straight about} ${s.subject}.`),
      (s) =>
        greet(
          s,
          `${s.subject} is on the table, and {we are going to handle it|you are going to handle it well}.`,
        ),
      (s) => greet(s, `{I want to give you|here is} a clear, honest look at ${s.subject}.`),
    ],
    gentle: [
      (s) => greet(s, `let's take a quiet moment together and {think about|turn to} ${s.subject}.`),
      (s) =>
        greet(
          s,
          `let's slow down for {a few minutes|a little while} and think about ${s.subject}, gently.`,
        ),
      (s) =>
        greet(
          s,
          `come and sit with me for a moment while we {think about|talk about} ${s.subject}.`,
        ),
      (s) =>
        greet(
          s,
          `I'd like to talk {softly|quietly} with you for a little while about ${s.subject}.`,
        ),
      (s) =>
        greet(
          s,
          `there's no hurry here. Let's simply sit with ${s.subject} for {a moment|a while}, together.`,
        ),
      (s) =>
        // "you and losing your mum" reads as two things side by side: a noun only.
        GERUND.test(s.shortSubject)
          ? null
          : greet(
              s,
              `I'm here, and I've got {a few minutes|some time} just for you and ${s.subject}.`,
            ),
      (s) =>
        greet(
          s,
          `let's find {somewhere quiet in the day|a quiet corner of the day} and talk about ${s.subject}.`,
        ),
      (s) =>
        greet(
          s,
          `I'm glad you came. Let's think about ${s.subject}, {slowly and kindly|gently and slowly}.`,
        ),
      (s) =>
        greet(
          s,
          `{take a breath|breathe out} for a moment. We are going to talk, {softly|quietly}, about ${s.subject}.`,
        ),
      (s) =>
        // "you and losing your mum" reads as two things side by side: a noun only.
        GERUND.test(s.shortSubject)
          ? null
          : greet(
              s,
              `{let's make a little space|here is a little space} for you and ${s.subject}{, with no rush at all|}.`,
            ),
      (s) =>
        greet(
          s,
          `I'm {right|just} here. Let's {gently|quietly} turn towards ${s.subject}{ together|}.`,
        ),
      (s) =>
        // "you and losing your mum" reads as two things side by side: a noun only.
        GERUND.test(s.shortSubject)
          ? null
          : greet(
              s,
              `settle in wherever you are. This {little while|next little while} is about you and ${s.subject}.`,
            ),
    ],
    energetic: [
      (s) => greet(s, `let's talk about ${s.subject}!`),
      only(PREPARING, (s) =>
        greet(s, `this is it! We're talking about ${s.subject}, and we're going all in!`),
      ),
      only(['performance'], (s) =>
        greet(
          s,
          `are you ready? Because we're talking about ${s.subject}, and you're going to crush it!`,
        ),
      ),
      (s) => greet(s, `wake up, because this one is about ${s.subject}, and it's your time!`),
      (s) => greet(s, `big energy now, because we're on to ${s.subject}{|, and you are ready}!`),
      // Not with "going to your cousins birthday party": no verb to carry it.
      (s) =>
        GERUND.test(s.shortSubject)
          ? null
          : greet(s, `here we go! ${capitalise(s.subject)}, and you, ready to move!`),
      (s) =>
        greet(
          s,
          `sit up, smile a little, because we're {tackling|taking on} ${s.subject} together!`,
        ),
      (s) =>
        GERUND.test(s.shortSubject)
          ? null
          : greet(
              s,
              `right, ${s.subject}! Let's get your head {in the right place|in gear} for it!`,
            ),
      (s) =>
        greet(
          s,
          `I've been looking forward to this one! {It's all about|Today it's} ${s.subject}!`,
        ),
      (s) => greet(s, `{let's get into|let's dive into} ${s.subject}, {right now|straight away}!`),
      (s) => greet(s, `big moment, big heart! {We are talking|It's time to talk} ${s.subject}!`),
      (s) =>
        greet(s, `{ready|you ready}? {Good|Great}, because ${s.subject} is up, and so are you!`),
    ],
  },
  {
    encouraging: [
      'The fact that you are here, {looking for a little encouragement|asking for a bit of support}, already tells me {something good about you|that you look after yourself}.',
      "Whatever you're feeling right now, I want you to know that {you're not facing this alone|someone is on your side}.",
      'Before we go any further, take a second to notice that you {showed up for yourself|made time for yourself}.',
      '{Reaching out like this|Asking for encouragement} takes more courage than people {give it credit for|realise}.',
      'You took a few minutes for yourself just now, and {that was a good call|that was wise}.',
      'I have a feeling you are {doing better with this|coping better} than you give yourself credit for.',
      "{Taking a few minutes for yourself|Stopping to listen} is {a good choice|a kind thing to do}, and I'm glad you did.",
      "{Whatever brought you here today|However today has gone so far}, {I'm on your side|you have company now}.",
      "You {don't|do not} have to {have it all worked out|be sure of anything} to listen to this.",
    ],
    confident: [
      'This matters to you, and that is exactly why you will give it {real care|your full attention}.',
      'You did not come this far to {hold back now|stop at the edge}.',
      'You are not here by accident. You are here because you intend to follow through.',
      'People who look for help are usually the ones who end up {handling things well|doing well}.',
      'You already know more about this than you think. {Let me show you|I will show you}.',
      'Let us put the noise aside for a few minutes and look at {what is true|the facts}.',
      "{Let's be practical|Let's be clear-eyed} about this, because you {deserve|can handle} it.",
      'You came looking for something useful. {That is what you will get|You will get exactly that}.',
      '{Here is the short version|The short version is}: you are more ready than you feel.',
    ],
    gentle: [
      'Whatever you are carrying, you can set some of it down {while we talk|for a few minutes}.',
      "You don't need to feel ready right now. You only need to be here, and you are.",
      "It's okay to feel however you feel about it. {All of it is welcome here|Every bit of it is allowed}.",
      'Nothing is expected of you in the next few minutes {except to listen, if you like|but to breathe and listen}.',
      "You don't have to say anything or fix anything. Just let these words keep you company.",
      'If your shoulders are up around your ears, let them drop a little. {There is time|Nothing is urgent}.',
      'Take this at whatever pace feels right. {I will go slowly|There is no hurry}.',
      '{Let your breath slow a little|Let your shoulders soften} as we begin.',
      '{There is nothing to get right here|Nothing here needs doing well}. Just listen.',
      '{You can close your eyes if you like|Find a comfortable way to sit}, and let this be easy.',
    ],
    energetic: [
      'This matters, you matter, and today we move!',
      only(PREPARING, "Feel that? That's your chance knocking, so let's answer it!"),
      'No more waiting and no more maybe: this is your moment!',
      "You showed up, and {that's already a point on the board|that's the first win of the day}!",
      "Shake it out, take a big breath, and {let's get going|here we go}!",
      "You're here, you're listening, and that's a great start!",
      "{Feel that spark|Notice that bit of fire}? {We are going to use it|Let's put it to work}!",
      '{Chin up|Shoulders back}, {big breath|deep breath}, and here we go!',
      '{This is going to be good|You are going to like this}!',
      'I can feel it already: you are {more ready than you think|ready for more than you know}!',
    ],
  },
];

/** What the speech says about the latest check-in, by its overall mood, in words and not numbers. */
export const MOOD_LINES: Readonly<
  Record<MoodCategory, readonly ((mood: BriefMood, s: Slots) => string | null)[]>
> = {
  overwhelmed: [
    (mood) => {
      const detail = moodDetail(mood);
      return (
        detail &&
        `You told me you're feeling overwhelmed, ${detail}, and I want to start right there.`
      );
    },
    () =>
      "Right now you're overwhelmed, and your mind is probably racing through everything at once. That makes sense, and we'll take it one piece at a time.",
    () => "You're overwhelmed, and I believe you. Too much has landed at once.",
    () =>
      'Feeling overwhelmed is what happens when a lot arrives together. It is not a sign that you are failing.',
    () =>
      "When you're this overwhelmed, even small things can look like mountains. We'll keep everything small here.",
    () => "You checked in overwhelmed, so let's not add anything heavy. Just listen for a while.",
  ],
  struggling: [
    (mood) => {
      const detail = moodDetail(mood);
      return (
        detail &&
        `You're struggling a little, ${detail}. That's okay. Low days are part of the road, not the end of it.`
      );
    },
    () =>
      "I can tell you're struggling. You don't need to feel strong to take one small step, and that's all we're going to ask of you.",
    () => "It sounds like things are hard right now. I'm glad you reached out anyway.",
    () => "You're finding it tough at the moment, and you don't have to dress that up for anyone.",
    () =>
      'Struggling is not the same as failing. It mostly means you are carrying something heavy.',
    () => "Some days are uphill all the way, and this sounds like one of them. Let's go gently.",
  ],
  challenging: [
    () =>
      "Things are challenging right now, and I'm not going to pretend they aren't. You're still showing up, and that counts for more than you think.",
    (mood) => {
      const detail = moodDetail(mood);
      return (
        detail &&
        `Things feel hard going right now, ${detail}. Let's make this a little lighter together.`
      );
    },
    () => "It's been a demanding stretch for you. Let's take some of the weight off.",
    () =>
      'You are in a harder patch than usual. That is worth saying out loud before anything else.',
    () => 'When the going is heavy, a few kind minutes can go a long way. Here are yours.',
    () => "You've got a lot on. I'd like this to be the easiest part of your day.",
  ],
  mixed: [
    () =>
      "Your feelings are mixed. Part of you feels ready and part of you doesn't, and both of those parts are welcome here.",
    () =>
      "You're carrying mixed feelings right now, some good, some heavy. Let's build on the good and be patient with the rest.",
    (mood) => {
      const detail = moodDetail(mood);
      return detail && `It sounds like a bit of everything at the moment, ${detail}.`;
    },
    () =>
      'Some things feel fine and others really do not. That in-between is a very human place to be.',
    () => 'A mixed sort of day, then. We can work with mixed.',
    () =>
      'It sounds like not great, not terrible, a bit of both. Let us see what we can do with that.',
  ],
  balanced: [
    () => "You're feeling fairly calm and steady, and steady is a wonderful place to start from.",
    (mood) => {
      const detail = moodDetail(mood);
      return (
        detail &&
        `You sound fairly even at the moment, ${detail}. Let's give that calm a direction.`
      );
    },
    () => 'You sound settled, and that gives us room to think clearly.',
    () => 'It sounds like you have your feet under you. That makes this a good time to look ahead.',
    () => 'Things feel fairly even for you right now, and even is underrated.',
    () => 'You are on solid ground at the moment. Let us use it well.',
  ],
  good: [
    (mood, s) => {
      const detail = moodDetail(mood);
      return detail && !GENTLE.includes(s.kind)
        ? `You're in a good place, ${detail}. Let's build on that.`
        : null;
    },
    (_mood, s) =>
      GENTLE.includes(s.kind)
        ? null
        : "You're feeling good, and that's worth noticing. Let's put that feeling to work.",
    () => "You're feeling fairly good, and I'm glad. Let that lift sit with you for a moment.",
    () => 'It sounds like you have some brightness in you right now. Hold on to it.',
    () => 'A good day is worth noticing. Let yourself have it.',
    (_mood, s) =>
      GENTLE.includes(s.kind)
        ? 'Feeling a bit better is allowed, even now.'
        : 'You sound good, and good is a fine place to begin.',
  ],
  great: [
    (_mood, s) =>
      GENTLE.includes(s.kind)
        ? null
        : "You're feeling great, and that's no accident. Let's aim that strength at something that matters.",
    (mood, s) => {
      const detail = moodDetail(mood);
      return detail && !GENTLE.includes(s.kind)
        ? `You're in great shape, ${detail}. This is momentum, so let's use it.`
        : null;
    },
    () => 'You sound bright and clear right now, and that is lovely to hear.',
    () => 'You are feeling strong, and a strong day deserves to be used kindly.',
    () => "It's good to hear you're doing well. Let's make the most of it without rushing.",
    (_mood, s) =>
      GENTLE.includes(s.kind)
        ? 'A lighter moment is allowed, even in all of this.'
        : 'You are on form, and it shows.',
  ],
  excellent: [
    (_mood, s) =>
      GENTLE.includes(s.kind)
        ? null
        : "You're in excellent form, with energy and belief to spare. Let's channel all of that into one bold move.",
    (mood, s) => {
      const detail = moodDetail(mood);
      return detail && !GENTLE.includes(s.kind)
        ? `You're in excellent shape, ${detail}. Let's make the most of it.`
        : null;
    },
    () => 'You are feeling wonderful right now, and I am really glad to hear it.',
    () => 'You sound clear-headed and strong. That is worth savouring for a second.',
    () => "Everything feels like it's lining up for you. Enjoy that.",
    (_mood, s) =>
      GENTLE.includes(s.kind)
        ? 'A good moment is allowed, even now.'
        : 'This is the kind of day things get done on.',
  ],
};

/**
 * What the speech says back about fear of being hurt (by someone at home, an attacker, a bully):
 * the fear is taken seriously as being about their safety, never as nerves that show they care or
 * "a feeling, not a forecast".
 */
export const UNSAFE_FEAR_LINES: readonly ((word: string) => string)[] = [
  (word) =>
    `Of course you're ${word}. What is happening is frightening, and your fear is worth listening to.`,
  (word) => `Being ${word} makes sense. Your fear is telling you something real about your safety.`,
  (word) => `You're ${word}, and you are right to take that seriously. You deserve to feel safe.`,
  (word) =>
    `I hear how ${word} you are. {You do not have to talk yourself out of it|Nobody should have to feel like that}.`,
  (word) =>
    `{It makes sense that|Of course} you feel ${word}. {Nobody should have to live with that|Nobody should be made to feel that way}.`,
];

/** What the speech says back about a feeling named in the context. */
export const FEELING_LINES: Readonly<Record<FeelingKind, readonly ((word: string) => string)[]>> = {
  fear: [
    (word) =>
      `You said you're feeling ${word}. That isn't a sign you're not ready; it's a sign that this matters to you.`,
    (word) =>
      `Feeling ${word} before something like this is completely human. Nerves show up when we care.`,
    (word) => `Let's be honest about it: you're ${word}. That's okay, and we can work with that.`,
    (word) => `Of course you're ${word}. Anyone in your shoes would be.`,
    (word) =>
      `Being ${word} doesn't make you weak. It makes you someone who understands what is at stake.`,
    (word) => `I hear how ${word} you are, and I'm not going to tell you to just stop.`,
    (word) =>
      `{It makes sense that|Of course} you feel ${word}. {Something that matters is coming|This matters to you}.`,
    (word) =>
      `You're ${word}, and {that is allowed|that is all right}. {It does not get to decide how this goes|It is a feeling, not a forecast}.`,
    (word) =>
      `{Feeling|Being} ${word} {is part of caring|comes with caring about something}, {and you clearly care|and you care a lot}.`,
    (word) =>
      `{I know you are|You're} ${word}. {Let's make that feeling a little smaller together|We can turn the volume down on it a little}.`,
  ],
  stress: [
    (word) =>
      `You're feeling ${word}, and when everything piles up, even simple things can feel huge.`,
    (word) =>
      `Being ${word} doesn't mean you're failing. It means you've been carrying a lot, for a long time.`,
    (word) =>
      `Feeling ${word} is your mind telling you the load is too heavy, not that you are too weak.`,
    (word) => `When you're this ${word}, the kindest thing is to make everything a bit smaller.`,
    (word) => `You're ${word}, and that makes sense given everything on your plate.`,
    (word) => `Feeling ${word} is exhausting in itself. Let's not add to it.`,
    (word) =>
      `You're ${word}, and {no wonder|I am not surprised}. {There is a lot on you|You are carrying a great deal}.`,
    (word) =>
      `{When you are|Being} ${word} {shrinks the room to think|makes it hard to think clearly}, {so let's make things simpler|so we will keep this simple}.`,
    (word) =>
      `{Feeling|Being} ${word} {is a signal to ease off|is telling you something}, {not a sign of failure|not a mark against you}.`,
    (word) =>
      `{I can hear that you are|It sounds like you are} ${word}. {Let's take some weight off|Let's lighten the load a little}.`,
  ],
  low: [
    (word) =>
      `You told me you're feeling ${word}. That's real, and you don't have to pretend otherwise.`,
    (word) => `Feeling ${word} is not a verdict on who you are. It's only where you are right now.`,
    (word) => `Being ${word} can make everything look grey. It won't always look like this.`,
    (word) => `You're ${word}, and I'm not going to rush you out of it.`,
    (word) => `Feeling ${word} happens to good, capable people. It is a state, not a character.`,
    (word) => `It's hard to feel ${word}. Let's be gentle with you while you do.`,
    (word) =>
      `{Feeling|Being} ${word} {is heavy|weighs a lot}, and {you do not have to carry it perfectly|there is no right way to carry it}.`,
    (word) =>
      `You're ${word} {right now|at the moment}, {and that is where we start|and that is all right}.`,
    (word) =>
      `{When you feel|On the days you feel} ${word}, {small things are enough|small steps are plenty}. {We will keep it small|Nothing big is needed}.`,
    (word) =>
      `{I am sorry you feel|It is hard to hear that you feel} ${word}. {It will not always be like this|This will not last forever}.`,
  ],
  doubt: [
    (word) => `You said you're feeling ${word}. Doubt is loud, but it is not always right.`,
    (word) =>
      `Feeling ${word} comes to everyone who is about to grow. It comes with the territory.`,
    (word) => `Being ${word} doesn't mean you can't. It means you haven't seen the proof yet.`,
    (word) => `You feel ${word}, and that feeling deserves to be questioned, not obeyed.`,
    (word) =>
      `Plenty of capable people feel ${word}. It says more about their standards than their ability.`,
    (word) => `Feeling ${word} is uncomfortable, but it isn't a prediction.`,
    (word) =>
      `{Feeling|Being} ${word} {is common in people who care|usually means you care}, {not a sign you are out of your depth|not proof of anything}.`,
    (word) =>
      `You feel ${word}, {and yet here you are, still going|and you are still here, still trying}.`,
    (word) =>
      `{That|This} ${word} feeling {is worth checking against the facts|deserves a second look}. {The facts are kinder|They usually tell a better story}.`,
    (word) =>
      `{Feeling|Being} ${word} {does not mean you are|is not the same as being} {unable|not good enough}.`,
  ],
  frustration: [
    (word) =>
      `You're ${word}, and honestly, that makes sense. Frustration means you expect more, and that's not a bad thing.`,
    (word) =>
      `Being ${word} is energy. It just needs somewhere better to go, and we're going to give it one.`,
    (word) =>
      `Of course you're ${word}. You've been putting in effort and wanting to see it count.`,
    (word) => `Feeling ${word} is a sign you care about getting this right.`,
    (word) => `You're ${word}, and you're allowed to be. Let's see what it's pointing at.`,
    (word) => `Being ${word} is tiring. Let's take a breath and look at it from a different side.`,
    (word) =>
      `{Feeling|Being} ${word} {makes sense|is understandable}. {You have put a lot in|You have been trying hard}.`,
    (word) =>
      `You're ${word}, {and that energy can go somewhere useful|and we can put that energy to good use}.`,
    (word) =>
      `{It is natural to be|Anyone would be} ${word} {after all this|in your place}. {Let it out, then let's look ahead|Feel it, and then we will look forward}.`,
    (word) =>
      `{Being|Feeling} ${word} {tells me this matters|shows how much you care}, {and that is worth something|and that counts}.`,
  ],
  excitement: [
    (word) => `You said you're ${word}, and I love that. Let's turn it into focus.`,
    (word) => `You're ${word}, and you should be. That feeling is fuel.`,
    (word) => `Feeling ${word} is a great place to start. Let's keep it company with a plan.`,
    (word) => `I can hear that you're ${word}. That spark is worth protecting.`,
    (word) => `Being ${word} about this tells me it really matters to you.`,
    (word) => `You're ${word}, and that's a wonderful thing to bring with you.`,
    (word) =>
      `{Feeling|Being} ${word} {is great|is brilliant}. {Let's point it in the right direction|Let's use it well}.`,
    (word) =>
      `You're ${word}, {and I love hearing it|and that is good to hear}. {Hold on to that|Keep that feeling close}.`,
    (word) =>
      `{That|This} ${word} {energy|feeling} {is worth keeping|is a gift}, {so let's give it a plan|so let's make the most of it}.`,
  ],
};

/** Said in every kind but illness and grief, which have their own acknowledgements. */
export const ACKNOWLEDGE: readonly Beat[] = [
  {
    encouraging: [
      "Whatever you're feeling about it right now is allowed. You don't have to have it all figured out.",
      "It's okay if part of you is unsure. That's what happens when something really matters.",
      'You are allowed to feel unsure and still move forward. Most good things start exactly that way.',
      'Mixed feelings are welcome here. You do not have to sort them out before you begin.',
      'Whatever is stirring in you right now, it makes sense, and it is not a problem to solve.',
      "Nobody feels completely ready for the things that matter. You're in good company.",
      'However tangled it feels inside, you are still allowed to take a step.',
    ],
    confident: [
      'Feel what you feel, then decide what you will do. Feelings inform you; they do not decide for you.',
      'Nerves, doubt and pressure visit everyone who has ever done something worthwhile, and those people did it anyway.',
      'Notice the feeling, name it, and then set it beside you. It can come along without taking charge.',
      'Pressure is normal here. It does not get a vote on what you do next.',
      'Feeling uneasy is part of doing anything that counts. It does not change what you are capable of.',
      'The feeling is real. It is also temporary, and it is not in charge.',
      'You can be unsettled and still be clear about what you are going to do.',
    ],
    gentle: [
      'Let yourself feel whatever is here, without judging it. Nothing about how you feel is wrong.',
      "If part of you feels tired or unsure, that's alright. We can go slowly.",
      'However you are feeling right now, it can simply be here for a while.',
      'There is room here for every feeling, the heavy ones too.',
      'You can let the feeling be exactly as big as it is. Nothing needs to change in this minute.',
      "You don't have to tidy your feelings up for me. They can come as they are.",
    ],
    energetic: [
      "Yes, it's big, and yes, it's a lot, and yes, you can handle it!",
      only(
        PREPARING,
        'Feel the pressure? Good, because pressure is just energy waiting for a direction!',
      ),
      only(PREPARING, 'That buzz you feel is fuel, so let us use every drop of it!'),
      "Whatever you're feeling, it's welcome here, and we'll work with it!",
      notGoodNews('Doubts and all, you showed up! That matters!'),
      "It's a lot, and you're still here! That says something good about you!",
      'Big feelings mean big stakes, and you are built for this!',
      only(PREPARING, 'Nervous and excited at once? That is exactly the mix you want!'),
      'All those feelings mean you are alive and you care, and that is good!',
    ],
  },
  // Company in a worry: not said of good news.
  [
    'Every person you admire has stood somewhere like this, unsure and hopeful at the same time.',
    'The people who look calm on the outside are usually wrestling with the very same questions you are.',
    'If you could hear what goes on inside other people, you would find a lot of this same worry.',
    'You are far from the only one who has felt this way about something like this.',
    'What you are feeling has been felt by a great many people, and most of them got through it fine.',
    'Underneath the calm faces around you, plenty of people are carrying the same uncertainty.',
    'Almost everyone who has {faced something like this|been in your place} has felt some version of what you feel.',
    '{You are in large company|You have a lot of company} in this feeling, even if nobody says it out loud.',
    'If you asked around, you would find {this feeling|this exact worry} is far more common than it looks.',
  ].map(notGoodNews),
  [
    notUnwanted(
      'You are not behind. You are exactly where your path has brought you, and it keeps going from here.',
    ),
    "You don't need to be fearless. You only need to be willing, and you already are.",
    'You do not need everything sorted before you begin. A little willingness is enough.',
    notGoodNews('There is nothing wrong with you for finding this hard. It is hard.'),
    notGoodNews(notUnwanted(except(['setback'], 'Being unsure is not the same as being unable.'))),
    notUnwanted(
      except(['setback'], "It's fine to be a beginner at this. Everyone is, the first time."),
    ),
    notGoodNews('{Finding it hard|Struggling with it} does not mean you are doing it wrong.'),
    'You do not need to feel {confident|sure of yourself} to take the next step.',
    'It is {all right|okay} not to have {the answers yet|it figured out yet}.',
    only(
      ['setback'],
      'You do not have to know what comes next {yet|today}. {That can wait|It will become clearer}.',
    ),
    only(
      ['setback'],
      '{Feeling lost for a while|A spell of feeling lost} after a blow like this is {normal|only natural}.',
    ),
    only(
      ['setback'],
      '{It is all right to be knocked sideways|Being knocked sideways is all right}. {Anyone would be|It would knock anyone}.',
    ),
  ],
  [
    // Nobody wants to let people go or to tell their children of a divorce.
    notUnwanted(
      except(
        ['setback'],
        "It's also okay to want this badly. Caring this much is nothing to be embarrassed about.",
      ),
    ),
    notUnwanted(
      except(
        ['setback'],
        'Wanting something and fearing it at the same time is one of the most human things there is.',
      ),
    ),
    notUnwanted(
      except(
        ['setback'],
        'The fact that it matters to you is not a weakness. It is the whole reason it is worth doing.',
      ),
    ),
    notUnwanted(
      except(['setback'], 'Caring about how this goes is a good sign, even when it keeps you up.'),
    ),
    notUnwanted(
      except(
        ['setback'],
        'Hope and worry often travel together. Both of them are allowed to come.',
      ),
    ),
    notUnwanted(
      except(['setback'], 'You can want this and still feel wobbly about it. That is normal.'),
    ),
    // Fear of someone who hurts them is not nerves that show they care.
    notUnwanted(
      except(
        ['setback'],
        'Caring {a lot|deeply} and feeling nervous {go together|come as a pair}. {One explains the other|That is how it works}.',
      ),
    ),
    notUnwanted(
      'The strength of the feeling {shows|tells you} how much this {means to you|matters}.',
    ),
    notUnwanted(
      '{If it did not matter|If you did not care}, it would not {keep you up|feel like this}.',
    ),
    blowLanded(
      '{It hurts this much|It stings like this} because {you cared|it mattered to you}. {That care was never a mistake|Caring was never the mistake}.',
    ),
    blowLanded(
      '{You put yourself into this|You gave this your heart}, {so of course it hurts|and that is why it hurts}.',
    ),
    blowLanded(
      '{Disappointment this big|A disappointment like this} {shows how much you hoped|is the size of your hope}, {and hoping was right|and there is nothing wrong with hoping}.',
    ),
    only(
      ['setback'],
      '{You are allowed to mind|It is fine to mind} {a great deal|very much} about {what you lost|what did not happen}.',
    ),
  ],
];

/** Said when their mood or words ask for calm, and always for illness and grief. */
export const STEADY: readonly Beat[] = [
  [
    "So before anything else, let's slow down. Breathe in slowly through your nose, and let it out even more slowly.",
    "First, let's steady things. Take one slow breath in, hold it for a moment, and let it all the way out.",
    'Before we go any further, let your breath find its own pace. In slowly, and out even slower.',
    'Start by noticing your breathing. You do not need to change it much, just let the out-breath be long.',
    'Let us begin with one unhurried breath, the kind that lets your shoulders come down.',
    'Put a hand on your chest or your stomach if you like, and feel your breath rise and fall a few times.',
    'Take a breath with me now, slow on the way in, slower on the way out.',
  ],
  [
    "You don't have to solve everything right now. You only have to do the next small thing, and then the one after that.",
    'Everything on your list can wait for the length of one breath. Nothing will fall apart in that time.',
    'Nothing needs deciding in the next minute. This minute is just for breathing.',
    'Whatever is waiting for you will still be there in a moment, and you will meet it a little calmer.',
    "The whole of it doesn't need to be carried at once. Just this bit, just now.",
    'You are allowed to pause. Pausing is not the same as giving up.',
  ],
  [
    "Let's make the day smaller: one task, one hour, one step. That is a size you can carry.",
    "Notice where you are right now. You're here, you're safe, and you're still going.",
    'Look around and find three things you can see. That is where you are, and it is enough to start from.',
    'Feel the weight of your body where you are sitting or standing. Let the ground take some of it.',
    only(
      ['loved_one'],
      'Let the chair or the floor hold you for a moment. You have been holding a lot.',
    ),
    'Pick one small thing to do next, and let everything else stand in line behind it.',
    'Unclench your jaw, soften your hands, and let your eyes rest on something still.',
  ],
  [
    "If your thoughts start racing again, come back to your breath. It's always there, and it always helps.",
    "Your feet on the floor, your breath in your chest, this moment right now: that's all you have to handle.",
    'When the worry starts to spin, you can come back here, to one breath and one thing, as often as you need.',
    'This steadiness is not far away. It is one slow breath from wherever you are.',
    'You can return to this quiet any time, in a queue, in a car, lying awake. It goes where you go.',
    'Your mind may wander off again, and that is fine. Just bring it back, kindly, without scolding it.',
  ],
];

/** Why it matters to them; not said for illness or grief. */
export const PURPOSE: readonly Beat[] = [
  [
    "Let's start with why this matters, because your reason is the thing that will carry you.",
    'Think for a moment about why you care about this. Not why you should, but why you do.',
    'Underneath all of this there is a reason, and it is worth finding.',
    'Ask yourself, quietly, what this is really for.',
    'Something made this matter to you in the first place. I want you to remember what it was.',
    'Every effort has a why behind it, and yours is worth saying out loud.',
    '{Let me ask you|Think for a moment} {why this matters to you|what this is really for}.',
    '{Behind all this|Underneath the effort} {there is a reason|there is a why}, and {it is worth naming|it deserves a moment}.',
  ],
  [
    "Maybe it's the life you want to build, or the person you want to prove right, including yourself. Whatever it is, it's real, and it's yours.",
    'Your reason might be quiet, but it runs deep. It is the reason you keep coming back to this, even on the days it feels heavy.',
    'It might be a person you love, a feeling you want more of, or a door you want to open. It does not need to impress anyone.',
    'Perhaps it is freedom, or security, or simply the satisfaction of doing something well. Any of those is enough.',
    'Often the real reason is simple: you want to like the life you are living. That is a very good reason.',
    'Whatever yours is, it belongs to you, and it is stronger than the doubt.',
    '{It might be|Maybe it is} {the person you want to become|the life you are building}, or {simply|just} {wanting to feel proud|wanting to know you tried}.',
    '{Whatever your reason is|Your reason, whatever it is}, {it belongs to you|it is real}, and {it is enough|it counts}.',
  ],
  [
    only(
      AHEAD_OF_THEM,
      (s) =>
        `There's more to ${s.shortSubject} than a box to tick. It's a step toward the life you've been picturing for yourself.`,
    ),
    only(
      AHEAD_OF_THEM,
      'This is a step toward the life you have been picturing for yourself, and every step counts.',
    ),
    only(
      AHEAD_OF_THEM,
      (s) =>
        `Seen that way, you can treat ${s.shortSubject} less as a hurdle and more as a doorway.`,
    ),
    'Seen from there, this moment is one piece of something you actually want.',
    'When you connect it to your reason, the effort stops being a chore and starts being a choice.',
    only(
      ['setback', 'self_doubt'],
      'Seen from there, what happened is one chapter, and the reason you cared is still yours to follow.',
    ),
    only(
      ['setback', 'self_doubt'],
      'Whatever happens next, that reason does not belong to one result. It belongs to you.',
    ),
    only(
      ['setback', 'self_doubt'],
      'Your reason did not disappear with this. It is still there, waiting for you to pick it up again.',
    ),
    'It is part of a bigger picture, and you are the one painting it.',
    only(
      STRIVING,
      '{Seen that way|Put like that}, this is {part of something you chose|one piece of a bigger picture}.',
    ),
    only(
      STRIVING,
      '{Your reason|That reason} turns {the effort|the hard work} into {something you want|something that is yours}.',
    ),
  ],
  [
    'When the details get loud, come back to your reason. It will remind you why the effort is worth it.',
    'Hold your reason close. On the hard days, it will be the voice that gets you out the door.',
    'Write it down somewhere you will see it. A reason you can see is harder to forget.',
    'On the days it feels pointless, your reason is the thread to pull on.',
    'Let your reason be louder than the excuses. It usually is, once you listen for it.',
    'Keep that reason in your pocket. It weighs nothing, and it carries a lot.',
    '{On hard days|When it gets tough}, {remember your reason|come back to your why}. {It will steady you|It still holds}.',
    '{Write your reason down|Put your reason into words}, {and keep it close|somewhere you will see it}.',
  ],
  [
    'People with a clear reason tend to keep going long after the excitement has worn off, and you have one.',
    'Your reason does not have to be grand. It only has to be true for you, and it is.',
    'When you forget why, come back to it. Remembering is often enough to get you moving again.',
    'A reason you believe in is worth more than any amount of willpower on a tired afternoon.',
    'The why is what turns an ordinary effort into something that feels like yours.',
    'Knowing why you are doing this makes the how a great deal easier to face.',
    '{A clear reason|Knowing why} {keeps people going|carries people} {long after the first excitement fades|through the dull middle stretch}.',
    '{Your why|The reason} {does not need to be grand|can be small and still be strong}. {It only needs to be yours|It just has to be true}.',
  ],
];

/**
 * Another way to see telling someone close something true of their own (coming out, a pregnancy,
 * leaving a course): in place of REFRAME, whose nerves-as-excitement and tries-as-experiments are
 * a performance's.
 */
export const TELLING_REFRAME: readonly Beat[] = [
  [
    'Here is another way to see it: you are not asking for a verdict. You are letting people who matter to you know you a little better.',
    'Think of it less as an announcement and more as an opening: the first of several conversations, not the only one.',
    'It does not have to go perfectly to go well. Said at all, and said honestly, is what counts.',
    'Telling them is not the same as asking their permission. It is sharing something true.',
    'You get to choose how much to say, and when. Nothing has to be explained all at once.',
    'Whatever they say first is rarely their last word. People often need a little time to catch up with news.',
  ],
  [
    'Their first reaction is about their surprise, not about your worth.',
    'You have lived with this for a while. They are only starting to, so give them, and yourself, some room.',
    'Even a clumsy first sentence does the job. The words only have to be true, not polished.',
    'Nerves before saying something this personal show how much these people matter to you.',
    'It is all right to feel relieved and scared at once. Both can come along.',
    'If it goes less well than you hope, that is a first chapter, not the whole story.',
  ],
];

/** Another way to see a hearing in court or at a tribunal: in place of REFRAME, whose "not a verdict" it is. */
export const HEARING_REFRAME: readonly Beat[] = [
  [
    'Here is another way to see it: you are not there to perform. You are there to tell the truth as clearly as you can.',
    'The outcome is not only in your hands, but how you carry yourself is, and that is what you can work on now.',
    'Think of it as your chance to be heard properly, perhaps for the first time in all of this.',
    'It is a serious day, and you can meet it seriously: prepared, honest and steady.',
    'Nobody expects you to be polished. They expect you to be honest, and that you can be.',
  ],
];

/** Another way to see breaking news that will hurt the ones told: in place of REFRAME. */
export const HARD_NEWS_REFRAME: readonly Beat[] = [
  [
    'Here is another way to see it: you cannot spare them the news, but you can spare them hearing it badly.',
    'Think of it not as something you are doing to them, but as something you are helping them through.',
    'The kindest way to give hard news is the clear way. Being plain is not being cold.',
    'You are not the cause of what you have to tell. You are the person making sure it is told with care.',
    'It will not go smoothly, and it does not need to. It needs to be honest and humane.',
    'Doing this well does not mean nobody is upset. It means they knew where they stood, and that someone cared.',
  ],
  [
    'Their feelings in the moment belong to them. You do not have to fix them, only make room for them.',
    'If someone is angry, it is usually at the news, not at you, even when it is pointed your way.',
    'You can be sad about it with them. Showing that it matters to you is not a weakness.',
    'Nobody needs you to have perfect words. They need you to be there and to mean what you say.',
    'Dreading it is part of caring. Someone who did not care would not lose sleep over it.',
    'However it goes, the way you tell it is the part of this you can shape.',
  ],
];

/** Another way to see it; said only for performance and habit. */
export const REFRAME: readonly Beat[] = [
  [
    // Not for an exam or a test: to them it is exactly a test they might fail.
    (s) =>
      s.topic === 'exam' || isTelling(s.topic)
        ? null
        : `Here's another way to see ${s.shortSubject}: not as a test you might fail, but as a chance to show what you've been building.`,
    (s) =>
      s.topic === 'exam' || isTelling(s.topic)
        ? null
        : 'Here is another way to look at it: this is not a test you might fail, but a chance to show what you have been building.',
    "Let's look at this from a different angle. What if this isn't a threat at all, but an opening?",
    'Try turning it around for a moment. This is something you get to do, not only something you have to do.',
    notTelling('What if the pressure you feel is simply a measure of how much you have to offer?'),
    'Step back and look at it from a little further away. It is one important moment in a long and capable life.',
    notTelling('Try seeing it as practice, not a verdict. Every try teaches you something.'),
    notTelling(
      '{Look at it from another side|Turn it round for a second}: {it is a chance to show what you can do|it is a chance, not a judgement}.',
    ),
    notTelling(
      '{What if|Suppose} this is {less a hurdle and more a step up|a step up, not a hurdle}?',
    ),
    notTelling(
      'Think of it as {something you have been building towards|the next stretch of something you already do}.',
    ),
    // Only where it is talked through: not an exam, an audition, a race or a driving test.
    (s) =>
      s.topic === 'interview' || s.topic === 'presentation'
        ? 'Think of it less as an exam and more as a conversation you have prepared for.'
        : null,
  ],
  [
    'Your body feels nerves and excitement in almost the same way. The difference is the story you tell yourself, and you get to choose that story.',
    'That racing heart is not your enemy. It is your body getting ready to do something that matters.',
    'The tension in your chest is readiness. Your body is sharpening itself for you.',
    'What you feel right now is energy, and energy can be pointed wherever you choose.',
    'The fluttering feeling is the same one people call excitement. You are allowed to call it that too.',
    'Adrenaline makes you quicker and more alert. It is on your side, even if it does not feel friendly.',
  ],
  [
    "This isn't about being perfect. It's about showing up, doing your honest best, and learning from whatever happens.",
    'Perfect was never the goal. Present, prepared and honest will take you further than perfect ever could.',
    'Nobody needs you to be flawless. They need you to be there and to be yourself.',
    notTelling(
      'A good result rarely looks perfect from the inside. It looks like someone trying and keeping going.',
    ),
    'Aim for honest and clear rather than perfect. Those are much easier targets, and better ones.',
    'Small stumbles are part of every real effort. They are not the thing anyone remembers.',
  ],
  [
    "A challenge like this doesn't find people who aren't ready to grow. It's here because you're ready for the next step.",
    'The pressure you feel is proof that you are doing something meaningful. Easy things do not feel like this.',
    'If this did not matter, you would not feel anything. The feeling is a sign you are reaching.',
    'You are stretching, and stretching always feels a bit uncomfortable.',
    'Things that matter tend to arrive with butterflies. That is the price of caring.',
    'This feels big because it is a step up, and steps up are how people grow.',
  ],
  [
    'Even if it does not go exactly the way you picture it, you will come out of it stronger, wiser and closer to where you want to be.',
    "Whatever the outcome, you gain something: experience, courage, and the knowledge that you didn't hide from it.",
    'However it turns out, you will know more afterwards than you do now.',
    notTelling('Every result teaches you something, the disappointing ones most of all.'),
    notTelling('There is no version of this where you learn nothing.'),
    'Whatever happens, you will have done the brave thing, and that stays with you.',
  ],
  [
    'Think of it as an experiment rather than a verdict. You get to learn something either way.',
    'What if this turns out to be the moment you look back on as a turning point?',
    'Treat it like a first draft. First drafts are supposed to be improved on.',
    'It is one try, not a judgement on your whole life.',
    'You can get curious about it instead of afraid of it. Curious people learn faster.',
    'It is a step, and steps are supposed to be taken, not agonised over.',
  ],
  [
    'Every expert was once a beginner who kept going past the awkward part.',
    "Discomfort is often the feeling of growing. It means you're stretching, not breaking.",
    'The awkward middle part is where the skill gets built.',
    'Feeling clumsy is what learning feels like from the inside.',
    'Everyone you admire has a pile of clumsy first attempts behind them.',
    'Progress often feels like struggle right up until it suddenly feels easy.',
  ],
];

/** The voice in their head; for illness and grief, only the lines of their own and the gentle ones. */
export const SELF_TALK: readonly Beat[] = [
  [
    "Now let's talk about the voice in your head, because it's going to be with you the whole way.",
    'I want to say something about the way you talk to yourself, because it matters more than almost anything else.',
    'There is a voice you hear more than any other, and it is your own.',
    'Listen for a moment to what you have been saying to yourself about all this.',
    'Something worth noticing: the words you use on yourself, especially when things go wrong.',
    'You have a running commentary going in your head. Let us see whether it is being fair to you.',
    '{Let me say a word about|I want to talk about} {the voice in your head|how you speak to yourself}.',
    '{Pay attention|Listen closely} to {the words you use on yourself|how you talk to yourself} {this week|for a day or two}.',
  ],
  [
    except(
      ['grief'],
      "When it says you can't, ask it one simple question: says who? Most of the time, it has no evidence at all.",
    ),
    // "One small mistake" would blame someone who is ill, grieving, worried for someone, was left or
    // is in debt.
    (s) =>
      GENTLE.includes(s.kind) || notAnAttempt(s)
        ? null
        : "That inner critic loves to exaggerate, turning one small mistake into a whole story. You don't have to believe the story.",
    'The critical voice is usually an old habit, not a wise adviser. It speaks with confidence, but it is often wrong.',
    'That voice thinks it is protecting you. It is just being far too loud about it.',
    'If a friend spoke to you the way that voice does, you would stop listening to them.',
    'Notice how often the harsh voice uses words like always and never. Real life is rarely that tidy.',
    except(
      GENTLE,
      '{That voice|The critic in your head} {is quick to judge|is quick to jump to conclusions}, {and slow to notice what you got right|and forgets everything you did well}.',
    ),
    '{The harsh voice|That critical voice} {is not the voice of truth|is not the truth}. {It is just loud|It is simply the loudest}.',
    except(
      GENTLE,
      '{When the critic speaks|When that voice starts}, {ask for evidence|ask what proof it has}. {It rarely has any|Usually there is none}.',
    ),
    only(
      ['grief'],
      'Grief has a harsh voice of its own: if only, I should have, why did I not. It is loud, and it is not fair to you.',
    ),
    only(
      ['grief'],
      'That voice may say you should be coping better by now. It does not know how grief works.',
    ),
    only(
      ['illness'],
      'When you are unwell, that voice may call you a burden or a nuisance. It is wrong on both counts.',
    ),
  ],
  [
    'Try speaking to yourself the way you would speak to a friend you believe in: kindly, honestly, and with a little faith.',
    except(
      GENTLE,
      "Replace 'I have to' with 'I get to'. It is a small change in words, and a big change in how it feels.",
    ),
    except(GENTLE, "Swap 'I can't' for 'I can't yet'. That one small word leaves the door open."),
    "Try answering the critic out loud, calmly: 'Thanks, I've got this bit.'",
    except(
      GENTLE,
      'Talk to yourself by name, the way a coach would. It puts a little helpful distance between you and the worry.',
    ),
    'When you catch a harsh thought, ask what you would say to someone you love who thought it.',
    '{Answer it|Reply to it} {calmly|kindly}, {as you would a worried friend|the way you would answer a frightened friend}.',
    '{You can talk back to it|You are allowed to answer back} {with something true and kind|with the facts, gently}.',
    except(
      GENTLE,
      '{Swap|Trade} {a harsh word|one harsh sentence} {for a fair one|for a fairer one}, {each time you notice it|whenever you catch it}.',
    ),
    only(
      GENTLE,
      'When the harsh thought comes, answer it the way you would answer a friend in your place: gently, and with the truth.',
    ),
    only(
      GENTLE,
      'You can say to that voice, quietly: I am doing what I can, and that is enough for today.',
    ),
    only(
      GENTLE,
      'Put a hand on your chest and say something kind to yourself, even if it feels odd. Your body hears it.',
    ),
    only(
      GENTLE,
      'If you would not say it to someone you love, you do not have to say it to yourself.',
    ),
  ],
  [
    except(
      GENTLE,
      "Here are words worth repeating: I am prepared, I am capable, and I don't need to be perfect to be good.",
    ),
    except(
      ['grief'],
      'Give yourself a line to hold on to, something simple, like: I have done hard things before, and I can do this one too.',
    ),
    except(GENTLE, 'A sentence worth keeping: I am allowed to learn as I go.'),
    except(GENTLE, "Try this one on: I don't have to feel confident to act with courage."),
    'Here is one for the difficult moments: one step, then the next one.',
    'Keep a short phrase ready, like: steady, clear, kind. Say it when the noise gets loud.',
    '{A phrase to keep|A line to keep}: {I am doing my best, and that is enough|one thing at a time}.',
    except(
      GENTLE,
      '{Try saying|Try this}: {I can learn this|I am getting better at this}, {even if slowly|one day at a time}.',
    ),
    '{Keep a few words ready|Have a sentence ready}: {breathe, slow down, next step|easy, steady, kind}.',
    only(
      ['grief'],
      'Here is a line to hold on to: I loved them, and I still do. That is why this hurts.',
    ),
    only(
      ['illness'],
      'Here is a line for the hard moments: I am looking after myself, one day at a time.',
    ),
    only(GENTLE, 'A sentence worth keeping: I am allowed to go slowly.'),
    only(
      ['grief'],
      'Keep these words close for the heavy moments: this is grief, and grief is love.',
    ),
    only(
      ['grief'],
      'Here is something to say on the hard evenings: I can miss them and still look after myself.',
    ),
    only(
      GENTLE,
      'Try this one on: I do not have to be strong all the time to be getting through this.',
    ),
  ],
  [
    'The more you say it, the more your mind starts to look for proof that it is true. And the proof is there.',
    'Words shape what we notice. Choose words that help you notice your strength.',
    'It might feel silly at first, so say it anyway. Your mind is listening even when you feel silly.',
    'Repetition is how a new thought becomes a familiar one.',
    'Kind words to yourself are not soft. They are practical, because they keep you going.',
    'You will not believe it fully at first, and that is fine. Belief tends to follow practice.',
    '{Kind words|Kinder words} {feel strange at first|can feel awkward}. {Keep using them|Use them anyway}.',
    '{The more often you say it, the more it sticks|Say it often enough, and it starts to feel true}.',
    '{Your mind|Your brain} {believes what it hears most|learns from repetition}, {so let it hear something kind|so give it kind words to learn}.',
  ],
  [
    except(
      ['grief'],
      "And when you do something well, say so. Praise yourself the way you'd praise anyone else.",
    ),
    except(
      ['grief'],
      'Name your wins in words: I handled that, I kept going. Your mind is listening.',
    ),
    'When something goes right, let yourself notice it out loud instead of hurrying past.',
    'Give yourself credit in plain words. Well done is a sentence you are allowed to say to yourself.',
    except(['grief'], 'Catch yourself doing things right, and tell yourself so.'),
    'Notice the good moments with as much attention as the mistakes. They deserve at least as much.',
    except(
      ['grief'],
      '{When something goes right|When you get something right}, {say so|tell yourself}. {It matters|It is worth noticing}.',
    ),
    '{Notice the good|Notice what went well}, {out loud if you can|even quietly}.',
    except(
      ['grief'],
      '{Praise|Credit} {the effort|the trying}, {not only the result|as well as the result}.',
    ),
    only(
      GENTLE,
      'When you manage something, even something small, tell yourself so. It counts more than it seems.',
    ),
    only(
      GENTLE,
      'On the better hours, notice them out loud: that was a little easier. Your mind is listening.',
    ),
    only(
      GENTLE,
      'Thank yourself at the end of a hard day for getting through it. You are the one who did.',
    ),
    only(
      ['grief'],
      'When you laugh, or enjoy a meal, or sleep well, let it be. It takes nothing away from them.',
    ),
    only(
      GENTLE,
      'Speak to yourself tonight the way you would speak to someone you were looking after.',
    ),
  ],
];

/** What they already have; not said for illness or grief. */
export const STRENGTHS: readonly Beat[] = [
  {
    encouraging: [
      'Let me remind you of something you may have forgotten: you are stronger than you give yourself credit for.',
      "Now, let's talk about what you already have going for you, because it's a lot.",
      'I want to point out a few things about you that are easy to overlook from the inside.',
      'You might not see it right now, but you bring real things to this.',
      'Here is what I notice when I look at you and this situation.',
      'It is worth taking stock of what you already have, before you worry about what you lack.',
    ],
    confident: [
      only(
        PREPARING,
        'Now remember who you are. You are capable, you are prepared, and you have done hard things before.',
      ),
      'Let us be clear about your strengths, because they are real and they are yours.',
      'Let us look at the evidence, because the evidence is on your side.',
      'Set the feelings aside for a moment and look at the facts about you.',
      'Here is what is true about you, whether it feels true right now or not.',
      'Look at your record for a second, not your worries.',
      'You have more to stand on than you think. Let me name some of it.',
    ],
    gentle: [
      'I want to gently remind you of the strength that is already in you, even on the days you cannot feel it.',
      "Let's take a moment to notice what you already carry with you: more strength than you realise.",
      'There are good things in you that do not go away on the hard days.',
      'Let me hold up a small mirror for a moment, because you may not be seeing yourself clearly.',
      'Underneath the worry, there is a lot in you that is steady and good.',
      'You have quiet strengths, the kind that rarely get noticed but always show up.',
    ],
    energetic: [
      only(
        PREPARING,
        "Now look at what you've got: skills, grit and heart, and you are loaded with all of it!",
      ),
      "Let's talk strengths, because you've got plenty of them!",
      'Time for a reminder of what you bring to the table!',
      'Look at everything you have already got going for you!',
      'You have more in your corner than you realise! Let me show you!',
      "Let's shine a light on what you're good at!",
      'Right, let us count up your strengths, because the list is long!',
    ],
  },
  [
    "You've handled hard things before. Think of one right now: a time you were sure you couldn't, and then you did.",
    'Remember the last time something felt impossible, and you found a way through it anyway.',
    'Think back to something that once scared you and now feels ordinary. You did that.',
    'There was a time you got through something you did not think you could. That person is still you.',
    'You have a longer record of coping than your worry is letting you remember.',
    'Somewhere behind you is a hard stretch you came out of. It counts as evidence.',
    'Think of a {day|week} that felt {impossible|too much} at the time. You got through it, and {you are still here|here you are}.',
    '{Your past self|The person you were a year ago} got through {things|days} you once thought you could not.',
    'You have {a track record|a history} of coping, {even if you do not think of it that way|more than you usually admit}.',
    '{Look back at|Think about} {the last hard thing you got through|a time you surprised yourself}. {That was you|You did that}.',
    '{You have come through|You have handled} {difficult stretches|tough seasons} before, {and you did it your way|more than once}.',
  ],
  [
    'You have skills, experience and a way of seeing things that is yours alone.',
    'Nobody else brings exactly what you bring: your history, your humour, your way of working things out.',
    'You notice things other people miss, and that is worth more than you think.',
    'You bring your own mix of care and common sense, and that mix is rarer than you would guess.',
    'The way you think things through is a strength, even when it feels like overthinking.',
    'Your particular experience has taught you things nobody else knows in quite the same way.',
    '{You have a way of|You are good at} seeing what matters, {even in a muddle|even when things are messy}.',
    'What you know {from your own life|from experience} {counts for a lot here|is a real asset}.',
    '{You bring|There is} a steadiness to things that other people {notice|lean on}, even when you do not feel it.',
    '{You have a way of|You are good at} {working things out|finding your way}, {even when it is messy|even without a map}.',
    '{The mix of|Your particular blend of} {care and common sense|patience and nerve} {is rarer than you think|is worth a lot}.',
  ],
  [
    "You're someone who keeps going. The proof is that you're still here, still trying, still asking how to do better.",
    'You keep showing up. That quiet persistence is one of the most powerful things a person can have.',
    '{You are still trying|You have not stopped trying}, and {that says a lot about you|that counts for a great deal}.',
    '{Looking for help|Reaching out like this} {is what people who get through things do|is a sign of someone who keeps going}.',
    'You have not given up on this, and that alone says a lot about you.',
    'Asking for help, looking for a way forward: these are the habits of someone who gets there.',
    'Even on the days you wobble, you come back. Coming back is the skill that matters.',
    'You are still looking for a way through. That is what determination looks like up close.',
    '{You are still here|You are still at it}, {still trying|still looking for a way}. {That is strength|That counts for a lot}.',
    '{You keep coming back to this|You have not walked away from this}, and {that says a great deal|that tells me plenty}.',
  ],
  [
    only(
      PREPARING,
      notTelling(
        'Your preparation counts. Every hour you have put in is still in you, waiting to be used.',
      ),
    ),
    'Nothing you have learned along the way is lost. It is all still there, ready when you need it.',
    'Everything you have lived through so far has been teaching you something useful.',
    'The effort you have put in has not vanished. It is stored in you, even if you cannot feel it.',
    'You already know more about this than you did a month ago.',
    'What you have learned, the hard way and the easy way, comes with you into this.',
    'You have been building up to this for longer than you realise.',
    '{You learn fast|You pick things up}, {faster than you give yourself credit for|more quickly than you think}.',
    '{When you do not know something|When you are unsure}, {you find out|you ask}. {That is a real skill|That is how anyone gets good}.',
  ],
  [
    "You know how to learn. Whatever you don't know yet, you can figure out.",
    "You've adapted before, to new places, new people and new challenges. Adapting is something you're good at.",
    'When something is new, you find your way in. You have done it many times.',
    'You are good at working things out as you go, even when you do not feel it.',
    'Not knowing something yet has never stopped you for long.',
    'You can ask, try, adjust and try again. That is really all any skill is.',
    '{Your heart is in this|You care about this}, and {that care carries people a long way|that care is a strength in itself}.',
    '{There is more grit in you|You are tougher} than {your worries suggest|you give yourself credit for}.',
  ],
  [
    'And you have heart. You care, and people who care find ways through.',
    "You have bounced back before, more times than you can count. That resilience hasn't gone anywhere.",
    'You are kinder and braver than your worst moments suggest.',
    'The fact that this matters so much to you is itself a strength.',
    'Your care for getting it right is exactly what will carry you.',
    'There is a quiet toughness in you. It has got you this far.',
  ],
];

export const TOPIC_STRENGTHS: Readonly<Record<Topic, readonly Line[]>> = {
  interview: [
    "You didn't get this interview by luck. Someone read about you and decided they wanted to meet you.",
    'They invited you because what you have already done caught their attention. That is not a small thing.',
    'Out of everyone who applied, they picked you to talk to. They already see something.',
    'Your experience got you in the door. Now it just gets to speak for itself.',
    'You know your own story better than anyone in that room ever could.',
    'They are not looking for a perfect person. They are looking for someone like you to be real with them.',
  ],
  audition: [
    'You have put hours into this piece, and those hours are in your body and your memory now.',
    'The panel is hoping the next person to walk in is the one they are looking for. It might be you.',
    'You love doing this, and that shows in a way nobody can fake.',
    'Your training does not leave you when the nerves arrive. It is what takes over.',
    'Nobody else will do it quite the way you do, and that is what they came to see.',
    'You have performed under pressure before, in lessons, rehearsals and on stage, and you came through.',
  ],
  driving: [
    'Every lesson and every practice drive has been building this. The skill is in your hands and feet now, not only in your head.',
    'You have already driven through what the test will ask of you: junctions, roundabouts, a manoeuvre or two.',
    'The examiner is not looking for perfect. They are looking for safe, and safe is something you already do.',
    'You know how to check, signal and take your time. That is most of what a test is.',
    'If your instructor thinks you are ready, that is the opinion of someone who has watched you drive, many times.',
    'One drive does not decide what kind of driver you are. Plenty of good drivers passed on a second go.',
  ],
  telling: [
    'You have already done the hardest part in private: knowing what is true and deciding to say it.',
    'Choosing to tell them is an act of trust and of courage, and both are yours whatever they say.',
    'You know these people, their moods and their better moments, better than anyone. That is on your side.',
    'You are not asking permission to be who you are, or to live your life. You are letting them know you.',
    'You have carried this on your own for a while. That took strength, and so does putting it down.',
    'Saying something true out loud is brave in a quiet way, and you are about to do it.',
  ],
  hearing: [
    'You know the facts of your own life better than anyone in that room. Saying them plainly is enough.',
    'You do not have to be a lawyer. You only have to be truthful, calm and clear about what you know.',
    'You have got through every step of this so far: the forms, the letters, the waiting. That took more strength than most people see.',
    'Nerves in a courtroom or a hearing are normal. The people who run them see nervous people every day, and they do not hold it against anyone.',
    'Caring this much about the outcome shows what matters to you, and steadiness is something you can bring whatever you feel inside.',
    whenAbout(
      /\b(?:custody|kids|children|son|daughter|child|contact)\b/,
      'Your love for your child is not in doubt because you are nervous. Steady and honest is what is needed, and you can be both.',
    ),
  ],
  'hard-news': [
    'Dreading this says how much you care about the people who will hear it. That care will show in how you tell them.',
    'You do not have to have every answer. Saying what you know, and what you do not know yet, is honest, and honesty is what people remember.',
    'Nobody can make news like this painless. What you can do is say it clearly and kindly, and stay with them while it lands.',
    'How they take it is theirs to feel. Shock, anger or tears are what hard news does, not a verdict on you.',
    'You did not choose for this to be true. You are choosing to be the one who tells it with care, and that matters more than you know.',
    whenAbout(
      WORKPLACE,
      'People remember how they were told long after the details fade. Being straight with them, and human about it, is the kindest thing you can do this week.',
    ),
    whenAbout(
      FAMILY,
      'They will take their cue from you more than from your exact words. Steady and loving is enough; nobody needs you to be perfect.',
    ),
  ],
  presentation: [
    'You know this material better than almost anyone who will be listening to you.',
    'You were asked to speak because you have something worth hearing.',
    'You have lived with this subject for a while now. It is yours.',
    'The people listening want to learn something, and you have it to give.',
    'You have put thought into this, and that thought will show.',
    'You understand why this matters, and that is what makes people listen.',
  ],
  exam: [
    "Everything you've studied is still in there, even on the days it doesn't feel like it.",
    'You have sat exams before and come through them. Your mind knows how to do this.',
    'Every page you have worked through has left something behind.',
    'You know more than your nerves are telling you.',
    'You have been learning this steadily, and steady learning holds up under pressure.',
    'Your memory is more reliable than your anxiety suggests.',
  ],
  fitness: [
    'Your body has adapted to every session you have already done. It remembers, even when you forget.',
    'Every run, every set, every early morning has been building the strength you are standing on now.',
    'You have already shown up on days you did not want to. That is the hardest part of fitness.',
    'Your body is more capable than it was when you started, whether you can see it or not.',
    'You have the patience to keep going, and in fitness patience beats talent.',
    'You know what it feels like to finish a hard session. You can draw on that.',
  ],
  health: [
    'Every healthy choice you have made so far has been quietly building something strong.',
    'You have already proven that you can change a habit. You have done it before, and you can do it again.',
    'You are paying attention to your health, which is something many people put off for years.',
    'You know your body better than anyone, and you are listening to it.',
    'Deciding to take care of yourself is a strength in its own right.',
    'You have made good choices before, even small ones, and they all count.',
  ],
  career: [
    'Your work has already shown what you can do. People have noticed, even when they have not said so.',
    'The experience you have built is real. Every project, every problem you solved, is part of your foundation.',
    'You have got through busy seasons at work before and come out the other side.',
    'You have skills that took years to build. They do not disappear under pressure.',
    'People rely on you for a reason.',
    'You know how to get things done, even when it is messy.',
  ],
  personal: [
    'You have grown so much already, more than you probably notice from the inside.',
    'The very fact that you want to grow is a strength. Plenty of people never even start.',
    'You are honest with yourself about what you want to change, and that honesty is rare.',
    'You have changed things in your life before. You know more about it than you think.',
    'You are curious about your own life, and curious people keep improving.',
    'Wanting to do better is where every real change starts, and you are already there.',
  ],
};

/** The people around them, and being on their own side; said for every kind. */
export const SUPPORT: readonly Beat[] = [
  [
    "And remember, you don't have to do this on your own.",
    'I also want you to remember the people in your corner.',
    'None of this has to be carried by you alone.',
    'Think for a moment about who is around you.',
    'There is something about other people I want you to remember.',
    'You are less alone in this than it might feel.',
    'Let me say something about the people in your life.',
    '{Now I want to say a word about|Let me say something about} the people {around you|who care about you}.',
    '{You have|There are} more people {on your side|in your corner} than {it might feel|you might think}.',
  ],
  [
    'Think of the people who care about you, and picture their faces for a moment. They are not expecting perfection; they are hoping for you.',
    'Somewhere there are people who would want to hear how you are doing. Let their care hold you up when your own strength runs low.',
    'There are people who think of you fondly, more than you know, and they would want to help if they could.',
    'Someone out there would be glad to get a message from you, even a short one.',
    'The people who love you do not need you to be impressive. They need you to be okay, and to let them in.',
    'Think of one person who makes you feel a bit more like yourself. Keep them in mind for a moment.',
    '{Someone who knows you|Someone who cares about you} {would want to know|would be glad to hear} how you {really are|are doing}.',
    '{Think of|Picture} someone who {always makes time for you|has your back}, and {remember|notice} that they still {do|would}.',
    '{The people who matter|The people close to you} {are hoping|want} to {help|hear from you}, {even if they do not say it|even if they are not sure how}.',
  ],
  [
    'Asking for help is not weakness. It is how strong people stay strong for the long run.',
    'If you need a word of encouragement, ask for it. The people who care about you will be glad you did.',
    'Letting someone help is a gift to them as well as to you. People like to be useful to those they love.',
    'You would help a friend in a heartbeat. Let them do the same for you.',
    'It is fine to be specific when you ask: a call, a walk, a meal, an hour of company.',
    'Help does not have to be big to matter. A text, a cup of tea or a listening ear can all count.',
    '{Saying|Telling someone} what you need is {not asking too much|a gift of trust}.',
    '{Nearly everyone|Almost anyone} {likes|is glad} to be asked for help {by someone they care about|when it is someone they love}.',
    '{A short message|One honest message}, like {this is a hard week|I could use some company}, {is plenty|is enough to start}.',
  ],
  [
    'And on the days when you feel alone in it, remember that you have a friend in your own corner too: you.',
    'Be on your own side. Cheer for yourself the way you would cheer for someone you love.',
    'You can be a kind presence for yourself, too, especially on the lonely days.',
    'When nobody else is around, speak to yourself the way a good friend would.',
    'Be the person who believes in you when you are running low.',
    'Treat yourself with the same warmth you would offer anyone else going through this.',
    '{You can be|Try being} {on your own side|your own good company} {too|as well}, {especially when it is quiet|even on the lonely evenings}.',
    '{Give yourself|Offer yourself} the {same kindness|same patience} you would {give a friend|offer anyone you love}.',
    '{Be|Let yourself be} {the friend|a friend} you {need right now|would want to have}.',
  ],
  [
    "Let someone know what you're dealing with. Saying it out loud makes it lighter, and it lets them help.",
    'Share the good moments as well. Small joys grow when someone else knows about them.',
    'Tell one person how you are really doing, not the tidy version.',
    'Reach out to someone, even briefly. Connection is one of the surest ways through hard times.',
    'If words are hard, just let someone sit with you. Company helps even in silence.',
    'Think of one person you could message. Sending it might be the kindest thing you do for yourself.',
    '{Reach out|Get in touch with someone} {today|this week}, {even in a small way|however briefly}.',
    '{You could tell someone|Try telling someone} how it really is, {not the tidy version|without dressing it up}.',
    '{If it feels easier|If talking is hard}, {send a message|write a short note} {instead of calling|rather than ringing}.',
  ],
  [
    'Connection does not fix everything, but it makes almost everything easier to carry, and you deserve that ease.',
    'People who go through hard things with company tend to come through them with more of themselves intact.',
    'Letting others in is not a burden on them. Most people feel honoured to be trusted with something real.',
    'Even one person who knows what you are going through can make the whole load feel lighter.',
    'You do not need a crowd. One or two people who care will carry a surprising amount.',
    'Keep the people who are good for you close, and let them be good to you for a while.',
    '{Company|Being with people} {makes a hard thing|can make a heavy thing} {a little lighter|easier to carry}.',
    '{One good conversation|A single kind conversation} can {change the feel of a whole week|lift more than you expect}.',
    '{You were never meant to|Nobody is meant to} {carry everything alone|do hard things entirely alone}.',
  ],
];

export const STEPS_LEAD: Readonly<Record<VoiceStyle, readonly Line[]>> = {
  warm: [
    "So let's make this practical, {just you and me|one step at a time}.",
    "Now, let's turn all of this into something you can {actually do|do this week}.",
    'Here are a few things that might help{| this week| today}.',
    "Let's get down to the doing part for a minute.",
    'Here are some practical things you can do {next|soon}.',
    "Here's what I'd suggest, {friend to friend|if you want my advice}.",
    'A few small, doable things, then.',
    "Here's where I'd start, if I were {beside you|in your shoes}.",
    'Let me give you some things to {actually try|try this week}.',
    '{Here are a few ideas|Here are some ideas} {for the days ahead|you can use today}.',
    '{Here is what might help|This is what I would try}, {in practice|day to day}.',
    "{Let's get practical|Now for the practical part}.",
  ],
  professional: [
    'Here is your plan, step by step.',
    "Let's be practical. This is what you do next.",
    'A few concrete actions will make the difference.',
    'Here is what to do, in order.',
    'Let us turn this into a plan you can follow.',
    'Here are the practical steps.',
    'This is the plan I would recommend.',
    '{Here are the actions|These are the actions} {I suggest|worth taking}.',
    '{The practical part|Now the practical part}, step by step.',
  ],
  soothing: [
    "Let's gently make a plan, one small step at a time.",
    "Now, let's find a few simple steps, nothing rushed, nothing heavy.",
    'Here are a few gentle things you could try.',
    'Let us find some small, kind steps together.',
    'A few soft steps, then, taken at your own pace.',
    'Here are some small things that might help, whenever you are ready.',
    '{A few small, kind ideas|Some small, gentle ideas}, {then|for whenever you want them}.',
    '{Here is what might make things a little easier|These might make things a little softer}.',
    'Nothing big is needed, just a few gentle ideas.',
  ],
};

export const TOPIC_STEPS: Readonly<Record<Topic, readonly string[]>> = {
  interview: [
    'Write down three stories from your experience that show how you solve problems, and practise telling each one out loud in under two minutes.',
    'Read up on the company one more time, and pick one thing they do that you genuinely admire. Let that be something you bring up.',
    "Prepare two or three questions of your own. An interview is a conversation, and you're allowed to find out whether the place is right for you too.",
    'Lay out what you will wear and plan your route the night before, so the morning has nothing in it but getting ready.',
    'When they ask a question, take a breath before you answer. A pause sounds thoughtful, not unsure.',
    'Practise your answer to "tell me about yourself" until it feels like a story you enjoy telling.',
  ],
  audition: [
    'Warm up properly before you go in, body and voice, even if you have to find a corridor to do it in.',
    'Run your piece once, calmly, the night before, and then leave it alone.',
    'Have a second piece ready in case they ask for something else, so a request feels like a chance, not a trap.',
    'Decide now what you will do if you go wrong: carry on, or calmly ask to start again. Panels see both every day.',
    'Bring water, layers and something to eat. Auditions often run late, and the waiting is part of it.',
    'Before you begin, take one breath and find your first moment: the first line, the first note or the first step.',
  ],
  driving: [
    'Book a lesson or a practice drive close to the day, on the roads around the test centre if you can.',
    "Get a proper night's sleep and eat something before you go. Tired eyes and an empty stomach can make everything harder.",
    'Arrive a little early, and take a few slow breaths in the car park before you go in.',
    'If you make a mistake, let it go and drive the next bit well. Examiners see nervous drivers every day, and one slip is often not the end of it.',
    'If you miss an instruction, ask them to say it again. That is allowed, and better than guessing.',
    'Drive the way you do with your instructor, at a safe and steady pace, not the way you imagine an examiner wants.',
    'Put your licence and anything else you need by the door the night before.',
  ],
  telling: [
    'Choose a time and a place where nobody has to rush off, and where you can step away if you need to.',
    'Have your first sentence ready, short and simple: there is something I want you to know.',
    'Tell one person you trust beforehand, so someone is ready to hear from you afterwards, whatever happens.',
    'Give them time. A first reaction is often not the last word, and a pause can just be a pause.',
    'If you are not sure you would be safe telling them, you can wait, or tell someone else first. The timing is yours.',
    'Write down what you most want them to understand, in case the words run out in the moment.',
  ],
  hearing: [
    'Put your papers in order the night before, in the order you may need them, with a copy for yourself.',
    'If you have a solicitor or an adviser, ask them what will happen first and what you are likely to be asked.',
    'Answer the question you are asked, briefly and truthfully. If you do not understand it, ask for it to be put another way.',
    'If you do not know or cannot remember, say so. That is an honest answer, and a better one than a guess.',
    'Find out where to go and when to be there, and whether you can bring someone with you for support.',
    'Write down the two or three points that matter most, so you can come back to them if your mind goes blank.',
    'Keep what you say to the facts, not to anyone’s character. It is what they are there to weigh.',
  ],
  'hard-news': [
    'Say the hard part in the first minute, in plain words. A long lead-in only makes the waiting worse for them.',
    'Write down the one sentence you must say, and the two or three things they will need to know next.',
    'Once you have said it, stop, and let there be quiet. You do not have to fill it or fix it.',
    'Be honest about what you do not know yet, and tell them when they will hear more.',
    'Choose a private place, and a time when nobody has to rush straight off afterwards.',
    'Have the practical details written down to hand over, for when they are ready to take them in.',
    'Plan something gentle for yourself afterwards, and someone you can talk it through with.',
    'Think about who else needs to know, and in what order, so nobody hears it second-hand.',
    'Keep the first conversation short enough to be kind. The details can follow once the news has landed.',
    'Ask one person you trust to check on you afterwards, and tell them roughly when.',
    'Have water, tissues and a little unhurried time in the room. Small things show you thought about them.',
    'If they ask why, give the true reason in a sentence or two, without defending it at length.',
    'Leave the door open for a second conversation, and tell them when and how they can come back to you.',
  ],
  presentation: [
    'Rehearse your opening until you could say it half asleep. Once the first minute is yours, the rest follows.',
    'Boil your message down to three points, and make sure everything you say serves one of them.',
    'Run through it out loud at least twice, with a timer, standing up the way you will on the day.',
    'When you are up there, slow down. What feels slow to you sounds calm and confident to them.',
    'Find two or three friendly faces and speak to them as if it were a conversation.',
    'Arrive early, check your equipment, and then give yourself a few quiet minutes before you begin.',
  ],
  exam: [
    'Break what is left into short blocks of study, with a real break after each one.',
    'Do past papers or practice questions under real conditions. It is the closest thing to the day itself.',
    'Start each session with the topic you are least sure about, then finish with something you know well.',
    'Protect your sleep. A rested brain remembers far more than a crammed one.',
    'On the day, read each question twice, begin with one you can answer, and let that build your momentum.',
    'Explain a topic out loud as if you were teaching it. Wherever you stumble is where to look next.',
  ],
  fitness: [
    'Lay out your gear the night before, so the first decision of the day is already made.',
    'Put your sessions in your calendar like appointments you would never miss.',
    'On the hard days, commit to just ten minutes. Most days, ten minutes turns into the whole session.',
    'Keep a simple log of what you do, so you can look back and see how far you have come.',
    'Treat rest and food as part of the training: drink water, eat well, and give your body time to recover.',
    'Set one small target for this week that you know you can hit, and then hit it.',
  ],
  health: [
    "Choose one small habit to focus on this week, and make it so easy you can't say no to it.",
    'Set up your surroundings to help you: keep the good choices within reach and the others out of sight.',
    'Mark each good day with a tick on a calendar, and try never to miss two days in a row.',
    'Tell someone you trust what you are working on, so you do not have to carry it alone.',
    'When you slip, treat it as information rather than failure, and start again at the very next choice.',
    'Notice how you feel after a good choice, and let that feeling be your reward.',
  ],
  career: [
    'Write down the single most important thing you can move forward this week, and start on it first thing tomorrow.',
    'Block out one hour of focused time each day, and let nothing else into it.',
    'Reach out to one person who can help, whether that is advice, an introduction or simply encouragement.',
    'Keep a short list of your wins, big and small. It will remind you what you are capable of when you forget.',
    'Break the big goal into the next three actions, and only worry about the first one.',
    'At the end of each day, write down what went well. Progress is easier to feel when you can see it.',
  ],
  personal: [
    'Decide on one small action you can take today, something you can finish in under fifteen minutes.',
    'Write your goal somewhere you will see it every morning.',
    'Choose a set time each day for it, and protect that time the way you would protect a promise to a friend.',
    'Celebrate small progress. Every step forward deserves to be noticed.',
    'Find one person who will cheer you on, and tell them what you are working toward.',
    'Each evening, ask yourself one question: what did I do today that the person I want to be would do?',
  ],
};

export const GENERAL_STEPS: readonly Line[] = [
  (s) =>
    `Write down one thing you will do next for ${s.shortSubject}, and make it small enough that you can't talk yourself out of it.`,
  'Set a time limit on worrying: ten minutes, and then you go back to doing.',
  'Prepare as well as you reasonably can, and then give yourself permission to stop preparing and rest.',
  'Notice the moments when your inner critic gets loud, and answer it the way you would answer a friend.',
  'Before bed, spend two minutes picturing the next day going well, then put it down and let yourself sleep.',
  'Talk to someone who has done what you are about to do, and ask them what helped them most.',
];

/** Ordinals the professional voice style puts before each step it keeps. */
export const STEP_ORDINALS = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
];

/** The day itself; said only when a day is ahead. */
export const THE_DAY: readonly Beat[] = [
  [
    (s) =>
      ahead(s)
        ? `Let's think about ${ahead(s) ?? ''} itself, and how you want to begin it.`
        : "Let's think about the day itself, and how you want to begin it.",
    "Now let's think about the day itself, from the moment you wake up.",
    'Let me walk you through the day, gently, from the start.',
    'It helps to picture the day in order, so nothing about it feels like a surprise.',
    (s) =>
      ahead(s)
        ? `When ${ahead(s) ?? ''} arrives, here is how I would like it to go for you.`
        : 'When the day arrives, here is how I would like it to go for you.',
    'A little thought about the day itself can take a lot of the worry out of it.',
  ],
  [
    'Start the morning slowly, if you can. A few quiet minutes before the rush can change the whole feel of a day.',
    'Give yourself a calm start: water, something to eat, and a minute to stand still before anything else.',
    'Wake up with enough time that nothing has to be hurried.',
    'Eat something, even if your stomach is fluttering. A steady body makes for a steadier mind.',
    'Put on something comfortable that makes you feel like yourself.',
    'Let the first hour be an ordinary one: a drink, a wash, a bit of fresh air.',
  ],
  [
    'Before you begin, take three deep breaths and remind yourself of one thing you are proud of.',
    'Just before it starts, roll your shoulders back, lift your chin a little, and let your breath drop low.',
    'In the last few minutes, stop going over things. What you know is already there.',
    'Just before, find somewhere quiet for a moment, even a corridor, and let your breathing settle.',
    'Right before it begins, shake out your hands and let your jaw go loose.',
    'In the moments before, put a hand on your stomach and breathe into it, slowly, three times.',
  ],
  [
    "Don't try to hold everything in your head. Hold one intention, something like: I'll be present, and I'll be myself.",
    'Pick one word for the day, like steady, or brave, or clear, and come back to it whenever your mind wanders.',
    'Go in with one simple aim: to be yourself, and to pay attention.',
    'Choose one thing you want to remember to do, and let the rest take care of itself.',
    'Carry one small reminder with you, a word on your hand or a note in your pocket.',
    'Let your aim be modest and clear: do your honest best, one moment at a time.',
  ],
  [
    'And when it is done, whatever happened, do something kind for yourself. You will have earned it.',
    'Afterwards, take a moment to notice what you did well before you look at anything else.',
    'Plan a small treat for afterwards, something to look forward to whatever happens.',
    'When it is over, let it be over for a little while before you start replaying it.',
    notUnwanted('Afterwards, tell someone about it, and let them be pleased for you.'),
    'Once it is done, give yourself credit for going through with it. That part was yours.',
  ],
  [
    'If nerves rise, press your feet into the floor and breathe out slowly. Your body will follow your breath.',
    'If something unexpected happens, treat it as part of the day, not as a sign that things are going wrong.',
    'If you stumble over a word or a moment, carry on. Most people will not even notice.',
    'If your mind wanders, bring it back to the next small thing in front of you.',
    'If it feels like too much, slow down for a breath. You are allowed to take a moment.',
    'If something goes off plan, take it in your stride. Plans bend; you can too.',
  ],
];

/** The hard moments; for grief only the lines that do not speak of trying or stumbling. */
export const RESILIENCE: readonly Beat[] = [
  [
    "Now, let's be honest about the hard moments, because they will come.",
    "There will be moments when it gets hard. Let's get you ready for those too.",
    'Not every moment of this will feel good, and it helps to expect that.',
    'Some stretches of this are going to be rough. Let us plan for them now, while you are calm.',
    'Let me say something about the difficult days before they arrive.',
    'It is worth having a plan for when things get hard.',
    '{Let me be straight with you|I want to be honest} about the harder days, {so they do not catch you off guard|so you are ready for them}.',
    '{Some days will be harder than others|Not every day will go well}, and {that is worth planning for|it helps to know that now}.',
  ],
  [
    "When a moment goes wrong, and one might, it doesn't decide the whole day. You can always reset with the next step, the next breath.",
    except(
      ['grief'],
      'One stumble is just one stumble. It does not get to define everything that comes after it.',
    ),
    'A bad hour is not a bad day, and a bad day is not a bad life.',
    only(
      GENTLE,
      'Some days your body or your mood will not cooperate. Those days are not a failure on your part.',
    ),
    'If a day goes badly, you can start again from the very next moment. There is no need to wait for a fresh week.',
    'A hard moment is only a moment. It passes, and you get to choose what comes next.',
    'When something goes wrong, treat it as weather. It passes, and you are still here.',
    '{A rough patch|A bad spell} is {a patch|a spell}, not {the whole road|the whole story}.',
    'When {things go sideways|a day falls apart}, {the next hour is still yours|you can begin again with the next small thing}.',
    '{A hard day|A setback in the day} {does not wipe out|cannot cancel} the ground you have already covered.',
    only(
      ['grief'],
      'When a wave of grief comes, let it come. It will rise, and it will ease again.',
    ),
    only(
      ['grief'],
      'A hard hour does not mean the whole day is lost. The next hour can be gentler.',
    ),
  ],
  [
    only(
      PREPARING,
      notTelling(
        'If your mind goes blank, pause, breathe, and come back to what you know. A silence feels far longer to you than it does to anyone else.',
      ),
    ),
    only(
      PREPARING,
      'If you lose your place, simply stop, breathe, and pick up the thread again. Nobody minds a pause as much as you think.',
    ),
    'If you feel yourself spiralling, stop and name what is actually happening, in plain words.',
    'When it all feels like too much, shrink your world to the next ten minutes.',
    only(GENTLE, 'On the worst days, the only task is to get through the day. That is enough.'),
    'If the worry gets loud, notice it, breathe, and do one small thing with your hands.',
    'If everything feels urgent, pick the one thing that truly is, and let the rest wait.',
    'When your thoughts run ahead, bring them back to what is in front of you right now.',
    'If you feel stuck, change something small: the room, the light, the next task.',
    'If {your head gets crowded|it all gets too loud}, {write down what is bothering you|put it on paper}, then {pick one thing|choose the smallest piece}.',
    'When you {feel overwhelmed|feel swamped}, {step outside for a minute|get some air}, and come back to {one task|one thing}.',
    'If {it all piles up|everything arrives at once}, {ask yourself|try asking}: what is the next {right|small} step, and only that?',
  ],
  [
    only(
      STRIVING,
      'Setbacks are not the opposite of progress. They are part of it, and everyone who got where you want to be has a collection of them.',
    ),
    only(
      STRIVING,
      'Every person who has done what you are trying to do has stumbled along the way. It is part of the path, not a detour from it.',
    ),
    'Hard days are part of any difficult stretch. They do not mean you are doing it wrong.',
    'Ups and downs are normal. A down does not undo the ups.',
    only(GENTLE, 'Good days and hard days will probably take turns for a while. Both are allowed.'),
    'Struggling for a while does not mean you are going backwards.',
    '{Down days|Low days} are part of {the pattern|any long stretch}, {not a break in it|not proof of anything}.',
    '{A wobble|A dip} is not {a collapse|a fall}. {It passes|It tends to pass}.',
    only(GENTLE, 'Feeling worse for a while does not mean everything is going wrong.'),
    only(
      ['grief'],
      'Grief comes back in waves, sometimes out of nowhere. That is not a step backwards.',
    ),
    only(
      ['grief'],
      'A day when it all feels new again does not undo the days you have got through.',
    ),
    only(
      GENTLE,
      'Some days will be heavier than the ones before them. That is how this goes, not a sign of anything wrong.',
    ),
    except(
      ['grief'],
      'Difficulty is not a sign that you are on the wrong road. Often it means you are on the right one.',
    ),
    only(
      GENTLE,
      'Recovery and healing rarely go in a straight line. A hard day does not cancel the good ones.',
    ),
  ],
  [
    only(
      STRIVING,
      "On the days when motivation doesn't show up, let routine carry you. You don't have to feel like it to do it.",
    ),
    only(
      STRIVING,
      'Motivation comes and goes, but commitment stays. On the flat days, lean on your commitment.',
    ),
    'On the low days, lean on small routines: a walk, a shower, a meal. They hold you up when you cannot.',
    'When you feel empty, do one simple caring thing for yourself and count it.',
    'Some days your best will be smaller than other days. Your best still counts.',
    'Some days, getting through is the whole achievement. Let that be enough.',
    'When {energy is low|you are running on empty}, {do the smallest useful thing|pick the gentlest task}, and {call it a day|let that be enough}.',
    '{On the heavy days|When it is heavy}, {lean on|fall back on} the {basics|simple things}: food, water, rest, {a kind word|a friendly voice}.',
    only(GENTLE, 'On the days you have nothing left, let other people carry a little more.'),
    only(
      ['grief'],
      'On the low days, let someone else cook, drive or phone. Being looked after is part of getting through.',
    ),
    only(
      ['grief'],
      'When the evenings are long, fill one hour with something familiar: a programme, a walk, a call.',
    ),
    only(GENTLE, 'When you feel worn out, let rest be the plan, not a failure of the plan.'),
    except(
      ['grief'],
      'On the flat days, lower the bar and step over it. That still moves you along.',
    ),
  ],
  [
    except(
      ['grief'],
      'And remember that doubt is a feeling, not a fact. You can hear it out without doing what it says.',
    ),
    'If you fall short somewhere, be as kind to yourself as you would be to someone you love. Then start again.',
    except(
      ['grief'],
      'Fear is a feeling, not a forecast. It tells you how you feel, not what will happen.',
    ),
    'When you wobble, speak to yourself gently. Harshness has never helped anyone get back up.',
    'Being kind to yourself on a hard day is not letting yourself off. It is what gets you through.',
    '{Speak to yourself|Talk to yourself} on a bad day {the way you would|as you would} speak to a friend {having the same day|in your place}.',
    '{Go easy on yourself|Be gentle with yourself} when {it goes badly|things go wrong}. {That is how you recover faster|Harshness only slows you down}.',
    '{After a hard moment|When something goes wrong}, {kindness first, fixing later|be kind first and fix things later}.',
    only(
      ['grief'],
      'When the guilt gets loud, answer it gently: you loved them, and you did what you could.',
    ),
    only(
      ['grief'],
      'If you snap at someone or forget something, forgive yourself quickly. You are carrying a great deal.',
    ),
    only(
      ['grief'],
      'On the heaviest evenings, you do not have to make sense of anything. You only have to rest.',
    ),
    only(
      ['grief'],
      'When a memory catches you off guard, let it. Then do one small, kind thing for yourself.',
    ),
    // Nothing disappointed or tried is presumed of an everyday hard thing still to do.
    except(
      ['grief', 'everyday'],
      'You can be disappointed and still be proud of yourself for trying.',
    ),
  ],
  [
    only(
      STRIVING,
      'When you feel like giving up, shrink the goal instead of quitting. Do less, but do something.',
    ),
    only(
      STRIVING,
      'On the worst days, your only job is not to quit. Showing up imperfectly still beats not showing up at all.',
    ),
    'On the hardest days, rest is a perfectly good choice. You can try again once you have rested.',
    'When it is heavy, make the next thing tiny. Tiny things still count.',
    'You do not have to be strong all the time. You only have to keep going gently.',
    only(
      ['grief'],
      'Some days the most you can do is get dressed and eat something. On those days, that is plenty.',
    ),
    'There is no wrong way to get through a hard day. Getting through it is enough.',
    only(GENTLE, 'If all you can do is rest, then resting is the brave thing.'),
    'Getting through a hard day, however untidily, is its own kind of strength.',
    '{Resting is|Taking a break is} {allowed|a real choice} {on the hardest days|when it is all too much}.',
    '{There is no prize|Nobody gives out prizes} for {pushing through|struggling on} {when you need rest|on empty}.',
    only(GENTLE, 'Getting to the end of a hard day, one way or another, is enough.'),
  ],
];

/** The long game; for grief, only time and patience, never progress. */
export const PROCESS: readonly Beat[] = [
  [
    except(GENTLE, 'I also want to talk about patience, because real change takes a little time.'),
    only(['illness'], 'A word about patience, because healing keeps its own time.'),
    only(['loved_one'], 'A word about patience, because waiting on someone you love is slow work.'),
    except(['grief'], "Let's talk about the long game for a moment."),
    'Something about time that is easy to forget.',
    'A word about patience, because it is easy to be hard on yourself about pace.',
    only(['grief'], 'A word about time, because grief keeps its own.'),
    only(['grief'], 'Let me say something about how long this takes.'),
    only(['grief'], 'A word about the calendar, and how little it knows about grief.'),
    only(['grief'], 'Something about time, and the pressure people put on grief.'),
    except(['grief'], 'Let me say something about how slowly good things sometimes grow.'),
    except(['grief'], 'It helps to remember how change actually happens.'),
  ],
  [
    except(
      ['grief'],
      'Progress is rarely a straight line. Some days you will leap forward, and some days you will simply hold your ground, and both count.',
    ),
    except(
      ['grief'],
      'Growth is quiet. Most of it happens where nobody can see it, long before anyone notices the results.',
    ),
    except(['grief'], 'Things usually change slowly, then suddenly. The slow part is not wasted.'),
    except(
      ['grief'],
      'Most real progress is invisible while it is happening. You only see it looking back.',
    ),
    'Change is often hard to see from the inside. Other people tend to notice it first.',
    'Some weeks will feel like nothing is moving. Things are still moving.',
    only(
      ['grief'],
      'Grief does not go in a straight line. A gentler week can be followed by a hard one, and both are normal.',
    ),
    only(
      ['grief'],
      'The first months are often the rawest. Many people find the edges soften slowly, without noticing when.',
    ),
    only(
      ['grief'],
      'You will not always hurt in exactly this way, even though you will always miss them.',
    ),
    only(
      ['grief'],
      'There is no point at which you are supposed to be finished. People carry their losses for life, and learn to carry them more lightly.',
    ),
    only(
      GENTLE,
      'Your body heals on its own timetable, not the one on the calendar. It is still healing.',
    ),
  ],
  [
    only(
      STRIVING,
      "Small steps, taken often, beat giant leaps taken once. It's not exciting, but it works, every time.",
    ),
    except(['grief'], 'A little every day adds up to a lot, far faster than you would expect.'),
    except(['grief'], 'Gentle and steady gets further than fierce and short-lived.'),
    except(['grief'], 'Little things done regularly turn into big things without you noticing.'),
    only(GENTLE, 'Rest, small meals, short walks: these quiet things are doing real work.'),
    'Each ordinary day you get through is doing more than it seems.',
    only(['grief'], 'Each day you get through is a day carried, and that counts.'),
    only(
      ['grief'],
      'Small routines, a walk, a meal, a call, hold a grieving person up more than they look.',
    ),
    only(
      ['grief'],
      'Getting up, washing, eating: on some days those are the whole work, and they matter.',
    ),
    only(
      ['grief'],
      'Ordinary days, lived gently, are how grief slowly becomes something you can carry.',
    ),
    except(
      ['grief'],
      'The small things you do on ordinary days are where most of the change lives.',
    ),
  ],
  [
    only(
      STRIVING,
      'So measure yourself against who you were a while ago, not against someone else on a different road.',
    ),
    only(
      STRIVING,
      'Compare yourself only with the person you used to be. That is a race you can win every single day.',
    ),
    except(
      ['grief'],
      'Look back a few months, not a few days, when you want to see how far you have come.',
    ),
    except(['grief'], 'Judge your progress over seasons, not hours.'),
    only(GENTLE, 'Measure the good days by how you feel, not by how much you got done.'),
    'There is no prize for getting there quickly.',
    only(
      ['grief'],
      'There is no right amount of time to grieve, and nobody else gets to set it for you.',
    ),
    only(
      ['grief'],
      'Birthdays and anniversaries may stir it all up again, even years on. That is love remembering.',
    ),
    only(GENTLE, 'Some weeks, simply holding steady is progress.'),
    'Be patient with the pace. It is the pace of something real.',
  ],
  [
    only(STRIVING, 'Trust the process, and keep showing up for it. The results are on their way.'),
    except(['grief'], 'Keep going, even when it feels slow. Slow progress is still progress.'),
    'Give it time, and give yourself time too.',
    only(['grief'], 'Let it take as long as it takes. Nobody is keeping score.'),
    only(
      ['grief'],
      'You do not have to rush towards feeling better. It comes in its own time, in small ways.',
    ),
    'Be as patient with yourself as you would be with a friend going through the same thing.',
    'Let time do some of the work. It is on your side.',
    'Slow is allowed. Slow is often how lasting things are made.',
    only(['illness'], 'There is no deadline on getting better. You can take the time it takes.'),
    only(
      ['loved_one'],
      'Standing by someone through a hard stretch takes the time it takes. You do not have to hurry it.',
    ),
  ],
  [
    only(
      STRIVING,
      'Consistency beats intensity. A steady ten minutes a day will outlast a frantic week.',
    ),
    only(
      STRIVING,
      'The days you show up without feeling like it are the days that build you most.',
    ),
    'The quiet, unremarkable days are the ones that add up.',
    only(
      ['grief'],
      'Some of the healing happens while you sleep, while you talk, while you simply sit.',
    ),
    only(['grief'], 'You do not have to do anything clever with this time. Just live it, gently.'),
    only(['grief'], 'Time will not take them from you. It only changes how the missing feels.'),
    except(['grief'], 'You do not have to feel it working for it to be working.'),
    except(
      ['grief'],
      'Patience is not waiting around. It is trusting what you have already set going.',
    ),
    except(['grief'], 'Trust that the small things you are doing are adding up.'),
    only(GENTLE, 'Healing happens in the background, even on the days you feel nothing changing.'),
    'Keep faith with the small, ordinary steps. They carry more than you think.',
  ],
];

/**
 * Pictures to hold on to, each with the kinds of situation it suits: stories of effort and
 * persistence for something being worked toward, gentle ones (seasons, mending, keeping company)
 * for an illness or a loss.
 */
export const STORIES: readonly Story[] = [
  {
    kinds: ['performance'],
    telling: true,
    when: (s) => s.topic === 'hard-news',
    text: 'Doctors are taught a way to give bad news, because most of them dread it too. Sit down. Say gently that hard news is coming. Say it in plain words. Then stop, and let the silence do its work, because nobody can take in anything else for a moment. Nobody expects them to make it painless. What people remember is that someone told them honestly, and stayed.',
  },
  {
    kinds: ['performance'],
    telling: true,
    when: (s) => s.topic === 'hard-news',
    text: 'Ask people about the hardest news they were ever given, and many will tell you less about the words than about the person who gave it: whether they looked at them, whether they rushed, whether they stayed in the room. Nobody remembers a perfect speech. They remember being treated like a person.',
  },
  {
    kinds: ['performance', 'change'],
    telling: true,
    when: (s) => s.topic === 'telling',
    text: 'People who have shared news they feared, coming out or a pregnancy or a change of path, often say the same thing afterwards: the first sentence was the hardest part, and the conversation they had dreaded for months took a few minutes. Not every reaction was kind straight away. But the weight they had carried alone was finally shared.',
  },
  {
    kinds: ['performance', 'change'],
    telling: true,
    when: (s) => isTelling(s.topic) && FAMILY.test(aboutText(s)),
    text: 'People who help families talk about hard things have a saying: the first conversation opens the door; it does not have to carry everything through it. Most families come back to the subject again and again, a little more easily each time. The talk ahead of you only has to be the first.',
  },
  {
    kinds: ['performance', 'habit', 'self_doubt'],
    text: 'There is a story people tell about bamboo. You plant the seed and water it, and for a long time nothing seems to happen. Then, almost all at once, it shoots toward the sky. It was never doing nothing. It was growing roots strong enough to hold it up. The work you are doing now is like that: roots first, then height.',
    when: notATelling,
  },
  {
    kinds: ['performance', 'habit', 'change', 'setback', 'everyday'],
    text: "Ask a long-distance runner how they finish twenty-six miles, and many will tell you the same thing: they don't think about twenty-six miles. They run to the next lamp post, then the next corner. The whole distance is too much to hold in your head at once. One short stretch at a time is something anyone can do, and it adds up.",
    when: aThingToDo,
  },
  {
    kinds: ['performance', 'habit', 'change', 'self_doubt', 'everyday'],
    text: 'Climbers on high mountains do not stare at the summit all day. They look at the next handhold, the next step, the next stretch of rope. The summit is the reason they climb, but the next step is how they get there. Keep your eyes on where you are going, and your hands on the next step.',
    when: aThingToDo,
  },
  {
    kinds: ['performance', 'habit', 'self_doubt'],
    text: 'Think about the first pancake in the pan. It is almost always a bit of a mess, and nobody cooking breakfast takes that as a sign to give up. They adjust the heat, pour the next one, and it comes out better. Your first attempts are allowed to be messy too. That is how the good ones get made.',
    when: notATelling,
  },
  {
    kinds: ['performance', 'habit', 'change', 'setback', 'self_doubt', 'everyday'],
    text: "Pilots spend much of a flight slightly off course. Wind and weather push the plane around the whole time. They still arrive where they meant to go, because they keep making small corrections. You don't have to be perfectly on track. You only have to keep correcting, calmly, one adjustment at a time.",
    when: aThingToDo,
  },
  {
    kinds: ['habit', 'self_doubt', 'setback'],
    text: "Think about a toddler learning to walk. They fall down over and over, sometimes dozens of times a day, and not one of them decides walking just isn't for them. They get up, wobble, and try again, until one day they're running across the room. You were that determined once, and that determination is still in you.",
    when: (s) => s.kind === 'habit' || triedAndMissed(s),
  },
  {
    kinds: ['habit', 'performance'],
    text: "Imagine getting a tiny bit better every day. On any single day you'd hardly notice the difference. Keep it up for a year, though, and those small gains add up to something remarkable. Progress that feels invisible now is still progress. It is quietly piling up.",
    when: notATelling,
  },
  {
    kinds: ['habit', 'change', 'self_doubt', 'setback'],
    text: 'A gardener does not dig up the seeds every morning to check whether they are growing. They water, they wait, and they trust what is happening under the surface. Some of your best progress right now is underground too. Keep watering it.',
    // Progress made by effort: not a break-up or money trouble, which nobody attempted.
    when: (s) => !notAnAttempt(s),
  },
  {
    kinds: ['habit', 'performance'],
    text: 'Picture a stonecutter who has been working at a big rock all day. Blow after blow, and not a crack to show for it. Then one ordinary blow splits it in two. It was not that blow alone that did it. It was all of them together. Every effort you make counts, even the ones that do not seem to show.',
    when: notATelling,
  },
  {
    kinds: ['performance', 'habit', 'self_doubt'],
    text: 'A pottery teacher once split a class in two. One half would be graded on a single perfect pot; the other on how many pots they made. By the end of term, the best pots all came from the group making lots of them. They had been learning from every lumpy one. You are allowed to make plenty of lumpy pots on the way.',
    when: notATelling,
  },
  {
    kinds: ['performance', 'self_doubt'],
    text: 'In an orchestra, players miss notes far more often than anyone in the hall realises. What they are trained to do is keep going, so the music carries on and the slip disappears inside it. Nobody goes home humming the wrong note. They remember the whole piece. Your small slips will disappear inside the whole of what you do, too.',
    when: notATelling,
  },
  {
    kinds: ['change', 'setback', 'everyday'],
    text: 'Rowers sit facing backwards. They cannot see where they are going, only where they have been. What keeps them on course is a steady stroke and someone they trust calling the direction. You do not have to see the whole way ahead. A steady stroke, and a little trust, will carry you.',
    when: aThingToDo,
  },
  {
    kinds: ['change'],
    text: 'The first night in a new home, everything is strange. You cannot find the light switches, the floor creaks in the wrong places, and the kettle is in a box somewhere. A few weeks later you reach for the switch in the dark without thinking. Nothing dramatic happened in between. You just kept living there, and it became yours.',
  },
  {
    kinds: ['setback', 'change'],
    text: 'Watch a river meet a large rock. It does not stop, and it does not fight the rock head on. It finds the way around, and carries on toward the sea. Over time it even smooths the rock. A setback can be something you flow around rather than something that stops you.',
  },
  {
    kinds: ['setback', 'change'],
    text: 'After a forest fire, the ground looks finished: black, bare and silent. Yet within a season, green shoots push up through the ash, and some seeds only open after a fire has passed. What looks like an ending is often the ground getting ready for something new.',
  },
  {
    kinds: ['habit', 'self_doubt'],
    text: 'Remember learning to ride a bike. Someone held the back of the seat while you wobbled, and at some point they let go without telling you. You were already riding on your own before you knew it. Confidence often works like that. It arrives quietly, and you notice it afterwards.',
  },
  {
    kinds: ['setback', 'performance', 'change', 'everyday'],
    text: 'Sailors cannot sail straight into the wind. They zigzag, tacking one way and then the other, and from the shore it looks like they are going nowhere. But each angled run gains a little ground, and they reach the harbour all the same. A path that zigzags is still a path forward.',
    when: aThingToDo,
  },
  {
    kinds: ['habit', 'performance', 'setback'],
    text: 'Walkers in the hills know about false summits. You climb toward what looks like the top, and when you get there, another rise appears behind it. It can feel deflating. But every false summit is higher than the last, and the view keeps getting better. You are higher up than you were.',
    // Progress made by effort: not a break-up or money trouble, which nobody attempted.
    when: (s) => !notAnAttempt(s),
  },
  {
    kinds: ['change', 'habit', 'self_doubt'],
    text: 'When people move somewhere and learn a new language, the first weeks are just noise. Then, one day in a shop or on a bus, they catch a whole sentence and understand it. Nothing special happened that day. It was all the days before it. Understanding is building in you the same way.',
  },
  {
    kinds: ['self_doubt'],
    text: 'Ask almost anyone good at their job about their first weeks, and you will hear the same thing: they felt like they were pretending. Nurses, teachers, engineers, chefs. Most of them were sure everyone else knew more. The feeling faded not because they became someone else, but because they kept turning up and learning. That is the whole trick.',
  },
  {
    kinds: ['habit'],
    text: 'Someone keeping a sourdough starter feeds it every day, a little flour, a little water. Some days it barely bubbles, and they feed it anyway. Over time it grows strong enough to raise a whole loaf. Habits are like that. What counts is the quiet care every day, far more than any single day.',
  },
  {
    kinds: ['illness', 'grief', 'setback'],
    text: 'In winter, a tree can look as if it has given up. It has no leaves and no colour, only bare branches in the cold. But it has not stopped living. It has drawn its strength down into its roots and is resting until the light comes back. A season of resting and holding on is not a failure. It is how living things get through winter.',
  },
  {
    kinds: ['illness', 'grief', 'setback'],
    text: 'In Japan there is an old way of mending broken pottery called kintsugi. The cracks are joined with lacquer and gold, so the bowl is whole again and the mend shines. Nobody pretends it was never broken. What happened becomes part of it, and it is still beautiful, still useful, still treasured. People can be mended like that too.',
  },
  {
    kinds: ['illness', 'grief', 'loved_one'],
    text: 'A lighthouse keeper could not calm the sea. Storms came whether they liked it or not. Their job was smaller and more faithful than that: to keep the light burning, trim the wick, wipe the glass, night after night. You do not have to calm every storm. Keeping your own small light going is enough.',
  },
  {
    kinds: ['illness', 'grief', 'loved_one'],
    text: 'On some beaches the tide goes out so far you could believe the sea has gone for good. Then, slowly, without any fuss, it comes back in. Feelings move like that. A wave can arrive and pull you under for a while, and then it eases, and the shore is there again. It will not always be this low.',
  },
  {
    kinds: ['grief'],
    text: 'In many places, when someone dies, friends and neighbours come to the house and simply sit with the family. They bring food. They do not try to fix anything or find the right words. They just stay. That is an old and wise kind of help, and you are allowed to ask for it, or to be it for yourself for a while.',
  },
  {
    kinds: ['illness', 'grief', 'change', 'loved_one'],
    text: 'Nobody asks winter to hurry. We know that it has its own length, that the days will draw out again in their own time, and that spring does not come because we demand it. You are in a season of your own right now. It is allowed to take the time it takes.',
  },
  {
    kinds: ['illness', 'grief', 'setback', 'loved_one', 'everyday'],
    text: 'In late winter, while the ground is still hard with frost, snowdrops push up through it. They are small and pale and easy to miss. Nobody would call them strong to look at. And yet there they are, every year, quietly doing the impossible. Quiet strength counts, yours included.',
  },
  {
    kinds: ['illness', 'grief', 'setback', 'change', 'loved_one', 'everyday'],
    text: 'An anchor does not stop a storm. The wind still blows and the water still heaves. What the anchor does is hold the boat in place until the weather passes. You do not need to make the storm stop. You only need something to hold on to while it blows through: a person, a routine, a breath.',
  },
  {
    kinds: ['illness', 'grief', 'loved_one'],
    text: 'One candle cannot light a whole house. But carry it through a dark room and it shows you the next few steps, and the next few after that. You do not need to see the whole way through this. Enough light for the next few steps is all anyone has ever had.',
  },
  {
    kinds: ['grief'],
    text: 'Some grief counsellors describe it like this. At first the loss fills almost your whole life, like a ball crammed into a small box. The ball does not really shrink. But slowly, the life around it grows: new days, new moments, room to breathe. The love stays as big as it was. There is just more space around it, in time.',
  },
  {
    kinds: ['illness'],
    text: 'When snow is deep, the walking is easiest in the footprints of someone who went before. Many people have walked the path you are on now, through appointments and waiting rooms and long days. They left tracks: doctors who know the way, people who have been there and want to help. You are not breaking new ground alone.',
  },
  {
    kinds: ['illness', 'grief', 'setback', 'loved_one', 'everyday'],
    text: 'Geese flying in a long line take turns at the front, where the wind is hardest. When one tires, it drops back into the shelter of the others, and they carry the pace for a while. No goose leads all the way. There are times to be at the front and times to fall back and be carried. This may be one of those times.',
  },
  {
    kinds: ['grief'],
    text: 'People sometimes describe grief as love that has lost the place it used to go. The love does not stop; it just needs somewhere new to land. Some people give it a ritual, some a garden, some a long conversation with a friend who knew them too. However you carry it, the love is still yours, and it still counts.',
  },
  {
    kinds: ['illness'],
    text: 'Bakers know that dough needs time to rest. Left alone under a cloth, it looks as if nothing is happening, and yet that is when it rises. A lot of the good work happens in the quiet stretches where it seems nobody is doing anything. Your body may be doing some of its best work while you rest.',
  },
  {
    kinds: ['illness', 'grief', 'setback', 'loved_one'],
    text: 'Walkers caught in bad weather in the mountains are taught not to push on. They find a hut or a sheltered spot, and they wait for the weather to pass. Nobody thinks less of them for it. Waiting out a storm is the wise choice, not the weak one. You are allowed to shelter for a while too.',
  },
  {
    kinds: ['grief'],
    // Told of someone gone: not while they are still here (dementia, dying).
    when: (s) => !s.stillHere,
    text: 'The light from some stars takes so long to cross the sky that it keeps reaching us for years after it set out. What someone gave you works a little like that. Their kindness, their jokes, the way they saw you: it keeps arriving, long after, in small and unexpected moments.',
  },
  {
    kinds: ['illness', 'loved_one'],
    // Not for someone they love who does not know what to do with their life: no ward there.
    when: (s) => !theirDirectionLost(theirWords(s, '\n')),
    text: 'On a hospital ward at night, nurses walk the corridor quietly with small lights, checking on each person in turn. Most people asleep never see it. Care in hard times is often like that: much of it happens out of sight, in the background, and it carries on while you rest.',
  },
  {
    kinds: ['illness', 'grief', 'setback', 'change', 'everyday'],
    text: 'Birds that migrate huge distances stop to rest along the way, sometimes for weeks, feeding and gathering strength before the next stretch. Nobody would say they had given up on the journey. The resting is part of the journey. Yours is too.',
  },
  {
    kinds: ['illness', 'setback'],
    text: 'When a bone breaks, the body does not panic. It sends what is needed, builds a soft bridge across the break, and slowly turns it into something strong. It takes weeks, and most of the work cannot be seen. Healing is quiet, patient work, and your body knows how to do more of it than you might think.',
  },
  {
    kinds: ['grief'],
    // Told of someone gone: not while they are still here (dementia, dying).
    when: (s) => !s.stillHere,
    text: 'In some places, people keep a candle in the window for someone who is gone. It does not change the night outside. It simply says: you are remembered, and there is a light here. You can keep a small light like that for them, in whatever way suits you, for as long as you need.',
  },
  {
    kinds: ['illness'],
    text: 'An animal that is unwell slows right down. It finds somewhere warm and quiet, eats a little, and moves only when it needs to. Nobody would call it lazy. It is spending its strength where it counts. Your body may be asking the same of you, and it is wise to listen.',
  },
  {
    kinds: ['grief', 'setback', 'illness'],
    text: 'People who fish for a living spend long hours mending their nets. A tear is not a reason to throw the net away. It is a reason to sit down and work at it, knot by knot. It is slow and ordinary, and in the end the net holds again. Some things are mended like that, one small knot at a time.',
  },
  {
    kinds: ['grief'],
    text: 'The stars are there all day. We only see them once it is dark. Memories of someone we have lost can work a little like that: in the quiet hours they come out, one by one, and they can ache and comfort at the same time. Both are part of carrying someone with you.',
  },
  {
    kinds: ['grief'],
    text: 'Some very old trees are hollow inside and still alive. Something took out their middle long ago, and yet every spring they put out leaves. Nobody expects them to fill the hollow. They grow around it. People who have lost someone often say the same: the gap stays, and life slowly grows around it.',
  },
  {
    kinds: ['illness', 'grief', 'setback', 'loved_one', 'everyday'],
    text: 'Lifeboat crews are volunteers. When the call comes, they leave their dinners half eaten and go, for people they have never met. They would be the first to say that needing help is nothing to be ashamed of. The sea is bigger than anyone. Letting people come out to you is how people get home.',
  },
  {
    kinds: ['illness', 'setback'],
    text: 'People caught in a strong current are taught not to fight it head on. They float, catch their breath, and swim slowly across it until it lets them go. Fighting wears you out; floating buys you time. On the hardest days, floating is a skill, not a surrender.',
  },
  {
    kinds: ['grief'],
    text: 'Some families make a quilt from the clothes of someone who has died: a shirt, a scarf, a favourite jumper, sewn together square by square. It does not bring them back. But on a cold evening it is something of theirs to hold. Memories can be gathered like that too, piece by piece, into something that keeps you warm.',
  },
  {
    kinds: ['illness', 'setback'],
    text: 'A ship that has come through a storm goes into harbour for repairs. Nobody calls that a failure. It is what keeps the ship seaworthy. It stays for as long as the work takes, and then it sails again. Time spent being looked after is part of the voyage, not a break from it.',
  },
  {
    kinds: ['performance', 'habit'],
    text: 'Musicians learning a hard passage often play it painfully slowly, far slower than it will ever be heard. It feels like going nowhere. Then one day they play it at full speed and it simply works, because their fingers learned it properly. Slow, careful practice is what easy-looking skill is made of.',
    when: notATelling,
  },
  {
    kinds: ['habit', 'change', 'setback'],
    text: 'Ask a bricklayer how a wall goes up, and the answer is almost boring: one brick, then mortar, then the next brick, checked for level each time. Nobody builds a wall in one burst of inspiration. It goes up because someone keeps coming back to it. That is how what you are building goes up too.',
  },
  {
    kinds: ['performance', 'self_doubt'],
    text: 'Actors forget their lines far more often than anyone watching ever knows. The good ones have a simple trick: they stay in the moment, say something true to it, and find their way back. Nobody notices the join. If you lose your place, you can do the same. Stay with it, and find your way back.',
    when: notATelling,
  },
  {
    kinds: ['self_doubt', 'change', 'habit'],
    text: 'Every master carpenter was once an apprentice who cut crooked, measured twice and still got it wrong. Nobody handed them the skill on their first day. They were allowed to be learners for years. You are allowed to be a learner too, for as long as it takes.',
  },
  {
    kinds: ['performance'],
    text: 'Watch a tennis player before a serve. Many of them bounce the ball the same number of times, every single time. It is not superstition. It is a small routine that tells the body: I know this part. You can give yourself a routine like that before your moment, a breath, a word, a small movement, and let it settle you.',
    when: notATelling,
  },
  {
    kinds: ['self_doubt', 'habit'],
    text: 'Most writers will tell you their first drafts are dreadful. That is not false modesty; it is how writing works. You put something down, however clumsy, and then you make it better. The only draft that cannot be improved is the one that never gets written.',
  },
  {
    kinds: ['setback', 'performance', 'self_doubt'],
    text: 'Strong chess players have lost thousands of games. They study the losses more closely than the wins, looking for the one move where it turned. For them, losing is not the opposite of getting good. It is how they got good.',
    when: (s) => (s.kind === 'performance' && notATelling(s)) || triedAndMissed(s),
  },
  {
    kinds: ['change', 'self_doubt', 'setback'],
    text: 'Climbers learning to lead are taught to fall on purpose, onto the rope, again and again, until falling stops being frightening. Once they trust the rope, they climb better, because fear is no longer making every move. You have more rope holding you than you think: people, skills, second chances.',
  },
  {
    kinds: ['change', 'habit'],
    text: 'Gardeners do not move seedlings straight from a warm windowsill into the garden. They put them outside for an hour, then a morning, then a whole day, until they are used to the weather. The wobble you feel in something new is that same hardening off. It is how you get strong enough for where you are going.',
  },
  {
    kinds: ['change'],
    text: 'Young birds on their first migration have never seen where they are going. They set off anyway, with the flock around them and something inside them that knows the way. Most of them arrive. You do not need to have seen the new place already to find your way to it.',
  },
  {
    kinds: ['habit', 'performance', 'illness'],
    text: 'Marathon runners do not carry all their water from the start line. They trust that every few miles there will be a table, and someone holding out a cup. A long effort is not done only on what you bring with you. Take the help that is held out along the way.',
    when: notATelling,
  },
  {
    kinds: ['habit', 'change', 'self_doubt'],
    text: 'Anyone who has done a big jigsaw knows the middle part: hundreds of pieces, no picture yet, and a strong feeling it will never come together. Then a corner fills in, then a patch of sky, and suddenly it moves quickly. The messy middle is not a sign it is not working. It is part of how it works.',
  },
  {
    kinds: ['performance'],
    text: 'Pilots and surgeons, with years of experience behind them, still read a checklist before they begin. Not because they have forgotten anything, but because pressure makes anyone miss things. A short list, read calmly, frees the mind for the real work. You can make one for yourself too.',
    when: notATelling,
  },
  {
    kinds: ['setback'],
    text: 'Plenty of athletes have been dropped from a team and later come back to play for it. Many of them say the same thing: being dropped hurt, and it also showed them what to work on. The door that closed was not the last door. It was one door, on one day.',
  },
  {
    kinds: ['change'],
    text: "People who moved far from home a century ago often wrote that the first winter was the hardest: strange food, strange words, nobody who knew their name. Their later letters talk about neighbours, favourite shops and a place at someone's table. It took a while, and it came. It usually does.",
  },
  {
    kinds: ['grief'],
    text: 'In Mexico, families build small altars for the people they have lost, with photographs, candles and their favourite food. It is not only sad. There is music, and there are stories, and people laugh at old jokes. Remembering can be a celebration as well as an ache, and you are allowed to let it be both.',
  },
  {
    kinds: ['illness', 'grief', 'setback', 'loved_one', 'everyday'],
    text: 'A river in a dry summer runs thin and slow, and you might think it is finished. Then the rain comes back, as it always has, and the river fills again. Strength can run low in a hard season. That does not mean it has gone.',
  },
  {
    kinds: ['illness'],
    text: 'Astronauts coming home from months in space have to learn to walk again. Their bodies have been through something huge. Nobody thinks less of them for needing a chair at first, or weeks of practice. Coming back from something your body has been through takes time and help, and that is simply how it works.',
  },
  {
    kinds: ['grief', 'illness', 'loved_one', 'everyday'],
    text: 'On a winter night, people in cold places gather around one fire. Nobody has to talk. Sitting close to the warmth, and to each other, is the whole point. When life is cold for a while, it helps to find your fire and your people, and simply sit close for a bit.',
  },
  {
    kinds: ['self_doubt', 'setback'],
    text: 'Goalkeepers let in goals. Even the best in the world pick the ball out of the net many times a season. What makes them good is not that it never happens. It is that they are ready for the next shot. One mistake, however big it feels, is not the end of the match.',
    when: triedAndMissed,
  },
  {
    kinds: ['loved_one'],
    text: 'A gardener cannot make a seedling grow faster by pulling on it. What a gardener can do is water it, keep the frost off, and wait. Much of caring for someone is like that: tending what you can, and trusting the rest to time and to them.',
  },
  {
    kinds: ['loved_one'],
    text: 'In many streets, when a family is going through something hard, the neighbours quietly start a rota: a meal on Monday, a lift on Wednesday, a walk with the dog on Friday. Nobody has to do everything. Each person does one small, steady part. You are allowed to let a rota form around you too.',
  },
  {
    kinds: ['loved_one'],
    // Never beside a loved one at risk: their crisis does not "run its course".
    when: (s) => !atRisk(s),
    text: 'A bridge does not stop the river. It was never meant to. It gives people somewhere steady to stand while the water runs underneath, and a way across. You cannot stop what is happening to someone you love. You can be something solid for them while it runs its course.',
  },
  {
    kinds: ['loved_one'],
    text: 'Sailors on a night watch do not steer the weather. They keep watch, call out what they see, and when their turn is done they hand over to someone else and sleep. Nobody keeps watch all night alone. You are allowed to hand over the watch for a while, and rest.',
  },
  {
    kinds: ['loved_one'],
    text: 'Anyone who has taught a child to swim learns something hard in the water: you cannot do the strokes for them. What you can do is stand close, within reach, and let them know you are there. Being near is most of what helps, and it helps more than it seems.',
  },
  {
    kinds: ['loved_one'],
    text: 'On a plane, the safety card tells you to put on your own oxygen mask before you help anyone else. It sounds selfish until you think about it: nobody can help for long while they cannot breathe. Looking after yourself now is part of looking after the one you love.',
  },
  {
    kinds: ['loved_one'],
    text: 'Mountain guides say the person who walks beside a tired climber matters more than anyone shouting advice from the top. They do not carry them. They match their pace, point out the next foothold, and stay. You cannot climb this for someone you love, but you can walk beside them.',
  },
  {
    kinds: ['everyday'],
    when: (s) => !NOT_A_TASK.test(s.shortSubject),
    text: 'People who swim in the sea all year will tell you the cold water is worst for the first minute. You wade in, it takes your breath, every part of you wants to turn back. Then, a minute later, you are swimming and it is fine. Most hard ordinary things are like that: the first minute is the cold one.',
  },
];

/** How a story is brought in: more leads than story sections, so openings vary. */
export const STORY_LEADS: readonly string[] = [
  'Think about this for a moment.',
  'Here is something worth remembering.',
  'I want to share a picture with you.',
  'Let me give you an image to hold on to.',
  'Something comes to mind here.',
  "There's a picture I keep coming back to.",
  'Let me tell you about something that might help.',
  'Here is an image I like.',
  'I keep thinking of this.',
  'This might be worth carrying with you.',
  'Can I share something with you?',
  'Here is something I find comforting.',
  'There is an idea I want you to have.',
  'Picture this for a moment.',
  'Something to think about, when you have a quiet moment.',
  'Let me offer you a picture.',
  '{A picture|An image|Something} {I like|I return to|that helps} here.',
  'Here is {a small story|something true} {worth keeping|to hold on to}.',
  'Let me tell you about {something I find steadying|an image that might help}.',
  'This one is worth {a moment|a minute}.',
  'Consider this for a second.',
  'Hold this {one|picture} in mind.',
];

/** What is theirs to shape and what is not; said for every kind. */
export const CONTROL: readonly Beat[] = [
  [
    "Let's talk about control, because a lot of stress comes from holding on to the wrong things.",
    "Here's something that can take a lot of weight off your shoulders.",
    'It can help to sort what is in your hands from what is not.',
    'There is an old idea that has helped a lot of people in hard times.',
    'Try sorting all of this into two kinds of thing for a moment.',
    'Some of the weight you are carrying may not be yours to carry.',
    '{Here is a way to lighten the load|This can take some weight off}: {sort what is yours from what is not|split it into what you can and cannot change}.',
    "{Let's separate|Try separating} the things you can {change|touch} from the things you cannot.",
    '{A simple question helps here|One question helps a lot}: {what is actually mine to do|what is in my hands}?',
  ],
  [
    except(
      GENTLE,
      "There are things you can't control: what other people think, the questions that come up, the exact way things unfold.",
    ),
    "Some things are simply out of your hands: other people's choices, the timing, the surprises along the way.",
    'Some things nobody can decide for sure: how other people react, what happens next, how long things take.',
    only(
      ['grief'],
      'You could not control what happened, and you cannot control how grief moves through you.',
    ),
    only(
      ['illness'],
      'You cannot control the results, the waiting, or exactly how your body responds.',
    ),
    'The outcome, the timing and other people are not yours to steer.',
    'Much of what keeps you awake is out of reach of worrying. It will go how it goes.',
    'Nobody can promise exactly how the coming weeks will unfold, and that uncertainty is not your failing.',
    "{Other people's reactions|How others respond} {and the timing of things|and exactly when things happen} {are not yours to decide|sit outside your hands}.",
    '{The future|What happens next} {cannot be fully planned|will not fit any plan exactly}, {however hard anyone tries|for anyone}.',
    '{You cannot choose|Nobody can choose} {everything that happens|what life brings}.',
  ],
  [
    except(
      GENTLE,
      'And there are things you can: how you prepare, how you breathe, how you speak to yourself, and whether you keep going.',
    ),
    except(GENTLE, 'But your effort, your attitude and your next step are yours, completely.'),
    'Closer to hand are small, real things: how you treat yourself, who you reach out to, what you do with the next hour.',
    'What you can shape is closer and smaller: your breath, your words to yourself, the next kind thing you do.',
    only(GENTLE, 'But you can choose how gently you treat yourself, and who you let near.'),
    only(
      GENTLE,
      'What stays in your hands is modest and precious: rest, company, a little kindness toward yourself.',
    ),
    except(
      GENTLE,
      'What you bring, how you rest, and how you treat yourself afterwards are all yours to decide.',
    ),
    'The things in your hands are humble ones, and they matter more than they look.',
    '{What is yours|What stays with you} is {smaller and closer|nearer and simpler}: {your next step|the next hour}, {your words to yourself|how you treat yourself}.',
    '{You can choose|You still choose} {where to put your attention|what to do next}, {even on a hard day|however small}.',
    '{How you rest|How you look after yourself}, {and who you talk to|and whom you lean on}, {is still yours|stays in your hands}.',
    only(GENTLE, 'You can choose what you eat, when you rest, and whose voice you want to hear.'),
  ],
  [
    'Put your energy where it makes a difference, and let the rest be what it is.',
    "Spend your energy on what's yours to shape. Let go of the rest, one breath at a time.",
    'Give your attention to what is yours. The rest will not move for all the worry in the world.',
    'Whenever you notice yourself gripping the uncontrollable, bring your hands back to what is yours.',
    'Let the rest sit where it is. You do not need to solve it.',
    'Tend the things you can tend, and let the rest go by like weather.',
    '{Spend|Put} {your strength|your effort} where it {can do something|makes a difference}.',
    '{Hold on to|Keep hold of} what you can {change|shape}, and {loosen your grip|let go a little} on the rest.',
    '{Look after|Tend to} {what is in reach|the things within reach}, and let the {rest|far things} wait.',
  ],
  [
    "It's a relief, isn't it? You were never meant to carry all of it.",
    'Letting go of what you cannot control is not giving up. It is choosing where to put your strength.',
    'That is not resignation. It is a kind of freedom.',
    'You are allowed to put some of it down. It was never all yours.',
    'There is a lightness in that, if you let yourself feel it.',
    'Holding less is not caring less. It is caring wisely.',
    '{Letting go of|Releasing} {what you cannot change|the uncontrollable} {is not defeat|is not giving in}. {It is good sense|It is wise}.',
    '{That leaves|This leaves} you {more room|more energy} for {what matters|the things you can do}.',
    '{There is relief in that|That is a relief}, {if you let it be one|when you let it in}.',
  ],
  [
    'Come back to this whenever you feel the weight building: what is mine to carry, and what can I put down?',
    'Sorting things this way gets easier with practice. Each time you do it, a little more weight comes off.',
    'You can sort things this way any time they feel too big, in a minute or less.',
    'The more often you return to what is in your hands, the calmer the rest of it tends to feel.',
    'It is a simple habit, and a kind one: notice what you can do, and do just that.',
    'Each time you let go of something that was never yours, you get a little more room to breathe.',
    '{Whenever|Any time} {it feels too big|it all feels heavy}, {ask yourself again|sort it again}: is this {mine to carry|in my hands}, or not?',
    '{With practice|Over time}, {this sorting gets quicker|it becomes a habit}, and {the load gets lighter|things feel lighter}.',
    '{Come back to this|Return to this} {as often as you need|whenever you need to}. {It works on small things and big ones|It works every time}.',
  ],
];

/** Courage; not said for illness or grief. */
export const COURAGE: readonly Beat[] = [
  [
    'I want to say something about courage.',
    "Let's talk about courage for a moment.",
    'Courage is worth a word here.',
    'A thought about being brave, because you are being braver than you think.',
    'There is something people get wrong about bravery.',
    'Let me tell you what courage actually looks like.',
    '{Now|Next}, {a word about being brave|a thought about courage}.',
    "{Let's talk about|I want to mention} {bravery|courage}, {because you need less of it than you think|because it is simpler than it sounds}.",
  ],
  [
    "Courage isn't the absence of fear. It's deciding that something else matters more than the fear does.",
    'Being brave does not mean feeling brave. It means feeling the fear and moving anyway.',
    'Courage rarely feels like courage from the inside. Mostly it feels like being scared and doing it anyway.',
    'Brave people are not free of doubt. They just take the step with the doubt still there.',
    'Most courage is quiet: sending the message, turning up, trying again.',
    'Bravery is less a feeling than a decision, made again and again.',
    '{Courage is not|Being brave is not} {feeling fearless|the absence of nerves}. {It is acting with the fear along for the ride|It is moving while afraid}.',
    '{Most bravery|Real courage} {is quiet and ordinary|looks quite ordinary from outside}: {showing up|turning up}, {trying|trying again}.',
  ],
  [
    "Every brave person you've ever admired was scared at some point. They just didn't let the fear have the final word.",
    'The people we call fearless are usually just people who got used to acting while afraid.',
    'If you asked the bravest person you know, they would tell you they were frightened too.',
    'Fear and courage usually turn up together. You cannot really have one without the other.',
    'Nobody is born brave. They practise it, a little at a time, like anything else.',
    'Everyone who has done something hard had a moment where they nearly did not.',
    '{Everyone you admire|The people you look up to} {has been afraid|have been scared}, {and did it anyway|and went ahead}.',
    '{Fear|Nerves} {and courage|and bravery} {usually travel together|tend to arrive together}.',
  ],
  [
    "You don't need a huge amount of courage. A few seconds of it, at the right moment, is often enough.",
    'Courage is a muscle. Every time you use it, even a little, it grows stronger for next time.',
    'Twenty seconds of courage is often all it takes to start something.',
    'You only need enough courage for the next step, not for the whole journey.',
    'A small brave act is still a brave act, and it makes the next one easier.',
    'Courage grows when you use it, and you have been using it more than you notice.',
    '{You do not need much courage|A little courage is enough}, {just enough for the next step|only enough for the next moment}.',
    '{Each brave moment|Every small act of courage} {makes the next one easier|builds the next one}.',
  ],
  [
    'So when the moment comes and your heart is pounding, take that as your cue. That is exactly when courage gets to show up.',
    'So the next time your heart races, smile a little. That is your courage getting ready.',
    'When your hands shake a little, let that be your reminder that you are doing something brave.',
    'When the fear shows up, you can nod to it and keep walking.',
    'Next time you hesitate, count to five and move. Courage often lives in that small gap.',
    'When the moment arrives, you will not feel ready, and you will do it anyway.',
    '{When your heart races|When the nerves rise}, {that is your cue|that is the moment} {to take one step|to begin}.',
    '{Let the fear be there|Let the nerves come}, and {move anyway|take the step anyway}.',
  ],
  [
    'And remember: you have been brave already, simply by facing this instead of looking away.',
    'You have more courage in you than you are giving yourself credit for. It got you this far.',
    'Whatever you feel in the moment, the courage will be there when you reach for it.',
    'Be proud of the brave things nobody sees. They count as much as the ones people do.',
    'Courage is already part of your story. This is just the next page of it.',
    'You have done brave things before without calling them brave. This is one more.',
    '{You have already been brave|You have been braver than you think} {just by facing this|simply by being here}.',
    '{Courage is already|Bravery is already} {in your story|part of you}. {This is more of it|This is one more chapter}.',
  ],
];

/** Noticing small progress; said for every kind. */
export const SMALL_WINS: readonly Beat[] = [
  [
    "Let's not overlook the small wins.",
    'I want you to start noticing your small wins.',
    'Small things deserve more credit than they get.',
    'There is something easy to miss when things are hard: the little things that go right.',
    'Let me say a word for the small victories of an ordinary day.',
    'Something worth doing is keeping an eye out for small good moments.',
    '{Let me say something about|I want to talk about} {small wins|the little victories}.',
    '{Notice|Pay attention to} the {small|quiet} things that {go right|go well}.',
    '{There is real value|There is something important} in {the little successes|small good moments}.',
  ],
  [
    "Getting up when you didn't want to, doing a little when you couldn't do a lot: those count.",
    'A page read, a call made, a walk taken, a worry put down for an hour. These are wins.',
    'Eating a proper meal, answering one message, getting some air. On a hard day, those are real achievements.',
    'Getting dressed, making a cup of tea, stepping outside: some days those are the whole victory, and that is fine.',
    only(GENTLE, 'Some days the win is simply getting through the day. That counts, fully.'),
    'Replying to one message, finishing one small job, going to bed a bit earlier: these all count.',
    'A moment of calm counts, and so does a laugh, or a kind word to yourself. Each of those is a small win.',
    '{A tidy desk|A cleared sink}, {a message answered|a call returned}, {a short walk|ten minutes outside}: {wins|small wins}, every one.',
    '{Getting through the morning|Making it to lunchtime} {on a hard day|when it is tough} {counts|is a real win}.',
    '{Keeping a promise to yourself|Doing one thing you said you would}, {however small|even a tiny one}, {is a win|counts}.',
  ],
  [
    'Small wins build on each other. Each one makes the next one a little easier.',
    'Small good things add up quietly, and then one day you notice how far they have carried you.',
    'They may look tiny, but they are the bricks that everything else is built from.',
    'Each one is a small piece of evidence that you are coping better than you think.',
    'Little wins are how confidence comes back: not all at once, but in handfuls.',
    'These small moments are not trivial. They are the thread that holds a hard week together.',
    '{Small wins|Little successes} {build momentum|add up}, {one on top of another|quietly}.',
    '{Each small win|Every little win} {makes the next a little easier|is a step up}.',
    '{They are small|They look small}, but {they hold a lot up|they carry more than they seem to}.',
  ],
  [
    'Try ending each day by naming one thing you did that helped, however tiny.',
    'Write your wins down somewhere. On a hard day, reading that list is like hearing from a friend.',
    'Before sleep, think of one thing that went right. Just one.',
    'Keep a small note on your phone of things that went well. It will surprise you.',
    'Tell someone about a small win. Saying it out loud makes it more real.',
    'When something goes right, pause for a second and let it register.',
    '{Each evening|Every night}, {name one thing that went well|think of one small thing you managed}.',
    '{Jot down|Write down} {a win a day|one good thing a day}, {however tiny|even a small one}.',
    '{Share a small win with a friend|You could tell someone kind about a small win}. {It grows when shared|It counts double}.',
  ],
  [
    'Over time, those small wins turn into something you can stand on.',
    'Stack enough small wins together and you will barely recognise how far you have come.',
    'Give them time and they become a record of someone who keeps going.',
    'Collect enough of them, and the hard days start to feel a little less heavy.',
    'They are proof, gathered quietly, that you are doing better than you fear.',
    'Little by little, they change what you believe about yourself.',
    '{Over weeks|Over time}, {those wins|the little wins} {turn into something solid|become something you can lean on}.',
    '{Add them up|Put them together}, and {you will see how far you have come|the distance surprises you}.',
    '{They become|They turn into} {proof|a record} that you {keep going|are coping}.',
  ],
  [
    'So notice them, count them, and let them count. They are yours, and nobody can take them away.',
    'Give the small wins the credit they deserve. They are doing more work than they look like they are.',
    'Celebrate them quietly, in your own way. A small smile to yourself is plenty.',
    'Keep collecting them. On a heavy day, that collection will remind you who you are.',
    'Do not wait for a big win to feel good about yourself. The small ones are already here.',
    'Let the small wins be enough for the day they happen in. That is how they grow.',
    '{So|Then} {count them|notice them}, {and let them count|and give them their due}.',
    '{Small wins deserve|Little wins deserve} {a moment of pride|a quiet nod}. {Give them one|Let yourself have it}.',
    '{Let them|Allow them to} {be enough|count} {for today|for now}.',
  ],
];

/** Looking after their body and rest; said for every kind. */
export const CARE: readonly Beat[] = [
  [
    'And please, look after yourself along the way.',
    'I want to talk about looking after you, the person in the middle of all this.',
    'Please do not forget to take care of yourself in all this.',
    'Something simple, and easy to let slip: your own care.',
    'You need looking after too, not only the problem in front of you.',
    'Let me put in a word for your body and your rest.',
    '{Let me remind you|I want to remind you} to {look after yourself|take care of the person doing all this}.',
    '{Your own care|Looking after yourself} {belongs in this too|is part of this, not an extra}.',
    '{There is one more thing|I want to add something}: {your body and your rest matter too|you need looking after as well}.',
  ],
  [
    "Sleep is not a luxury. It's when your mind sorts things out and your body repairs itself.",
    'Protect your sleep like it matters, because it does. Everything is harder when you are running on empty.',
    'Rest when you can, even if it is only lying down with your eyes closed for a while.',
    'If sleep is hard right now, rest still counts. Lying quietly is doing you good.',
    'Try to keep some kind of rhythm to your days, even a loose one. Your body finds comfort in it.',
    'A tired mind makes everything look bigger. Sleep shrinks things back to size.',
    '{Try to|Aim to} {get to bed|wind down} {at a steady time|around the same time each night}. {It helps more than it seems|Your mind will thank you}.',
    '{Good sleep|A decent night} {makes everything|turns most things} {a little more manageable|easier to face}.',
    '{If you cannot sleep|When sleep will not come}, {rest anyway|lie quietly}. {It still helps|Resting still counts}.',
  ],
  [
    'Eat something good, drink some water, and step outside for a few minutes when you can. Your mind works better when your body is cared for.',
    'Move a little every day, even if it is only a short walk. It clears your head in a way nothing else quite does.',
    'A glass of water, something warm to eat, a few minutes of daylight: small things, and they help.',
    'Get some fresh air if you can, even just by an open window.',
    'Eat regular meals, even small ones. Your body is working hard, and it needs fuel.',
    'A short walk, a warm shower, a proper meal: simple care goes a long way.',
    '{Eat something|Have a proper meal}, {drink some water|have a glass of water}, and {get some daylight|step outside} {today|when you can}.',
    '{A bit of movement|A short walk}, {even ten minutes|even round the block}, {can clear your head|does more than you expect}.',
    '{Fresh air|Daylight} and {a warm meal|something nourishing} {are small things|sound simple}, {and they help|and they really do help}.',
  ],
  [
    'Rest is part of getting through this, not a break from it.',
    'Taking a break is not falling behind. It is how you make sure you can keep going.',
    'Stopping for a while is not weakness. It is what lets you carry on.',
    'You are allowed to do less for a while. Doing less is sometimes the wise thing.',
    'Rest without guilt. Your body and mind need it.',
    'A pause can be the most useful thing you do all day.',
    '{Taking time off|Stopping for a while} is {part of the work|how you keep going}, {not the opposite of it|not a failure}.',
    '{A rest|A quiet hour} is {not time wasted|time well spent}.',
    '{It is fine|It is allowed} to {slow down|do a little less} for a while.',
  ],
  [
    'Treat yourself the way a good friend would: with patience, and with great care.',
    'Be the kind of friend to yourself that you are to others. You deserve that care too.',
    'Look after yourself as tenderly as you would look after someone you love.',
    'You deserve the same gentleness you would give anyone else in your place.',
    'Caring for yourself is not selfish. It is how you keep going.',
    'Be kind to your body. It is doing its best for you.',
    '{Be as kind to yourself|Treat yourself as kindly} as you would {a friend in your shoes|someone you love}.',
    '{You deserve|You are owed} {the same care|the same gentleness} you give {others|everyone else}.',
    '{Look after yourself|Care for yourself} {with real tenderness|gently and patiently}.',
  ],
  [
    'Looking after yourself is not a reward for getting through this. It is how you get through it.',
    'Your wellbeing is not something to earn. It is what everything else rests on.',
    'A cared-for body and a rested mind will carry you further than any amount of pushing.',
    'When you look after yourself, everything else gets a little easier to face.',
    'Put yourself on your own list of people to look after, near the top.',
    'Care for yourself as if you were someone precious, because you are.',
    '{Caring for yourself|Looking after yourself} {makes everything else possible|holds everything else up}.',
    '{When you are cared for|When you look after yourself}, {you can carry more|the rest becomes easier}.',
    '{Put your own care|Put yourself} {on the list|somewhere near the top of the list}.',
  ],
];

/** Comparison with others; not said for illness or grief. */
export const COMPARISON: readonly Beat[] = [
  [
    'One more thing that can quietly drain your energy: comparison.',
    "Let's talk about comparison, because it steals more energy than almost anything else.",
    'Watch out for one quiet thief of confidence: measuring yourself against other people.',
    'Something else that can get in the way is looking sideways at everyone else.',
    'It is very easy, right now, to compare yourself with others.',
    'A word about other people, and how they seem to have it all sorted.',
  ],
  [
    "It's easy to look at other people and think they have it all figured out. But you're comparing your behind-the-scenes with their highlights.",
    'Everyone else seems to be further ahead, until you remember you only ever see the parts they choose to show.',
    'From the outside, other lives look tidy. From the inside, almost nobody feels that way.',
    'The person who looks so sure of themselves has doubts you will never see.',
    'You see other people at their best moments and yourself at your worst. That is not a fair contest.',
    'Other people are quietly struggling too. They just do not post about it.',
  ],
  [
    'Your path is your own, and so is your timing. Nobody else is walking your exact road.',
    'You are on your own road, at your own pace, for your own reasons. That is exactly how it should be.',
    "Your timing does not have to match anyone else's. Yours is the only one that fits you.",
    'There is no single schedule for a life. Yours can look different and still be right.',
    'You are not late. You are on your own clock.',
    'Everyone is starting from a different place, carrying different things.',
  ],
  [
    "The only comparison that really matters is between who you were and who you're becoming, and on that score, you're doing well.",
    'If you must compare, compare yourself with where you started. You will be surprised by the distance.',
    'Look back at yourself a year ago. That is the comparison worth making.',
    "Measure against your own past, not someone else's present.",
    'The person to compare yourself with is the one who started this. You have come a way since then.',
    'Let your own earlier self be your yardstick. It is kinder and more honest.',
  ],
  [
    "Celebrate other people's success too. There's room for all of you, and their wins show what's possible.",
    "Let other people's progress encourage you rather than shrink you.",
    'Someone else doing well takes nothing away from you.',
    'Their good news is not your bad news. There is enough to go round.',
    'When you see someone further along, let it be a signpost, not a scolding.',
    "Other people's paths can teach you things, without being a measure of your worth.",
  ],
  [
    'Keep your eyes on your own work, and let it be enough that it is honestly yours.',
    'You will feel much lighter when you stop keeping score against people who are not even playing your game.',
    'The more you focus on your own road, the more you will enjoy walking it.',
    'Comparison will try to creep back in. When it does, gently turn your attention back to yourself.',
    'What matters is that you are moving in a direction you care about, at a pace you can keep.',
    'Let your own progress be the thing you notice. It deserves your attention far more than theirs.',
  ],
];

/**
 * Questions to sit with; said for every kind. The introductions do not count them: a short speech may
 * keep only one question ("a few questions" before a single one read as a template).
 */
export const QUESTIONS: readonly Beat[] = [
  [
    'Here is something worth sitting with.',
    'Let me leave you with something to carry with you.',
    'I want to ask you something, and you do not have to answer straight away.',
    'Something to turn over in your own time.',
    'Sometimes a good question helps more than advice.',
    'Let me offer you something to think about, quietly.',
    '{Here is a question|Let me ask you something} {to take with you|to keep for later}.',
    '{Try this question|Consider this question} {in a quiet moment|when you have a minute}.',
  ],
  [
    except(GENTLE, 'What would you try next if you knew it would be alright whatever happened?'),
    except(GENTLE, 'What would you do today if you trusted yourself completely?'),
    'What would you say to a close friend who was going through exactly this?',
    only(GENTLE, 'What would feel like comfort to you right now, even a little?'),
    'What do you need most at the moment: rest, company, or a plan?',
    'Who is one person who makes things feel a little lighter?',
    only(['grief'], 'What is one memory you would like to keep close?'),
    only(['illness'], 'What would make the next appointment feel a little easier?'),
    'What has helped you, even slightly, on the hard days so far?',
    '{What would help|What could help}, {even a little|just slightly}, {today|right now}?',
    '{Who could you talk to|Who would you like to hear from} {this week|soon}?',
    '{What would you tell|What would you say to} {someone you love|a friend} {in your place|in exactly this situation}?',
  ],
  [
    except(
      GENTLE,
      "What's one thing you've already done that you'd be proud to tell a friend about?",
    ),
    except(GENTLE, 'When did you last surprise yourself? What did that moment show you?'),
    'What is something you have got through before that you once thought you could not?',
    'What is one small thing that went right recently?',
    only(GENTLE, 'What is one thing you have managed, lately, that deserves some credit?'),
    'What is something about yourself you would want a friend to know?',
    only(GENTLE, 'When did someone last make you feel cared for? What did they do?'),
    'Where in your day is there a pocket of calm, however small?',
    '{What have you already managed|What have you already got through} {that surprised you|that you did not expect to}?',
    // Each opening whole: a question asks with '?', and 'Think of a time you' takes the past tense.
    '{When did you last cope better than you expected?|When did you last handle something well?|Think of a time you coped better than you expected.|Think of a time you handled something well.} {What helped|What made it possible}?',
    'Name one thing {you are quietly proud of|that went better than you feared}.',
  ],
  [
    "What's the smallest step that would make the next day a little better than this one?",
    'What is one kind thing you could do for yourself in the next hour?',
    'What could you let go of, just for now, to make room to breathe?',
    'What would make the evening a little easier?',
    'What is one thing you could ask someone else to help with?',
    'What would being gentle with yourself look like, in practice, right now?',
    '{What could make|What would make} {tomorrow|the next day} {a little easier|a little kinder}?',
    '{What is one thing you could put down|What could you set aside} {for now|for a while}?',
    '{What small comfort|Which small comfort} {could you give yourself|might you allow yourself} {tonight|today}?',
  ],
  [
    "You don't need perfect answers, just honest ones. They'll point you in the right direction.",
    'Let the answers come in their own time. Asking the questions is already a step forward.',
    'There are no wrong answers here. Whatever comes up is useful.',
    'You do not have to answer them all. Even one honest answer can help.',
    'Take your time with these. They will keep.',
    'Whatever you find in yourself when you ask, be kind about it.',
    '{The answers can wait|No need to answer now}. {Let them come when they are ready|They will come in their own time}.',
    '{Whatever you answer|However you answer}, {it is the right place to start|it is useful}.',
    '{Even thinking about it|Just asking} {helps|is a start}.',
  ],
];

/** The wider view; said for every kind. */
export const PERSPECTIVE: readonly Beat[] = [
  [
    "Let's zoom out for a moment.",
    'Step back with me and look at the bigger picture.',
    'Let us look at this from a little further away.',
    'It can help to widen the view for a moment.',
    'Try stepping back from it, just a few paces.',
    'From a little distance, things often look different.',
    "{Let's take|Let me offer} {a wider view|the long view} {for a moment|for a minute}.",
    '{Seen from further away|From a little further back}, {things change shape|it looks different}.',
  ],
  [
    except(
      GENTLE,
      'Think about where you will be in five years. This moment probably will not feel as heavy then, but what you learn from it might still be helping you.',
    ),
    notAShow(
      except(
        GENTLE,
        "A year from now, this will be part of your story, and it will be a chapter you're glad you wrote.",
      ),
    ),
    'This is one part of a much longer life, and that life has room for many more seasons than this one.',
    only(
      ['illness'],
      'Right now the illness takes up most of the view. You are still much more than it.',
    ),
    only(
      ['grief'],
      'The loss is huge, and it will stay part of you. Around it, life will slowly make room again.',
    ),
    'Feelings this strong tend to change shape over time, even when it seems they never will.',
    'You have lived through many different stretches of life already. This is one more, however hard.',
    only(
      GENTLE,
      'Right now everything is close up and loud. In time, you will see it in a wider frame.',
    ),
    'Whatever this feels like now, it is not the whole of your life.',
    '{This is a chapter|This is one stretch}, {and|but} {your life is much longer than it|there is much more to your life than this}.',
    '{In time|Later on}, {this will sit|this will take its place} among {many other days|everything else you have lived}.',
    '{Right now it fills the view|Right now it looks enormous}, {but it is not everything|but it is not all there is}.',
  ],
  [
    except(
      GENTLE,
      'Most of the things we worry about never happen the way we fear, and the ones that do are rarely as bad as we imagined.',
    ),
    "Your mind is very good at imagining the worst. It's much less good at predicting it.",
    'Worry loves to run ahead and write endings that have not happened.',
    'The story in your head at three in the morning is rarely the true one.',
    'Fear tends to make the future look darker than it usually turns out to be.',
    only(
      GENTLE,
      'You do not have to picture every possible future. Just the next little while is enough.',
    ),
    'Much of the weight you feel comes from imagining everything at once.',
    '{The worst case|The worst version} {your mind shows you|you imagine} {is rarely what happens|usually stays imaginary}.',
    '{Worry|Fear} {tells stories|paints pictures} {that are darker than the truth|far worse than what usually comes}.',
    '{At night|Late in the evening}, {things look bigger|every worry grows}. {In daylight|By morning}, {they shrink|they often look smaller}.',
  ],
  [
    "This moment matters, but it is not everything. Your worth doesn't rise or fall on a single day.",
    'Whatever happens, you will still be you: thoughtful, growing and worth caring about.',
    'Your value as a person does not depend on how any of this turns out.',
    'You are more than what is happening to you right now.',
    'Through all of it, the core of who you are stays intact.',
    'Nothing that happens here can take away who you are.',
    '{Who you are|Your worth} {does not depend on|is not decided by} {how this goes|any one outcome}.',
    '{You are|You remain} {more than this moment|far more than what is happening now}.',
    '{Nothing here|None of this} {changes|can change} {what is good in you|the core of who you are}.',
  ],
  [
    except(GENTLE, "Hold it seriously, but lightly. That's how people do their best work."),
    except(
      GENTLE,
      'Care about it deeply, and then let it be one part of a full life, not the whole of it.',
    ),
    except(
      GENTLE,
      'Hold it carefully, but let it sit beside the rest of your life, not on top of it.',
    ),
    except(
      GENTLE,
      'Give it the attention it needs, and save some for everything else that makes you you.',
    ),
    except(GENTLE, 'Let it matter without letting it take over.'),
    only(
      ['grief'],
      'Let the grief have its place, and let there be a little room beside it for other things.',
    ),
    only(['grief'], 'You can carry the loss and still, slowly, let small good things back in.'),
    only(
      ['grief'],
      'The love and the loss can both stay. Life will grow around them, in its own time.',
    ),
    only(
      ['illness'],
      'Give the illness the care it needs, and keep some of yourself for the rest of your life.',
    ),
    only(['illness'], 'You are a person going through treatment, not a patient and nothing else.'),
    only(GENTLE, 'Let this be hard where it is hard, and let the ordinary moments be ordinary.'),
    only(GENTLE, 'There is still room, even now, for a little of what you love.'),
    only(['illness'], 'Let your treatment be one part of your days, not the only thing in them.'),
    only(
      ['loved_one'],
      'Their hard time can be at the centre of your days for a while and still leave a little room for you.',
    ),
    only(
      ['loved_one'],
      'You can care for them completely and still keep a corner of the day that is yours.',
    ),
    'Make room in your days for other things too: people, small pleasures, rest.',
    '{Give it its place|Let it have its place}, {and let the rest of your life have theirs|and keep room for everything else}.',
    '{Let it be important|It can be important} {without being everything|and still not be all of you}.',
  ],
];

/** Things they are allowed to do; said for every kind. */
export const PERMISSION: readonly Beat[] = [
  [
    'I also want to give you a few permissions.',
    "Here are some things you're allowed to do.",
    'Let me give you permission for a few things, in case nobody has.',
    'There are some things I want you to know you are allowed.',
    'Sometimes it helps to hear these said out loud.',
    'A few permissions, then, to keep in your pocket.',
    '{Let me give you|Here are} {some permissions|a few permissions}, {in case you need them|in case nobody has given them to you}.',
    '{You may need to hear these|These are worth hearing}, {so here they are|so I will say them}.',
  ],
  [
    except(GENTLE, "You're allowed to be nervous and capable at the same time."),
    except(GENTLE, 'You are allowed to be a work in progress and still be proud of yourself.'),
    only(GENTLE, 'You are allowed to find this hard, however it looks to anyone else.'),
    'You are allowed to not be okay for a while.',
    'You are allowed to feel more than one thing at once.',
    only(
      ['grief'],
      'You are allowed to cry, to laugh, and to feel numb, sometimes all in one day.',
    ),
    only(['illness'], 'You are allowed to be frightened and hopeful in the same breath.'),
    'You are allowed to be tired.',
    'You are allowed to have a bad day without explaining it to anyone.',
    '{You are allowed to|You can} {not have it all worked out|be unsure} {and still be doing fine|and still be doing well enough}.',
    '{You are allowed to have|It is fine to have} {a bad day|an off day} {in the middle of this|along the way}.',
    '{You are allowed|You can be allowed} to {feel two things at once|be sad and hopeful in the same hour}.',
  ],
  [
    "You're allowed to ask for help, to take a break, and to start again as many times as you need.",
    "You're allowed to go slowly. Slow is still moving.",
    'You are allowed to say no to things, even kind things, when you have nothing left.',
    'You are allowed to rest before you are exhausted.',
    'You are allowed to cancel plans and look after yourself instead.',
    'You are allowed to lean on people. That is what they are there for.',
    '{You are allowed to|You can} {say no|turn things down} {to what can wait|to anything that can wait}.',
    '{You are allowed to|It is fine to} {rest|stop} {without earning it first|before you are exhausted}.',
    '{You are allowed to|You can} {change your plans|cancel something} {when it is too much|to look after yourself}.',
  ],
  [
    except(GENTLE, "You're allowed to want more for yourself, without apologising for it."),
    except(GENTLE, "You're allowed to take up space and be seen for what you can do."),
    'You are allowed to put yourself first for a while.',
    'You are allowed to change your mind about what you need.',
    only(['grief'], 'You are allowed to grieve in your own way and on your own timetable.'),
    only(['illness'], 'You are allowed to ask your doctors the same question twice.'),
    'You are allowed to ask for exactly what you need.',
    only(GENTLE, 'You are allowed to step back from everything that is not essential.'),
    'You are allowed to find joy in small things, even now.',
    '{You are allowed to|You can} {ask for what you need|say what you need}, {plainly|without apologising}.',
    '{You are allowed to|You can} {be looked after|let people help} {for a while|as much as you need}.',
  ],
  [
    except(GENTLE, "And you're allowed to believe that this could go well. It really could."),
    except(
      GENTLE,
      'And you are allowed to succeed. Let yourself imagine it, and let yourself have it.',
    ),
    'And you are allowed to be gentle with yourself, always.',
    'And you are allowed to hope.',
    'And you are allowed to be exactly who you are while you get through this.',
    only(GENTLE, 'And you are allowed to be looked after.'),
    'And you are allowed to take all the time you need.',
    '{And you are allowed to|And you can} {hope|believe things will ease}, {even now|even a little}.',
    '{You are allowed to|You can} {be gentle with yourself|go easy on yourself} {all the way through|every step of this}.',
    only(GENTLE, 'And you are allowed to let other people carry some of it for a while.'),
  ],
];

/** The spark that keeps them going; not said for illness, grief or setback. */
export const FIRE: readonly Beat[] = [
  [
    "There's something inside you that I want you to notice.",
    "Let's talk about the fire in you.",
    'There is a spark in you that deserves a mention.',
    'I want to point to something in you that does not get enough credit.',
    'Notice the part of you that keeps coming back to this.',
    'Something in you brought you here, and it is worth naming.',
  ],
  [
    "It's the part of you that keeps hoping, keeps trying, and brought you here.",
    "It's the same spark that has carried you through every hard thing so far.",
    'It is the stubborn bit of you that will not quite give up.',
    'It is the part that still wants more from life, even on the tired days.',
    'It is the quiet insistence that things can be better.',
    'It is the hope underneath the worry.',
  ],
  [
    "Some days it burns bright, and some days it's barely a glow. But it never goes out.",
    'Even on the quiet days it is still there, waiting for a little air.',
    'It does not need to roar. A steady flame is enough.',
    'It may feel faint right now. Faint is not gone.',
    'It flickers sometimes. That is what flames do.',
    'It has survived every hard season so far, and it will survive this one.',
  ],
  [
    'Feed it. Give it a goal, a reason and a little belief, and watch what happens.',
    'Protect it from the thoughts that try to put it out. It is precious, and it is yours.',
    'Give it something to do, something small and real.',
    'Look after it with rest as well as effort. Fires need air.',
    'Keep it company with people who make it burn brighter.',
    'Let it warm you, not burn you out.',
  ],
  [
    'That spark has brought you this far. Trust it to carry you a little further.',
    'It is part of you, and it is not going anywhere.',
    'Whatever happens, that fire is yours to keep.',
    'It has never once let you down completely, and it will not start now.',
    'You can always come back to it. It will be there, glowing quietly.',
    'Let it guide you, gently, toward what you want.',
  ],
];

/** What comes after; not said for illness or grief. */
export const AFTERWARDS: readonly Beat[] = [
  [
    'And think about what comes after this.',
    "Let's look past this moment for a second.",
    'Think for a moment about the other side of this.',
    'There is an afterwards to this, and it is worth picturing.',
    'Let us look a little further down the road.',
    'This will pass, and something will come after it.',
  ],
  [
    "Whatever the result, there will be a next step, and you'll be better prepared for it because of what you're doing now.",
    "This is one chapter, not the whole book. There's more ahead, and it's worth looking forward to.",
    'Whatever happens, life carries on, and you carry on with it, a bit wiser.',
    'There will be other chances, other days and other doors, however this one goes.',
    'This is a stop on the way, not the destination.',
    'The road keeps going past this point, and you will keep going along it.',
  ],
  [
    'The confidence you build here will go with you into every new challenge.',
    'What you learn here becomes part of your toolkit for everything that follows.',
    'Whatever you find out about yourself here will be useful again.',
    'You will take something from this into the next thing, even if it is only knowing you can cope.',
    'Every hard thing you get through makes the next one a little more familiar.',
    'The steadiness you find here is yours to keep.',
  ],
  [
    'So give this your best, and then let yourself move on to the next good thing.',
    'Do your part well, then trust that the path keeps unfolding in front of you.',
    'Give it your honest effort, and then let it go.',
    'Do what you can, and let the rest take its course.',
    'Once you have done your part, you are allowed to rest.',
    'Then put it down, and turn toward what comes next.',
  ],
  [
    'There is a lot of good waiting further along, and you will be there to meet it.',
    'Whatever this brings, it is not the last word on anything. There is plenty more to come.',
    'Your life is bigger than this one moment, and it is heading somewhere worth going.',
    'Afterwards will come, as it always does, and you will be glad of what you did here.',
    'Keep a little room in your mind for what comes next. It may surprise you.',
    'What comes next is already taking shape, partly because of what you are doing now.',
  ],
];

/** Picturing it going well; not said for illness, grief or setback. */
export const VISUALISE: readonly Beat[] = [
  {
    encouraging: [
      'Now, close your eyes for a moment if you can, and picture it going well.',
      'I want you to imagine something with me, just for a moment.',
      'Let us try a little picture in your mind.',
      'For a moment, let yourself imagine it going the way you hope.',
      'Picture it with me, as clearly as you can.',
      'Give yourself a minute to see it going right.',
    ],
    confident: [
      'Now see it clearly, the way it is going to happen.',
      'Picture the moment, exactly as you intend it to go.',
      'Run it through in your mind, start to finish, going well.',
      'See it plainly: you, doing this, and doing it well.',
      'Let me walk you through how this goes.',
      'Imagine it step by step, with you steady the whole way.',
    ],
    gentle: [
      'If it feels right, let your eyes close for a moment, and gently picture it going well.',
      "Let's imagine, softly, how this could feel when it goes well.",
      'Let a quiet picture form, of things going a little better than you fear.',
      'Just for a moment, imagine it going kindly.',
      'Let your mind rest on a picture of it going alright.',
      'Imagine, without any pressure, how it might feel when it is done.',
    ],
    energetic: [
      'Now picture it, see it, and feel it going right!',
      only(['performance'], 'Close your eyes and see it: you, in that moment, nailing it!'),
      'Picture it going brilliantly! Go on, see it!',
      'Imagine it right now: you, doing it, and loving it!',
      'See the whole thing in your head, going right from the start!',
      'Get the picture in your mind, big and bright!',
      'Imagine the moment it clicks! There it is!',
    ],
  },
  [
    'You breathe in, you begin, and it starts to flow. Not perfectly, but truly, and that is what counts.',
    'You take the first step, and then the next one, and you notice you are steadier than you expected.',
    'You start, and after a minute or two you forget to be nervous because you are busy doing it.',
    'It begins a little shakily and then settles, the way most good things do.',
    'You notice your voice and your hands are calmer than you expected.',
    'One thing leads to the next, and you find your rhythm.',
  ],
  [
    'Feel what it is like when it is done: the relief, the pride, the quiet knowledge that you did the thing you were worried about.',
    'Notice the moment it is over, and the warm rush of knowing you gave it your best.',
    'Feel the relief when it is finished, like putting down a heavy bag.',
    'Then it is done, and there is a lovely lightness in your chest.',
    'Imagine the first deep breath afterwards, slow and easy.',
    'Picture the quiet satisfaction of having gone through with it.',
  ],
  [
    'See yourself telling someone who cares about you how it went, and see yourself smiling as you tell it.',
    'Imagine walking away from it lighter, standing a little taller than before.',
    'Picture yourself later, making a cup of tea and thinking, I did that.',
    'Imagine someone asking how it went, and you saying, better than I thought.',
    'See yourself at the end of the day, tired in a good way.',
    'Imagine looking back on it and being pleased you did not let the worry win.',
  ],
  [
    "Hold that picture. It isn't a fantasy, it's a preview of something you are capable of.",
    'Keep that picture close. You will meet it again, for real.',
    'Come back to that picture whenever the worry starts up.',
    'That picture is not wishful thinking. It is well within reach.',
    'Let that picture stay with you. It is closer than you think.',
    'Hold on to that feeling. It is what you are walking toward.',
  ],
];

export const TOPIC_SCENES: Readonly<Record<Topic, readonly string[]>> = {
  hearing: [
    'You are called in, you take your place, take a breath, and answer the first question clearly.',
    'A question catches you off guard, and you pause, ask for it again, and answer it honestly.',
    'Something unfair is said about you, and you keep your voice level and let the right person deal with it.',
    'You look at your notes, find your point, and say it simply, the way you planned.',
    'When it is over, you walk out into the corridor, breathe out, and let someone on your side take over for a while.',
  ],
  'hard-news': [
    'You sit down with them, take a breath, and say it plainly. It is hard to hear, and you stay steady and kind.',
    'Someone is upset, and you do not argue or hurry them. You let them feel it, and you stay.',
    'Someone asks a question you cannot answer yet, and you say so honestly, and tell them when you will know.',
    'When it has been said, you let the quiet sit for a moment, and nobody needs you to fill it.',
    'Afterwards you step outside, breathe, and let yourself feel how hard that was.',
    'That evening you talk it through with someone who cares about you, and let it be heavy for a while.',
  ],
  interview: [
    'You walk in, you shake hands, you sit down, and you answer the first question clearly. You can see them leaning in to listen.',
    'You are in the room, calm and clear, telling them about the work you are proud of, and they are nodding along.',
    'They ask you something you have thought about, and the answer comes easily.',
    'You pause before an answer, take a breath, and say exactly what you mean.',
    'You find yourself chatting with them like a colleague, not a candidate.',
    'At the end you ask a good question of your own, and they smile.',
  ],
  audition: [
    'You walk in, say hello to the panel, and take a moment to find your place before you begin.',
    'The first line, the first note or the first step lands, and you feel yourself settle into the piece.',
    'Halfway through, you stop thinking about the panel and are simply doing what you love.',
    'You reach the part you practised most, and it comes out just as it did in the rehearsal room.',
    'They ask you to try it again a different way, and you enjoy the chance to play.',
    'You finish, say thank you, and walk out knowing you showed them who you are.',
  ],
  driving: [
    'You pull away smoothly, check your mirrors, and the first few minutes settle you into the drive.',
    'A roundabout comes up, you read it early, and you take it calmly, just as you practised.',
    'The examiner gives an instruction, and you check, signal and do it, one thing at a time.',
    'You make a small slip, breathe out, and drive the next stretch well.',
    'You park up at the end, hands loose on the wheel, and turn to hear what the examiner has to say.',
    'Afterwards you sit for a moment in the car park, the whole thing behind you, and breathe.',
  ],
  telling: [
    'You sit down, take a breath, and say the first sentence. It is out, and you are still here, steady.',
    'You say it plainly, and then you let the quiet be there without rushing to fill it.',
    'They ask a question, and you answer as much as you want to, and no more.',
    'Afterwards you step outside and breathe, lighter for having said it.',
    'You message a friend afterwards: done. Whatever came next, you did it.',
    'Once the first words are out, your voice is steadier than you expected.',
  ],
  presentation: [
    'You look up from your notes, the room is with you, and your voice is steady and warm.',
    'You stand up, you say your opening line, and you feel the room settle in to listen.',
    'You reach your main point and see a few people nodding.',
    'You pause, let a point land, and carry on at an easy pace.',
    'Someone asks a question at the end, and you are glad, because you know the answer.',
    'You click to the last slide and realise it went by faster than you expected.',
  ],
  exam: [
    'You turn over the paper, read the first question, and realise you know exactly how to start.',
    'You sit down, your pen moves, and the things you studied come back one after another.',
    'You come to a hard question, skip it calmly, and find the answer later.',
    'You settle into a steady rhythm, one question at a time.',
    'Halfway through, you notice you have stopped worrying and are simply working.',
    'You finish with a few minutes to spare and read back over your answers calmly.',
  ],
  fitness: [
    'Your feet find their rhythm, your breathing settles, and you feel strong with every step.',
    'You are moving, your body warm and ready, doing something you once thought was out of reach.',
    'The first few minutes are stiff, and then your body remembers what to do.',
    'You finish the session red-faced and pleased, and your legs feel good tired.',
    'You go a little further than last time and barely notice until it is done.',
    'You catch your breath at the end and think, that was worth it.',
  ],
  health: [
    'You wake up feeling lighter and clearer, proud of the choices you made the day before.',
    'You see yourself some weeks from now, feeling better in your body, and glad you started.',
    'You make the good choice almost without thinking, because it has become normal.',
    'You notice you have more energy in the afternoons than you used to.',
    'You catch sight of yourself and see someone looking after their health.',
    'You get through an evening without the old habit, and it feels easier than you feared.',
  ],
  career: [
    'You see the work finished, and the people around you recognising what you have built.',
    'You walk into work knowing exactly what you will do first, and you do it.',
    'You sit down with a clear list, and one by one things get done.',
    'You speak up in a meeting, and people listen.',
    'You finish a piece of work you are genuinely proud of.',
    'You leave at the end of the day with your mind settled, not buzzing.',
  ],
  personal: [
    'You see yourself a few months from now, looking back at this as the time it really started.',
    'You picture yourself living the change you want, and it feels natural, like it was always yours.',
    'You notice, one ordinary morning, that the change has become part of you.',
    'You picture a day that feels more like your own.',
    'You see yourself handling the thing that used to throw you, calmly.',
    'You imagine a friend saying, you seem different lately, in a good way.',
  ],
};

/** The person they will be; not said for grief. */
export const FUTURE_SELF: readonly Beat[] = [
  [
    except(
      GENTLE,
      'Now imagine the person you will be a year from now, looking back at this moment.',
    ),
    'Try to picture yourself some time from now, on the other side of this.',
    'Think about the you who comes a little way after this.',
    'Picture yourself a few months down the road, looking back.',
    only(GENTLE, 'Imagine yourself on a calmer day, some time from now.'),
    'Imagine meeting yourself some way further along.',
    'Let your mind travel forward a little, to a version of you past the worst of this.',
    '{Try to imagine|Take a moment to imagine} {yourself a little way ahead|the you of some months from now}.',
    only(
      ['illness'],
      '{Try to imagine|Take a moment to picture} yourself {on a better day|further along}, {some time from now|when this is easier}.',
    ),
  ],
  [
    except(
      GENTLE,
      'That future you knows something you do not know yet: that you made it through, and that it was worth it.',
    ),
    except(
      GENTLE,
      'That version of you is not surprised by how things turned out. They always knew you had it in you.',
    ),
    'That version of you remembers this time, and remembers how you kept going.',
    notGoodNews(
      'That later you knows how much this cost, and is grateful you looked after yourself.',
    ),
    'The you on the other side looks back on this stretch with a lot of tenderness.',
    only(
      GENTLE,
      only(
        GENTLE,
        'That future you remembers how frightening it was, and how you got through one day at a time.',
      ),
    ),
    only(GENTLE, 'That future you is glad you were so gentle with yourself.'),
    'That future you can see what you cannot yet: how much you were managing.',
    '{That future you|The you further along} {is grateful|is glad} {you kept going|you looked after yourself}.',
    '{That version of you|Future you} {knows|can see} how {much you were carrying|hard this was}, and {how well you did|is proud of you}.',
  ],
  [
    except(
      GENTLE,
      'If they could say one thing to you right now, it might be this: thank you for not giving up.',
    ),
    only(
      GENTLE,
      'They might simply say: you did not have to be brave all the time, and you still got through.',
    ),
    'They would tell you to be a little kinder to yourself, and a little braver.',
    'They might just say: you are doing better than you think.',
    'They would probably tell you to rest more and worry less.',
    'They would want you to know that this is not the end of the good parts.',
    'They would remind you that you do not have to do it perfectly.',
    '{They would probably say|They might say}: {be kinder to yourself|go easier on yourself}.',
    only(
      ['illness'],
      '{They would tell you|They might say} {that resting was the right call|to rest without guilt}.',
    ),
    except(
      GENTLE,
      '{They would tell you|They might say}: {keep going|it was worth it}, {one step at a time|even on the slow days}.',
    ),
  ],
  [
    "Every choice you make now is a gift to that person. Let's give them something good.",
    'You are building their life with what you do now. Build it with care.',
    'Every kind thing you do for yourself now, they will feel.',
    'Looking after yourself now is looking after them.',
    'Each small good choice is a message sent forward to them.',
    'They are relying on you, gently, to take care of the person they used to be.',
    '{What you do now is|Your choices now are} a gift {to that person|to them}.',
    '{Look after them|Take care of them} {by looking after yourself today|by being kind to yourself now}.',
  ],
  [
    "So act now the way that future you would thank you for. It doesn't have to be big, it just has to be real.",
    'Make them proud, not with perfection, but with effort and with honesty.',
    'Do one thing they would thank you for.',
    'Treat yourself the way they would want you to be treated.',
    'Give them something good to remember about this time.',
    'Be on their side, which is to say, be on your own.',
    '{Do one thing today|Do something today} {they will thank you for|that future you would be glad of}.',
    '{Give them|Leave them} {something good to look back on|a good memory of this time}.',
  ],
];

/** Who they are becoming; not said for illness or grief. */
export const IDENTITY: readonly Beat[] = [
  [
    "This is about more than one moment. It's about who you are becoming.",
    'In the end, this is about more than a single day. It is about the person you are choosing to be.',
    'Underneath all of this is a bigger question: who do you want to be?',
    'This is really about the kind of person you are growing into.',
    'Beyond the details, there is something about you at stake here, in a good way.',
    'Let me say something about identity, about who you are in all this.',
    '{This goes beyond|This is bigger than} {one day|one moment}. {It is about who you are becoming|It is about the person you are growing into}.',
    '{Let me say something about|I want to talk about} {who you are in all of this|the person behind the effort}.',
  ],
  [
    'Every time you act in spite of fear, you become a little more of the person you want to be.',
    'Each brave choice, however small, changes what you believe about yourself.',
    'Each time you follow through, you cast a quiet vote for the person you want to be.',
    'Who you are is built out of what you do, again and again.',
    'Little actions, repeated, become character.',
    'Each time you choose the harder, better thing, you are becoming someone who does.',
    '{Each time you choose|Every time you pick} {the harder, better thing|the braver option}, {you become|you grow into} {someone who does|that person}.',
    '{Small choices|Little decisions}, {made again and again|repeated}, {become who you are|shape your character}.',
  ],
  [
    'You are building a habit of showing up, and that habit will carry you far beyond this.',
    'What you practise now, courage and patience and effort, stays with you for life.',
    'The way you handle this is teaching you who you are.',
    'You are learning that you can do difficult things. That lesson lasts.',
    'Patterns you build here will serve you long after this is over.',
    'Every time you keep a promise to yourself, you trust yourself a little more.',
    '{What you practise here|The way you handle this} {will stay with you|goes with you} {long after|well beyond} {this|this moment}.',
    '{You are learning|You are finding out} {that you can do hard things|what you are capable of}, {and that stays|and that lasts}.',
  ],
  [
    'One day you will look back on this season of your life and be proud of how you handled it.',
    'The person who comes out the other side of this will be stronger, calmer and surer. You are already meeting them.',
    'This is the kind of time that shapes people, and you are letting it shape you well.',
    'Later, you will see this as part of how you became yourself.',
    'You may not see it now, but you are growing through this.',
    'Something good is taking root in you here.',
    '{One day|Later on} {you will look back on this time with pride|you will see how much this shaped you}.',
    '{This is the kind of stretch|Times like this} {that shape a person|change people}, {and you are letting it shape you well|for the better}.',
  ],
  [
    "You are not the sum of your worst days. You're the person who keeps coming back.",
    "Who you are shows in what you do when it's hard, and look at what you're doing right now.",
    'You are defined by how you keep going, not by how often you wobble.',
    'Your character is in the getting back up, and you keep getting back up.',
    'Your worst moments are moments, not who you are.',
    'The real you is the one still trying.',
    '{You are not|You are far more than} {your hardest days|the worst moments}. {You are the one who keeps going|You are the one who comes back}.',
    '{Who you are|Your character} {shows in|is in} {the getting up again|how you keep going}.',
  ],
  [
    'So keep acting like the person you want to be, a little at a time, and let the feeling of being them catch up.',
    'You do not have to wait until you feel like that person. Acting like them is how you become them.',
    'Every small choice you make in that direction adds to the person you are building.',
    'Who you are becoming is already showing up in how you are handling this, whether you notice it or not.',
    'Hold on to that picture of yourself, and let it guide the small decisions you make along the way.',
    'Let the kind of person you want to be make the next small decision, and see how it feels.',
    '{Act like|Behave like} {the person you want to be|who you want to become}, {a little at a time|one small choice at a time}, {and let the feeling follow|and the feeling will catch up}.',
    '{Let that person|Let the person you are becoming} {make the next small decision|choose your next step}.',
  ],
];

/** Noticing what is good; said for every kind. */
export const GRATITUDE: readonly Beat[] = [
  [
    'Before we finish, take a moment to notice what is already good.',
    'I want you to pause for a second and notice something good in your life right now.',
    'Let us take a breath and look for something good, however small.',
    'There is something worth noticing before we go.',
    'Look around your life for a moment for something that is going right.',
    'Even now, there are small good things nearby. Let us find one.',
    '{Let us end this part|Let me close this part} with {something good|a little light}.',
    '{Take a second|Pause for a moment} to {look for|find} something {that is going right|that is good}, {however small|even a small thing}.',
  ],
  [
    'Maybe it is a person, a place, or simply the fact that you are still trying. Let yourself feel grateful for it.',
    'It might be something small, like a kind message, a good meal, or a quiet morning. Small good things count.',
    'It could be a friend, a pet, a song, a view from a window. Let it in for a moment.',
    'Perhaps it is the warmth of a drink in your hands, or someone who checked in on you.',
    'It could be as simple as a comfortable bed or a familiar voice.',
    only(['grief'], 'It might even be a memory, something they gave you that you still carry.'),
    'Maybe it is the light at a certain time of day, or the sound of someone you love.',
    '{It could be|Perhaps it is} {the first cup of tea of the day|a warm bed at night}, or {someone who asked how you are|a kind face}.',
    "It might be {a friend's voice|a familiar song} or {a patch of sun|the sky at dusk}. {Small things|Simple things} like that {are real|still count}.",
    '{Maybe it is|It might be} {someone who has stood by you|a place that feels like yours}.',
  ],
  [
    'Gratitude does not ignore the hard parts. It simply reminds you that the hard parts are not the whole story.',
    'When you notice what is going right, you give yourself more to stand on when things get difficult.',
    'Noticing good things does not make the hard things smaller. It just adds some light beside them.',
    'The good and the hard can sit side by side. Both are true.',
    'Small good things do not cancel out the difficult ones, but they help you carry them.',
    'Letting in a little good is not pretending. It is making room.',
    '{Noticing the good|Looking for good things} {does not deny the difficult|does not pretend the hard parts away}. {It balances them|It sits beside them}.',
    '{Noticing what is good|Looking for good things} {steadies|grounds} you {for the harder moments|when things get tough}.',
    '{Good things|The good parts} {do not cancel the hard ones|do not erase the difficult ones}, {but they help you carry them|but they make them lighter to hold}.',
  ],
  [
    "And thank yourself, too, for the effort you've already made. It hasn't gone unnoticed.",
    except(
      GENTLE,
      'Be grateful for your own persistence. It has brought you further than you realise.',
    ),
    only(
      GENTLE,
      'Be grateful to yourself for getting through each day. That has taken more than anyone sees.',
    ),
    'And be grateful to yourself, for looking after you by coming here.',
    'Thank yourself, too, for every day you have got through.',
    'Include yourself in that gratitude. You have been doing a lot.',
    'Give yourself a little thanks as well. You have earned it.',
    '{And thank yourself|Be grateful to yourself}, {too|as well}, {for showing up for this|for taking this time}.',
    '{You have done a lot to get here|You have carried a lot}. {That deserves thanks|Thank yourself for it}.',
  ],
  [
    'Carry that small warm feeling with you into the rest of the day.',
    'Let that good thing keep you company for a while, like a pebble in your pocket.',
    'Come back to it whenever things feel heavy. It will still be there.',
    'Hold on to that for a little longer than you normally would.',
    'Let it settle in. Good things deserve a moment of your attention.',
    'Keep that thought close. It is a small light, and small lights matter.',
    '{Hold on to that good thing|Keep that good thing close} {for the rest of the day|as you go on with your day}.',
    '{Let it stay with you|Let it keep you company} {for a while|a little longer}.',
    '{Come back to it|Return to it} {whenever you need|when things feel heavy}.',
  ],
];

/** The call to act; not said for illness or grief. */
export const ACTION: readonly Beat[] = [
  {
    encouraging: [
      only(
        AHEAD_OF_THEM,
        (s) =>
          `So here's what I'd love you to do: pick one small step toward ${s.shortSubject}, and take it soon. I believe in you.`,
      ),
      "You're ready to take the next step. Take it gently, take it bravely, and take it soon.",
      // Not for what wears them down and is no task (a carer without sleep, a pregnancy feared).
      (s) =>
        NOT_A_TASK.test(s.shortSubject)
          ? null
          : 'Choose one thing you can do in the next hour, and do it. That is how momentum begins.',
      'You have more in you than you know. Let the next small step prove it.',
      // Not for what is not theirs to do something about: a loss, their parents splitting up.
      (s) =>
        /^(?:losing|missing|what is happening|your parents splitting up)\b/.test(s.shortSubject) ||
        NOT_A_TASK.test(s.shortSubject)
          ? null
          : `Pick one small thing you can do about ${s.shortSubject} before the day is out.`,
      'Think of one thing you can do next, however small, and give it a time.',
      'Let the very next thing you do be a small kindness toward your future self.',
      '{Choose|Pick} your next step {before this ends|right now}, {and make it small enough to do today|and let it be an easy one}.',
      '{One small step today|A single small step} is all I am asking. {You can do that|I know you can}.',
      'Pick one small, doable thing for today, and {let it be enough|be proud of it when it is done}.',
    ],
    confident: [
      only(
        AHEAD_OF_THEM,
        (s) =>
          `So here is your call: decide, right now, that you will meet ${s.shortSubject} with everything you have. Then go and do it.`,
      ),
      "Stand tall, take the first step, and don't look back. You have work to do, and you are ready to do it.",
      'Make the decision now, and let your actions follow it.',
      'Set your first step, set its time, and keep the appointment with yourself.',
      'Choose your next move, commit to it, and make it.',
      '{Decide|Choose} what you will do first, {write it down|say it to yourself}, and do it.',
      '{The next move is yours|It is your move}. {Make it today|Make it a good one}.',
      'Decide on one action, and do it before you have time to argue with yourself.',
      'Pick the one thing that moves you forward today, and {do it before lunch|get it done before the evening}.',
      'Name your next step {out loud|on paper}, then take it. No more thinking required.',
    ],
    gentle: [
      only(
        AHEAD_OF_THEM,
        (s) =>
          `When you're ready, and only when you're ready, take one small step toward ${s.shortSubject}. That is all that's needed.`,
      ),
      'Be gentle with yourself as you go. One kind step is worth more than a hundred anxious ones.',
      'There is no rush. One gentle step, whenever you are ready, is plenty.',
      'Let the next step be a small and kind one, taken at your own pace.',
      'Pick something small to do next, and let it be enough.',
      '{When you feel able|In your own time}, do one small thing that helps. {Then rest|Then be kind to yourself}.',
      '{Let the next thing|Let what you do next} be {gentle|small}, and let it count.',
      'Whenever it feels possible, do one small thing. Then rest.',
      '{Choose|Find} one gentle thing to do for yourself today, and let it count.',
      'Take the next small step when it feels right, {not before|and not a moment sooner}.',
    ],
    energetic: [
      only(
        AHEAD_OF_THEM,
        (s) => `So get up! Take the first step toward ${s.shortSubject}, and take it right now!`,
      ),
      "Don't wait for the perfect moment, because this is the moment! Go!",
      'Move now! One step, then another, and feel the momentum build!',
      'Get going! The first step is the hardest, and you are about to take it!',
      'Up you get! Pick one thing and do it now!',
      '{On your feet|Up and at it}! {One thing, right now|First step, right now}!',
      '{Go|Get moving}! {Today is the day|This is your day} to start!',
      'Right now, do one thing, just one, and go!',
      'Pick your next move and make it today! You have more in you than you think!',
      'One small action, right now! {Start it|Do it}, and let the rest follow!',
    ],
  },
  [
    (s) => {
      const time = ahead(s);
      return time && `When ${time} comes, you won't just show up. You'll show up ready.`;
    },
    'Start with the smallest next step. The rest tends to follow.',
    'One small move is all it takes to get things rolling again.',
    'Begin somewhere small. Small beginnings have a way of growing.',
    'The next step does not have to be big. It only has to be yours.',
    'Take one step, notice it, and let it make the next one easier.',
    'A small step that gets done is worth more than a big one that keeps waiting.',
    '{Do the easy first step|Start with the easiest step} {first|today}. {The rest comes easier after|The harder ones come easier after}.',
    '{Small and done|Done and small} beats {big and planned|perfect and waiting}, {every time|always}.',
    '{Your first step can be tiny|The first step can be very small}. {Tiny still counts|It still counts}.',
  ],
  [
    'You have everything you need to begin. Not to finish, just to begin, and beginning is the hardest part.',
    'You do not need to feel ready. Starting is what makes you ready.',
    'You can work out the rest along the way. Nobody starts with the full map.',
    'Beginning imperfectly is far better than waiting to begin perfectly.',
    'Confidence usually arrives after you start, not before.',
    'Once you have started, you will find your feet as you go.',
    '{Starting|Beginning} is {the hard part|most of the battle}, and {it is nearly done|you are nearly there}.',
    '{Readiness|Feeling ready} usually {comes|turns up} {once you are moving|a few steps in}.',
    '{Nobody feels completely ready|Hardly anyone feels ready}. {They begin anyway|They start, and it comes}.',
  ],
  [
    "Decide what your first step is and when you'll take it. Say it out loud if you can.",
    "Put a time on it: at an hour you choose, you'll take that first step.",
    'Write your first step down where you will see it.',
    'Tell someone what you are about to do. It makes it more likely you will.',
    'Name the step, name the time, and let that be settled.',
    'Choose the moment, and when it comes, trust your decision.',
    '{Put it in your calendar|Set a reminder on your phone}, {so the decision is already made|so you do not have to decide twice}.',
    '{Pick a time today|Choose an hour today} and {keep it|protect it}, {like a promise|like an appointment with yourself}.',
    '{Say it out loud|Tell yourself plainly}: {this is what I will do next|this is my next step}.',
  ],
];

/** The shared closings; illness, grief and setback close with their own. */
export const CLOSING: readonly Beat[] = [
  {
    encouraging: [
      (s) =>
        greet(
          s,
          "you've got this. I'm proud of you already, and {I can't wait to see what you do next|I know you will do well}.",
        ),
      (s) =>
        greet(s, 'remember: you are capable, you are {prepared|ready}, and you are not alone.'),
      (s) =>
        greet(
          s,
          'keep going. You are further along than you think, and {I am cheering for you|I am right behind you}.',
        ),
      (s) => greet(s, 'you can do this, one step at a time, and you do not have to do it alone.'),
      (s) =>
        greet(
          s,
          'hold on to what you heard here, and carry it with you {into whatever comes|into the days ahead}.',
        ),
      (s) => greet(s, 'go gently and go bravely. {I believe in you|I am on your side}.'),
      (s) => greet(s, 'whatever happens next, you have what it takes to {meet it|handle it}.'),
      (s) =>
        greet(
          s,
          'thank you for spending this time on yourself. {You are worth it|You deserve it}.',
        ),
      (s) =>
        greet(
          s,
          `{I believe in you|I am with you}, {today and after|now and next time}. {Go well|Take care}.`,
        ),
      (s) =>
        greet(
          s,
          `{you are more ready than you feel|you have more in you than you think}, and {I mean that|that is the truth}.`,
        ),
      (s) =>
        greet(
          s,
          `{carry this with you|take this with you}: you are {capable|not alone}, and {you can do this|you are doing well}.`,
        ),
    ],
    confident: [
      only(PREPARING, (s) =>
        greet(s, 'you are ready, and you have always been ready. Now go and show it.'),
      ),
      only(PREPARING, (s) => greet(s, 'this is your moment, and you will own it. Go.')),
      (s) => greet(s, 'you know what to do. {Go and do it|Now do it}.'),
      (s) => greet(s, 'trust yourself, and begin.'),
      (s) => greet(s, 'the next move is yours. {Make it count|Make it a good one}.'),
      (s) =>
        greet(
          s,
          'you are more capable than the doubt says. {Go and find out|Go and prove it to yourself}.',
        ),
      (s) => greet(s, 'keep your head up and your steps steady. You have got this.'),
      (s) =>
        greet(
          s,
          `{go and do what you came here to do|go and make your next move}. {You are ready|You have what it takes}.`,
        ),
      (s) => greet(s, `{be clear, be steady|stay steady, stay clear}, and {begin|get started}.`),
      (s) => greet(s, `{you have the ability|you have the means}. {Use it|Now use it}.`),
    ],
    gentle: [
      (s) =>
        greet(
          s,
          "be kind to yourself. You're doing better than you think, and {you're going to be okay|things will ease}.",
        ),
      (s) =>
        greet(
          s,
          'take a deep breath, and carry this calm with you. {You are enough, exactly as you are|You are doing enough}.',
        ),
      (s) => greet(s, 'go softly, and remember that you are {doing well|doing your best}.'),
      (s) =>
        greet(
          s,
          'let this calm stay with you a little longer. {You are going to be alright|It will be all right}.',
        ),
      (s) => greet(s, 'you are allowed to take this slowly. You are enough as you are.'),
      (s) => greet(s, 'look after yourself. {I will be thinking of you|You are in my thoughts}.'),
      (s) => greet(s, 'one breath, one step, one day. That is all, and it is enough.'),
      (s) =>
        greet(
          s,
          `{rest when you need to|go gently}, and {know you are doing well|be proud of yourself}.`,
        ),
      (s) =>
        greet(
          s,
          `{be easy on yourself|be soft with yourself} {today|tonight}. {You deserve it|You really do}.`,
        ),
      (s) =>
        greet(
          s,
          `{whatever comes next|whatever the day brings}, {you can meet it gently|you do not have to rush}.`,
        ),
    ],
    energetic: [
      (s) => greet(s, 'this is your time! Go out there and {make it count|make it yours}!'),
      (s) => greet(s, 'up you get! Time to show {what you are made of|what you can do}!'),
      (s) => greet(s, 'this is it! Go and {make it happen|make it count}!'),
      (s) => greet(s, "let's go! You've got this, and the world is about to find out!"),
      (s) => greet(s, 'off you go! I am {cheering for you|behind you} the whole way!'),
      (s) => greet(s, 'go on, get out there! You are {ready for this|made for this}!'),
      (s) => greet(s, `{go and get it|go and show up}! {I am cheering|I'm cheering} for you!`),
      (s) =>
        greet(
          s,
          `{this is your moment|now is your time}! {Go|Off you go} and {enjoy it|make it count}!`,
        ),
      (s) =>
        greet(
          s,
          `{big finish|strong finish}: {you've|you have} got this, {all the way|every step}!`,
        ),
    ],
  },
];

export const STYLE_LINES: Readonly<Record<VoiceStyle, readonly string[]>> = {
  warm: [
    "I'm right here with you in this, the whole way.",
    "Think of me as a friend in your corner, because that's exactly what I am.",
    "We're in this together, you and me.",
    'I am on your side in this, completely.',
    'You can lean on these words whenever you need them.',
    'I really am glad you came to talk this through.',
    '{I am here with you|I am with you} {in this|through this}, {for as long as you need|all the way}.',
    '{You have a friend in this|You are not on your own here}, {right now|today}.',
    'I am {glad|pleased} you {let me help|came to me with this}.',
  ],
  professional: [
    "Let's look at this clearly and practically.",
    'Here is the situation as I see it: you have the ability, and now you have a plan.',
    'Good preparation and a clear head will take you a long way.',
    'Take it one item at a time, and it becomes manageable.',
    'A plan turns a worry into a list, and lists can be worked through.',
    'Clear steps and steady effort: that is the approach.',
    '{One clear step at a time|Step by step} is {the way through|how this gets done}.',
    '{A little planning|Some simple planning} {goes a long way here|makes this far easier}.',
  ],
  soothing: [
    'Let your shoulders drop a little as you hear this.',
    'Breathe slowly, and let each word settle before the next one.',
    "There's a quiet strength in you, and it doesn't need to shout.",
    'Let your breathing be slow and easy while you listen.',
    'Nothing here needs to be hurried.',
    'Let these words be a soft place to rest for a moment.',
    '{Let your breathing settle|Let your breath slow} {as you listen|while we go on}.',
    '{There is time for all of this|Nothing is rushed here}, {so go gently|so take it slowly}.',
  ],
};

export const GOAL_LEADS: readonly string[] = [
  "And this isn't the only thing you're working toward.",
  "Let's not forget what you've set out to do for yourself.",
  'I also want to remind you of what you are building beyond this moment.',
  'There is something else you have been working on that belongs here too.',
  'This connects to something bigger you have set yourself.',
  'It is worth remembering what you have chosen to work toward.',
];

export const GOAL_TIES: Readonly<Record<GoalCategory, readonly string[]>> = {
  job_interview: [
    'Every conversation you prepare for moves you closer to it.',
    'Each interview, whatever the outcome, sharpens you for the one that says yes.',
    'Every question you practise answering makes the next conversation easier.',
    'You are building toward it every time you show up prepared.',
    'Each application you send is a step along that road.',
    'Every interview teaches you something the next one will benefit from.',
  ],
  fitness: [
    'Every session, even the short ones, counts toward it.',
    'Each time you move your body, you are training for it.',
    'Every time you move, even for a few minutes, you are building toward it.',
    'Your body keeps count of every effort, and it is adding up.',
    'Rest days count toward it too, because that is when your body gets stronger.',
    'Each walk, run or stretch is part of the way there.',
  ],
  presentation: [
    'Every time you practise out loud, you move closer to it.',
    'Each time you speak up, you get closer to it.',
    'Every time you speak up, you are practising for it.',
    'Each small act of courage in front of others brings it closer.',
    'Every conversation where you say what you think is part of it.',
    'Each time you share an idea, you are building toward it.',
  ],
  personal: [
    'Every small, honest step you take is part of it.',
    'Each day you choose growth, you are living it.',
    'Every honest effort you make belongs to it.',
    'You move toward it each time you choose what matters to you.',
    'Each kind choice you make for yourself counts toward it.',
    'Every time you keep a promise to yourself, it comes closer.',
  ],
  career: [
    'The effort you are putting in now is building it.',
    'Every piece of good work you do is a brick in it.',
    'Each piece of work you finish is part of it.',
    'The skills you are building now are the foundation for it.',
    'Every conversation and every project adds to it.',
    'Each thing you learn at work is a step toward it.',
  ],
  health: [
    'Each healthy choice you make is a vote for it.',
    'Every good day you string together brings it closer.',
    'Each small, healthy choice adds up to it.',
    'Every day you look after yourself, you are moving toward it.',
    'Each glass of water, each early night, each walk counts toward it.',
    'Looking after yourself now is how you get there.',
  ],
};

export const GOAL_CLOSERS: readonly string[] = [
  "What you do next doesn't just help with one thing. It moves all of it forward.",
  'It all connects. A step in one place helps everywhere.',
  'Nothing you do here is wasted. It feeds everything else you care about.',
  'The same effort serves all of it at once.',
];

/** Closers for two or more goals: "these goals" only when there are several. */
export const GOALS_CLOSERS: readonly string[] = [
  "These goals are proof that you're someone who plans to grow, and this is part of that plan.",
  'Each of these goals is a promise you made to yourself, and you are keeping them one step at a time.',
  'These goals point in the same direction, and so does what you are doing now.',
  'Together, these goals describe the life you are building. This fits right into it.',
];

/** The closer for one goal. */
export const GOAL_CLOSER_ONE: readonly string[] = [
  'This goal is proof that you plan to grow, and this is part of that plan.',
  'This goal is a promise you made to yourself, and you are keeping it one step at a time.',
  'That goal and this moment are part of the same story.',
  'Every step here is a step toward that goal too.',
];
/** Short lines a tone adds between sentences: the tone's energy and rhythm. */
/**
 * Accents that praise something done ("Nothing about that is luck.", "Be proud of that."): said
 * only after a sentence about what they did or have (`DONE_OR_HAD`), not after "It is just loud."
 * or "Ask them."
 */
export const PRAISING_ACCENTS: ReadonlySet<string> = new Set([
  'Nothing about that is luck.',
  'You earned that.',
  'You are doing so well.',
  'Be proud of that.',
  'That is worth celebrating.',
]);

/** A sentence about what they did, have done or have in them: what a praising accent may follow. */
export const DONE_OR_HAD =
  /\b[Yy]ou(?: have| did| got| made| came| handled| kept| built| managed| earned| survived| learned| learnt| started| finished| showed| took| already| are still)\b|\b[Yy]ou've\b/;

export const ACCENTS: Readonly<Record<Tone, readonly string[]>> = {
  energetic: [
    'Yes!',
    'Love that!',
    'Exactly!',
    'Absolutely!',
    'That is the energy!',
    'Big yes to that!',
    'Hold on to that!',
    'Go for it!',
    "Let's do this!",
    'Go on!',
    "That's the spirit!",
    'Bring it on!',
    'Keep that!',
    'Yes, you!',
    'Now we are talking!',
    '{Straight up|Honestly}, yes!',
    'Let that fire you up!',
    'You know it!',
    'Feel that!',
    'Right on!',
    'That is you!',
    'Say it louder!',
    'Big energy!',
    'Onwards!',
  ],
  confident: [
    'That is a fact.',
    'Remember that.',
    'Nothing about that is luck.',
    'You earned that.',
    'No doubt about it.',
    'Keep that in mind.',
    'Count on it.',
    'Worth remembering.',
    'Know it.',
    'Stand on that.',
    'It is that simple.',
    'That is the truth.',
  ],
  encouraging: [
    'I really believe that.',
    'Hold on to that.',
    'You deserve to hear that.',
    "I'm cheering for you.",
    'Keep that close.',
    "That's worth remembering.",
    'I mean that.',
    'You are doing so well.',
    'Be proud of that.',
    'Let that sink in.',
    'That is worth celebrating.',
    'Keep hold of that one.',
    'I hope you can hear that.',
    'That is worth keeping.',
  ],
  gentle: [
    "There's no rush in any of this.",
    'Let that settle for a moment.',
    'You can take this at your own pace.',
    'Be soft with yourself as you hear that.',
    "It's okay to go slowly.",
    'Breathe, and let that sink in.',
    "That's more than enough for now.",
    'Let it be simple.',
    'You are allowed to rest in that thought.',
    'Nothing needs to be forced.',
    'Let it be as gentle as it needs to be.',
    'You are safe to take your time.',
    'Let that be enough for now.',
    'No need to do anything with that yet.',
    'Just let that be true for a moment.',
    'Take that in slowly.',
    'There is time for all of it.',
    'Go gently with that.',
    'Let that be soft and simple.',
    'You do not have to hurry.',
    'That is allowed.',
    'Hold that lightly.',
    'Rest there for a second.',
    'Let that land gently.',
    'No need to rush past that.',
    'Let that be a small comfort.',
    'That can be enough.',
    'Breathe with that for a moment.',
    'Keep that close, quietly.',
    'You are doing fine.',
  ],
};
