import type { SituationKind } from '@rally/domain';
import type { Beat, Line, Slots } from './phrase-bank.ts';
import {
  aboutText,
  foremost,
  leftOutWhen,
  notAShow,
  notTelling,
  notUnwanted,
  specific,
  theirWords,
  whenAbout,
} from './phrase-bank.ts';
import {
  ASSAULTED,
  BULLIED,
  betrayed,
  HURT_AT_HOME,
  GERUND,
  PARENTS_SPLITTING,
  agree,
  capitalise,
  heartbreak,
  isTelling,
  jobInDoubt,
  noFault,
  notAnAttempt,
} from './read-context.ts';
import type { Statement, StatementKind } from './read-context.ts';

/** An eating disorder: steps for the meals ahead, and no advice about snacks. */
const EATING_DISORDER = /\b(?:eating disorder|anorexi\w*|bulimi\w*|binge\w*|arfid)\b/;
import { LOVED_ONE } from './loved-one-material.ts';
import { EVERYDAY } from './everyday-material.ts';

/**
 * What the built-in writer says that belongs to one kind of situation: how it names what they
 * wrote, how it acknowledges it, what strength and steps it offers, what it asks them to picture and
 * how it closes. Written for the register of each kind (docs/decisions/built-in-writer.md).
 *
 * Each section has a few beats, each beat a different move (naming the hurt, then what may be felt,
 * then who is there), and each beat many alternatives, so two speeches for the same words share
 * few sentences. A speech takes a handful of the steps, never all of them.
 */

export interface KindMaterial {
  acknowledge: readonly Beat[];
  reframe: readonly Beat[];
  strengths: readonly Beat[];
  steps: readonly Line[];
  picture: readonly Beat[];
  closing: readonly Beat[];
}

/** A line that speaks of their event by name; left out when their words named none. */
function about(line: (subject: string) => string): Line {
  return (s) => (s.named ? line(s.shortSubject) : null);
}

/** "him" or "her" for the person they lost, when the word says which ("your dad"); "them" otherwise. */
export function lostPronoun(lost: string): string {
  if (
    /\b(?:father|dad|brother|husband|son|grandpa|grandad|grandfather|uncle|boyfriend)\b/.test(lost)
  ) {
    return 'him';
  }
  if (
    /\b(?:mother|mum|mom|sister|wife|daughter|grandma|gran|granny|nan|nana|nanna|grandmother|aunt|girlfriend)\b/.test(
      lost,
    )
  ) {
    return 'her';
  }
  return 'them';
}

/** What is spoken to people: an interview, a presentation, a toast, a hard conversation. */
const SPOKEN =
  /\b(?:interview\w*|present\w*|speech|speak\w*|talks?|toast|pitch\w*|eulogy|meeting|debate|viva|conversation|tell\w*|hearing|lecture|webinar|podcast|panel|call|demo|stand-?up|sermon|reading|assembly|vows|best man|maid of honou?r|negotiat\w*|questions)\b/;

/**
 * A line about speaking (the first sentences said aloud, notes, a voice finding its pace), left
 * out of a driving test, an exam, a race or a match, where nobody speaks.
 */
function spoken(line: string): Line {
  return whenAbout(SPOKEN, line);
}

/** A move to a new place: a new home, city, country or halls, not a new job or a baby in the old one. */
const NEW_PLACE =
  /\b(?:mov(?:e|ed|ing)|relocat\w*|abroad|emigrat\w*|new (?:city|country|town|place|flat|house|home|area)|flat|apartment|halls|dorm|uni|university|college|leaving home)\b/;

/** A line about settling into a new place (its bus routes, its bakery, home far away). */
function newPlace(line: string): Line {
  return whenAbout(NEW_PLACE, line);
}

/**
 * A move that leaves the people they know behind ("i have to move away from everyone i know"): the
 * loneliness of it is met first, and the people kept close.
 */
const PEOPLE_LEFT_BEHIND =
  /\b(?:away from (?:everyone|everybody|all (?:my|your)|(?:my|your) (?:friends|family|mates|people))|leav(?:e|ing) (?:all )?(?:(?:my|your) (?:friends|family|mates)|everyone|everybody)|miss(?:ing)? (?:(?:my|your) friends|everyone|everybody))\b/;

/**
 * A line for a move away from the people they know, said first where it applies. Read from their
 * statements: the words a line is chosen by keep no "away from".
 */
function leftBehind(line: string): Line {
  return foremost(
    specific((s) =>
      s.statements.some((statement) => PEOPLE_LEFT_BEHIND.test(statement.text)) ? line : null,
    ),
  );
}

/**
 * A line that speaks of an attempt (they tried, the effort, a result), left out of a break-up or
 * money trouble, which nobody attempted (notAnAttempt).
 */
function attempted(line: string): Line {
  return (s) => (notAnAttempt(s) ? null : line);
}

/**
 * Words of something judged with a result (an exam, an interview, an application, a rejection):
 * "one result is a piece of information" is for those, not for a love ended, a lost job, a relapse
 * or a deportation.
 */
