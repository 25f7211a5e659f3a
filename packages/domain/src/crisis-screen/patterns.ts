/**
 * The crisis screen's phrase patterns, in compromise match syntax (docs/decisions/crisis-screen.md).
 *
 * Tense: `{kill}` matches every form of the verb (kill, kills, killed, killing), so past thoughts and
 * attempts match like present ones. Negation: a self-harm pattern names the act, not the intent, so
 * "I'm not going to kill myself but I think about it" still matches; hyperbole is kept out because
 * the act needs its person ("kill myself", "end my life"): "this deadline is killing me" and "I won't
 * let this exam kill me" name no such act. Contractions come expanded by the tokeniser ("dont" is
 * "do not", "im" is "i am", "gonna" is "going to").
 *
 * Two limits of the match syntax shape how the patterns are written: `{verb}` is expanded into its
 * forms only where it stands alone (so groups of verbs are lists of patterns), and a group takes its
 * first alternative that fits without trying the others (so `anyOf` puts longer phrases first).
 */
import type { CrisisConcern } from './screen-types.ts';

export interface CrisisPattern {
  match: string;
  concern: CrisisConcern;
  /** A pattern that, found in the same sentence, shows the match is an ordinary use. */
  unless?: string;
}

/** A match group of words or phrases, longest phrase first. */
function anyOf(...alternatives: string[]): string {
  const words = (phrase: string) => phrase.split(' ').length;
  return `(${[...alternatives].sort((a, b) => words(b) - words(a)).join('|')})`;
}

const SELF_HARM_VERBS = ['kill', 'hang', 'cut', 'hurt', 'burn', 'harm', 'starve', 'hit', 'punch'];
const SELF_HARM_VERBS_RARE = ['stab', 'poison', 'drown', 'shoot', 'suffocate', 'strangle'];
const VIOLENCE_VERBS = ['kill', 'murder', 'stab', 'shoot', 'hurt', 'strangle', 'choke', 'poison'];
const VIOLENCE_VERBS_RARE = ['harm', 'attack', 'slaughter', 'beat up'];
const HOARDING_VERBS = ['save', 'stockpile', 'hoard', 'stash', 'collect'];

const BODY_PARTS = anyOf(
  'arm',
  'arms',
  'leg',
  'legs',
  'thigh',
  'thighs',
  'skin',
  'wrist',
  'wrists',
);
const PILLS = anyOf(
  'pills',
  'tablets',
  'meds',
  'medication',
  'medicine',
  'painkillers',
  'sleeping pills',
);
const HIGH_PLACES = anyOf(
  'bridge',
  'roof',
  'balcony',
  'building',
  'cliff',
  'ledge',
  'tower',
  'overpass',
  'car park',
);
const TRAFFIC = anyOf('train', 'bus', 'truck', 'car', 'tram', 'lorry');
const WEAPONS = anyOf(
  'gun',
  'guns',
  'knife',
  'knives',
  'bat',
  'weapon',
  'rifle',
  'hammer',
  'machete',
);
/** Another person: pronouns, people in general, the people in a life. */
const PEOPLE = anyOf(
  'him',
  'her',
  'them',
  'people',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'those people',
  'the people',
  ...[
    'boss',
    'manager',
    'ex',
    'coworker',
    'coworkers',
    'colleague',
    'colleagues',
    'teacher',
    'neighbour',
    'neighbor',
    'brother',
    'sister',
    'mum',
    'mom',
    'dad',
    'father',
    'mother',
    'stepdad',
    'stepmom',
    'stepfather',
    'stepmother',
    'husband',
    'wife',
    'partner',
    'boyfriend',
    'girlfriend',
    'baby',
    'kids',
    'kid',
    'child',
    'children',
    'son',
    'daughter',
    'family',
    'roommate',
    'flatmate',
    'friend',
    'friends',
    'classmates',
    'landlord',
    'bully',
    'bullies',
  ].map((who) => `my ${who}`),
);
const INTENT = anyOf(
  'want',
  'wanted',
  'wanting',
  'going',
  'plan',
  'planning',
  'planned',
  'intend',
  'decided',
  'ready',
);
const THINKING_OF = `${anyOf('think', 'thinking', 'thought', 'thoughts', 'fantasise', 'fantasize', 'fantasising', 'fantasizing', 'dream', 'dreaming')} ${anyOf('about', 'of')}`;

