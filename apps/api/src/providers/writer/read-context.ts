import nlp from 'compromise';
import { LRUCache } from 'lru-cache';
import { WEEKDAY_NAMES, sharedRuns, MAX_COPIED_RUN } from '@rally/domain';
import type { SituationKind } from '@rally/domain';

/**
 * Reads what a person wrote ("starting chemotherapy next week and i am scared of losing my hair")
 * into what the built-in writer speaks about, in its own words: the event ("your chemotherapy"),
 * its time ("next week"), what they fear or want turned to "you" with the verbs conjugated ("you're
 * scared of losing your hair"), the feeling, and the kind of situation. The compromise tagger finds
 * the noun phrases, the verbs and the plurals; the rules around it are ours
 * (docs/decisions/built-in-writer.md).
 */

/** A finer sort than the kind, for the performance and habit material that has one. */
export type Topic =
  | 'interview'
  | 'audition'
  | 'driving'
  | 'presentation'
  | 'telling'
  | 'hard-news'
  | 'hearing'
  | 'exam'
  | 'fitness'
  | 'health'
  | 'career'
  | 'personal';

export type FeelingKind = 'fear' | 'stress' | 'low' | 'doubt' | 'frustration' | 'excitement';

export interface Feeling {
  word: string;
  kind: FeelingKind;
}

export type StatementKind = 'fear' | 'want' | 'doubt' | 'state';

/** One thing they said about themselves, in the second person: "you don't have a degree". */
export interface Statement {
  text: string;
  kind: StatementKind;
}

export interface ContextReading {
  kind: SituationKind;
  topic: Topic;
  /** The event or situation with its time, said afresh: "your job interview on Friday". */
  subject: string;
  /** The same without its time: "your job interview"; a plain "it" when nothing was found. */
  shortSubject: string;
  /** Whether an event was found in their words (else the subject is the kind's own words). */
  named: boolean;
  /** Their first statement about themselves, turned to "you", when there is one. */
  situation: string | null;
  statements: Statement[];
  feeling: Feeling | null;
  /** When it happens, as the speech says it: "next week", "on Friday", "today". */
  moment: string | null;
  /** Whether the moment is still ahead (an interview on Friday), not behind (a loss last week). */
  ahead: boolean;
  /** For a loss: who or what they lost, "your mum", "your dog". */
  lost: string | null;
  /**
   * For a loss: whether someone died. Not for a parent with dementia or someone dying now: lines
   * about a death (their things to sort, their number to take out of your phone) stay out.
   */
  bereaved: boolean;
  /**
   * For a loss: whether the one they are losing is still alive and their words say so (dementia, a
   * parent dying in a hospice): lines of the time still shared, and none of a death.
   */
  stillHere: boolean;
  /** The meaningful words of what it is about, to tell which goals relate to it. */
  aboutWords: string[];
  /**
   * Whose it is, when it is someone they love ("your son", "your cat"): their operation, exam or
   * lost job, never the listener's own (kind `loved_one`).
   */
  other: string | null;
  /** "him" or "her" for the one they love, where their words say which. */
  otherPronoun: 'him' | 'her' | null;
  /** Whether the one they love is an animal: a cat is not asked what would help. */
  otherIsPet: boolean;
  /**
   * Distress said outright in their words (`DISTRESS`: "they kicked me out", "i cant stop
   * crying"), read from all of them: the words a line is chosen by keep neither "me" nor "my".
   */
  distressed: boolean;
  /** Good news of their own that starts something new ("i got the job!!!"): congratulated first. */
  goodNews: boolean;
  /**
   * Good news of their own written beside a trouble ("i passed my exam but my mum is in hospital"):
   * the news as the speech names it ("passing your exam"), said briefly and warmly, while the
   * reading (kind, subject, the one they love) is the trouble's. Null without one.
   */
  goodNewsBeside: string | null;
}

export interface ReadOptions {
  /** Today's weekday where they are, 0 (Sunday) to 6, so "on Saturday" on a Saturday is "today". */
  weekday?: number | null;
}

const STATEMENT_MAX_WORDS = 12;
/** A statement may share fewer words in a row with what they wrote than a speech may, since its frame can add one. */
const STATEMENT_MAX_RUN = MAX_COPIED_RUN;
const STATEMENT_MIN_WORDS = 2;
const EVENT_MAX_WORDS = 4;
const MAX_STATEMENTS = 8;

/** Put out of their home ("they kicked me out"), not out of a group chat. */
const KICKED_OUT = String.raw`(?:(?:kicked|threw) me out|(?:been |got |was )?(?:kicked|thrown) out of (?:home|the house|my (?:house|home|flat)))`;
/** A home, a street or a town flooded ("our house flooded"), not an inbox flooded with emails. */
const FLOODED = String.raw`(?:house|home|flat|apartment|kitchen|basement|downstairs|street|town|village) (?:is |was |got |has |had |has been )?flooded`;
/** A home burned. */
const BURNED = String.raw`(?:house fire|burn(?:ed|t) down)`;

/**
 * Their own job at risk, not yet lost: said outright, or cuts at work with them maybe among them
 * ("my company is letting 200 people go and i might be one of them"). A manager making the cuts is
 * the news they bring (BRINGS_HARD_NEWS), read before this.
 */
const JOB_AT_RISK =
  /\b(?:(?:might|could|may|going to|about to|gonna) (?:lose my job|be (?:laid off|made redundant|let go|next|one of them|on the list)|get (?:laid off|fired|the sack|sacked|let go))|(?:my )?job is at risk|at risk of redundancy|waiting to (?:hear|find out) (?:if|whether) i (?:still )?(?:have|keep) (?:a|my) job|(?:layoffs?|redundancies|job cuts) (?:are )?(?:coming|announced|at work|at my work|in my (?:team|department)))\b/;

/** Work looked for, as people name it: "work", "a job", "any jobs", "a full time role". */
const WORK_SOUGHT = String.raw`(?:(?:a|any|some|another|a new|new|a proper|proper|paid|a full[- ]time|full[- ]time|a part[- ]time|part[- ]time|a graduate|graduate|an entry level|entry level) )?(?:work|jobs?|employment|roles?|positions?)`;
const COUNT = String.raw`(?:\d+|a few|dozens|hundreds|so many|loads|tons|lots|twenty|thirty|forty|fifty|sixty|a hundred|countless)`;

/**
 * A long or hard search for work, said as people say it ("ive been looking for work for six months
 * and nothing", "100 applications and not one interview", "been unemployed for a year"): read as
 * a setback named "your job search", with lines of its own (job-search-material.ts). Not the fear
 * of applying ("scared to apply for jobs"), self-doubt's; not a job just lost, with nothing said of
 * looking ("i got laid off today").
 */
const JOB_SEARCH = new RegExp(
  String.raw`\b(?:(?<!\b(?:scared|afraid|terrified|nervous|worried|thinking) (?:of|about|to) )(?:looking|searching|hunting|applying) (?:for|to) ${WORK_SOUGHT}|job[- ]?(?:hunt\w*|search\w*|seek\w*)|jobseek\w*|(?:can't|cannot|couldn't|unable to|can not|struggling to|haven't been able to|not able to) (?:seem to |even )?(?:find|get|land) ${WORK_SOUGHT}|(?:applying|applied) (?:everywhere|for everything|to everything|for anything|to anything|non-?stop|constantly)|(?:applied|applying|sent|sending) (?:for |to |off |out )?(?:\w+ ){0,2}(?:jobs|applications|cvs)|(?:sent|sending) (?:out |off )?(?:my )?cvs? to|${COUNT} (?:of )?(?:job )?applications|(?:rejected|turned down|ghosted) (?:by|from|for) (?:another|every|yet another|${COUNT}) (?:\w+ )?(?:company|companies|employers?|jobs?|roles?|positions?)|ghosted by (?:recruiters?|employers?|companies|hiring managers?)|unemployed|(?:been|being|am|i'm|still|currently|now|was) (?:still |currently |now )?out of work|out of work (?:for|since)|between jobs|jobless|on the dole|(?:not|no|zero|never) (?:one |a single |even one |even an? |any |get an? |got an? )?(?:interviews?|call ?backs?|callbacks?)(?! (?:prep\w*|practice|nerves|clothes|outfit|experience|skills|questions|tips|training)\b)|(?:months|years|weeks) of (?:searching|applying|applications|looking|job ?hunting|rejections?))\b`,
);

/**
 * Rejection emails with nothing else said ("another rejection email today"): a job search's, unless
 * their words say it was a book, a place to study, funding or a date that said no.
 */
const REJECTIONS =
  /\b(?:(?:another|yet another|one more|more|the \d+(?:st|nd|rd|th)|(?:\d+|forty|fifty|thirty|twenty|so many|dozens of|hundreds of)(?:th)?) rejections?(?: emails?| letters?)?|rejection (?:emails?|letters?))\b/;
const OTHER_REJECTION =
  /\b(?:agents?|publishers?|novels?|manuscripts?|books?|poems?|journals?|papers?|uni|university|universities|college|schools?|courses?|programmes?|programs?|scholarships?|grants?|funding|investors?|dates?|dating|girls?|guys?|boys?|crush|tinder|hinge|bumble|auditions?|casting|agency|labels?)\b/;

/** Interviews that did not happen or are behind: "not one interview", "got 2 interviews". */
const NO_INTERVIEW = new RegExp(
  String.raw`\b(?:no|not one|not a single|not even one|not even an?|zero|never (?:get|got|had) an?|without (?:an?|any)|any|(?:had|did|done|got|been to|gone to|went to) (?:${COUNT}|a couple of|two|three|four|five|six|several|some)) (?:\w+ )?interviews?\b`,
  'g',
);
/** An interview of their own named as coming: "my interview is on friday", "got an interview". */
const INTERVIEW_COMING =
  /\b(?:(?:have|having|got|get|landed|booked|invited to|scheduled|my|an|the|another|a second|a final|a first|next) (?:\w+ )?interviews?|interviews? (?:is|are|on|tomorrow|tonight|next|this|in))\b/;
const INTERVIEW_GOT =
  /\b(?:have|having|got|landed|booked|invited|scheduled)\b(?: \w+){0,3} interview/;

/**
 * An interview ahead ("my interview is on friday after 6 months of searching"): the interview is
 * what the speech is for, whatever came before it.
 */
function interviewAhead(lower: string): boolean {
  const rest = lower.replace(NO_INTERVIEW, ' ');
  return INTERVIEW_COMING.test(rest) && (AHEAD_TIME.test(rest) || INTERVIEW_GOT.test(rest));
}

/** Whether their words are a job search still going on (`JOB_SEARCH`), with no interview ahead. */
export function jobSearching(lower: string): boolean {
  return (
    (JOB_SEARCH.test(lower) || (REJECTIONS.test(lower) && !OTHER_REJECTION.test(lower))) &&
    !interviewAhead(lower)
  );
}

/** What a job search is called in the speech; its material tells the reading by it. */
export const JOB_SEARCH_SUBJECT = 'your job search';

/** Not knowing, as people say it: "no idea", "dont know", "not sure", "idk", "no clue". */
const NOT_KNOWING = String.raw`(?:(?:have |got )?(?:no|zero) (?:idea|clue)|(?:still |honestly |really |just |genuinely )?(?:(?:don't|do not)(?: really| even| actually)? know|dunno|idk)|not (?:sure|certain)|unsure|clueless|haven't (?:a clue|got a clue|(?:\w+ )?(?:figured|worked) out|decided)|(?:can't|cannot) (?:figure|work) out|lost (?:about|on|as to))`;
/** An ending that leaves the next step open: school or a degree finished, a job quit or lost. */
const ENDING = String.raw`(?:(?:quit|left|leaving|finished|finishing|graduated from|graduating from|dropped out of|done with|walked out of|handed in my notice at) (?:my |the |high |secondary |sixth form |grad )?(?:job|work|school|uni|university|college|degree|course|studies|apprenticeship|masters|phd|a levels|gcses|exams|finals|army|navy|military|career|contract|sixth form)|graduated|graduating|graduation|retired|retiring|made redundant|laid off|redundancy|gap year|passed (?:my |all my )?(?:exams|finals|degree|a levels|gcses))`;
/**
 * Not knowing what to do with one's life, or what comes next after an ending ("i have no idea what
 * to do with my life", "finished my degree and feel completely lost about what next", "everyone
 * seems to have a plan except me", "im 40 and feel like i never found my thing"): read as a change
 * named "the question of what comes next", with lines of its own (direction-material.ts). Not a
 * choice between named options ("cant decide between two job offers"), a job search (its own), nor
 * a decision about someone ("dont know what to do about my boyfriend"), nor a job just lost.
 */
const DIRECTION_LOST = new RegExp(
  String.raw`\b(?:${NOT_KNOWING} (?:\w+ ){0,2}?(?:what|which|where)\b(?: [\w']+){0,6}? (?:with (?:my|your) life|i want (?:out of|in|from) life|(?:career|path|field|subject|degree|course|direction|way)s? (?:to|i|is|for)|(?:to|i) (?:want to |should |could |wanna )?(?:study|be(?! doing| saying| feeling)\b)|my life is (?:going|heading)|comes next|after (?:school|high school|sixth form|uni|university|college|graduat\w*|(?:my |the )?(?:degree|exams|finals|a levels|gcses|course|studies|army|contract)))|what (?:am i|i'm|i am) (?:even |actually |supposed to be |meant to be )?doing with my life|what (?:should|do|can|shall) i do with my life|(?:feel|feeling|i'm|am|so|completely|totally) lost in life|(?:no|zero|without|lack of|lacking|need|no sense of|no real) (?:real )?(?:direction|purpose|plan|idea) (?:in|for|with) (?:my )?life|(?:life|i) (?:has|have) no (?:direction|plan)|directionless|(?:never|haven't|have not|not yet|still haven't|yet to|didn't|did not|won't ever|will never|i'll never) (?:\w+ )?(?:found|find|figured out|worked out|discovered) (?:my |what my |what i'm |what i am |what i want to do with my )?(?:thing|calling|passion|purpose|path|niche|direction|place in the world|life|way in life)|(?:everyone|everybody|all my friends|all of my friends|my friends all|people my age)(?: \w+){0,4}? (?:has|have|got|with) (?:a plan|a path|a direction|their (?:life|lives|shit|stuff|act|future) (?:together|figured out|worked out|sorted|planned)|it (?:all )?(?:figured out|worked out|sorted|together)|(?:a |their )?(?:career|future) (?:sorted|planned|figured out))|(?:everyone|everybody|all my friends|people my age)(?: \w+){0,3}? (?:knows?|seems? to know|seem to know) what (?:they|they're) (?:want|doing)|don't have a (?:plan|clue) (?:for|with|in) (?:my )?(?:life|the future))\b`,
);
const DIRECTION_AFTER_ENDING = new RegExp(
  String.raw`\b${ENDING}\b.*\b${NOT_KNOWING} (?:\w+ ){0,2}?what\b(?: [\w']+){0,4}? (?:next|now|after|do|be)\b|\b${ENDING}\b.*\b(?:what next|what's next|whats next|what comes next|lost about what)`,
);
/** A choice between options they name is a decision to weigh, not a direction to find. */
const NAMED_CHOICE = /\b(?:between|whether to|whether i should|either)\b/;
/**
 * A job just lost is the blow itself ("got laid off today and dont know what to do", "just got made
 * redundant after 20 years, no idea what to do next"): a knock, read as one.
 */
const JUST_LET_GO =
  /\b(?:laid off|made redundant|fired|sacked|let go)\b(?: \w+){0,3}? (?:today|this morning|yesterday|last night|tonight)\b|\bjust (?:got |been |was )?(?:laid off|made redundant|fired|sacked|let go)\b/;

/**
 * Whether their words are not knowing what comes next in life (`DIRECTION_LOST`), and no job
 * search (its own reading) or choice between named options.
 */
export function directionLost(lower: string): boolean {
  return (
    (DIRECTION_LOST.test(lower) || DIRECTION_AFTER_ENDING.test(lower)) &&
    !NAMED_CHOICE.test(lower) &&
    !JUST_LET_GO.test(lower) &&
    !jobSearching(lower)
  );
}

/** What not knowing what comes next is called in the speech; its material tells the reading by it. */
export const DIRECTION_SUBJECT = 'the question of what comes next';

/**
 * Feeling low, in their own words and with nothing else named ("im really depressed", "i feel so
 * low lately", "i hate my life", "struggling with my mental health", "im at breaking point"): read
 * as "this low stretch", with material of its own (low-mood-material.ts). Not "low on money", "down
 * for it" or "flat out". Words of wanting to die are never read here: the crisis screen answers them
 * before any writer.
 */
const LOW_MOOD = new RegExp(
  String.raw`\b(?:(?:i'?m|i am|i've been|ive been|i have been|been|i feel|i'm feeling|im feeling|feeling|i keep feeling)\s+(?:(?:so|really|very|pretty|quite|super|kind of|kinda|a bit|a little|completely|totally|just|always|constantly|still|incredibly|extremely)\s+)*(?:depressed|low(?! on\b)|down(?! (?:to|for|with)\b)|empty|numb|miserable|hopeless|flat(?! out\b)|burnt out|burned out|in a (?:really )?(?:dark|bad) place|at (?:my )?breaking point)|i (?:have|suffer from|struggle with|am struggling with|'m struggling with|m struggling with|think i have) (?:depression|low mood)|(?:struggling|struggle) with (?:my )?(?:mental health|depression|low mood)|i hate my life|(?:everything|my life|it all) (?:is|feels) (?:falling apart|pointless|too much)|\bi (?:just |really |honestly |simply )?(?:can't|cant|cannot) (?:do this|cope|take (?:it|this)|go on like this)(?: any ?more| any longer)?(?=\s*$|[.,!?;]| and\b| but\b| with (?:life|everything|anything)\b)|at (?:my )?breaking point)\b`,
);