const GIVEN_A_RESULT =
  /\b(?:fail(?:ed|ing)?|reject\w*|didn'?t (?:get|make|pass)|turned down|results?|grades?|scored|exams?|tests?|interviews?|auditions?|applications?|applied|bombed|blanked|cut from|lower than|lost the)\b/;

/** A line that speaks of a result or an outcome, left out where nothing was judged with one. */
function aResult(line: string): Line {
  return (s) => (GIVEN_A_RESULT.test(theirWords(s)) && !notAnAttempt(s) ? line : null);
}

/** Good news after an illness: an all-clear, remission, cancer-free. */
const ALL_CLEAR = /\b(?:all clear|remission|cancer free|cancer-free|no evidence of disease)\b/;

/** A line for good news after an illness, said first whenever it applies. */
function allClear(line: string): Line {
  return foremost(whenAbout(ALL_CLEAR, line));
}

/** A line that presumes the illness is still there: left out after an all-clear. */
function stillUnwell(line: string): Line {
  return leftOutWhen((s) => ALL_CLEAR.test(aboutText(s)), line);
}

/** A job at risk because the work is being judged, as named: a plan to improve, a warning. */
const WORK_UNDER_REVIEW =
  /\b(?:improvement plan|warning at work|pip|disciplinary|days to improve)\b/;

/** A job at risk and not yet lost: the work being judged, or the job in doubt through cuts. */
function jobAtRisk(s: Slots): boolean {
  return WORK_UNDER_REVIEW.test(aboutText(s)) || jobInDoubt(s);
}

/** A line for a job at risk (HR or a union, an updated CV): taken first. */
function atRisk(line: string): Line {
  return specific((s) => (jobAtRisk(s) ? line : null));
}

/** A line for work being judged (targets in writing, weekly check-ins): taken first. */
function underReview(line: string): Line {
  return specific((s) => (WORK_UNDER_REVIEW.test(aboutText(s)) ? line : null));
}

/** A line for a job in doubt through cuts (how it is decided, what a month costs): taken first. */
function inDoubt(line: string): Line {
  return specific((s) => (jobInDoubt(s) ? line : null));
}

/** A line that looks for their part in it (mistakes, what to do differently): not for no one's fault. */
function ownPart(line: string): Line {
  return leftOutWhen(noFault, line);
}

/**
 * A line for a door already closed (a rejection, an ending, a result), left out of a job still at
 * risk.
 */
function closed(line: Line): Line {
  return leftOutWhen(jobAtRisk, line);
}

/** A line for a love that ended (its reminders, its texts); left out of a rejection or a lost job. */
function heartbroken(line: string): Line {
  return (s) => (heartbreak(s) ? line : null);
}

/** Speaking at the funeral: a eulogy, or a speech, a reading or a few words at a funeral or memorial. */
function speaksAtTheFuneral(words: string): boolean {
  return (
    /\beulog/.test(words) ||
    (/\b(?:speak\w*|speech|reading|words)\b/.test(words) &&
      /\b(?:funeral|memorial|service)\b/.test(words))
  );
}

/** A line for someone who is to speak at the funeral (a eulogy, a reading): taken first. */
function eulogy(line: Line): Line {
  return specific((s) => {
    if (!speaksAtTheFuneral(aboutText(s))) return null;
    return typeof line === 'string' ? line : line(s);
  });
}

/** A line that names who or what they lost; left out when their words did not say. */
function loss(line: (lost: string) => string): Line {
  return (s) => (s.lost === null ? null : line(s.lost));
}

/** A line that speaks of a death; left out for a loss while they are alive (dementia, a parent dying). */
function afterDeath(line: Line): Line {
  return leftOutWhen((s) => !s.bereaved, line);
}

/**
 * A line that presumes days lived with the one lost (their face, their voice, a place shared): left
 * out for a baby lost before or at birth, whom they never had those days with.
 */
function shared(line: Line): Line {
  return leftOutWhen((s) => s.lost === 'your baby', line);
}

/**
 * A line that presumes the one lost is gone from their life for good (their photo, a keepsake, a
 * gathering in their name, others grieving them): left out where all they said is that they miss
 * him or her ("i keep thinking about her"), which may as well be a break-up.
 */
function goneForGood(line: Line): Line {
  return leftOutWhen((s) => (s.lost === null && !s.bereaved) || s.stillHere, line);
}

/**
 * A line for a loss while the one they love is still alive (`stillHere`: dementia, dying in a
 * hospice): the time still shared, said first whenever it applies.
 */
function whileStillHere(line: Line): Line {
  return foremost(leftOutWhen((s) => !s.stillHere, line));
}

/** Their words said the death was by suicide (read-context.ts says every wording that way). */
const BY_SUICIDE = /\bsuicide\b/;

/**
 * A line for someone bereaved by suicide: its questions, that it was not theirs to prevent, and
 * support for those left behind (safe-messaging guidance; docs/decisions/built-in-writer.md).
 */
function afterSuicide(line: string): Line {
  return specific(whenAbout(BY_SUICIDE, line));
}

/**
 * A line whose "them" and "their" are the one they lost, said "him" or "her" where their words
 * say which ("your mum": "her things"; "missing her"), else left as written.
 */
function lostOne(line: string): Line {
  return (s) => {
    const missed = /^missing (him|her)$/.exec(s.shortSubject)?.[1];
    const pronoun = s.lost === null ? (missed ?? 'them') : lostPronoun(s.lost);
    if (pronoun === 'them') return line;
    const [subject, possessive] = pronoun === 'him' ? ['he', 'his'] : ['she', 'her'];
    return line
      .replace(/\bthem\b/g, pronoun)
      .replace(/\btheir\b/g, possessive)
      .replace(/\bTheir\b/g, capitalise(possessive))
      .replace(/\bThey\b/g, capitalise(subject))
      .replace(/\bthey\b/g, subject);
  };
}

/** "on Friday" said as the subject of a sentence: "Friday". */
function timeWord(moment: string): string {
  return moment.replace(/^on /, '');
}

/** A line about their event and when it comes ("on Friday"), only for an event still ahead. */
function aheadEvent(s: Slots, line: (moment: string) => string): string | null {
  // A loss is not an event to be got ready for: "losing your baby is close now, tomorrow" (the
  // tomorrow was going back to work).
  // Nor is what is happening somewhere ("what is happening at school is tomorrow").
  if (/^(?:losing|missing|what is happening)\b/.test(s.shortSubject)) return null;
  return s.named && s.ahead && s.moment !== null ? line(s.moment) : null;
}

/** A line about their event by name that does not fit a loss ("taking up room in your head"). */
function notLoss(line: (subject: string) => string): Line {
  return (s) => (s.named && s.kind !== 'grief' ? line(s.shortSubject) : null);
}

/**
 * A line about their event as a thing carried or given attention: a noun, never "training your
 * puppy", and never a loss ("carrying the funeral").
 */
function noun(line: (subject: string) => string): Line {
  return (s) =>
    s.named && s.kind !== 'grief' && !GERUND.test(s.shortSubject) ? line(s.shortSubject) : null;
}

/** Their event and its time, said in a sentence with a verb. */
export const NAME_EVENT: readonly Line[] = [
  (s) =>
    aheadEvent(
      s,
      (moment) =>
        `${capitalise(s.shortSubject)} ${agree(s.shortSubject, 'is', 'are')} ${moment}, and ${agree(s.shortSubject, 'it has', 'they have')} been {sitting with you|on your mind}.`,
    ),
  (s) =>
    aheadEvent(
      s,
      (moment) =>
        `So ${s.shortSubject} ${agree(s.shortSubject, 'comes', 'come')} ${moment}, and {part of you is already there|part of you is already thinking about it}.`,
    ),
  (s) =>
    s.moment?.startsWith('in ') === true
      ? null
      : aheadEvent(
          s,
          (moment) =>
            `${capitalise(timeWord(moment))} brings ${s.shortSubject}, and {that is what we are here for|that is why we are here}.`,
        ),
  (s) =>
    aheadEvent(
      s,
      (moment) =>
        `With ${s.shortSubject} coming ${moment}, it makes sense that it {fills your thoughts|is on your mind}.`,
    ),
  noun(
    (subject) =>
      `You are carrying ${subject} with you right now, and ${agree(subject, 'it deserves', 'they deserve')} some care.`,
  ),
  (s) =>
    s.named
      ? `Everything here is about ${s.subject}, and about ${s.other === null ? '{the person facing it|you}' : 'you, who love them'}.`
      : null,
  (s) =>
    s.named
      ? `We are going to stay with ${s.subject} for {a few minutes|a little while}, because it matters to you.`
      : null,
  notLoss(
    (subject) =>
      `${capitalise(subject)} ${agree(subject, 'has', 'have')} been taking up {a lot of room in your head|a lot of your thoughts}.`,
  ),
  noun(
    (subject) =>
      `Let's give ${subject} the attention ${agree(subject, 'it deserves', 'they deserve')}, and {give you some too|give you some as well}.`,
  ),
  notLoss(
    (subject) =>
      `It makes sense that ${subject} ${agree(subject, 'is', 'are')} on your mind {so much|a lot}.`,
  ),
  // Not "You came here with your cat's surgery": they came worried about someone (below).
  (s) =>
    s.named && !GERUND.test(s.subject) && s.other === null
      ? `You came here with ${s.subject}, so that is where {we will start|we begin}.`
      : null,
  loss((lost) => `This is about ${lost}, and about you, missing ${lostPronoun(lost)}.`),
  loss((lost) => `We will take {a few minutes|a little time} for ${lost}, and for you.`),
  loss(
    (lost) =>
      `${capitalise(lost)} is on your mind and in your heart, so {that is where we begin|we will start there}.`,
  ),
  afterDeath(
    loss(
      (lost) =>
        `You came here carrying the loss of ${lost}, so let's {sit with that together|stay with that for a while}.`,
    ),
  ),
  (s) =>
    GERUND.test(s.shortSubject) || s.other !== null
      ? null
      : aheadEvent(
          s,
          (moment) =>
            `You have ${s.shortSubject} ${moment}, and {it is natural that ${agree(s.shortSubject, 'it is', 'they are')} on your mind|it makes sense that you are thinking about ${agree(s.shortSubject, 'it', 'them')}}.`,
        ),
  (s) =>
    aheadEvent(
      s,
      (moment) =>
        `${capitalise(s.shortSubject)} ${agree(s.shortSubject, 'is', 'are')} {coming up|close now}, ${moment}, and ${s.other === null ? `{we will get you ready for ${agree(s.shortSubject, 'it', 'them')}|you do not have to face ${agree(s.shortSubject, 'it', 'them')} unprepared}` : '{you do not have to wait for it alone|we can make the waiting a little easier}'}.`,
    ),
  notLoss(
    (subject) =>
      `{So this is about|Today this is about} ${subject}, {and about how you are feeling|and about you in the middle of it}.`,
  ),
  // Something brought, so a noun: not "You have brought losing your mum".
  (s) =>
    s.named && s.kind !== 'grief' && s.other === null && !GERUND.test(s.shortSubject)
      ? `{You brought me|You have brought} ${s.subject}, {and I want to give it proper attention|and we are going to take it seriously}.`
      : null,
  (s) =>
    s.other === null
      ? null
      : `You came here worried about ${s.other}, so {that is where we will start|we will begin there}.`,
  (s) =>
    s.other === null || !s.named
      ? null
      : `{This is about|We are here for} ${s.subject}, and {for you, the one who cares so much|for you, waiting and worrying}.`,
  (s) =>
    s.other === null
      ? null
      : `{Your heart is with ${s.other} right now|You have been thinking about ${s.other} all day}, {so let's make a little room for you too|and you deserve some care as well}.`,
  loss(
    (lost) =>
      `{Your heart is with|Everything in you is missing} ${lost}, and {that is where we will start|we will begin there}.`,
  ),
  loss(
    (lost) =>
      `{You are grieving|You are missing} ${lost}, {and nothing needs fixing about that|and that deserves all the gentleness there is}.`,
  ),
];

/** A statement of being bullied said back ("you're being bullied at school"). */
const BULLIED_FRAMES: readonly ((text: string) => string)[] = [
  (t) =>
    `You told me that ${t}. That is not your fault, and nobody deserves to be treated that way.`,
  (t) => `${capitalise(t)}, and I am so sorry. None of it is your fault.`,
  (t) =>
    `I hear that ${t}. {Please know this first|Before anything else}: it is not your fault, and you do not deserve it.`,
];

/** Being assaulted or abused, said back ("you were assaulted last month"). */
const ASSAULTED_FRAMES: readonly ((text: string) => string)[] = [
  (t) => `You told me that ${t}. I am so sorry. It was not your fault.`,
  (t) => `${capitalise(t)}, and I am so sorry. None of it was your fault.`,
  (t) =>
    `I hear that ${t}. {Please hear this first|Before anything else}: it was not your fault, and you deserve to be safe.`,
];

/** Hurt or frightened at home, said back ("your boyfriend hit you last night"). */
const HURT_AT_HOME_FRAMES: readonly ((text: string) => string)[] = [
  (t) =>
    `You told me that ${t}. I am so sorry. None of it is your fault, and you deserve to be safe at home.`,
  (t) => `${capitalise(t)}, and I am so sorry. Nothing you did makes that all right.`,
  (t) =>
    `I hear that ${t}. {Please hear this first|Before anything else}: it is not your fault, and your safety matters more than anything else here.`,
];

/** Their parents splitting up, said back ("your parents are getting divorced"). */
const PARENTS_SPLITTING_FRAMES: readonly ((text: string) => string)[] = [
  (t) => `You told me that ${t}. That is not your fault, and it is not yours to fix.`,
  (t) =>
    `${capitalise(t)}, and I am sorry. {Please know this|Hold on to this}: none of it is your fault.`,
  (t) =>
    `I hear that ${t}. That is a lot to take in, and {it is not your fault|nothing you did caused it}.`,
];

/** How one of their statements is said back, by what it says. */
const STATEMENT_FRAMES: Readonly<Record<StatementKind, readonly ((text: string) => string)[]>> = {
  fear: [
    (t) =>
      `You wrote that ${t}. That fear makes sense, and it deserves to be heard rather than argued with.`,
    (t) => `${capitalise(t)}, and nobody could blame you for that.`,
    (t) => `Part of what weighs on you is simple to say and hard to carry: ${t}.`,
    (t) => `I hear that ${t}. Fear like that shows how much this touches you.`,
    (t) => `You told me that ${t}. That is a heavy thing to carry around.`,
    (t) => `${capitalise(t)}. That worry is understandable, and we can look at it calmly.`,
    (t) => `It sounds like ${t}. That is a real worry, and you are not silly for having it.`,
    (t) => `When you say ${t}, I believe you, and I want to help that feel smaller.`,
    (t) =>
      `{You let me know|You were honest that} ${t}. {Being afraid of that is human|Anyone might feel that}, and {it does not make you weak|it is allowed}.`,
    (t) =>
      `{I can hear it in what you wrote|It comes through in your words}: ${t}. {We will go gently with that fear|Let's hold that fear carefully}.`,
    (t) =>
      `{There is a real fear in this|Some of this is fear}: ${t}. {That makes sense|That is only natural}.`,
    (t) =>
      `${capitalise(t)}. {Fears like that get louder at night|That kind of fear is tiring to carry}, {and it is worth saying out loud|so thank you for saying it}.`,
  ],
  // "want" also holds what they need ("i need to get a root canal"): no frame calls it a wish.
  want: [
    (t) => `You said it plainly: ${t}. Let's keep that in view.`,
    (t) => `I noticed what you wrote: ${t}. That is worth listening to.`,
    (t) => `You wrote that ${t}, and that tells me what matters to you right now.`,
    (t) => `So ${t}. We can work with that.`,
    (t) => `You told me that ${t}, and I will keep it in mind for everything that follows.`,
    (t) => `From what you wrote, ${t}. Let's see what can help with that.`,
    (t) => `I heard that ${t}. Let's work with that together.`,
    (t) => `You have been clear that ${t}, and that clarity helps.`,
    (t) =>
      `{What you wrote is clear|You put it simply}: ${t}. {That is a good place to start|We can build on that}.`,
    (t) =>
      `{It matters that|I am glad to know that} ${t}. {Everything here is meant to help with that|Let's keep it in front of us}.`,
    (t) => `${capitalise(t)}, {and that is worth taking seriously|and I am taking that seriously}.`,
    (t) =>
      `{You told me something important|Something you wrote stays with me}: ${t}. {Let's make room for it|We will come back to it}.`,
  ],
  // A doubt is always said as theirs ("you wrote that you don't belong"), never as a fact; most
  // doubts they write start "you feel ...", so every frame reads with that.
  doubt: [
    (t) => `You told me that ${t}. Let's look at that thought together instead of obeying it.`,
    (t) => `You wrote that ${t}. Let's check that thought against what is actually true.`,
    (t) =>
      `You said that ${t}. Plenty of people carry that same thought, and plenty of them are wrong about themselves.`,
    (t) => `When you wrote that ${t}, I heard how heavy that thought is.`,
    (t) =>
      `You were honest enough to write that ${t}. That thought deserves a fair hearing, and a fair answer.`,
    (t) => `You mentioned that ${t}. Doubt is a feeling, and feelings are not verdicts.`,
    (t) => `I read that ${t}. Doubt can sound like the truth when it is only loud.`,
    (t) => `From what you wrote, ${t}. Let's not take the doubt's word for it.`,
    (t) =>
      `{You admitted|You let me see} that ${t}. {That is the doubt talking, and it is not the whole story|Doubt says that to a lot of good people}.`,
    (t) =>
      `{Somewhere in you, there is a voice saying|Part of you has been saying} that ${t}. {We are going to question it|It deserves to be questioned}.`,
    (t) =>
      `{You were brave enough to write|You put it into words}: ${t}. {Let's look at whether the facts agree|A thought like that is worth checking, not obeying}.`,
  ],
  // Plain facts said back as theirs: they range from "your mum died" to "you sit in meetings".
  state: [
    (t) => `I hear that ${t}.`,
    (t) => `You've let me know that ${t}, and I'm not going to skip past it.`,
    (t) => `You mentioned that ${t}, and that matters here.`,
    (t) => `You told me that ${t}. I'm glad you said it.`,
    (t) => `So ${t}. Let's keep that in mind as we go.`,
    (t) => `You wrote that ${t}, and I want you to know that has been heard.`,
    (t) => `From what you wrote, ${t}, and we will keep that in view.`,
    (t) => `Part of what you are dealing with is this: ${t}.`,
    (t) =>
      `{You said|You wrote|You mentioned} that ${t}{, and I have taken that in|, and I am keeping it in mind|}.`,
    (t) =>
      `{I know|I have heard} that ${t}, {and it matters to all of this|and it belongs here too}.`,
    (t) => `{Here is part of the picture|This is part of what is going on}: ${t}.`,
    (t) =>
      // Not "and that counts": said after "you hate your life" or "you can't find a job", it was flat.
      `${capitalise(t)}, {and that is a lot to hold|and I won't rush past it|and I hear it}.`,
  ],
};

/**
 * The statements they wrote, each in the first frame of its kind, in `order`, that `fits` (as
 * `say` words it); two statements never share a frame ("So you're going blind. Let's keep that in
 * mind as we go." had followed "So you have to give up driving. Let's keep that in mind as we go.").
 */
export function statementLines(
  statements: readonly Statement[],
  order: <T>(items: readonly T[]) => T[],
  say: (text: string) => string,
  fits: (text: string) => boolean,
  /** Frames for the first statement instead of its kind's: good news said back with joy. */
  firstFrames?: readonly ((text: string) => string)[],
): string[] {
  const used = new Set<(text: string) => string>();
  const said: string[] = [];
  return statements.flatMap((statement, index) => {
    // Being bullied, said back, is said with what a bullied person most needs to hear.
    const frames =
      index === 0 && firstFrames !== undefined && statement.kind === 'state'
        ? firstFrames
        : HURT_AT_HOME.test(statement.text)
          ? HURT_AT_HOME_FRAMES
          : ASSAULTED.test(statement.text)
            ? ASSAULTED_FRAMES
            : BULLIED.test(statement.text)
              ? BULLIED_FRAMES
              : PARENTS_SPLITTING.test(statement.text)
                ? PARENTS_SPLITTING_FRAMES
                : STATEMENT_FRAMES[statement.kind];
    for (const frame of order(frames.filter((frame) => !used.has(frame)))) {
      const text = say(frame(statement.text));
      // Read after the statements before it: "... your practice tests. I have heard that you ..."
      // runs their "practice tests. i have" together when spoken.
      if (!fits([...said, text].join(' '))) continue;
      used.add(frame);
      said.push(text);
      return [text];
    }
    return [];
  });
}

/**
 * A time they wrote that the rest of the naming leaves out ("back to work on Monday" after "my mum
 * died last month"), said on its own: "Monday is close, and ...".
 */
const TIME_AHEAD: readonly ((time: string) => string)[] = [
  (time) => `And ${time} is close, so some of what follows is for that.`,
  (time) =>
    `${capitalise(time)} is not far off, and you do not have to feel ready to get through it.`,
  (time) => `${capitalise(time)} will come, and we can make it a little easier before it does.`,
  (time) => `With ${time} so close, it helps to know what you will do first.`,
  (time) => `${capitalise(time)} is part of this too, and it deserves a plan that is kind to you.`,
  (time) => `We will keep ${time} in view as well, because it is close.`,
  (time) => `${capitalise(time)} is coming, and you can meet it one small piece at a time.`,
  (time) => `There is ${time} to think about as well, and we will not leave it out.`,
  (time) =>
    `{We will think about|Let's keep an eye on} ${time} {too|as well}, {gently|without rushing}.`,
  (time) =>
    `${capitalise(time)} {is near|is not far away}, {so part of this is for then|and we can get you ready for it}.`,
  (time) =>
    `{When|By the time} ${time} {arrives|comes}, {you will have a plan|you will not be facing it empty-handed}.`,
];

/** The lines that say a time ahead ("on Monday") on its own. */
export function timeAheadLines(moment: string): string[] {
  return TIME_AHEAD.map((line) => line(timeWord(moment)));
}

/** Going back to work or study after the loss: the day the world carries on as if nothing happened. */
const BACK_TO_WORK =
  /\bback (?:(?:to|at|in) )?(?:work|school|uni|college|office)\b|\breturn\w* (?:to )?work\b|\bfirst (?:day )?back\b|\bshift back\b/;

/**
 * A pet's gentle end still ahead ("i have to have my dog put down tomorrow"): the goodbye to
 * prepare, not the days after. Their words as the speech keeps them ("dog put down ... goodbye"),
 * with a time still to come.
 */
const GOODBYE = /\bput (?:\w+ )?(?:down|to sleep)\b|\bgoodbye\b/;

/** A line for a pet's goodbye still ahead. */
function goodbyeAhead(line: string): Line {
  return specific((s) =>
    s.kind === 'grief' && s.ahead && PET_WORDS.test(aboutText(s)) && GOODBYE.test(aboutText(s))
      ? line
      : null,
  );
}
const PET_WORDS = /\b(?:dog|cat|pet|horse|pony|rabbit|puppy|kitten|hamster|parrot)\b/;

/** A line for going back to work or study after a loss. */
function backToWork(line: string): Line {
  return specific(whenAbout(BACK_TO_WORK, line));
}

const GRIEF: KindMaterial = {
  acknowledge: [
    [
      foremost(
        afterSuicide(
          'A death by suicide leaves questions that may never have answers, and shock, anger, guilt and love can all arrive at once. {None of it makes you a bad person.|All of it is allowed.}',
        ),
      ),
      whileStillHere(
        'Losing someone who is still here is a grief of its own. {It is real, even if nobody around you calls it grief.|Many people feel it, and few say so out loud.}',
      ),
      foremost(
        goodbyeAhead(
          'Choosing a gentle end for them, when the time has come, is one of the last kind things you can do for them. It is love, not failure.',
        ),
      ),
      foremost(
        backToWork(
          'Going back after a loss like this is a hard day of its own. Everything around you carries on as if nothing happened, and for you everything has.',
        ),
      ),
      loss(
        (l) => `Losing ${l} leaves a space nothing else can fill, and it is right that it hurts.`,
      ),
      loss((l) => `Missing ${l} this much shows how much love there was, and still is.`),
      afterDeath(loss((l) => `Nothing really prepares a person for a world without ${l} in it.`)),
      loss(
        (l) =>
          `${capitalise(l)} mattered to you more than words can hold, and the ache of it is real.`,
      ),
      'Loss changes the shape of ordinary days. It makes sense that everything feels heavier.',
      afterDeath(
        'Someone you love is gone, and the whole world can feel out of tune because of it.',
      ),
      'The world keeps moving, and it can feel wrong that it does while you are hurting.',
      'When someone leaves a gap in your life, even small routines can catch you off guard.',
      'Grief does not follow a schedule. It comes in waves, and every wave is allowed.',
      'A loss like this rearranges everything, even the parts of the day that have nothing to do with it.',
      afterDeath(
        lostOne(
          'The space someone leaves is the exact shape of them, and nothing else quite fits it.',
        ),
      ),
      afterDeath(
        'There is a particular kind of quiet after a death, and {it can be the loudest thing in the house|it follows you from room to room}.',
      ),
      afterDeath(
        'What happened is {huge|enormous}, and it is still sinking in. {That takes longer than anyone expects.|Nobody takes in a loss all at once.}',
      ),
    ],
    [
      'There is no right way to feel this. Tears, quiet, even laughter at a memory all belong here.',
      'Nothing about your sadness needs fixing. It needs room, and some company.',
      'You might feel numb one hour and overwhelmed the next. Both are part of grieving.',
      'Whatever you are feeling is not too much, and it is not too little.',
      'Anger, guilt, relief, emptiness: grief brings strange company, and none of it makes you a bad person.',
      'If you cannot cry, that is all right. If you cannot stop, that is all right too.',
      'Some moments you may feel almost normal, and then guilty for feeling normal. {Both are part of it.|That swing is part of grieving too.}',
      'Grief can feel like fear, or like restlessness, or like nothing at all. {There is no wrong shape for it.|None of those shapes is the wrong one.}',
      afterDeath(
        lostOne(
          'You may find yourself talking to them in your head. {Plenty of people do, and it is a kind of love.|That is not strange; it is love still looking for them.}',
        ),
      ),
      'A song or a smell can bring the loss rushing back when you least expect it. That is how grief moves.',
      'Forgetting for a moment and then remembering again is one of the hardest parts, and it happens to everyone who grieves.',
    ],
    [
      'Grief is tiring in the body as well as the heart. Heavy limbs and a foggy head are part of it.',
      'It is normal to find it hard to concentrate, to lose track of time, to forget why you walked into a room.',
      'Sleep may come and go, and food may taste of nothing for a while.',
      'Your chest may feel tight and your throat sore from holding things in. Grief lives in the body {too|as well}.',
      'Forms, phone calls and decisions arrive at the worst possible time. {It is fine to do them slowly, or to hand some over.|Nobody expects you to handle them quickly.}',
      'You might read the same page five times, or forget what someone said a minute ago. {A grieving mind is a busy one.|Your mind is carrying a great deal right now.}',
      'Everyday jobs, the post, the shopping, the phone calls, can feel enormous right now, and that is not a failing.',
      'Being tired all the time after a loss is common. It is the weight of carrying something huge.',
      'Small things can undo you for a moment: a name on a list, an empty chair, a habit of reaching for the phone.',
      'Grief can make a person forgetful, short-tempered or slow, and none of it means you are coping badly.',
    ],
    [
      'You do not owe anyone a brave face right now.',
      goneForGood(
        (s) =>
          `The people who knew ${s.lost === null ? 'them' : lostPronoun(s.lost)} are grieving too, each in their own way, and you do not have to carry their grief as well as yours.`,
      ),
      'You can tell people what helps and what does not. {Most of them will be relieved to know.|Most people would far rather be told.}',
      shared(
        goneForGood(
          lostOne(
            'Saying their name out loud, with someone who knew them, can be a comfort rather than a wound.',
          ),
        ),
      ),
      'Other people may not know what to say. Their awkwardness is not a measure of how much this matters.',
      "You do not have to explain your grief to anyone, or grieve on anyone else's timetable.",
      'If people expect you to be fine by now, they are wrong about how this works, not you.',
      'You are not alone in this, even on the nights when it feels that way.',
      'There are people who would sit with you in this if you let them, quietly and without advice.',
      'Letting people see your grief is not a burden on them. It is how they get to care for you.',
    ],
  ],
  reframe: [
    [
      foremost(
        afterSuicide(
          'It was not your fault. {People who take their own life are in a pain that others cannot see or mend, however much they are loved.|Love cannot always reach that kind of pain, and that is not a failing of yours.}',
        ),
      ),
      whileStillHere(
        'You can grieve the person you knew and still love the one in front of you. {Both are true at once.|The two sit side by side.}',
      ),
      'You do not have to let go of the love. You only have to find a way to carry it with you.',
      'Grief is love with nowhere to go for a while. Let it come out in whatever way it needs.',
      shared(
        'The bond does not end because the days together have. It changes shape, and you keep it.',
      ),
      loss(
        (l) => `What you had with ${l} is still yours. Nothing that happens now can take it back.`,
      ),
      'Grief is not a problem to solve. It is something you carry, and in time you learn how to carry it.',
      'Your love did not stop when the loss happened, and it does not need to.',
      lostOne(
        'Remembering them is not {holding on too tight|being stuck}. It is one of the ways love carries on.',
      ),
      lostOne(
        'You carry them in the way you laugh, the things you notice, the habits you picked up from them.',
      ),
      lostOne('Missing them is not something to fix. It is what love looks like after a loss.'),
      loss((l) => `You can keep talking about ${l}, keep saying the name, keep the stories going.`),
    ],
    [
      'Getting through a day while grieving is real work, even when the day looks ordinary from outside.',
      eulogy(
        'If you cry while you speak, nobody there will mind. Tears at a eulogy are part of it, {and they say as much as the words do|and everyone in the room will understand}.',
      ),
      'Some days will be lighter and some heavier, and neither kind means you are doing it wrong.',
      'You will not always feel exactly like this, even if it is hard to believe right now.',
      'There is no deadline for grief. It takes the time it takes, and that time is yours.',
      'A good hour does not mean you have forgotten, and a bad day does not mean you are going backwards.',
      'Grief does not shrink so much as your life slowly grows around it.',
      'Slow is the right speed for this. Nobody heals from a loss in a hurry.',
      'The first of everything, the first birthday, the first holiday, the first ordinary Tuesday, {is hard|tends to be the hardest}. {They do get gentler.|Each one you get through counts.}',
      'If today is a bad day, it is a bad day inside a long stretch of time, not a sign of how it will always be.',
      'Nobody grieves on a timetable, {whatever anyone says|however kindly people mean it}. Your pace is the right pace.',
    ],
    [
      'Doing less right now is not weakness. It is what a grieving person needs.',
      'If you laugh at something, that is not disloyal. Joy and grief can sit in the same room.',
      'You do not need to find meaning in this loss. It is enough to get through it, one day after another.',
      'Whatever you wish you had said or done, the love behind it was always clear.',
      'Looking after yourself now is not selfish. It is a way of honouring what you lost.',
      'You are allowed to need more help than usual. Anyone would, in your place.',
      'Taking a day off, or a week, is not falling apart. {It is making room for something that needs room.|It is giving grief the room it needs.}',
      'You do not have to make big decisions yet. {Most things can wait until the fog lifts a little.|Anything that can wait, can wait.}',
      'Guilt often comes with grief, with its list of things you could have done. {It is love, looking for somewhere to go.|It is a heavy companion, and it does not get the last word.}',
      'Being kind to yourself is not the same as being over it. It is how you keep going while it hurts.',
    ],
    [
      'The what-ifs can go round and round at night. {They ask questions nobody could have answered at the time.|You were doing your best with what you knew then.}',
      'Hindsight makes everything look obvious. {It was not obvious then, and you could not have known.|Back then you did not have the view you have now.}',
      'Things left unsaid can still be said: in a letter, out loud, or quietly to yourself.',
      afterDeath(
        'An argument or a hard last conversation does not undo years of love. {The love is what lasts.|The love was always bigger than the bad moments.}',
      ),
      'You do not have to forgive yourself for things that were never your fault. {You only have to put them down.|Those were never yours to carry.}',
      // A parent with dementia is still here: not "they knew", not "can no longer talk to".
      afterDeath(
        lostOne(
          'Whatever you wish had been different, they knew you cared. {People usually do.|That kind of thing is felt, even when it is not said.}',
        ),
      ),
      afterDeath(
        'Regret is part of loving someone you can no longer talk to. {It softens as time goes on.|It does not mean you failed them.}',
      ),
    ],
  ],
  strengths: [
    [
      whileStillHere(
        lostOne(
          'Showing up for someone who cannot always show it back is love in one of its hardest forms, and you are doing it.',
        ),
      ),
      'The love that makes this hurt is the same love that will help you carry it.',
      'You have kept going through days that asked more of you than anyone should have to give.',
      'Even reaching for comfort right now is a way of caring for yourself, and that matters.',
      'You are still here, still breathing, still caring. That is enough for now.',
      'You got up and faced another day with this inside you. That takes more than people see.',
      'Looking for a few words of comfort, in the middle of all this, shows you want to look after yourself.',
      'You have loved someone deeply. That capacity for love is still in you, and it will hold you up.',
      'You are reading these words in the middle of something very hard. {That is not nothing.|That says more about your strength than you know.}',
      'You have done the hardest things already this week: woken up, kept going, faced the day.',
      'The way you are grieving shows how well you loved, and how well you were loved back.',
    ],
    [
      'You have got through hard seasons before, and you found small ways to keep going each time.',
      lostOne('The care you showed them is the same care you can now turn towards yourself.'),
      'You know what comforts you: a particular walk, a voice on the phone, a cup of something warm. Trust that knowledge.',
      loss(
        (l) =>
          `Everything ${l} gave you, the laughs, the habits, the way of seeing things, is part of you now.`,
      ),
      'Your tenderness is not fragility. It is the reason people feel safe with you.',
      'You are steadier than these days make you feel, even if it does not seem that way.',
      'Being honest about how much this hurts is its own quiet strength.',
      'You have a way of getting through that you may not even notice: small habits, small comforts, small kindnesses.',
      afterDeath(
        lostOne(
          'You knew them in a way nobody else did, and you still carry that knowing. It is a gift you keep.',
        ),
      ),
      'There is a steadiness under the sadness, the part of you that keeps doing the next small thing.',
    ],
    [
      'The people who love you are still here, and they want to help carry this.',
      afterDeath(
        lostOne(
          'You are part of a circle of people who miss them too, and you can lean on one another.',
        ),
      ),
      'Someone out there would be glad to hear from you, and gladder still to help.',
      'You do not have to be the strong one for everybody. Let someone else take a turn.',
      'Friends, family, neighbours, a grief counsellor: there is more help around you than it feels like.',
      goneForGood(
        lostOne(
          'The people who knew them well can share this weight with you, and share stories too.',
        ),
      ),
      'Leaning on others is not taking too much. It is what love looks like from the other side.',
      afterDeath(
        'Somebody who loved them too would understand exactly how you feel. {Find them, and let them find you.|You do not have to explain it to them.}',
      ),
      'Neighbours, colleagues, old friends: people often want to help and simply wait to be asked.',
      (s) =>
        `A ${s.bereaved ? 'bereavement counsellor' : 'counsellor'} or a helpline can hold some of this too, {without you having to be brave for them|and it is what they are there for}.`,
    ],
    [
      shared(
        lostOne(
          'Some of what they gave you, a way of laughing, a saying, a recipe, is still here, in you.',
        ),
      ),
      shared(
        afterDeath(
          lostOne('You have already carried them through days they would have been proud of.'),
        ),
      ),
      shared(
        loss(
          (l) =>
            `${capitalise(l)} helped make you who you are, and that part of you is not going anywhere.`,
        ),
      ),
      'The gentleness you are finding for yourself now is something to keep long after these weeks.',
      'You can hold sadness and still hold other things too: a cup of tea, a friend, a small plan for tomorrow.',
      'You are learning how to live alongside this, a little each day, even if it does not feel like learning.',
      'Every time you let yourself feel it rather than push it away, you are doing the hard, honest work of grief.',
    ],
  ],
  steps: [
    foremost(
      afterSuicide(
        'Look for a support group for people bereaved by suicide; others who know this loss can help. If it ever gets too heavy, a crisis line will listen, day or night.',
      ),
    ),
    whileStillHere(
      'Ask the nurses or the care team what support there is for families. Looking after you is part of the job too.',
    ),
    whileStillHere(
      lostOne(
        'Share something familiar with them: a song from their younger days, a photo, your hand to hold. It can reach them when words do not.',
      ),
    ),
    whileStillHere(
      'Take breaks from the caring and the visiting without guilt. Resting is how you keep being there.',
    ),
    eulogy(
      'Print what you will say in large type, with space between the paragraphs, so you can find your place again after a pause.',
    ),
    eulogy(
      'Ask someone you trust to stand near you with a copy, ready to read the rest if you need them to. Knowing they are there is often enough.',
    ),
    eulogy(
      'If your voice catches, stop, breathe, take a sip of water and start the sentence again. The room will wait for you.',
    ),
    eulogy(
      lostOne(
        'You do not have to say everything. One or two true things about them, said simply, are what people will remember.',
      ),
    ),
    'Tell one person how these days really feel, so someone is carrying a little of it with you.',
    'Keep the next few days simple: eat something warm, step outside for a few minutes, and sleep when you can.',
    'Write down one memory you want to keep, in as much detail as you like, and read it back when you need it.',
    'If a task feels too big, ask for help with it. People who care about you often want something to do.',
    'Give yourself a small ritual of remembering: a candle, a song, a walk you used to share.',
    'Say no to anything that can wait, and let people know you are taking things slowly.',
    'Drink some water and eat something, even if you are not hungry. Your body is grieving too.',
    'If the nights are long, keep something comforting by the bed: a photo, a book, a message from a friend.',
    'Make a short list of the jobs that cannot wait, and let everything else sit for now.',
    'When someone asks how they can help, have one real answer ready: a meal, a lift, an hour of company.',
    goneForGood(
      'Choose one place at home for a photo or a keepsake, somewhere you can pause when you pass.',
    ),
    afterDeath(
      'If going back to work or study is close, ask whether you can start with shorter days or lighter tasks.',
    ),
    goodbyeAhead(
      'Spend the time you have left doing something they love: a favourite walk, a treat, a sunny spot, your lap.',
    ),
    goodbyeAhead(
      'You can stay with them at the end, or say goodbye before. Either is a loving choice, and it is yours to make.',
    ),
    goodbyeAhead(
      'Ask someone to come with you, or to be there when you get home. You do not have to do this part alone.',
    ),
    backToWork(
      'Decide now what you will say if someone asks, one short sentence, and remember you do not owe anyone more than that.',
    ),
    backToWork(
      'Ask one person you trust there to let the others know, so you do not have to tell it again and again.',
    ),
    backToWork(
      'Find a place you can go for five minutes when it gets too much: a stairwell, the car, a walk round the block.',
    ),
    backToWork(
      'Let the first day ask only that you get through it, not that you are your usual self.',
    ),
    'Give yourself permission to leave a gathering early, or skip it, when it is too much.',
    lostOne(
      'Write a letter to them saying whatever is still unsaid. Nobody else needs to read it.',
    ),
    'Notice the hours that are hardest, and plan a little comfort around them: a call, a walk, a favourite programme.',
    'Step outside once a day, even just to the end of the street, and feel the air on your face.',
    'If you cannot sleep, get up for a little while, have something warm to drink, and try again without pressure.',
    afterDeath(lostOne('Find one other person who misses them too, and share a story about them.')),
    (s) =>
      s.bereaved
        ? 'Look up a bereavement group, in person or online. Hearing from people further along can help.'
        : 'Look up a support group for people in your place, in person or online. Hearing from people further along can help.',
    goneForGood(
      'Put the difficult dates in your calendar, birthdays and anniversaries, and plan something gentle for each.',
    ),
    'If the days stay too heavy to get through, talk to your doctor. Grief can need support, and asking is sensible.',
    'Keep a notebook by the bed for the things you want to remember to tell someone, or to tell them.',
    'Let one friend be the person who passes news on for you, so you do not have to repeat it.',
    'Choose one meal a day to eat sitting down, even if it is small.',
    afterDeath(
      lostOne(
        'Take their phone number out of your favourites only when you are ready. There is no rush.',
      ),
    ),
    afterDeath(
      lostOne(
        'Go through their things a little at a time, with someone beside you, and stop when it is enough.',
      ),
    ),
    lostOne(
      'If there is a place that reminds you of them, go there once when you feel able, and take someone with you.',
    ),
    'Keep a jar or a box for cards, notes and small reminders, so they have a home.',
    'When a hard date is coming, tell the people around you, so they can check in.',
    'Plan one small thing for the weekend, a walk, a visit, a film, so the days are not all empty.',
    'Ask someone to sit with you while you make the phone calls that cannot wait.',
    afterDeath(
      lostOne('Write down three things they loved, and do one of them this week in their honour.'),
    ),
    'If mornings are the worst, plan one easy thing for each one: a walk round the block, a call, the radio on.',
  ],
  picture: [
    [
      whileStillHere(
        lostOne(
          'Picture a quiet hour together: their hand in yours, music from their younger days playing softly, and nothing that needs to be said.',
        ),
      ),
      eulogy(
        'Picture yourself at the front, paper in hand, pausing when you need to, and the room quietly with you.',
      ),
      shared(
        loss(
          (l) =>
            `Picture a memory of ${l} that makes you smile, and let it sit beside the sadness for a moment.`,
        ),
      ),
      shared(
        loss(
          (l) => `Think of something ${l} would want you to hear today, and let yourself hear it.`,
        ),
      ),
      shared(
        loss(
          (l) =>
            `Bring to mind an ordinary day with ${l}: the sounds, the small talk, the light in the room.`,
        ),
      ),
      shared(
        lostOne(
          'Think of a place you shared with them, and let yourself stand there in your mind for a moment.',
        ),
      ),
      shared(
        lostOne('Remember a time they made you laugh, and notice that the memory is still warm.'),
      ),
      shared(
        afterDeath(
          lostOne('Picture their face at its most relaxed, the way you most want to remember it.'),
        ),
      ),
      shared(
        lostOne(
          'Call up one thing they used to say, in their own voice, and let it stay with you.',
        ),
      ),
      shared(
        lostOne(
          'Think of a small thing they always did, the way they made tea or said goodbye, and let yourself smile at it.',
        ),
      ),
      shared(
        lostOne(
          'Remember a place that still feels like them: a chair, a kitchen, a stretch of beach, a favourite walk.',
        ),
      ),
      shared(
        'Bring back a day you spent together that was simply good, with nothing special about it.',
      ),
    ],
    [
      'Imagine a quiet place where you can simply be sad without anyone asking you to be anything else.',
      'Picture the people who love you standing close, not needing you to say anything.',
      'Imagine a warm room, a soft chair, and a whole evening with nothing asked of you.',
      'Picture yourself wrapped in a blanket, a hot drink in your hands, the world kept outside for a while.',
      'Imagine someone you trust sitting next to you, a hand on your shoulder, in no hurry at all.',
      'See yourself walking slowly somewhere green, breathing the cool air, letting the tears come if they want to.',
      'Picture a window with the morning light coming in, and a day that only asks you to get through it.',
      'Imagine an evening with the phone on quiet, a meal someone brought round, and no one needing anything from you.',
      'Picture someone who loves you putting the kettle on, and you letting them.',
      goneForGood(
        lostOne(
          'See yourself sitting somewhere quiet, with their photo nearby, saying whatever you need to say.',
        ),
      ),
    ],
    [
      afterDeath(
        lostOne(
          'Picture a day some time from now when remembering them brings more warmth than pain.',
        ),
      ),
      afterDeath(
        lostOne('Imagine telling a story about them a year from now, and smiling as you tell it.'),
      ),
      afterDeath(
        lostOne(
          'See yourself further along, still missing them, and able to carry it more easily.',
        ),
      ),
      lostOne(
        'Picture the love you have for them as something you carry with you, light enough to hold.',
      ),
      goneForGood(
        lostOne(
          'Imagine a gathering some time from now where their name is said out loud, with fondness, and you are glad it is.',
        ),
      ),
      'See the seasons changing around you, and you, slowly, finding your footing again.',
      lostOne('Picture yourself passing on something they taught you to someone else.'),
      afterDeath(
        'Imagine a morning some way off when you wake and the first feeling is not the loss.',
      ),
      afterDeath(
        lostOne(
          'See a table some years from now where someone tells a story about them, and everyone laughs, you too.',
        ),
      ),
      'Picture the love you carry as a light you keep, not a weight you drag.',
    ],
  ],
  closing: [
    [
      'Go gently. You are carrying love and loss together, and you are allowed to take your time.',
      'Be kind to yourself through all of it. Your grief is part of your love, and both are welcome.',
      'You do not have to be strong right now. You only have to keep breathing, and let others come close.',
      'Take this one day at a time, and let the love you carry keep you company.',
      'Rest when you can, remember when you want to, and let people hold you up.',
      'Be patient with yourself. Grief takes the time it takes, and you are allowed every minute of it.',
      lostOne('Carry them gently, and carry yourself gently too.'),
      'Take each hour as it comes. That is all anyone can ask of you, and it is enough.',
      'Take your time with all of it. {There is no hurry here|Nothing has to be done quickly}.',
      'Let the people who love you close, and let yourself be held.',
      'Be kind to the part of you that is hurting. {It is the part that loved|It loved well}.',
      loss((l) => `Keep ${l} close in your heart, and keep yourself close in your own care.`),
    ],
    [
      'I am so sorry for your loss.',
      'I am sorry you are going through this.',
      'You are not alone in this.',
      'Whatever today brings, you will get through it, gently.',
      'Lean on the people around you. That is what they are there for.',
      'Let yourself be looked after for a while.',
      'Their memory is safe with you.',
      'Lean on the love around you. It is there.',
      'Breathe, rest, and be gentle with the person carrying all this.',
      '{I am thinking of you|You are in my thoughts}.',
      'You do not have to do this alone.',
      lostOne('Their love goes with you.'),
    ],
    [
      lostOne('Their love is still part of you, and so is your strength.'),
      afterDeath(lostOne('Be as patient with yourself as they would have been with you.')),
      'Take good care of yourself. You matter too.',
      'Take one breath, one hour, one day at a time. That is the whole of it for now.',
      'You are loved, and you are held.',
      'Go softly, and come back here whenever you need to.',
      'Be gentle with yourself tonight.',
      'One day, then the next. That is enough.',
      'When you are ready, the next small step will be there.',
      'Rest now, if you can.',
      'Go gently into the rest of today.',
      'Come back whenever you need to. {These words will be here|I will be here}.',
    ],
  ],
};

const ILLNESS: KindMaterial = {
  acknowledge: [
    [
      allClear(
        'That is wonderful news, and you are allowed to feel all of it at once: relief, joy, tiredness, even a little fear that it will come back. {Many people do.|None of it takes away from the news.}',
      ),
      about(
        (x) =>
          `${capitalise(x)} ${agree(x, 'asks', 'ask')} a lot of a body, and even more of the person living in it.`,
      ),
      about(
        (x) =>
          `Facing ${x} brings up so much at once: worry, tiredness, questions with no quick answers.`,
      ),
      about((x) => `Anyone would feel shaken by ${x} and everything that comes with it.`),
      about(
        (x) =>
          `${capitalise(x)} ${agree(x, 'is', 'are')} a lot to carry, and you have been carrying ${agree(x, 'it', 'them')} quietly.`,
      ),
      'Being ill is tiring in ways other people cannot always see, and you are allowed to feel every bit of that.',
      'Treatment and waiting both take strength, even on the days when it looks like you are only resting.',
      'Hospitals, appointments and results can make a person feel small. You are not small in any of this.',
      'Your body is doing hard work right now, and so is your heart.',
      'Being a patient is a full-time job nobody applies for, and you are doing it {on top of everything else|alongside the rest of your life}.',
      'Illness has a way of taking over the calendar, the conversations and the quiet moments too.',
      'There is a lot of waiting, a lot of explaining, and a lot of being brave in small rooms. {It adds up.|It is tiring in its own way.}',
    ],
    [
      'Whatever you feel about it, fear, anger, numbness or all of them in one hour, is a normal response to something hard.',
      'You do not have to be brave all the time. Being honest about how it feels is its own kind of courage.',
      'Some days you will feel hopeful and some days you will not, and both are part of going through this.',
      stillUnwell(
        'It is fine to grieve the things this takes from you, even the ones other people might call small.',
      ),
      'Nobody expects you to feel fine about this. You only have to be gentle with yourself while it happens.',
      'Worry tends to fill every gap while you wait for news. That is a mind trying to protect you, not a sign of what is coming.',
      'Feeling frustrated with your own body is common, and it does not make you ungrateful.',
      'You might swing between {hope and dread|hopeful and scared} several times a day. That is normal when so much is uncertain.',
      'It is natural to feel angry at the unfairness of it. {You do not have to be graceful about it all the time.|Anger is allowed in here too.}',
      'Some people feel numb, as if it is happening to someone else. {That is a mind pacing itself.|That is a way of coping, not a lack of feeling.}',
    ],
    [
      'Not knowing is often the hardest part. Uncertainty wears people down more than they expect.',
      'Waiting rooms, waiting for calls, waiting for results: the waiting is work too.',
      'Searching for answers late at night usually brings more fear than facts. Your doctors are the ones who know your case.',
      'Medical words can sound frightening before anyone has explained what they mean for you.',
      'It is hard to plan a life around appointments and symptoms, and it is normal to feel unsettled by it.',
      'A body that is not behaving as it used to can make the whole world feel less certain.',
      'Pain and tiredness shrink a day down to the next hour. That is not weakness, it is what they do.',
      'Every new word from a doctor can send your mind racing. {You are allowed to ask them to say it again, slowly.|It is fine to ask them to explain it twice.}',
      'When your body is unwell, small things, a flight of stairs, a shower, a phone call, can take real effort.',
      'The ordinary plans of life can feel far away when your days are shaped by appointments.',
    ],
    [
      'You do not have to hold all of this by yourself.',
      'The people who care about you would rather know how you really are than hear that you are fine.',
      'Your care team has walked many people through this, and they are there to answer your questions, however small.',
      'Letting people help is a gift to them as well as to you.',
      'You are a whole person, not a diagnosis, and the people around you know that.',
      'There is no prize for going through this alone, so let someone in.',
      'You are allowed to say it is hard, out loud, to someone who will listen.',
      'You can tell the people close to you exactly what helps, even if it is only company and a bit of quiet.',
      'Nurses, doctors, receptionists: many of them chose this work because they want to help people exactly like you.',
      'Talking to someone who has been through something similar can take away a lot of the fear of the unknown.',
    ],
  ],
  reframe: [
    [
      'Getting through this does not mean feeling fine. It means taking care of yourself one appointment and one evening at a time.',
      'Rest is not giving up. For a body that is healing, rest is part of the treatment.',
      'Asking for help now is not weakness. It is exactly what a sensible person does with a heavy load.',
      'What you are going through is not a fight you win or lose by trying harder. It is care, one day after another.',
      'Healing is rarely a straight line. A bad spell is part of the road, not the end of it.',
      'You are not behind. You are exactly where someone going through this would be.',
      'Looking after yourself is the job right now, and it is a real one.',
      'Taking your treatment one step at a time is not doing less. {It is how people get through it.|It is the way through.}',
      'You do not have to be positive every day. You only have to keep looking after yourself.',
    ],
    [
      'One appointment at a time is a perfectly good plan.',
      'You only have to get through the part in front of you, not the whole of it at once.',
      'Today only asks you to do today. The rest can wait its turn.',
      'Some days the best thing you can do is very little, and that counts.',
      'Recovery has its own pace, and it is not a race against anyone.',
      'A slower day is not a lost day. Your body is using it.',
      'Small signs of progress are still progress, even when they are easy to overlook.',
      'You only need to manage this afternoon, not the whole of the treatment.',
      'Cancelling plans to rest is {a good decision|looking after yourself}, not letting anyone down.',
      'Doing one thing today, and resting for the rest, counts as a full day.',
    ],
    [
      'Your worth was never in how well your body works. It is in who you are, and that has not changed.',
      'You are still you under all of this, with your humour, your people and your own way of seeing things.',
      'Needing care does not make you a burden. It makes you human.',
      'The things you love are still yours, even if you hold some of them more lightly for a while.',
      stillUnwell('Being unwell is something happening to you. It is not who you are.'),
      'You can be scared and still be steady. Those two live side by side.',
      'Your life is still yours. This illness is a part of it, not the whole of it.',
      'The people who love you love the whole of you, {tired, worried and all|on the good days and the bad ones}.',
      stillUnwell(
        'Whatever the results say, they do not change how much you matter to the people around you.',
      ),
    ],
  ],
  strengths: [
    [
      'You have already faced news that would stop many people, and you are still asking how to take care of yourself.',
      'The way you keep looking for steadiness, even now, says something quietly strong about you.',
      'You have got through every difficult day so far, and each one counts.',
      'Reaching for a few kind words on a hard day is itself a way of looking after yourself.',
      'You know yourself well, and you know what comforts you. That knowledge will help now.',
      'You have sat through the tests, the questions and the waiting, and you are still looking after yourself.',
      'You keep turning up for appointments that are no fun at all. That takes a quiet kind of strength.',
      'You are still you: {still curious, still caring|still funny, still kind}, even on the hard days.',
      'You are facing this with more patience than you probably give yourself credit for.',
    ],
    [
      'You are good at noticing what your body needs, and that is a real help to the people treating you.',
      'Your sense of humour, your stubbornness, your gentleness: they are all still here, and they all help.',
      'You ask good questions and look after the details. That is how people get the best care.',
      'You have adapted before, to changes you never asked for, and found your way.',
      'Patience is one of your strengths, even if it does not feel like it on a long day.',
      'You have a way of keeping going without fuss, and it has carried you further than you think.',
      'You know when to push and when to rest, and that judgement is worth trusting.',
      'You have made good decisions under pressure before, and you are making them now.',
      'You are good at asking for what you need, or you are learning to be, and either way it helps.',
    ],
    [
      'You have people in your corner, even if some of them are still learning how to help.',
      'Your doctors and nurses are on your side, and so are the people who love you.',
      'There is a whole team around you, some in uniforms, some in your kitchen.',
      'The people around you want to help, and letting them is a strength too.',
      'Every person who sends a message or makes a cup of tea is part of your care.',
      'You do not have to know everything. The people around you can hold some of the knowing.',
      'There is more goodwill around you than you can see from where you sit right now.',
      'Friends who cannot be there in person are thinking of you more than they say.',
      'You are part of a much bigger group of people going through this, and many of them have found ways to help each other.',
    ],
  ],
  steps: [
    allClear(
      'Ask your team what the follow-up checks will be, and put the next one in your diary, so you do not have to carry it in your head.',
    ),
    'Write down the questions you want to ask your care team, so you do not have to hold them in your head.',
    'Let one person know how they can help, whether that is a lift, a meal or simply sitting with you.',
    'Plan something small and kind for yourself afterwards: a film, a warm drink, a favourite blanket.',
    'When the worry loops, name five things you can see around you, and let your breath slow down with each one.',
    'Keep a small notebook of how you feel each day, so your doctors hear the whole story and you do not have to remember it all.',
    'Pack a small bag of comforts for appointments: headphones, a snack, something soft to wear.',
    'Choose one part of the day that is just for you, even ten minutes, and protect it.',
    'If you look things up, decide on one trusted source and stop there, then bring what you read to your doctor.',
    'Sleep and rest when your body asks for it, without apologising to anyone.',
    'Bring someone with you to an important appointment, to listen and take notes.',
    'Ask your care team what to expect next, so there are fewer surprises.',
    'Keep a list of your medicines and when to take them on your phone or the fridge.',
    'Plan easy meals for the days after treatment, or let a friend bring some round.',
    'Find one gentle movement your body allows, a stretch or a short walk, and do it when you can.',
    'Ask who to call if something worries you between appointments, and keep that number handy.',
    'Say yes when someone offers help, and give them a specific task.',
    'Have one thing to look forward to each week, however small: a call, a show, a visit.',
    'Write down the answers you are given, because it is hard to remember everything when you are anxious.',
    'Tell your care team about any worry, even one that seems silly. It is their job to hear it.',
    'Choose something calming to do while you wait: music, a podcast, a puzzle.',
    'Let your work or school know what you need, so you do not have to explain it again and again.',
    'Put your appointments in one calendar, with the address and a note of what each one is for.',
    'Ask for a copy of your results or a summary letter, so you can read it again at home.',
    'Plan how you will get to and from appointments, and accept a lift when it is offered.',
    'Set an alarm for your medicines, and tick them off on a simple chart.',
    specific(
      whenAbout(
        EATING_DISORDER,
        'Before a meal with other people, agree a plan with your care team or one person you trust: what you will eat, where you will sit, and a word that means you need a few minutes away.',
      ),
    ),
    specific(
      whenAbout(
        EATING_DISORDER,
        'Tell your care team about the days ahead that have food at the centre of them. They can help you plan for them, and you do not have to manage them on willpower alone.',
      ),
    ),
    leftOutWhen(
      (s) => EATING_DISORDER.test(aboutText(s)),
      'Keep a water bottle and a small snack with you on long appointment days.',
    ),
    'Before a consultation, write the one question you most need answered at the top of the page.',
    'Let yourself have a quiet hour after each appointment before you tell anyone how it went.',
    'Ask whether there is a nurse, a support group or a helpline for your condition, and save the number.',
    'Keep a comfortable outfit ready for appointment days, something easy to get in and out of.',
    'If you feel worse or different, ring the number your team gave you rather than waiting it out.',
  ],
  picture: [
    [
      'Imagine the moment you get home afterwards, the door closing behind you, the kettle on, and nothing else asked of you.',
      'Picture a place where you feel completely safe, and let your breathing slow to match it.',
      'Imagine someone who loves you sitting beside you right now, not saying anything, just there.',
      'Picture yourself in the waiting room with a book in your lap and music in your ears, breathing slowly.',
      'Imagine your shoulders dropping an inch, your jaw unclenching, your hands resting open.',
      'Picture yourself in your own bed, the sheets clean, the room quiet, nothing you need to do.',
      'Picture a warm light resting on the parts of you that ache, easing them a little.',
      'Imagine a cup of something warm in your hands, and the steam rising, and nowhere you need to be.',
      'Imagine the drive or the walk home afterwards, with the worst of the day behind you.',
    ],
    [
      'Picture a quiet evening a little way from here, the hardest part behind you, someone you love nearby.',
      'See yourself on a gentle day ahead, a little stronger, doing one ordinary thing you enjoy.',
      'Imagine sitting outside on a mild day, the worst of this behind you, with a cup of tea.',
      'Picture the day the waiting is over and you know where you stand, and the long breath you let out.',
      'Imagine walking a little further than you can now, one day soon, at your own pace.',
      'See yourself laughing with a friend about something that has nothing to do with any of this.',
      'Picture your favourite ordinary place, a kitchen, a park bench, a café, and you back in it.',
      'Imagine planning something small and nice for when you feel a bit better, and letting yourself look forward to it.',
      'See yourself reading, or watching something silly, with the worry turned down low for a while.',
    ],
    [
      'Think of someone who would hold your hand through all of this, and imagine them doing it.',
      'Picture the version of you from before this started, and let them tell you that you are doing well.',
      'Imagine the kindest person on your care team telling you that you are doing everything right.',
      'Picture the people who love you gathered around, each holding a small part of the weight.',
      'See yourself looking back on this time and being proud of how gently you treated yourself.',
      'Imagine writing to a friend, months from now, about the day things began to ease.',
      'Picture your body doing its best for you, as you are doing your best for it.',
      'Imagine the people in your corner, and each one of them glad to be there.',
      'See yourself telling someone, one day, how you got through this, {and being kind about it|and being proud of how you did it}.',
    ],
  ],
  closing: [
    [
      'Be gentle with yourself. You are doing something hard, and you are not doing it alone.',
      'Take it one appointment, one breath, one evening at a time. That is how this is done, and you are doing it.',
      'Take care of yourself the way you would take care of someone you love. You deserve that care.',
      'Rest when you need to, ask when you need to, and know that you are held.',
      'Go softly through the days ahead. You are allowed to lean on people.',
      'You have done enough today just by getting through it. Let that be true.',
      'Look after yourself as carefully as you would look after a friend in your place.',
      'Be patient with your body, and with yourself. You are doing what needs to be done.',
      'Look after yourself {today|this week}, one small kindness at a time.',
      'Let yourself be cared for, and care for yourself too.',
      'Take the next appointment, the next meal, the next rest, {one at a time|as they come}.',
    ],
    [
      'You are not alone in any of this.',
      'You are doing better than you think.',
      'Lean on people. They want you to.',
      'Ask your questions, take your rest, and let others carry some of it.',
      'You do not have to be strong every minute to get through this.',
      'Whatever comes next, you will meet it with people beside you.',
      'Your body is working hard for you. Be kind to it, and to yourself.',
      'Let the people who love you take some of the weight.',
      'You are not a burden. You are someone worth looking after.',
      'There are people on your side, {more than you know|more than you can see}.',
      '{Be patient with your body|Go easy on your body}. It is on your side.',
    ],
    [
      'Go gently, and take good care.',
      'Rest well. I am thinking of you.',
      'Take one breath at a time. You can do this, slowly.',
      'Be gentle with yourself today, and every day after.',
      'You matter, on the hard days and the easy ones.',
      'Take care of you. You are worth the care.',
      'Let the next hour be a kind one.',
      'Rest, and be gentle. I am on your side.',
      'Rest when you can.',
      '{Be gentle|Go gently}, today and tomorrow.',
      'One day at a time is plenty.',
    ],
  ],
};

/** "your divorce" as said of a loss: "this" when their words named nothing. */
const what = (s: Slots) => (s.shortSubject === 'it' ? 'this' : s.shortSubject);

/**
 * Whether the event as named already says what happened ("not getting the promotion", "the
 * rejection from med school", "the wedding being called off"): then it is said as it stands, never
 * as "what happened with ..." or as something that "did not go the way you hoped".
 */
export function saysWhatHappened(subject: string): boolean {
  return /^(?:not |being |losing |the (?:rejection|end|way|break-up|relapse)\b|what happened)|\b(?:being|falling)\b|^\w+ing\b/.test(
    subject,
  );
}

const SETBACK: KindMaterial = {
  acknowledge: [
    [
      foremost((s) =>
        betrayed(s)
          ? 'Being betrayed by someone you trusted {is a shock to the whole body|knocks the ground from under you}. What they chose to do is on them, not on you, and it says nothing about your worth.'
          : null,
      ),
      foremost(
        whenAbout(
          /\brelaps\w*\b/,
          'A relapse is a common part of recovery, not the end of it. {The sober days you had are real, and nothing takes them back.|Everything you learned in those sober months is still yours.}',
        ),
      ),
      underReview(
        'Being told your job is at risk is frightening, {and it can colour everything else|all the more with bills and people to think of}. {It is also not the end: it is time in which things can still change.|It is not over, and the time you have been given is real.}',
      ),
      inDoubt(
        'Not knowing whether your job will still be there is frightening, {and it can colour everything else|all the more with bills and people to think of}. {Waiting is its own kind of hard.|The not knowing can be harder than news.}',
      ),
      closed((s) =>
        saysWhatHappened(s.shortSubject)
          ? `${capitalise(s.shortSubject)} ${agree(s.shortSubject, 'hurts', 'hurt')}, and there is no point pretending it doesn't.`
          : `What happened with ${what(s)} hurts, and there is no point pretending it doesn't.`,
      ),
      'A blow like this knocks the wind out of anyone, and it is fine to sit with that for a while.',
      'It makes sense to feel disappointed, angry or simply flat. Those feelings are part of taking a hit.',
      closed(
        'When something you cared about falls apart, it can shake how you see everything else.',
      ),
      closed((s) =>
        saysWhatHappened(s.shortSubject)
          ? null
          : `${capitalise(what(s))} did not go the way you hoped, and that disappointment is real.`,
      ),
      'Nobody gets through a knock like this without some bruising.',
      about(
        (x) => `Everything around ${x} has left you hurting, and that hurt deserves some respect.`,
      ),
      closed(
        'When a plan you built your days around collapses, it leaves a strange, empty kind of quiet.',
      ),
      '{This|What happened} {is a real loss|is a genuine blow}, {and it deserves to be treated as one|and it is right to take it seriously}.',
      closed(
        '{You had hopes for this, and they have been knocked|You were counting on this, and that hurts|You had your hopes on this, and that hurts}.',
      ),
      closed(
        '{It is hard|It is painful} when {something you worked for|something you hoped for} {does not happen|falls away}.',
      ),
      '{Nobody|No one} {takes a knock like this|gets news like this} {without it stinging|and feels nothing}.',
      '{This|A setback like this} {can shake your footing|can leave you off balance} {for a while|for a bit}.',
    ],
    [
      ownPart(
        'You might be replaying it over and over, looking for the moment it went wrong. Most people do.',
      ),
      'Anger, embarrassment, sadness, relief: a setback can stir up all of them at once.',
      'It is fine to be disappointed. Pretending you do not care would only make it heavier.',
      closed(
        'Feeling flat for a while is not a sign that something is wrong with you. It is what a knock feels like.',
      ),
      closed(
        'Shame tends to show up after a loss like this, telling you everyone is judging you. Most people are far kinder than that voice.',
      ),
      'You may feel foolish for having hoped so hard. Hoping was never the mistake.',
      'It is normal for something like this to spill into your sleep, your appetite and your focus for a while.',
      '{You might feel|Maybe you feel} {embarrassed, or angry, or tired|flat, or foolish, or simply sad}, {and all of it is allowed|and that is all right}.',
      '{It is normal|It is natural} to {go over it again and again|replay it} {for a while|at first}.',
      '{Some hours|Some days} {you will feel fine|it will feel far away}, {and others|then} it will {sting again|come back}. {That is normal|That is how it goes}.',
      '{There is no right way|There is no correct way} to feel {after this|about this}.',
      '{Give yourself|Allow yourself} {time|some room} to {be upset|feel it}, {before you try to fix anything|before you plan the next thing}.',
    ],
    [
      'It is all right to admit that this stings. Being honest about it is where healing starts.',
      ownPart(
        'Some of what happened was in your hands and some of it never was. Both can be true.',
      ),
      ownPart(
        'You might have made mistakes, and you can look at them without turning them into a verdict on yourself.',
      ),
      'This does not have to make sense yet. Understanding usually comes later, with a bit of distance.',
      ownPart(
        'There may be things you would do differently, and there are things you did well. You get to keep both.',
      ),
      attempted('It matters that you tried. Not everyone does.'),
      'The hurt is real, and so is the fact that you will get through it.',
      '{Hurting over this|Being hurt by this} {does not make you weak|is not a weakness}. {It shows you cared|It shows it mattered}.',
      '{A knock like this|A setback} {says nothing final|is not a verdict} {about who you are|about what you can do}.',
      '{You are allowed|It is all right} to {be disappointed|mind} {for as long as it takes|for a while}.',
      "{Other people's opinions matter|What anyone else thinks matters} {far less|much less} {than it feels|than your worry says} {right now|today}.",
      '{Almost everyone has had a moment like this|Most people have been knocked back like this}, {whether they talk about it or not|even if they do not mention it}.',
    ],
  ],
  reframe: [
    [
      underReview(
        'Being told your work is not good enough stings. {It is a judgement of some work over some months, not of you.|It is about some of the work, not about who you are.}',
      ),
      inDoubt(
        'Cuts like this are decided on budgets and spreadsheets. {If your name ends up on a list, it will say something about the numbers, not about you.|Whatever is decided will be about the numbers, not a verdict on you.}',
      ),
      inDoubt(
        'Until you know, you still have your job, your skills and your good name. Waiting is not losing.',
      ),
      'This is a chapter, not the whole story, even though it fills the page right now.',
      closed(
        'What went wrong is something that happened to you. It is not a measure of who you are.',
      ),
      'Plenty of people you admire were knocked down exactly like this before the part of their story you know.',
      closed('Losing this does not cancel everything you built to get here.'),
      closed('A door closing hurts, and it also leaves you free to choose the next one.'),
      closed('Setbacks feel permanent in the first days. They rarely are.'),
      closed(aResult('One result is a piece of information, not a final judgement.')),
      '{This is a setback|What happened is a setback}, {not the end of the road|not an ending}.',
      closed(
        aResult(
          '{One outcome|One result} {cannot undo|does not cancel} {what you have learned|what you have built}.',
        ),
      ),
      // Two whole sentences: "This result is not all of you, and you always were" says nothing.
      closed(
        aResult(
          '{You are more than this result, and you always were|This result is not all of you, and it never will be}.',
        ),
      ),
      '{Doors close|Plans fall through} {for reasons that often have nothing to do with your worth|for all sorts of reasons beyond you}.',
      '{What you are going through|This disappointment} {is part of a longer story|is one page}, {not the whole of it|not the whole book}.',
    ],
    [
      closed(
        'The first days after a knock are the worst. It does get easier, usually sooner than you expect.',
      ),
      'Give it time. The version of this you tell in a year will sound very different.',
      'You do not have to bounce back. Slowly finding your feet again is just as good.',
      closed(
        'Getting over a break-up or a failure is not a straight line. Some days will feel like going backwards, and they are not.',
      ),
      closed('There is no rush to fix it or replace it. Let the dust settle first.'),
      'What feels like the end of the road is often a bend in it.',
      'A few slow weeks now do not cost you your future.',
      '{There is no rush|You do not need to hurry} to {feel better|bounce back}.',
      '{Take your time|Go slowly}; {the next step will still be there|the next thing can wait} {when you are ready|a little while}.',
      closed(
        '{Healing from a blow|Getting over a knock} {takes as long as it takes|keeps its own time}.',
      ),
      closed('{A slow recovery|Recovering slowly} is {still recovery|still moving}.'),
      '{Feeling better|Finding your feet} {usually comes in small steps|tends to come a bit at a time}, {not all at once|not in one go}.',
    ],
    [
      closed('You are allowed to want it back and still know you will be all right without it.'),
      attempted('Failing at something is proof you were brave enough to attempt it.'),
      aResult(
        'The people who love you did not love you for a result, and they still love you now.',
      ),
      ownPart('You can learn from this without punishing yourself for it.'),
      closed(aResult('Your worth did not go down with the outcome.')),
      'The part of you that cared so much is worth protecting, not blaming.',
      closed('Not getting something you wanted says nothing about what you deserve.'),
      attempted('{You tried|You went for it}, {and that matters|and that still counts}.'),
      attempted(
        '{The courage it took to try|Trying in the first place} {is still yours|has not gone anywhere}.',
      ),
      '{What you learned|What this taught you} {will be useful|goes with you} {later|into whatever is next}.',
      closed(
        '{You can be disappointed|You are allowed to be disappointed} and {still be proud of yourself|still respect what you did}.',
      ),
      '{Being knocked back|A knock like this} {is not failing as a person|says nothing bad about you as a person}.',
    ],
  ],
  strengths: [
    [
      attempted(
        'You cared enough to try, and that willingness is still in you, waiting for the next thing worth trying.',
      ),
      'You have got back up before, from things that felt just as final at the time.',
      attempted('The effort you put in was real, and the person who made it is still here.'),
      'You can feel this fully and still keep going. You have done it before.',
      'Your honesty about how this hurts is a strength, not a weakness.',
      attempted(
        'You had the courage to go after something that mattered, knowing it might not work out.',
      ),
      'You are already looking for a way forward, and that instinct is a good one.',
      '{You have got through hard things|You have come through difficult times} {before|already}, {and you are still standing|and here you are}.',
      attempted(
        '{You went after something|You reached for something} {that mattered to you|you cared about}. {That takes nerve|That took courage}.',
      ),
      '{You are still looking for a way forward|You are already thinking about what is next}, {which is a strength|and that is a good sign}.',
      '{You are tougher|You are more resilient} than {this moment makes you feel|you feel right now}.',
      '{The way you are facing this|How you are handling this} {says a lot about you|is worth respecting}.',
    ],
    [
      'You have a track record of getting back up, even if you cannot see it clearly right now.',
      'The skills you built along the way are still yours. They go with you to whatever comes next.',
      'You can be honest with yourself, and that is exactly what lets a person learn from a knock.',
      'You care deeply, and that is the same quality that will make the next thing worth doing.',
      aResult('You know how to work hard. That does not disappear with one bad outcome.'),
      'Your kindness to others is still intact. Try turning a little of it towards yourself.',
      'You have survived every hard day so far, including the ones you thought would break you.',
      '{Your skills are still yours|Everything you learned is still yours|Everything you learned has not gone anywhere}.',
      '{You are honest about what hurts|You can say what hurts}, and {that helps you heal|that is how people recover}.',
      '{You know how to work hard|You know how to put the effort in}, {and that has not changed|and that stays with you}.',
      '{You care deeply|You care a lot}, {and that will serve you|and that will help} {in whatever comes next|with the next thing}.',
      '{You have bounced back before|You have recovered from knocks before}, {even if it took time|in your own time}.',
    ],
    [
      'The people who know you best have not changed their minds about you.',
      'Somebody in your life would gladly listen to the whole story, without judging a word of it.',
      'Friends who have been through something similar can be a real comfort now.',
      'You do not have to pretend you are fine with the people who love you.',
      'There are people around you who remember all the times you got it right.',
      'Letting a friend cheer you up for an evening is not avoiding things. It is refuelling.',
      'Your circle is bigger than this one loss.',
      '{The people who love you|Your people} {still think the world of you|still believe in you}.',
      '{Someone|A friend} {would gladly|would happily} {listen to all of it|hear the whole story}.',
      '{You do not have to|There is no need to} {pretend you are fine|put on a brave face} {with the people close to you|with the people who know you}.',
      '{Friends|The people around you} {remember your good days|know who you are}, {not just this one|beyond this one moment}.',
      '{Letting people in|Letting others help} {makes this lighter|makes it easier to carry}.',
    ],
  ],
  steps: [
    foremost(
      whenAbout(
        /\brelaps\w*\b/,
        'Tell someone who supports your recovery today, a sponsor, a group, a doctor or a friend. A slip shared early is easier to turn around.',
      ),
    ),
    foremost(
      whenAbout(
        /\bdeport\w*\b/,
        'Speak to an immigration adviser or a free legal advice service about your options and your rights, before any date you have been given.',
      ),
    ),
    underReview(
      'Ask your manager to put in writing exactly what good enough looks like, and when it will be checked.',
    ),
    underReview(
      'Ask for a short check-in every week until the end, so nothing waits until the last day.',
    ),
    underReview(
      'Keep a simple record of what you do against each target, with dates. It steadies you, and it is evidence.',
    ),
    atRisk(
      'If there is a union, an HR contact or an employee helpline, talk to them this week. That is what they are for.',
    ),
    inDoubt(
      'Find out what you can about how it will be decided and when, from HR or your manager, so you are living on facts and not on rumours.',
    ),
    inDoubt(
      'Work out what a month of your life costs and what you have put by. A number is easier to face than a fog.',
    ),
    inDoubt(
      'Tell one or two people you trust in your field that you might be looking. Many jobs are found that way.',
    ),
    atRisk(
      'Quietly update your CV, not because you expect to fail, but because having options takes some of the fear away.',
    ),
    'Give yourself a few days to feel it before you decide anything big.',
    aResult(
      'Write down what you learned, and what you would do again, so the effort is not wasted.',
    ),
    'Talk it through with one person who is firmly on your side.',
    'Choose one small thing that is fully in your control, and do it well, just to remind yourself you can.',
    'When you are ready, write the next step on paper, small enough to take without a rush of courage.',
    'Move your body a little each day, a walk is plenty, to let some of the feeling out.',
    'Keep the routines that hold you up: meals, sleep, a bit of daylight.',
    'Limit how often you replay it. When it comes back, name it, and turn to one small task.',
    "Take a break from social media for a few days, so you are not comparing your worst days with other people's best photos.",
    'Plan one thing to look forward to in the next fortnight, however small.',
    attempted('If there is feedback to be had, ask for it once, calmly, and then let it rest.'),
    'Spend an evening with someone who makes you laugh, and let yourself enjoy it.',
    'Write a short, kind letter to yourself, the way a good friend would write it.',
    'Tidy one small space, a desk or a shelf, as a way of starting fresh.',
    'Sort out one practical loose end, a form, an email, a return, so it stops nagging at you.',
    ownPart('Notice when you start blaming yourself, and swap one harsh sentence for a fair one.'),
    'Get some daylight in the morning. It helps sleep and mood more than most people expect.',
    'Pick up something you used to enjoy before all this, just for an hour.',
    aResult('Decide on one thing you will try differently next time, and write it down.'),
    heartbroken('Put the reminders of it out of sight for now. You can decide what to keep later.'),
    'Make a list of what is still true about you and your life after this, and keep it somewhere close.',
    'Give yourself a short, fixed time each day to think it through, and then close the notebook.',
    'Reply to the people checking on you with one honest line. You do not owe anyone the whole story.',
    'Plan one ordinary, pleasant thing for tomorrow, {a walk|a film|a meal you like}, and do it.',
    'If there are decisions to make, write down the options and sleep on them before you choose.',
    'Ask someone who has been through something similar what helped them in the first weeks.',
    'Look after the basics first: sleep, food, water, a bit of fresh air.',
    aResult(
      'Write down three things this experience taught you, even if you are not ready to be glad of them.',
    ),
    'When you feel ready, choose one small next step and put a date next to it.',
    'Let yourself be angry or sad out loud with someone safe, rather than keeping it bottled up.',
  ],
  picture: [
    [
      'Picture yourself a few months from now, telling someone about this as the time things turned.',
      'Imagine looking back on these days with kindness, proud of how you treated yourself in them.',
      'See yourself a little further on, steadier, with new plans that feel like your own.',
      'Picture the friend who would defend you right now, and hear what they would say.',
      'Imagine the weight of this a little lighter, like a bag you can finally set down for a minute.',
      'Picture a quiet morning where this is not the first thing you think about.',
      'See yourself laughing properly again, surprised at how good it feels.',
    ],
    [
      closed(
        'Picture the next chance, or the next person, or the next plan, arriving when you are ready for it.',
      ),
      ownPart(
        'Imagine yourself wiser from this, standing a little straighter because of what you learned.',
      ),
      closed(
        'See the door you have not noticed yet, the one that only opens because this one closed.',
      ),
      'Picture a calendar a few months on, filled with things you chose for yourself.',
      'Imagine telling this story one day with a shrug and a smile, because it no longer stings.',
      'See yourself walking somewhere new, with your head up and your own plans in your pocket.',
      'Picture the moment you realise you have not thought about this for a whole day.',
    ],
    [
      'Now picture the people who would cheer when you are back on your feet. They exist.',
      'Imagine your closest friend describing you to a stranger. None of it is about this setback.',
      'Picture yourself giving advice to someone going through the same thing, and how kind you would be.',
      'See the younger you, the one who dreamed big, and tell them you are still on their side.',
      'Imagine a friend sitting across from you, saying it was never about being perfect.',
      'Picture how you would comfort someone you love in your place, and give yourself the same.',
      'See yourself at the end of a good ordinary day, tired in the right way, at peace with it.',
    ],
  ],
  closing: [
    [
      'Rest, then rise. You are not finished, and this is not the end of your story.',
      'Take the time you need. When you are ready, the next step will be there, and so will you.',
      'Be gentle with yourself for a while. Then, one step at a time, begin again.',
      'This knocked you down, and it does not get to keep you there.',
      'You are bigger than this setback, even on the days it does not feel like it.',
      'Let yourself feel it, then let yourself heal from it.',
      'Give yourself the same patience you would give a friend who had this happen.',
      '{Give it time|Give yourself time}, and {then take one small step|the next step will come}.',
      'This is one chapter, not the whole book.',
      'Heal first. {The next thing can wait|Plans can come later}.',
    ],
    [
      'Your story has plenty of pages left.',
      'You are still you, and that is worth a great deal.',
      'This hurts now. It will not hurt like this forever.',
      attempted('Be proud that you tried.'),
      'You deserve kindness, especially from yourself.',
      'One setback cannot undo who you are.',
      'You will find your way forward, in your own time.',
      'What happened does not decide who you are.',
      'You have got back up before, and you will again.',
      'The people who love you are still here.',
    ],
    [
      'Take care of yourself, and go easy.',
      'I believe in what comes next for you.',
      'Rest up. Better days are on their way.',
      'Keep your heart open. Good things need room to arrive.',
      'Go gently, and keep going.',
      'You are going to be all right, and I mean that.',
      'Be good to yourself. You have earned it.',
      '{Be kind to yourself|Be easy on yourself} tonight.',
      'One step at a time. You will get there.',
      attempted('Hold your head up. You tried, and that matters.'),
    ],
  ],
};

const CHANGE: KindMaterial = {
  acknowledge: [
    [
      leftBehind(
        'Moving away from everyone you know is a real loss, even when the reason is good. Missing them will not mean you chose wrong; it means they matter.',
      ),
      (s) =>
        `${capitalise(s.shortSubject === 'it' ? 'a change like this' : s.shortSubject)} ${agree(s.shortSubject, 'shifts', 'shift')} the ground under your feet, and it is natural to feel both excited and unsteady.`,
      'Change asks you to be a beginner again, and being a beginner is uncomfortable for everyone.',
      newPlace(
        'New beginnings come with a strange mix of hope and homesickness. Both are allowed.',
      ),
      'Even a change you chose can feel frightening once it is real.',
      'Leaving what is familiar takes more out of a person than most people admit.',
      'It is normal to doubt the decision now and then, even when it is the right one.',
      '{Big changes|Changes like this} {shake things up|turn things over}, even {the good ones|when you wanted them}.',
      '{A new start|A new chapter} {brings a lot at once|asks a lot of you}: {new places, new faces, new routines|new routines and new people}.',
      '{It is normal|It is natural} to feel {a bit lost|unsettled} {when so much is new|in the first weeks}.',
      '{Moving into something new|Starting something new} {takes energy|is tiring}, {even when it is exciting|whatever you feel about it}.',
      '{Dealing with the unfamiliar|Getting used to everything new} {is hard work for the mind|can wear you out}, {at least at first|for a while}.',
      about(
        (x) =>
          `${capitalise(x)} ${agree(x, 'means', 'mean')} a lot of things changing at once, and that is a lot to take in.`,
      ),
    ],
    [
      'Not knowing how things will work out is unsettling, even when you are hopeful.',
      'The unknown can fill up with worst cases if you let it. Most of them never arrive.',
      'It is hard to picture a life you have not lived yet, so your mind fills the gaps with worry.',
      'You may feel caught between two lives for a while: the old one fading, the new one not yet real.',
      'Change has a way of waking you at three in the morning with questions. They look smaller in daylight.',
      'Saying goodbye to the familiar can feel like grief, even when you are walking towards something good.',
      'There will be moments of wondering what on earth you have done. Everyone who makes a change has them.',
      '{You might feel excited one minute and scared the next|Excitement and worry may take turns}. {Both belong here|That is normal}.',
      '{Missing what you had|Missing the old routine} {is natural|makes sense}, {even while you look forward|even if you chose this}.',
      '{Not knowing how it will go|The uncertainty} {is uncomfortable|can feel unsettling}. {It eases as things become familiar|It fades with time}.',
      '{Your mind may fill the gaps|Your imagination may fill the unknown} {with worry|with what-ifs}. {That is what minds do|Most of it never happens}.',
      '{It is all right|It is fine} {to wobble|to have doubts} {about a change|even about a good change}.',
    ],
    [
      'Feeling like an outsider at first is part of arriving anywhere. It does not last.',
      'Belonging takes time to grow. Nobody feels at home in the first weeks.',
      'It can be lonely to be new, even when everyone is friendly.',
      'You might miss people and places more than you expected. That shows what they meant to you.',
      'Not knowing the small things, where to go, who to ask, how things are done, is tiring. It gets easier fast.',
      'Being the new one is uncomfortable, and it is also temporary.',
      'Other people once stood exactly where you are, unsure and hoping to fit in.',
      '{Being new|Starting out} {is temporary|does not last}. {Soon you will be the one who knows the way|Before long you will know your way around}.',
      '{It takes time|It takes a while} to {feel at home|belong}, {and that is normal|for everyone}.',
      '{The first weeks|The early days} {are the hardest|ask the most}, {and they pass|and they do pass}.',
      '{Everyone|Every person around you} {was new once|started where you are}.',
      '{Feeling like an outsider|Not quite fitting yet} {is part of arriving|is how arriving feels}.',
    ],
  ],
  reframe: [
    [
      'You do not need to have it all worked out on the first day. Nobody does.',
      'The unsettled feeling is what growing room feels like from the inside.',
      'Every place that feels like home now once felt new and strange too.',
      'You are not starting from zero. You bring everything you have learned with you.',
      'The first weeks are the hardest, and they do pass.',
      'Discomfort in a new chapter is not a sign you chose wrong. It is a sign you are stretching.',
      'A change is not an exam you pass or fail. You get to grow into it.',
      '{You are allowed to|You can} {take your time|go at your own pace} {settling in|finding your feet}.',
      '{You bring your experience with you|You do not arrive empty-handed}, {into every new place|wherever you go}.',
      '{A new chapter|Something new} {does not need a perfect start|can begin a bit messily}.',
      '{Every familiar thing|Everything familiar now} {was new once|was strange at first}.',
      '{The strangeness|The newness} {is a stage|is a phase}, {not a verdict|not a sign you chose wrong}.',
    ],
    [
      'The unknown is not empty. It is full of things you have not met yet, and some of them will be good.',
      'You do not need to know how the whole story goes to take the first step in it.',
      'Uncertainty is the price of anything new, and it drops a little every week.',
      'The plan will change as you go, and that is fine. You can adjust along the way.',
      'Not every day of a change has to feel good for the change to be right.',
      'You can feel unsure and still be heading in the right direction.',
      'The first version of your new routine does not have to be the final one.',
      '{You do not need|You do not have} to {plan all of it|see the whole path} {now|today}.',
      '{The plan can change|Plans can shift} {as you learn more|as you go}, {and that is fine|and that is sensible}.',
      '{One week at a time|Week by week} {is a good pace|is plenty} {for a change like this|for now}.',
      '{Feeling unsure|Uncertainty} {does not mean|is not a sign} {you are on the wrong path|you made a mistake}.',
      '{Each day|Every day} {you learn a little more|a bit more becomes familiar}.',
    ],
    [
      'Home is something you build, one familiar face and one favourite place at a time.',
      'Belonging is built in small moments: a name remembered, a shared joke, a regular spot.',
      'You do not have to leave your old self behind. You bring it with you and add to it.',
      'The people you meet in the months ahead will one day be people you cannot imagine not knowing.',
      'Your roots are not cut by a change. They travel with you.',
      'You can hold on to where you come from and still make a life where you are going.',
      'In a little while, this new chapter will have your memories in it too.',
      '{You can keep|You keep} {the best of before|what matters from before} {and add to it|while you build something new}.',
      '{Home|Belonging} {is built slowly|grows slowly}, {one small connection at a time|from small everyday moments}.',
      '{The people from before are still part of your life|Your old friends still count}, wherever you {are|end up}.',
      '{In time|Before long}, {this new place|this new chapter} {will hold memories of its own|will feel like yours}.',
      '{Your roots|Where you come from} {travel with you|comes with you}.',
    ],
  ],
  strengths: [
    [
      'You have adapted before, to new people and new places, and you found your feet every time.',
      'Choosing change, or facing it with open eyes, takes a kind of courage many people never use.',
      'You are curious and capable, and those two things carry people through any new start.',
      'You have made hard decisions before and lived well with them.',
      'You said yes to something new, and that alone takes more nerve than staying put.',
      'You are already thinking about how to do this well, which is exactly what makes a change work.',
      'You have started over before, in small ways or big ones, and you came out steadier.',
      '{You have adapted before|You have handled change before}, {and you can do it again|more than once}.',
      '{You chose this|You are facing this}, {with your eyes open|knowing it would be hard}, {and that takes courage|which takes nerve}.',
      '{You are curious|You are open to new things}, and {that carries people far|that helps in any new start}.',
      '{You have started over before|You have begun again before}, {in big ways or small|in one way or another}.',
      '{You are already thinking|You are already working out} how to {make this work|settle in}, {which is exactly right|and that is a strength}.',
    ],
    [
      'You are good at learning as you go, and a change is mostly that.',
      'Your openness with new people is a real gift in a new place.',
      'You notice things and adapt quickly, even when you do not give yourself credit for it.',
      'You can be a beginner without losing your sense of who you are.',
      'You have a knack for making a space your own, and that will help here too.',
      'Your willingness to ask questions will get you settled faster than any amount of worry.',
      'You have plenty of practice at being kind to strangers, and strangers tend to return it.',
      '{You learn quickly|You pick things up fast}, {even if you doubt it|more than you realise}.',
      '{You are good with people|You get on with people}, {and that helps anywhere|and that is a gift in a new place}.',
      '{You can be a beginner|You can be new at things} {without losing yourself|and still be yourself}.',
      '{You have a way of|You are good at} {making a place feel like yours|finding your corner}.',
      '{Asking questions|Being willing to ask} {will get you settled|helps you settle} {faster than worrying|quicker than you think}.',
    ],
    [
      'The people who love you are still there, only a message or a call away.',
      newPlace(
        'You carry your friendships with you. Distance changes how often you talk, not what you mean to each other.',
      ),
      'There are people in your new chapter who will be glad you arrived.',
      newPlace('Your old life and your new one can both hold people who are rooting for you.'),
      'You are not doing this alone, even if the first days feel that way.',
      'Someone who has made the same change would happily tell you how they settled in. Ask them.',
      'The people who know you best have watched you settle in before.',
      '{The people who love you|Your people} {are a message away|are still there}.',
      newPlace(
        '{Distance|Being apart} {does not undo|cannot undo} {what you mean to each other|your friendships}.',
      ),
      '{Someone new|People you have not met yet} {will be glad you came|will be glad to know you}.',
      '{People|Others} {who made the same change|who have done this} {would happily help|would gladly share what they learned}.',
      '{You are not doing this alone|You have company in this}, {even on the quiet days|even when it feels that way}.',
    ],
  ],
  steps: [
    leftBehind(
      'Before you go, set up a regular call with the people you will miss most, the same day and time each week, so staying close does not depend on remembering.',
    ),
    leftBehind(
      'Plan the first visit home, or theirs to you, before you leave. A date in the diary makes the distance feel smaller.',
    ),
    'Keep one familiar routine through the change, a morning walk or a favourite breakfast, as an anchor.',
    'Learn one new thing each day about where you are now, and let that be enough.',
    'Reach out to one person in your new circle and suggest a coffee.',
    newPlace('Set up one corner that feels like yours before anything else.'),
    'Write down what you hope this change brings, and read it when you wobble.',
    newPlace('Stay in touch with one person from before, so the old chapter keeps its place.'),
    'Give yourself a few weeks before judging how it is going.',
    'Walk around your new area or workplace with no purpose but to notice things.',
    'Say yes to one invitation in the first few weeks, even if you are tired.',
    newPlace(
      'Find one regular spot, a café, a bench, a library, and go back to it until it feels like yours.',
    ),
    'Keep a list of questions for your first days, and ask them without apologising.',
    newPlace('Unpack or set up the things that make you feel like yourself first.'),
    'Join one group built around something you enjoy: a club, a class, a team.',
    'Learn the names of two people around you, and use them.',
    newPlace('Plan a call with someone from home for the end of your first week.'),
    newPlace('Set a small goal each week, like finding a good bakery or learning the bus route.'),
    'Keep your sleep and meals regular, because everything new is tiring.',
    'Write down one good thing about the new chapter every evening.',
    newPlace(
      'Tell someone honestly when you feel homesick or unsure, instead of carrying it alone.',
    ),
    'Make a simple map of your week, so the new routine has some shape to it.',
    newPlace(
      'Keep a small box of things from before: photos, a letter, something that smells like home.',
    ),
    'Find out one thing about the people around you each day, and remember it.',
    'Give yourself permission to have a quiet weekend in, with nothing new in it.',
    'Say yes to a small invitation, even if it is only a coffee or a walk.',
    'Ask someone who has been there a little longer what they wish they had known at the start.',
    'Keep your phone charged and your essentials in one place for the first few weeks.',
    newPlace('Notice one thing each day that is better here than before, however small.'),
    'Plan one thing to look forward to at the end of the first month.',
    'When you feel lost, {go for a walk|make a cup of tea} and write down what exactly is bothering you.',
  ],
  picture: [
    [
      'Picture yourself a few months in, knowing the way, recognising faces, feeling at home.',
      'Imagine the moment this new life stops feeling new, and simply feels like yours.',
      'See yourself telling someone, a year from now, how glad you are you made this leap.',
      'Picture an ordinary evening in this new chapter, calm and settled, with nothing to prove.',
      newPlace('Picture walking a route that once confused you, without having to think about it.'),
      'Imagine someone new greeting you by name, as if you had always been there.',
      newPlace(
        'See your things in their places: a mug you love by the kettle, your shoes by the door.',
      ),
    ],
    [
      newPlace('Picture the first time someone asks you for directions, and you know the answer.'),
      'Imagine a favourite spot in your new life that you have not even found yet.',
      'See yourself laughing with people you have not met yet.',
      'Picture the first evening you sit down and realise the day felt normal.',
      'Imagine calling home with good news of your own to share.',
      'Picture an evening with plans you made yourself, with people from your new chapter.',
      newPlace('See yourself showing a visitor around, proud of the place you found your way in.'),
    ],
    [
      'Picture yourself a year on, looking back at these first days and smiling at how nervous you were.',
      'Imagine the version of you who has settled in, telling you it was worth the wobbles.',
      newPlace('See the old life and the new one side by side, both part of your story.'),
      'Picture the person you are becoming through this, a little braver, a little wider in the world.',
      'Imagine the day this change simply becomes your life.',
      'See yourself welcoming someone else who is new, because you remember how it felt.',
      newPlace('Picture the moment you catch yourself calling this place home.'),
    ],
  ],
  closing: [
    [
      'Step into it one day at a time. You are more ready than you feel.',
      'Go and meet this new chapter. You will grow into it faster than you think.',
      'Trust yourself in this. You have made new starts before.',
      newPlace('Take the first step, then the next. The rest will start to feel like home.'),
      'You do not have to feel ready. You only have to take the next step.',
      'Let this new chapter be new, and let yourself be new in it.',
      'Be patient with the strangeness. It fades faster than you think.',
      newPlace('{Settle in gently|Take it slowly}. Home will find you.'),
      'Let each day of this be a little easier than the last.',
      'Trust the process of arriving. It takes a while, and it comes.',
    ],
    [
      newPlace('You belong wherever you choose to build a life.'),
      newPlace('New places become home because people like you decide to stay.'),
      'Your courage got you here, and it will help you settle.',
      newPlace('Keep your old friends close and your door open to new ones.'),
      'Every day of this makes it a little more yours.',
      'Be kind to the beginner in you.',
      'You have everything you need to find your feet.',
      'You are allowed to be new here.',
      'The strangeness fades. The good parts stay.',
      'You have what it takes to {make this yours|settle in}.',
    ],
    [
      'Go and make it yours.',
      'Here is to the new chapter, and to you in it.',
      'Let it in, one day at a time, and make it welcome.',
      'Off you go, and enjoy the adventure.',
      'Take a breath, and step in.',
      'You will find your people. Keep looking.',
      'The best parts of this have not happened yet.',
      'Enjoy the new beginning.',
      'Go and find your feet. They are already moving.',
      'Step in, and be welcome.',
    ],
  ],
};

/** Drinking they may depend on ("i think im an alcoholic"): the doctor before stopping. */
const DEPENDENT_DRINKING =
  /\b(?:alcoholic|drinking (?:is )?(?:getting )?(?:out (?:of )?(?:hand|control))|addicted to (?:alcohol|drink\w*|booze)|alcohol (?:problem|addiction|dependen\w*)|drinking problem|(?:drink|drinking) (?:every|all) (?:day|night|morning)|dependent on (?:alcohol|drink)|the shakes)\b/;

const HABIT: KindMaterial = {
  acknowledge: [
    [
      (s) =>
        `Sticking with ${s.shortSubject === 'it' || GERUND.test(s.shortSubject) ? 'a new habit' : s.shortSubject} is harder than starting it, and everyone who has tried knows that.`,
      'Some days the motivation is there and some days it is not, and that is normal for anyone building something.',
      'Wanting to change a habit and finding it hard are not opposites. They travel together.',
      'Old habits are comfortable because they are practised. New ones feel awkward until they are not.',
      'It is frustrating when the effort does not show yet. The results always lag behind the work.',
      'Willpower runs low for everyone by the end of a long day, so do not judge yourself by it.',
      '{Building a habit|Changing a habit} {is slow work|takes patience}, {and it is hard for everyone|whoever you are}.',
      '{Old patterns|Old habits} {pull hard|are strong}, {especially when you are tired|especially at the end of a long day}.',
      '{Some days|On some days} {it will feel easy|it flows}, {and some days it will not|and on others it drags}.',
      '{It is frustrating|It can be annoying} {when it does not stick straight away|when progress is slow}.',
      '{The effort|Your effort} {counts|is adding up} {even before you see the results|even when you cannot see it yet}.',
      about(
        (x) =>
          `${capitalise(x)} ${agree(x, 'takes', 'take')} patience, and patience runs thin on busy days.`,
      ),
    ],
    [
      'The hard part is rarely knowing what to do. It is doing it again on an ordinary day when nobody is watching.',
      'Slipping back into the old way is part of changing a habit, not proof you cannot.',
      'Some days it will feel automatic, and some days it will feel like starting from scratch. Both are normal.',
      'The middle stretch, after the excitement fades and before it is easy, is where most people wobble.',
      'Cravings and excuses get loud when you are tired, hungry or stressed. That is biology, not character.',
      'It is annoying that progress is so slow to show. The work is still counting.',
      'It can feel like everyone else finds this easy. They do not; they just talk about the good days.',
      '{Slipping|Missing a day} {is part of building a habit|happens to everyone}, {not a sign you cannot|not proof of anything}.',
      '{The middle stretch|The dull middle} {is where it gets hard|tests everyone}. {That is normal|You are not alone in it}.',
      '{Cravings and excuses|Excuses and temptations} {get louder when you are tired|show up when you are low}. {That is not a flaw in you|That is human}.',
      '{Not feeling like it|A lack of motivation} {is normal|happens to everyone}. {It does not have to stop you|You can do it anyway}.',
      '{Starting again|Picking it back up} {is a skill|counts}, {and you are practising it|and every restart helps}.',
    ],
    [
      'Being hard on yourself after a bad day usually makes the next day harder, not easier.',
      'Guilt is a poor coach. Curiosity about what got in the way works much better.',
      'You are not lazy when it slips. You are human, and the habit is still new.',
      'Nobody builds a habit by feeling motivated every day. They build it by making it easy.',
      'A missed day is a data point, not a verdict.',
      'If you have started and stopped before, you are not back at zero. You know more now.',
      'Real change is quiet and a bit boring, and that is how you know it is working.',
      '{Being hard on yourself|Beating yourself up} {rarely helps|does not work}. {Kindness works better|Curiosity works better}.',
      '{A bad day|An off day} {is information|tells you something}, {not a judgement|not a failure}.',
      '{You are not lazy|It is not laziness}; {the habit is new|habits take time to grow}.',
      '{Progress|Change} {is often quiet|is usually slow}, {and that is fine|and that is how it should be}.',
      '{Every attempt|Each try} {teaches you something|makes the next one easier}.',
    ],
  ],
  reframe: [
    [
      'Consistency beats intensity. A small effort you repeat is worth more than a big one you abandon.',
      'Missing a day is not failing. Missing a day and starting again is exactly how habits are built.',
      'You are not trying to be perfect. You are trying to be a little more consistent than last month.',
      'Each time you show up, you vote for the person you want to be.',
      'Progress is rarely a straight line. A bumpy graph still points upward.',
      'A habit is not built in a burst. It is built in a hundred ordinary repeats.',
      'The aim is not a perfect streak. The aim is coming back quickly.',
      '{Doing a little, steadily,|Doing a little and often} {beats big, occasional efforts|wins over big bursts}.',
      '{A missed day|One slip} {does not erase|does not undo} {the days you did it|your progress}.',
      '{Aim for|Go for} {steady|regular}, {not perfect|not flawless}.',
      '{Each time you do it|Every repetition} {strengthens the habit|makes it more yours}.',
      '{Coming back after a break|Returning after a slip} {is the real skill|is what matters most}.',
    ],
    [
      'Two minutes done is better than an hour planned.',
      'Small steps add up because they are small enough to actually take.',
      'The easiest version of the habit still counts on the days you have nothing left.',
      'Routines carry you on the days motivation does not show up, so keep the routine simple.',
      'Each repetition makes the next one a little more automatic.',
      'Boring is good. When the habit gets boring, it is becoming part of you.',
      'Doing a little most days beats doing a lot now and then.',
      '{The smallest version|Even the tiniest version} {still counts|keeps the habit alive}.',
      '{Make it easy|Keep it simple}, {and let it grow|and it will grow}.',
      '{Two minutes|A few minutes} {is enough|counts} {on a hard day|when you are tired}.',
      '{The routine|Your routine} {does the work|carries you} {on days you do not feel like it|when motivation is low}.',
      '{Boring|Ordinary} {is good|is a sign it is working}.',
    ],
    [
      'You are becoming someone who does this, one repetition at a time.',
      'It is not about willpower. It is about setting things up so the right choice is the easy one.',
      'Your past attempts were practice, not failures.',
      'Every time you return after a slip, the habit gets stronger, not weaker.',
      'The version of you who does this without thinking is built out of days exactly like this one.',
      'Being kind to yourself on a bad day is part of the habit too.',
      'You are allowed to change the plan if it is not working. Adjusting is not quitting.',
      '{You are becoming|You are turning into} {someone who does this|the kind of person who does this}.',
      '{Set it up|Arrange things} so {the right choice is the easy one|it is easy to start}.',
      '{Past attempts|Earlier tries} {were practice|taught you something}.',
      '{You can change the plan|Adjust the plan} {if it is not working|whenever you need}. {That is not quitting|That is learning}.',
      '{Being kind to yourself|Gentleness with yourself} {is part of the habit|keeps you going}.',
    ],
  ],
  strengths: [
    [
      'You have already started, and starting is the step most people never take.',
      'Every time you showed up before, you proved you can. That proof does not expire.',
      'You know what you want, and knowing that is half the work.',
      'You have stuck with hard things before, longer than you thought you could.',
      'You have kept at this for a while now, and that counts for more than any single good day.',
      'You noticed the habit you want, named it and started. Many people never get that far.',
      'Each time you came back after a slip, you showed the exact skill a habit needs.',
      '{You have already started|You have begun}, {and that is the hardest part|which most people never do}.',
      '{You have shown up before|You have done it before}, {so you know you can|and that proof stays}.',
      '{You know what you want|You are clear about what you want}, {and that helps|and that counts}.',
      '{You have stuck with hard things|You have kept at difficult things} {before|in the past}.',
      '{You keep coming back to it|You have not given up on it}, {and that matters most|which is what counts}.',
    ],
    [
      'You are honest about where you struggle, and that is where good plans come from.',
      'You have shown patience with harder things than this.',
      'You know your own patterns better than anyone, and that knowledge makes a plan that fits.',
      'You have a stubborn streak, and here that is a gift.',
      'You have already changed one habit in your life, even if you have forgotten it now.',
      'You care about your future self, and that care is what keeps people going.',
      'Your ability to start again is worth more than any streak.',
      '{You are honest about your patterns|You know your own patterns}, {and that makes a good plan possible|which helps you plan}.',
      '{You have more patience|You are more patient} than {you think|you give yourself credit for}.',
      '{You have changed habits before|You have built habits before}, {even if you have forgotten|even small ones}.',
      '{You care about your future self|You want good things for yourself later}, {and that is a strong reason|and that keeps people going}.',
      '{You can start again|You can always restart}, {and that is worth more than a streak|which matters more than any streak}.',
    ],
    [
      'Someone around you would love to join in or cheer you on. Let them.',
      'The people who see you every day notice the change, often before you do.',
      'You are not the only one building a habit like this. Plenty of people are doing it alongside you.',
      'A friend checking in now and then can make a real difference.',
      'The people who love you are glad you are doing this for yourself.',
      'Sharing the small wins with someone makes them feel bigger.',
      "You can borrow someone else's belief on the days yours runs low.",
      '{Someone|A friend} {would happily cheer you on|would love to check in on you}.',
      '{People around you|The people who see you every day} {notice the change|will see the difference}.',
      '{You are not the only one|Plenty of people are} {working on something like this|building a habit like this}.',
      '{Sharing your progress|Telling someone how it is going} {makes it easier to keep going|helps it stick}.',
      '{The people who love you|Your people} {are glad you are doing this|are proud of you for trying}.',
    ],
  ],
  steps: [
    // Stopping suddenly after heavy daily drinking can be dangerous (alcohol withdrawal): the
    // doctor comes first, in every speech.
    foremost(
      whenAbout(
        DEPENDENT_DRINKING,
        'If you have been drinking heavily every day, talk to your doctor before you stop. Stopping suddenly can be dangerous, and they can help you do it safely.',
      ),
    ),
    specific(
      whenAbout(
        DEPENDENT_DRINKING,
        'Find a recovery group or an alcohol support service near you. People who have been where you are can be the most useful company.',
      ),
    ),
    'Make the first step tiny: so small it would be silly to skip it.',
    'Tie it to something you already do every day, like after your morning coffee or before you brush your teeth.',
    'Track it with a simple tick on a calendar, and aim never to miss twice in a row.',
    'Prepare ahead of time, so the decision is already made when the moment comes.',
    'Tell one person what you are doing, and let them ask you how it is going.',
    'Decide in advance what you will do on a bad day, a smaller version that still counts.',
    'Remove one thing that makes the old habit easy, and add one thing that makes the new one easier.',
    'Reward yourself after a good week with something you genuinely enjoy.',
    'Put what you need where you will see it: the shoes by the door, the book on the pillow, the water on the desk.',
    'Set a reminder on your phone for the time you are most likely to do it.',
    'Start with one more day a week than you manage now, not every day at once.',
    'Write down why this habit matters to you, and keep it where you will read it.',
    'When you slip, ask what got in the way, and change one thing about the setup.',
    'Do it at the same time and in the same place each day, so it stops needing a decision.',
    'Count repetitions, not results, for the first month.',
    leftOutWhen(
      (s) => /\b(?:drink\w*|alcohol\w*|sober|booze)\b/.test(aboutText(s)),
      'Pair it with something you enjoy: a podcast, a playlist, a favourite drink.',
    ),
    'Plan for the hard moments: what you will do when you are tired, busy or away from home.',
    'Check in on a fixed day each week, look at your ticks, and adjust one small thing.',
    'Find someone doing the same thing, and swap a message each time you do it.',
    'Write the habit as a plan: when this happens, I will do that.',
    'Keep a note of how you feel after doing it, and read it on the days you do not want to.',
    'Make the old habit a little harder: log out, move it to another room, or leave it at the shop.',
    'Have a back-up time in the day for when the usual one falls through.',
    'Start the day with the habit, before anything else can get in the way.',
    'Use a tiny starting ritual, like filling a glass of water, to tell yourself it is time.',
    'Look back each Sunday at what worked and keep it; drop what did not.',
    'Join a group or a class, online or in person, doing the same thing.',
    'Pick a small reward for every tenth time, and give it to yourself without fail.',
    'If you miss a day, do the smallest version the next day, no catching up required.',
  ],
  picture: [
    [
      'Picture yourself a month from now, looking at a calendar full of ticks, proud of the quiet work.',
      'Imagine the version of you for whom this is simply normal, and notice you are already on the way.',
      'See yourself doing it on an ordinary, unremarkable day, without any drama at all.',
      'Picture how your body and mind will feel after a few steady weeks of this.',
      'Picture the moment just after you do it, the small satisfaction of another one done.',
      'Imagine your calendar in a few weeks, the ticks running along like stitches.',
      'See yourself doing it without any inner argument, because it is simply what you do now.',
    ],
    [
      'Picture a bad day where you still do the smallest version, and how proud you are of that.',
      'Imagine the cue arriving, your morning coffee or your shoes by the door, and you simply beginning.',
      'See yourself missing one day, shrugging, and picking it up again the next.',
      'Picture the easy start: the first minute, nothing more, and the rest following.',
      'Imagine someone asking how you managed it, and you saying it was just small steps.',
      'See the old habit loosening its grip a little more with each week.',
      'Picture yourself tired, unmotivated, and still doing it, because the setup makes it easy.',
    ],
    [
      'Picture yourself a year from now, with this habit as ordinary as brushing your teeth.',
      'Imagine the difference in how you feel, sleep and move after months of steady repeats.',
      'See the person you are becoming: steady, reliable, someone who keeps promises to themselves.',
      'Picture the next habit you will build, easier this time because of what you learned with this one.',
      'Imagine looking back at today as the start of something that stuck.',
      'See yourself helping a friend start the same thing, because you know how it works now.',
      'Picture all those small days stacked up into something you are proud of.',
    ],
  ],
  closing: [
    [
      'Do the small thing now. That is how every big change is made.',
      'Keep going, one repetition at a time. You are building something real.',
      'Show up once more, then again. That is the whole secret.',
      'Start small, stay steady, and let the days add up.',
      'Keep it small, keep it kind, keep it going.',
      'One more repetition is all today asks of you.',
      'Make it easy, make it regular, and let time do the rest.',
      'Keep going {gently|steadily}, and let the habit grow at its own pace.',
      'Come back tomorrow and do it again. That is the whole plan.',
      "Do today's small part, and let tomorrow take care of itself.",
    ],
    [
      'You are closer than you think.',
      'Every repeat counts, including the imperfect ones.',
      'Progress is built on ordinary days like this one.',
      'Missing one day is fine. Just come back for the next one.',
      'Be patient. Habits grow slowly, and then they are simply part of you.',
      'You have done harder things than this.',
      'Trust the small steps.',
      'Slow and steady is still moving.',
      'Every day you show up, it gets easier.',
      'You are becoming someone who does this.',
    ],
    [
      'Now go and do the first one.',
      'Off you go. The next one is waiting.',
      'You can do this, one day at a time.',
      'Start now, and start small.',
      'Go and take the next small step.',
      'Keep showing up. It works.',
      'Begin again, and keep beginning.',
      "Go and do today's one.",
      'Small step, right now.',
      'Off you go, and well done for starting.',
    ],
  ],
};

const SELF_DOUBT: KindMaterial = {
  acknowledge: [
    [
      'Doubting yourself is exhausting, because it makes every small thing feel like a judgement of your worth.',
      'That critical voice in your head is loud, but loud is not the same as right.',
      'Many capable people feel exactly this way, especially the ones who care about doing things well.',
      'Self-doubt has a way of shrinking every success and magnifying every slip.',
      'It is hard to see yourself clearly from the inside, especially on a low day.',
      about((x) => `When it comes to ${x}, doubt seems to have a lot to say.`),
      'Feeling like a fraud is common among people who are actually doing well.',
      'It hurts to feel like you do not measure up, especially when you are trying so hard.',
      '{Doubting yourself|Self-doubt} {is tiring|wears you down}, {and it is more common than it looks|and a lot of people carry it quietly}.',
      '{That inner voice|The voice of doubt} {can be loud|can sound convincing}, {but it is not always right|but it often gets things wrong}.',
      '{Many capable people|Plenty of able people} {feel like this|have this same doubt}, {often in private|without saying so}.',
      '{It is hard|It is difficult} to {see yourself fairly|be fair to yourself} {from the inside|when doubt is loud}.',
      '{Feeling not good enough|Feeling you do not measure up} {hurts|is painful}, {and it deserves kindness|and you deserve some kindness about it}.',
    ],
    [
      'The voice that says you are not enough is usually repeating something old, not reporting something true.',
      'Your mind may be quick to list your mistakes and slow to list your wins. Most minds are.',
      'When you are tired or stressed, self-doubt gets louder. It is a mood, not a fact.',
      'Comparing yourself to others tends to put your worst moment next to their best one.',
      'Doubt often passes itself off as being realistic. Ignoring all the evidence in your favour is not realistic.',
      'The harsh things you say to yourself would shock you if a friend said them to you.',
      'It is easy to believe the doubt because it speaks in your own voice.',
      '{Doubt|Self-doubt} {often repeats old stories|tends to replay old things}, {not the truth about today|not how things are now}.',
      '{Your mind|Your memory} {may be quicker to list mistakes|may hold on to the mistakes} {than wins|more than the successes}.',
      '{On tired days|When you are tired}, {doubt gets louder|the doubt is louder}. {That is a mood, not a fact|It is a feeling, not a fact}.',
      "{Comparing|Comparison} {puts your worst moments next to other people's best|is rarely a fair fight}.",
      '{You would not speak to a friend|You would never talk to a friend} {the way doubt speaks to you|like that}.',
    ],
    [
      'Feeling out of place does not mean you are out of place.',
      'Many people you admire feel this way in private.',
      'You are not the only one in the room who wonders whether they belong.',
      'Doubt is common in people who hold themselves to high standards. That care is a strength in disguise.',
      'Feeling behind usually comes from a timeline nobody actually set for you.',
      'Second-guessing yourself is tiring, and it is fine to admit that it wears you down.',
      'Uncertainty about yourself is part of doing anything that matters.',
      '{Feeling out of place|Feeling like you do not belong} {does not make it true|is not the same as not belonging}.',
      '{Lots of people|Plenty of people} {you admire|you look up to} {feel this way too|have felt exactly this}.',
      '{Doubt|Self-doubt} {is common in people who care|often comes with high standards}.',
      '{You are not alone|You are not the only one} {in wondering if you are enough|in feeling this}.',
      '{The feeling|Doubt} {is real|is real enough}, {but it is not the whole truth|but it is not the full picture}.',
    ],
  ],
  reframe: [
    [
      'Feeling unsure does not mean you are not capable. It often means you are growing past what you know.',
      'Your value is not a score someone else gives you. It is already there, whatever the doubt says.',
      'The story doubt tells you leaves out everything you have already done.',
      "Comparing your inside to other people's outside is never a fair contest.",
      'Confidence usually comes after action, not before it.',
      'A thought is not a fact. You can notice it, and then check it against the evidence.',
      'Being a beginner at something does not make you bad at it. It makes you new.',
      '{Doubt|A doubt} {is a thought|is just a thought}, {not a fact|not proof}.',
      '{You do not have to feel confident|You do not need confidence} {to take the next step|to act}.',
      '{The evidence counts|The facts count} for more than {the feeling|the doubt}.',
      '{You can question|You can check} {the doubt|that thought} {instead of obeying it|before believing it}.',
      '{Confidence|Belief in yourself} {often comes after action|tends to follow action}, {not before|not first}.',
    ],
    [
      'If you made a list of what you have actually done, the doubt would have a hard time arguing with it.',
      'You have been wrong about your limits before, every time you did something you thought you could not.',
      'The evidence says you learn, you improve and you keep going. That is what matters.',
      'Your track record is better than your inner critic admits.',
      'People trusted you with things for a reason. They were not all mistaken.',
      'One bad moment does not outweigh years of showing up.',
      'The facts about you are kinder than the story doubt tells.',
      '{Your worth|Your value} {is not decided by one moment|does not rise and fall with one task}.',
      '{Mistakes|Slips} {are part of learning|are how people learn}, {not proof of anything|not a judgement on you}.',
      '{You can hold high standards|You can aim high} {and still be kind to yourself|and still go easy on yourself}.',
      '{Good enough|Done well enough} {is often exactly right|really is enough}.',
      '{You have been wrong about your limits before|You have surprised yourself before}.',
    ],
    [
      'You can answer the doubt the way a fair friend would: with the facts, gently.',
      'Try talking to yourself as someone you are responsible for helping.',
      'You do not have to silence the doubt. You only have to stop letting it make the decisions.',
      'When doubt says never, try saying not yet. It is usually more accurate anyway.',
      'You are allowed to be proud of yourself before you feel completely sure.',
      'Confidence is not the absence of doubt. It is acting alongside it.',
      'You can hold high standards and still be kind to yourself about where you are now.',
      '{You belong|You have a place} {where you are|in the room}, {whatever the doubt says|doubt or no doubt}.',
      '{You earned|You got} {your place|where you are} {for real reasons|on your own merit}.',
      '{The people who know you|The people around you} {see something real in you|see more in you than you do}.',
      '{You do not need|There is no need} to {prove yourself every day|earn your place again each morning}.',
      '{You can take up space|You are allowed to be seen}, {as you are|exactly as you are}.',
    ],
  ],
  strengths: [
    [
      'You notice things, you care, and you keep trying. Those are strengths, not small ones.',
      'Look at what you have already managed while doubting yourself. Imagine what you will do with a little more belief.',
      'You are more thoughtful than your doubt gives you credit for.',
      'You have learned hard things before, and you did it without anyone handing you certainty.',
      'You have taken on things that scared you and handled them, even if you barely noticed.',
      'You have been trusted, chosen or asked back more than once, and that was no accident.',
      'The fact that you worry about doing well shows how seriously you take your work and your people.',
      '{You have done|You have achieved} {more than your doubt admits|more than you give yourself credit for}.',
      '{You keep trying|You keep going}, {even while doubting|doubt and all}. {That is real strength|That counts for a lot}.',
      '{You have a record|There is a record} {of getting through things|of doing things well}, {if you look for it|when you look back}.',
      '{You are still here|You are still working at it}, {and that says a lot|which says plenty}.',
      '{The fact that you care|Caring this much} {about doing well|about getting it right} {is a strength|says something good about you}.',
    ],
    [
      'You are thoughtful, and thoughtful people see problems others miss.',
      'You are honest about your weak spots, which means you can work on them.',
      'You are kinder to others than you are to yourself, which shows you know how to be kind.',
      'You keep learning, even while doubting. Imagine how far that goes with a little less doubt.',
      'You have a way of caring about details that other people rely on.',
      'You have bounced back from worse than this, more than once.',
      'Your curiosity is a real strength. It keeps you growing when others stall.',
      '{You notice things|You are perceptive}, {and that is valuable|and that is a real gift}.',
      '{You are willing to learn|You keep learning}, {which is rarer than you think|and that matters}.',
      '{You bring|You have} {your own way of seeing things|a perspective nobody else has}.',
      '{You are thoughtful|You think things through}, {and people value that|even if you call it overthinking}.',
      '{You are kinder|You are more capable} than {your doubt suggests|you tell yourself}.',
    ],
    [
      'People who know you would describe you far more generously than you describe yourself.',
      'Someone in your life has told you that you did well, and they meant it.',
      'The people who chose you, hired you or befriended you saw something real.',
      'You have helped other people believe in themselves. You can borrow a little of that for you.',
      'Think of the people who come to you for advice. They come for a reason.',
      'Your friends do not keep you around out of pity. They value you.',
      'There are people rooting for you who would be surprised to hear how hard you are on yourself.',
      '{People|Others} {have trusted you|have relied on you} {for good reasons|and been right to}.',
      '{Someone who knows you|A friend} {would list your strengths|could name your strengths} {without a pause|in a heartbeat}.',
      '{The people around you|Your friends} {see more in you|believe in you more} than {you see in yourself|you realise}.',
      '{You have been chosen|You have been picked} {before|more than once}, {and not by accident|and for a reason}.',
      '{People like having you around|Others value your company}, {more than you know|whatever the doubt says}.',
    ],
  ],
  steps: [
    'Write down three things you have done well this month, however small, and read them when doubt gets loud.',
    'When the inner critic speaks, ask: would I say this to a friend? If not, answer it like a friend would.',
    'Take one small action that the confident version of you would take, and notice that you can.',
    'Ask someone you trust what they see as your strengths, and believe them a little.',
    'Keep a folder of kind messages and good feedback, and open it on hard days.',
    'Spend less time with what makes you compare, and more with what makes you curious.',
    'Catch one harsh thought each day, write it down, and write a fairer version under it.',
    'Before a task, name one time you did something similar and it went fine.',
    'Set one small goal for the day that you know you can meet, and meet it.',
    'Notice when you say sorry for no reason, and try a thank you instead.',
    'Do one thing that stretches you a little, then stop and notice what actually happened.',
    'Keep a short list of compliments you have received, word for word, and reread it.',
    'Ask for feedback on one specific thing, rather than guessing what people think.',
    'When you compare, compare yourself with who you were a year ago, not with someone else.',
    'Give the critical voice a silly name, so it is easier to notice and harder to believe.',
    'Finish one small thing and call it done, rather than polishing it until it is perfect.',
    'Say one kind sentence about yourself out loud in the morning, even if it feels awkward.',
    'Write down what you would tell a friend in your exact situation, and take your own advice.',
    'Next time you are praised, say thank you and nothing else, no {but|joke|shrug} afterwards.',
    'Pick one meeting or conversation this week where you will say one thing you think, out loud.',
    'Write down the evidence for and against the doubt, as if you were a fair judge.',
    'Unfollow or mute a few accounts that leave you feeling smaller, just for a month.',
    'Tell one person you trust about the doubt, and notice how much smaller it sounds out loud.',
    'Keep a list of things you have learned this year, and add to it every Friday.',
    'When you start to apologise for your work, stop, and describe it plainly instead.',
    'Choose one skill you want to grow, and spend {ten|fifteen} minutes on it {each day|most days} this week.',
    'Before you go to sleep, name one thing you handled well today, however small.',
    'When you catch yourself thinking everyone else has it sorted, ask one of them how they really feel.',
  ],
  picture: [
    [
      'Picture yourself treating your own mistakes with the patience you give everyone else.',
      'Imagine walking into your next challenge as someone who belongs there, because you do.',
      'See yourself a year from now, glad you did not listen to the doubt.',
      'Picture the doubt as a nervous passenger in the car: allowed to talk, not allowed to steer.',
      'Imagine reading a list of everything you have done well, written by someone who admires you.',
      'See yourself in a moment you were proud of, and remember how it felt in your body.',
      'Picture a friend describing you, and notice how different it sounds from your own voice.',
    ],
    [
      'Imagine the next time doubt speaks, and you answer it calmly with a fact.',
      'See yourself speaking up in the room, your voice steady, your point clear.',
      'Picture yourself making a mistake, shrugging, fixing it and moving on.',
      'Imagine finishing something and letting it be good enough, without replaying it.',
      'See yourself taking a compliment with a simple thank you.',
      'Picture the moment someone asks for your opinion because they value it.',
      'Imagine walking past the critical voice the way you walk past a noisy street: you notice it, and you keep going.',
    ],
    [
      'Picture yourself years from now, talking to a younger person with this same doubt, and what you would tell them.',
      'Imagine a version of you who simply assumes they belong, and notice how little they differ from you.',
      'See the future you, steadier and kinder to themselves, thanking you for not giving up.',
      'Picture a shelf holding everything you have learned so far. It is fuller than you think.',
      'Imagine a day when the doubt is quieter, and you barely miss it.',
      'See yourself looking back on this season as the time you started taking your own side.',
      'Picture your best friend reading your inner monologue, and how quickly they would correct it.',
    ],
  ],
  closing: [
    [
      'You are more capable than your doubt admits. Take the next step and let it catch up.',
      'Believe in yourself a little more than you did before. That is enough to start.',
      'Back yourself. You have more evidence for it than the doubt does.',
      'Be your own ally. You deserve one.',
      'Take the next step anyway. Confidence tends to follow action.',
      'Trust the evidence, not the echo of doubt.',
      'Treat yourself like someone worth believing in, because you are.',
      'Believe the evidence, not the doubt, {and take the next step|and keep going}.',
      'Stand a little taller. You have reason to.',
      'Treat yourself today the way a good friend would.',
    ],
    [
      'You belong where you are.',
      'You have earned your place.',
      'Your doubts are not the whole truth about you.',
      'You have done more than your doubt remembers.',
      'You are allowed to take up space.',
      'You are already enough to begin.',
      'The people who believe in you are not wrong.',
      'Your doubts are loud, but they are not right.',
      'You are capable, and the record shows it.',
      'There is nothing about you that needs fixing to begin.',
    ],
    [
      'Go and take your own side.',
      'Now go and show yourself what you can do.',
      'Be on your own team.',
      'Speak to yourself kindly. It makes everything easier.',
      'Keep going. The evidence is on your side.',
      'Take the next step, doubt and all.',
      'Walk in like you belong, because you do.',
      'Back yourself today.',
      'Go and take up a little more space.',
      'Be kind to yourself. You are doing well.',
    ],
  ],
};

const PERFORMANCE: KindMaterial = {
  acknowledge: [
    [
      (s) =>
        `It is no surprise that ${s.shortSubject} ${agree(s.shortSubject, 'feels', 'feel')} big. You care how it goes, and caring always comes with a pulse.`,
      'Feeling keyed up before something like this is a sign of respect for it, not a sign you are unready.',
      'The jitters you feel are your body getting ready, the same way an athlete warms up before the whistle.',
      (s) =>
        `It would be strange if ${s.shortSubject} felt like nothing. It matters, so your body is treating it that way.`,
      'A racing mind before a moment like this is normal. It means you are taking it seriously.',
      'Everyone who has ever stood where you are felt some version of this flutter.',
      'Something that matters is {coming up|close}, and {your body knows it|your mind knows it}.',
      '{Big moments|Moments like this} {stir people up|get the heart going}. {That is normal|That is how it should be}.',
      '{The closer it gets|As it gets nearer}, {the louder the nerves|the more it fills your head}. {That is how it works for nearly everyone|Almost everyone feels that}.',
      'It is natural to feel {the weight of it|the pressure} {right now|this close}.',
      '{You are taking this seriously|You care about this}, and {the nerves are part of that|your body is responding to it}.',
      about(
        (x) =>
          `${capitalise(x)} ${agree(x, 'keeps', 'keep')} coming back into your thoughts, and that is natural.`,
      ),
    ],
    [
      notUnwanted('You are allowed to want this and feel nervous about it at the same time.'),
      'Let the nerves come along for the ride. They do not get to drive.',
      'The feeling will probably peak just before you begin, and then settle once you are moving.',
      notTelling('Nerves are loudest in the waiting. Once you start, your preparation takes over.'),
      notAShow('The butterflies are not a warning. They are energy, and energy can be used.'),
      'Your heart might race and your hands might shake a little. Those are signs of readiness, not of failure.',
      'You can feel nervous and still do well. Most people who do well feel exactly that.',
      '{Shaky hands|A dry mouth} and {a busy mind|a racing heart} are {ordinary|common} {before something like this|on the way in}.',
      '{The nerves|The jitters} {tend to ease|usually settle} {once you begin|a minute or two in}.',
      '{Nervous|Jittery} is not the same as {unready|unprepared}. {Plenty of well-prepared people feel it|The best-prepared people often feel it most}.',
      '{It is fine|It is all right} to feel {on edge|keyed up}. {It will not stop you|It does not have to hold you back}.',
      'You can {feel the nerves|be nervous} and still {do this well|do a good job}.',
    ],
    [
      'The pressure can make it feel like everything rides on this one moment. It does not.',
      'It is normal to imagine the worst version of it. Your brain is preparing, not predicting.',
      notTelling(
        'Sleepless nights before a big moment are common, and one rough night will not undo your preparation.',
      ),
      'Worrying about what you cannot predict is natural. You will handle most of it better than you expect.',
      'The waiting is often worse than the thing itself.',
      'Wanting to do well and fearing you will not are two sides of the same care.',
      'It is easy to forget how much you know when you are nervous. It is all still there.',
      '{The mind|Your mind} {loves to rehearse the worst|keeps running the bad version}. {That is not a prediction|It is not a forecast}.',
      '{One moment|One day} {cannot decide|does not decide} {everything|your whole future}, {however it feels now|even if it feels that way}.',
      '{Waiting for it|The waiting} {is often the hardest part|can be harder than the thing itself}.',
      '{Everything you know|All you have learned} is {still there|still in you}, {even when nerves hide it|under the nerves}.',
      '{Worrying about it|Thinking about it a lot} {shows you care|is a sign it matters}, {not that it will go badly|not that you will struggle}.',
    ],
  ],
  reframe: [
    [
      // An audition is played, sung or danced for a panel, not talked through.
      (s) =>
        s.topic === 'audition' || s.topic === 'hearing'
          ? null
          : isTelling(s.topic)
            ? 'Think of it as a conversation between people who know each other, not a verdict waiting for you.'
            : `Think of ${s.shortSubject} as a conversation you have prepared for, not a verdict waiting for you.`,
      notAShow(
        'The people on the other side want you to do well. They are hoping you are the answer.',
      ),
      notUnwanted(
        'You do not need a perfect run. You need to be present, clear and yourself, and you can be all three.',
      ),
      notAShow('This is one chance among many, and you bring everything you have learned to it.'),
      notAShow(
        'Whatever happens, you will come out of it knowing more and standing taller than before.',
      ),
      'Mistakes in the moment are smaller than they feel. Most of them nobody else even notices.',
      notTelling(
        'They are not looking for perfect. They are looking for someone real, prepared and willing.',
      ),
      notAShow(
        notUnwanted(
          '{Nobody there wants you to stumble|The people there are not hoping you fail}. {Most of them are on your side|They want it to go well too}.',
        ),
      ),
      '{You do not need to be flawless|Nobody needs you to be perfect}. {Clear and real is plenty|Being yourself is plenty}.',
      notAShow(
        '{Think of it as|Treat it as} {a chance to show what you know|sharing what you have prepared}.',
      ),
      notTelling(
        '{This is one chance|It is one opportunity}, {and you are well placed for it|and you are ready for it}.',
      ),
      '{What counts|What matters} is {that you show up|showing up} {and do your honest best|as yourself}.',
    ],
    [
      'The moment is shorter than it feels in your head. It will be over before you know it.',
      notTelling(
        'Nobody expects you to know everything. They expect you to think clearly about what you do know.',
      ),
      notTelling(
        'It comes one question, one line, one step at a time, and you only ever have to handle the one in front of you.',
      ),
      'You do not have to feel calm to be clear.',
      'If something goes wrong, the way you recover is what people remember.',
      notAShow('Think of it as showing them what you already do, not proving something new.'),
      notAShow('You are not being judged as a person. This is one task, on one day.'),
      '{It will pass more quickly|It will be over sooner} than {it seems now|you expect}.',
      '{Take it|Handle it} {one part at a time|one step at a time}. {That is all anyone does|That is how everyone does it}.',
      '{A small slip|A stumble} {is forgotten quickly|barely registers} {by the people watching|by anyone else}.',
      '{Calm is not required|You do not need to feel calm}. {Clear is enough|Steady is enough}.',
      notTelling(
        '{You are showing|You will be showing} {what you already do|what you already know}, {not inventing it|not starting from nothing}.',
      ),
    ],
    [
      notTelling('Whatever the result, you will learn something you can use next time.'),
      notTelling(
        'The outcome is not fully in your hands, but your preparation and your effort are.',
      ),
      'Doing your best on the day is the whole job. The rest is not yours to carry.',
      notAShow('One result will not define you, whichever way it goes.'),
      notTelling('There will be other chances, and this one still deserves your full presence.'),
      notTelling('Success here means showing up, staying present and giving it honest effort.'),
      notTelling('You can be proud of how you handle it, whatever the score.'),
      notTelling(
        '{However it goes|Whatever the result}, {you will learn something|there is something to take from it}.',
      ),
      notTelling(
        '{Your effort|Your preparation} is {yours|in your hands}; {the result is only partly|the outcome is only partly} {up to you|in your control}.',
      ),
      notTelling('{One result|One day} {will not define you|is not the measure of you}.'),
      '{Doing your best|Giving it a real go} is {the whole job|all that is asked}.',
      '{You can be proud of|You will be able to be proud of} {how you handled it|the way you turned up}, {whatever happens|whatever the outcome}.',
    ],
  ],
  strengths: [
    [
      notTelling(
        'You got here by doing the work, one session at a time, and that work does not disappear under pressure.',
      ),
      notTelling(
        'You know more than you can feel right now. Nerves hide knowledge; they do not erase it.',
      ),
      notTelling('You have prepared, and preparation has a way of showing up when it is needed.'),
      notTelling('The skill you built over weeks will not vanish in a single morning.'),
      'You have handled pressure before and found your footing. You will find it again.',
      notTelling(
        'You have put in the hours, and your memory holds more than your nerves will admit.',
      ),
      notTelling('You have practised the hard parts, and practice leaves its mark.'),
      notTelling(
        '{The work you have done|Your preparation} {does not vanish|stays with you} {under pressure|on the day}.',
      ),
      notTelling(
        '{You have put in the time|You have done the groundwork}, and {it will show|it counts}.',
      ),
      notTelling(
        '{You know more than|You have learned more than} {you are giving yourself credit for|your nerves admit}.',
      ),
      '{You have been here before|You have faced moments like this}, {in one form or another|more than once}, {and come through|and managed}.',
      notTelling('{Your practice|All that practice} {has built something real|has left its mark}.'),
    ],
    [
      notTelling('You think well on your feet, even if you do not feel that way beforehand.'),
      notTelling('You care about doing this properly, and that care shows in how you prepare.'),
      'You have recovered from small stumbles before without anyone noticing.',
      notTelling(
        'Your voice, your manner and your experience are your own, and they are an asset here.',
      ),
      'You are better under pressure than you give yourself credit for.',
      notTelling('You know your material, and you know why it matters to you.'),
      'There is a calm core under the nerves. It has carried you through moments like this before.',
      '{You are better under pressure|You handle pressure better} than {you think|you expect}.',
      '{You have a way of|You are good at} {finding your feet|recovering} {quickly|fast} {when something slips|after a wobble}.',
      notTelling(
        '{You bring something of your own|There is something only you bring} {to this|into that room}.',
      ),
      notTelling(
        '{You care about doing it well|You want to do this properly}, and {it shows in the way you prepare|that care is a real strength}.',
      ),
      '{Under the nerves|Beneath the jitters} {there is a steady core|you are steadier than you feel}.',
    ],
    [
      notTelling('People have backed you to get this far, and they had good reasons.'),
      notTelling('Someone who knows your work would tell you that you are ready.'),
      notTelling('Every person who helped you prepare is, in a way, right there with you.'),
      notUnwanted(
        'There are people waiting to hear how it went, and they are proud of you already.',
      ),
      notAShow('You were chosen, invited or entered for a reason. Trust that.'),
      notTelling('Your teachers, mentors and friends believed in your ability. They were right.'),
      'The people on your side outnumber the nerves.',
      notTelling(
        '{People believed in you|Others have backed you} {to get here|along the way}, {and for good reason|and they were right}.',
      ),
      notTelling(
        '{Someone who knows your work|Anyone who has seen you work} {would tell you that you are ready|would back you}.',
      ),
      notTelling(
        '{You did not get here alone|Plenty of people helped you get here}, and {they are still with you|they are rooting for you}.',
      ),
      notUnwanted(
        '{There are people|Someone} waiting to hear {how it went|how you got on}, {already proud of you|proud of you whatever happens}.',
      ),
      notTelling(
        '{You earned this chance|This chance is yours}, {fair and square|and you earned it}.',
      ),
    ],
  ],
  steps: [
    // A witness against someone who hurt them: help with facing them, before any other step.
    foremost(
      whenAbout(
        /\b(?:abuser|abusers|abused|attacker|attackers|rapist|assault\w*|stalker)\b/,
        'Ask the court or the police about witness support: a visit beforehand, someone to sit with you, and whether you can give evidence behind a screen or by video, so you do not have to face them.',
      ),
    ),
    spoken(
      'Say your first few sentences out loud several times, so the start is already familiar when it comes.',
    ),
    'Plan the hour before: what you eat, when you leave, and one calm thing you will do while you wait.',
    notTelling(
      spoken(
        'Write three points on a card that you most want them to remember, and let everything else hang on those.',
      ),
    ),
    notTelling(
      'If your mind goes blank, pause, breathe out, and say what you do know. A pause looks composed from the outside.',
    ),
    notTelling(
      'Do one full practice run in conditions as close to the real thing as you can manage.',
    ),
    notTelling(
      'Pick a small physical cue, like pressing thumb and finger together, and pair it with a slow breath each time you practise.',
    ),
    notTelling(
      'Get everything you need ready the evening before, so there is nothing to hunt for at the last minute.',
    ),
    notTelling(
      spoken('Ask someone to listen to you once and tell you the one thing that worked best.'),
    ),
    notTelling(
      'Visit or look up the place beforehand, so you know how to get there and where to go.',
    ),
    notTelling(
      spoken('Time yourself once, so you know how long it really takes, and trim if you need to.'),
    ),
    spoken('Prepare an answer for the question you most dread, and say it aloud twice.'),
    notTelling('Set two alarms and leave earlier than you think you need to.'),
    notTelling('Eat something steady beforehand, and bring water.'),
    'In the minutes before, breathe out for longer than you breathe in, five times.',
    'Decide exactly how you will begin, down to the first words or the first move, so the start takes care of itself.',
    notTelling('Stop preparing at a set time the evening before, and do something restful.'),
    'Walk through the first two minutes in your head, calmly, as if it were already happening.',
    'Write down one thing you want to be proud of afterwards, whatever happens.',
    'Plan what you will do straight afterwards, so you have something to walk towards.',
    notTelling('Pack your bag the night before and put it by the door.'),
    notTelling(
      spoken('Practise once in front of one person you trust, and ask them for one thing to keep.'),
    ),
    notTelling('Decide how you will handle a mistake before it happens: pause, breathe, carry on.'),
    'Listen to something that calms you on the way there.',
    notTelling('Drink water and eat a light meal a couple of hours before.'),
    notTelling('Picture the first thirty seconds going well, three times, the night before.'),
    notTelling(spoken('Keep your notes short enough to glance at, and big enough to read.')),
    notTelling('Arrive with a few minutes to spare, and use them to breathe slowly.'),
    'Write a short note to yourself to read just before you begin.',
  ],
  picture: [
    [
      (s) =>
        `Picture the moment just after ${s.shortSubject}: your shoulders loose, your breath easy, knowing you showed up fully.`,
      spoken(
        'See yourself in the first minute: steady voice, feet planted, one clear sentence, and then the next.',
      ),
      notUnwanted(
        'Imagine walking out afterwards into fresh air, proud that you did it, whatever the result.',
      ),
      notTelling(
        spoken('Picture a friendly face in front of you, nodding, following every word you say.'),
      ),
      'See yourself pausing, breathing, and carrying on calmly when something unexpected comes up.',
      notTelling('Picture yourself arriving early, finding your place, settling your breath.'),
      (s) =>
        s.topic === 'interview' || s.topic === 'exam'
          ? 'Imagine the first question, and you answering it steadily.'
          : null,
    ],
    [
      notTelling(
        spoken(
          'See yourself losing your place for a moment, glancing at your notes, and carrying on smoothly.',
        ),
      ),
      spoken(
        'Picture your hands relaxed and your voice finding its rhythm after the first minute.',
      ),
      notTelling('Imagine the point where the nerves fade and you are simply doing the thing.'),
      notTelling('See yourself looking up, smiling, and slowing down a touch.'),
      notUnwanted('Picture the moment you realise it is going well, and the calm that follows.'),
      notTelling('Imagine hitting your stride halfway through, focused and unhurried.'),
      'See yourself handling the hardest part with a breath and a clear head.',
    ],
    [
      'Picture telling someone you love how it went, and the relief in your voice.',
      notUnwanted('Imagine the evening afterwards, done and dusted, with something nice planned.'),
      'See yourself looking back on this as a day you showed up fully.',
      notAShow(
        notUnwanted('Picture the message you send afterwards, short and happy: you did it.'),
      ),
      notTelling('Imagine the pride of knowing you prepared well and gave it everything.'),
      'See yourself walking out, breathing out, and letting your shoulders drop.',
      'Picture the next time something like this comes along, and how much easier it feels because of this one.',
    ],
  ],
  closing: [
    [
      notAShow(notUnwanted('Go and show them the person you already are.')),
      notTelling('Walk in as yourself. That has always been enough to begin.'),
      notTelling('You have done the work. Now let it carry you.'),
      notTelling('Breathe, begin, and trust what you have built.'),
      notAShow(spoken('Step up, speak clearly, and let them see what you can do.')),
      'You are ready for this, more than the nerves let you believe.',
      notTelling('Prepare what you can, then let the rest go.'),
      notTelling('Step in, take a breath, and {begin|start}. You know more than you think.'),
      notTelling('Trust what you have practised, and let it show.'),
      notAShow('Be yourself in there. That is what they came to see.'),
    ],
    [
      notTelling('Trust your preparation.'),
      'Take a breath before you begin.',
      'Start slowly, and let the rhythm come.',
      notTelling('You have earned your place there.'),
      'Your best is enough.',
      'Be present, and the rest will follow.',
      'Remember why you are doing this.',
      notTelling('Your preparation will hold.'),
      notTelling('You belong in that room.'),
      spoken('Slow down, and let your voice find its pace.'),
    ],
    [
      'Go well.',
      notTelling('Now go and give it your best.'),
      'You can do this.',
      notAShow('Good luck, and enjoy it if you can.'),
      notAShow('Go and show them.'),
      'Off you go. You are ready.',
      notAShow('Let it be yours.'),
      notAShow('Go and enjoy it.'),
      'Go and do your best. It will be enough.',
      'You are ready. Go.',
    ],
  ],
};

export const KIND_MATERIAL: Readonly<Record<SituationKind, KindMaterial>> = {
  performance: PERFORMANCE,
  illness: ILLNESS,
  grief: GRIEF,
  setback: SETBACK,
  change: CHANGE,
  habit: HABIT,
  self_doubt: SELF_DOUBT,
  loved_one: LOVED_ONE,
  everyday: EVERYDAY,
};