const selfHarm = (match: string, unless?: string): CrisisPattern =>
  unless === undefined ? { match, concern: 'self-harm' } : { match, concern: 'self-harm', unless };
const harmOthers = (match: string): CrisisPattern => ({ match, concern: 'harm-others' });

export const CRISIS_PATTERNS: readonly CrisisPattern[] = [
  // Suicide or self-harm named, in any tense, negated or not.
  selfHarm(
    anyOf('suicide', 'suicidal', 'suicidally', 'suicides'),
    `suicide ${anyOf('squad', 'squads', 'sprint', 'sprints', 'drill', 'drills', 'doors')}`,
  ),
  ...[...SELF_HARM_VERBS, ...SELF_HARM_VERBS_RARE].map((verb) => selfHarm(`{${verb}} myself`)),
  selfHarm('self {harm}'),
  selfHarm(`self ${anyOf('harmer', 'injury', 'injure', 'injuring', 'injured')}`),
  selfHarm('{end} my own? life'),
  selfHarm(
    '{take} my own? life',
    `life ${anyOf('back', 'in', 'into', 'to', 'forward', 'seriously')}`,
  ),
  selfHarm('{end} it all'),
  selfHarm(
    `${anyOf('tried', 'try', 'trying', 'attempted', 'want', 'wanted', 'going', 'plan', 'planning', 'decided', 'urge', 'ready')} to {end} it`,
    `{end} it ${anyOf('with', 'kindly', 'between', 'off', 'properly', 'nicely')}`,
  ),
  selfHarm(
    `${anyOf('think', 'thinking', 'thought', 'thoughts', 'considering', 'consider')} ${anyOf('about', 'of')} {end} ${anyOf('it', 'things')}`,
    `{end} ${anyOf('it', 'things')} ${anyOf('with', 'between', 'off')}`,
  ),
  selfHarm('except {end} things'),
  // Wanting to die or to be dead.
  selfHarm(
    `i .{0,3} {want} to ${anyOf('just', 'really', 'simply', 'actually')}? {die}`,
    `{die} ${anyOf('with', 'old', 'happy', 'rich', 'at home', 'doing', 'peacefully', 'for')}`,
  ),
  selfHarm(`wish i ${anyOf('could', 'would')} just? {die}`),
  selfHarm(
    `${anyOf('wish', 'want', 'wanted')} ${anyOf('to be', 'i was', 'i were', 'i had been', 'i am', 'i could be')} dead`,
  ),
  selfHarm(`${anyOf('better off', 'rather be')} dead`),
  selfHarm(
    `${anyOf('do not', 'never', 'no longer')} want to ${anyOf('live', 'be alive', 'be living', 'exist', 'keep living', 'go on living')}`,
  ),
  selfHarm(`${anyOf('ways', 'way', 'how')} to {die}`),
  selfHarm(`wish i ${anyOf('had never been', 'was never', 'were never', 'had not been')} born`),
  // Methods, named without detail.
  selfHarm(
    '{overdose}',
    `{overdose} on !${anyOf('my', 'the', 'pills', 'tablets', 'meds', 'medication', 'medicine', 'painkillers', 'sleeping', 'insulin', 'drugs')}`,
  ),
  selfHarm(
    `{take} ${anyOf('too many', 'all', 'all of', 'a lot of', 'loads of', 'a bunch of', 'a handful of')} my? ${PILLS}`,
  ),
  selfHarm(
    `{jump} ${anyOf('off', 'from')} ${anyOf('the', 'a', 'my', 'that', 'this')}? ${HIGH_PLACES}`,
  ),
  selfHarm(`{jump} in front of ${anyOf('a', 'the')} ${TRAFFIC}`),
  selfHarm(`{slit} my ${anyOf('wrist', 'wrists', 'throat')}`),
  selfHarm(`{cut} my ${BODY_PARTS}`),
  selfHarm(
    `${anyOf('stop', 'started', 'start', 'keep', 'kept', 'been', 'back to', 'urge to', 'relapsed', 'quit')} cutting$`,
  ),
  selfHarm('cutting again'),
  selfHarm(`until ${anyOf('i', 'it')} {bleed}`),
  selfHarm(`until ${anyOf('i', 'it')} {bruise}`),
  // No point, a burden, not wanting to be here or to wake up.
  selfHarm(`point ${anyOf('anymore', 'any more')}`),
  selfHarm(
    `point ${anyOf('of', 'in', 'to')} ${anyOf('living', 'life', 'going on', 'being alive', 'being here', 'existing', 'it all', 'carrying on', 'anything')}`,
  ),
  selfHarm('better off without me'),
  selfHarm(`${anyOf('happier', 'easier', 'better', 'relieved', 'lighter')} .{0,3} without me`),
  selfHarm(
    `if i ${anyOf('was', 'were', 'am')} ${anyOf('gone', 'dead', 'not here', 'not around', 'not alive')}`,
  ),
  selfHarm(`i .{0,3} ${anyOf('a', 'such a', 'just a')} burden`),
  selfHarm(
    `burden ${anyOf('to', 'on', 'for')} ${anyOf('everyone', 'everybody', 'my family', 'them', 'people', 'others')}`,
  ),
  selfHarm(
    `${anyOf('do not', 'never')} want to be ${anyOf('here', 'around')} ${anyOf('anymore', 'any more')}`,
  ),
  selfHarm(`${anyOf('asleep', 'sleep')} and ${anyOf('never', 'not')} wake up`),
  selfHarm(`${anyOf('hope', 'wish')} i ${anyOf('do not', 'never', 'will not')} wake up`),
  selfHarm(`${anyOf('do not', 'never')} want to wake up`),
  selfHarm(`sleep ${anyOf('forever', 'for ever', 'permanently')}`),
  selfHarm(`${anyOf('nothing', 'nothing left', 'no reason', 'no one', 'nobody')} to live for`),
  selfHarm(
    `${anyOf('no', 'no more')} reason to ${anyOf('live', 'keep going', 'go on', 'keep living', 'be alive', 'carry on')}`,
  ),
  selfHarm(
    `${anyOf('can not', 'cannot')} ${anyOf('go on', 'keep going', 'keep living', 'carry on')} ${anyOf('like this', 'anymore', 'any more')}`,
  ),
  selfHarm('{keep} living like this'),
  selfHarm(
    `${anyOf('want', 'wanted', 'need')} ${anyOf('it all', 'everything', 'all of it', 'the pain')} to ${anyOf('stop', 'end', 'be over')}`,
  ),
  selfHarm(`${anyOf('stop', 'end', 'be over')} ${anyOf('permanently', 'forever', 'for good')}`),
  // Warning signs: goodbyes, giving things away, preparing, not being around.
  selfHarm('remember me by'),
  selfHarm(`{give} away my ${anyOf('things', 'stuff', 'belongings', 'possessions')}`),
  selfHarm(`{give} my ${anyOf('things', 'stuff', 'belongings', 'possessions')} away`),
  selfHarm(`goodbye ${anyOf('letter', 'letters', 'note', 'notes')}`),
  selfHarm(`${anyOf('when', 'after', 'once')} i am gone`),
  selfHarm(
    `will not be ${anyOf('around', 'here')} ${anyOf('much longer', 'for much longer', 'for long', 'next week', 'next month', 'next year', 'anymore', 'any more')}`,
  ),
  selfHarm(`will not be ${anyOf('around', 'here')}$`),
  selfHarm(
    `think i will be ${anyOf('around', 'here')} ${anyOf('next', 'much longer', 'for long')}`,
  ),
  selfHarm(`${anyOf('problem', 'burden')} .{0,3} much longer`),
  selfHarm(`how many ${PILLS}`),
  selfHarm(`${PILLS} .{0,3} ${anyOf('would', 'will')} ${anyOf('take', 'kill')}`),
  ...HOARDING_VERBS.map((verb) => selfHarm(`{${verb}} up? my? ${PILLS}`)),
  selfHarm(`${PILLS} are? ${anyOf('ready', 'saved', 'stashed', 'hidden')}`),
  selfHarm(
    `${anyOf('tired', 'sick')} of ${anyOf('living', 'being alive', 'life', 'existing', 'being here')}`,
  ),
  selfHarm('{hate} being alive'),
  selfHarm(`life ${anyOf('is not', 'is no longer', 'not')} worth ${anyOf('living', 'it')}`),
  selfHarm('not worth living'),
  selfHarm(
    `{drive} .{0,2} ${anyOf('into', 'off')} ${anyOf('a', 'the')} ${anyOf('tree', 'wall', 'cliff', 'bridge', 'river', 'truck', 'pole')}`,
  ),
  selfHarm(
    `${anyOf('do not', 'would not')} mind if .{0,3} ${anyOf('hit', 'hits', 'killed', 'kill')} me`,
  ),
  selfHarm(`${anyOf('do not', 'would not')} mind ${anyOf('dying', 'being dead', 'not waking up')}`),
  selfHarm(
    `edge of ${anyOf('the', 'a')} ${anyOf('roof', 'bridge', 'building', 'cliff', 'balcony')}`,
  ),
  selfHarm(
    `${anyOf('step', 'stepping', 'stepped', 'jump', 'jumping')} off ${anyOf('the', 'a')}? ${anyOf('edge', 'roof', 'ledge', 'bridge')}`,
  ),
  selfHarm(
    `${anyOf('nobody', 'no one', 'noone')} would .{0,2} ${anyOf('notice', 'care', 'miss me')}`,
  ),
  selfHarm(
    `${anyOf('notice', 'care', 'miss me', 'matter', 'better', 'easier', 'happier', 'relieved')} if i ${anyOf('was', 'were', 'am', 'died')}`,
  ),
  selfHarm(`{done} with ${anyOf('life', 'living', 'it all', 'being alive')}`),
  selfHarm(`{disappear} ${anyOf('forever', 'for good', 'permanently', 'and never come back')}`),
  // Harm to others: intent or thoughts of violence against a person.
  ...[...VIOLENCE_VERBS, ...VIOLENCE_VERBS_RARE].flatMap((verb) => {
    const act = verb.includes(' ') ? verb : `{${verb}}`;
    return [
      harmOthers(`i .{0,4} ${INTENT} to ${anyOf('really', 'just', 'actually')}? ${act} ${PEOPLE}`),
      harmOthers(
        `i ${anyOf('will', 'shall')} ${anyOf('really', 'just', 'actually')}? ${act} ${PEOPLE}`,
      ),
      harmOthers(`${THINKING_OF} ${act} ${PEOPLE}`),
      harmOthers(`${act} ${PEOPLE} until`),
    ];
  }),
  harmOthers(`{beat} ${anyOf('him', 'her', 'them')} ${anyOf('up', 'until', 'to death')}`),
  harmOthers(
    `until ${anyOf('he', 'she', 'they')} ${anyOf('can not', 'cannot', 'bleed', 'bleeds', 'die', 'dies', 'stop breathing', 'stops breathing')}`,
  ),
  harmOthers(
    `{shoot} up ${anyOf('the', 'my', 'a', 'our')} ${anyOf('school', 'office', 'work', 'workplace', 'church', 'mall', 'class', 'college', 'uni', 'university')}`,
  ),
  harmOthers(
    `{bring} ${anyOf('a', 'my')} ${WEAPONS} to ${anyOf('school', 'work', 'class', 'the office', 'college', 'uni', 'church')}`,
  ),
  harmOthers(`${WEAPONS} in my ${anyOf('bag', 'pocket', 'backpack', 'car', 'locker')}`),
  harmOthers(`i know who ${anyOf('it is', 'its', 'it')} for`),
  harmOthers(
    `${anyOf('going', 'go', 'coming', 'come', 'show up', 'turn up')} .{0,3} with a ${WEAPONS}`,
  ),
  harmOthers('will not be hurting anyone'),
  harmOthers(`after i am done with ${anyOf('him', 'her', 'them')}`),
  harmOthers(`pay for what ${anyOf('they', 'he', 'she')} ${anyOf('did', 'have done', 'has done')}`),
];