/** A statement said back ("you're really depressed") in their own person again. */
function firstPerson(statement: string): string {
  return statement
    .replace(/^you're\b/, "i'm")
    .replace(/^you\b/, 'i')
    .replace(/\byour\b/g, 'my');
}

/** What feeling low is called in the speech; its material tells the reading by it. */
export const LOW_MOOD_SUBJECT = 'this low stretch';

/** Whether their words are their own low mood (`LOW_MOOD`). */
export function lowMood(lower: string): boolean {
  return LOW_MOOD.test(lower);
}

// Ordered: a loss outweighs the work it interrupts; an illness the appointment it brings; a failure
// already past is a setback, unless the performance is still ahead (checked in readKind).
const KIND_WORDS: [SituationKind, RegExp][] = [
  [
    'grief',
    /\b(?:died|dead|death|passed (?:away|in|on|suddenly|peacefully)|(?:was|were|got|been) killed|(?:mum|mom|dad|mother|father|wife|husband|partner|son|daughter|brother|sister|nan|gran|granny|grandma|grandpa|grandad|friend|baby) passed(?! (?:the|my|his|her|their|a|an|it|out|by|me|him|them|all|every)\b)|years passed|late \w+s (?:flat|house|home)|lost my \w+ and my (?:father|mother|dad|mum|mom)|funeral|eulogy|griev\w*|grief|miscarriage|stillborn|stillbirth|memorial|ashes|put down|late (?:father|mother|dad|mum|mom|husband|wife)|(?:his|her|their|\w+'s) suicide|lost (?:\w+ ){1,3}to suicide|without my (?:mum|mom|dad|mother|father)|dementia|alzheimer\w*|doesnt recognise me|forg(?:e|o)t(?:s|ten|ting)? (?:my name|who i am)|lost the baby|identify (?:my |his |her |the )?(?:\w+ )?body|put (?:my|our|the) (?:old |sweet |little )?(?:dog|cat|pet|horse|rabbit|puppy|kitten|boy|girl) down|put to sleep|(?:mum|mom|dad|mother|father|nan|gran\w*|grandma|grandpa|grandad|husband|wife|partner|brother|sister|son|daughter|friend|dog|cat) (?:is|was) dying|hospice|palliative|end of life care|lost (?:my|our) (?:mum|mom|dad|mother|father|brother|sister|husband|wife|son|daughter|baby|dog|cat|friend|grandma|grandpa)\w*)\b/,
  ],
  [
    'illness',
    /\b(?:chemo\w*|radiation|radiotherapy|cancer|leuka?emia|leukaemia|lymphoma|sarcoma|melanoma|tumou?r|biopsy|surgery|operation|diagnos\w*|eating disorder|lost (?:my|a) (?:leg|arm|hand|foot|eye)|learning to walk again|amputee|anorexi\w*|bulimi\w*|remission|hit by a (?:car|van|bus|truck|lorry)|wheelchair|paraly[sz]ed|amputat\w*|knocked (?:off|down) (?:my bike )?by a (?:car|van|bus|truck|lorry)|in hospital|in the hospital|mri|scan|ultrasound|dialysis|transplant|ivf|physio\w*|physical therapy|sick|illness|covid|pneumonia|chronic|pain|flare\w*|migraines?|diabetes|insulin|stroke|heart attack|crohns?|ms|sclerosis|parkinson'?s|motor neuron\w? disease|mnd|als|lupus|epilepsy|arthritis|going blind|losing my (?:sight|eyesight|hearing)|sight loss|macular degeneration|glaucoma|going deaf|root canal|dentist|tonsils|lump|specialist|blood test|c section|crutches|broke my (?:leg|arm|wrist|ankle)|injur\w*|anesthesia|replacement|neurologist|treatment|recovering from|colonoscopy|endoscopy|smear test|mammogram|procedure|rehab|detox|\w+ectomy)\b/,
  ],
  [
    'setback',
    new RegExp(
      `${JOB_AT_RISK.source}|` +
        String.raw`\b(?:broke up|break ?up|dumped|divorc\w*|cheat(?:ed|ing) on me|(?:been |is |was )?having an affair|had an affair|(?:has|had|with) (?:another|a second|a secret) family|secret family|double life|(?:has been|have been|was|been) cheating|cheated|(?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?) (?:has |just )?(?:left|walked out)|(?:is|are) leaving (?:me|us)|walked out on (?:me|us)|left me(?! (?:a|an|some|the|money|with|in|on|for a|to)\b)|my ex|rejected|rejection|failed|fail|laid off|(?:made|been|being) redundant|redundancy|fired|bombed|blanked|gambled (?:away |all )?(?:our|my|the) (?:savings|money|house)|(?:being |been |am |im |i'm )?investigated|under investigation|(?:made|make) a (?:big |huge |serious |terrible |bad )?(?:mistake|error) (?:at work|with (?:a |the |my )?(?:patient|patients|client|customer)|on (?:a|the|my) (?:shift|ward))|(?:medication|drug|dosing) error|(?:been |got |am |im |i'm |was )?(?:suspended|expelled)(?! (?:from|for) (?:the )?(?:team|club|league))|contract (?:won't|wont|will not|isn't|isnt|is not|wasn't|wasnt|was not) (?:be |being |going to be )?(?:renewed|extended)|not renew(?:ing)? my contract|went (?:so |really |very |pretty |quite |super |completely |totally )?(?:badly|terribly|horribly|awfully|awful|wrong)|(?:didn't|didnt|did not) go (?:well|great|to plan)|cut from|didnt get|didn't get|didnt make|didn't make|fell through|turned down|relaps\w*|called off|is off|moved out|stopped talking|has to close|blew|lower than|lost the|lost (?:all )?my (?:job|savings|money)|scam\w*|conned|defrauded|unemployed|out of work|(?:can't|cant|cannot) find (?:a )?(?:job|work)|bad grade|scored|relationship|(?:does not|doesn't) love|failing|(?:can't|cant|cannot) afford|rent|debts?|bills|overdraft|evict\w*|bankrupt\w*|repossess\w*|let (?:\w+ )?(?:staff|people|employees|workers|team) go|(?:been|got|was|were) let go|(?:bad|terrible|awful|horrible|negative) (?:performance )?review|poor review|negative feedback|performance improvement plan|pip|(?:written|final|formal|verbal) warning|disciplinary|days to improve|(?:car|van|boiler|laptop) (?:broke down|died|is broken)|worst (?:week|day|month|year) ever|${FLOODED}|flooding(?! (?:me|us) with)|${BURNED}|lost everything|deport\w*|sacked|got the sack|lost custody|(?:hiding|hid|hidden|kept)\s+(?:\w+\s+){0,3}from me|(?:lied|lying) to me)\b`,
    ),
  ],
  [
    'performance',
    /\b(?:interviews?|intervew|exams?|finals|tests?|toast|speech|present(?:ing|ation)?|pitch(?:ing)?|audition|recital|match|cup final|tournament|defen[cs]e|performance review|grading|concert|solo|open mic|(?<!\b(?:wants?|wanted|asked|asks|going|agreed|like) to )meet|sales call|conference|spelling bee|teaching my first|speaking at|court|hearing(?! aid| loss)|tribunal|(?<!lost )custody|(?<!(?:free|clinical|drug|time) )trial(?! (?:run|period|shift|version|lesson|class|session|and error))|driving (?:test|lesson|on|for the first)|motorway|difficult conversation|have to tell|need to tell|deadlines?|workload|(?:fire|firing|let go of) (?:someone|somebody|an employee|a member of)|confront\w*|(?:first|blind) date|date tonight|negotiat\w*|ask (?:her|him|them) out)\b/,
  ],
  [
    'self_doubt',
    /\b(?:doubt\w*|fraud|impostor|imposter|good enough|deserve|failure|compare|worthless|stupid|smart enough|fit in|belong|too old|ugly|faking|believe in myself|second guess\w*|invisible|behind everyone|worth it|nobody will|nobody would|bad mother|criticis\w*|judge me|never finish|wasted my life|never seem as good|prove myself|who am i to|than me|only woman|don't belong|no idea what)\b/,
  ],
  [
    'change',
    /\b(?:moving|move to|move away|relocat\w*|moved|new (?:job|city|school|role|company)|first day|baby|pregnan\w*|retir\w*|married|wedding|emigrat\w*|residency|adopt\w*|changing careers|gap year|leaving home|going back to|coming out|stepmom|apartment|promoted|joining|downsizing|starting (?:my|a|at|university|uni)|quit my job|abroad|freelance|selling|starting over|fresh start|(?:starts?|starting) (?:school|nursery|kindergarten|reception)|(?:i'm|im|i am) (?:gay|lesbian|bi|bisexual|trans|queer)|got into|accepted (?:into|to|at)|first (?:week|month) as)\b/,
  ],
  [
    'habit',
    /\b(?:quit\w*|smoking|gym|workouts?|run|running|marathon|5k|10k|training|train|lose|kilos|diet|sugar|sober|drink\w*|alcohol|vaping|meditat\w*|habit|every (?:day|night|morning)|daily|a day|procrastinat\w*|doomscroll\w*|keep (?:my|the) \w+ (?:clean|tidy)|snooze|wake up|practi[cs]\w*|learn|learning|journal|steps|pushups|laps|save money|cook|triathlon|climbing|ride|fit)\b/,
  ],
];

const AHEAD_TIME =
  /\b(?:tomorrow|tonight|next|this (?:weekend|week|month|afternoon|evening)|in (?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/;

/**
 * Telling someone close something about themselves or their life: coming out, a pregnancy at work,
 * dropping out, a diagnosis. Not a performance to prepare and be judged on: no notes, no audience.
 */
export const TELLING =
  /\b(?:(?:tell(?:ing)?|break(?:ing)? (?:it|the news) to|come out to|coming out to|open(?:ing)? up to) (?:(?:my|our) (?:parents|mum|mom|dad|mother|father|family|boss|manager|partner|wife|husband|girlfriend|boyfriend|friends?|brother|sister|kids|children|son|daughter|nan|gran|grandparents|team|staff|employees|colleagues|coworkers|co-workers)|the (?:kids|children))|com(?:e|ing) out (?:as|to|at work|at school|at uni|at college)\b)/;

/** A video or photos of them passed round ("everyone saw the video"): bullying, however it started. */
const PASSED_ROUND = String.raw`\beveryone (?:has )?(?:saw|seen) (?:(?:the|my|that) )?(?:video|photos?|pics?|pictures?|nudes?)\b|\b(?:my (?:video|photos?|pics?|pictures?|nudes?)|(?:video|photos?|pics?|pictures?) of me|nudes?) (?:(?:got|was|were|has been|have been) )?(?:shared|leaked|posted|sent round|spread)\b`;

/**
 * Being bullied, said by the one it happens to: "im being bullied at school", "the girls in my
 * class keep picking on me", "my manager bullies me". Met without hype, and with telling someone
 * who can stop it first among the steps (everyday-material.ts).
 */
export const BULLIED = new RegExp(
  String.raw`\bwhat is happening at school\b|\b(?:bull(?:y|ies|ied|ying)|pick(?:s|ed|ing)? on me|call(?:s|ed|ing)? me names|(?:everyone|everybody|they|people|kids|girls|boys|the others) (?:at school |in (?:my )?class )?(?:call|calls|called|keep calling|keeps calling) me (?:fat|ugly|stupid|weird|a \w+)|(?:laugh|laughs|laughing|laughed) at me|mak(?:e|es|ing) fun of me|(?:everyone|everybody) (?:at school |in (?:my )?class )?(?:hates|ignores) me|push(?:es|ed|ing)? me around|(?:manager|boss|colleagues?|co-?workers?|supervisor|team lead|line manager)s? (?:keeps? |always |has been |have been )?(?:screams?|screaming|shouts?|shouting|yells?|yelling|swears?|swearing|humiliates|humiliated|belittles)\b|beat(?:s|ing)? me up|gang(?:s|ed|ing)? up on me|ganging up on me)\b|${PASSED_ROUND}`,
);

/**
 * Their parents splitting up ("im 15 and my parents are getting divorced"): not a break-up of their
 * own to learn from, nor anything they did. An everyday hard thing with lines of its own
 * (everyday-material.ts): not their fault, no side to pick, someone to talk to.
 */
export const PARENTS_SPLITTING =
  /\b(?:my |our )?(?:parents|mum and dad|mom and dad|dad and mum|dad and mom|mam and dad) (?:are |is |have |just )*(?:getting |got )?(?:divorc\w*|separat\w*|splitting up|split up|breaking up|broke up)\b/;

/** Hands on their neck: a danger sign of its own, with a step of its own (everyday-material.ts). */
export const STRANGLED =
  /\b(?:strangl\w*|chok(?:ed|es|ing) me(?! up)\b|(?:hands?|arm) (?:around|round|on) my (?:neck|throat)|by the (?:neck|throat))/;

/** The people at home who may hurt them: a partner, a parent, family. */
const AT_HOME = String.raw`(?:boyfriend|girlfriend|husband|wife|partner|fianc[eé]e?|ex|dad|mum|mom|father|mother|step ?dad|step ?mum|step ?mom|stepfather|stepmother|brother|uncle|parents)`;

/** A partner, who may control as well as hurt. */
const PARTNER = String.raw`(?:boyfriend|girlfriend|husband|wife|partner|fianc[eé]e?|ex)`;

/**
 * A partner's control, which is abuse without a blow ("my boyfriend controls my money and checks my
 * phone", "my husband wont let me see my friends"): a partner only, since a parent who checks a
 * teenager's phone or will not let them go to a party is no such thing.
 */
const CONTROLLED = String.raw`\bmy ${PARTNER} (?:\w+ )?(?:controls|controlled|checks|checked|monitors|tracks|tracked|reads|goes through|went through|takes|took|keeps|kept|isolates|isolated|won'?t let me|doesn'?t let me|does not let me|never lets me|threatens|threatened|screams at me|yells at me|calls me)\b(?:(?<=controls|controlled) (?:me|my|all|every|everything|where|who|what)\b|(?<=checks|checked|monitors|tracks|tracked|reads|goes through|went through) (?:my|me|where)\b|(?<=takes|took|keeps|kept) (?:my (?:money|wages|pay|phone|keys|card|bank card|passport)|me from|tabs)\b|(?<=isolates|isolated) me\b|(?<=let me) (?:see|go out|leave|have|talk|work|use|spend)\b|(?<=threatens|threatened) (?:me|to (?:hurt|kill|take))\b|(?<=screams at me|yells at me)|(?<=calls me) (?:names|stupid|worthless|useless|fat|ugly|pathetic)\b)`;

/**
 * Their life threatened by someone at home ("my ex tried to kill me", "he said he will kill me if i
 * leave", "i fear for my life at home"). "My mum is going to kill me when she sees my grades" is a
 * figure of speech, so a threat is read only as tried, threatened or said with leaving or telling.
 */
const LIFE_THREATENED = String.raw`\bmy ${AT_HOME} (?:\w+ )?(?:tried to|threatened to|threatens to|has threatened to|keeps threatening to) (?:kill|hurt|strangle|choke) (?:me|us)\b|\b(?:he|she|they) (?:tried to|threatened to|threatens to|said (?:he|she|they)(?:'d|'ll| would| will| was going to| is going to)|says (?:he|she|they)(?:'ll| will| would)) (?:kill|hurt) (?:me|us)\b(?=.*\bif i (?:leave|go|tell|call|report)\b)|\b(?:fear|scared|afraid|frightened|terrified) for my life\b(?=.*\b(?:at home|in my (?:own )?home|${AT_HOME})\b)`;

/**
 * Hurt or frightened by someone at home ("my boyfriend hit me last night", "im scared of my dad when
 * he drinks"), controlled by a partner, or their life threatened: read as ASSAULTED, named "what is happening at home", with steps of its own (help in
 * danger, someone to tell, a helpline) in place of those for facing someone at work. It matches its
 * own subject too: lines are chosen by the words they are about (`aboutText`), which keep neither
 * "my" nor "me".
 */
export const HURT_AT_HOME = new RegExp(
  String.raw`\bwhat is happening at home\b|\bmy ${AT_HOME} (?:\w+ )?(?:hit|hits|hitting|beat|beats|punched|punches|slapped|slaps|kicked|kicks|choked|chokes|strangled|strangles|pushed|shoved|threatened|threatens|hurt|hurts) (?:me|us)\b(?! (?:at|in|to|by|on|up) )|\b(?:scared|afraid|frightened|terrified) (?:of|to go home to) my ${AT_HOME}\b|\b(?:scared|afraid|frightened|terrified) to go home\b|\bmy (?:mum'?s|mom'?s|mums|moms) (?:boyfriend|partner|husband)\b.*\b(?:hits|hit|beats|beat|hurts|punched|punches|slapped|slaps|kicked|kicks|chokes|choked) (?:her|my mum|my mom|us|me)\b|\bmy (?:dad|stepdad|step dad|father|stepfather) (?:\w+ )?(?:hits|beats|hurts|punched|punches|slapped|slaps|kicked|kicks|chokes|choked) (?:my mum|my mom|her)\b|\bdomestic (?:abuse|violence)\b|\bcoercive control\b|${CONTROLLED}|${LIFE_THREATENED}`,
);

/**
 * Hurt by someone: assaulted, raped, abused, attacked ("i was assaulted last month and i have to
 * see him at work tomorrow"). An everyday reading with lines of its own (everyday-material.ts):
 * not their fault, someone who can act told first, their safety before anything; never hyped.
 */
export const ASSAULTED = new RegExp(
  String.raw`\b(?:(?:sexually |physically )?assaulted|raped|(?<!\b(?:testify|testifying|give evidence|giving evidence) against (?:my |the |an? )?)(?:abuser|rapist)(?!'?s? (?:trial|court|case|hearing|sentencing|verdict))s?|molested|groped|(?:sexually )?harass(?:ed|ing me|es me)|sexual harassment|(?:sexually |physically |emotionally )?abused|attacked me|(?:he|she|they) (?:hit|hits|beat|beats|hurt|hurts|choked|strangled|grabbed) me)\b|${HURT_AT_HOME.source}`,
);

/** A pregnancy of their own, not a sister's or a friend's just announced. */
const OWN_PREGNANCY = String.raw`(?<!\b(?:shes|she's|she is|sister is|friend is|cousin is|announced|announcing) )`;

/**
 * Pregnant again after a loss ("im pregnant again after 3 miscarriages and so scared"): not a move
 * or a new chapter to settle into, and not a grief of its own. An everyday reading with lines of its
 * own: fear and hope side by side, one appointment at a time, the midwife told.
 */
export const PREGNANT_AFTER_LOSS = new RegExp(
  String.raw`\b${OWN_PREGNANCY}pregnan\w*\b.*\b(?:ivf|fertility treatment|(?:\d+|two|three|four|five|six|seven|eight|nine|ten) years of trying|miscarr\w*|loss(?:es)?|lost (?:a|our|my|the|two|three|\d+) (?:baby|babies|pregnanc\w*)|stillb\w*|ectopic)\b|\b(?:miscarr\w*|stillb\w*|ectopic)\b.*\b${OWN_PREGNANCY}pregnan\w*`,
);

/**
 * Low after a birth, or no bond felt with the baby ("i just had a baby and i feel nothing for her"):
 * not a new chapter to settle into with hype, but a mood to be met gently and told to a midwife or
 * doctor (possible postnatal depression). An everyday reading with lines of its own.
 */
export const LOW_AFTER_BIRTH =
  /\b(?:feel(?:ing)? nothing for (?:her|him|them|my baby|the baby|my son|my daughter)|(?:don't|can't|cannot|didn't) (?:bond|feel (?:anything|any love|love)) (?:with|for) (?:her|him|them|my baby|the baby|my son|my daughter)|post-?natal depression|postpartum depression|baby blues|regret having (?:my|a|the) baby|(?:baby|newborn)\b.*\b(?:feel like|i'm|im|i am) (?:such )?a (?:bad|terrible|awful|useless|rubbish|crap) (?:mum|mom|mother|parent)|(?:feel like|i'm|im|i am) (?:such )?a (?:bad|terrible|awful|useless|rubbish|crap) (?:mum|mom|mother|parent)\b.*\b(?:baby|newborn))\b/;

/** What a low mood after a birth is called in the speech; material tells the reading by it. */
export const LOW_AFTER_BIRTH_SUBJECT = 'how you feel since the birth';

/**
 * Someone in their care died at work ("im a nurse and a patient died on my shift today", "we lost a
 * resident last night", a pupil of a teacher's): a loss carried by the one who looked after them, not a bereavement of
 * their own family and no errand. An everyday reading with lines of its own: the team to talk it
 * through with, the staff support there for it, rest after the shift.
 */
export const LOST_IN_CARE =
  /\b(?:(?:a|my|our|one of my|one of our|the) (?:patients?|residents?|clients?|service users?|students?|pupils?) (?:died|passed away|passed|did not make it|didn't make it|didnt make it|was killed|were killed)|(?:lost|losing) (?:a|my|our|one of my|one of our) (?:patients?|residents?|clients?)|(?:who|but (?:he|she|they)|and (?:he|she|they)) (?:didn't|didnt|did not) make it|(?:couldn't|couldnt|could not|didn't|didnt|did not) (?:manage to )?save (?:a|the|my|our) (?:patient|resident|baby|child|kid|man|woman|boy|girl))\b/;

/** What a loss at work in their care is called in the speech; material tells the reading by it. */
export const LOST_IN_CARE_SUBJECT = 'losing someone in your care';

/**
 * A pregnancy ended by an abortion, theirs or a partner's ("my girlfriend had an abortion without
 * telling me"): neither an illness with results to read nor a bodily treatment to recover from with
 * hype. An everyday reading met gently, whatever they feel about it; its subject does not take a side.
 * Only one that happened: a talk or an essay about abortion is not this.
 */
export const ABORTION =
  /\b(?:(?:had|has had|have had|got|went for|went through|after)(?: an?| the| my| her)? (?:medical |surgical )?abortion|(?:my|her|our) abortion|terminated (?:my |the |our |her |a )?pregnancy|ended (?:the|our|her|my) pregnancy)\b/;

/** What an abortion is called in the speech. */
export const ABORTION_SUBJECT = 'what happened with the pregnancy';

/**
 * An abortion still ahead or being weighed ("im pregnant and thinking about having an abortion"),
 * not abortion as a subject to write or speak about ("a speech about abortion rights").
 */
export const ABORTION_AHEAD =
  /(?<!\b(?:about|on|against|for|pro|anti|of|the) )\b(?:an? |my |her )?abortion\b(?! (?:rights|laws?|debates?|essay|speech|protests?|bans?|pills? (?:law|ban)))/;

/** What an abortion ahead is called in the speech. */
export const ABORTION_AHEAD_SUBJECT = 'what is happening with the pregnancy';

/**
 * Their own autism, ADHD or dyslexia named ("i was diagnosed with autism at 30", "just found out
 * im autistic"): a new understanding of themselves, not an illness with treatment and recovery. An
 * everyday reading with lines of its own: others diagnosed as adults, the younger self looked back
 * on kindly, adjustments at work or study.
 */
export const NEURODIVERGENT =
  /\b(?:(?:i|i've|i was|i've been|i have been|i got|just got|finally got|im|i'm|i am|being|getting|get) (?:just |finally |recently |officially )?(?:been )?(?:diagnosed (?:with|as)|assessed for|an? (?:formal )?diagnosis (?:of|for))|found out (?:i'm|im|i am|i have|i've got))(?: (?:an?|with|severe|mild|combined type|inattentive|high functioning|level \w+))* (?:autism|autistic|asperger'?s|adhd|add|dyslexi\w*|dyspraxi\w*|dyscalculi\w*|neurodivergent)\b|\b(?:my|an?) (?:late |adult )?(?:autism|adhd|dyslexia|dyspraxia) (?:diagnosis|assessment)\b/;

/** What their own autism, ADHD or dyslexia diagnosis is called in the speech. */
export const NEURODIVERGENT_SUBJECT = 'learning this about yourself';

/**
 * Told they cannot have children, or fertility treatment that failed ("i got told i cant have
 * children"): the loss of a future they pictured, not an illness with appointments to get through.
 */
export const INFERTILITY =
  /\b(?:(?:can't|cant|cannot|won't be able to|wont be able to|will never be able to|never be able to|unable to|not able to) (?:have (?:children|kids|a baby|babies|a child|my own)|get pregnant|conceive|carry a (?:baby|pregnancy))(?! (?:yet|right now|until|now|because of (?:money|work)))|infertil\w*|(?:ivf|fertility treatment) (?:has |have )?(?:failed|didn't work|didnt work|did not work|hasn't worked|hasnt worked|has not worked|was unsuccessful)|(?:failed|unsuccessful) (?:round of |rounds of |cycle of )?ivf)\b/;

/** What news of infertility is called in the speech. */
export const INFERTILITY_SUBJECT = 'the news about having children';

/**
 * Pregnant young, or before anyone close has been told ("im 16 and pregnant and havent told my
 * parents"): no change of life to settle into with a club to join, but someone to tell, a doctor or
 * clinic seen in confidence, and time to think.
 */
export const PREGNANT_UNTOLD_YET =
  /\b(?:1[2-7]|fifteen|sixteen|seventeen) and pregnant\b|\bpregnant at (?:1[2-7]|fifteen|sixteen|seventeen)\b|\bpregnant\b.*\b(?:haven't|havent|have not|not) (?:yet )?told (?:anyone|anybody|my (?:parents|mum|mom|dad|family|boyfriend|partner))\b|\bpregnant\b.*\b(?:no one|nobody|noone) knows\b|\b(?:scared|afraid|terrified) to tell my (?:parents|mum|mom|dad)\b.*\bpregnant\b|\bpregnant\b.*\b(?:scared|afraid|terrified) to tell my (?:parents|mum|mom|dad)\b/;

/** What a pregnancy not yet told is called in the speech. */
export const PREGNANT_UNTOLD_SUBJECT = 'the pregnancy';

/**
 * How news of a pregnancy is met when it frightens: fear, shock, not planned, not ready, young.
 * Fear of something named is not fear of the news: of telling someone (a telling ahead), of the
 * birth, of being a bad dad ("im pregnant and scared of giving birth" is a wanted pregnancy).
 */
const PREGNANCY_FEAR = String.raw`(?:(?:scared|afraid|terrified|frightened)(?=\s*(?:$|[.,!?;]|(?:and|but|because|cause|so|idk|what|help)\b))|freaking out|freaked out|panicking|in shock|shocked|not ready|(?:didn't|didnt|did not) plan|(?:wasn't|wasnt|was not|not) planned|unplanned|an accident|(?:don't|dont|do not) know what to do|what do i do|(?:i'm|im|i am|we're|were|we are) (?:only )?(?:1[3-9]|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))`;

/**
 * Not a pregnancy after losses or fertility treatment, with hope and fear of its own
 * (PREGNANT_AFTER_LOSS), nor one to be told ("going to tell my boss im pregnant"), a telling ahead.
 */
const NOT_AFTER_LOSS_OR_TELLING = String.raw`^(?!.*\b(?:ivf|fertility|miscarr\w*|stillb\w*|ectopic|years of trying)\b)(?!.*\btell(?:ing)? (?:my|our|the|him|her|them|everyone|people)\b)`;

/**
 * A pregnancy of their own that frightens them ("i just found out im pregnant and im scared"): not
 * a change of life to settle into, with a new circle and a routine, but news to take in, someone to
 * talk to, and a doctor or clinic seen in confidence; nothing to decide today.
 */
export const PREGNANCY_SHOCK = new RegExp(
  String.raw`${NOT_AFTER_LOSS_OR_TELLING}.*(?:\b(?:i'm|im|i am|i might be|i could be|i think i'm|i think im|i think i am) (?:\w+ )?pregnant\b.*\b${PREGNANCY_FEAR}|\b${PREGNANCY_FEAR}\b.*\b(?:i'm|im|i am) (?:\w+ )?pregnant\b|\bunplanned pregnancy\b)`,
);

/** What a frightening pregnancy of their own is called in the speech. */
export const PREGNANCY_SHOCK_SUBJECT = 'the news of the pregnancy';

const HER_PREGNANCY = String.raw`(?:is|just told me (?:she's|shes|she is)|told me (?:she's|shes|she is)|(?:thinks|says) (?:she's|shes|she is)|might be|could be) pregnant`;

/**
 * Their partner's pregnancy, news that frightens them ("my girlfriend is pregnant and im 17", "i
 * got my gf pregnant"): her body and her choice, so she is listened to first; then someone they
 * trust, and advice in confidence for them both. Their partner named, as the speech calls her.
 */
export const PARTNER_PREGNANT = new RegExp(
  String.raw`\bmy (girlfriend|gf|partner|wife|fiancee|fiancée) ${HER_PREGNANCY}\b.*\b${PREGNANCY_FEAR}|\b${PREGNANCY_FEAR}\b.*\bmy (girlfriend|gf|partner|wife|fiancee|fiancée) ${HER_PREGNANCY}\b|\bi got my (girlfriend|gf|partner) pregnant\b`,
);

/**
 * Frightened of giving birth ("im pregnant and terrified of the birth"): no change of life to settle
 * into, but a fear many share, told to the midwife, who can plan the birth with them and may know
 * of specialist support for it.
 */
export const BIRTH_FEAR =
  /\b(?:scared|afraid|terrified|frightened|anxious|nervous|panicking|panicky|worried|dreading|freaking out) (?:of|about) (?:the |my |giving |going into )?(?:birth|labou?r|delivery|childbirth|c-section|caesarean|being induced|induction)\b|\b(?:giving birth|the birth|labou?r|childbirth) (?:terrifies|scares|frightens) me\b|\btokophobia\b/;

/** What a fear of giving birth is called in the speech. */
export const BIRTH_FEAR_SUBJECT = 'the birth ahead';

/**
 * Laughed at by others ("i got laughed at in class today", "everyone laughed at me in the
 * meeting"): a sting to be met gently, not the class or the meeting as a thing ahead, nor a task.
 */
export const LAUGHED_AT = /\blaughed at me\b|\b(?:i|i was|i got|got|being|been) laughed at\b/;

/** What being laughed at is called in the speech. */
export const LAUGHED_AT_SUBJECT = 'being laughed at';

/** What their partner's pregnancy is called in the speech: "your girlfriend's news". */
export const PARTNER_PREGNANT_SUBJECT = /^your (?:girlfriend|partner|wife|fiancée)'s news$/;

function partnerPregnantSubject(match: RegExpExecArray): string {
  const said = match[1] ?? match[2] ?? match[3] ?? 'partner';
  const partner = said === 'gf' ? 'girlfriend' : said === 'fiancee' ? 'fiancée' : said;
  return `your ${partner}'s news`;
}

/**
 * Caring for someone close at home, worn down by it ("i am a carer for my mum and i havent slept in
 * weeks"): not a task to get done, but help for the carer (an assessment, respite, other carers).
 */
export const CARER =
  /\b(?:(?:i'm|im|i am|being|as) (?:a |the |their |her |his )?(?:full[- ]time |unpaid |main |only )?carer for my|(?:i'm|im|i am) (?:full[- ]time )?caring for my|(?:i'm|im|i am) looking after my) (mum|mom|mother|dad|father|parents|husband|wife|partner|son|daughter|brother|sister|grandma|grandmother|grandad|grandpa|grandfather|nan|gran)\b/;

/** What caring for someone is called in the speech: "caring for your mum". */
export const CARER_SUBJECT = /^caring for your \w+$/;

/**
 * Working out who they are, not yet told ("im 15 and i think im gay and im scared to tell anyone"):
 * no new chapter or new circle to settle into, but nothing wrong with them, their own pace, people
 * who understand. A telling already planned ("coming out to my parents tomorrow") is a telling.
 */
export const WHO_THEY_ARE =
  /\b(?:i think |maybe |i might be |i'm |im |i am |i think i'm |i think im |questioning if i'm |not sure if i'm )(?:gay|lesbian|bi|bisexual|pan|pansexual|trans|transgender|queer|non-?binary)\b.*\b(?:scared|afraid|terrified|nobody knows|no one knows|noone knows|haven't told|havent told|not told anyone|(?:can't|cant|cannot) tell anyone|tell anyone)\b|\b(?:questioning|figuring out|confused about) my (?:sexuality|gender)\b|\b(?:won't|wont|doesn't|doesnt|don't|dont|refuses? to|will never|can't|cant) accept (?:that )?(?:i'm|im|i am|me being) (?:gay|lesbian|bi|bisexual|pan|pansexual|trans|transgender|queer|non-?binary)\b/;

/** What working out who they are is called in the speech. */
export const WHO_THEY_ARE_SUBJECT = 'who you are';

/** Their partner, as they name them ("my boyfriends family"). */
const PARTNER_WORD = String.raw`(?:boyfriend|girlfriend|bf|gf|partner|husband|wife|fiance|fiancee|fiancé|fiancée)`;

/**
 * Their partner's family against them ("his family hates me", "my girlfriends parents dont accept
 * me"): a hurt in a relationship, not "what you are facing" with a task to start. An everyday
 * reading with lines of its own: their opinion is not the truth about them, the two of them a
 * team, talking to their partner about it, dignity without winning anyone over.
 */
export const PARTNERS_FAMILY = new RegExp(
  String.raw`\b(his|her|their|my ${PARTNER_WORD}(?:'s|s)?) (?:whole )?(?:family|parents|mum|mom|mother|dad|father)(?: in law)? (?:still |really |just |all |totally )?(?:hates?|hated|(?:can't|cant|cannot) stand|(?:don't|dont|doesn't|doesnt|do not|does not|won't|wont|will not|never) (?:like|accept|approve of|want)|disapproves? of|(?:is|are|was|were|have been|has been) (?:so |really )?(?:horrible|awful|cruel|cold|rude|mean|nasty|against)(?: to)?) me\b`,
);

/** What a partner's family against them is called: "how his family treats you". */
export const PARTNERS_FAMILY_SUBJECT = /^how (?:his|her|their|your \w+'s) family treats you$/;

function partnersFamilySubject(match: RegExpExecArray): string {
  const whose = match[1] ?? 'their';
  if (/^(?:his|her|their)$/.test(whose)) return `how ${whose} family treats you`;
  const said = whose.replace(/^my /, '').replace(/(?:'s|s)$/, '');
  const partner =
    { bf: 'boyfriend', gf: 'girlfriend', fiance: 'fiancé', fiancee: 'fiancée' }[said] ?? said;
  return `how your ${partner}'s family treats you`;
}

/** Fear of a pregnancy not yet known: scared, worried, freaking out. */
const UNSURE_FEAR = String.raw`(?:scared|afraid|terrified|frightened|worried|worrying|freaking out|freaked out|panicking|panicky|stressing|stressed|not ready|(?:don't|dont|do not) know what to do|what do i do)`;

/** A pregnancy that might be, not yet known: "might be pregnant", "my period is late". */
const MIGHT_BE_PREGNANT = String.raw`(?:might|could|may) be pregnant|(?:think|thinks|scared|afraid|terrified|frightened|worried) (?:that )?(?:i'm|im|i am|she's|shes|she is|i|she) (?:\w+ )?pregnant|maybe pregnant|pregnancy scare|(?:period|periods) (?:is |are |was |were )?(?:\w+ )?(?:late|hasn't come|hasnt come|has not come|didn't come|didnt come)|missed (?:my|her|a) period`;

/**
 * A pregnancy of their own feared, not yet known ("my period is late and im scared", "im scared i
 * might be pregnant"): not a change of life to settle into, nor news already had, but not knowing
 * yet: a test, someone they trust, a clinic or pregnancy advice service in confidence, nothing
 * decided today.
 */
export const PREGNANCY_UNSURE = new RegExp(
  String.raw`^(?!.*\bmy ${PARTNER_WORD}\b)(?!.*\b(?:she|her)\b)(?=.*\b${UNSURE_FEAR}\b)(?=.*\b(?:${MIGHT_BE_PREGNANT})\b)`,
);

/** What a pregnancy feared of their own is called in the speech. */
export const PREGNANCY_UNSURE_SUBJECT = 'not knowing yet if you are pregnant';

/**
 * Their partner's pregnancy feared, not yet known ("im scared my wife might be pregnant", "i think
 * my girlfriend might be pregnant and im freaking out"): not knowing yet, a test she takes when she
 * chooses, her body and her choice, advice in confidence for them both. Their partner named.
 */
export const PARTNER_UNSURE = new RegExp(
  String.raw`^(?=.*\b${UNSURE_FEAR}\b)(?:.*\bmy (girlfriend|gf|partner|wife|fiancee|fiancée)(?:'s|s)? (?:(?:might|could|may) be pregnant|(?:thinks|says|said|told me) (?:she|she's|shes|she is) (?:might|could|may) be pregnant|periods? (?:is |are |was )?(?:\w+ )?late)|.*\b(?:think|thinks|scared|afraid|terrified|frightened|worried) (?:that )?my (girlfriend|gf|partner|wife|fiancee|fiancée) (?:is|might be|could be|may be) pregnant)\b`,
);

/** What their partner's pregnancy feared is called: "not knowing yet if your wife is pregnant". */
export const PARTNER_UNSURE_SUBJECT =
  /^not knowing yet if your (?:girlfriend|partner|wife|fiancée) is pregnant$/;

function partnerUnsureSubject(match: RegExpExecArray): string {
  const said = match[1] ?? match[2] ?? 'partner';
  const partner = said === 'gf' ? 'girlfriend' : said === 'fiancee' ? 'fiancée' : said;
  return `not knowing yet if your ${partner} is pregnant`;
}

/**
 * Situations read by a pattern and named by a subject of their own, which the material tells them
 * by (everyday-material.ts). Ordered: a loss at work before the rest; a pregnancy not yet known
 * before the news of one.
 */
const SPECIAL_SUBJECTS: [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [LOST_IN_CARE, LOST_IN_CARE_SUBJECT],
  [ABORTION, ABORTION_SUBJECT],
  [ABORTION_AHEAD, ABORTION_AHEAD_SUBJECT],
  [INFERTILITY, INFERTILITY_SUBJECT],
  [PREGNANT_UNTOLD_YET, PREGNANT_UNTOLD_SUBJECT],
  [BIRTH_FEAR, BIRTH_FEAR_SUBJECT],
  [LAUGHED_AT, LAUGHED_AT_SUBJECT],
  [PARTNER_UNSURE, partnerUnsureSubject],
  [PREGNANCY_UNSURE, PREGNANCY_UNSURE_SUBJECT],
  [PREGNANCY_SHOCK, PREGNANCY_SHOCK_SUBJECT],
  [PARTNER_PREGNANT, partnerPregnantSubject],
  [PARTNERS_FAMILY, partnersFamilySubject],
  [CARER, (match) => `caring for your ${match[1] ?? 'family'}`],
  [WHO_THEY_ARE, WHO_THEY_ARE_SUBJECT],
  [NEURODIVERGENT, NEURODIVERGENT_SUBJECT],
];

/** Of those, the losses: met gently whatever tone was picked, as grief and illness are. */
export const GENTLE_SUBJECTS: ReadonlySet<string> = new Set([
  LOST_IN_CARE_SUBJECT,
  ABORTION_SUBJECT,
  ABORTION_AHEAD_SUBJECT,
  INFERTILITY_SUBJECT,
  PREGNANT_UNTOLD_SUBJECT,
  PREGNANCY_SHOCK_SUBJECT,
  BIRTH_FEAR_SUBJECT,
  LAUGHED_AT_SUBJECT,
  PREGNANCY_UNSURE_SUBJECT,
  ...['girlfriend', 'partner', 'wife', 'fiancée'].flatMap((partner) => [
    `your ${partner}'s news`,
    `not knowing yet if your ${partner} is pregnant`,
  ]),
]);

/**
 * Subjects nobody wished for, or news about who they are: no line of wanting it badly, of hope and
 * nerves before a moment, of being behind.
 */
export const UNWANTED_SUBJECTS: ReadonlySet<string> = new Set([
  ...GENTLE_SUBJECTS,
  ...[
    'his',
    'her',
    'their',
    ...['boyfriend', 'girlfriend', 'partner', 'husband', 'wife', 'fiancé', 'fiancée'].map(
      (partner) => `your ${partner}'s`,
    ),
  ].map((whose) => `how ${whose} family treats you`),
  NEURODIVERGENT_SUBJECT,
  WHO_THEY_ARE_SUBJECT,
  LOW_AFTER_BIRTH_SUBJECT,
]);

/** The people a hard piece of news is broken to at work: "three people", "half of them", "someone". */
const PEOPLE_TOLD = String.raw`(?:someone|somebody|him|her|them|(?:my|our) (?:best |oldest |close |own )?(?:friend|mate|colleague|employee|assistant|cousin|brother|sister|nanny|cleaner)|(?:\w+ ){0,2}(?:people|staff|employees|workers|members?|colleagues|team|of (?:my|the|our) (?:team|staff)|of them|of us))`;

/**
 * Letting people go, said by the one who must do it: "i have to lay off three people", "firing
 * someone tomorrow", "making half my team redundant". Not their own job lost ("i got laid off").
 */
const LETTING_GO = new RegExp(
  String.raw`(?:^|\b(?:i|we|have to|has to|need to|got to|going to|gonna|must|having to)\b (?:\w+ ){0,3})(?:lay(?:ing)? off ${PEOPLE_TOLD}|lay(?:ing)? ${PEOPLE_TOLD} off|fir(?:e|ing) ${PEOPLE_TOLD}\b|let(?:ting)? ${PEOPLE_TOLD} go\b|mak(?:e|ing) ${PEOPLE_TOLD} redundant|${PEOPLE_TOLD} (?:are|is|will be) (?:being )?(?:made redundant|laid off|let go))`,
);

/** What makes news hurt the people who hear it: a divorce, an illness or a death, lost jobs. */
const PAINFUL_NEWS =
  /\b(?:divorc\w*|lost (?:all )?(?:of )?(?:our|my|the|his|her) (?:savings|money|house|home)|gambl\w*|(?:in|into) debt|affair|cheated|separat(?:e|ed|ing)|split(?:ting)? up|break(?:ing)? up|cancer|terminal\w*|tumou?r|diagnos\w*|died|dying|passed away|death|miscarr\w*|lost the baby|redundan\w*|laid off|layoffs?|(?:went|gone|going|has gone) bust|losing (?:their|his|her) jobs?|clos(?:e|es|ing) down|closing|shut(?:ting)? down|bankrupt\w*|put (?:\w+ )?down|put to sleep|dementia|alzheimer\w*|not coming back|moving out|prison|jail|arrested)\b/;

/** Breaking the news, to anyone: "break it to my kids", "sit my mum down and tell her". */
const BREAKING_NEWS =
  /\b(?:break(?:ing)? (?:it|the news)|sit (?:\w+ ){1,2}down and tell|tell(?:ing)? (?:my|our|the|them|him|her)\b)/;

/**
 * Breaking news that will hurt the people who hear it: letting staff go, a divorce to the children,
 * a diagnosis or a death to the family. Not a telling of their own that others may judge (coming
 * out, a pregnancy at work): the care here is for the ones told, and the speech for the one telling.
 */
export function bringsHardNews(lower: string): boolean {
  return (
    LETTING_GO.test(lower) ||
    ((TELLING.test(lower) || BREAKING_NEWS.test(lower)) && PAINFUL_NEWS.test(lower))
  );
}

/**
 * Telling someone something true, not a performance prepared and judged: no notes, no audience,
 * no result, no excitement; news of their own, or news that will hurt.
 */
export function isTelling(topic: Topic): boolean {
  return topic === 'telling' || topic === 'hard-news';
}

/** Letting people go, said as what it is: "letting someone go", "letting people go". */
function lettingGoSubject(lower: string): string | null {
  const found = LETTING_GO.exec(lower)?.[0];
  if (found === undefined) return null;
  return /\b(?:someone|somebody|him|her|my|our)\b/.test(found)
    ? 'letting someone go'
    : 'letting people go';
}

/**
 * What a telling is, said as one: "telling your boss", "breaking the news to your team", "coming
 * out to your parents"; never "going to tell your boss is tomorrow".
 */
function tellingSubject(lower: string): string | null {
  const told = TELLING.exec(lower)?.[0];
  if (told === undefined) return null;
  const whom = /(?:my|our|the) ([\w-]+)$/.exec(told)?.[1];
  if (/^com(?:e|ing) out/.test(told)) {
    const where = / at (work|school|uni|college)$/.exec(told)?.[1];
    if (where !== undefined) return `coming out at ${where}`;
    return whom === undefined ? 'coming out' : `coming out to your ${whom}`;
  }
  if (whom === undefined) return null;
  if (/^break/.test(told)) return `breaking the news to your ${whom}`;
  if (/^open/.test(told)) return `opening up to your ${whom}`;
  return `telling your ${whom}`;
}

const TOPIC_WORDS: [Topic, RegExp][] = [
  ['telling', TELLING],
  // A court, a tribunal, a custody or disciplinary hearing: a verdict, not a show to enjoy.
  [
    'hearing',
    /\b(?:(?:go(?:ing)? to|in|at|appear\w* (?:in|at)|day in|family|crown|county|high|supreme|small claims|magistrates'?|district|taken to|taking me to|take me to) court|court (?:date|case|appearance)|(?:being|been|getting) sued|court summons|tribunal|custody|(?<!(?:free|clinical|drug|time) )trial(?! (?:run|period|shift|version|lesson|class|session|and error))|hearing(?! aid| loss| test)|sentencing|giv(?:e|ing) evidence|testify\w*|witness stand|disciplinary)\b/,
  ],
  ['interview', /\b(?:interview\w*|intervew|recruiter|hiring manager)\b/],
  // Acting, singing, playing or dancing for a panel: no slides, notes or questions at the end.
  ['audition', /\b(?:auditions?|auditioning)\b/],
  // Driven with an examiner beside them: no revision, no panel, no questions at the end.
  ['driving', /\b(?:driving (?:test|exam|assessment)s?|(?:road|practical) test|test drive)\b/],
  [
    'presentation',
    /\b(?:present(?:ation|ing)?s?|speech|toast|talk(?! to (?:him|her|me|us|them|each other))|pitch(?:ing)?|keynote|public speaking|demo|conference|perform(?:ance|ing)?|recital|concert|solo|open mic|eulogy)\b/,
  ],
  [
    'exam',
    // A driving test is driven, not revised for: no "read each question twice". A cup final is played.
    /\b(?:exams?|(?<!driving )tests?|(?<!(?:cup|grand|league|county|state|regional|national|world) )finals|midterms?|stud(?:y|ying|ies)|revis(?:e|ing|ion)|thesis|dissertation|essays?|quiz|coursework|school|university|uni|college|class(?:es)?|grading)\b/,
  ],
  [
    'fitness',
    /\b(?:run|running|runs|marathon|5k|10k|gym|workouts?|training|train|race|lift(?:ing)?|weights|fitness|swim(?:ming)?|cycling|exercise|sport|match|game|tournament|(?:cup|grand|league|county|state|regional|national|world) finals?|yoga|hike|hiking|triathlon|climbing|pushups|meet)\b/,
  ],
  [
    'health',
    // Quitting a habit, not a job: "i have quit my job" is a change of work, not of health.
    /\b(?:health|healthy|diet|eat(?:ing)?|sleep|smoking|quit(?:ting)?(?! (?:my|the|this|a|our) (?:job|work|course|team|band|degree|uni|college|school|company))|sober|sobriety|drinking|alcohol|weight|kilos|sugar|vaping|habits?)\b/,
  ],
  [
    'career',
    /\b(?:job|career|promotion|work|boss|business|startup|launch|clients?|projects?|deadline|raise|colleagues?|team|company|manager|office|sales|freelanc\w*|laid off|redundan\w*|layoffs?|fired|sacked)\b/,
  ],
];

/** The nouns that name what is happening, most telling first. */
const EVENT_NOUNS: readonly string[] = [
  'spelling bee',
  'house sale',
  'first day',
  'open mic',
  'best man speech',
  'performance review',
  'sales call',
  'swim meet',
  'job interview',
  'interview',
  'intervew',
  'bar exam',
  'driving test',
  'exams',
  'exam',
  'test',
  'toast',
  'eulogy',
  'presentation',
  'speech',
  'pitch',
  'audition',
  'recital',
  'cup final',
  'tournament',
  'match',
  'final',
  'defense',
  'defence',
  'grading',
  'concert',
  'solo',
  'conference',
  'chemotherapy',
  'chemo',
  'radiation therapy',
  'physical therapy',
  'surgery',
  'biopsy',
  'mri',
  'ultrasound',
  'scan',
  'dialysis',
  'ivf',
  'transplant assessment',
  'insulin pump',
  'hip replacement',
  'root canal',
  'dentist appointment',
  'dental appointment',
  'check-up',
  'checkup',
  'check up',
  'mammogram',
  'flu jab',
  'diabetes',
  'long covid',
  'covid',
  'pneumonia',
  'migraines',
  'chronic pain',
  'heart attack',
  'stroke',
  'crohns',
  'c section',
  'treatment',
  'diagnosis',
  'funeral',
  'memorial',
  'anniversary',
  'divorce',
  'engagement',
  'wedding',
  'election',
  'mortgage',
  'academy',
  'restaurant',
  'band',
  'dissertation',
  'grade',
  'gmat',
  'probation',
  'tryouts',
  'promotion',
  'residency',
  'retirement',
  'half marathon',
  'marathon',
  'triathlon',
  '10k',
  '5k',
  'century ride',
  'gym',
  'degree',
  'novel',
  'book',
  'startup',
  'business',
  'masters program',
  'new job',
  'new role',
  'new school',
  'new city',
  'baby',
  'apartment',
  'flat',
  'thesis',
  'university',
  'uni',
  'job',
  'team',
  'meetings',
  'class',
  'school',
];

/**
 * Results waited for: the exam or the test is behind them, what is ahead is its outcome ("exam
 * results day tomorrow", "my blood test results"). compromise reads "results" there as a verb.
 */
const EXAM_RESULTS = /\b(exams?|a ?levels?|gcses?|tests?|sats?|finals)\s+results?\b/;
/** A medical result: the waiting of an illness, never an exam's. */
const MEDICAL_RESULTS =
  /\b(?:scan|biopsy|blood test|blood work|mri|ct scan) results?\b|\bresults? (?:back )?from (?:the |my )?(?:doctors?|gp|hospital|clinic|consultant|specialist|oncologist)\b/;

function resultsOf(what: string): string {
  if (/^a ?levels?$/.test(what)) return 'A-level';
  if (/^gcses?$/.test(what)) return 'GCSE';
  if (/^sats?$/.test(what)) return 'SAT';
  return what.replace(/^exams$/, 'exam').replace(/^tests$/, 'test');
}

/**
 * Nowhere to stay ("we have nowhere to go", "sleeping in my car", "my mum kicked me out"): somewhere
 * safe tonight comes first, with a housing team or a homelessness charity told, whatever led to it.
 */
const NOWHERE_TO_STAY = new RegExp(
  String.raw`\bnowhere to (?:go|live|stay)\b|\b(?<!(?:after being|after|was|were|used to be|been) )homeless\b|\bsleep(?:ing)? (?:in (?:my|the|a) car|rough)\b|\b${KICKED_OUT}\b`,
);

/** Their own drinking worrying them: "my drinking is getting out of hand". */
export const DRINKING_WORRY =
  /\b(?:my )?drinking (?:is |has )?(?:getting |got |gotten )?(?:out of (?:hand|control)|worse|a problem)\b|\bi(?:'m| am|m) drinking too much\b|\bdrink too much\b/;

/** A relapse feared, not had: "scared of relapsing", "terrified ill relapse at the wedding". */
const FEARED_RELAPSE =
  /\b(?:scared|afraid|terrified|worried|frightened|nervous|fear|fears|fearing) (?:of |about |that )?(?:i'll |ill |i will |i might |i could |i'd )?(?:a )?relaps\w*|\b(?:don't|dont|do not|never) want to relapse\b/;

/** Situations said better as a whole than by a noun in them. */
const EVENT_PHRASES: [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /\bwithout (alcohol|a drink|smoking|sugar)\b/,
    (m) => `staying off ${m[1] === 'a drink' ? 'drink' : (m[1] ?? '')}`,
  ],
  [EXAM_RESULTS, (m) => `your ${resultsOf(m[1] ?? '')} results`],
  [/\bpitching\b/, () => 'your pitch'],
  [PARENTS_SPLITTING, () => 'your parents splitting up'],
  [
    /\bmy ex(?:'s)? (?:is |are )?(?:getting (?:re)?married|(?:re)?marrying|engaged)\b|\bmy ex's wedding\b/,
    () => "your ex's news",
  ],
  [NOWHERE_TO_STAY, () => 'finding somewhere to stay'],
  [PREGNANT_AFTER_LOSS, () => 'this pregnancy'],
  [HURT_AT_HOME, () => 'what is happening at home'],
  [ASSAULTED, () => 'what happened to you'],
  // Someone else's wedding or party is theirs: "your sister's wedding", never "your wedding".
  [
    /\b(?:my|our) ((?:best )?\w+?)(?:'s|s) (wedding|graduation|christening)\b/,
    (m) => `your ${m[1] ?? ''}'s ${m[2] ?? 'wedding'}`,
  ],
  [
    /\bmy (sister|brother|daughter|son|mum|mom|dad|best friend|friend|cousin) (?:is|are) getting married\b/,
    (m) => `your ${m[1] ?? ''}'s wedding`,
  ],
  [/\b(?:my|the|our) flight\b|\bflying\b/, () => 'your flight'],
  // Therapy is a first appointment with someone who listens, not a change of life.
  [
    /\b(first )?(therapy|counsell?ing) (?:session|appointment)\b|\b(?:start(?:ing)?|begin(?:ning)?) (therapy|counsell?ing)\b/,
    (m) => `your ${m[1] ?? 'first '}${m[2] ?? m[3] ?? 'therapy'} session`,
  ],
  // A day in court named as the hearing it is: never "the moment ahead of you".
  [
    /\bcustody (?:hearing|case|battle)\b|\b(?:court|hearing)\b.*\bcustody\b|\bcustody\b.*\bcourt\b/,
    () => 'the custody hearing',
  ],
  [/\bjob ?cent(?:re|er)\b/, () => 'your job centre appointment'],
  [
    /\b(?:taken|taking me|take me) to court\b|\b(?:being|been|getting) sued\b|\bcourt summons\b/,
    () => 'the court case',
  ],
  [/\b(?:employment )?tribunal\b/, (m) => `the ${m[0]}`],
  [
    /\b(?<!disciplinary )hearing at work\b|\bhearing (?:at work )?for (?:gross )?misconduct\b/,
    () => 'the hearing at work',
  ],
  [/\b(?:go(?:ing)? to|in|at|appear(?:ing)? in|day in) court\b/, () => 'your court hearing'],
  [
    /\b(disciplinary|grievance|appeal|parole|immigration|asylum|tenancy|benefits?|pip) hearing\b/,
    (m) => `your ${m[1] ?? ''} hearing`,
  ],
  // Bullied somewhere is what happens there, not the place: never "your school is tomorrow".
  [
    /\b(?:being |getting )?bull(?:ied|ying) (?:at|in) (school|work|college|uni|class)\b/,
    (m) => `what is happening at ${m[1] === 'class' ? 'school' : (m[1] ?? 'school')}`,
  ],
  // Called names or laughed at in class: bullying, what is happening there, never "your school".
  [
    new RegExp(
      String.raw`^(?=.*\b(?:school|class|lunch|playground|bus)\b)(?=.*(?:${BULLIED.source}))`,
    ),
    () => 'what is happening at school',
  ],
  // A video or photos of them passed round: what is happening there, never "your school".
  [
    new RegExp(String.raw`^(?=.*\b(?:school|college|class)\b)(?=.*(?:${PASSED_ROUND}))`),
    () => 'what is happening at school',
  ],
  [
    /\b(?:manager|boss|colleagues?|co-?workers?|supervisor|team lead|line manager)s? (?:keeps? |is |are |has been |have been )?(?:bullying|bullies|bully|picking on|picks on|screams? at|screaming at|shouts? at|shouting at|yells? at|yelling at|swears? at|swearing at|humiliates|humiliated|belittles) me\b/,
    () => 'what is happening at work',
  ],
  [/\b(?:fire|firing|let go of) (?:someone|somebody|an employee)\b/, () => 'letting someone go'],
  [/\b(?:first|blind) date\b/, (m) => `your ${m[0]}`],
  [/\b(colonoscopy|endoscopy|smear test|mammogram)\b/, (m) => `your ${m[1] ?? 'appointment'}`],
  [
    /\b(?:car|van) (?:broke down|died)\b.*\bworst (week|day|month)\b|\bworst (week|day|month) ever\b/,
    (m) => `this rotten ${m[1] ?? m[2] ?? 'week'}`,
  ],
  [/\bgo(?:ing)? freelance\b/, () => 'going freelance'],
  // A shift or a stretch of the week that is hard: "12 hour shift", "weekends are the worst".
  [/\b((?:\d+ hour|night|late|early|long|double) shift)\b/, (m) => `your ${m[1] ?? 'shift'}`],
  [
    /\b(weekends|sundays|evenings|nights|mornings) (?:are|get) (?:the worst|so hard|hard|awful|lonely|so long|long)\b/,
    (m) => `the ${m[1] ?? 'weekends'}`,
  ],
  [
    /\b(boyfriend|girlfriend|husband|wife|partner|fiance)\b.*\b(?:cheated|moved out|left)\b/,
    (m) => `what happened with your ${m[1] ?? 'partner'}`,
  ],
  [/\b(?:broke up|break ?up|dumped)\b/, () => 'the break-up'],
  [
    /\b(?:she|he|they) (?:said (?:she|he|they) )?(?:does not|doesn't|do not|don't) love me\b/,
    () => 'the end of your relationship',
  ],
  [
    /\b(?:laid off|fired|lost (?:my|our) (?:\w+ )?job|(?:was|been|got) made redundant)\b/,
    () => 'losing your job',
  ],
  [
    /\b(?:go(?:ing)?|went|return(?:ing)?) back to work after (?:my |the )?(?:maternity|paternity|parental|shared parental) leave\b|\breturn(?:ing)? to work after (?:my |the )?(?:maternity|paternity|parental) leave\b/,
    () => 'going back to work after your leave',
  ],
  [
    /\b(?:go(?:ing)?|went|get(?:ting)?) back to (uni|university|college)\b/,
    (m) => `going back to ${m[1] ?? 'uni'}`,
  ],
  [DRINKING_WORRY, () => 'your drinking'],
  [
    /\bgambled (?:away |all )?(?:our|my|the) (?:savings|money|house)\b/,
    () => 'the savings gambled away',
  ],
  [
    /\bmov(?:e|ing) into (?:a |the )?(care|nursing|residential|retirement) home\b/,
    (m) => `moving into a ${m[1] ?? 'care'} home`,
  ],
  [/\b(?:suspended|expelled)\b/, (m) => `being ${m[0]}`],
  [/\b(?:being |been )?investigated\b|\bunder investigation\b/, () => 'the investigation at work'],
  [
    /\b(?:made|make) a (?:big |huge |serious |terrible |bad )?(?:mistake|error) (?:at work|with (?:a |the |my )?(?:patient|patients|client|customer)|on (?:a|the|my) (?:shift|ward))|\b(?:medication|drug|dosing) error\b/,
    () => 'the mistake at work',
  ],
  [
    /\bcontract (?:won't|wont|will not|isn't|isnt|is not|wasn't|wasnt|was not) (?:be |being |going to be )?(?:renewed|extended)\b|\bnot renew(?:ing)? my contract\b/,
    () => 'your contract ending',
  ],
  [
    /\blost (?:all |most |half )?(?:of )?(?:my|our) (?:savings|money)\b/,
    () => 'losing your savings',
  ],
  [/\b(best man|maid of honou?r|matron of honou?r)\b/, (m) => `your ${m[1] ?? 'wedding'} speech`],
  [
    /\bmy (therapist|counsell?or|doctor|gp|boss|manager|teacher|coach|mentor) is (?:retiring|leaving)\b/,
    (m) => `your ${m[1] === 'gp' ? 'GP' : (m[1] ?? 'therapist')} leaving`,
  ],
  [/\bgetting married\b/, () => 'your wedding'],
  [/\bretir(?:ing|ement)\b/, () => 'your retirement'],
  // A relapse feared is not one that happened: "the relapse" would presume it.
  [FEARED_RELAPSE, () => 'your recovery'],
  [/\brelaps\w*/, () => 'the relapse'],
  [
    /\bmov(?:ing|e) (to|into|across|back(?: to| in)?) (a |the |my |our )?([a-z']+(?: [a-z']+){0,2})/,
    (m) => moveSubject(m[1] ?? 'to', m[2]?.trim() ?? '', m[3] ?? ''),
  ], // Leaving the people they know behind ("i have to move away from everyone i know"): the move
  // as they feel it, not "this change in your life".
  [/\b(?:mov(?:e|ing)|relocat(?:e|ing)) away\b/, () => 'moving away'],
];

/**
 * A move, from the words after "moving": where to by the place's name ("new york" is New York), a
 * kind of place by its first word ("a new city" is a new place), back in with someone, or across
 * the country or the world.
 */
function moveSubject(way: string, determiner: string, words: string): string {
  if (way === 'across')
    return `the move across the ${words.startsWith('world') ? 'world' : 'country'}`;
  if (way === 'back in') {
    const who = /^with (?:my |our )?(\w+)/.exec(words)?.[1];
    return who === undefined ? 'the move back home' : `the move back in with your ${who}`;
  }
  const back = way.startsWith('back') ? 'back ' : '';
  const place: string = nlp(words).match('^#Place+').text();
  if (place !== '') return `the move ${back}to ${properNouns(place)}`;
  const [first = ''] = words.split(' ');
  if (first === 'home') return `the move ${back}home`;
  if (first === 'new') return 'the move to a new place';
  if (first === 'first') return 'the move to your own place';
  const owner = determiner === 'my' || determiner === 'our' ? 'your' : determiner;
  return `the move ${back}to ${owner === '' ? '' : `${owner} `}${properNouns(first)}`;
}

/**
 * A setback named by what did not happen ("not getting the promotion"), never by the thing as if
 * it were theirs ("your promotion" for a promotion that went to someone else). Only for setbacks:
 * "i failed it twice already" before a test still ahead names the test.
 */
const ARTICLE = String.raw`(?:the |a |an |my |our |every |any )?`;
const NOUN_RUN = String.raw`((?:[a-z0-9'-]+ ){0,2}?[a-z0-9'-]+?)`;
const PHRASE_END = String.raw`(?= (?:i|they|and|but|after|because|for|by|at|in|on|to|from|with|so|even|last|this|today|yesterday|two|three|four|five|six|seven|eight|nine|ten)\b|[.,!?;]|$)`;
const SETBACK_PHRASES: [RegExp, (match: RegExpExecArray) => string][] = [
  // Money trouble is ongoing, not "what just happened": "the debt you are carrying".
  [
    /\b(?:in|into|have|had|got|owe|with|of) (?:so much |a lot of |some |serious |loads of |massive |huge |credit card |student )?debts?\b/,
    () => 'the debt you are carrying',
  ],
  [
    /\bbehind (?:on|with) (?:my |the |our )?(rent|bills|mortgage|payments)\b/,
    (m) => `falling behind on the ${m[1] ?? 'bills'}`,
  ],
  [/\b(?:being |getting |got |been )?evicted\b|\beviction\b/, () => 'the eviction'],
  [/\b(?:being |getting |got |been )?deported\b|\bdeportation\b/, () => 'being deported'],
  // A job at risk: a plan to improve, a warning, a deadline to improve or else.
  [
    /\b(?:performance improvement plan|pip|(?:\d+|thirty|sixty|ninety) days to improve)\b/,
    () => 'the improvement plan at work',
  ],
  [/\b(?:written|final|formal|verbal) warning\b|\bdisciplinary\b/, () => 'the warning at work'],
  [JOB_AT_RISK, () => 'the risk to your job'],
  [/\bbills (?:keep |are )?piling up\b/, () => 'the bills piling up'],
  [
    /\b(?:my|our) ([a-z]+) (?:got|was|has been) (?:rejected|turned down)\b/,
    (m) => `the rejection of your ${m[1] ?? 'work'}`,
  ],
  [
    /\b(?:didn't|did not|never) get into (?:any|none) of the ([a-z]+)\b/,
    (m) => `not getting into any of the ${m[1] ?? 'places'}`,
  ],
  [
    new RegExp(String.raw`\b(?:didn't|did not|never) get into ${ARTICLE}${NOUN_RUN}${PHRASE_END}`),
    (m) => `not getting into ${theNoun(m[1])}`,
  ],
  [
    new RegExp(String.raw`\b(?:didn't|did not) make it into ${ARTICLE}${NOUN_RUN}${PHRASE_END}`),
    (m) => `not making it into ${theNoun(m[1])}`,
  ],
  [
    new RegExp(
      String.raw`\b(?:didn't|did not|never) (get|make) ${ARTICLE}${NOUN_RUN}${PHRASE_END}`,
    ),
    (m) => `not ${m[1] === 'make' ? 'making' : 'getting'} ${theNoun(m[2])}`,
  ],
  [
    new RegExp(
      String.raw`\b(?:got |was |been )?passed over for ${ARTICLE}${NOUN_RUN}${PHRASE_END}`,
    ),
    (m) => `being passed over for ${theNoun(m[1])}`,
  ],
  [
    new RegExp(
      String.raw`\b(?:got |was |been )?turned down (?:for|by) ${ARTICLE}${NOUN_RUN}${PHRASE_END}`,
    ),
    (m) => `being turned down for ${theNoun(m[1])}`,
  ],
  [
    new RegExp(
      String.raw`\b(?:got |was |been )?rejected (?:from|by|for) ${ARTICLE}${NOUN_RUN}${PHRASE_END}`,
    ),
    (m) => `the rejection from ${theNoun(m[1])}`,
  ],
  [
    new RegExp(String.raw`\b(?:got |was |been )?cut from ${ARTICLE}${NOUN_RUN}${PHRASE_END}`),
    (m) => `being cut from ${theNoun(m[1])}`,
  ],
  [
    /\bcalled off (?:the |our |my )?(wedding|engagement)\b/,
    (m) => `the ${m[1] ?? 'wedding'} being called off`,
  ],
  [
    /\b(?:the |our |my )?(wedding|engagement) is off\b/,
    (m) => `the end of your ${m[1] ?? 'engagement'}`,
  ],
  [
    /\b(?:the |our |my )?([a-z]+ sale|deal|offer|plan) fell through\b/,
    (m) => `the ${m[1] ?? 'plan'} falling through`,
  ],
  // A home flooded or burned: the damage, and all that went with it.
  [new RegExp(String.raw`\b${FLOODED}\b|\bthe floods?\b`), () => 'the flood'],
  [
    new RegExp(String.raw`\b(?:${BURNED}|(?:house|home|flat|apartment) caught fire)\b`),
    () => 'the fire',
  ],
  [/\blost everything\b/, () => 'losing everything'],
  [
    new RegExp(String.raw`\blost ${ARTICLE}${NOUN_RUN}${PHRASE_END}`),
    (m) =>
      /^(?:(?:all |most |half )?(?:your |my )?(?:job|savings|money))$/.test(m[1] ?? '')
        ? ''
        : `losing ${theNoun(m[1])}`,
  ],
  [
    new RegExp(String.raw`\b(?:bombed|blew|blanked (?:on|in)) ${ARTICLE}${NOUN_RUN}${PHRASE_END}`),
    (m) => (/^(?:savings|money)/.test(m[1] ?? '') ? '' : `the way ${theNoun(m[1])} went`),
  ],
];

/** "promotion" → "the promotion", "med school" → "med school", "every med school" kept plain. */
function theNoun(noun: string | undefined): string {
  const text = (noun ?? '').trim();
  if (text === '') return 'it';
  if (/^(?:med school|medical school|law school|university|uni|college|school)$/.test(text)) {
    return text;
  }
  return `the ${text}`;
}

/** Who someone grieves: the noun after "my" or "our". */
const LOST_ONE =
  /(?:^|\b(?:my|our|a) )(?:late |best |baby |twin |little |old )?(mum|mom|mother|dad|father|grandmother|grandma|grandfather|grandpa|grandad|granddad|nan|nana|nanna|gran|granny|brother|sister|husband|wife|partner|friend|mate|best mate|son|daughter|baby|nephew|niece|aunt|uncle|cousin|colleague|mentor|dog|cat|horse|puppy)\b/;

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
  useless: 'low',
  weak: 'low',
  heartbroken: 'low',
  insecure: 'doubt',
  unsure: 'doubt',
  doubtful: 'doubt',
  'not good enough': 'doubt',
  unprepared: 'doubt',
  stupid: 'doubt',
  frustrated: 'frustration',
  angry: 'frustration',
  annoyed: 'frustration',
  excited: 'excitement',
  pumped: 'excitement',
  eager: 'excitement',
  determined: 'excitement',
};

const FEELING_NOUNS: Record<string, string> = {
  anxiety: 'anxious',
  nerves: 'nervous',
  stress: 'stressed',
  fear: 'afraid',
  'self-doubt': 'unsure of yourself',
  burnout: 'burnt out',
};

const FEELING_LEAD =
  /\b(?:i'm|i am|i feel|i'm feeling|feeling|i've been|i have been|i get|i got|makes me|making me|i was|i keep feeling|and so am i|so am i)\s*(?:so |really |very |a bit |a little |kind of |quite |pretty |super |extremely |incredibly |totally |completely )*/;

/** Apostrophes people leave out when they type fast or dictate. */
const CONTRACTIONS: [RegExp, string][] = [
  // "my boyfriends family" is said back as "your boyfriend's family", not "your boyfriends family".
  [
    /\b(boyfriend|girlfriend|partner|husband|wife|fiance|fiancee)s (family|parents|mum|mom|dad)\b/g,
    "$1's $2",
  ],
  [/\bim\b/g, "i'm"],
  [/\bive\b/g, "i've"],
  [/\bdont\b/g, "don't"],
  [/\bcant\b/g, "can't"],
  [/\bwont\b/g, "won't"],
  [/\bdidnt\b/g, "didn't"],
  [/\bisnt\b/g, "isn't"],
  [/\bdoesnt\b/g, "doesn't"],
  [/\bhavent\b/g, "haven't"],
  [/\bwasnt\b/g, "wasn't"],
  [/\bwouldnt\b/g, "wouldn't"],
  [/\bcouldnt\b/g, "couldn't"],
  [/\bshouldnt\b/g, "shouldn't"],
  [/\barent\b/g, "aren't"],
  [/\bthats\b/g, "that's"],
  [/\bhes\b/g, "he's"],
  [/\bshes\b/g, "she's"],
  // "scared ill never find love": "i'll" before a verb; "i feel ill" stays ill.
  [
    /\bill (?=(?:never|not|be|have|get|go|ever|always|just|probably|try|do|make|lose|fail|find|need|miss|end up)\b)/g,
    "i'll ",
  ],
];

/** "my brothers wedding": the apostrophe people leave out of a relative's possessive. */
const FAMILY_POSSESSIVE =
  /\b(brother|sister|husband|wife|mum|mom|mother|dad|father|grandmother|grandma|grandad|grandpa|grandfather|partner|son|daughter|parent|friend|cousin|aunt|auntie|uncle|niece|nephew|nan|boss)s(?= (?:job|wedding|funeral|flat|house|death|birthday|party|ashes|memorial|car|place|home|anniversary|dinner|body|grave|things|stuff|room)\b)/g;

/** First person to second, longest forms first; "am" and "was" conjugate with "you". */
const TO_SECOND_PERSON: [RegExp, string][] = [
  [/\bi got told\b/g, 'you were told'],
  [/\bi'm\b/g, "you're"],
  [/\b(who|what|where|how) i am\b/g, '$1 you are'],
  [/\bi am\b/g, "you're"],
  [/\bi was\b/g, 'you were'],
  [/\bi wasn't\b/g, "you weren't"],
  [/\bi've\b/g, "you've"],
  [/\bi'll\b/g, "you'll"],
  [/\bi'd\b/g, "you'd"],
  [/\bwe're\b/g, "you're"],
  [/\bwe are\b/g, "you're"],
  [/\bwe were\b/g, 'you were'],
  [/\bwe've\b/g, "you've"],
  [/\bwe'll\b/g, "you'll"],
  [/\bso am i\b/g, 'so are you'],
  [/\bi\b/g, 'you'],
  [/\bwe\b/g, 'you'],
  [/\bmyself\b/g, 'yourself'],
  [/\bourselves\b/g, 'yourselves'],
  [/\bmy\b/g, 'your'],
  [/\bour\b/g, 'your'],
  [/\bmine\b/g, 'yours'],
  [/\bme\b/g, 'you'],
  [/\bus\b/g, 'you'],
];

/**
 * Where a statement ends and the next begins; unpunctuated, also where others come in after a
 * thing not had ("still cant get a job everyone else from my course has one").
 */
const CLAUSE_SPLIT =
  /\s*(?:[.!?;:,]+\s*|\s[-–—]\s|(?<=\b(?:job|jobs|work|interview|interviews|offer|offers|yet))\s+(?=(?:everyone|everybody) else\b|all my friends\b)|\s+(?=(?:and|but|because|cause|cuz|although|though|while|which|plus)\s|so (?:i|i'm|i've|we|my|it|that|now)\b|what (?:do|should|can|shall) (?:i|we) do\b))/;
/**
 * Dictation runs statements together: "my confidence is gone i keep thinking ...". Not after a
 * word the next clause completes: "im terrified i wont make any friends" is one fear, never "I
 * know that you won't make any friends".
 */
const RUN_ON =
  /(?<!\b(?:that|like|told|heard|learned|learnt|noticed|realised|realized|think|thinks|thinking|thought|feel|feels|know|knows|says|believes|assume|assumes|reckon|reckons|claim|claims|decided|suspect|suspects|worry|worrying|wondering|saying|believe|guess|realise|realize|when|if|where|what|who|all|how|as|than|am|so|because|and|but|do|can|said|say|wish|hope|why|whether|until|before|after|since|while|out|scared|afraid|terrified|worried|nervous|anxious|frightened|petrified|convinced|sure))(?<!\btell(?: (?:my|our|the))? \w+)\s+(?=(?:i|i'm|i've)\s)/;
const CLAUSE_LEAD = /^(?:and|but|because|cause|cuz|so|although|though|while|which|plus)\s+/;
const FIRST_PERSON_START = /^(?:i|i'm|i've|i'd|i'll|we|we're|we've|my|our)\b/;
/** Statements about themselves start with one of these after "you" (so not "you know", "you see"). */
const NOT_ABOUT_THEM = /^you (?:know|see|guys)\b/;
const DANGLING =
  /\s+(?:a|an|the|of|to|for|at|in|on|with|last|next|your|his|her|their|this|these|those|and|or|nor|but|about|that|very|so|really|from|by|is|are|just|than|as|like|into|over|after|before|because|it's|i|when|who|what|its|don't|can't|won't|didn't|will|would|have|has|had|be|been|every|they|he|she|were|was|keep|kept|all|please|pls|plz|thanks)$/;
const LEADING_FILLER =
  /^(?:ok|okay|so|well|basically|honestly|anyway|just|hi|hey|hello|um|uh|like)\b[,]?\s+/;

/** Readings kept for contexts written again (a retry, another length): tagging takes ~20 ms. */
const readings = new LRUCache<string, ContextReading>({ max: 256 });

/** Words that say someone died. */
const DEATH =
  /\b(?:died|dead|death|passed|killed|funeral|eulogy|memorial|ashes|late|put (?:my|our|the) (?:\w+ )?(?:dog|cat|pet|horse|rabbit|puppy|kitten|boy|girl) down|put to sleep|miscarriage|stillborn|suicide|lost (?:my|our) (?!\w+ to (?:dementia|alzheimer))|without my)\b/;
/** A loss while they are still alive: dementia, a parent dying now. */
const LIVING_LOSS =
  /\b(?:dementia|alzheimer\w*|(?:doesnt|doesn't|does not|didnt|didn't|did not|dont|don't|no longer|never) recogni[sz]e\w*|forg[eo]t(?:s|ten|ting)? (?:who i (?:am|was)|my name)|(?:is|was) dying|hospice|palliative|end of life)\b/;

export function readContext(context: string, options: ReadOptions = {}): ContextReading {
  const key = `${options.weekday ?? ''}\u0000${context}`;
  const known = readings.get(key);
  if (known !== undefined) return known;
  const reading = freshReading(context, options);
  readings.set(key, reading);
  return reading;
}

function freshReading(context: string, options: ReadOptions): ContextReading {
  const original = normalise(context);
  // A wedding ring or dress is a thing, not a wedding ("i lost my wedding ring").
  const lower = gentlerWords(
    withApostrophes(plainWords(original.toLowerCase())).replace(
      /\b(?:wedding|engagement) (ring|band|dress|photos?)\b/g,
      '$1',
    ),
  );
  // Good news beside a trouble: the trouble is what the speech is for, read from the rest of
  // their words ("but my mum is in hospital"); the news is said beside it (`goodNewsBeside`).
  const beside = goodNewsBeside(lower);
  const trouble = beside?.rest ?? lower;
  const read = readKind(trouble);
  // Their son's exam or their cat's operation is someone else's: a loss stays a loss, and their
  // own presentation beside their kids' illness is theirs. Good news is theirs to enjoy, even a
  // child's first steps.
  const theirs = read === 'grief' || goodNewsSubject(lower) !== null ? null : readOther(trouble);
  const other = theirs !== null && 'who' in theirs ? theirs : null;
  const named = KIND_WORDS.some(([, pattern]) => pattern.test(trouble));
  // Their own feeling, not the one they love's ("my son is so anxious").
  const feeling = readFeeling(other === null ? lower : lower.replace(other.words, ' '));
  const kind: SituationKind =
    other !== null ? 'loved_one' : theirs !== null && 'own' in theirs ? theirs.own : read;
  const when = readMoment(trouble, options.weekday ?? null);
  const event =
    other === null
      ? readEvent(trouble, kind)
      : otherEvent(trouble, other, readEvent(trouble, read));
  const lost = kind === 'grief' ? readLost(lower) : null;
  const today =
    options.weekday === undefined || options.weekday === null
      ? null
      : WEEKDAY_NAMES[options.weekday];
  // "on Saturday" said on a Saturday is "today", in their statements as in the moment.
  // What was taken back ("my cat died... just kidding") is not said back.
  // Beside a trouble the news is said in a line of its own, so their words about it are not said
  // back too ("You wrote that you got engaged" and "congratulations on your engagement").
  const meant = (beside === null ? lower : beside.rest).replace(TAKEN_BACK, ' ');
  const statements = readStatements(meant, original).map((statement) =>
    today === undefined || today === null
      ? statement
      : {
          ...statement,
          text: statement.text.replace(
            new RegExp(
              `(?<!\\b(?:next|last) )\\b(?:on |this )?${today}\\b(?! (?:night|morning))`,
              'i',
            ),
            'today',
          ),
        },
  );
  // A grief is about the loss, not the person: "losing your mum", never "your mum" as an event.
  const found =
    (other === null ? choiceSubject(trouble) : null) ??
    (kind === 'performance' ? (tellingSubject(trouble) ?? lettingGoSubject(trouble)) : null) ??
    lacking(trouble, event) ??
    // "struggling with your mental health" is no event: the low stretch itself.
    (event !== null && lowMood(firstPerson(event)) ? null : event) ??
    // Feeling low, with nothing else named: the low stretch, never "the doubt you have been carrying".
    (other === null && (kind === 'everyday' || kind === 'self_doubt') && lowMood(trouble)
      ? LOW_MOOD_SUBJECT
      : null) ??
    (kind === 'grief' && lost !== null ? `losing ${lost}` : null) ??
    (kind === 'grief' ? missedOne(lower) : null) ??
    (kind === 'everyday' && routineCare(lower) ? 'your appointment' : null) ??
    (kind === 'grief' || other !== null
      ? null
      : (wishedActivity(statements) ?? askedActivity(lower)));
  const subjectCore = found === null ? null : properNouns(found);
  // A job search goes on: "today" is when a rejection came, not a day the search is held on.
  const searching = subjectCore === JOB_SEARCH_SUBJECT;
  // Not knowing what comes next is about a life, not the exam or the uni it followed.
  const direction = subjectCore === DIRECTION_SUBJECT;
  // A choice is about the options, not a moment to face: the subject names them whole, so their
  // words about choosing, or an option, are not said back cut short ("you're torn between staying
  // at your job", "you're going back to uni", "you don't know").
  const choice = other === null && subjectCore?.startsWith(CHOICE_SUBJECT_START) === true;
  // Feeling low is named in the subject: "you hate your life" said back ("..., and that counts")
  // only repeats it.
  const low = other === null && subjectCore === LOW_MOOD_SUBJECT;
  const said = low
    ? statements.filter(({ text }) => !lowMood(firstPerson(text)))
    : choice
      ? statements.filter(
          ({ text }) =>
            !CHOOSING.test(text) &&
            !(subjectCore ?? '').includes(text.replace(/^you(?:'re| are)? /, '')),
        )
      : statements;
  const subject =
    subjectCore === null
      ? named
        ? kind === 'illness' && MIND.test(lower)
          ? 'what you are going through'
          : KIND_SUBJECTS[kind]
        : // Nothing in their words said what kind of thing this is: no "habit you are building".
          UNREAD_SUBJECT
      : when !== null &&
          when.ahead &&
          !searching &&
          event !== null &&
          !NOT_A_TASK.test(subjectCore) &&
          sameClause(lower, event, when.found)
        ? `${subjectCore} ${when.text}`
        : subjectCore;
  return {
    kind,
    // A job search is about work, whatever else it names ("not one interview", "running out").
    topic:
      other !== null || direction || choice || low
        ? 'personal'
        : searching
          ? 'career'
          : readTopic(trouble),
    subject,
    shortSubject: subjectCore ?? 'it',
    named: subjectCore !== null,
    situation: said[0]?.text ?? null,
    statements: said,
    // Their son's anxiety is not theirs: the feeling is read from their words about themselves.
    feeling,
    moment: when?.text ?? null,
    ahead: !searching && !direction && !choice && (when?.ahead ?? false),
    lost,
    bereaved:
      kind === 'grief' && (DEATH.test(lower) || (!LIVING_LOSS.test(lower) && !MISSING.test(lower))),
    stillHere: kind === 'grief' && lost !== null && LIVING_LOSS.test(lower) && !DEATH.test(lower),
    aboutWords: aboutWords(lower),
    other: other?.who ?? null,
    otherPronoun: other?.pronoun ?? null,
    otherIsPet: other !== null && PET.test(other.who),
    distressed: DISTRESS.test(lower),
    // Not knowing what comes next after good news ("passed my exams and now no idea what to do")
    // is the speech's subject; the news is said beside it.
    goodNews: kind === 'change' && goodNewsSubject(lower) !== null && !directionLost(trouble),
    goodNewsBeside: beside?.subject ?? null,
  };
}

/** Someone they love, named with "my" or "our": "my little boy", "our dog", "my dads". */
const LOVED =
  /\b(?:my|our) ((?:(?:little|best|baby|teenage|eldest|oldest|youngest|older|younger|big|twin|elderly|old|sweet|poor|lovely|autistic|disabled|adopted|adult) )*)(mum|mom|mummy|mommy|mother|dad|daddy|father|stepdad|stepmum|stepmom|parents|son|daughter|boy|girl|kid|child|baby|babies|twins|twin|toddler|husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|brother|sister|friend|mate|grandma|grandmother|grandpa|grandad|granddad|grandfather|nan|nana|nanna|gran|granny|aunt|auntie|uncle|niece|nephew|cousin|grandson|granddaughter|grandchild|grandkid|stepson|stepdaughter|cat|dog|puppy|kitten|horse|pony|rabbit|bunny|pet|hamster|parrot)(?:'s|s)?\b/g;
/**
 * A parent or grandparent named without "my" at the start of what they wrote or of a sentence:
 * "dad has cancer", "mum was just diagnosed with alzheimers". Once read as their own body's illness.
 */
const LOVED_BARE =
  /(?:^|[.!?,;]\s*)()(mum|mom|mummy|mommy|dad|daddy|nan|nana|nanna|gran|granny|grandma|grandpa|grandad)\b(?!')/g;
/** The adjectives kept when the one they love is named: "your little boy", "your best friend" (not "your teenage son" again and again). */
const KEPT_ADJECTIVE = /^(?:little|best|baby|twin)$/;
const PET = /\b(?:cat|dog|puppy|kitten|horse|pony|rabbit|bunny|pet|hamster|parrot)\b/;
/**
 * What befalls the one they love in the words after them: an illness or operation, an exam or an
 * interview, a lost job, trouble at school, a first day or leaving home. Not a break-up or a falling-out: that is their own.
 */
const THEIR_TROUBLE =
  /\b(?:chemo\w*|radiation|radiotherapy|(?:getting|got|gets|keeps? getting) in(?:to)? trouble|cancer|leuka?emia|leukaemia|lymphoma|sarcoma|melanoma|meltdowns?|tumou?r|biopsy|surgery|operation|bypass|diagnos\w*|hospital|eating disorder|anorexi\w*|bulimi\w*|a&e|icu|nicu|intensive care|special care|premature|prem|(?:care|nursing|old people's|old peoples) home|in(?:to)? a home|born (?:with|early)|(?:heart |birth )?defects?|alcoholic|drinking problem|drinks too much|\w+'?s? syndrome|disabilit\w*|disabled|special needs|cerebral palsy|spina bifida|(?:hasn't|hasnt|has not|haven't|havent|have not) (?:called|rung|phoned|texted|messaged|written|been in touch)|deployed|in labou?r|complications|(?:football|rugby|netball|hockey|basketball|cricket|tennis|swimming)? ?(?:match|game|race|gala|tournament|recital)|school (?:play|show|concert)|arrested|in custody|charged with|in prison|in jail|hit by a (?:car|van|bus|truck|lorry)|run over|ambulance|vet|colic\w*|mri|scan|dialysis|transplant|sick|ill|illness|covid|pneumonia|stroke|heart attack|seizures?|ms|multiple sclerosis|parkinson'?s|motor neuron\w? disease|mnd|als|lupus|(?:in a )?coma|addict\w*|gambling|life support|critical condition|self[- ]?harm\w*|cutting (?:herself|himself|themselves)|suicid\w*|overdos\w*|(?:wants?|wanted|trying|tried) to (?:kill (?:herself|himself|themselves)|die|end (?:her|his|their) (?:own )?life)|talking about (?:suicide|ending it|killing (?:herself|himself|themselves))|fell|broke (?:his|her|their) \w+|tonsils|injur\w*|amputat\w*|fractur\w*|broken (?:leg|arm|hip|wrist|ankle)|x-?rays?|stitches|poorly|unwell|in (?:a lot of )?pain|treatment|rehab|relaps\w*|struggling|anxiety|depress\w*|autism|adhd|bullied|bullying|excluded|suspended|expelled|psychiatric|psych ward|mental health (?:unit|ward|hospital)|sectioned|born at (?:\d+|twenty[- ]?\w+) weeks|exams?|tests?|gcses?|a levels|sats|finals|interview|audition|tryouts|lost (?:his|her|their) (?:job|business|work)|looking for (?:work|a job|jobs)|job hunting|unemployed|out of work|(?:can't|cant|cannot) (?:find|get) (?:a )?(?:job|work)|laid off|fired|made redundant|redundan\w*|going through|first day|starts? (?:school|nursery|uni|university|college|reception|big school|secondary|high school)|starting (?:school|nursery|uni|university|college|reception|big school|secondary|high school)|leaving home|moving out|going (?:off )?to (?:uni|university|college)|(?:went|gone|is|are|has gone|has been|have been|been) missing|ran away|(?:hasn't|hasnt|has not|didn't|didnt|did not) come home)\b/;
/**
 * Someone they love not knowing what to do with their life ("my son has no idea what to do with his
 * life"): a worry for them, not the writer's own doubt, which it had been read as.
 */
const THEIR_DIRECTION =
  /\b(?:no idea|no clue|(?:doesn't|doesnt|does not|don't|dont) know|(?:isn't|isnt|is not|aren't|arent|are not) sure) what (?:he|she|they) (?:wants? to do|(?:is|are|should be|'s|'re) (?:doing|going to do))\b|\bwhat to do with (?:his|her|their) (?:life|lives|future)\b|\b(?:no|without any|lacks?|has no|have no) (?:direction|purpose|plan) (?:in|for|with) (?:his|her|their) (?:life|lives|future)\b|\b(?:feels?|is|are|seems?) (?:so |completely |totally |really )?lost in life\b/;

/** Said back shortened, "with his life" may be gone: "your son has no idea what to do". */
const NO_IDEA_WHAT_TO_DO =
  /\b(?:has|have) (?:no idea|no clue) what to do$|\b(?:doesn't|does not) know what to do$/m;

/**
 * Whether their words (the subject, what they are about, their statements, a line each) say that
 * someone they love does not know what to do with their life (`THEIR_DIRECTION`).
 */
export function theirDirectionLost(words: string): boolean {
  return THEIR_DIRECTION.test(words) || NO_IDEA_WHAT_TO_DO.test(words);
}

/**
 * Someone they love at risk of suicide or hurting themselves ("my son is suicidal", "my best friend
 * told me she wants to kill herself"): the one they love's crisis, met in every speech with what to
 * do now (emergency services if in danger, a crisis line, asking directly, telling someone).
 */
export const AT_RISK =
  /\b(?:suicid\w*|kill (?:herself|himself|themselves)|end (?:her|his|their) (?:own )?life|take (?:her|his|their) own life|(?:wants?|wanted|trying|tried) to die|self[- ]?harm\w*|cutting (?:herself|himself|themselves)|overdos\w*|talking about ending it)\b/;

/**
 * Someone they love who drinks or uses ("my mum is an alcoholic", "my dad drinks too much"): support
 * for families of drinkers, and their own safety, not a patient to sit beside.
 */
/** Someone they love coming out ("my son came out as trans"): theirs to support, nothing wrong. */
export const THEIR_COMING_OUT =
  /\b(?:came out|come out|coming out|(?:is|are|might be|may be|thinks (?:he|she|they) (?:is|are|might be)) (?:trans|transgender|gay|lesbian|bi|bisexual|non-?binary|queer)|transition\w*)\b/;

export const THEIR_DRINKING =
  /\b(?:alcoholic|drinking problem|drinks too much|drinking (?:again|every day|too much)|addict\w*|(?:on|using|taking|doing) drugs|gambling)\b/;

/** Their news told to the listener ("just told me she", "rang me to say he"), read on past "me". */
const TOLD_ME =
  /^\s*(?:\w+ )?(?:told|tells|texted|messaged|rang|called|phoned) (?:me|us) (?:to say |that )?(?=(?:she|he|they)\b)/;
/**
 * Where what is said of them ends: the listener speaking of themselves again ("... and my exams
 * start next week"), or a new sentence.
 */
const THEIR_WORDS_END =
  /[.!?;]|\b(?:i|i'm|i've|i'd|i'll|we|me|myself)\b|\b(?:and|but|so|plus|while) my\b/;
/** A speech meant to be played to them ("something to play for her in the car"): theirs, not ours. */
const SPOKEN_TO_THEM =
  /\b(?:something|a speech|a few words|words|a message) to (?:say|play|read|give|send) (?:to |for )?(?:her|him|them)\b|\bsay something to (?:her|him|them)\b|\bplay (?:it |this |something )?(?:to|for) (?:her|him|them)\b/;

interface Other {
  /** "your son", "your best friend". */
  who: string;
  pronoun: 'him' | 'her' | null;
  /** Their words about them, from after their name to where the listener speaks of themselves. */
  words: string;
}

const HIM =
  /^(?:dad|daddy|father|stepdad|son|grandson|stepson|boy|husband|boyfriend|fiance|brother|grandpa|grandad|granddad|grandfather|uncle|nephew)$/;
const HER =
  /^(?:mum|mom|mummy|mommy|mother|stepmum|stepmom|daughter|granddaughter|stepdaughter|girl|wife|girlfriend|fiancee|sister|grandma|grandmother|nan|nana|nanna|gran|granny|aunt|auntie|niece)$/;

const PREGNANT_WORD = /\bpregnan\w*/;
/** A partner's pregnancy is theirs together (PARTNER_PREGNANT, PARTNER_UNSURE), not someone else's. */
const PARTNER_NOUN = /^(?:husband|wife|partner|boyfriend|girlfriend|fiance|fiancee)$/;
/**
 * Fear for someone they love ("my sister is pregnant and im scared for her"): her pregnancy is the
 * one they love's situation, not a change in the listener's own life.
 */
const FEARED_FOR =
  /\b(?:scared|worried|afraid|frightened|terrified|anxious|nervous|worry|worrying) (?:for|about) (?:her|him|them|my \w+)\b/;

/**
 * The one they love whose operation, exam or lost job it is: named with "my" and followed by what
 * befalls them ("my cat is having surgery", "my husband lost his job"), or named after it ("heart
 * surgery for my dad"); null when it is their own, or when the speech is to be played to them.
 */
function readOther(lower: string): Other | { own: SituationKind } | null {
  if (SPOKEN_TO_THEM.test(lower)) return null;
  const named = [...lower.matchAll(LOVED), ...lower.matchAll(LOVED_BARE)].sort(
    (a, b) => a.index - b.index,
  );
  for (const match of named) {
    const noun = match[2] ?? '';
    const after = lower.slice(match.index + match[0].length);
    // "my mum just told me she has cancer": what they were told of them is still theirs.
    const toldMe = TOLD_ME.exec(after)?.[0].length ?? 0;
    const end =
      toldMe + (THEIR_WORDS_END.exec(after.slice(toldMe))?.index ?? after.length - toldMe);
    const words = after.slice(0, end);
    const before = lower.slice(Math.max(0, match.index - 30), match.index);
    // "heart surgery for my dad": what befalls them is named before them.
    const ahead =
      /(?:^|\s)((?:\w+ )?(?:surgery|operation|treatment|chemo|an ambulance|the ambulance|paramedics)) for $/.exec(
        before,
      )?.[1];
    if (
      !THEIR_TROUBLE.test(words) &&
      !THEIR_DIRECTION.test(words) &&
      !THEIR_DRINKING.test(words) &&
      !THEIR_COMING_OUT.test(words) &&
      !(PREGNANT_WORD.test(words) && !PARTNER_NOUN.test(noun) && FEARED_FOR.test(lower)) &&
      ahead === undefined
    ) {
      continue;
    }
    // "my kids have been sick and i have a presentation tomorrow": the presentation is theirs.
    // Without the one they love either: "my baby" alone is no new baby of their own.
    // Paying for their care is part of it: "my cat has to have surgery and i cant afford it".
    const rest = `${lower.slice(0, match.index)} ${after.slice(end)}`.replace(
      /\b(?:can't|cant|cannot|couldn't|couldnt|can not) (?:even )?afford (?:it|this|that|the (?:bill|bills|vet|vets|vet bill|vet bills|treatment|operation|surgery|care))\b/g,
      ' ',
    );
    const own = KIND_WORDS.some(([, pattern]) => pattern.test(rest)) ? readKind(rest) : null;
    if (ahead === undefined && own !== null && own !== 'habit' && own !== 'illness') {
      return { own };
    }
    const adjectives = (match[1] ?? '').split(' ').filter((word) => KEPT_ADJECTIVE.test(word));
    // "my kids are sick", "my twins were born early": more than one, as the verb after them says.
    const plural =
      /[^']s$/.test(match[0]) && !noun.endsWith('s') && /^\s+(?:are|were|have|both)\b/.test(after);
    const who = `your ${[...adjectives, plural ? `${noun}s` : noun].join(' ')}`;
    const told = /\b(he|him|his|she|her)\b/.exec(after)?.[1];
    const pronoun = HIM.test(noun)
      ? 'him'
      : HER.test(noun)
        ? 'her'
        : told === undefined
          ? null
          : /^(?:he|him|his)$/.test(told)
            ? 'him'
            : 'her';
    return { who, pronoun, words: ahead === undefined ? words : `${ahead} ${words}` };
  }
  return null;
}

/**
 * What is happening to the one they love, said as theirs: "your cat's surgery", "your husband's
 * job loss", "what your daughter is going through at school", "your best friend being in hospital".
 */
function otherEvent(lower: string, other: Other, event: string | null): string {
  const { who, words } = other;
  const whose = `${who}'s`;
  if (/\bmade redundant|redundan/.test(words)) return `${whose} redundancy`;
  if (/\blost (?:his|her|their) business\b/.test(words))
    return `what happened to ${whose} business`;
  if (/\b(?:lost (?:his|her|their) (?:job|work)|laid off|fired)\b/.test(words)) {
    return `${whose} job loss`;
  }
  if (/\b(?:bullied|bullying|excluded|suspended)\b/.test(words)) {
    return `what ${who} is going through${/\bschool\b/.test(lower) ? ' at school' : ''}`;
  }
  const starting =
    /\bstart(?:s|ing)? (school|nursery|uni|university|college|reception|big school|secondary|high school)\b/.exec(
      words,
    )?.[1];
  if (starting !== undefined) return `${who} starting ${starting}`;
  if (/\b(?:tonsils|amputat\w*)\b/.test(words)) return `${whose} operation`;
  if (THEIR_COMING_OUT.test(words)) return `${who} coming out`;
  if (/\bdiagnosed\b/.test(words)) return `${whose} diagnosis`;
  if (/\bbypass\b/.test(words)) return `${whose} heart bypass`;
  if (/\bcolic/.test(words)) return `${whose} colic`;
  const exams = /\b(gcses|a levels|sats)\b/.exec(words)?.[1];
  if (exams !== undefined) {
    return `${whose} ${{ gcses: 'GCSEs', 'a levels': 'A levels', sats: 'SATs' }[exams] ?? 'exams'}`;
  }
  // "your son's first exam", "your mum's chemo": their own noun, said as the other's ("my
  // daughters surgery" read as "your daughters surgery" is "your daughter's surgery").
  const noun = who.split(' ').at(-1) ?? '';
  const core = event
    ?.replace(/^your /, '')
    .replace(new RegExp(`^(?:[a-z]+ ){0,2}?${noun}(?:'s|s)?\\s+`), '');
  // Only an event named among their words: not the listener's own presentation.
  const head = core?.split(' ').at(-1) ?? '';
  if (
    core !== undefined &&
    /^your /.test(event ?? '') &&
    new RegExp(`\\b${head}`).test(words) &&
    !/\b(?:school|job|team|class)$/.test(core)
  ) {
    return `${whose} ${core}`;
  }
  const treatment =
    /\b(operation|surgery|chemo|biopsy|scan|mri|appointment|interview|audition|exams?|tests?)\b/.exec(
      words,
    )?.[1];
  if (treatment !== undefined) return `${whose} ${treatment}`;
  if (PREGNANT_WORD.test(words)) return `${whose} pregnancy`;
  if (/\bin (?:the )?hospital\b/.test(words)) return `${who} being in hospital`;
  if (/\bin rehab\b/.test(words)) return `${who} being in rehab`;
  return `what ${who} ${agree(who, 'is', 'are')} going through`;
}

/** The subject when nothing in their words names it: an everyday hard thing's, and any kind's read without its words. */
const UNREAD_SUBJECT = 'what you are facing';

/**
 * An illness of the mind: "what your body is going through" would miss it, and after an eating
 * disorder it would say the one thing not to.
 */
export const MIND =
  /\b(?:bipolar|depress\w*|anxiety|ocd|ptsd|schizo\w*|psychosis|eating disorder|anorexi\w*|bulimi\w*|binge eating|adhd|personality disorder|mental (?:health|illness)|breakdown)\b/;

const KIND_SUBJECTS: Record<SituationKind, string> = {
  performance: 'the moment ahead of you',
  illness: 'what your body is going through',
  grief: 'your loss',
  setback: 'what just happened',
  change: 'this change in your life',
  habit: 'the habit you are building',
  self_doubt: 'the doubt you have been carrying',
  loved_one: 'what the person you love is going through',
  everyday: UNREAD_SUBJECT,
};

/**
 * A death by suicide in the words safe-messaging guidance uses, "died by suicide", whatever words
 * they used ("killed himself", "committed suicide", "took her own life"): read as a loss, and said
 * back that way.
 */
function gentlerWords(lower: string): string {
  return lower.replace(
    /\b(?:kill(?:ed|s) (?:himself|herself|themselves|themself)|took (?:his|her|their) own life|commit(?:ted|ed)? suicide)\b/g,
    'died by suicide',
  );
}

/** Text-speak written out, so "interview tmrw" is tomorrow's and "w me" is "with me". */
const TEXT_SPEAK: [RegExp, string][] = [
  [/\b(?:tmrw|tmr|tmrow|2moro|2morrow|tomoz|tomorow|tommorow|tommorrow|tomorro)\b/g, 'tomorrow'],
  [/\b(?:tonite|2nite)\b/g, 'tonight'],
  [/\brn\b/g, 'right now'],
  [/\byrs\b/g, 'years'],
  [/\bmins\b/g, 'minutes'],
  [/\bhrs\b/g, 'hours'],
  [/\bbf\b/g, 'boyfriend'],
  [/\bgf\b/g, 'girlfriend'],
  [/\bppl\b/g, 'people'],
  [/\bidk\b/g, "i don't know"],
  [/\bb4\b/g, 'before'],
  [/\bpas(?:s{2,})?ed\b/g, 'passed'],
  [
    /(?<=\b(?:up|out|in|with|to|talk|talking|spoke|split|over|done|stay|live|living|lives|move|moved|moving|date|dating|broke|fight|fighting|argue|arguing|sleep|slept|cheated|fell out|diagnosed)) w (?=\w)/g,
    ' with ',
  ],
];

function plainWords(lower: string): string {
  return TEXT_SPEAK.reduce((text, [pattern, plain]) => text.replace(pattern, plain), lower);
}

function normalise(text: string): string {
  return text.replace(/[‘’`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
}

function withApostrophes(lower: string): string {
  return CONTRACTIONS.reduce((text, [pattern, swap]) => text.replace(pattern, swap), lower);
}

/** "I feel sick about it", "sick of waiting", "worried sick": nerves or fed up, not an illness. */
/** "im so dead": in trouble or worn out, not a feeling to say back; "dead tired" or "inside" is. */
const SO_DEAD =
  /\b(?:i'm|i am|i'll be|i will be|we're|we are) (?:so |totally |literally |actually |basically |completely )*dead\b(?! (?:tired|inside))/;

/** Words taken back as a joke, with all before them. */
const TAKEN_BACK = /^.*\b(?:just kidding|just joking|only joking|jk)\b/;

/**
 * "Dead" that is nobody's death: worn out ("im dead tired", "exam in 2 hrs im so dead"), a flat
 * battery, tired feet, or a death taken back ("my cat died... just kidding").
 */
const NOT_DEAD =
  /\bdead (?:tired|on my feet|beat|bored|inside|serious|nervous|scared|excited|set|easy)\b|\b(?:i'm|i am|i'll be|i will be|we're|we are) (?:so |totally |literally |actually |basically |completely )*dead\b|\b(?:phone|battery|laptop|feet|legs|arms|brain|car) (?:is |are |was |were |has |have )?(?:\w+ )?dead\b|^.*\b(?:just kidding|just joking|only joking|jk)\b/g;

/**
 * Dementia only just diagnosed ("my husband was diagnosed with early onset dementia"): news about
 * someone they love, not yet the loss of someone still here that later stages bring.
 */
const DEMENTIA_DIAGNOSED =
  /\b(?:just |recently |been |was |got |has been |have been )*diagnosed with (?:early[- ]onset |young[- ]onset |vascular |frontotemporal |mild )?(?:dementia|alzheimer\w*)/g;

const NOT_ILL =
  /\b(?:feel(?:ing)? sick (?:about|with nerves|to my stomach)|sick of|sick and tired|worried sick|sick with (?:worry|nerves))\b/g;

/** What happened to them coming back: the place of an accident, flashbacks. */
export const TRAUMA =
  /\b(?:where|since|after) (?:my|the|that) (?:car |bike |motorbike |train )?(?:accident|crash|attack)\b|\bflashbacks?\b|\bptsd\b|\bfireworks? (?:\w+ ){0,2}(?:scare|scares|frighten|frightens|terrify|terrifies|trigger|triggers)\b|\b(?:scared|afraid|terrified|frightened) of (?:the )?fireworks\b|\b(?:keep|kept|been|still) having nightmares\b|\bnightmares (?:since|after|about)\b/;

/** Someone close gone from their days ("first christmas without my wife"), however they went. */
export const WITHOUT_THEM =
  /\bwithout (?:my )?(?:wife|husband|partner|mum|mom|dad|boyfriend|girlfriend|best friend)\b/;

/**
 * Distress said outright ("i cant stop crying at work", "my parents are getting divorced"): an
 * everyday reading of it is no task to tick off, and is met without hype (local.ts).
 */
export const DISTRESS = new RegExp(
  String.raw`${WITHOUT_THEM.source}|${TRAUMA.source}|\b(?:cry\w*|cried|tears|sad|sadness|upset|heartbroken|devastated|miserable|numb|hopeless|falling apart|breaking down|broke down|panic\w*|anxious|anxiety|overwhelmed|(?:can't|cant|cannot) cope|divorc\w*|scared|terrified|afraid|frightened|nowhere to (?:go|live|stay)|homeless|sleep(?:ing)? (?:in (?:my|the|a) car|rough|on the streets?)|(?:can't|cant|cannot) afford|burgled|robbed|broken into|stolen|scam\w*|went missing|gone missing|unemployed|out of work|${KICKED_OUT}|addict\w*|alcoholic|st(?:ole|eals?) from me|not my (?:biological|real|birth) (?:father|dad|mother|mum|mom|parents)|(?:i was|i'm|im) adopted|deport\w*|parents (?:are )?(?:always |constantly |keep )?(?:fighting|arguing|shouting|screaming)|(?:won't|wont|doesn't|doesnt|refuses to|stopped) (?:talk|talking|speak|speaking) to (?:him|her|me|us|them)|(?:hasn't|hasnt|has not|haven't|havent|have not) (?:spoken|talked) to (?:me|us)|disowned|cut (?:me|him|her|us) off|(?:haven't|havent|have not|not) slept|struggling with (?:my )?(?:mental health|depression|anxiety|my head)|forgot my birthday|(?:left|walked out|abandoned (?:me|us)) when i was (?:a kid|a child|little|young|a baby|\d+)|(?:haven't|havent|have not|can't|cant|cannot|couldn't|couldnt) (?:even )?(?:left|leave|get out of|gotten out of|got out of) (?:the|my) (?:house|flat|apartment|bed|room)|(?:wife|husband|partner|family|parents) (?:doesn't|doesnt|does not|don't|dont|do not) know\b|(?:needs|wants|need|want) (?:some )?space|(?:pretend|act like|acting like) (?:everything is|everything's|i'm|im|i am) (?:fine|ok|okay)|(?:today|this week|this day|yesterday) (?:was|has been) (?:awful|horrible|terrible|the worst)|carer|(?:sent|gone|went|going|been sent) to (?:prison|jail)|(?:got |gets |getting |just |been |being )?(?:out of|released from) (?:prison|jail)|in (?:prison|jail) for|st(?:ole|olen) (?:everything|all|our|my)|(?:going to|gonna|wants to|might|about to|will|is going to) leave (?:me|us)|${LOW_AFTER_BIRTH.source.slice(2, -2)}|${LOST_IN_CARE.source.slice(2, -2)}|${ABORTION.source.slice(2, -2)}|${INFERTILITY.source.slice(2, -2)})\b`,
);

/**
 * Someone gravely ill, dying or dead named beside their own moment ("my dad has stage 4 cancer ...
 * and i have my driving test friday"): the moment stays theirs, and nothing of it is hyped.
 */
export const GRAVE =
  /\b(?:cancer|chemo\w*|tumou?r|stroke|heart attack|in (?:the )?hospital|passed away|died|funeral|stage (?:3|4|iii|iv|three|four)|terminal\w*|weeks not months|(?:weeks|months|days) to live|(?:is|was) dying|hospice|palliative|end of life|intensive care|icu|life support|in a coma|critical condition)\b/;

/**
 * A home left behind and missed ("im 78 and just moved into a care home and i miss my garden"): a
 * change met without hype, whatever tone was picked.
 */
export const HOME_LEFT_BEHIND =
  /\b(?:miss(?:ing)? (?:my|our) (?:garden|home|house|flat|old (?:house|home|flat|life|friends)|country|family)|(?:moved|moving|move|going) into (?:a |the )?(?:care|nursing|retirement) home)\b/;

/**
 * Pregnant young, or not yet able to tell the people close to them ("im 16 and pregnant and havent
 * told my parents"): a change met without hype, whatever tone was picked.
 */
export const PREGNANT_UNTOLD =
  /\bpregnant\b.*\b(?:haven't|havent|have not|not|scared to|can't|cant|cannot|don't know how to|dont know how to) (?:yet )?tell|\b(?:1[2-7]|fifteen|sixteen|seventeen) and pregnant\b|\bpregnant at (?:1[2-7]|fifteen|sixteen|seventeen)\b/;

/** Therapy or counselling of one's own: met gently, whatever tone was picked. */
export const THERAPY = /\b(?:therapy|therapist|counsell?ing|counsell?or)\b/;

/** Routine care: an appointment most people have, not an illness being treated. */
export const ROUTINE_CARE =
  /\b(?:(?:first )?(?:therapy|counsell?ing) (?:session|appointment)s?|(?:start(?:ing)?|begin(?:ning)?|going to|try(?:ing)?) (?:therapy|counsell?ing)|therapist|counsell?or|check-?ups?|check ups?|dentists?|dental|hygienist|fillings?|root canal|(?:blood|smear|eye|hearing) tests?|cervical screening|mammograms?|(?:flu |covid )?(?:jab|shot|vaccin\w*|booster)s?|(?:gp|doctor's|doctors|physio) appointment)\b/;

/**
 * Whether their words are about routine care and nothing heavier: "dentist tomorrow morning",
 * "blood test on friday, scared of needles", but not "blood test for my cancer" or results back.
 */
/** Advice passed on ("my therapist says i have to start saying no"): the advice, not a visit. */
const ADVICE_GIVEN =
  /\b(?:therapist|counsell?or|doctor|gp) (?:says|said|told me|thinks|wants me to|suggested|recommends|recommended)\b/g;

function routineCare(written: string): boolean {
  const lower = written.replace(ADVICE_GIVEN, ' ');
  if (MEDICAL_RESULTS.test(lower) || !ROUTINE_CARE.test(lower)) return false;
  const rest = lower.replace(new RegExp(ROUTINE_CARE.source, 'g'), ' ');
  return KIND_WORDS.every(
    ([kind, pattern]) =>
      kind === 'self_doubt' || !pattern.test(kind === 'illness' ? rest.replace(NOT_ILL, '') : rest),
  );
}

/**
 * Money worry still being lived with (debt, rent, bills, an overdraft, arrears): something to
 * face and sort, not a loss that happened. An eviction or a bankruptcy is a setback.
 */
const MONEY_WORRY =
  /\b(?:debts?|rent|bills|overdraft|arrears|loans?|credit cards?|(?:can't|cant|cannot) afford|payments?|skint)\b/g;

/** Whether their words are a setback only for money worry: "motivation to call the bank about my overdraft". */
/**
 * Subjects that are no task to get done or errand to start: what was done to them, what happens
 * between their parents, a pregnancy after a loss, what happens at school.
 */
export const NOT_A_TASK = new RegExp(
  String.raw`^(?:what happened to you|what is happening|your parents splitting up|this pregnancy|${LOW_AFTER_BIRTH_SUBJECT}|${LOST_IN_CARE_SUBJECT}|${ABORTION_SUBJECT}|${ABORTION_AHEAD_SUBJECT}|${INFERTILITY_SUBJECT}|${PREGNANT_UNTOLD_SUBJECT}|${PREGNANCY_SHOCK_SUBJECT}|${BIRTH_FEAR_SUBJECT}|${LAUGHED_AT_SUBJECT}|your (?:girlfriend|partner|wife|fiancée)'s news$|not knowing yet if (?:you are|your \w+ is) pregnant$|how (?:his|her|their|your \w+'s) family treats you$|${NEURODIVERGENT_SUBJECT}|${WHO_THEY_ARE_SUBJECT}|caring for your \w+$|your (?:best )?\w+'s (?:wedding|graduation|christening))\b`,
);

/** Their parents splitting up, and nothing else of a kind in their words. */
function parentsSplitting(lower: string): boolean {
  const rest = lower.replace(PARENTS_SPLITTING, ' ');
  return (
    rest !== lower &&
    KIND_WORDS.every(([kind, pattern]) => kind === 'self_doubt' || !pattern.test(rest))
  );
}

function moneyWorry(lower: string): boolean {
  const rest = lower.replace(MONEY_WORRY, ' ');
  // Feeling stupid about it is theirs to say, not a kind of its own.
  return (
    rest !== lower &&
    KIND_WORDS.every(([kind, pattern]) => kind === 'self_doubt' || !pattern.test(rest))
  );
}

/** A friend gone to live somewhere else: the one left behind did not move. */
const FRIEND_MOVED =
  /\b(?:my|our) (?:best |closest |only )?(?:friends?|mates?) (?:has |have |just |is |are )?(?:moved|moving) (?:away|abroad|to|schools?|house)\b/;

/** Someone else's wedding: "my sisters wedding", "my daughter is getting married". */
const OTHERS_WEDDING =
  /\b(?:my|our) (?:best )?\w+?(?:'s|s) wedding\b|\bmy (?:sister|brother|daughter|son|mum|mom|dad|best friend|friend|cousin) (?:is|are) getting married\b/g;

/** Someone else in the house ill ("one of them is sick"): not their own body. */
const OTHERS_ILL =
  /\b(?:one of (?:them|the kids|my kids|the children|my children|the boys|the girls)|the (?:kids|baby|children)|both of them) (?:is|are|has|have|got) (?:been )?(?:sick|ill|poorly|unwell)\b/g;

/**
 * Good news that starts something new: a job, a promotion, a place at university ("i got the
 * job!!!", once met with "Dread does not measure how hard a thing is"). A change to step into,
 * congratulated first; never one hoped for or missed ("i didnt get the job", "if i get the job").
 */
const GOT_IT =
  /\b(?:i|we) (?:just |finally |actually )?got (?:the|my|a|an) (?:new |dream )?(job|offer|role|position|promotion|apprenticeship|internship|contract)\b|\b(?:i|we) (?:just |finally |actually )?got (promoted|hired)\b|\b(?:i|we) (?:just |finally )?got (?:in|into|accepted (?:into|to|at)|a place at|offered a place at) (?:(?:my|our) (first[- ]choice |dream )?)?(uni|university|college|med school|medical school|law school)\b/;
/** The same news only hoped for, waited on or missed. */
const NOT_GOT_IT =
  /\b(?:didn't|didnt|did not|never|not|if|hope|hoping|wish|want|need|waiting to (?:hear|find out) if|whether) (?:i |we )?(?:\w+ )?(?:get|got|getting)\b/;

/** Numbers said as words: "30 days sober" is spoken "thirty days sober". */
const NUMBER_WORDS = [
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
  'twenty thirty forty fifty sixty seventy eighty ninety',
].map((words) => words.split(' '));

function numberInWords(number: string): string {
  const value = Number(number);
  const [ones = [], tens = []] = NUMBER_WORDS;
  if (!Number.isInteger(value) || value < 0 || value > 99) return number;
  if (value < 20) return ones[value] ?? number;
  const ten = tens[Math.floor(value / 10) - 2] ?? '';
  return value % 10 === 0 ? ten : `${ten}-${ones[value % 10] ?? ''}`;
}

const SPELLED = String.raw`\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty|thirty|forty|fifty|sixty|ninety|a hundred|hundred`;

/**
 * Good news of their own that is done: a test passed, an engagement, a race finished, a stretch
 * sober, thanks from someone in their care, a child's first steps. Once read as the test still
 * ahead ("breathe out in the minutes before"), a habit starting or "what you are facing"; now
 * celebrated as what they did (good-news-material.ts). Each names its subject as the speech says
 * it: "passing your driving test", "your engagement", "thirty days sober".
 */
const DONE_WELL: [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /(?:^|\b(?:i|we|i've|i have|we've) (?:just |finally |actually |officially |only |somehow )*)pas+ed (?:my|the|our|all my|both my|all of my) (?:(?:driving|drivers|driver's) )?(theory test|driving test|driving exam|drivers test|test|exams?|finals|a ?levels?|gcses?|bar exam|boards|viva|dissertation|degree|practical|probation|course|(?:\w+ )?exams?)\b/,
    (match) =>
      `passing your ${/\b(?:driving|drivers|driver's)\b/.test(match[0]) && !/driving/.test(match[1] ?? '') ? 'driving ' : ''}${(
        match[1] ?? 'test'
      )
        .replace(/^drivers test$/, 'driving test')
        .replace(/^a ?levels?$/, 'A levels')
        .replace(/^gcses?$/, 'GCSEs')}`,
  ],
  [
    /\b(?:i|we) (?:just |finally |actually |officially )?got (?:my|our) (?:full |driving |drivers |driver's )*licen[cs]e\b/,
    () => 'getting your driving licence',
  ],
  [
    /\b(?:(?:i|we) (?:just |finally |actually |officially )?got engaged|(?:i'm|i am|we're|we are) (?:now |officially |finally |actually )?engaged|(?:he|she|they|my (?:boyfriend|girlfriend|partner)) (?:just )?(?:proposed|popped the question))\b/,
    () => 'your engagement',
  ],
  [
    /(?:^|\b(?:i|we) (?:just |finally |actually |officially )*)(?:finished|completed|ran|did|crossed the finish line (?:of|at)) (?:my|the|our|a|an) (first )?(marathon|half marathon|half|ultra(?:marathon)?|triathlon|ironman|5k|10k|parkrun|park run|couch to 5k|race)\b/,
    (match) =>
      `finishing your ${match[1] ?? ''}${(match[2] ?? 'race').replace(/^half$/, 'half marathon').replace(/^park run$/, 'parkrun')}`,
  ],
  [
    new RegExp(
      String.raw`\b(${SPELLED}) (days?|weeks?|months?|years?) (sober|clean|alcohol free|alcohol-free|sober from (?:alcohol|drinking))\b|\b(?:sober|clean) (?:for )?(${SPELLED}) (days?|weeks?|months?|years?)\b`,
    ),
    (match) => {
      const count = match[1] ?? match[4] ?? '';
      const span = match[2] ?? match[5] ?? 'days';
      const state = match[3] !== undefined && /clean/.test(match[3]) ? 'clean' : 'sober';
      const spoken = /^\d+$/.test(count) ? numberInWords(count) : count;
      const one = /^(?:a|one)$/.test(spoken);
      return `${spoken} ${one ? span.replace(/s$/, '') : span.replace(/(?<!s)$/, 's')} ${/clean/.test(match[0]) && match[3] === undefined ? 'clean' : state}`;
    },
  ],
  [
    /\b(?:a|my|one of my|the|an old|this) (patient|client|resident|student|pupil|customer|service user|family)s?(?:'s (?:mum|mom|dad|family|wife|husband|daughter|son))? (?:\w+ )?(?:thanked me|said thank you|wrote (?:me )?(?:a |an )?(?:thank you |lovely |sweet )?(?:card|note|letter|email)|gave me a (?:thank you )?card|came back to thank me)\b/,
    (match) =>
      `${match[0].startsWith('one of my') ? 'one of your' : 'a'} ${match[1] ?? 'patient'}${match[0].startsWith('one of my') ? 's' : ''} thanking you`,
  ],
  [
    /\b(?:my|our) (son|daughter|baby|baby boy|baby girl|little boy|little girl|little one|boy|girl|toddler|twins) (?:just |finally |actually )?(?:took|did|made|walked) (?:his|her|their|its) (?:very )?first (steps?|words?)\b|\b(?:my|our) (son|daughter|baby|baby boy|baby girl|little boy|little girl|little one|boy|girl|toddler) (?:just |finally )?said (?:his|her|their) (?:very )?first (words?)\b/,
    (match) =>
      `your ${match[1] ?? match[3] ?? 'baby'}'s first ${(match[2] ?? match[4] ?? 'steps').replace(/^step$/, 'steps').replace(/^words$/, 'word')}`,
  ],
  [/\b(?:i|we) (?:just |finally |officially )?graduated\b/, () => 'your graduation'],
];

/**
 * Words before good news that make it unsure or not theirs yet: "if i passed", "i think i passed",
 * "after 200 days sober".
 */
const NOT_YET_DONE =
  /\b(?:if|whether|hope|hoping|hopefully|wish|think|thought|pretend|pretending|dream\w*|imagine|after|before|lost|broke|ruined|until|want|wanted|need|trying|to)(?: \w+)? $/;

/**
 * The rest of their words turn the good news ("we got engaged but his family hates me", "sober 30
 * days and struggling", "i passed my exam but my mum is in hospital", "i passed my exams and now i
 * have no idea what to do with my life"): it is not met as a celebration.
 */
const TURNED =
  /\b(?:but|except|although|though|however|struggl\w*|hates?|hating|relaps\w*|slipped|craving\w*|tempted|failed|fail|again|said no|turned (?:him|her|them) down|(?:don'?t|do not) know (?:how|what) (?:i|to) (?:feel|think|say)|not sure|unsure|mixed feelings|no idea what|(?:don'?t|do not|dont) know what (?:to do|i want|comes next|happens now)|move away|moving away|away from (?:everyone|all my|my friends|my family))\b/;

/**
 * Words that undo the news itself rather than set a trouble beside it: a proposal turned down or
 * met unsure, a stretch sober that is a struggle (the recovery kept up day by day). Those keep the
 * reading they had before good news was read; nothing is said of the news.
 */
const NEWS_UNDONE =
  /\b(?:said no|turned (?:him|her|them) down|(?:don'?t|do not) know how (?:i|to) (?:feel|think)|not sure|unsure|mixed feelings|relaps\w*|slipped|craving\w*|tempted|failed|fail|again)\b/;

/** Good news of their own that is done (DONE_WELL), with the words after it. */
function doneWell(lower: string): { subject: string; rest: string } | null {
  for (const [pattern, subject] of DONE_WELL) {
    const match = pattern.exec(lower);
    if (match === null || NOT_YET_DONE.test(lower.slice(0, match.index))) continue;
    return { subject: subject(match), rest: lower.replace(match[0], ' ') };
  }
  return null;
}

/** The road to the news, not a trouble now: "after failing it twice", "on my third attempt". */
const ROAD_TO_IT =
  /\b(?:after|on (?:my|the)|at the) (?:\w+ ){0,3}(?:fail\w*|attempts?|tries|goes|times|years?|months?|weeks?)\b/g;

/** Whether the rest of their words carry a trouble besides the good news. */
function troubled(words: string): boolean {
  const rest = words.replace(ROAD_TO_IT, ' ');
  const feeling = readFeeling(rest);
  return (
    TURNED.test(rest) ||
    DISTRESS.test(rest) ||
    jobSearching(rest) ||
    directionLost(rest) ||
    (feeling !== null && feeling.kind !== 'excitement') ||
    KIND_WORDS.some(
      ([kind, pattern]) =>
        (kind === 'grief' || kind === 'illness' || kind === 'setback') && pattern.test(rest),
    )
  );
}

/** What good news got is called: "your new job", "your promotion", "your place at university". */
function gotItSubject(match: RegExpExecArray): string {
  const what = match[1] ?? match[2];
  const place = match[4];
  if (place !== undefined) {
    const where = place.replace(/^uni$/, 'university').replace(/^med school$/, 'medical school');
    return match[3] === undefined
      ? `your place at ${where}`
      : `your place at your ${match[3].trim().replace(' ', '-')} ${where}`;
  }
  if (what === undefined) return 'your new start';
  if (what === 'promotion' || what === 'promoted') return 'your promotion';
  if (what === 'hired' || what === 'offer') return 'your new job';
  return `your new ${what}`;
}

/** Good news of their own, got or done, with the words after it; whatever else they wrote. */
function goodNewsFound(lower: string): { subject: string; rest: string; got: boolean } | null {
  const match = GOT_IT.exec(lower);
  if (match !== null && !NOT_GOT_IT.test(lower)) {
    return { subject: gotItSubject(match), rest: lower.replace(match[0], ' '), got: true };
  }
  const done = doneWell(lower);
  return done === null ? null : { ...done, got: false };
}

/**
 * The subject of good news with no trouble beside it: "your new job", "your promotion", "your
 * place at university", and the good news done (DONE_WELL): "passing your driving test", "your
 * engagement".
 */
function goodNewsSubject(lower: string): string | null {
  const news = goodNewsFound(lower);
  if (news === null) return null;
  // A job or a place got is still good news with only a feeling beside it ("i got into medical
  // school!!! but im terrified"): a change to step into, congratulated.
  if (news.got) return goodNewsBeside(lower) === null ? news.subject : null;
  return troubled(news.rest) ? null : news.subject;
}

/**
 * Good news beside a trouble ("i passed my exam but my mum is in hospital", "we got engaged but
 * his family hates me", "i got the job but i have to move away from everyone i know"): a party
 * would talk over the trouble and the trouble alone would leave the news unsaid, so the trouble is
 * read from the rest of their words and the news is said beside it. Not news undone by the rest
 * (`NEWS_UNDONE`: a proposal turned down, a stretch sober and struggling).
 */
function goodNewsBeside(lower: string): { subject: string; rest: string } | null {
  const news = goodNewsFound(lower);
  if (news === null || !troubled(news.rest) || NEWS_UNDONE.test(news.rest)) return null;
  // A trouble of its own, named: not only a feeling about the news ("but im terrified").
  const named =
    KIND_WORDS.some(([, pattern]) => pattern.test(news.rest)) ||
    jobSearching(news.rest) ||
    directionLost(news.rest) ||
    SPECIAL_SUBJECTS.some(([pattern]) => pattern.test(news.rest));
  if (!named) return null;
  // A stretch sober beside a hard time is the recovery kept up day by day, read as it was.
  return /\b(?:sober|clean)$/.test(news.subject) ? null : news;
}

/**
 * Left out of someone else's occasion ("i was the only one not invited to the wedding"): loneliness,
 * never the occasion as theirs ("your wedding").
 */
const NOT_INVITED =
  /\b(?:not|wasn't|wasnt|was not|weren't|never|didn't get|didnt get) (?:been |even |get )?invited\b|\bleft out of (?:the|her|his|their|my \w+'s) \w+/;

export function readKind(lower: string): SituationKind {
  // Money worry is a call to make or a weight to put down, not a blow to heal from; beside a job
  // search, it is the search's (its material names it).
  if (moneyWorry(lower) && !jobSearching(lower) && !directionLost(lower)) return 'everyday';
  // A dental appointment or a blood test is an everyday hard thing, not an illness's treatment.
  if (routineCare(lower)) return 'everyday';
  if (parentsSplitting(lower)) return 'everyday';
  if (NOT_INVITED.test(lower)) return 'everyday';
  // A relapse feared is the recovery kept up day by day, not a setback, a move or a wedding.
  if (FEARED_RELAPSE.test(lower)) return 'habit';
  // A job got, a promotion, a place at university, a test passed, an engagement: good news to
  // enjoy, read as a change in their life, not dread, a test ahead or a habit starting.
  if (goodNewsSubject(lower) !== null) return 'change';
  // A friend who moved away: their loneliness, not a move of their own.
  if (FRIEND_MOVED.test(lower)) return 'everyday';
  // An eviction with nowhere to go is somewhere to find tonight, not a knock to recover from.
  if (NOWHERE_TO_STAY.test(lower)) return 'everyday';
  // Panic attacks, or the place of an accident passed every day, are distress to be met gently,
  // not a habit to build ("every morning before work").
  if (/\bpanic attacks?\b/.test(lower) || TRAUMA.test(lower)) return 'everyday';
  // Hurt by someone, or pregnant again after a loss: lines of their own, none of a move or a loss.
  if (ASSAULTED.test(lower) || PREGNANT_AFTER_LOSS.test(lower) || LOW_AFTER_BIRTH.test(lower)) {
    return 'everyday';
  }
  // A patient lost at work, an abortion, an autism or ADHD diagnosis of their own: none of them a
  // family's bereavement or an illness to recover from; lines of their own (everyday-material.ts).
  if (SPECIAL_SUBJECTS.some(([said]) => said.test(lower))) return 'everyday';
  // A job search still going on is a setback of its own ("your job search"), not an interview
  // named only as missing ("not one interview"), nor a doubt; a loss or an illness beside it
  // keeps its own kind.
  if (
    jobSearching(lower) &&
    !kindWords('grief').test(lower.replace(NOT_DEAD, ' ')) &&
    !kindWords('illness').test(lower.replace(NOT_ILL, ''))
  ) {
    return 'setback';
  }
  // Not knowing what comes next ("no idea what to do with my life", "finished uni and dont know
  // what to do next") is a change of its own, not a doubt, the uni or the job quit; a loss or an
  // illness beside it keeps its own kind.
  if (
    directionLost(lower) &&
    !kindWords('grief').test(lower.replace(NOT_DEAD, ' ')) &&
    !kindWords('illness').test(lower.replace(NOT_ILL, ''))
  ) {
    return 'change';
  }
  const matches = KIND_WORDS.filter(([kind, pattern]) =>
    pattern.test(
      kind === 'illness'
        ? lower.replace(NOT_ILL, '').replace(OTHERS_ILL, ' ')
        : kind === 'grief'
          ? lower.replace(NOT_DEAD, ' ').replace(DEMENTIA_DIAGNOSED, ' diagnosed ')
          : // Someone else's wedding is no change of their own: a day to get through, or a toast.
            kind === 'change'
            ? lower.replace(OTHERS_WEDDING, ' ')
            : // A relapse feared is no setback yet: the recovery they keep is what it is about.
              kind === 'setback'
              ? lower.replace(FEARED_RELAPSE, ' ')
              : lower,
    ),
  ).map(([kind]) => kind);
  // Nothing names the kind: an everyday hard thing ("motivation to phone the landlord", "just need
  // to survive this week"), not a habit's repetitions; worn out or low with nothing to do named
  // ("im so tired of everything lately"), self-doubt's reassurance.
  // Someone they miss, unnamed ("i keep thinking about her"), is a loss, not an errand.
  const first =
    matches[0] ?? (MISSING.test(lower) ? 'grief' : wornOut(lower) ? 'self_doubt' : 'everyday');
  // A result waited for is not a performance still to give: a medical one is an illness's waiting,
  // an exam's is about what they are worth whatever it says.
  if (MEDICAL_RESULTS.test(lower) && first !== 'grief') return 'illness';
  if (EXAM_RESULTS.test(lower) && (first === 'performance' || matches.length === 0)) {
    return 'self_doubt';
  }
  // Laughed at "every day" is bullying, not a habit; called names since moving school, not a move.
  if (BULLIED.test(lower) && (first === 'habit' || first === 'change')) return 'everyday';
  // "I failed it twice already" about a test next week: the test ahead is what the speech is for.
  if (first === 'setback' && matches.includes('performance') && AHEAD_TIME.test(lower)) {
    return 'performance';
  }
  // "i moved here for work and weekends are the worst, nobody to see": loneliness after a move long
  // made is an everyday hard thing, not a change still under way.
  if (
    first === 'change' &&
    matches.length === 1 &&
    LONELY.test(lower) &&
    !KIND_WORDS.some(
      ([kind, pattern]) => kind === 'change' && pattern.test(lower.replace(/\bmoved\b/g, '')),
    )
  ) {
    return 'everyday';
  }
  // "start running again after having my baby": a baby already born marks when, and the habit is
  // what the speech is for.
  if (
    first === 'change' &&
    matches.includes('habit') &&
    !KIND_WORDS.some(
      ([kind, pattern]) => kind === 'change' && pattern.test(lower.replace(AFTER_A_BIRTH, '')),
    )
  ) {
    return 'habit';
  }
  // Telling one's boss about a pregnancy, or one's parents about a move, is the telling ahead.
  if (TELLING.test(lower) && (first === 'change' || first === 'everyday')) return 'performance';
  // Letting staff go, or breaking a divorce to the children, is the hard conversation ahead; a
  // death or an illness told keeps its own kind (the one telling grieves or fears too).
  // A knock of their own besides ("my business is failing and i have to let staff go") stays one.
  if (
    bringsHardNews(lower) &&
    (first === 'change' ||
      first === 'everyday' ||
      (first === 'setback' &&
        !kindWords('setback').test(
          lower.replace(LETTING_GO, ' ').replace(new RegExp(PAINFUL_NEWS.source, 'g'), ' '),
        )))
  ) {
    return 'performance';
  }
  // A wedding toast is a performance; a wedding of one's own is a change.
  if (first === 'setback' && /\b(?:moving|fresh start)\b/.test(lower)) return 'change';
  if (
    first === 'change' &&
    (matches.includes('performance') || /\bbest man|maid of honou?r\b/.test(lower)) &&
    /\b(?:speech|toast|best man|maid of honou?r|public speaking)\b/.test(lower)
  ) {
    return 'performance';
  }
  return first;
}

/** The words of one kind of situation. */
function kindWords(kind: SituationKind): RegExp {
  return KIND_WORDS.find(([each]) => each === kind)?.[1] ?? /$^/;
}

/** A birth given as the time of something else: "after having my baby", "since the baby came". */
const AFTER_A_BIRTH =
  /\b(?:after|since) (?:having|giving birth to|the birth of|i had) (?:my|our|the|a) (?:baby|son|daughter|twins|kids?|children)\b|\b(?:after|since) (?:my|our|the) (?:baby|son|daughter|twins) (?:came|arrived|was born)\b|\b(?:postpartum|post-?natal)\b/g;

/**
 * Someone they miss, named only "her" or "him" ("i keep thinking about her", "i miss him so
 * much"): a death or a break-up, they did not say which, so no death is presumed (`bereaved`).
 */
const MISSING =
  /\b(?:(?:keep|kept|keeps|can't stop|cannot stop|always|still|been) thinking (?:about|of) (her|him)|(?:i|still|really) miss(?:ing)? (her|him)|(?:she's|he's|she is|he is) all i (?:can )?think about)\b/;

/** "missing her" for someone they miss, unnamed; null when their words name no one missed. */
function missedOne(lower: string): string | null {
  const match = MISSING.exec(lower);
  if (match === null) return null;
  const who = match[1] ?? match[2] ?? (/\bshe\b/.test(match[0]) ? 'her' : 'him');
  return `missing ${who}`;
}

/** Being on their own: nobody to see, nobody to talk to, no friends where they are. */
const LONELY =
  /\b(?:lonely|loneliness|nobody to (?:see|talk to|sit with)|no one to (?:see|talk to|sit with)|(?:don't|do not) know anyone|no friends|on my own|by myself|alone)\b/;

/** Worn out, low or doubting, in their own words about themselves. */
const WORN_OUT = new RegExp(
  [
    // "im so tired", "i feel drained all the time"; not "tired of living paycheck to paycheck".
    String.raw`\b(?:i'm|i am|i feel|i'm feeling|feeling|i've been|i've been feeling|always|constantly) (?:(?:so|really|very|completely|totally|just|always|constantly|kind of|a bit|dead|bone) )*(?:tired|exhausted|drained|worn out|burnt out|burned out|empty|numb|useless|hopeless|defeated|unmotivated|rubbish)\b(?! of (?!everything|it all|life|myself|being))`,
    // Stuck, lost or low as felt, not "stuck on the sofa".
    String.raw`\b(?:i feel|i'm feeling|feeling|i've been feeling) (?:(?:so|really|very|completely|totally|just|a bit|kind of) )*(?:stuck|lost|low|down|like a zombie|like a mess|like rubbish)\b`,
    String.raw`\btired of (?:everything|it all|life|myself)\b|\bno energy\b|\b(?:can't|cannot) be bothered\b|\bwhat's the point\b|\brunning on empty\b`,
  ].join('|'),
);

/**
 * Words that name no kind of situation are self-doubt's when they say they are worn out or low
 * and ask for nothing ("im so tired of everything lately"); with a push asked for or a thing to do
 * ("im exhausted, motivation to phone the landlord") they are an everyday hard thing.
 */
function wornOut(lower: string): boolean {
  return WORN_OUT.test(lower) && !ASKS.test(lower) && !WANTS_TO_DO.test(lower);
}

/** A push asked for. */
const ASKS =
  /\b(?:motivation|motivate|help me|courage|strength|energy|guts|push|nerve|boost|pep talk)\b/;

/** "i want to", "i need to", "i have to": a thing to do named. */
const WANTS_TO_DO =
  /\b(?:want|wanna|need|have|got|gotta|trying|going) to (?!(?:feel|be|stop feeling)\b)\w+/;

/** Training a pet or a child to do something is not a workout. */
const NOT_EXERCISE =
  /\b(?:train(?:ing)?|potty|toilet|crate) (?:train(?:ing)? )?(?:my |our |the |a )?(?:new )?(?:puppy|pup|dog|kitten|cat|horse|toddler|kids?|son|daughter)\b|\b(?:puppy|dog|toddler) training\b/g;

/**
 * Sleep lost to worry about something else ("cant sleep before my driving test") is no habit of
 * health to build: the speech is about the test.
 */
const SLEEP_LOST =
  /\b(?:can'?t|cannot|couldn'?t|could not|can not|not|barely|hardly|never) (?:get (?:to )?)?sleep(?:ing)?\b|\b(?:lost|losing|no) sleep\b|\bsleepless\b/g;

/** A talk or a concert they go to hear is not one they give. */
const ATTENDED =
  /\b(?:go|going|goes|went|get|getting) to (?:a |the |this |that |my )?(?:\w+ )?(?:talk|concert|conference|recital|demo)\b/g;

function readTopic(lower: string): Topic {
  if (bringsHardNews(lower)) return 'hard-news';
  // Bullied at school is not an exam to sit, nor a class to pass.
  if (BULLIED.test(lower)) return 'personal';
  // The exam is sat: no first question to picture, no revision steps; a doctor's test is health.
  if (MEDICAL_RESULTS.test(lower) || routineCare(lower)) return 'health';
  if (EXAM_RESULTS.test(lower)) return 'personal';
  const found = TOPIC_WORDS.find(([topic, pattern]) =>
    pattern.test(
      topic === 'fitness'
        ? lower.replace(NOT_EXERCISE, '')
        : topic === 'presentation'
          ? lower.replace(ATTENDED, '')
          : topic === 'health'
            ? lower.replace(SLEEP_LOST, '')
            : lower,
    ),
  );
  return found?.[0] ?? 'personal';
}

const TIME_PATTERN = new RegExp(
  String.raw`\b(last (?:${WEEKDAY_NAMES.join('|')})|tomorrow(?: morning| afternoon| evening| night)?|tonight|this weekend|next (?:week|weekend|month|year|${WEEKDAY_NAMES.join('|')})|in (?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?)|(?:on |this )?(?:${WEEKDAY_NAMES.join('|')})(?: morning| afternoon| evening| night)?|yesterday|last (?:night|week|month|year|${WEEKDAY_NAMES.join('|')})|this morning)\b`,
);

interface Moment {
  text: string;
  ahead: boolean;
  /** The words as they wrote them: "on thursday", "next month". */
  found: string;
}

/**
 * Whether the time belongs to the event: written in the same clause ("my interview is on friday"),
 * not after another ("my migraines are back and i have a neurologist appointment next month" is
 * not "your migraines next month").
 */
function sameClause(lower: string, event: string, time: string): boolean {
  const head = event.split(' ').at(-1) ?? '';
  const at = lower.search(new RegExp(`\\b${head}`));
  const when = lower.indexOf(time);
  if (at < 0 || when < 0) return true;
  const between =
    at < when ? lower.slice(at + head.length, when) : lower.slice(when + time.length, at);
  return !/[.,;!?]|\b(?:and|but|so|because|then|while|although)\b/.test(between);
}

/** How long something has not happened ("i havent left the house in 3 weeks"): no time ahead. */
const NOT_SINCE =
  /\b(?:haven'?t|havent|have not|hasn'?t|hasnt|has not|hadn'?t|hadnt|had not|not been|first time)\b(?:\s+[\w']+){0,4}?\s+in (?:a|one|two|three|four|five|six|\d+) (?:days?|weeks?|months?|years?)\b/g;

function readMoment(lower: string, weekday: number | null): Moment | null {
  const found = TIME_PATTERN.exec(lower.replace(NOT_SINCE, ' '))?.[1];
  if (found === undefined) return null;
  const ahead = !/^(?:yesterday|last|this morning)/.test(found);
  const day = WEEKDAY_NAMES.findIndex((name) => found.includes(name));
  if (day < 0) return { text: found, ahead, found };
  if (day === weekday && !/^(?:next|last)\b/.test(found)) return { text: 'today', ahead, found };
  const named = WEEKDAY_NAMES.some((name) => found.startsWith(name)) ? `on ${found}` : found;
  return {
    text: named.replace(WEEKDAY_NAMES[day] ?? '', capitalise(WEEKDAY_NAMES[day] ?? '')),
    ahead,
    found,
  };
}

/** The noun phrase around the first event noun, in the second person, at most a few words. */
const EVENT_FILLER = new Set(
  'a an the this that some another big so really first every all his her their'.split(' '),
);

function readEvent(written: string, kind: SituationKind): string | null {
  // Read before a birth is taken as the time of something else: "postnatal" is part of it.
  if (LOW_AFTER_BIRTH.test(written)) return LOW_AFTER_BIRTH_SUBJECT;
  // Not knowing what comes next: the question, never "your uni" or "your job" they left.
  if (kind === 'change' && directionLost(written)) return DIRECTION_SUBJECT;
  const goodNews = kind === 'change' ? goodNewsSubject(written) : null;
  if (goodNews !== null) return goodNews;
  // Left out of someone else's wedding or party: never "your wedding"; the loneliness is the subject.
  if (NOT_INVITED.test(written)) return null;
  for (const [said, subject] of SPECIAL_SUBJECTS) {
    const match = said.exec(written);
    if (match !== null) return typeof subject === 'string' ? subject : subject(match);
  }
  // "after having my baby" says when; the event is what they want to do.
  const lower = kind === 'change' ? written : written.replace(AFTER_A_BIRTH, ' ');
  if (kind === 'grief') {
    const rite = /\b(funeral|eulogy|memorial|anniversary)\b/.exec(lower)?.[1];
    return rite === undefined ? null : `the ${rite}`;
  }
  // No job found yet ("i graduated last week and i cant find a job", "100 applications and not one
  // interview"): the search, not "your job" or "your not one interview".
  if (kind === 'setback' && jobSearching(lower)) return JOB_SEARCH_SUBJECT;
  if (kind === 'setback' || (kind === 'everyday' && moneyWorry(lower))) {
    for (const [pattern, shape] of SETBACK_PHRASES) {
      const match = pattern.exec(lower);
      const phrase = match === null ? '' : shape(match);
      if (phrase !== '' && !/\bit$/.test(phrase)) return secondPerson(phrase);
    }
  }
  for (const [pattern, shape] of EVENT_PHRASES) {
    const match = pattern.exec(lower);
    if (match !== null) return shape(match);
  }
  const key = EVENT_NOUNS.find((noun) => new RegExp(`\\b${noun}\\b`).test(lower));
  if (key === undefined) return gerundPhrase(lower);
  const keyWords = key.split(' ');
  const phrase: string | undefined = nlp(lower)
    .nouns()
    .out('array')
    .map((noun: string) => noun.replace(/[.,!?]+$/, ''))
    .flatMap((noun: string) => noun.split(/\s+(?:and|or)\s+/))
    .find((noun: string) => new RegExp(`\\b${key}\\b`).test(noun));
  // Small words go, except those of the key itself: "first day" keeps its "first".
  const words = (phrase ?? key)
    .replace(TIME_PATTERN, '')
    .split(/\s+/)
    .filter((word) => word !== '' && (keyWords.includes(word) || !EVENT_FILLER.has(word)));
  const head = words.findIndex(
    (word, index) => words.slice(index, index + keyWords.length).join(' ') === key,
  );
  const keyEnd = head < 0 ? words.length : head + keyWords.length;
  // "my scan results come back tomorrow": the results come tomorrow, not the scan.
  const end = /^results?$/.test(words[keyEnd] ?? '') ? keyEnd + 1 : keyEnd;
  const kept = words.slice(Math.max(0, end - EVENT_MAX_WORDS), end);
  const core = secondPerson(kept.join(' ')).replace(/^your\s+/, '');
  return core === '' ? null : `your ${core}`;
}

/**
 * What they want to do, as an activity: "i want to learn guitar" is "learning guitar" (it was "what
 * you are facing"), "i want to be a better person" is "being a better person".
 */
function wishedActivity(statements: readonly Statement[]): string | null {
  const wish = /^you (?:really )?(?:want|wanna|would like|'d like) to (\w+)\b(.*)$/;
  const match = statements.map((statement) => wish.exec(statement.text)).find(Boolean);
  if (!match) return null;
  const [, verb = '', rest = ''] = match;
  // "stop hitting snooze" is "giving up hitting snooze", not "stopping hitting snooze".
  const gerund =
    /^(?:stop|quit)$/.test(verb) && /^ \w+ing\b/.test(rest) ? 'giving up' : taggedGerund(verb);
  if (typeof gerund !== 'string' || !/^\w+ing(?: up)?$/.test(gerund)) return null;
  const words = [
    gerund,
    ...rest
      .replace(TIME_PATTERN, '')
      .split(/\s+/)
      .filter((word) => word !== ''),
  ];
  return activityName(words)?.replace(/[.,!?]+$/, '') ?? null;
}

/**
 * What they ask help for, as an activity: "motivation to phone the landlord" is "phoning the
 * landlord", "help me stay strong through probate" is "staying strong through probate", "motivation
 * for my first winter in norway" is "your first winter in Norway". Null where it names nothing
 * ("help me stick with it").
 */
const ASKED_FOR =
  /\b(?:motivation|motivate me|help me|(?:the )?(?:courage|strength|energy|guts|push|nerve|will)(?= to\b))(?: to| for)? (?:finally |actually |just |really )?([a-z']+)((?: [a-z0-9']+)*)/;

function askedActivity(lower: string): string | null {
  const match = ASKED_FOR.exec(lower.replace(/[.,!?;:]/g, ' $&'));
  if (!match) return null;
  const [whole, head = '', rest = ''] = match;
  const words = secondPerson(`${head}${rest}`.replace(TIME_PATTERN, ''))
    .split(/\s+/)
    .filter((word) => word !== '');
  const first = words[0] ?? '';
  // "motivation for my first winter" asks for a thing, "motivation to reply ... for a week" an act.
  const asVerb = /^\S+(?: me)? for\b/.test(whole)
    ? undefined
    : (taggedGerund(first) ?? plainGerund(first));
  const named =
    typeof asVerb === 'string' && /^\w+ing$/.test(asVerb)
      ? activityName([asVerb, ...words.slice(1)])
      : /^your\b/.test(words.join(' '))
        ? activityName(words)
        : null;
  if (named === null || /\b(?:it|this|that|them|everything|anything|something)$/.test(named)) {
    return null;
  }
  return named;
}

/** The -ing form of a verb as the tagger conjugates it ("learn" is "learning"). */
function taggedGerund(verb: string): string | undefined {
  return (nlp(verb).verbs().conjugate()[0] as { Gerund?: string } | undefined)?.Gerund;
}

/**
 * The -ing form of a verb the tagger does not conjugate ("clean my room" is "cleaning your room"):
 * only plain words that end as English verbs do, never a pronoun or a small word.
 */
function plainGerund(word: string): string | undefined {
  if (!/^[a-z]{4,}$/.test(word) || /(?:ing|ly|y)$/.test(word)) return undefined;
  return word.endsWith('e') && !word.endsWith('ee') ? `${word.slice(0, -1)}ing` : `${word}ing`;
}

/** A subject left at the end of a cut activity: "... you've", "... you're". */
const OPEN_SUBJECT = /\s+(?:you|you've|you're|you'd|you'll|i've|i'm|i'd)$/;

/** Where an activity's name ends and its circumstances begin. */
const GERUND_CUT = new Set(
  'with during day every each in at after before this next for because from by a an three two'.split(
    ' ',
  ),
);

/** "trying to quit smoking ..." → "trying to quit smoking": an activity named by its verb. */
function gerundPhrase(lower: string): string | null {
  const first = lower.split(CLAUSE_SPLIT)[0]?.replace(LEADING_FILLER, '') ?? '';
  if (!/^\w+ing\b/.test(first) || nlp(first).terms().first().has('#Noun')) return null;
  const words = secondPerson(first.replace(TIME_PATTERN, ''))
    .split(' ')
    .filter((word) => word !== '');
  return activityName(words);
}

/** An activity's words up to where its circumstances begin ("trying to quit smoking"), or null under two words. */
function activityName(words: readonly string[]): string | null {
  const cut = words.findIndex((word, index) => index >= 2 && GERUND_CUT.has(word));
  let text = words.slice(0, Math.min(cut < 0 ? words.length : cut, EVENT_MAX_WORDS + 2)).join(' ');
  // "replying to all these emails you've" (been ignoring): the start of what was cut.
  while (DANGLING.test(text) || OPEN_SUBJECT.test(text)) {
    text = text.replace(DANGLING, '').replace(OPEN_SUBJECT, '');
  }
  return text.split(' ').length >= 2 ? text : null;
}

/** "i have no degree": the event is not having one, never "your degree". */
function lacking(lower: string, event: string | null): string | null {
  const head = event?.split(' ').at(-1);
  if (head === undefined) return null;
  const missing = new RegExp(
    `\\b(?:have no|haven't got an?|don't have an?|do not have an?|without an?)\\s+(?:\\w+\\s+)?${head}\\b`,
  ).test(lower);
  return missing ? `not having ${/^[aeiou]/.test(head) ? 'an' : 'a'} ${head}` : null;
}

/** Where their words say a death happened: who died is named just before it ("my mum died"). */
const DEATH_WORD =
  /\b(?:died|dead|death|passed|funeral|suicide|put (?:\w+ )?down|put to sleep|has dementia|had dementia|alzheimer\w*|is dying|was dying|in hospice)\b/;

/**
 * Who they lost: the one named nearest before the words of the death ("my dad told me my grandma
 * died" is the grandma); a miscarriage is the baby, never the partner who had it.
 */
function readLost(lower: string): string | null {
  if (
    /\b(?:miscarriage|miscarried|stillb\w+|lost (?:the|our|my) baby(?! (?:brother|sister|cousin|niece|nephew)))\b/.test(
      lower,
    )
  )
    return 'your baby';
  // The one the death is said of, with or without "my": "my sister wont speak to me since mum died"
  // is the loss of their mum, not of their sister.
  const died = DIED_ONE.exec(lower)?.[1];
  if (died !== undefined) return `your ${died}`;
  const named = [...lower.matchAll(new RegExp(LOST_ONE.source, 'g'))];
  const death = DEATH_WORD.exec(lower)?.index;
  const before = death === undefined ? [] : named.filter((match) => match.index < death);
  const match = before.at(-1) ?? named[0];
  return match?.[1] === undefined ? null : `your ${match[1]}`;
}

/** Someone named right before the words of their death: "since mum died", "my dad passed away". */
const DIED_ONE =
  /(?:^|\b(?:my|our|since|after|when|because|and|but|cause|cuz) )(?:late |baby |little |big |older |younger |twin |best )?(mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandmother|grandpa|grandad|grandfather|brother|sister|husband|wife|partner|son|daughter|friend|uncle|aunt|auntie|cousin)(?:'s)? (?:just |suddenly |finally )?(?:died|passed away|passed|was killed|got killed|is dead)\b/;

/** "i got my driving test on thursday" is one they have coming, not one they were given: "you have". */
function hasComing(text: string): string {
  return text.replace(
    /^you(?: have)? got your ((?:\w+ ){0,3}?\w+) ((?:on|this|next) \w+|tomorrow|tonight)\b/i,
    'you have your $1 $2',
  );
}

/** Their statements about themselves, each turned to "you", verbs conjugated, short. */
function readStatements(lower: string, original: string): Statement[] {
  const statements: Statement[] = [];
  let wanting: string | null = null;
  // Whether the clause before was someone else's doing ("my manager called me in"): an "and said
  // ..." after it is theirs too, never "you said".
  let othersDoing = false;
  for (const piece of lower.split(CLAUSE_SPLIT).flatMap((part) => part.split(RUN_ON))) {
    let clause = piece.trim().replace(LEADING_FILLER, '').replace(CLAUSE_LEAD, '');
    clause = clause.replace(LEADING_FILLER, '');
    const theirsToo: boolean =
      othersDoing &&
      /^(?:and|then)\s/.test(piece.trim()) &&
      nlp(clause).terms().first().has('#Verb');
    othersDoing = theirsToo || SOMEONE_ELSE_START.test(clause);
    if (theirsToo) continue;
    // "i want to wake up at 6 and stop hitting snooze": the second verb is wanted too, not done.
    if (wanting !== null && /^(?:and|or)\s/.test(piece.trim()) && startsWithVerb(clause)) {
      clause = `${wanting} ${clause}`;
    }
    clause = withImpliedSubject(clause);
    wanting = WANTING.exec(clause)?.[0] ?? null;
    if (!FIRST_PERSON_START.test(clause)) continue;
    // "im so dead" (worn out, in trouble) said back would be "you're so dead".
    if (SO_DEAD.test(clause)) continue;
    const statement = ownWords(shortened(secondPerson(withoutNo(clause))), original);
    if (statement === null || NOT_ABOUT_THEM.test(statement)) continue;
    // "i'm 52" alone, said back, is a recital ("I hear that you're 52."), not something they told.
    if (/^you(?:'re| are) (?:\d+|\w+ years old)$/.test(statement)) continue;
    // A question cut before its end ("you have no idea what comes" next) says nothing whole.
    if (
      /\b(?:what|which|where) (?:comes|career|job|path|subject|course|degree|direction|now)$|\bwhats$/.test(
        statement,
      )
    ) {
      continue;
    }
    const tagged = nlp(statement);
    if (!tagged.has('#Verb') || tagged.has('to #PastTense')) continue;
    const kind = statementKind(statement);
    const text = properNouns(kind === 'doubt' ? asFelt(statement) : statement);
    statements.push({ text: hasComing(text), kind });
    if (statements.length === MAX_STATEMENTS) break;
  }
  return statements;
}

/** A clause whose subject is someone else: "my manager called me in", "she said". */
const SOMEONE_ELSE_START =
  /^(?:(?:my|our|his|her|their|the) (?:\w+ )?(?:manager|boss|teacher|doctor|mum|mom|dad|mother|father|partner|husband|wife|boyfriend|girlfriend|friend|sister|brother|son|daughter|landlord|ex|coach|colleague|team|company|school|gp|consultant|grandad|granddad|grandpa|grandfather|grandma|grandmother|nan|nana|gran|granny|uncle|aunt|auntie|cousin|kid|kids|child|children|baby|dog|cat)|he|she|they|someone|everyone|nobody|no one)\b/;

/** A clause that says what they want to do: "i want to", "i'm trying to", "i need to". */
const WANTING =
  /^i(?:'m| am)? (?:really |just |still )?(?:want|need|would like|'d like|wish|hope|trying|plan|planning|going|have) to\b/;

function startsWithVerb(clause: string): boolean {
  if (FIRST_PERSON_START.test(clause)) return false;
  const first = nlp(clause).terms().first();
  return first.has('#Verb') && !first.has('(#Gerund|#Copula|#Modal|#PastTense)');
}

/** A doubt already said as a thought or a feeling: "you feel like a fraud", "you keep thinking". */
const FELT =
  /^you (?:(?:really |just |still |sometimes |always )?(?:feel|felt|think|thought|keep|worry|worried|wonder|doubt|struggle|believe|fear|can't stop|don't think|don't feel|don't believe)|(?:are|'re|am) (?:scared|afraid|worried|terrified|not sure))\b/;

/**
 * "i dont belong" said back bare would be the speech agreeing with the doubt ("you don't belong"):
 * said as theirs, it is "you feel you don't belong".
 */
function asFelt(statement: string): string {
  return FELT.test(statement) || !/^you\b/.test(statement) ? statement : `you feel ${statement}`;
}

/** Dictation and quick notes drop the "I": "failed my exam" → "i failed my exam". */
function withImpliedSubject(clause: string): string {
  if (FIRST_PERSON_START.test(clause) || !/^[a-z]+\b/.test(clause)) return clause;
  // "always feel stupid in school": an adverb ahead of the verb they dropped the "i" from.
  if (
    /^(?:always|never|still|just|really|sometimes|often|constantly|usually|honestly) [a-z]+/.test(
      clause,
    )
  ) {
    const verb = nlp(clause).terms().eq(1);
    if (verb.has('#Verb') && !verb.has('(#Gerund|#Copula)')) return `i ${clause}`;
  }
  // "torn between two offers": a state, like "stuck", not something they tore.
  if (/^torn\b/.test(clause)) return `i'm ${clause}`;
  // "been unemployed for a year", "been job hunting for months": the "i've" they dropped.
  if (/^been [a-z]+/.test(clause)) return `i've ${clause}`;
  const first = nlp(clause).terms().first();
  // "told i have cancer" was done to them; "told him" is something they did.
  if (
    /^(?:diagnosed|given|offered|asked|rejected|fired|cut|dumped|made redundant|laid off|let go|sacked|ghosted|turned down|passed over)\b|^told\b(?! (?:him|her|them|my|our|his|their|the|everyone|everybody|someone|somebody|nobody|no one|people|a|an)\b)/.test(
      clause,
    )
  ) {
    return `i was ${clause}`;
  }
  const word = /^[a-z]+/.exec(clause)?.[0] ?? '';
  // "lost my brother to an overdose": lost is the verb here, not the feeling ("i'm lost").
  if (/^lost (?:my|our|the|a|an|his|her|their|it|to)\b/.test(clause)) return `i ${clause}`;
  // "swim meet this weekend", "stand up comedy open mic tonight": the event named, not something done.
  const event = EVENT_NOUNS.find((noun) => new RegExp(`\\b${noun}\\b`).test(clause));
  if (
    event !== undefined &&
    clause
      .split(' ')
      .slice(0, 4)
      .join(' ')
      .includes(event.split(' ')[0] ?? event) &&
    !/^\w+(?:ed|ing)\b/.test(clause) &&
    !/^(?:have|had|need|want|got|start|starting)\b/.test(clause)
  ) {
    return clause;
  }
  // "acting audition tomorrow", "singing audition tmrw": the -ing word names the event's kind.
  if (
    event !== undefined &&
    new RegExp(`^(?:acting|singing|dancing|modell?ing) ${event}\\b`).test(clause)
  ) {
    return clause;
  }
  // "back at work tomorrow": where they will be, the "i'm" dropped.
  if (/^(?:back|home|off|away) (?:at|to|in|on|from)\b/.test(clause)) return `i'm ${clause}`;
  // "sober 30 days today": how long they have been sober, never "you sober 30 days".
  if (
    /^(?:sober|clean) (?:for )?(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|sixty|ninety|a hundred)\b/.test(
      clause,
    )
  ) {
    return `i've been ${clause}`;
  }
  // The tagger calls some openings adjectives ("changing careers"); an -ing word that is no noun leads.
  const gerund = first.has('#Gerund') || (/ing$/.test(word) && !first.has('#Noun'));
  if (gerund || FEELING_WORDS[word] !== undefined) return `i'm ${clause}`;
  if (first.has('(#PastTense|#Infinitive|#PresentTense)') && !first.has('#Copula'))
    return `i ${clause}`;
  return clause;
}

/** Nouns not counted one by one: "no energy" is "any energy", never "an energy". */
const UNCOUNTED = new Set(
  'energy time money motivation confidence patience sleep support help experience faith hope willpower discipline appetite space privacy direction purpose luck strength focus drive interest control self-esteem self-confidence courage work income savings family childcare transport'.split(
    ' ',
  ),
);

/** "i have no degree" → "i don't have a degree"; "i have no friends" or "energy" → "... any". */
function withoutNo(clause: string): string {
  return clause.replace(
    /\b(i|we)(?: have|'ve) no (?!idea\b|one\b)([\w-]+)/,
    (_, who: string, noun: string) => {
      const plural = UNCOUNTED.has(noun) || nlp(noun).nouns().isPlural().found;
      const article = plural ? 'any' : /^[aeiou]/.test(noun) ? 'an' : 'a';
      return `${who} don't have ${article} ${noun}`;
    },
  );
}

/**
 * A choice between options they name: "cant decide between two job offers", "choosing between two
 * universities", "i have two job offers and cant choose". The choice is the subject, options and
 * all, not the options cut short ("your two job", "moving to london" of "moving to london for work
 * or staying near my family") or the word before them ("choosing between"). Two options joined by
 * "and" or "or" first, then options named in one phrase.
 */
const CHOICE_BETWEEN_BOTH =
  /\b(?:choose|choosing|decide|deciding|pick|picking|torn|the choice) between ((?:[a-z0-9'-]+ ){0,6}?[a-z0-9'-]+ (?:and|or) (?:[a-z0-9'-]+ ){0,6}?[a-z0-9'-]+?)(?= (?:and i|but|because|cause|so|i|idk|help|any|its|it's|and (?:my|his|her|their|our) \w+ (?:wants?|says?|thinks?|keeps?|is|are|told|tells?))\b|[.,!?;]|$)/;
/** The options named in one phrase ("two job offers", "two universities for my masters"). */
const CHOICE_BETWEEN =
  /\b(?:choose|choosing|decide|deciding|pick|picking|torn|the choice) between ((?:[a-z0-9'-]+ ){0,8}?[a-z0-9'-]+?)(?= (?:and i|but|because|cause|so|i|idk|help|any|for|its|it's|and (?:my|his|her|their|our) \w+ (?:wants?|says?|thinks?|keeps?|is|are|told|tells?))\b|[.,!?;]|$)/;
const OFFERS_TO_CHOOSE =
  /\b(two|2|three|3) ((?:job |university |uni |college |place |course )?offers)\b(?=.*\b(?:choose|decide|pick|which|torn)\b)/;

/**
 * A choice put as "whether to X or Y" ("i dont know whether to go to uni or get a job", "cant
 * decide if i should stay or go"): named "the choice of whether to …", options whole.
 */
const CHOICE_WHETHER =
  /\b(?:(?:whether|if) (to|i should)|should i) ((?:[a-z0-9'-]+ ){0,8}?or (?:[a-z0-9'-]+ ){0,6}?[a-z0-9'-]+?)(?<!\b(?:where|what|how|when|who|that|than))(?= (?:and i|but|because|cause|so|i|idk|help|any)\b|[.,!?;]|$)/;

/** Their words about choosing, said in the subject that names the choice. */
const CHOOSING =
  /\b(?:between|whether|if you should|decid\w*|choos\w*|pick\w*|know|sure|torn|which)\b/;

/**
 * The first of these names for a choice that takes over no more of their words as they stand
 * than a speech may (`MAX_COPIED_RUN`): a longer one is left out of every line that says it
 * ("the choice between moving to London for work or staying near your family" had been said
 * nowhere, the options' own words and "between" before them being nine of theirs).
 */
function uncopied(lower: string, names: readonly string[]): string | null {
  return names.find((name) => sharedRuns(name, lower, MAX_COPIED_RUN + 1).length === 0) ?? null;
}

/** People named as the options, with nothing to do with them: a loyalty torn, not a choice. */
const PEOPLE_AS_OPTIONS =
  /\b(?:mum|mom|dad|mother|father|parents|him|her|them|boyfriend|girlfriend|husband|wife|partner|ex|friends?|family|sister|brother|kids?|children|son|daughter)\b/;

/** What a choice between options is called; its material tells the reading by it. */
export const CHOICE_SUBJECT_START = 'the choice ';

function choiceSubject(lower: string): string | null {
  const between = (CHOICE_BETWEEN_BOTH.exec(lower) ?? CHOICE_BETWEEN.exec(lower))?.[1];
  if (between !== undefined) {
    // Torn between people ("my mum and my dad in the divorce") is no choice to weigh.
    if (PEOPLE_AS_OPTIONS.test(between) && !/\w+ing\b/.test(between)) return null;
    const options = secondPerson(between);
    return uncopied(lower, [
      `${CHOICE_SUBJECT_START}between ${options}`,
      `${CHOICE_SUBJECT_START}of ${options}`,
    ]);
  }
  const whether = CHOICE_WHETHER.exec(lower);
  if (whether !== null) {
    const options = secondPerson(whether[2] ?? '');
    return uncopied(lower, [
      `${CHOICE_SUBJECT_START}of whether ${whether[1] === 'i should' ? 'you should' : 'to'} ${options}`,
      `${CHOICE_SUBJECT_START}of whether you should ${options}`,
    ]);
  }
  const offers = OFFERS_TO_CHOOSE.exec(lower);
  if (offers === null) return null;
  const count = offers[1] === '2' ? 'two' : offers[1] === '3' ? 'three' : offers[1];
  return `${CHOICE_SUBJECT_START}between your ${count} ${offers[2]}`;
}

function secondPerson(text: string): string {
  return TO_SECOND_PERSON.reduce((result, [pattern, swap]) => result.replace(pattern, swap), text)
    .replace(FAMILY_POSSESSIVE, "$1's")
    .replace(/\byou's\b/g, "you're")
    .replace(/\byou has\b/g, 'you have');
}

/** A cut that leaves a place or time half said: "at the end", "for the first", "in front". */
const DANGLING_PHRASE =
  /\s+(?:at|for|in|after|before|on|of|to|with|from)\s+(?:(?:the|a|an|your|his|her|their)\s+)?(?:first|end|front|long|last|whole|rest|top|middle|same|next|start|back)$/;
/**
 * A bare "you applied", "you make", or "you really wanted at the museum": the tail of "every school
 * i applied to" or "the job i really wanted", not a statement of theirs.
 */
const BARE_VERB =
  /^you (?:[a-z]+|(?:really |always |just |ever )?(?:wanted|applied|liked|loved|needed|chose|picked|made) (?:at|in|on|to|for|with|from|so|but|and)\b.*)$/;

/**
 * "her" at the end of what they wrote is whom it is about ("you don't know how to help her", "you
 * keep thinking about her"); only where a cut left it is it the start of something unsaid ("... about
 * her exam"), like the other dangling words.
 */
const ENDS_WITH_OBJECT = /\sher$/;
/** A "like" that ends what it says: "what your life will look like", "what it feels like". */
const LOOKS_LIKE =
  /\bwhat(?: \S+){1,5} (?:look|looks|looked|feel|feels|felt|sound|sounds|seem|seems) like$/;
/** A verb whose last word is part of it: "you were cheated on" is not "you were cheated". */
const PARTICLE_END =
  /\b(?:cheated|walked out|picked|given up|gave up|looked down|hung up|let down|broke up|split up|stood up|ganged up|left out|shut out|locked out|kicked out|thrown out|chucked out|laid off|cut off|ripped off|called off|put off|written off|talked down|spoken down|sworn at|shouted at|laughed at|stared at|yelled at|screamed at|used) (?:on|off|out|up|down|at|to)$/;
/** Someone being somewhere, said to its end: "a wedding where your abuser will be", not "… your abuser". */
const WILL_BE_THERE =
  /\b(?:where|wherever|when|who|whoever)(?: [\w']+){1,3} (?:will|would|might|could|is going to|are going to) be$/;

function shortened(statement: string): string | null {
  let words = statement.split(' ').filter((word) => word !== '');
  const cut = words.length > STATEMENT_MAX_WORDS;
  if (cut) words = words.slice(0, STATEMENT_MAX_WORDS);
  let text = (cut ? words.join(' ').replace(CUT_CLAUSE, '') : words.join(' ')).replace(
    CLAUSE_WITHOUT_VERB,
    '',
  );
  for (let trimmed = cut || !ENDS_WITH_OBJECT.test(text); trimmed;) {
    if (PARTICLE_END.test(text)) break;
    const before = text;
    text = text.replace(DANGLING_PHRASE, '');
    while (
      DANGLING.test(text) &&
      !LOOKS_LIKE.test(text) &&
      !WILL_BE_THERE.test(text) &&
      !PARTICLE_END.test(text)
    ) {
      text = text.replace(DANGLING, '');
    }
    trimmed = text !== before;
  }
  if (BARE_VERB.test(text)) return null;
  return text.split(' ').length >= STATEMENT_MIN_WORDS ? text : null;
}

/**
 * Ways to say a statement in other words without changing what it says, tried in turn before it is
 * cut short: cutting "you feel like nobody would want to read it" left "... want to read".
 */
const REWORDINGS: readonly [RegExp, string][] = [
  [/\b(?:really|just|honestly|literally|actually) /, ''],
  [/\bfeel like\b/, 'feel as if'],
  [/\bwould want to\b/, 'would care to'],
  // Not after a negation: "you do not would like to" was said.
  [/(?<!(?:\bnot|n't|\bnever) )\bwant to\b/, 'would like to'],
  [/\bdon't\b/, 'do not'],
  [/\bcan't\b/, 'cannot'],
  [/\bwon't\b/, 'will not'],
  [/\bkeep thinking\b/, 'keep telling yourself'],
  // "has to have his tonsils out on thursday" cut short lost its "out".
  [/\bhas to have\b/, 'needs'],
  [/\bhave to have\b/, 'need'],
  [/\b(?:has|have) got to\b/, 'must'],
];

/** The statement said partly in other words, else cut short, where it would keep too many of their words in a row. */
function ownWords(statement: string | null, original: string): string | null {
  let text = statement;
  const copies = (candidate: string) =>
    sharedRuns(candidate, original, STATEMENT_MAX_RUN).length > 0;
  for (const [pattern, words] of REWORDINGS) {
    if (text === null || !copies(text)) return text;
    const reworded = text.replace(pattern, words);
    if (reworded !== text) text = reworded;
  }
  let cut = false;
  while (text !== null && copies(text)) {
    cut = true;
    text = shortened(text.split(' ').slice(0, -1).join(' '));
  }
  if (!cut || text === null) return text;
  const kept = withoutCutPhrase(text);
  // "your best friend is" (was "... in a coma after a motorbike accident"): a cut that leaves the
  // verb without what it said is not said at all.
  return AUXILIARY_LEFT.test(kept) ? null : kept;
}

/** A statement ending on a bare "is", "has" or "been": what it said was cut away. */
const AUXILIARY_LEFT = /\s(?:is|are|was|were|am|be|been|being|has|have|had)$/;

/**
 * A statement cut short to stop copying their words ends before the phrase the cut went into:
 * "you're moving across the country" (was "... for a fresh"), "you put everything into this
 * relationship" (was "... for three").
 */
function withoutCutPhrase(text: string): string {
  const words = text.replace(CUT_CLAUSE, '').split(' ');
  const at = words.findLastIndex((word, index) => index >= 3 && CUT_PHRASE_START.test(word));
  return at < 0 ? text : words.slice(0, at).join(' ');
}

/**
 * What is left of a clause of what was said when the cut went into it: "you're telling your kids
 * tonight that you" (was "... that you and their dad are getting divorced"), "you have to tell your
 * team tomorrow that half of them".
 */
/** A clause left with its subject and no verb, where "and" split what was said: "... tonight that you". */
const CLAUSE_WITHOUT_VERB = /\s+(?:that|who|which|because|when|if) (?:you|we|they|he|she)$/;
const CUT_CLAUSE = /\s+(?:that|who|which)(?:\s+\S+){1,4}$/;

const CUT_PHRASE_START =
  /^(?:for|with|at|in|on|of|from|by|about|into|after|before|because|since|until|and|but|so)$/;

function statementKind(statement: string): StatementKind {
  if (
    /\b(?:scared|afraid|terrified|worried|nervous|anxious|fear|dread|panic|freak)/.test(statement)
  ) {
    return 'fear';
  }
  if (
    /\b(?:doubt|good enough|fraud|stupid|failure|deserve|worth|faking|belong|nobody (?:would|will|wants|cares|likes))/.test(
      statement,
    )
  ) {
    return 'doubt';
  }
  // "you don't want to go back" is no wish to be glad of: said back as a plain fact. Nor is hope
  // lost ("you're losing hope"): never "We can build on that".
  if (
    /\b(?:don't|do not|never|no longer|didn't|did not) (?:really |even )?(?:want|wish|need)\b|\b(?:losing|lost|lose|out of|no|giving up|given up|gave up|run out of|running out of) (?:all |any )?hope\b/.test(
      statement,
    )
  ) {
    return 'state';
  }
  if (/\b(?:want|wish|hope|need|trying|would love|dream)\b/.test(statement)) return 'want';
  return 'state';
}

/** Conditions named after a person, said as they are spelt ("your crohns" was left lower-case). */
const EPONYMS: readonly [RegExp, string][] = [
  [/\bcrohn'?s\b/g, "Crohn's"],
  [/\bparkinson'?s\b/g, "Parkinson's"],
  [/\balzheimer'?s\b/g, "Alzheimer's"],
  [/\bhuntington'?s\b/g, "Huntington's"],
  [/\bhodgkin'?s\b/g, "Hodgkin's"],
];

/**
 * Names people type in lowercase that the speech writes with a capital: days, months, places
 * (compromise knows Leeds, New York and Texas as regions rather than cities), languages,
 * organisations.
 */
const PROPER_NAMES = '(#WeekDay|#Month|#Country|#City|#Region|#Language|#Organization)';

/** `text` with its names capitalised; after "a" or "an" the words are a thing ("a new jersey"). */
export function properNouns(text: string): string {
  const spelt = EPONYMS.reduce((result, [pattern, name]) => result.replace(pattern, name), text);
  const doc = nlp(spelt);
  const things = new Set<string>(doc.match(`(a|an) [${PROPER_NAMES}+]`, 0).out('array'));
  return doc
    .match(`${PROPER_NAMES}+`)
    .out('array')
    .filter((name: string) => !things.has(name))
    .reduce(
      (result: string, name: string) =>
        result.replace(
          new RegExp(`\\b${name}\\b`),
          name.replace(/\b\w/g, (c) => c.toUpperCase()),
        ),
      spelt,
    );
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

const ABOUT_STOP = new Set(
  "i i'm i've my me we our you your the a an and or but of to in on at for with by from is am are was were be been have has had do does did don't can't so just really very it it's that this next week day tomorrow tonight".split(
    ' ',
  ),
);

function aboutWords(lower: string): string[] {
  return [
    ...new Set(
      lower
        .split(/[^a-z0-9']+/)
        .filter((word) => word.length > 2 && !ABOUT_STOP.has(word) && !/^\d+$/.test(word)),
    ),
  ];
}

/** Last words ending in s that name one thing: "your diabetes", "your thesis", "your crohns". */
const SINGULAR_S = /(?:ss|us|is|ics|ness|'s)$|^(?:diabetes|crohns|news|series|ms|gas|lens)$/;
const HEAD_END = /\s(?:to|from|of|for|with|in|on|at|into|after|before|about|between)\s/;

/**
 * Whether an event as named takes a plural verb: "your final exams are", "your migraines have";
 * "losing your parents is", "the move to the Netherlands is" (the head of the phrase decides).
 */
export function isPlural(phrase: string): boolean {
  const head = phrase.trim().split(HEAD_END)[0] ?? '';
  if (/^(?:not |being )|^\w+ing\b/.test(head)) return false;
  const last = head.split(' ').at(-1) ?? '';
  return last.length > 3 && last.endsWith('s') && !SINGULAR_S.test(last);
}

/** The verb that agrees with the event: agree("your migraines", "has", "have") is "have". */
export function agree(phrase: string, singular: string, plural: string): string {
  return isPlural(phrase) ? plural : singular;
}

/**
 * An event named by what is done or what happened ("training your puppy", "losing your mum", "not
 * getting the promotion", "the rejection from med school"), not by a noun: nothing to carry or
 * give attention to.
 */
export const GERUND =
  /^(?:not |the (?:rejection|end|way)\b)?\w+ing\b|^the (?:rejection|end|way)\b|\b(?:being|falling)\b/;

/**
 * A setback that is a love ending (a divorce, a break-up, being left): lines about trying again,
 * doing it differently next time or being proud of the attempt read as blame there.
 */
export function heartbreak(s: ContextReading): boolean {
  return (
    s.kind === 'setback' &&
    /\b(?:divorc\w*|break-up|breakup|broke up|dumped|left me|cheated|separat\w*|engagement|wedding|ex|boyfriend|girlfriend|husband|wife|partner|marriage|relationship)\b/.test(
      // "ex" is too short to be one of the words it is about.
      [s.subject, ...s.aboutWords, ...s.statements.map((statement) => statement.text)].join(' '),
    )
  );
}

/**
 * Money trouble (debt, rent, bills, an eviction): a setback that was no attempt at anything, so it
 * gets no "you tried" and no "ask for feedback".
 */
export function moneyTrouble(s: ContextReading): boolean {
  return (
    s.kind === 'setback' &&
    /\b(?:debts?|rent|bills|overdraft|evict\w*|eviction|bankrupt\w*|repossess\w*|afford|mortgage|arrears|loans?|credit)\b/.test(
      [s.subject, ...s.aboutWords].join(' '),
    )
  );
}

/** Not knowing what comes next, named as such (`DIRECTION_SUBJECT`): material of its own. */
export function directionSought(s: ContextReading): boolean {
  return s.kind === 'change' && s.shortSubject === DIRECTION_SUBJECT;
}

/** Feeling low, named as such (`LOW_MOOD_SUBJECT`): material of its own. */
export function lowMoodNamed(s: ContextReading): boolean {
  return s.other === null && s.shortSubject === LOW_MOOD_SUBJECT;
}

/** A choice between options they name (`CHOICE_SUBJECT_START`) in an everyday life or a change: material of its own. */
export function choiceWeighed(s: ContextReading): boolean {
  return (
    CHOICE_KINDS.includes(s.kind) &&
    s.other === null &&
    s.shortSubject.startsWith(CHOICE_SUBJECT_START)
  );
}

/**
 * The kinds whose choice is met with the choice's material: a treatment to choose ("chemo or
 * surgery") is met as the illness it is, with its doctors, never a coin to toss; a break-up to
 * decide on, as the hurt it comes from.
 */
const CHOICE_KINDS: readonly SituationKind[] = ['everyday', 'change'];

/** A job search still going on, named as one (`JOB_SEARCH_SUBJECT`): material of its own. */
export function jobSearch(s: ContextReading): boolean {
  return s.kind === 'setback' && s.shortSubject === JOB_SEARCH_SUBJECT;
}

/**
 * Their job in doubt through no verdict on their work: cuts that may take it, or "i might lose my
 * job" said plainly (a plan to improve or a warning is read as such, and named otherwise).
 */
export function jobInDoubt(s: ContextReading): boolean {
  return s.kind === 'setback' && /\brisk to your job\b/.test(s.subject);
}

/** Their partner cheated on them or left them for someone else: the betrayal is not theirs to own. */
const BETRAYED =
  /\b(?:cheat(?:ed|ing) on (?:me|you)|(?:has been|have been|was|been) cheating|left (?:me|you) for|(?:having|had) an affair|(?:has|had|with) (?:another|a second|a secret) family|secret family|double life|(?:hiding|hid|hidden|kept)\s+(?:\w+\s+){0,3}from (?:me|you)|(?:lied|lying) to (?:me|you))\b/;

/** Their partner cheated on them or left them for someone else (a setback). */
export function betrayed(s: ContextReading): boolean {
  return (
    s.kind === 'setback' &&
    BETRAYED.test(
      [s.subject, ...s.aboutWords, ...s.statements.map((statement) => statement.text)].join(' '),
    )
  );
}

/**
 * A blow whose cause is not theirs to look for: a job in doubt through cuts, a flood, a fire, a
 * betrayal, a deportation.
 */
export function noFault(s: ContextReading): boolean {
  return (
    jobInDoubt(s) ||
    betrayed(s) ||
    (s.kind === 'setback' &&
      /^(?:the (?:flood|fire)|being deported|your parents splitting up)\b/.test(s.subject))
  );
}

/** A setback that was not an attempt at something: a love ending, money trouble, no one's fault. */
export function notAnAttempt(s: ContextReading): boolean {
  return heartbreak(s) || moneyTrouble(s) || noFault(s);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
