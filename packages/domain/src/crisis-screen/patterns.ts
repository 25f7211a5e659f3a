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
import nlp from 'compromise/two';
import type { CrisisConcern } from './screen-types.ts';

export interface CrisisPattern {
  match: string;
  concern: CrisisConcern;
  /** A pattern that, found around the match (up to 3 words before, 4 after), shows an ordinary use. */
  unless?: string | readonly string[];
  /**
   * How far `unless` looks, in words, when 3 before and 4 after are not enough: another person's
   * crisis ("my sister is in hospital after a suicide attempt") names the person earlier.
   */
  reach?: { before: number; after: number };
  /**
   * Patterns that show the act is someone else's, told as news ("my best friend is in a coma after an
   * overdose"): read on the words from up to 12 before the match to the match's own end, so `$` is
   * where the match ends. Unlike `unless`, the rest of the text is still read by the lexical model.
   */
  toldOf?: readonly string[];
}

/** compromise's own conjugation tables (the ones `{verb}` uses), which its typings leave out. */
interface ConjugationWorld {
  methods: { two: { transform: { verb: { all: (verb: string, model: unknown) => string[] } } } };
  model: unknown;
}

/** A match group of words or phrases, longest phrase first. */
function anyOf(...alternatives: string[]): string {
  const words = (phrase: string) => phrase.split(' ').length;
  return `(${[...alternatives].sort((a, b) => words(b) - words(a)).join('|')})`;
}

/**
 * A match group of every form of these verbs: one pattern instead of one per verb, which keeps the
 * compiled net small (a pattern per verb made the sweep of harm to others 4× slower on long texts).
 */
function verbForms(...verbs: string[]): string {
  const { methods, model } = nlp.world() as ConjugationWorld;
  return anyOf(...new Set(verbs.flatMap((verb) => methods.two.transform.verb.all(verb, model))));
}

/** Acts done to oneself that are self-harm whenever they are said with "myself". */
const SELF_HARM_VERBS = [
  'kill',
  'hang',
  'cut',
  'hurt',
  'burn',
  'harm',
  'starve',
  'hit',
  'punch',
  'stab',
  'poison',
  'drown',
  'shoot',
  'suffocate',
  'strangle',
  'throw',
  'end',
];
const VIOLENCE_VERBS = [
  'kill',
  'murder',
  'stab',
  'shoot',
  'hurt',
  'strangle',
  'choke',
  'poison',
  'harm',
  'attack',
  'slaughter',
  'punch',
  'smother',
  'batter',
  'knife',
  'torture',
];
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
/** Pills by name, one word each; with the two-word names in PILLS. */
const PILL_NAMES = [
  'percs',
  'oxys',
  'xanax',
  'benzos',
  'pills',
  'tablets',
  'meds',
  'medication',
  'medicine',
  'painkillers',
];
const PILLS = anyOf(...PILL_NAMES, 'sleeping pills', 'sleeping tablets');
/** High places, one word each; with "car park" in HIGH_PLACES and "garage" in HIGH_PLACE_WORDS. */
const HIGH_PLACE_NAMES = [
  'bridge',
  'roof',
  'balcony',
  'building',
  'cliff',
  'ledge',
  'tower',
  'overpass',
];
const HIGH_PLACES = anyOf(...HIGH_PLACE_NAMES, 'car park');
/**
 * The same as single words, for a group after a gap: compromise never matches a phrase of two words
 * or more in a group that follows a gap (`.{0,3} (car park|roof)` misses "off the roof"), so such
 * groups hold single words only (the corpus test checks every pattern for it).
 */
const PILL_WORDS = anyOf(...PILL_NAMES);
const HIGH_PLACE_WORDS = anyOf(...HIGH_PLACE_NAMES, 'garage');
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
  'blade',
  'shotgun',
  'pistol',
  'axe',
  'crossbow',
  'panga',
  'cutlass',
);
/** Another person: pronouns, people in general, the people in a life. */
const PEOPLE = anyOf(
  'him',
  'her',
  'them',
  'people',
  'children',
  'kids',
  'the kids',
  'a child',
  'that guy',
  'that girl',
  'that man',
  'that bloke',
  'the bloke',
  'that lad',
  'that woman',
  'this guy',
  'the kid',
  'the woman',
  'the man',
  'that kid',
  'the boy',
  'the girl',
  'the lads',
  'the whole class',
  'the teachers',
  'those kids',
  'them all',
  'all of them',
  'the supervisor',
  'his new girlfriend',
  'her new boyfriend',
  'the guy',
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
    'stepbrother',
    'class',
    'teachers',
    'teammate',
    'housemate',
    'lecturer',
    'professor',
    'supervisor',
    'old boss',
    'in laws',
    'mother in law',
    'father in law',
    'grandad',
    'nan',
    'neighbours',
    'neighbors',
    'stepsister',
    'step brother',
    'step sister',
    'cousin',
    'uncle',
    'tutor',
    'form tutor',
    'coach',
    'bully',
    'abuser',
    'attacker',
    'bullies',
    'newborn',
    'toddler',
    'little one',
    'dealer',
    'foreman',
    'gaffer',
    'aunt',
    'auntie',
    'uncles',
    'nephew',
    'niece',
    'sister in law',
    'brother in law',
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
  'urge',
  'urges',
);
const THINKING_OF = `${anyOf('think', 'thinking', 'thought', 'thoughts', 'fantasise', 'fantasize', 'fantasising', 'fantasizing', 'dream', 'dreaming')} ${anyOf('about', 'of')}`;

/** A pattern of one concern: `selfHarm(match)`, `harmOthers(match, unless, reach)`. */
const patternOf =
  (concern: CrisisPattern['concern']) =>
  (
    match: string,
    unless?: CrisisPattern['unless'],
    reach?: CrisisPattern['reach'],
  ): CrisisPattern => ({
    match,
    concern,
    ...(unless === undefined ? {} : { unless }),
    ...(reach === undefined ? {} : { reach }),
  });
const selfHarm = patternOf('self-harm');
const harmOthers = patternOf('harm-others');
/** The people in a life, after "my", "her", "a"...: whose crisis it may be when not the writer's. */
const RELATIVE_WORDS = [
  'sister',
  'brother',
  'friend',
  'mum',
  'mom',
  'mother',
  'dad',
  'father',
  'son',
  'daughter',
  'kid',
  'child',
  'cousin',
  'uncle',
  'aunt',
  'grandma',
  'grandpa',
  'grandad',
  'grandmother',
  'grandfather',
  'husband',
  'wife',
  'partner',
  'boyfriend',
  'girlfriend',
  'coworker',
  'colleague',
  'student',
  'patient',
  'client',
  'classmate',
  'roommate',
  'flatmate',
  'neighbour',
  'neighbor',
  'teammate',
  'bff',
  'bestie',
  'mate',
  'teenager',
  'teen',
  'caller',
  'students',
  'patients',
  'clients',
  'callers',
  'teacher',
  'yo',
  'toddler',
  'dog',
  'cat',
];
const RELATIVES = anyOf(...RELATIVE_WORDS);
/**
 * Another person's crisis, or the subject as a subject of study, care or remembrance: "my sister is
 * in hospital after a suicide attempt", "died by suicide", "a paper on self harm". A first-person
 * pattern beside each such word ("i am suicidal") still matches when these excuse the bare word.
 */
const SOMEONE_ELSES = [
  `${anyOf('my', 'his', 'her', 'our', 'their', 'a', 'an')} .? ${RELATIVES}`,
  // Sixth round: someone who died of it, people who live with it, a writer's or a caller's, one of a
  // helper's own ("one of my year 9s", "one of our ladies"), and overdoses listed among a shift's cases.
  `${anyOf('he', 'she', 'they', 'who')} died ${anyOf('of', 'from')}`,
  `${anyOf('people', 'those', 'anyone', 'others', 'families', 'men', 'women')} ${anyOf('who', 'whod', 'whove', 'affected by', 'bereaved by')}`,
  `${anyOf('his', 'her', 'their')} ${anyOf('suicide', 'overdose', 'self harm')}`,
  `{give} ${anyOf('him', 'her', 'them', 'a patient', 'the patient')} an`,
  `suicidal ${anyOf('callers', 'caller', 'calls', 'patients', 'patient', 'clients', 'client', 'people', 'students', 'teens', 'residents')}`,
  `one of ${anyOf('my', 'our')} ${anyOf('year', 'pupils', 'students', 'kids', 'lads', 'girls', 'boys', 'ladies', 'residents', 'patients', 'clients', 'regulars', 'callers', 'service users')}`,
  `${anyOf('stabbings', 'stabbing', 'assault', 'assaults', 'cardiac', 'arrests', 'falls', 'fractures', 'burns', 'rtcs', 'rtc')} and {overdose}`,
  `{overdose} and ${anyOf('a', 'an', 'two', 'three')} ${anyOf('dv', 'assault', 'stabbing', 'cardiac', 'rtc', 'fall', 'arrest', 'chest')}`,
  `${anyOf('he', 'she', 'they')} ${anyOf('said', 'says', 'told', 'tried', 'attempted', 'self', 'overdosed', 'has', 'had', 'is', 'was')}`,
  // "My dads overdose": a relative's, the apostrophe left out (not "my mums tablets", which may be the means).
  `${anyOf('my', 'his', 'her', 'our', 'their')} ${anyOf('dads', 'mums', 'moms', 'brothers', 'sisters', 'friends', 'sons', 'daughters', 'husbands', 'wifes', 'partners', 'boyfriends', 'girlfriends', 'cousins', 'uncles', 'aunts', 'grandads', 'nans')} ${anyOf('overdose', 'overdoses', 'suicide', 'suicidal', 'self', 'attempt')}`,
  // "She's" typed without its apostrophe, which the tokeniser leaves one word, or with it, which it
  // leaves unexpanded ("she's been" is read as "she been": is or has is not told without tagging).
  `${anyOf('shes', 'hes', 'she', 'he')} ${anyOf('been', 'said', 'told', 'tried', 'attempted')}`,
  `${anyOf('died by', 'dies by', 'death by', 'lost', 'loss to', 'paper on', 'paper about', 'essay on', 'research on', 'research into', 'study on', 'studying', 'class on', 'lecture on', 'training on', 'course on', 'module on', 'first aid', 'dissertation on', 'dissertation about', 'thesis on', 'workshop on', 'presentation on', 'talk on', 'exam on', 'signs of', 'character who', 'attended a', 'disclosed', 'safeguarding', 'one of my students', 'my student', 'my students', 'a student', 'my patient', 'my patients', 'my client', 'my clients', 'patients with', 'patient with', 'calling about', 'calls about', 'chapter about', 'chapter on', 'memoir')}`,
  `${anyOf('prevention', 'awareness', 'hotline', 'helpline', 'lifeline', 'survivor', 'survivors', 'bereavement', 'statistics', 'rates', 'protocol', 'protocols', 'for psych', 'in teens', 'in teenagers', 'in adolescents', 'risk assessment', 'on my shift', 'night shift', 'school play', 'scene', 'referred', 'fundraiser', 'walk', 'charity', 'management', 'deaths', 'toxicology', 'pharmacology', 'assembly', 'wellbeing', 'callout', 'callouts', 'response training', 'on the unit', 'on the ward')}`,
  // A nurse's or a paramedic's count: "had a run of overdoses this month".
  `${anyOf('run of', 'spate of', 'string of', 'series of')} {overdose}`,
  `${anyOf('netflix', 'caffeine', 'coffee', 'sugar', 'chocolate', 'carb', 'tv', 'series', 'content', 'information', 'screen time')} overdose`,
  // Medicine's own words: a leaflet's overdose risk, a patient who had overdosed, a pet's doses.
  `{overdose} ${anyOf('risk', 'risks', 'warning', 'warnings', 'response', 'kit', 'kits', 'save', 'saves', 'call', 'calls', 'patient', 'patients')}`,
  // A caller, a patient or a friend "who was suicidal": someone else, told by a dispatcher or a nurse.
  `who ${anyOf('was', 'is', 'were', 'had been', 'has been')}`,
  `${anyOf('who', 'whod', 'who had', 'who has', 'who would')} {overdose}`,
  `${anyOf('he', 'she', 'it', 'they')} ${anyOf('could', 'might', 'can')} {overdose}`,
  // First aid: "learning what to do if someone overdoses".
  `${anyOf('if', 'when')} ${anyOf('someone', 'somebody', 'anyone', 'a person', 'a patient', 'a friend')} {overdose}`,
];
const SOMEONE_ELSES_REACH = { before: 8, after: 4 } as const;

/**
 * Someone else's overdose told as news, the person named first and the act theirs: "my best friend is
 * in a coma after an overdose", "my sons in rehab after overdosing" (son's, its apostrophe left out).
 * Nothing of the writer's own ("i", "me", "my", "we") may stand between the person and the act: in "my
 * brother found me after i took an overdose" it is the writer's. Read as `toldOf`, from up to 12 words
 * before the match to its end, so it reaches a person named further back than SOMEONE_ELSES's 8 words
 * without excusing the writer's own act after them; the lexical model then reads the writer's own
 * words, the text without the told ones (screen-reading.ts).
 */
const TOLD_OF_SOMEONE_ELSE = [
  `${anyOf('my', 'his', 'her', 'our', 'their')} .? ${anyOf(
    ...[
      ...RELATIVE_WORDS.filter((word) => !['yo', 'dog', 'cat', 'caller', 'callers'].includes(word)),
      'gran',
      'nan',
      'nana',
      'granny',
      'nephew',
      'niece',
      'stepdad',
      'stepmum',
      'stepmom',
      'stepson',
      'stepdaughter',
      'fiance',
      'fiancee',
    ].flatMap((word) => (word.endsWith('s') ? [word] : [word, `${word}s`])),
  )} !(i|me|myself|my|mine|we|us){0,12}$`,
];

/** Someone else's overdose, attempt or death, told before the writer wants the same. */
const ANOTHERS_ACT = anyOf(
  'overdose',
  'overdosed',
  'overdosing',
  'suicide',
  'himself',
  'herself',
  'themselves',
  'his life',
  'her life',
  'their life',
  'his own life',
  'her own life',
);
/** Someone gone or going, whom the writer wants to join: "... in a coma after an overdose". */
const ANOTHERS_END_WORDS = [
  'overdose',
  'overdosed',
  'suicide',
  'himself',
  'herself',
  'coma',
  'died',
  'dead',
];
const ANOTHERS_END = anyOf(...ANOTHERS_END_WORDS);
/** What is copied may be a recovery: "got sober after his overdose and i want to do the same". */
const RECOVERY_COPIED = anyOf(
  'sober',
  'clean',
  'recovery',
  'recovered',
  'rehab',
  'therapy',
  'marathon',
  'fundraiser',
  'charity',
  'volunteer',
  'volunteering',
  'quit',
  'quitting',
  'survived',
  'survivor',
);

/** A story, a stage or a picture: "my main character walks into the sea", "playing Javert". */
const FICTION = anyOf(
  'character',
  'characters',
  'novel',
  'story',
  'scene',
  'film',
  'script',
  'screenplay',
  'poem',
  'chapter',
  'musical',
  'playing',
  'role',
  'painting',
  'exhibit',
  'exhibition',
);

/** Drugs by name, one word each: what an overdose or a handful is of. */
const DRUG_NAMES = [
  'paracetamol',
  'tylenol',
  'acetaminophen',
  'ibuprofen',
  'aspirin',
  'codeine',
  'cocodamol',
  'tramadol',
  'gabapentin',
  'pregabalin',
  'lithium',
  'sertraline',
  'antidepressants',
  'morphine',
  'oxycodone',
  'fentanyl',
  'heroin',
  'oramorph',
];
const DRUG_WORDS = anyOf(...DRUG_NAMES);
/** "Overdosed on coffee": an overdose of something not a drug is hyperbole. */
const OVERDOSE_ON_SOMETHING_ELSE = `{overdose} ${anyOf('on', 'of')} !${anyOf('and', 'but', 'then', 'i', 'every', 'tonight', 'my', 'me', 'the', 'pills', 'tablets', 'meds', 'medication', 'medicine', 'painkillers', 'sleeping', 'insulin', 'drugs', ...DRUG_NAMES)}`;

/** A jump for sport or fun: "bungee jumping off a bridge", "jumping off the cliff into the lake". */
const JUMPING_FOR_SPORT = [
  // A part played: "his jump off the bridge at the end is my big moment".
  `${anyOf('his', 'her', 'their')} jump`,
  FICTION,
  `${anyOf('bridge', 'cliff', 'rope', 'pier', 'harbour', 'harbor')} ${anyOf('jump', 'jumps', 'jumping', 'swing')}`,
  // A child's dare: "jumping off the shed roof".
  `${anyOf('shed', 'trampoline', 'bunk', 'sofa', 'wall into')}`,
  `${anyOf('adventure', 'zipline', 'zip line', 'rope swing', 'coasteering', 'tombstoning')}`,
  `${anyOf('bungee', 'base', 'cliff', 'parachute', 'ski', 'diving', 'tandem')} {jump}`,
  // A paramedic's "we had a jumper off the bridge": someone else, told at work.
  `${anyOf('a', 'the')} jumper`,
  `${anyOf('into the', 'into a')} ${anyOf('water', 'sea', 'lake', 'river', 'pool', 'ocean', 'quarry')}`,
  `${anyOf('with a parachute', 'with a bungee', 'on a bungee', 'bungee cord', 'harness')}`,
];

/** "The choir would be better off without me": a team or a group, not the world. */
const BETTER_OFF_AT_A_GAME = [
  `${anyOf('choir', 'team', 'band', 'squad', 'group', 'department', 'office', 'project', 'orchestra', 'cast', 'class')} .{0,3} better off`,
  `without me ${anyOf('on', 'in', 'at')} the ${anyOf('pitch', 'field', 'court', 'stage', 'team', 'project', 'choir', 'band')}`,
];

/** "Better off without me running it": a task or a role, not a life. */
const WITHOUT_ME_AT_A_TASK = `without me ${anyOf('running', 'managing', 'in charge', 'doing', 'on', 'in the')}`;

/** "Not around during the move": an absence with an end is not the one the screen looks for. */
const TEMPORARY_ABSENCE = `${anyOf('not here', 'not around', 'gone')} ${anyOf('during', 'for', 'at', 'on', 'when', 'while', 'until', 'in', 'by', 'this', 'next', 'over')}`;
/**
 * A person's illness or old age around a death foretold ("he won't live to see the wedding, the doctors
 * say weeks"): grief to come, not a threat.
 */
const ILLNESS_CONTEXT = anyOf(
  'cancer',
  'terminal',
  'terminally',
  'hospice',
  'palliative',
  'doctor',
  'doctors',
  'dementia',
  'diagnosis',
  'chemo',
  'ill',
  'sick',
  'weeks',
  'months',
  'coma',
  'hospital',
  'stroke',
);
const ILLNESS_REACH = { before: 10, after: 8 } as const;

/** A chore or a purchase as the condition of a threat is hyperbole: "if he leaves his dishes again". */
const CHORE_CONDITION = `${anyOf('if', 'when')} ${anyOf('he', 'she', 'they')} ${anyOf('leaves', 'uses', 'eats', 'borrows', 'steals', 'spoils', 'finishes', 'forgets', 'drinks', 'moves', 'buys', 'takes')}`;
/** "She used my straighteners and broke them": a quarrel over belongings as a threat's occasion. */
const BELONGINGS_QUARREL = `${anyOf('used', 'borrowed', 'broke', 'ate', 'stole', 'nicked', 'ruined', 'took', 'lost', 'wore')} my ${anyOf('straighteners', 'charger', 'hoodie', 'makeup', 'clothes', 'phone', 'headphones', 'shoes', 'trainers', 'jumper', 'controller', 'lipstick', 'top', 'dress', 'snacks', 'food', 'leftovers', 'stuff', 'perfume', 'hairdryer')}`;
/** "I don't want to hurt her": violence the writer says they do not mean. */
const NOT_MEANING_TO = `${anyOf('do not', 'does not', 'did not', 'would never', 'will never', 'never')} ${anyOf('want', 'wanted', 'mean', 'meant', 'intend', 'intended')} to`;
/** "The next person who tells me to sleep when the baby sleeps": advice, not a person, is the target. */
const NEXT_ONE_WHO = `next ${anyOf('person', 'one', 'guy', 'idiot', 'man', 'woman')} who ${anyOf('tells', 'says', 'asks', 'suggests', 'comments')}`;
/** What a person eats or drinks, one word each: where something is put in to poison them. */
const DRINK_WORDS = anyOf(
  'tea',
  'drink',
  'drinks',
  'coffee',
  'food',
  'dinner',
  'lunch',
  'meal',
  'water',
  'milk',
  'shake',
  'protein',
  'smoothie',
  'juice',
  'bottle',
  'bottles',
  'pint',
  'beer',
  'wine',
  'soup',
  'cereal',
);
/** A rope for a task: "climbing rope", "rope for the tow". */
const ROPE_FOR_A_TASK = `${anyOf('climbing', 'jump', 'skipping', 'boat', 'tow', 'swing', 'dog', 'tug', 'camping', 'hammock', 'washing', 'clothes', 'gym', 'battle', 'for the')}`;
/** A goodbye to a place or a job, not to life: "my goodbye message to the team before I move". */
const GOODBYE_FOR_A_MOVE = `${anyOf('airport', 'move', 'moving', 'leave', 'leaving', 'farewell', 'graduation', 'holiday', 'trip', 'flight', 'job', 'school', 'retire', 'retiring', 'abroad', 'semester', 'term', 'class', 'team', 'colleagues', 'coworkers', 'company', 'office', 'last day')}`;
/** "Living like this in a room with six blokes": a place to leave, not a life. */
const LIVING_CONDITIONS = `like this in ${anyOf('a', 'this', 'the', 'my')} ${anyOf('room', 'hostel', 'flat', 'house', 'cell', 'place', 'dump', 'shelter', 'car', 'tent', 'bedsit')}`;
/** "Cutting carbs", "cutting corners": what is cut is not the body. */
const CUTTING_SOMETHING_ELSE = `cutting ${anyOf('carbs', 'sugar', 'weight', 'back', 'down', 'out', 'costs', 'hair', 'grass', 'class', 'classes', 'calories', 'corners', 'ties', 'it close', 'board', 'hours', 'the cord', 'wood', 'fabric', 'paper', 'onions')}`;
/** Idioms that put a violent verb before a person without violence. */
const VIOLENCE_IDIOMS = `with ${anyOf('kindness', 'compliments', 'love', 'questions', 'facts', 'numbers')}`;

/**
 * Every pattern, built when the screen first runs: building them reads compromise's conjugation
 * tables, which a bundle that never screens should not have to load.
 */
export function crisisPatterns(): CrisisPattern[] {
  const VIOLENCE = verbForms(...VIOLENCE_VERBS);
  return [
    // Suicide or self-harm named, in any tense, negated or not.
    selfHarm(
      anyOf('suicide', 'suicidal', 'suicidally', 'suicides'),
      [
        `suicide ${anyOf('squad', 'squads', 'sprint', 'sprints', 'drill', 'drills', 'doors')}`,
        // "Suicides" reach the patterns as "suicide" (normalise.ts reads one edit as the word).
        `suicide ${anyOf('on the court', 'on the pitch', 'on the track', 'at practice', 'after practice', 'in practice', 'in training')}`,
        `${anyOf('promised', 'run', 'running', 'ran', 'do', 'doing', 'did', 'coach')} .? suicide`,
        // A climbing route's name ("leading Suicide Slab tomorrow") and a game's move ("my endgame is suicidal").
        `suicide ${anyOf('slab', 'route', 'wall', 'crack', 'gully', 'buttress', 'corner', 'chute', 'couloir', 'arete')}`,
        `${anyOf('endgame', 'opening', 'move', 'moves', 'strategy', 'tactic', 'tactics', 'defence', 'defense', 'pass', 'passing', 'gambit', 'sacrifice', 'sacrifices')} ${anyOf('is', 'was', 'are', 'looks', 'were')} ${anyOf('so', 'really', 'pretty', 'a bit', 'kind of')}? suicidal`,
        ...SOMEONE_ELSES,
      ],
      SOMEONE_ELSES_REACH,
    ),
    selfHarm(
      `${anyOf('i am', 'i feel', 'feeling', 'i have been', 'i was', 'been', 'having', 'i get', 'i got', 'my', 'my own', 'i keep having', 'my last')} ${anyOf('so', 'really', 'very', 'quite', 'a bit', 'kind of', 'pretty', 'a little')}? ${anyOf('suicidal', 'suicide')}`,
      [
        `suicide ${anyOf('squad', 'squads', 'sprint', 'sprints', 'drill', 'drills', 'doors')}`,
        // "A patient told me today she's been feeling suicidal": someone else's feeling, told.
        `${anyOf('she', 'he', 'they')} ${anyOf('has', 'have', 'had', 'is', 'was', 'were', 'are')}? been? ${anyOf('feeling', 'felt', 'feels')}`,
        `${anyOf('shes', 'hes')} been`,
      ],
    ),
    selfHarm(`${verbForms(...SELF_HARM_VERBS)} myself`, [
      `{throw} myself ${anyOf('into', 'at', 'behind', 'out there', 'in at', 'in the deep')}`,
      `{end} myself ${anyOf('up', 'out')}`,
      `myself ${anyOf('by accident', 'accidentally')}`,
      // "Killing myself slowly with energy drinks": a habit's harm, said of the habit.
      // "Killing myself in the gym every day": training's hyperbole.
      // "Kill my self doubt" ("my self" is joined) and "killing myself laughing".
      `myself ${anyOf('doubt', 'doubts', 'belief', 'confidence', 'esteem', 'sabotage', 'sabotaging', 'criticism', 'talk', 'pity')}`,
      `{kill} myself ${anyOf('laughing', 'with laughter')}`,
      `{kill} myself ${anyOf('in the gym', 'at the gym', 'at training', 'in training', 'on the track', 'at practice', 'in practice', 'on the bike', 'in the pool', 'on the rower')}`,
      `{kill} myself slowly? with ${anyOf('energy drinks', 'caffeine', 'coffee', 'sugar', 'junk food', 'takeaways', 'work', 'overtime', 'stress', 'cigarettes', 'vapes', 'fags')}`,
    ]),
    selfHarm('self {harm}', SOMEONE_ELSES, SOMEONE_ELSES_REACH),
    selfHarm(
      `i ${anyOf('have', 'had', 'used to', 'still', 'keep', 'started', 'want to')}? self {harm}`,
    ),
    selfHarm(`my self {harm}`),
    selfHarm(
      `self ${anyOf('harmer', 'injury', 'injure', 'injuring', 'injured', 'inflicted')}`,
      SOMEONE_ELSES,
      SOMEONE_ELSES_REACH,
    ),
    selfHarm('{end} my own? life'),
    selfHarm(
      '{take} my own? life',
      `life ${anyOf('back', 'into', 'to', 'forward', 'seriously', 'in my hands', 'in my own hands', 'in hand')}`,
    ),
    selfHarm('{end} it all'),
    selfHarm(
      `${anyOf('tried', 'try', 'trying', 'attempted', 'want', 'wanted', 'going', 'plan', 'planning', 'decided', 'urge', 'ready')} to {end} it`,
      [
        `{end} it ${anyOf('with', 'kindly', 'between', 'off', 'properly', 'nicely')}`,
        // "Someone in my discord said they wanted to end it tonight": told by a helper.
        `${anyOf('said', 'says', 'told me', 'texted', 'messaged', 'posted')} ${anyOf('they', 'he', 'she')}`,
      ],
    ),
    selfHarm(
      `${anyOf('think', 'thinking', 'thought', 'thoughts', 'considering', 'consider')} ${anyOf('about', 'of')} {end} ${anyOf('it', 'things')}`,
      `{end} ${anyOf('it', 'things')} ${anyOf('with', 'between', 'off')}`,
    ),
    selfHarm('except {end} things'),
    // Wanting to die or to be dead.
    selfHarm(`i .{0,3} {want} to ${anyOf('just', 'really', 'simply', 'actually')}? {die}`, [
      `{die} ${anyOf('with no', 'with dignity', 'with my boots', 'with a smile', 'with honour', 'with honor', 'old', 'happy', 'rich', 'at home', 'doing', 'peacefully', 'at mile', 'every time', 'every round', 'every game', 'every match', 'on every', 'halfway')}`,
      `${anyOf('at', 'around', 'by', 'after', 'near', 'past')} mile`,
    ]),
    selfHarm(`{wish} i ${anyOf('could', 'would')} just? have? {die}`),
    selfHarm(
      `{wish} i ${anyOf('could', 'would')} just? ${anyOf('stop existing', 'not exist', 'not wake up', 'never wake up')}`,
    ),
    // "i want to disappear and never wake up", "want to sleep and not wake up again": the words end
    // there; "want to not wake up grumpy" is a morning.
    selfHarm(`{want} to .{0,4} ${anyOf('never', 'not')} wake up again? ${anyOf('ever')}?$`),
    selfHarm(
      `${anyOf('should not', 'do not deserve to')} ${anyOf('be alive', 'have been born', 'exist')}`,
    ),
    selfHarm(`enough of ${anyOf('life', 'living', 'being alive')}`),
    selfHarm(`{want} out of ${anyOf('this life', 'my life', 'life')}`),
    selfHarm(
      `to ${anyOf('not', 'never')} {wake} up`,
      // How they wake, not whether: "i want to not wake up grumpy" is a morning.
      `{wake} up ${anyOf('late', 'early', 'on time', 'in time', 'hungover', 'tired', 'grumpy', 'cranky', 'groggy', 'exhausted', 'stressed', 'anxious', 'with a headache', 'with a hangover', 'in a bad mood', 'in a mood', 'at night', 'in the night', 'so much', 'every hour', 'during the night')}`,
    ),
    selfHarm('to just {end} it', `{end} it ${anyOf('with', 'kindly', 'between', 'off')}`),
    selfHarm(`${anyOf('can not', 'cannot')} go on$`),
    selfHarm('not think i can go on$'),
    selfHarm(
      `not think i can ${anyOf('go on anymore', 'go on like this', 'keep living', 'stay alive')}`,
    ),
    selfHarm(
      `${anyOf('wish', 'wished', 'wishing', 'want', 'wanted', 'wanting')} ${anyOf('to be', 'i was', 'i were', 'i had been', 'i am', 'i could be')} dead`,
    ),
    selfHarm(`${anyOf('better off', 'rather be')} dead`, [
      // "One of our ladies says 'I'd be better off dead' every time she loses at bingo": another's saying.
      `one of our`,
      `every time ${anyOf('she', 'he', 'they')}`,
      // "She'd" stays one word: the tokeniser leaves a contraction of "would" or "had" as it is.
      `${anyOf('she', 'he', 'they', 'shed', 'hed', "she'd", "he'd", "they'd")} ${anyOf('would', 'had')}? ${anyOf('rather', 'be better off')}`,
    ]),
    selfHarm(
      `${anyOf('not', 'never', 'no longer')} ${anyOf('really', 'even', 'actually')}? {want} to ${anyOf('live', 'be alive', 'be living', 'exist', 'keep living', 'go on living')}`,
      [
        `${anyOf('my', 'his', 'her', 'our', 'a')} .? ${RELATIVES} .{0,4} ${anyOf('said', 'says', 'told', 'talks', 'talked', 'mentioned', 'wrote', 'texted')}`,
        LIVING_CONDITIONS,
      ],
      { before: 8, after: 6 },
    ),
    selfHarm(`${anyOf('ways', 'way', 'how')} to {die}`),
    selfHarm(`{wish} i ${anyOf('had never been', 'was never', 'were never', 'had not been')} born`),
    // Deserving to die, the will to live, not existing, one's own funeral.
    selfHarm('i .{0,2} {deserve} to {die}'),
    selfHarm(`not {deserve} to ${anyOf('live', 'be alive', 'be here')}`),
    selfHarm('{think} about dying', `dying ${anyOf('of', 'to', 'from')}`),
    selfHarm(`{give} up on ${anyOf('life', 'living')}`),
    selfHarm(`${anyOf('ready', 'deserve')} to {die}`, [
      `{die} on ${anyOf('this', 'that', 'the')} hill`,
      '{die} /^[0-9]+$/ more',
    ]),
    selfHarm(`feel like ${anyOf('dying', 'ending it', 'ending my life')}`),
    // Waiting for one's own death ("just waiting to die at this point"), not a phone's or a plant's.
    selfHarm(
      `i am ${anyOf('just', 'only', 'basically', 'really')}? {wait} to {die}`,
      `{die} ${anyOf('of embarrassment', 'of boredom', 'of laughter', 'laughing', 'of cringe')}`,
    ),
    selfHarm(
      '{lose} the will to live',
      // The British hyperbole of a tedious hour: "stuck in traffic on the M25, losing the will to live".
      `${anyOf('traffic', 'queue', 'queueing', 'on hold', 'hold music', 'meeting', 'meetings', 'spreadsheet', 'spreadsheets', 'paperwork', 'tax return', 'ikea', 'roadworks', 'diversion', 'motorway')}`,
      { before: 10, after: 6 },
    ),
    selfHarm('no will to live'),
    selfHarm(
      `{care} if i ${anyOf('die', 'died', 'was dead', 'were dead', 'live or die')}`,
      '{die} trying',
    ),
    selfHarm(`if i ${anyOf('live or die', 'am alive or dead', 'die or not')}`),
    selfHarm(
      `better off not ${anyOf('being here', 'being alive', 'existing', 'waking up', 'being around')}`,
    ),
    selfHarm(`to not be ${anyOf('here', 'alive', 'around')}`),
    // Not wanting to be here any more, or without the one who died ("my mum died and i dont want to
    // be here without her"): the loss words before it had talked the lexical model out of it. Not a
    // place ("i don't want to be here at this baby shower"), which names no such tail.
    selfHarm(
      `${anyOf('not', 'never', 'no longer')} {want} to be here ${anyOf('anymore', 'any more', 'any longer', 'without her', 'without him', 'without them', 'without you')}`,
    ),
    selfHarm(`${anyOf('not', 'never', 'no longer')} {want} to be here without my .? ${RELATIVES}`),
    selfHarm(`point ${anyOf('of', 'in')} me ${anyOf('being', 'living', 'trying', 'staying')}`),
    selfHarm('last time .{0,3} hear from me'),
    selfHarm('{picture} my own? funeral'),
    selfHarm(`${THINKING_OF} my own funeral`),
    selfHarm(`note .{0,4} in case i ${anyOf('do not', 'never')} make it`),
    selfHarm('{imagine} my own? funeral'),
    selfHarm(`i .{0,2} a waste of ${anyOf('space', 'oxygen', 'air', 'a life')}`),
    selfHarm(`{want} to ${anyOf('stop existing', 'not exist', 'not be alive')}`),
    selfHarm(`{think} about ${anyOf('not existing', 'not being alive', 'not being here')}`),
    selfHarm(
      `{wish} i ${anyOf('did not exist', 'had never existed', 'could stop existing', 'could not exist')}`,
    ),
    selfHarm(`{wish} i ${anyOf('was not', 'were not')} ${anyOf('alive', 'here', 'around')}`),
    selfHarm(
      `only ${anyOf('way out', 'option', 'solution', 'answer')} is ${anyOf('to die', 'death', 'suicide', 'to end it')}`,
    ),
    selfHarm('no future for me'),
    selfHarm(
      `${anyOf('how', 'ways', 'way', 'methods')} to {end} ${anyOf('it', 'it all', 'my life', 'things')}`,
      `{end} ${anyOf('it', 'things')} with`,
    ),
    selfHarm(
      `{end} ${anyOf('it', 'it all', 'things', 'my life')} ${anyOf('for good', 'forever', 'permanently')}`,
      `{end} ${anyOf('it', 'things')} ${anyOf('with', 'between')}`,
    ),
    // Fearing what one might do, quitting life, leaving this world, hoping to be hit.
    selfHarm(`what i ${anyOf('might', 'could', 'will', 'would')} do to myself`),
    selfHarm(`${anyOf('to', 'might', 'will', 'could', 'should', 'would')} off myself`),
    selfHarm(`not trust myself ${anyOf('right now', 'tonight', 'anymore', 'to be alone')}`),
    selfHarm('quits on life'),
    selfHarm('{want} to stop breathing'),
    selfHarm(`{want} my life to ${anyOf('end', 'be over', 'stop')}`),
    selfHarm(
      `{leave} this ${anyOf('world', 'earth', 'life')}`,
      `${anyOf('world', 'earth', 'life')} ${anyOf('a better', 'better')}`,
    ),
    selfHarm(`{check} out ${anyOf('for good', 'permanently', 'forever')}`),
    selfHarm(`{hope} i ${anyOf('get', 'got')} ${anyOf('hit', 'run over')} by`),
    selfHarm(
      `{wish} i ${anyOf('would get', 'could get', 'get', 'got')} ${anyOf('hit', 'run over')} by`,
    ),
    selfHarm(`sh ${anyOf('urges', 'urge', 'scars', 'again', 'relapse')}`),
    selfHarm(`${anyOf('relapsed on', 'relapse on', 'urge to', 'urges to', 'clean from')} sh`),
    // Hiding self-harm, vanishing, crashing on purpose, others better off.
    selfHarm(`hide ${anyOf('the', 'my')} cuts`),
    selfHarm(`fresh ${anyOf('cuts', 'scars')}`),
    selfHarm(`${anyOf('razor', 'razors', 'blade', 'blades', 'knife')} to my ${BODY_PARTS}`),
    selfHarm(`{vanish} ${anyOf('forever', 'for good', 'permanently', 'and never come back')}`),
    selfHarm('i will be in a better place'),
    selfHarm('{crash} my car on purpose'),
    selfHarm(
      `${anyOf('better', 'happier', 'easier', 'relieved', 'lighter')} .{0,3} if i ${anyOf('disappeared', 'vanished', 'died', 'was gone', 'were gone', 'was dead', 'was not here', 'was not around', 'were not here', 'were not around')}`,
      TEMPORARY_ABSENCE,
    ),
    selfHarm(`${anyOf('can not', 'cannot')} do life`),
    selfHarm(`${anyOf('fight', 'fighting', 'struggle', 'struggling', 'reason')} to stay alive`),
    selfHarm(
      `${anyOf('dying', 'death', 'being dead')} ${anyOf('would be', 'is', 'seems', 'feels')} ${anyOf('easier', 'better', 'a relief', 'the only way', 'the answer', 'the only option')}`,
    ),
    selfHarm('rather not be alive'),
    selfHarm('not {want} to go on$'),
    selfHarm(`not {want} to go on ${anyOf('anymore', 'any more', 'like this', 'living')}`),
    selfHarm('{want} to be gone$'),
    selfHarm(`to be gone ${anyOf('forever', 'for good')}`),
    selfHarm(
      `not going to be ${anyOf('here', 'around')} ${anyOf('much longer', 'for much longer', 'for long', 'anymore', 'any more')}`,
    ),
    // Methods, named without detail.
    {
      ...selfHarm(
        '{overdose}',
        [OVERDOSE_ON_SOMETHING_ELSE, ...SOMEONE_ELSES],
        SOMEONE_ELSES_REACH,
      ),
      toldOf: TOLD_OF_SOMEONE_ELSE,
    },
    selfHarm(
      `${anyOf('i', 'i have', 'i had', 'i almost', 'i nearly', 'to', 'i would', 'i will', 'i could', 'i might', 'going to')} {overdose}`,
      OVERDOSE_ON_SOMETHING_ELSE,
    ),
    // The writer's own overdose, taken or theirs, where someone else named nearby excuses the bare word
    // ("my brother found me after i took an overdose", "my girlfriend is scared since my overdose").
    selfHarm(
      `i ${anyOf('just', 'have', 'had', 'have just', 'almost', 'nearly', 'already', 'then', 'once', 'still')}? {take} ${anyOf('an', 'a', 'another')} .? overdose`,
    ),
    selfHarm(
      `my ${anyOf('own', 'last', 'first', 'second', 'third', 'latest', 'recent', 'big')}? overdose`,
      `overdose ${anyOf('training', 'awareness', 'course', 'kit', 'kits', 'talk', 'shift', 'protocol', 'protocols', 'risk', 'response', 'reversal', 'prevention', 'module', 'lecture', 'leaflet')}`,
    ),
    // Another's overdose, attempt or death, then the writer wanting the same ("my dad killed himself and
    // i want to do the same", "my friend overdosed and now i keep thinking about doing it too", "... in a
    // coma after an overdose and i want to join her"): the bare words were excused as someone else's.
    // Not a recovery copied ("got sober after his overdose and i want to do the same").
    ...[
      `${ANOTHERS_ACT} .{0,10} i .{0,6} ${anyOf('do', 'doing', 'go', 'going')} the same`,
      `${ANOTHERS_ACT} .{0,10} i .{0,6} ${anyOf('do', 'doing')} it ${anyOf('too', 'as well', 'myself')}`,
      `${ANOTHERS_END} .{0,10} i .{0,4} {want} to ${anyOf('join', 'follow')} ${anyOf('her', 'him', 'them')}`,
    ].map((match) => selfHarm(match, RECOVERY_COPIED, { before: 6, after: 4 })),
    // A death, an overdose or a coma, then the wish that it had been the writer ("my dad died and
    // sometimes i wish it had been me instead"): a wish to be dead in a survivor's words. Not a
    // prize or a chance that went to someone else ("i wish it had been me who got the promotion"):
    // only after another's end.
    selfHarm(
      `${anyOf(...ANOTHERS_END_WORDS, 'died', 'passed away', 'killed', 'accident', 'crash')} .{0,12} {wish} it ${anyOf('had been', 'was', 'were', 'would have been', 'had of been', 'could have been', 'could of been')} me`,
      // "... and i wish it had been me who found him": the one who did something, not the one gone.
      `me ${anyOf('who', 'that', 'to', 'there', 'driving', 'with')}`,
      { before: 0, after: 3 },
    ),
    selfHarm(
      `${anyOf(...ANOTHERS_END_WORDS, 'died', 'passed away', 'killed', 'accident', 'crash')} .{0,12} {wish} i ${anyOf('had died', 'died', 'had gone', 'could have gone', 'could go', 'was dead', 'were dead')} ${anyOf('instead', 'with', 'too', 'as well', 'not', 'in')}`,
    ),
    selfHarm(
      `{take} ${anyOf('too many', 'all', 'all of', 'a lot of', 'loads of', 'a load of', 'a bunch of', 'a handful of', 'the whole box of', 'the whole packet of')} my? ${PILLS}`,
    ),
    selfHarm(
      `{swallow} ${anyOf('too many', 'all', 'all of', 'a lot of', 'loads of', 'a bunch of', 'a handful of')} my? ${PILLS}`,
    ),
    selfHarm(`{jump} ${anyOf('off', 'from')} .{0,3} ${HIGH_PLACE_WORDS}`, JUMPING_FOR_SPORT, {
      before: 3,
      after: 6,
    }),
    selfHarm(`{jump} in front of ${anyOf('a', 'the')} ${TRAFFIC}`),
    selfHarm(`{slit} my ${anyOf('wrist', 'wrists', 'throat')}`),
    selfHarm(`{cut} my ${BODY_PARTS}`),
    selfHarm(
      `${anyOf('stop', 'started', 'start', 'keep', 'kept', 'been', 'back to', 'urge to', 'relapsed', 'quit')} cutting$`,
      SOMEONE_ELSES,
      SOMEONE_ELSES_REACH,
    ),
    selfHarm('cutting again'),
    selfHarm(`until ${anyOf('i', 'it')} {bleed}`),
    selfHarm(`until ${anyOf('i', 'it')} {bruise}`),
    // No point, a burden, not wanting to be here or to wake up.
    selfHarm(`point ${anyOf('anymore', 'any more')}`),
    selfHarm(
      `point ${anyOf('of', 'in', 'to')} ${anyOf('living', 'life', 'going on', 'being alive', 'being here', 'existing', 'it all', 'carrying on', 'anything')}`,
    ),
    selfHarm('better off without me', [...BETTER_OFF_AT_A_GAME, WITHOUT_ME_AT_A_TASK], {
      before: 6,
      after: 4,
    }),
    selfHarm(
      `${anyOf('happier', 'easier', 'better', 'relieved', 'lighter')} .{0,3} without me`,
      [...BETTER_OFF_AT_A_GAME, WITHOUT_ME_AT_A_TASK],
      {
        before: 6,
        after: 4,
      },
    ),
    selfHarm(
      `if i ${anyOf('just', 'simply')}? ${anyOf('was', 'were', 'am')} ${anyOf('gone', 'dead', 'not here', 'not around', 'not alive')}`,
      TEMPORARY_ABSENCE,
    ),
    selfHarm('i .{0,3} a burden', [
      `burden ${anyOf('on', 'to')} my ${anyOf('team', 'colleagues', 'manager', 'boss', 'coworkers', 'department', 'teammates', 'flatmates', 'housemates', 'roommates')}`,
      `burden ${anyOf('asking', 'for asking', 'by asking', 'to ask')}`,
    ]),
    selfHarm(
      `i .{0,3} ${anyOf('such', 'just')} a burden`,
      `burden ${anyOf('asking', 'for asking', 'by asking', 'to ask')}`,
    ),
    selfHarm(
      `burden ${anyOf('to', 'on', 'for')} ${anyOf('everyone', 'everybody', 'my family', 'them', 'people', 'others')}`,
    ),
    selfHarm(
      `${anyOf('not', 'never')} {want} to be ${anyOf('here', 'around')} ${anyOf('anymore', 'any more')}`,
    ),
    selfHarm(
      `${anyOf('asleep', 'sleep')} and ${anyOf('never', 'not')} {wake} up`,
      `{wake} up ${anyOf('until', 'till', 'til')}`,
    ),
    selfHarm(`{hope} i ${anyOf('do not', 'did not', 'never', 'will not')} {wake} up`),
    selfHarm(`{wish} i ${anyOf('do not', 'did not', 'never', 'will not', 'would not')} {wake} up`),
    selfHarm(
      `${anyOf('not', 'never')} {want} to {wake} up`,
      `{wake} up ${anyOf('at', 'for', 'early', 'so early', 'before', 'this early', 'on time')}`,
    ),
    selfHarm(
      `${anyOf('go to', 'fall')} asleep? sleep? ${anyOf('forever', 'for ever', 'permanently', 'for good')}`,
    ),
    selfHarm(`${anyOf('nothing', 'nothing left', 'no reason', 'no one', 'nobody')} to live for`),
    selfHarm(
      `${anyOf('no', 'no more')} reason to ${anyOf('live', 'keep going', 'go on', 'keep living', 'be alive', 'carry on')}`,
    ),
    selfHarm(
      `${anyOf('can not', 'cannot')} ${anyOf('go on', 'keep going', 'keep living', 'carry on')} ${anyOf('like this', 'anymore', 'any more')}`,
      `like this ${anyOf('with', 'at', 'in')}`,
    ),
    selfHarm('{keep} living like this', LIVING_CONDITIONS),
    selfHarm(
      `{want} ${anyOf('it all', 'everything', 'all of it', 'the pain')} to ${anyOf('stop', 'end', 'be over')}`,
      `${anyOf('stop', 'end', 'over')} for .{0,2} ${anyOf('minute', 'minutes', 'hour', 'hours', 'second', 'seconds', 'day', 'weekend', 'moment', 'bit', 'while', 'week')}`,
    ),
    selfHarm(
      `${anyOf('stop', 'end', 'be over')} ${anyOf('permanently', 'forever', 'for good')}`,
      // "How easy it would be to make him stop for good": a baby, not the writer (harm to others below).
      `make ${anyOf('him', 'her', 'them', 'the baby')} stop`,
    ),
    // Warning signs: goodbyes, giving things away, preparing, not being around.
    selfHarm('remember me by'),
    selfHarm(`{give} away my ${anyOf('things', 'stuff', 'belongings', 'possessions')}`),
    selfHarm(`{give} my ${anyOf('things', 'stuff', 'belongings', 'possessions')} away`),
    selfHarm(`goodbye ${anyOf('letter', 'letters', 'note', 'notes')}`),
    selfHarm(
      `${anyOf('when', 'after', 'once')} i am gone`,
      `${anyOf('said', 'says', 'always said', 'used to say', 'told me')}`,
    ),
    selfHarm(
      `will not be ${anyOf('around', 'here')} ${anyOf('much longer', 'for much longer', 'for long', 'anymore', 'any more')}`,
    ),
    selfHarm(`will not be ${anyOf('around', 'here')}$`),
    selfHarm(
      `think i will be ${anyOf('around', 'here')} ${anyOf('next', 'much longer', 'for long')}`,
    ),
    selfHarm(`${anyOf('problem', 'burden')} .{0,3} much longer`),
    selfHarm(`how many ${PILLS}`),
    selfHarm(`${PILLS} .{0,3} ${anyOf('would', 'will')} ${anyOf('take', 'kill')}`),
    selfHarm(`${verbForms(...HOARDING_VERBS)} up? my? ${PILLS}`),
    selfHarm(`${PILLS} are? ${anyOf('ready', 'saved', 'stashed', 'hidden')}`),
    selfHarm(
      `${anyOf('tired', 'sick', 'exhausted', 'weary')} of ${anyOf('being alive', 'life', 'existing', 'being here')}`,
      `${anyOf('existing', 'being here')} ${anyOf('in', 'on', 'at', 'with', 'as')}`,
    ),
    selfHarm(
      `${anyOf('tired', 'sick')} of living`,
      `living ${anyOf('in', 'with', 'at', 'out of', 'on', 'off', 'under', 'alone', 'paycheck', 'like that')}`,
    ),
    selfHarm('{hate} being alive'),
    selfHarm(`life ${anyOf('is not', 'is no longer', 'not')} worth ${anyOf('living', 'it')}`),
    selfHarm('not worth living'),
    selfHarm(
      `{drive} .{0,2} ${anyOf('into', 'off')} ${anyOf('a', 'the')} ${anyOf('tree', 'wall', 'cliff', 'bridge', 'river', 'truck', 'pole', 'road')}`,
    ),
    selfHarm(
      `${anyOf('not', 'not have')} {mind} if .{0,3} ${anyOf('hit', 'hits', 'killed', 'kill')} me`,
    ),
    selfHarm(`${anyOf('not', 'not have')} {mind} ${anyOf('dying', 'being dead', 'not waking up')}`),
    selfHarm(
      `edge of ${anyOf('the', 'a')} ${anyOf('roof', 'bridge', 'building', 'cliff', 'balcony')}`,
    ),
    selfHarm(
      `${anyOf('step', 'stepping', 'stepped', 'jump', 'jumping')} off ${anyOf('the', 'a')}? ${anyOf('edge', 'roof', 'ledge', 'bridge')}`,
      JUMPING_FOR_SPORT,
      { before: 3, after: 6 },
    ),
    selfHarm(
      `${anyOf('nobody', 'no one', 'noone')} ${anyOf('would', 'will')} ${anyOf('even', 'have', 'even have')}? {miss} me`,
    ),
    selfHarm(`{done} with ${anyOf('life', 'living', 'it all', 'being alive')}`),
    selfHarm('done living'),
    selfHarm(
      `no reason for me to ${anyOf('be here', 'live', 'be alive', 'stay', 'keep going', 'go on', 'keep living', 'carry on', 'exist')}`,
    ),
    selfHarm('{come} to my funeral'),
    selfHarm(`not stop thinking about ${anyOf('death', 'dying', 'suicide', 'ending it')}`),
    selfHarm('{think} about my own death'),
    selfHarm(
      `${anyOf('everything', 'it all')} to go away ${anyOf('permanently', 'forever', 'for good')}?`,
    ),
    selfHarm(`point ${anyOf('of', 'in')} me$`),
    selfHarm(
      `${anyOf('painless', 'easy', 'quick')} ${anyOf('ways', 'way')} to ${anyOf('go', 'die', 'end it')}`,
    ),
    selfHarm(
      `not see myself ${anyOf('being alive', 'alive', 'living past', 'being here', 'making it to', 'still here')}`,
    ),
    selfHarm(`{hope} i ${anyOf('die', 'do not wake up')}`, '{die} trying'),
    selfHarm(
      `{hope} ${anyOf('something', 'someone', 'somebody', 'a car', 'a bus', 'a truck', 'a train')} {kill} me`,
    ),
    selfHarm(`{hope} ${anyOf('something', 'a car', 'a bus', 'a truck', 'a train')} {hit} me`),
    selfHarm(`${THINKING_OF} jumping$`),
    selfHarm(`{disappear} ${anyOf('forever', 'for good', 'permanently', 'and never come back')}`),
    // A wish to disappear or vanish, said and left there ("i just want to disappear", "honestly i
    // wish i could vanish"), may be a wish not to live: the care message asks gently and lets a person
    // who meant a holiday go on to their speech. Where to, how long or a laugh ("disappear into a
    // book", "for the weekend", "from socials", "lol") reads as ordinary (docs/decisions/crisis-screen.md).
    selfHarm(
      `${anyOf('want to', 'wanna', 'wish i could', 'wish i would', 'wish i can')} just? ${anyOf('disappear', 'vanish')} ${anyOf('tbh', 'honestly', 'sometimes', 'lately', 'right now', 'now', 'again', 'today', 'tonight')}?$`,
      anyOf('lol', 'haha', 'hahaha', 'lmao', 'jk', 'joking', 'kidding'),
    ),
    selfHarm(
      `{want} to just? ${anyOf('disappear', 'vanish')} from ${anyOf('the face of the earth', 'this planet', 'this world', 'the world', 'existence')}$`,
    ),
    // The same wish run on into why, unpunctuated as dictation and chat write it ("i want to disappear
    // tbh everything is too much"): the reason is what makes it a wish not to be here. Three words at
    // most between, as compromise reads "tbh" as three (two unseen); where to, how long or a laugh
    // still reads as ordinary.
    selfHarm(
      `${anyOf('want to', 'wanna', 'wish i could', 'wish i would', 'wish i can')} just? ${anyOf('disappear', 'vanish')} .{0,3} ${anyOf('everything', 'life', 'nothing')} ${anyOf('is', 'feels', 'matters')} .{0,2} ${anyOf('much', 'hard', 'pointless', 'hopeless', 'unbearable', 'anymore')}`,
      anyOf('lol', 'haha', 'hahaha', 'lmao', 'jk', 'joking', 'kidding', 'into', 'for a', 'for the'),
    ),
    // Acts of self-harm said without "myself": a relapse, an urge, the tools kept.
    selfHarm(`sh ${anyOf('free', 'clean')}`),
    selfHarm(
      `i {cut} ${anyOf('again', 'last night', 'yesterday', 'today', 'this morning', 'tonight', 'deeper')}`,
    ),
    selfHarm(
      `${anyOf('urge', 'urges', 'need', 'want')} to {cut} ${anyOf('is', 'was', 'again', 'so', 'keeps', 'tonight')}`,
    ),
    selfHarm(`${anyOf('until', 'till', 'til')} ${anyOf('they', 'it', 'i', 'my skin')} {bleed}`),
    selfHarm(
      `${verbForms('hurt', 'harm', 'cut', 'burn', 'punish', 'injure', 'scratch')} my ${anyOf('body', 'skin', 'arms', 'legs', 'wrists', 'thighs')} ${anyOf('on purpose', 'to feel', 'again', 'until', 'till', 'so i')}`,
    ),
    // "He hurt me on purpose" is someone else's act: the writer's own is "hurt myself".
    selfHarm(`{hurt} .{0,2} on purpose`, [
      `${anyOf('did not', 'never')} {hurt}`,
      `{hurt} ${anyOf('me', 'us')}`,
    ]),
    selfHarm(
      `${anyOf('blade', 'blades', 'razor', 'razors', 'razor blade')} i ${anyOf('hid', 'hide', 'hidden', 'kept', 'keep', 'stashed', 'saved', 'bought')}`,
    ),
    selfHarm(
      `{hold} ${anyOf('the', 'a', 'my')} ${anyOf('razor', 'blade', 'knife')} ${anyOf('for', 'to', 'against', 'over')}`,
      `${anyOf('shave', 'shaving', 'cooking', 'chopping', 'carving', 'kitchen')}`,
    ),
    selfHarm(`my ${BODY_PARTS} ${anyOf('look', 'looks')} ${anyOf('bad', 'awful', 'terrible')}`),
    selfHarm(
      `long sleeves .{0,6} ${anyOf('july', 'august', 'summer', 'heat', 'hide', 'cover', 'nobody')}`,
    ),
    // Means gathered, methods looked up.
    selfHarm(
      `{swallow} ${anyOf('everything', 'all of it', 'the lot', 'the whole bottle', 'a whole bottle', 'the bottle', 'the whole box', 'the whole pack')}`,
    ),
    selfHarm(
      `{jump} ${anyOf('off', 'from')} ${anyOf('the', 'a')}? ${anyOf('car park', 'multi storey', 'parking garage')}`,
    ),
    selfHarm(`${verbForms(...HOARDING_VERBS)} up? .{0,2} ${PILL_WORDS}`),
    selfHarm(`${anyOf('whole', 'entire', 'full')} .{0,2} supply at once`),
    selfHarm(`${PILL_WORDS} .{0,12} ${anyOf('would', 'will', 'is')} that be? enough`),
    selfHarm(
      `{put} .{0,3} ${PILL_WORDS} in ${anyOf('a', 'my')} ${anyOf('shoebox', 'box', 'drawer', 'bag')} just in case`,
    ),
    selfHarm(`{buy} ${anyOf('a', 'some', 'the')} rope`, ROPE_FOR_A_TASK, { before: 4, after: 5 }),
    selfHarm(`{buy} a hose .{0,2} tape`),
    selfHarm(`hose and duct tape`),
    selfHarm(
      `how ${anyOf('high', 'tall', 'far')} .{0,4} ${anyOf('bridge', 'building', 'roof', 'fall', 'drop', 'balcony')} ${anyOf('has to be', 'needs to be', 'would be enough', 'to die', 'is enough', 'to kill')}`,
    ),
    selfHarm(
      `${anyOf('bridge', 'building', 'roof', 'fall', 'drop')} ${anyOf('has to be', 'needs to be')} to`,
    ),
    selfHarm(`{look} up .{0,3} ${anyOf('lethal', 'painless')}`),
    selfHarm(
      `{look} up how ${anyOf('high', 'many pills', 'much it takes', 'long it takes to die')}`,
    ),
    selfHarm(`life insurance .{0,10} ${anyOf('waiting', 'inflicted', 'suicide')}`), // Heights, roads, rails: standing at the edge.
    selfHarm(
      `${anyOf('drift', 'swerve', 'drive', 'steer', 'turn', 'veer', 'walk', 'step', 'run')} .{0,3} into .{0,2} oncoming`,
    ),
    selfHarm(
      `${anyOf('platform', 'tracks', 'ledge', 'edge')} .{0,8} ${anyOf('step', 'stepping', 'lean', 'leaning')} ${anyOf('forward', 'off', 'over')}`,
    ),
    selfHarm(
      `${anyOf('sat', 'sit', 'sitting', 'stood', 'stand', 'standing')} ${anyOf('at', 'on')} the edge`,
      `edge of ${anyOf('my seat', 'the bed', 'the pool', 'the stage', 'my chair', 'the bath')}`,
    ),
    selfHarm(`${HIGH_PLACES} .{0,8} longer than i should`),
    selfHarm(
      `${anyOf('car', 'engine')} .{0,3} garage .{0,6} ${anyOf('quiet', 'peaceful', 'easy', 'running', 'sleep')}`,
    ),
    selfHarm(`not know why i went ${anyOf('home', 'back')}`),
    // Not being here after a date, a plan, no future.
    selfHarm(
      `will not be ${anyOf('here', 'around', 'alive')} ${anyOf('next month', 'next year', 'next week', 'after', 'by then', 'much longer', 'to see', 'for christmas', 'for my', 'for the', 'this time next')}`,
      `${anyOf('because', 'since', 'moving', 'travel', 'travelling', 'traveling', 'holiday', 'vacation', 'trip', 'abroad', 'away', 'visiting', 'leave', 'exchange', 'deployment', 'study abroad')}`,
      { before: 3, after: 6 },
    ),
    selfHarm(
      `not ${anyOf('planning', 'plan', 'expecting')} on? to? ${anyOf('being', 'be', 'still be')} alive`,
    ),
    selfHarm(`not planning ${anyOf('past', 'beyond', 'anything after')}`),
    selfHarm(`nothing for me after`),
    selfHarm(`not need .{0,3} where i am going`),
    selfHarm(
      `${anyOf('why', 'what for')} .{0,3} even ${anyOf('asking', 'bothering', 'trying')} .{0,8} not need`,
    ),
    selfHarm(`no future ${anyOf('anywhere', 'left', 'at all', 'ahead')}`),
    selfHarm(
      `only ${anyOf('thing', 'one', 'reason', 'person')} ${anyOf('keeping', 'that keeps', 'that is keeping', 'holding')} me ${anyOf('here', 'alive', 'going', 'around', 'on')}`,
    ),
    selfHarm(`might as well make it ${anyOf('permanent', 'official', 'final', 'real', 'last')}`),
    selfHarm(
      `only one way ${anyOf('this', 'it', 'my story', 'things', 'all this')} ${anyOf('ends', 'will end', 'can end', 'is going to end', 'going to end')}`,
      `with me ${anyOf('winning', 'on top', 'getting')}`,
    ),
    selfHarm(
      `finally know how to ${anyOf('make it stop', 'end it', 'do it', 'stop it', 'make it end')}`,
    ),
    selfHarm(`not being alive`),
    selfHarm(
      `not ${anyOf('scared', 'afraid', 'frightened')} of ${anyOf('dying', 'death')} ${anyOf('anymore', 'any more')}`,
    ),
    selfHarm(
      `{want} to sleep ${anyOf('forever', 'for ever', 'and never')}`,
      `${anyOf('lol', 'lmao', 'haha', 'after', 'this weekend', 'until', 'till', 'til', 'when', 'of nights', 'night shifts', 'nights in a row', 'double shift', 'double shifts')}`,
      { before: 3, after: 6 },
    ),
    selfHarm(`the world ${anyOf('does not', 'do not', 'would not')} need me`),
    selfHarm(
      `${anyOf('psych ward', 'psychiatric ward', 'psych unit', 'hospital')} .{0,6} ${anyOf('after', 'because', 'when')} i ${anyOf('tried', 'attempted')}`,
    ),
    selfHarm(
      `out of ${anyOf('everything', 'it all', 'all of it')} ${anyOf('for good', 'forever', 'permanently')}`,
    ),
    selfHarm(`{want} out of everything`),
    selfHarm(
      `not ${anyOf('sticking', 'staying', 'hanging')} around for ${anyOf('the rest of it', 'what comes', 'the end', 'that')}$`,
    ),
    selfHarm(
      `if .{0,5} ${anyOf('bad', 'positive', 'worse', 'cancer', 'terminal')} .{0,3} not ${anyOf('sticking', 'staying', 'hanging')} around`,
    ),
    // Goodbyes, last words, affairs settled.
    selfHarm(
      `${anyOf('tonight is the night', 'tonights the night', 'tonight the night')}`,
      `${anyOf('ask', 'propose', 'go', 'party', 'gig', 'show', 'premiere', 'date', 'win', 'finally get')}`,
      { before: 3, after: 6 },
    ),
    selfHarm(
      `{say} ${anyOf('goodbye', 'bye', 'my goodbyes')} to ${anyOf('everyone', 'everybody', 'whoever', 'you all', 'all of you', 'the world')}`,
      [
        `${anyOf('airport', 'move', 'moving', 'leave', 'leaving', 'farewell', 'graduation', 'holiday', 'trip', 'flight', 'job', 'school', 'retire', 'retiring', 'abroad', 'semester', 'term', 'class', 'team')}`,
        `${anyOf('never', 'not')} {say}`,
      ],
      { before: 8, after: 6 },
    ),
    selfHarm(`will not be back$`),
    selfHarm(
      `${anyOf('they', 'she', 'he', 'someone', 'somebody', 'mom', 'mum')} will find ${anyOf('them', 'it', 'the letters', 'the note', 'me')} after`,
    ),
    selfHarm(`${anyOf('nobody', 'no one', 'noone')} .{0,4} has to find me`),
    selfHarm(`{write} one last ${anyOf('thing', 'letter', 'note', 'message', 'post')} for`),
    selfHarm(
      `know it ${anyOf('was not', 'is not', 'wasnt')} ${anyOf('their', 'your', 'his', 'her', 'anyones')} fault .{0,3} then`,
    ),
    selfHarm(
      `so they know it ${anyOf('was not', 'is not')} their fault`,
      `${anyOf('divorce', 'separation', 'split', 'breakup', 'break up')}`,
      { before: 12, after: 3 },
    ),
    selfHarm(
      `my affairs in order`,
      `${anyOf('retire', 'retirement', 'before the move', 'estate planning', 'surgery', 'deployment', 'moving abroad', 'move abroad', 'abroad', 'baby', 'solicitor', 'estate agent', 'on the market')}`,
      { before: 6, after: 6 },
    ),
    selfHarm(
      `sorry for everything`,
      `${anyOf('said', 'says', 'text', 'texted')} ${anyOf('he', 'she', 'they')} ${anyOf('is', 'was')} sorry`,
      { before: 6, after: 2 },
    ),
    selfHarm(
      `tell ${anyOf('my', 'him', 'her', 'them', 'everyone')} .{0,2} i ${anyOf('said sorry', 'am sorry', 'was sorry', 'said goodbye', 'loved them', 'love them')}`,
      `${anyOf('how do i', 'how to', 'how should i', 'should i', 'want to', 'need to', 'going to')} tell`,
    ),
    selfHarm(`{give} .{0,10} loose ends`),
    selfHarm(`one ${anyOf('last', 'more', 'final')}? good day ${anyOf('first', 'before')}`),
    selfHarm(
      `so .{1,2} ${anyOf('does', 'do', 'will', 'would', 'never')} not? ${anyOf('remember', 'associate')} .{0,3} ${anyOf('birthday', 'christmas', 'day', 'holiday')} that way`,
    ),
    // Said in other words (2026-11-28, from the third round's training phrasings): slang for the act,
    // an attempt, a method ready, logging off for good, the means in hand or in sight.
    selfHarm('{top} myself', '{top} myself up'),
    selfHarm(`${anyOf('attempt', 'attempts', 'go')} on my own? life`),
    selfHarm(`${anyOf('my', 'purging', 'starving', 'urge for', 'back to')} cutting`, [
      CUTTING_SOMETHING_ELSE,
    ]),
    selfHarm(
      `cutting ${anyOf('first', 'is the only', 'is getting', 'are the only', 'to punish', 'to feel')}`,
    ),
    selfHarm(`{punish} myself ${anyOf('by cutting', 'with a', 'with the', 'physically')}`),
    selfHarm(
      `${anyOf('clock', 'clocking', 'clocked', 'log', 'logging', 'logged', 'sign', 'signing', 'signed', 'tap', 'tapping', 'bow', 'bowing')} ${anyOf('out', 'off')} ${anyOf('for good', 'of life', 'of this life', 'permanently', 'forever', 'for ever')}`,
    ),
    selfHarm(
      `permanently ${anyOf('logging', 'log', 'signing', 'clocking', 'checking')} ${anyOf('off', 'out')}`,
    ),
    selfHarm(
      `${anyOf('game over', 'no lives left', 'rage quitting life', 'respawn', 'despawn', 'despawning')} ${anyOf('irl', 'in real life', 'for real')}`,
    ),
    selfHarm(
      'noose',
      [
        `noose ${anyOf('tightening', 'tightens', 'is tightening')}`,
        `${anyOf('lynching', 'history', 'museum', 'knot', 'knots', 'sailing', 'halloween')}`,
        FICTION,
      ],
      { before: 4, after: 6 },
    ),
    selfHarm(`beam .{0,4} ${anyOf('hold', 'holds', 'held', 'take', 'takes')} my? weight`),
    selfHarm(`${PILLS} in my hand`),
    selfHarm(
      `${anyOf('bleach', 'pills', 'rope')} or ${anyOf('pills', 'bleach', 'rope', 'jumping', 'the bridge')}`,
    ),
    selfHarm(
      `${anyOf('method', 'means')} ${anyOf('is', 'are')} ${anyOf('sorted', 'ready', 'chosen', 'decided', 'picked')}`,
    ),
    selfHarm(
      `how long .{0,3} to ${anyOf('drown', 'die', 'suffocate')}`,
      `${anyOf('boredom', 'embarrassment', 'laughing', 'cringe')}`,
    ),
    selfHarm('grippy sock'),
    selfHarm(
      `${anyOf('gun', 'shotgun', 'pistol', 'rifle')} .{0,3} ${anyOf('to', 'at', 'against', 'in')} my own? ${anyOf('head', 'chest', 'throat', 'temple', 'mouth')}`,
    ),
    selfHarm(
      `${anyOf('smashed', 'smash', 'smashing', 'punched', 'punch', 'punching', 'bashed', 'bash', 'bashing', 'banged', 'banging')} my ${anyOf('hand', 'hands', 'fist', 'head', 'arm', 'knuckles')} .{0,4} on purpose`,
    ),
    selfHarm(`{make} myself sick ${anyOf('after', 'every', 'when', 'again')}`),
    selfHarm(
      `${anyOf('almost', 'nearly')} did it ${anyOf('last night', 'yesterday', 'today', 'this morning', 'again')}`,
    ),
    selfHarm(`{yeet} myself ${anyOf('off', 'into the sun', 'into traffic', 'out of')}`),
    selfHarm(
      `${anyOf('standing', 'sitting', 'stood', 'sat')} on ${anyOf('the', 'a', 'my')} ${anyOf('bridge', 'ledge', 'roof', 'edge', 'windowsill', 'railing', 'railings')} ${anyOf('right now', 'now', 'again', 'tonight', 'with my legs')}`,
    ),
    selfHarm(
      `not going to be a next ${anyOf('month', 'week', 'year', 'time', 'birthday', 'christmas')}`,
    ),
    selfHarm(
      `${anyOf('i am', 'i will be', 'and i am')} ending it$`,
      `ending it ${anyOf('with', 'between', 'off')}`,
    ),
    selfHarm(`ending it is on my`),
    selfHarm(`${anyOf('stay', 'staying')} under .{0,3} not come up`),
    selfHarm(
      `${anyOf('stop', 'stopped', 'stopping')} ${anyOf('fighting', 'trying')} ${anyOf('now', 'for good', 'forever')}`,
    ),
    selfHarm(
      `${anyOf('letters', 'letter', 'notes', 'note')} .{0,4} ${anyOf('kitchen', 'table')} for the morning`,
    ),
    selfHarm(
      `${anyOf('finally', 'actually', 'ready to', 'going to', 'decided to')} {go} through with it`,
      `${anyOf('surgery', 'operation', 'wedding', 'divorce', 'move', 'application', 'interview', 'audition', 'presentation', 'tattoo', 'race', 'marathon')}`,
    ),
    selfHarm(`${anyOf('wrote', 'write', 'writing', 'written')} my own obituary`),
    selfHarm(`${anyOf('playlist', 'songs', 'music')} for my funeral`),
    selfHarm(
      `${anyOf('this will be', 'this is', 'this is probably', 'probably')} my last ${anyOf('christmas', 'birthday', 'request', 'summer', 'day', 'week')}`,
      `${anyOf('christmas', 'birthday', 'request', 'summer', 'day', 'week')} ${anyOf('at', 'as', 'in', 'before', 'of', 'here', 'with', 'on', 'working', 'living', 'off')}`,
    ),
    selfHarm(`soon to be ${anyOf('actually', 'really')}? dead`),
    selfHarm(`goodbye to .{0,3} one by one`),
    selfHarm(`{say} goodbye .{0,4} in my head`),
    selfHarm(
      `${anyOf('not intend to', 'not plan to', 'not planning to')} ${anyOf('stick around', 'be here', 'be around', 'be alive')}`,
    ),
    selfHarm(`hopefully that is it ${anyOf('this time', 'for good', 'forever')}`),
    selfHarm(
      `so ${anyOf('someone', 'somebody', 'they', 'people')} ${anyOf('can', 'will', 'could')} find me`,
    ),
    selfHarm(`left to lose is ${anyOf('me', 'myself', 'my life')}`),
    selfHarm(
      `${anyOf('writing this', 'typing this', 'texting you')} from ${anyOf('the', 'a')} ${anyOf('roof', 'bridge', 'ledge', 'edge', 'cliff', 'rooftop')}`,
    ),
    selfHarm(`{jump} off the top ${anyOf('floor', 'storey', 'level', 'deck')}`),
    selfHarm(`${anyOf('policy', 'insurance')} on myself`),
    selfHarm(
      `rather be with ${anyOf('him', 'her', 'them', 'my')} .{0,2} than ${anyOf('here', 'alive', 'living')}`,
    ),
    selfHarm(`last ${anyOf('memory', 'memories', 'image', 'picture')} of me`),
    selfHarm(`${anyOf('look', 'looks')} like a barcode`),
    selfHarm(`${anyOf('calm', 'peaceful', 'lighter', 'relieved')} now that i have decided`),
    selfHarm(`${anyOf('made my choice', 'made my decision', 'made up my mind')} and i am at peace`),
    selfHarm(
      `i ${anyOf('picked', 'have picked', 'chose', 'have chosen')} a date`,
      `date ${anyOf('for', 'to', 'with', 'of', 'and', 'night', 'nights', 'idea', 'ideas', 'that', 'which')}`,
    ),
    selfHarm('that is my date'),
    selfHarm(`${anyOf('reason', 'reasons')} not to use it`),
    selfHarm(`rope in my ${anyOf('garage', 'room', 'car', 'bag', 'wardrobe', 'shed', 'closet')}`),
    selfHarm('i think it is my time'),
    selfHarm(`go quiet ${anyOf('forever', 'for good', 'permanently')}`),
    selfHarm(
      `${anyOf('switch off', 'turn off', 'shut down')} ${anyOf('for good', 'forever', 'permanently')}`,
    ),
    selfHarm(
      `if nothing changes ${anyOf('i am out', 'i am done', 'i am gone', 'that is it', 'i will end it')}`,
    ),
    selfHarm(`be needing ${anyOf('a career', 'a future', 'a pension', 'a retirement plan')}`),
    selfHarm(
      `${anyOf('saving', 'hiding', 'keeping', 'stashing')} them .{0,4} instead of ${anyOf('taking', 'swallowing')}`,
    ),
    selfHarm(
      `${anyOf('crash', 'accident', 'overdose', 'fall')} should have finished ${anyOf('the job', 'me', 'me off')}`,
    ),
    selfHarm(`if the beam ${anyOf('holds', 'will hold', 'can hold', 'would hold')}`),
    selfHarm(`${anyOf('coming', 'going')} to be with ${anyOf('you', 'him', 'her', 'them')} soon`),
    selfHarm(`lie down .{0,4} and stay there`),
    selfHarm(`${anyOf('sick', 'tired')} of surviving`),
    selfHarm('{want} to be finished$'),
    selfHarm(`one way ticket to the ${anyOf('cliffs', 'cliff', 'bridge')}`),
    selfHarm('next attempt will not be'),
    selfHarm('let it take me'),
    selfHarm(
      `${anyOf('have my', 'take my', 'look after my', 'takes which')} .{0,4} if ${anyOf('anything', 'something')} happens to me`,
    ),
    selfHarm(
      `${verbForms(...HOARDING_VERBS)} enough of? the? ${anyOf('codeine', 'morphine', 'tramadol', 'oxycodone', 'pills', 'tablets', 'meds', 'insulin', 'sleeping')}`,
    ),
    selfHarm(`pray i ${anyOf('do not', 'will not', 'never')} {wake} up`),
    selfHarm(
      `${anyOf('razor', 'razors', 'blade', 'blades')} in my ${anyOf('pencil case', 'bag', 'pocket', 'drawer', 'wallet', 'phone case', 'room')}`,
      `${anyOf('shave', 'shaving', 'craft', 'crafts', 'art', 'stanley', 'box cutter')}`,
    ),
    selfHarm(
      `${anyOf('carving', 'carved', 'carve', 'scratching', 'scratched', 'scratch')} .{0,3} into my ${BODY_PARTS}`,
    ),
    // The act named in ways the first rounds did not write (2026-11-28): by the category, not by a phrasing.
    selfHarm(`{drink} myself to death`),
    selfHarm(
      `${anyOf('want', 'wish', 'wanted', 'wished', 'need', 'hope', 'hoping')} ${anyOf('someone', 'somebody', 'something')} ${anyOf('would', 'to', 'will', 'could')} {kill} me`,
    ),
    selfHarm(
      `{wish} i ${anyOf('could', 'would', 'had')} just? ${anyOf('die', 'died', 'disappear', 'disappeared')} ${anyOf('in my sleep', 'tonight', 'forever', 'for good')}`,
    ),
    // Second round (2026-11-28): the act told by others, said by one's own head, or done to the body.
    selfHarm(
      `{kill} ${anyOf('yourself', 'your self')} .{0,10} ${anyOf('considering', 'agree', 'agreeing', 'right', 'tempted')}`,
    ),
    selfHarm(
      `${anyOf('brain', 'head', 'mind', 'voice', 'voices', 'thoughts')} .{0,3} ${anyOf('saying', 'says', 'telling', 'tells')} .? {kill} ${anyOf('yourself', 'your self', 'myself')}`,
    ),
    selfHarm(
      `{burn} my ${BODY_PARTS} .{0,4} ${anyOf('again', 'purpose', 'deliberately', 'until')}`,
      `${anyOf('oven', 'pan', 'iron', 'kettle', 'cooking', 'accident', 'accidentally', 'stove', 'sun')}`,
    ),
    selfHarm(`${anyOf('drink', 'drinking', 'drank', 'swallow', 'swallowing')} bleach`),
    selfHarm(`{slap} myself ${anyOf('until', 'till', 'so hard', 'hard', 'again')}`),
    selfHarm(
      `${anyOf('found', 'saw', 'seen', 'see', 'noticed', 'notice', 'hide', 'hiding')} ${anyOf('the', 'my')} ${anyOf('cuts', 'burns')} on my ${BODY_PARTS}`,
    ),
    selfHarm(`i .{0,2} {cut} where`),
    selfHarm(
      `${verbForms('punch', 'hit', 'scratch', 'pinch', 'bite')} my ${anyOf('thighs', 'thigh', 'arms', 'arm', 'legs', 'leg', 'stomach', 'face')} ${anyOf('under', 'until', 'till', 'so', 'when', 'to', 'again', 'every')}`,
    ),
    selfHarm(
      `${anyOf('carved', 'carving', 'carve', 'scratched', 'scratching')} .{0,5} in to my ${BODY_PARTS}`,
    ),
    // Third round (2026-11-28, fourth session): methods in a household, the body at the water, the
    // act in second-language English, and the wish said as a condition.
    selfHarm(`{finish} my life`),
    selfHarm(
      `${anyOf('drink', 'drinking', 'drank', 'swallow', 'swallowing', 'swallowed')} ${anyOf('the poison', 'poison', 'weedkiller', 'pesticide', 'rat poison', 'antifreeze')}`,
    ),
    selfHarm(
      `{take} ${anyOf('every', 'all the', 'all of the')} ${anyOf('tramadol', 'codeine', 'morphine', 'oxycodone', 'pill', 'pills', 'tablet', 'tablets', 'painkiller', 'painkillers')} i have`,
    ),
    selfHarm(
      `{walk} into the ${anyOf('sea', 'ocean', 'lake', 'river')}`,
      [
        `${anyOf('swim', 'swimming', 'paddle', 'paddling', 'surf', 'surfing', 'dip', 'wetsuit', 'holiday', 'paddleboard', 'kayak')}`,
        FICTION,
      ],
      { before: 6, after: 4 },
    ),
    selfHarm(`${anyOf('stop myself', 'myself from', 'urge to keep')} cutting`),
    selfHarm(`i {cut} ${anyOf('because', 'whenever', 'every night', 'to feel')}`),
    // "Purpose", not "on purpose": a gap stops at the first "on" (on the iron) and never tries the next.
    selfHarm(
      `${anyOf('burn', 'burns', 'burned', 'burnt', 'burning')} my ${BODY_PARTS} .{0,5} purpose`,
    ),
    selfHarm(
      `${anyOf('log off', 'logging off', 'logged off', 'sign off', 'signing off')} from life`,
    ),
    selfHarm(`{join} my .{0,2} in the ${anyOf('ground', 'grave', 'cemetery')}`),
    selfHarm(`{jump} and end it`),
    selfHarm(`no ${anyOf('more tomorrow', 'tomorrow', 'more tomorrows')} for me`),
    selfHarm(`${anyOf('done with', 'tired of', 'sick of')} breathing`),
    selfHarm('pain on the outside'),
    selfHarm(
      `not {want} to be ${anyOf('rescued', 'saved', 'found', 'resuscitated')} ${anyOf('next time', 'this time')}`,
    ),
    selfHarm(
      `${verbForms(...HOARDING_VERBS)} my ${anyOf('antidepressants', 'pills', 'tablets', 'meds', 'medication', 'painkillers', 'sleeping pills', 'insulin')} instead`,
    ),
    selfHarm(`{want} it ${anyOf('all')}? over ${anyOf('for good', 'forever', 'permanently')}`),
    selfHarm(
      `disappointed ${anyOf('i am', 'to be', 'that i am')} still ${anyOf('here', 'alive', 'breathing')}`,
    ),
    selfHarm(`disappointed to {wake} up`),
    // One word after a gap, never a phrase (compromise's limit; see the file's header).
    selfHarm(
      `would not care if .{0,5} ${anyOf('killed', 'hit', 'crushed', 'rolled', 'ran', 'fell')} ${anyOf('me', 'on me', 'me over')}`,
    ),
    selfHarm(
      `${anyOf('prouder of', 'better with', 'better off with')} a dead ${anyOf('dad', 'mum', 'mom', 'father', 'mother', 'son', 'daughter', 'husband', 'wife', 'brother', 'sister')}`,
    ),
    selfHarm(
      `${anyOf('disappear', 'disappearing', 'disappeared')} .{0,6} for good`,
      `${anyOf('holiday', 'trip', 'weekend', 'week', 'month', 'summer', 'cabin', 'phone', 'social media', 'instagram', 'tiktok', 'group chat', 'socials')}`,
    ),
    selfHarm(`{buy} ${anyOf('rope', 'a rope')} .{0,6} not for`),
    selfHarm(`${WEAPONS} .{0,6} not for ${anyOf('protection', 'hunting', 'work')}`),
    {
      ...selfHarm(
        `{overdose} ${anyOf('on it', 'on them', 'on sunday', 'on monday', 'on tuesday', 'on wednesday', 'on thursday', 'on friday', 'on saturday', 'on purpose', 'last', 'again')}`,
        [`${anyOf('coffee', 'caffeine', 'sugar', 'netflix', 'chocolate')}`, ...SOMEONE_ELSES],
        SOMEONE_ELSES_REACH,
      ),
      toldOf: TOLD_OF_SOMEONE_ELSE,
    },
    // Fourth round (2026-11-28, sixth session): the dead one joined, goodbyes kept secret, the means
    // at hand, the body worth more gone, a date or a plan named, the wish said in recovery's words.
    selfHarm(
      `{want} to be where ${anyOf('she', 'he', 'they')} ${anyOf('is', 'are')}`,
      `${anyOf('long distance', 'moved', 'moving', 'abroad', 'uni', 'university', 'city', 'country', 'job', 'visa', 'miles', 'lives', 'live', 'living')}`,
      { before: 8, after: 8 },
    ),
    selfHarm(
      `ready to go and join ${anyOf('her', 'him', 'them', 'my')}`,
      `${anyOf('at the', 'in the', 'on the', 'for the')}`,
    ),
    selfHarm(
      `${anyOf('knowing', 'know', 'knows', 'guessing', 'realising', 'realizing')} ${anyOf('it is', 'its', 'that it is', 'this is', 'it was')} ${anyOf('goodbye', 'a goodbye', 'the last time')}`,
      `${anyOf('retire', 'retiring', 'surprise', 'leaving do', 'new job')}`,
      { before: 8, after: 10 },
    ),
    selfHarm(
      `goodbye .{0,8} without ${anyOf('her', 'him', 'them', 'anyone', 'anybody')} ${anyOf('guessing', 'knowing', 'realising', 'realizing', 'noticing')}`,
      `${anyOf('retire', 'retiring', 'surprise', 'leaving do', 'new job')}`,
      { before: 8, after: 10 },
    ),
    selfHarm(
      `one last time and not let ${anyOf('him', 'her', 'them')} ${anyOf('hear', 'see', 'know')}`,
    ),
    selfHarm(
      `for when ${anyOf('they', 'someone', 'people', 'she', 'he', 'mum', 'mom')} ${anyOf('find', 'finds')} ${anyOf('me', 'everything', 'the note', 'my body')}`,
    ),
    selfHarm(`{run} out of reasons$`),
    selfHarm(
      `out of reasons ${anyOf('to live', 'to stay', 'to keep going', 'to go on', 'to be here', 'to carry on')}`,
    ),
    selfHarm(
      `plan and a date`,
      `${anyOf('wedding', 'move', 'moving', 'house', 'launch', 'party', 'trip', 'surgery', 'exam', 'deadline', 'project', 'holiday')}`,
      { before: 8, after: 6 },
    ),
    selfHarm(`can not do this .{0,4} i have a plan$`),
    selfHarm(
      `{plan} ${anyOf('my', 'your')} own funeral`,
      `${anyOf('prepaid', 'insurance', 'so the kids', 'so my kids', 'so my children', 'funeral plan', 'in advance', 'down to the hymns', 'bit', 'set', 'routine', 'stand up', 'open mic', 'comedy')}`,
      { before: 6, after: 8 },
    ),
    selfHarm(
      `keep ${anyOf('looking at', 'going to', 'staring at', 'eyeing', 'thinking about')} .{0,2} ${anyOf('blades', 'razors', 'belt', 'rope', 'pills', 'tablets', 'painkillers')}`,
      `${anyOf('doctor', 'gp', 'prescribed', 'start', 'starting', 'side effects', 'psychiatrist')}`,
      { before: 3, after: 8 },
    ),
    selfHarm(
      `i ${anyOf('kept', 'have kept', 'am keeping', 'have been keeping')} all ${anyOf('the', 'his', 'her', 'my', 'of the')} ${anyOf('tablets', 'pills', 'meds', 'medication', 'painkillers', 'morphine')}`,
    ),
    selfHarm(`not ${anyOf('needed', 'wanted')} in this world`, 'world of'),
    selfHarm(`{throw} away my ${anyOf('blades', 'razors', 'razor', 'blade')}`),
    selfHarm(
      `${anyOf('clean from', 'clean of', 'free from')} ${anyOf('cutting', 'self harm', 'self harming', 'sh')}`,
    ),
    selfHarm(
      `i attempted ${anyOf('in year', 'in grade', 'last year', 'when i was', 'twice', 'once', 'before')}`,
    ),
    selfHarm(
      `not because i am ${anyOf('graduating', 'leaving', 'moving', 'retiring', 'finishing', 'quitting')}`,
    ),
    selfHarm(
      `${anyOf('i would be', 'i am', 'my body would be', 'me')} better off? in ${anyOf('the ground', 'a grave', 'a box', 'my grave')}`,
      'ground floor',
    ),
    selfHarm(`sleeves .{0,6} for a reason`),
    selfHarm(
      `${anyOf('hoodie', 'hoodies', 'sleeves', 'jumper', 'jumpers')} .{0,6} ${anyOf('nobody', 'noone')} ${anyOf('sees', 'see')} my ${anyOf('arms', 'wrists', 'arm', 'wrist')}`,
    ),
    selfHarm(
      `only reason i am still ${anyOf('here', 'alive', 'around', 'breathing')}`,
      `${anyOf('at work', 'at this job', 'in this job', 'at the company', 'in this town', 'in the job', 'in this house', 'in this country')}`,
    ),
    selfHarm(`until i just? ${anyOf('fade away', 'disappear', 'waste away', 'vanish')}`),
    selfHarm(
      `${anyOf('they', 'he', 'she', 'everyone')} will ${anyOf('get', 'have')} ${anyOf('their', 'his', 'her')} peace soon`,
    ),
    selfHarm(`{want} permission$`),
    selfHarm(`i am letting it win`),
    selfHarm(
      `not like i will be ${anyOf('around', 'here', 'alive')}`,
      `${anyOf('around', 'here')} ${anyOf('much', 'during', 'this', 'over', 'when', 'while', 'at christmas', 'in the summer')}`,
    ),
    selfHarm(
      `${anyOf('make me', 'help me', 'get me to')} put the ${anyOf('pills', 'tablets', 'bottle', 'knife', 'blade', 'razor', 'rope', 'gun')} ${anyOf('back', 'down', 'away')}`,
    ),
    selfHarm(`sorry .{0,10} for .{0,2} to find`),
    selfHarm(
      `i ${anyOf('want to apply for', 'am applying for', 'applied for', 'want', 'want to go to', 'am going to')} ${anyOf('assisted dying', 'dignitas', 'euthanasia')}`,
    ),
    selfHarm(
      `${anyOf('prescription', 'prescriptions', 'medication', 'meds', 'appointments')} .{0,6} not be needing`,
    ),
    selfHarm(`have the means ${anyOf('at home', 'here', 'ready', 'now', 'in the house')}`),
    selfHarm(`have the means$`),
    selfHarm(`i have lived long enough`, `long enough to`),
    selfHarm(
      `${anyOf('this will be', 'which will be', 'that will be')} my last ${anyOf('appointment', 'session')}`,
      `${anyOf('appointment', 'session')} ${anyOf('at', 'as', 'in', 'before', 'of', 'here', 'with', 'on', 'working', 'living', 'off')}`,
    ),
    selfHarm(
      `${anyOf('stopped', 'quit', 'stopped going to', 'stopped taking')} ${anyOf('dialysis', 'insulin', 'chemo', 'my insulin', 'my heart meds')} and told no one`,
    ),
    selfHarm(
      `decided ${anyOf('this', 'that', 'today', 'tonight')} ${anyOf('will be', 'is')} ${anyOf('my', 'his', 'her')} last`,
      `last ${anyOf('season', 'game', 'match', 'race', 'tour', 'term', 'semester', 'job', 'shift', 'show', 'marathon')}`,
    ),
    selfHarm(
      `{go} ${anyOf('through', 'thru')} with it ${anyOf('tonight', 'this time')}`,
      `${anyOf('surgery', 'operation', 'wedding', 'divorce', 'move', 'application', 'interview', 'audition', 'presentation', 'tattoo', 'race', 'marathon', 'bungee', 'skydive', 'skydiving', 'jump', 'proposal', 'propose', 'haircut', 'piercing')}`,
      { before: 8, after: 6 },
    ),
    selfHarm(
      `someone else ${anyOf('would', 'will')} ${anyOf('collect', 'pick up', 'take', 'come for')} ${anyOf('him', 'her', 'them')}`,
    ),
    selfHarm(`${anyOf('tired', 'sick')} of waking up$`),
    selfHarm(
      `${anyOf('okay', 'ok', 'fine', 'at peace')} ${anyOf('about', 'with')} not being ${anyOf('here', 'around', 'alive')}`,
      `not being ${anyOf('here', 'around')} ${anyOf('for', 'during', 'at', 'on', 'when', 'while', 'in', 'over', 'this')}`,
    ),
    selfHarm(
      `{get} through .{0,6} ${anyOf('graduation', 'wedding', 'birthday', 'christmas', 'anniversary')} then i can go$`,
    ),
    selfHarm(`stop .{0,4} so ${anyOf('do', 'will')} i$`),
    selfHarm(
      `worth more ${anyOf('with me gone', 'dead', 'without me', 'if i die', 'if i died', 'if i was dead', 'if i were dead', 'if i was gone')}`,
    ),
    selfHarm(
      `time to check out$`,
      `${anyOf('hotel', 'airbnb', 'room', 'holiday', 'cabin', 'library', 'trolley', 'basket', 'cart')}`,
      { before: 10, after: 2 },
    ),
    selfHarm(`one of the 22`),
    selfHarm(`22 a day .{0,6} one of them`),
    selfHarm(`small enough to ${anyOf('disappear', 'vanish', 'fade away')}`),
    selfHarm(`not need motivation for anything`),
    selfHarm(`with ${anyOf('her', 'him', 'them')} one way or ${anyOf('the other', 'another')}`),
    selfHarm(
      `{want} to join ${anyOf('her', 'him', 'them')} soon`,
      `${anyOf('trip', 'holiday', 'abroad', 'flight', 'visa', 'move', 'moving', 'job', 'there', 'in', 'at', 'on')}`,
    ),
    selfHarm(`${PILLS} ${anyOf('are', 'all')}? ${anyOf('lined up', 'counted out', 'in a row')}`),
    selfHarm(
      `target .{0,6} was ${anyOf('me', 'myself')}`,
      `${anyOf('dodgeball', 'paintball', 'laser tag', 'game', 'jokes', 'bullies', 'teasing', 'banter', 'prank', 'pranks')}`,
      { before: 8, after: 4 },
    ),
    selfHarm(
      `{check} how ${anyOf('high', 'tall')} the ${anyOf('bridge', 'building', 'roof', 'cliff', 'drop', 'car park', 'multi storey')}`,
      `${anyOf('lorry', 'truck', 'van', 'bus', 'clearance', 'trailer', 'height limit')}`,
    ),
    selfHarm(
      `${anyOf('wish', 'wishing', 'hope', 'hoping')} .{0,6} ${anyOf('roof', 'building', 'ceiling')} would? ${anyOf('comes', 'come', 'falls', 'fall', 'collapses', 'collapse', 'cave', 'caves')} ${anyOf('down', 'in')}`,
      `${anyOf('shed', 'garage', 'barn', 'so we can', 'demolish', 'demolition', 'rebuild', 'insurance')}`,
      { before: 3, after: 8 },
    ),
    selfHarm(
      `i ${anyOf('might', 'may', 'will', 'would')} not ${anyOf('turn', 'brake', 'swerve', 'steer')}$`,
    ),
    selfHarm(`either .{0,6} or ${anyOf('six', '6', 'dead')}`),
    selfHarm(
      `${anyOf('whole bottle', 'whole box', 'whole pack', 'whole packet')} of ${anyOf('sleeping', 'pills', 'tablets', 'painkillers')}`,
      SOMEONE_ELSES,
      SOMEONE_ELSES_REACH,
    ),
    selfHarm(
      `${anyOf('will not', 'never')} even remember me`,
      `${anyOf('deployed', 'deployment', 'away', 'abroad', 'trip', 'tour', 'months')}`,
      { before: 8, after: 6 },
    ),
    // The same ideas as other people say them: a bullet, not waking up, nobody noticing, one way out.
    selfHarm(`eat ${anyOf('my gun', 'a bullet', 'my pistol', 'my rifle', 'my shotgun')}`),
    selfHarm(
      `${anyOf('bullet', 'round')} ${anyOf('in', 'through', 'into')} my ${anyOf('head', 'brain', 'skull', 'mouth', 'temple')}`,
    ),
    selfHarm(`until i ${anyOf('do not', 'never', 'will not')} {wake} up`),
    selfHarm(`not waking up ${anyOf('would be', 'sounds', 'seems', 'feels like')}`),
    selfHarm(`${anyOf('okay', 'ok', 'fine', 'at peace')} with not waking up`),
    selfHarm(
      `${anyOf('nobody', 'no one', 'noone')} would ${anyOf('notice', 'care', 'even notice', 'even care')} if i ${anyOf('died', 'was gone', 'were gone', 'disappeared', 'was dead', 'were dead', 'did not wake up', 'never woke up')}`,
    ),
    selfHarm(
      `pain ${anyOf('will', 'would')} ${anyOf('stop', 'end')} ${anyOf('when', 'if', 'once')} i ${anyOf('die', 'am dead', 'am gone', 'was dead', 'was gone', 'died')}`,
    ),
    selfHarm(`only one way out$`),
    selfHarm(`tonight feels right`, `${anyOf('ask', 'propose', 'tell', 'celebrate', 'right for')}`),
    // Fifth round (2026-11-29, seventh session): a relapse, a drug taken by the handful, the means
    // kept or held, a height or a track waited at, a last message written, a rescue regretted.
    selfHarm(`^used to self {harm}`),
    selfHarm(
      `${anyOf('self harm', 'self harming', 'cutting', 'sh')} .{0,8} ${anyOf('urge', 'urges')} ${anyOf('is', 'are', 'came', 'has', 'have', 'is coming', 'are coming')} back`,
    ),
    selfHarm(
      `{swallow} ${anyOf('too many', 'all', 'all of', 'all my', 'a lot of', 'loads of', 'a load of', 'a bunch of', 'a handful of', 'a box of', 'a packet of', 'a whole box of', 'a whole packet of', 'the whole box of', 'the whole packet of', 'two packets of', 'every')} ${DRUG_WORDS}`,
    ),
    selfHarm(
      `{take} ${anyOf('too many', 'a load of', 'loads of', 'a handful of', 'a whole box of', 'a whole packet of', 'the whole box of', 'the whole packet of', 'two packets of', 'every')} ${DRUG_WORDS}`,
    ),
    selfHarm(
      `the rope ${anyOf('is', 'has been', 'is still')} in the ${anyOf('boot', 'trunk', 'van', 'car', 'shed', 'garage', 'loft', 'attic', 'wardrobe', 'cupboard', 'closet')}`,
      ROPE_FOR_A_TASK,
      { before: 4, after: 6 },
    ),
    selfHarm(
      `last ${anyOf('pep talk', 'speech', 'one', 'talk', 'words', 'motivation')} i will ever ${anyOf('need', 'ask for', 'hear', 'read', 'get')}`,
    ),
    selfHarm(
      `goodbye ${anyOf('text', 'texts', 'message', 'messages', 'video', 'voicemail')}`,
      // Someone else's goodbye, told by the friend who got help: "friend posted a goodbye message".
      [
        GOODBYE_FOR_A_MOVE,
        `${RELATIVES} ${anyOf('posted', 'sent', 'wrote', 'left', 'texted', 'recorded')}`,
      ],
      { before: 8, after: 6 },
    ),
    selfHarm(`{stop} the clock myself`),
    selfHarm(
      `${anyOf('paramedics', 'ambulance', 'police')} ${anyOf('got there', 'came', 'arrived', 'got to me', 'found me')} too ${anyOf('fast', 'quickly', 'soon')}`,
    ),
    selfHarm(
      `${anyOf('bottled it', 'chickened out', 'backed out', 'lost my nerve', 'lost the nerve')} ${anyOf('on', 'at')} the ${HIGH_PLACE_WORDS}`,
      JUMPING_FOR_SPORT,
      { before: 3, after: 6 },
    ),
    selfHarm(
      `${anyOf('on', 'onto', 'to', 'by', 'at')} the ${anyOf('train tracks', 'railway tracks', 'rail tracks', 'tracks', 'railway line', 'train line')} ${anyOf('tonight', 'right now', 'now', 'while i wait', 'waiting', 'to wait', 'again')}`,
      `${anyOf('work', 'working', 'shift', 'maintenance', 'crew', 'engineering', 'inspection', 'signal', 'signals', 'delays', 'delay', 'leaves')}`,
      { before: 6, after: 6 },
    ),
    selfHarm(
      `${anyOf('they', 'he', 'she', 'you', 'everyone', 'mum', 'mom', 'dad', 'parents', 'family', 'kids', 'wife', 'husband', 'sister', 'brother', 'partner')} will read it after$`,
    ),
    selfHarm(`for .{0,3} to read after$`),
    selfHarm(
      `${anyOf('new', 'fresh')} ${anyOf('lines', 'marks')} on my ${BODY_PARTS}`,
      `${anyOf('cat', 'kitten', 'climbing', 'gardening', 'brambles', 'tattoo', 'sheets', 'pillow', 'sunburn', 'stretch', 'tan', 'henna')}`,
      { before: 3, after: 6 },
    ),
    selfHarm(
      `locked .{0,4} ${anyOf('razor', 'razors', 'blade', 'blades', 'pills', 'rope', 'belt')}`,
      `${anyOf('shave', 'shaving', 'beard', 'legs')}`,
      { before: 3, after: 6 },
    ),
    selfHarm(
      `${anyOf('belt', 'rope', 'cord', 'scarf', 'ligature')} ${anyOf('round', 'around', 'over', 'to', 'and', 'on')} .{0,3} ${anyOf('hinge', 'handle', 'beam', 'bannister', 'banister', 'hook', 'doorknob')}`,
      `${anyOf('dry', 'drying', 'hang up', 'tidy', 'suitcase', 'bag')}`,
    ),
    selfHarm(
      `${anyOf('through', 'thru')} with ending it`,
      `ending it ${anyOf('with', 'between', 'off')}`,
    ),
    selfHarm(
      `keep ${anyOf('the', 'a', 'this', 'my')} .{0,3} ${anyOf('bleach', 'pills', 'blade', 'razor', 'rope', 'knife', 'tablets', 'belt', 'gun')} out of my ${anyOf('hand', 'hands')}`,
    ),
    selfHarm(
      `${verbForms('fall', 'jump')} ${anyOf('from', 'off')} the .? ${anyOf('floor', 'storey', 'story')}`,
      [
        `${anyOf('phone', 'scaffold', 'scaffolding', 'harness', 'safety', 'ladder', 'toddler', 'cat', 'dog')}`,
        FICTION,
      ],
      { before: 6, after: 6 },
    ),
    selfHarm(
      `${anyOf('date', 'day')} it ${anyOf('ends', 'all ends', 'will end')} for me`,
      `${anyOf('contract', 'job', 'lease', 'season', 'trial', 'subscription', 'tenancy', 'placement', 'internship', 'course', 'term', 'visa', 'shift', 'last day of')}`,
      { before: 6, after: 8 },
    ),
    selfHarm(`{pick} .{0,3} scars ${anyOf('open', 'on purpose', 'again', 'until')}`),
    selfHarm(
      `{let} go of ${anyOf('living', 'being alive')}`,
      `living ${anyOf('for', 'in', 'with', 'like', 'as', 'up', 'off', 'out')}`,
    ),
    selfHarm(`{let} go of life$`),
    selfHarm(
      `${HIGH_PLACE_WORDS} .{0,6} ${anyOf('is', 'are', 'looks', 'seems', 'was')} ${anyOf('high', 'tall')} enough`,
      `${anyOf('lorry', 'truck', 'van', 'bus', 'clearance', 'trailer', 'height limit', 'boat', 'mast', 'ladder', 'view', 'views')}`,
      { before: 6, after: 6 },
    ),
    selfHarm(`${anyOf('ok to', 'okay to', 'allowed to', 'brave to', 'like')} stop breathing`),
    selfHarm(
      `${anyOf('rope', 'pills', 'tablets', 'blades', 'razor', 'razors', 'bleach', 'hose', 'belt')} .{0,8} {tell} .{0,6} ${anyOf('it', 'they')} ${anyOf('was', 'were', 'is', 'are')} for`,
    ),
    selfHarm(
      `${anyOf('write', 'writing', 'wrote')} my ${anyOf('eulogy', 'obituary')}`,
      `${anyOf('eulogy', 'obituary')} ${anyOf('for', 'to', 'about', 'at', 'of')}`,
    ),
    selfHarm(`gone soon .{0,2} without .{0,3} stop me`),
    selfHarm(`not a cry for help`),
    selfHarm(
      `${anyOf('going to', 'want to', 'planning to', 'decided to', 'plan to')} {crash} ${anyOf('my', 'the')} ${anyOf('car', 'van', 'truck', 'bike')}`,
      `${anyOf('if', 'tired', 'asleep', 'sleepy', 'at this rate', 'lol', 'haha')}`,
      { before: 3, after: 6 },
    ),
    selfHarm(
      `${anyOf('play', 'sing', 'played', 'sung', 'perform', 'performs')} at my funeral`,
      `${anyOf('lol', 'lmao', 'haha', 'joke', 'one day', 'when i am old', 'someday', 'in 50 years', 'says absolutely not', 'argument', 'says no')}`,
      { before: 6, after: 6 },
    ),
    selfHarm(
      `${verbForms('step', 'walk', 'lie')} in front of ${anyOf('a', 'the')} .? ${TRAFFIC}`,
      [...SOMEONE_ELSES, FICTION],
      // Whose step it was is said before it; a teammate who pulled me back after is not the one.
      { before: 8, after: 0 },
    ),
    selfHarm(
      `${anyOf('going to', 'want to', 'ready to', 'decided to', 'time to')} stop living`,
      `living ${anyOf('in', 'with', 'at', 'like', 'for', 'off', 'out', 'on', 'under', 'as', 'paycheck')}`,
    ),
    selfHarm(
      `stop living$`,
      `living ${anyOf('in', 'with', 'at', 'like', 'for', 'off', 'out', 'on', 'under', 'as', 'paycheck')}`,
    ),
    selfHarm(
      `${anyOf('swim', 'swimming', 'swam', 'walk', 'walking')} out .{0,5} ${anyOf('until', 'till')} i ${anyOf('can not', 'cannot', 'could not')}`,
    ),
    selfHarm(
      `my last ${anyOf('day', 'night', 'week')} on ${anyOf('earth', 'this earth', 'this planet')}`,
      `${anyOf('like', 'as if', 'as though', 'pretend', 'if it was', 'if it were')}`,
      { before: 5, after: 4 },
    ),
    selfHarm(`not {deserve} to .{0,4} or to ${anyOf('live', 'exist')}`),
    selfHarm(
      `${anyOf('nobody', 'no one', 'noone')} ${anyOf('has to', 'will have to', 'needs to', 'will need to')} ${anyOf('deal with', 'worry about', 'put up with', 'look after')} me ${anyOf('anymore', 'any more', 'ever again')}`,
      [
        `${anyOf('anymore', 'any more', 'again')} ${anyOf('at', 'in', 'on')}`,
        `${anyOf('retiring', 'retire', 'leaving', 'quit', 'quitting', 'new job', 'moving', 'move out', 'moved out')}`,
      ],
      { before: 6, after: 6 },
    ),
    selfHarm(`until i ${anyOf('stop', 'stops')} breathing`),
    selfHarm(
      `${verbForms('slash', 'slice', 'gash')} ${anyOf('my', 'up my', 'open my')} ${BODY_PARTS}`,
    ),
    // Harm to others: intent or thoughts of violence against a person.
    harmOthers(
      `i .{0,4} ${INTENT} to ${anyOf('really', 'just', 'actually')}? ${VIOLENCE} ${PEOPLE}`,
      // A chore or a quarrel as the condition is hyperbole: "if he leaves his dishes one more time".
      [
        VIOLENCE_IDIOMS,
        // "More time", not "one more time": a contraction ("im") takes one of the three words before.
        'more time',
        NEXT_ONE_WHO,
        CHORE_CONDITION,
        BELONGINGS_QUARREL,
        // "I don't want to hurt her or make her hate me": the violence is what the writer would not do.
        NOT_MEANING_TO,
      ],
      // A quarrel over belongings is told before the threat: "used my straighteners and broke them".
      { before: 10, after: 4 },
    ),
    harmOthers(
      `i ${anyOf('will', 'shall')} ${anyOf('really', 'just', 'actually')}? ${VIOLENCE} ${PEOPLE}`,
      [
        VIOLENCE_IDIOMS,
        CHORE_CONDITION,
        `one more ${anyOf('gadget', 'pun', 'joke', 'mug', 'game')}`,
        `${anyOf('his', 'her', 'their')} feelings`,
      ],
    ),
    harmOthers(`${THINKING_OF} ${VIOLENCE} ${PEOPLE}`, VIOLENCE_IDIOMS),
    harmOthers(`${VIOLENCE} ${PEOPLE} until`),
    harmOthers(`make ${PEOPLE} suffer`),
    harmOthers(`what i ${anyOf('might', 'could', 'will', 'would')} do to ${PEOPLE}`),
    harmOthers(`make ${anyOf('them all', 'them', 'him', 'her', 'everyone', 'everybody')} pay`, [
      `pay ${anyOf('for the', 'the', 'back', 'rent', 'a', 'me back', 'their share', 'up')}`,
      `pay ${anyOf('legally', 'in court', 'through', 'maintenance', 'child maintenance', 'damages', 'compensation')}`,
    ]),
    harmOthers(`${WEAPONS} .{0,10} {use} it on`, '{use} it on myself'),
    harmOthers(`{want} ${PEOPLE} dead`),
    harmOthers(`{see} ${PEOPLE} {bleed}`),
    harmOthers(`{run} ${anyOf('him', 'her', 'them')} over`),
    harmOthers(
      `{run} ${PEOPLE} over`,
      `over with .{0,2} ${anyOf('chair', 'trolley', 'cart', 'scooter', 'pram', 'wheelchair', 'bike')}`,
    ),
    harmOthers(
      `{break} ${anyOf('his', 'her', 'their')} ${anyOf('jaw', 'nose', 'neck', 'legs', 'arms', 'ribs', 'skull', 'face')}`,
    ),
    harmOthers(`${anyOf('courage', 'nerve', 'guts', 'strength')} to ${VIOLENCE} ${PEOPLE}`),
    harmOthers(
      `${anyOf('courage', 'nerve', 'guts', 'strength')} to ${anyOf('finally', 'actually', 'just', 'really')}? ${VIOLENCE} the .{0,2} who`,
      VIOLENCE_IDIOMS,
    ),
    harmOthers(`make ${PEOPLE} {bleed}`),
    harmOthers(
      `{set} fire to ${anyOf('his', 'her', 'their', 'my')} .{0,2} ${anyOf('while', 'with')}`,
    ),
    harmOthers(
      `{drive} ${anyOf('my', 'the', 'a')}? ${anyOf('car', 'van', 'truck', 'lorry')}? into ${anyOf('the', 'a')} .? ${anyOf('crowd', 'march', 'protest', 'people', 'crowds', 'queue', 'playground', 'parade')}`,
    ),
    harmOthers(
      `${anyOf('blade', 'knife')} in my ${anyOf('blazer', 'jacket', 'coat', 'sock', 'boot', 'waistband')}`,
    ),
    harmOthers(
      `{beat} ${PEOPLE} ${anyOf('up', 'until', 'to death', 'half to death', 'bloody', 'senseless')}`,
    ),
    harmOthers(
      `until ${anyOf('he', 'she', 'they')} ${anyOf('can not', 'cannot', 'bleed', 'bleeds', 'die', 'dies', 'stop breathing', 'stops breathing')}`,
      // "Gonna practise until they can't [laugh]": practice, not violence.
      `${anyOf('practise', 'practice', 'practising', 'practicing', 'train', 'training', 'rehearse', 'rehearsing', 'work', 'working', 'study', 'studying')} until`,
    ),
    harmOthers(
      `{shoot} up ${anyOf('the', 'my', 'a', 'our')} ${anyOf('school', 'office', 'work', 'workplace', 'church', 'mall', 'class', 'college', 'uni', 'university')}`,
    ),
    harmOthers(
      `{bring} ${anyOf('a', 'my', 'the')} .? ${WEAPONS} to ${anyOf('school', 'work', 'class', 'the office', 'college', 'uni', 'church')}`,
    ),
    harmOthers(`${WEAPONS} in my ${anyOf('bag', 'pocket', 'backpack', 'car', 'locker')}`),
    harmOthers(`i know ${anyOf('exactly', 'just')}? who ${anyOf('it is', 'its', 'it')} for`),
    harmOthers(
      `${anyOf('going', 'go', 'coming', 'come', 'show up', 'turn up')} .{0,3} with ${anyOf('a', 'my')} .? ${WEAPONS}`,
      `${anyOf('hunting', 'range', 'deer', 'season', 'club', 'clay', 'licence', 'license', 'shooting', 'kitchen', 'cooking', 'carving', 'camping', 'fishing', 'baseball', 'cricket', 'softball')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(
      `{burn} ${anyOf('his', 'her', 'their', 'the')} ${anyOf('house', 'place', 'car', 'flat', 'apartment', 'shop')} down with ${anyOf('him', 'her', 'them')}`,
    ),
    harmOthers(`with ${anyOf('him', 'her', 'them')} ${anyOf('still')}? inside`),
    harmOthers(
      `${PEOPLE} .{0,6} with ${anyOf('a', 'my')} ${WEAPONS}`,
      `${anyOf('baseball', 'cricket', 'softball', 'practice', 'game', 'training', 'match', 'cooking', 'kitchen', 'carve', 'carving', 'hunting', 'camping', 'fishing', 'range')}`,
    ),
    harmOthers(
      `{load} my ${WEAPONS}`,
      `${anyOf('hunting', 'range', 'deer', 'season', 'target', 'clay', 'competition', 'licence', 'license', 'safe')}`,
    ),
    harmOthers(
      `${anyOf('got', 'have', 'took', 'grabbed', 'bought', 'taking')} ${anyOf('my', 'a', 'his', 'her')} .{0,1} ${WEAPONS} .{0,10} ${anyOf('find', 'pay', 'sorry', 'learn', 'regret')}`,
    ),
    harmOthers(`${anyOf('she', 'he', 'they')} will find out what happens when`),
    harmOthers(
      `${anyOf('everyone', 'everybody', 'they', 'them', 'class')} .{0,6} ${anyOf('sorry', 'pay')} .{0,5} ${anyOf('planned', 'plan')}`,
    ),
    harmOthers(`not trust myself ${anyOf('alone with', 'around', 'with')} ${PEOPLE}`),
    harmOthers(
      `${anyOf('make', 'making')} ${anyOf('him', 'her', 'the baby', 'it')} ${anyOf('go quiet', 'be quiet forever', 'stop breathing', 'shut up for good', 'stop crying for good')}`,
    ),
    harmOthers(
      `{find} ${anyOf('his', 'her', 'their')} address .{0,8} ${anyOf('settle', 'bringing', 'bring', 'pay', 'sorry', 'wait')}`,
    ),
    harmOthers(
      `{wait} for ${anyOf('him', 'her', 'them')} .{0,6} with ${anyOf('a', 'my')} ${WEAPONS}`,
    ),
    harmOthers(
      `i .{0,4} ${INTENT} to {beat} ${PEOPLE}`,
      `${anyOf('at', 'in', 'on', 'to', 'by', 'for', 'this', 'next', 'again')}`,
    ),
    harmOthers(
      `${INTENT} to ${anyOf('bomb', 'blow up', 'torch', 'burn down', 'shoot up')} ${anyOf('the', 'my', 'our', 'his', 'her', 'their')} ${anyOf('school', 'office', 'work', 'house', 'church', 'mosque', 'synagogue', 'building', 'class', 'college')}`,
    ),
    harmOthers(`so ${anyOf('i can', 'i could', 'that i can')} ${VIOLENCE} ${PEOPLE}`),
    harmOthers(`i .{0,4} ${INTENT} to ${VIOLENCE} the .{0,2} who`, [VIOLENCE_IDIOMS, NEXT_ONE_WHO]),
    harmOthers(
      `${anyOf('shooting', 'stabbing', 'killing', 'hurting')} the ${anyOf('kids', 'people', 'teachers', 'students', 'lads', 'girls', 'boys')} who`,
    ),
    harmOthers(
      `{beat} the ${anyOf('living hell', 'hell', 'crap', 'life')} out of ${PEOPLE}`,
      `${anyOf('at', 'in')} ${anyOf('chess', 'fifa', 'the game', 'tennis', 'the match', 'the final', 'cards', 'scrabble')}`,
    ),
    harmOthers(`${anyOf('picturing', 'imagining')} ${VIOLENCE} ${PEOPLE}`),
    harmOthers(`^going to ${VIOLENCE} ${PEOPLE}`, [
      VIOLENCE_IDIOMS,
      `${PEOPLE} ${anyOf('at', 'in', 'on')}`,
    ]),
    harmOthers(`{push} ${PEOPLE} ${anyOf('down the stairs', 'off the', 'in front of', 'under')}`),
    harmOthers(`{drive} .{0,3} into ${PEOPLE}`),
    harmOthers(`${PEOPLE} is getting ${anyOf('stabbed', 'shot', 'killed', 'hurt')}`),
    harmOthers(
      `${WEAPONS} .{0,3} in my ${anyOf('bag', 'pocket', 'backpack', 'locker', 'car')}`,
      `${anyOf('hunting', 'camping', 'fishing', 'kitchen', 'picnic')}`,
    ),
    harmOthers(
      `{break} .{0,2} ${anyOf('jaw', 'nose', 'neck', 'ribs', 'skull')}`,
      // "I broke my nose", not "training so I can break my brother's jaw".
      `${anyOf('my own', 'i broke', 'i have broken', 'i had', 'i have', 'nearly', 'almost', 'fell')}`,
    ),
    harmOthers(`{glass} ${PEOPLE}`),
    harmOthers('not going there to talk'),
    harmOthers(`${anyOf('stop laughing', 'shut up', 'stop talking', 'stop smiling')} for good`),
    harmOthers('not be going home after'),
    harmOthers(`deal with ${anyOf('him', 'her', 'them')} ${anyOf('permanently', 'for good')}`),
    harmOthers(
      `i know where ${anyOf('she', 'he', 'they')} ${anyOf('parks', 'lives', 'sleeps')} .{0,4} alone`,
    ),
    harmOthers(`when ${anyOf('she is', 'he is')} on ${anyOf('her', 'his')} own`),
    harmOthers(
      `petrol ${anyOf('cans', 'can')} .{0,10} ${anyOf('his', 'her', 'their')} ${anyOf('car', 'house', 'flat', 'door')}`,
    ),
    harmOthers(`${anyOf('names', 'times')} .{0,6} ${anyOf('leave', 'arrive')} the building`),
    harmOthers('will not be hurting anyone'),
    harmOthers(`after i ${anyOf('am', 'was', 'have')} done with ${anyOf('him', 'her', 'them')}`),
    harmOthers(
      `pay for what ${anyOf('they', 'he', 'she')} ${anyOf('did', 'have done', 'has done')}`,
    ),
    // Third round (2026-11-28, fourth session).
    harmOthers(`{hit} ${PEOPLE} hard enough`),
    harmOthers(`to hurt ${PEOPLE} ${anyOf('bad', 'badly', 'properly', 'for real')}`),
    harmOthers(
      `i .{0,4} ${INTENT} to ${VIOLENCE} ${anyOf('the', 'our', 'that', 'this')} ${anyOf('landlord', 'neighbour', 'neighbor', 'boss', 'manager', 'teacher', 'principal', 'coach', 'stepdad', 'stepmum', 'landlady', 'foreman', 'supervisor')}`,
      [VIOLENCE_IDIOMS, `${anyOf('game', 'level', 'raid', 'chess', 'match', 'final', 'fifa')}`],
    ),
    harmOthers(`put something in ${anyOf('his', 'her', 'their')} ${DRINK_WORDS}`),
    harmOthers(`list of who .{0,4} ${anyOf('deserves', 'deserve')} it`),
    // Fourth round (2026-11-28, sixth session): a carer's or a parent's thoughts, a death
    // promised by a date, a weapon brought or waited with, the hurt wished on a named group.
    harmOthers(`{end} ${anyOf('both our lives', 'both of our lives', 'both of us', 'all of us')}`),
    harmOthers(`pillow over ${anyOf('her', 'his', 'their', 'its')} face`),
    harmOthers(
      `${verbForms('drown', 'smother', 'suffocate')} ${anyOf('the baby', 'my baby', 'him', 'her', 'them', 'my son', 'my daughter', 'the kids', 'my kids')}`,
      `${anyOf('out', 'in love', 'in kisses', 'in cuddles', 'with love', 'in paperwork', 'in work', 'in sauce', 'in gravy', 'in compliments')}`,
    ),
    harmOthers(
      `${anyOf('he', 'she', 'they')} ${anyOf('will not', 'is not going to', 'are not going to')} live to see`,
      ILLNESS_CONTEXT,
      ILLNESS_REACH,
    ),
    harmOthers(
      `${anyOf('one of these nights', 'one night', 'one of these days', 'some night')} ${anyOf('he', 'she', 'they', 'hes', 'shes')} .{0,2} not {wake} up`,
      ILLNESS_CONTEXT,
      ILLNESS_REACH,
    ),
    harmOthers(
      `${anyOf('he', 'she', 'they')} ${anyOf('will not', 'is not going to', 'are not going to')} get back up`,
      `${anyOf('boxing', 'fight', 'round', 'ring', 'knockout', 'match', 'game')}`,
    ),
    harmOthers(
      `${anyOf('he', 'she', 'they')} will end up in ${anyOf('the canal', 'the river', 'a ditch', 'the ground', 'a box', 'a body bag', 'the morgue')}`,
      `${anyOf('worry', 'worried', 'drinking', 'drunk', 'careful', 'scared for')}`,
      { before: 8, after: 8 },
    ),
    harmOthers(
      `${anyOf('kids', 'twins', 'baby', 'children', 'son', 'daughter', 'they', 'he', 'she')} would be ${anyOf('safer', 'better off', 'happier')} in heaven`,
    ),
    harmOthers(
      `${anyOf('could', 'will', 'would', 'might')} really? hurt ${PEOPLE} ${anyOf('bad', 'badly', 'properly', 'for real', 'next time')}`,
      `${anyOf('feelings', 'breaking up', 'break up', 'dump', 'dumping', 'tell', 'telling', 'truth', 'leave', 'leaving')}`,
    ),
    harmOthers(`cave ${anyOf('his', 'her', 'their')} ${anyOf('skull', 'head', 'face')} in`),
    harmOthers(`^${anyOf('wanted', 'want', 'wanting')} to ${VIOLENCE} ${PEOPLE}`, [
      VIOLENCE_IDIOMS,
      `${PEOPLE} ${anyOf('at', 'in', 'on')}`,
    ]),
    harmOthers(
      `${VIOLENCE} ${anyOf('him', 'her', 'them', 'my wife', 'my husband', 'the kids', 'my kids')} and then myself`,
    ),
    harmOthers(
      `be taking ${anyOf('some of them', 'a few of them', 'some of those', 'as many as i can', 'as many of them')} with me$`,
    ),
    harmOthers(
      `{take} ${anyOf('some of them', 'a few of them', 'some of those', 'as many as i can', 'as many of them')} with me ${anyOf('when i go', 'if i go', 'when i do')}`,
    ),
    harmOthers(
      `i ${anyOf('might', 'could', 'will', 'would')} be the accident`,
      'accident waiting to happen',
    ),
    harmOthers(`not be a next time for ${anyOf('him', 'her', 'them')}`),
    harmOthers(
      `${anyOf('walk', 'walking', 'walked', 'show up', 'turn up', 'turning up', 'showing up')} .{0,6} with my ${anyOf('ar', 'ar15', 'rifle', 'gun', 'shotgun', 'pistol', 'glock')}`,
      `${anyOf('hunting', 'range', 'deer', 'season', 'club', 'clay', 'licence', 'license')}`,
    ),
    harmOthers(
      `${anyOf('his', 'her', 'their')} days are numbered`,
      `${anyOf('job', 'contract', 'career', 'at the', 'in the', 'as', 'team', 'company')}`,
    ),
    harmOthers(`all i ${anyOf('want', 'wanted')} ${anyOf('is', 'was')} to ${VIOLENCE} ${PEOPLE}`, [
      VIOLENCE_IDIOMS,
      CHORE_CONDITION,
    ]),
    harmOthers(
      `${anyOf('will not', 'are not going to', 'is not going to')} be laughing ${anyOf('after', 'for long', 'much longer', 'soon', 'again', 'ever again', 'anymore', 'any more')}`,
      `${anyOf('win', 'won', 'league', 'score', 'match', 'game', 'beat', 'final', 'results', 'trophy')}`,
    ),
    harmOthers(
      `plan for ${anyOf('the whole lot of them', 'every one of them', 'the lot of them')}`,
    ),
    harmOthers(`last .{0,2} ${anyOf('any', 'some', 'none')} of them will ever`),
    harmOthers(
      `school ${anyOf('shooters', 'shooter', 'shootings', 'shooting')} .{0,6} i ${anyOf('get it', 'understand', 'understand them', 'get them')}`,
    ),
    harmOthers(
      `${anyOf('do not come', 'do not go', 'stay home', 'stay away', 'skip school')} .{0,14} people i ${anyOf('actually', 'really', 'still')}? like`,
    ),
    harmOthers(`${THINKING_OF} ${VIOLENCE} the .{0,2} who`, VIOLENCE_IDIOMS),
    harmOthers(
      `${anyOf('nearly', 'almost')} ${VIOLENCE} ${PEOPLE} and i ${anyOf('still', 'really')} {want} to`,
      CHORE_CONDITION,
    ),
    harmOthers(
      `will not be a problem for ${anyOf('anyone', 'anybody')} ${anyOf('anymore', 'any more')}`,
    ),
    harmOthers(`what is coming .{0,8} ${anyOf('planned', 'plan')}`),
    harmOthers(
      `${anyOf('thought', 'thoughts', 'urge', 'urges')} ${anyOf('to', 'of', 'about')} ${anyOf('shake', 'shaking', 'smother', 'smothering', 'drown', 'drowning', 'suffocate', 'suffocating', 'hurt', 'hurting')} ${anyOf('the baby', 'my baby', 'her', 'him', 'my son', 'my daughter', 'them')}`,
      `${anyOf('awake', 'feelings', 'up', 'out of')}`,
    ),
    harmOthers(
      `${anyOf('scared', 'afraid', 'terrified', 'frightened')} i ${anyOf('will', 'might', 'could', 'am going to')} ${anyOf('hurt', 'harm', 'shake', 'smother', 'drown')} ${anyOf('the baby', 'my baby', 'her', 'him', 'my son', 'my daughter', 'the kids', 'my kids')}`,
      `${anyOf('feelings', 'by accident', 'accidentally', 'when i tell', 'if i tell', 'if i leave', 'by leaving')}`,
      { before: 3, after: 6 },
    ),
    harmOthers(
      `nobody would miss ${anyOf('him', 'her', 'them')}`,
      `miss ${anyOf('him', 'her', 'them')} ${anyOf('at', 'on', 'in', 'from', 'if')}`,
    ),
    harmOthers(
      `${anyOf('bought', 'got', 'buying', 'getting')} ${anyOf('the', 'a')} ${WEAPONS} .{0,4} not for ${anyOf('the garage', 'the garden', 'the shed', 'the house', 'cricket', 'baseball', 'softball', 'the kitchen')}`,
      `for ${anyOf('cricket', 'baseball', 'softball', 'rounders', 'practice', 'training', 'the team')}`,
      { before: 3, after: 6 },
    ),
    harmOthers(`not {wake} up and ${anyOf('nobody', 'noone')} would`),
    harmOthers(`${anyOf('cot', 'crib', 'pram', 'bassinet', 'moses')} .{0,6} how easy it would be`),
    // Fifth round (2026-11-29, seventh session): a drink or a meal doctored, a weapon waited with,
    // a threat that no one survives, a target followed home, the family taken along.
    harmOthers(
      `{put} something in ${anyOf('his', 'her', 'their', 'the')} .{0,3} ${DRINK_WORDS}`,
      `${anyOf('note', 'surprise', 'treat', 'sugar', 'sweetener', 'honey', 'lemon', 'secret ingredient', 'birthday', 'lunchbox', 'recipe', 'flavour', 'flavor')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(
      `${PILL_WORDS} ${anyOf('in', 'into')} ${anyOf('his', 'her', 'their')} .{0,3} ${DRINK_WORDS}`,
      `${anyOf('swallow', 'swallowing', 'take them', 'takes them', 'so she', 'so he', 'crush them', 'gp', 'pharmacist', 'nurse said', 'doctor said', 'covert', 'prescribed', 'dementia')}`,
      { before: 8, after: 8 },
    ),
    harmOthers(`{poison} ${anyOf('his', 'her', 'their')} ${DRINK_WORDS}`),
    harmOthers(
      `{find} out what ${anyOf('a', 'my', 'the')} .? ${anyOf('iron', 'crowbar', 'bat', 'hammer', 'knife', 'blade', 'fist', 'fists', 'bullet', 'wrench', 'spanner')} ${anyOf('feels', 'tastes')} like`,
    ),
    harmOthers(
      `${anyOf('waiting', 'wait', 'waited', 'be waiting')} .{0,10} with ${anyOf('a', 'my', 'the', 'one of the', 'one of my')} .? ${anyOf('gun', 'guns', 'knife', 'knives', 'bat', 'weapon', 'rifle', 'hammer', 'machete', 'blade', 'shotgun', 'pistol', 'axe', 'crossbow', 'iron', 'crowbar')}`,
      `${anyOf('baseball', 'cricket', 'softball', 'practice', 'game', 'training', 'match', 'cooking', 'kitchen', 'carve', 'carving', 'hunting', 'camping', 'fishing', 'range', 'turkey', 'cake', 'flat tyre', 'puncture', 'flat tire')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(
      `make sure ${anyOf('he', 'she', 'they')} ${anyOf('never', 'does not', 'do not', 'will not', 'can not')} ${anyOf('walk', 'walks', 'talk', 'talks', 'wake', 'wakes', 'breathe', 'breathes')} ${anyOf('again', 'out', 'up')}`,
      `out ${anyOf('on', 'without', 'with')}`,
    ),
    harmOthers(
      `if i ${anyOf('can not', 'cannot')} have ${anyOf('them', 'her', 'him', 'the kids', 'my kids', 'the children')} ${anyOf('nobody', 'no one', 'noone')} ${anyOf('will', 'can')}`,
    ),
    harmOthers(
      `lesson ${anyOf('he', 'she', 'they')} ${anyOf('will not', 'would not', 'can not', 'will never')} survive`,
    ),
    harmOthers(
      `will go to hospital or worse`,
      `${anyOf('if', 'worry', 'worried', 'drinking', 'drunk', 'careful', 'scared for', 'keeps')}`,
      { before: 8, after: 6 },
    ),
    harmOthers(`i will find ${anyOf('them', 'him', 'her')} .{0,4} will not live`),
    harmOthers(
      `${anyOf('following', 'followed', 'follow')} ${anyOf('him', 'her', 'them')} home`,
      `${anyOf('dog', 'dogs', 'cat', 'cats', 'puppy', 'kitten', 'stray')}`,
      { before: 6, after: 4 },
    ),
    harmOthers(
      `${anyOf('watching', 'watched', 'been watching')} ${anyOf('his', 'her', 'their')} ${anyOf('house', 'flat', 'place', 'home')} ${anyOf('for', 'every', 'all')}`,
      `${anyOf('holiday', 'away', 'while she', 'while he', 'while they', 'plants', 'cat', 'dog', 'feeding', 'house sitting', 'housesitting')}`,
      { before: 8, after: 8 },
    ),
    harmOthers(
      `${anyOf('he', 'she', 'they', 'girlfriend', 'boyfriend', 'wife', 'husband')} will not see ${anyOf('next month', 'next week', 'next year', 'christmas', 'another birthday', 'the new year', 'her birthday', 'his birthday', 'the weekend', 'another christmas')}`,
      ILLNESS_CONTEXT,
      ILLNESS_REACH,
    ),
    harmOthers(
      `{take} ${anyOf('the kids', 'my kids', 'the children', 'my children', 'them', 'the baby', 'my son', 'my daughter', 'the boys', 'the girls')} with me when i go`,
      `when i go ${anyOf('to', 'on', 'out', 'away', 'back', 'shopping', 'abroad', 'home', 'for', 'in', 'camping', 'fishing')}`,
    ),
    harmOthers(
      `${anyOf('stood', 'standing', 'stand')} over ${anyOf('her', 'his', 'their')} ${anyOf('bed', 'cot', 'crib')} with ${anyOf('a', 'the', 'my')} ${anyOf('pillow', 'knife', 'hammer', 'belt', 'gun')}`,
    ),
    harmOthers(
      `${anyOf('messed with', 'cut', 'tampered with', 'loosened', 'fiddled with')} ${anyOf('his', 'her', 'their')} brakes`,
    ),
    harmOthers(
      `i know when ${anyOf('he is', 'she is', 'they are', 'hes', 'shes')} ${anyOf('home alone', 'alone', 'on his own', 'on her own', 'by himself', 'by herself')}`,
      `${anyOf('carer', 'care', 'check in', 'check on', 'visit', 'nurse', 'support worker', 'pop in', 'pop round')}`,
      { before: 3, after: 8 },
    ),
    harmOthers(`{sharpen} .{0,4} ${anyOf('toothbrush', 'spoon', 'shank')}`),
    harmOthers(
      `make ${anyOf('him', 'her', 'them', 'the baby')} stop ${anyOf('for good', 'forever', 'permanently')}`,
    ),
    harmOthers(
      `put ${anyOf('him', 'her', 'them')} down for good`,
      `${anyOf('vet', 'dog', 'cat', 'horse', 'pet', 'puppy', 'baby', 'nap', 'sleep', 'bed')}`,
      { before: 8, after: 4 },
    ),
    harmOthers(`will never ${anyOf('touch', 'hurt', 'hit')} .{0,3} again after`),
    // A carer's "a bit extra in Mr Jenkins' tea so he's easier to manage": sedating a person in care.
    harmOthers(
      `${anyOf('a bit', 'a little', 'something', 'some')} extra in ${anyOf('his', 'her', 'their', 'mr', 'mrs', 'ms', 'miss')} .{0,2} ${DRINK_WORDS}`,
      `${anyOf('sugar', 'sugars', 'sweet', 'honey', 'milk', 'love', 'cream', 'biscuit', 'biscuits', 'whisky', 'whiskey', 'rum', 'brandy', 'baileys', 'shot')}`,
      { before: 4, after: 6 },
    ),
    // Sixth round (2026-11-29, seventh session): a farewell to these speeches, an end not waited for
    // in old age, a weapon in the car or bought for the one who did it, a stalker's knowledge, a
    // mercy killing planned, an accident arranged.
    selfHarm(`if i ${anyOf('was', 'were')} not ${anyOf('here', 'around')} at all`),
    selfHarm(
      `my last message to ${anyOf('anyone', 'anybody', 'everyone', 'everybody', 'you', 'the world')}`,
    ),
    selfHarm(
      `${anyOf('thank you', 'thanks')} for ${anyOf('the', 'all the', 'the little', 'all your')} ${anyOf('speeches', 'pep talks', 'talks')} ${anyOf('over the years', 'all these months', 'all this time', 'these months', 'all these years')}`,
    ),
    selfHarm(
      `{hope} .{0,3} find me before ${anyOf('my', 'the kids', 'anyone', 'they', 'she', 'he')}`,
    ),
    selfHarm(`me finished with ${anyOf('all of it', 'it all', 'everything', 'life', 'living')}`),
    selfHarm(
      `${verbForms('walk', 'step', 'run')} into ${anyOf('the traffic', 'traffic', 'oncoming traffic')}`,
    ),
    selfHarm(`voices .{0,4} ${anyOf('telling', 'tell', 'told')} me to`),
    selfHarm(
      `${anyOf('knot', 'knots')} and {test} ${anyOf('them', 'it')}`,
      `${anyOf('boat', 'sailing', 'scouts', 'climbing', 'rope', 'harness', 'fishing', 'macrame', 'tie')}`,
      { before: 8, after: 8 },
    ),
    selfHarm(`{wait} for it .{0,2} to ${anyOf('be over', 'end')} .{0,6} {speed} it up`),
    selfHarm(`down the ${anyOf('railway line', 'railway', 'tracks', 'train tracks')} tonight`),
    selfHarm(`tonight down the ${anyOf('railway line', 'railway', 'tracks', 'train tracks')}`),
    selfHarm(`{take} enough ${anyOf('so', 'that')} i never`),
    selfHarm(
      `if i ${anyOf('make it', 'am still here', 'am still alive', 'am alive')} ${anyOf('to', 'past', 'until', 'through')} next ${anyOf('week', 'month', 'weekend')} .{0,3} by accident`,
    ),
    selfHarm(`{crash} .{0,6} ${anyOf('will', 'would', 'is', 'was')} not be an accident`),
    selfHarm(
      `goodbye .{0,8} so ${anyOf('they', 'nobody', 'no one', 'people')} ${anyOf('do not', 'does not', 'will not', 'would not')} notice`,
    ),
    selfHarm(
      `${anyOf('write', 'writing', 'wrote', 'written')} my own eulogy`,
      `${anyOf('therapy', 'exercise', 'counsellor', 'counselor', 'course', 'class', 'workshop', 'assignment', 'homework')}`,
      { before: 4, after: 8 },
    ),
    selfHarm(
      `${HIGH_PLACE_WORDS} .{0,8} reason to ${anyOf('climb', 'come', 'step', 'get')} ${anyOf('back', 'down')}`,
    ),
    selfHarm(
      `${anyOf('plan', 'planning', 'planned')} my own? exit`,
      `${anyOf('strategy', 'interview', 'from', 'company', 'job', 'business', 'career', 'visa', 'role', 'contract', 'stage')}`,
      { before: 4, after: 4 },
    ),
    selfHarm(
      `my exit ${anyOf('planned', 'is planned', 'sorted', 'is next', 'is booked', 'is soon')}`,
    ),
    selfHarm(
      `${verbForms(...HOARDING_VERBS)} ${anyOf('every', 'each')} ${anyOf('pill', 'tablet', 'painkiller')}`,
    ),
    selfHarm(`${anyOf('razor', 'razors', 'blade', 'blades', 'knife')} to my own ${BODY_PARTS}`),
    selfHarm(`{wait} to be taken$`),
    selfHarm(
      `no intention of ${anyOf('seeing', 'reaching', 'turning', 'living to', 'making it to')} ${anyOf('another birthday', 'another christmas', 'next year', 'christmas')}`,
    ),
    // A group holds no regular expression: an age said in figures is its own pattern.
    selfHarm(
      `no intention of ${anyOf('seeing', 'reaching', 'turning', 'living to', 'making it to')} /^[0-9]{2,3}$/`,
      `${anyOf('she', 'he', 'they')} ${anyOf('says', 'said', 'has', 'had', 'tells')}`,
      { before: 6, after: 4 },
    ),
    selfHarm(`enough .{0,3} ${PILL_WORDS} for ${anyOf('both of us', 'us both', 'the two of us')}`),
    selfHarm(
      `i have ${anyOf('chosen', 'picked', 'decided')} when`,
      `when ${anyOf('to', 'i will', 'we', 'the', 'my', 'i am')}`,
    ),
    selfHarm(
      `i will not be alive ${anyOf('for', 'to see', 'next', 'by', 'at', 'much')}`,
      `${anyOf('universe', 'sun', 'planet', 'climate', 'century', 'robots', 'ai')}`,
      { before: 3, after: 8 },
    ),
    selfHarm(
      `${anyOf('bottle', 'pills', 'tablets', 'rope')} and the ${anyOf('letters', 'letter', 'notes', 'note')}`,
    ),
    harmOthers(
      `${anyOf('go and', 'going to', 'want to', 'then')} ${VIOLENCE} the ${anyOf('man', 'guy', 'lad', 'bloke', 'woman', 'one', 'people', 'person')} who`,
      FICTION,
    ),
    harmOthers(
      `${WEAPONS} .{0,5} for the ${anyOf('one', 'man', 'guy', 'lad', 'bloke', 'woman', 'person', 'people')} who`,
    ),
    harmOthers(
      `for the ${anyOf('one', 'man', 'guy', 'lad', 'bloke', 'woman', 'person', 'people', 'lads')} who ${anyOf('did', 'hurt', 'killed', 'stabbed', 'attacked', 'raped', 'touched', 'battered')} my`,
    ),
    harmOthers(
      `{take} ${anyOf('him', 'her', 'them', 'my ex')} out of the picture ${anyOf('for good', 'permanently', 'forever')}`,
    ),
    harmOthers(`{snap} and {take} out`),
    harmOthers(`{fill} .{0,3} ${anyOf('bottle', 'bottles', 'jar', 'jars')} with petrol`),
    harmOthers(
      `${anyOf('he', 'she', 'they')} ${anyOf('will not', 'is not going to', 'are not going to')} walk ${anyOf('away this time', 'out of it', 'away from this', 'away alive', 'out alive', 'out of there', 'out of here')}`,
      `${anyOf('court', 'judge', 'police', 'lawyer', 'solicitor', 'evidence', 'case', 'prosecution', 'charged', 'sentence', 'jury', 'tribunal')}`,
      { before: 8, after: 8 },
    ),
    harmOthers(`${WEAPONS} and i know ${anyOf('his', 'her', 'their', 'where', 'when', 'which')}`),
    harmOthers(
      `${anyOf('going to', 'will', 'want to')} {end} ${anyOf('him', 'her', 'them')} ${anyOf('this', 'tonight', 'tomorrow', 'for good', 'properly')}`,
      `${anyOf('game', 'match', 'debate', 'round', 'quiz', 'chess', 'fifa', 'ranked', 'court', 'pitch')}`,
      { before: 8, after: 6 },
    ),
    harmOthers(
      `{beat} the ${anyOf('shit', 'hell', 'crap', 'life')} out of ${PEOPLE}`,
      `${anyOf('game', 'match', 'final', 'rematch', 'team', 'fifa', 'chess', 'quiz', 'race', 'league', 'tournament', 'at', 'in the')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(
      `${anyOf('he', 'she', 'they', 'girlfriend', 'boyfriend', 'ex', 'wife', 'husband')} .{0,2} going to have ${anyOf('an', 'a little', 'a nasty')}? accident ${anyOf('on', 'down', 'in', 'at')}`,
    ),
    harmOthers(
      `${WEAPONS} ${anyOf('is', 'are')}? in ${anyOf('the', 'my')} ${anyOf('car', 'boot', 'trunk', 'van')}`,
      `${anyOf('cricket', 'baseball', 'softball', 'rounders', 'hunting', 'camping', 'fishing', 'practice', 'training', 'game', 'match', 'picnic', 'kitchen')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(
      `${anyOf('which', 'what')} ${anyOf('window', 'room', 'bedroom')} ${anyOf('he', 'she', 'they')} ${anyOf('sleeps', 'sleep')}`,
    ),
    harmOthers(`gone for good .{0,4} do it myself`),
    harmOthers(
      `{bring} ${anyOf('something sharp', 'a knife', 'a blade', 'a weapon', 'a gun', 'my knife', 'my gun')} ${anyOf('to', 'into')} ${anyOf('work', 'school', 'the office', 'college', 'the meeting')}`,
    ),
    harmOthers(`${anyOf('plan', 'a plan')} not a fantasy`),
    harmOthers(
      `{put} something in my ${anyOf('flatmates', 'housemates', 'roommates', 'bosses', 'exs', 'husbands', 'wifes', 'dads', 'mums', 'brothers', 'sisters', 'neighbours', 'coworkers', 'colleagues')} ${DRINK_WORDS}`,
    ),
    harmOthers(
      `been following ${PEOPLE} home`,
      `${anyOf('dog', 'dogs', 'cat', 'cats', 'puppy', 'kitten', 'stray', 'car', 'convoy', 'satnav', 'directions')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(`${VIOLENCE} ${anyOf('him', 'her', 'them')} .{0,2} and then myself`),
    harmOthers(
      `{give} ${anyOf('him', 'her', 'them', 'my wife', 'my husband', 'my mum', 'my dad', 'my mother', 'my father', 'my son', 'my daughter', 'us both', 'both of us')} an overdose`,
      `${anyOf('mistake', 'accident', 'accidentally', 'error', 'nearly', 'almost')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(
      `{put} an end to .{1,2} suffering`,
      `${anyOf('vet', 'dog', 'cat', 'horse', 'pet', 'puppy', 'animal', 'animals', 'charity', 'war', 'refugees', 'famine')}`,
      { before: 8, after: 8 },
    ),
    harmOthers(
      `extra in ${anyOf('his', 'her', 'their')} ${DRINK_WORDS} .{0,3} not mean ${anyOf('sugar', 'milk', 'honey', 'sweetener')}`,
    ),
    harmOthers(
      `{give} ${anyOf('us both', 'both of us')} .{0,4} ${anyOf('oramorph', 'morphine', 'pills', 'tablets', 'insulin')}`,
    ),
    harmOthers(
      `${anyOf('would', 'will', 'to', 'could')} stop ${anyOf('his', 'her', 'their')} heart`,
    ),
    // Seventh round (2026-11-29, eighth session): young teenagers and school, gambling and men in the
    // trades, the body and pregnancy, dictation and the Englishes of the world. A height "gone off",
    // the urge said without "I", a life ended "myself", the means calling, a clarification that the
    // ordinary sense is not meant, the dead one's grave joined, the voices after a birth, a pact.
    selfHarm(
      `i .{0,2} {go} off ${anyOf('the', 'a')} .? ${HIGH_PLACE_WORDS}`,
      [...JUMPING_FOR_SPORT, `${anyOf('alarm', 'alarms', 'rails', 'deep end', 'on one')}`],
      { before: 3, after: 6 },
    ),
    selfHarm(
      `{jump} ${anyOf('off', 'from')} the ${anyOf('harbour', 'harbor', 'pier', 'quay', 'jetty', 'viaduct', 'flyover', 'multistorey', 'carpark')}`,
      // Tombstoning with mates in the summer is a dare, not an attempt.
      [
        ...JUMPING_FOR_SPORT,
        `${anyOf('mates', 'friends', 'summer', 'swim', 'swimming', 'holiday', 'tombstoning', 'dare', 'lads')}`,
      ],
      { before: 6, after: 8 },
    ),
    selfHarm(`^{want} to ${anyOf('just', 'really')}? {die}`, [
      `{die} ${anyOf('of', 'laughing', 'with', 'old', 'happy', 'rich', 'at home', 'doing', 'peacefully', 'on this hill', 'on that hill')}`,
    ]),
    selfHarm(
      `^{cut} ${anyOf('again', 'last night', 'yesterday', 'today', 'this morning', 'tonight', 'deeper')}`,
      `${anyOf('hair', 'fringe', 'grass', 'lawn', 'hedge', 'nails', 'class', 'school', 'hours', 'shift', 'wood', 'carbs', 'sugar')}`,
      { before: 3, after: 6 },
    ),
    selfHarm(
      `${anyOf('the cutting', 'my cutting', 'self harm', 'self harming', 'sh', 'the urges')} ${anyOf('is', 'are', 'has', 'have')} ${anyOf('back', 'come back', 'started again', 'getting worse')}`,
      `${anyOf('salon', 'fashion', 'hair', 'season', 'diet', 'gym', 'bulk', 'bulking', 'hedge', 'lawn')}`,
      { before: 4, after: 6 },
    ),
    // "The marks keep getting deeper" (not the budget's cuts, nor the lines of a face).
    selfHarm(
      `${anyOf('the marks', 'my marks', 'my cuts', 'the scratches', 'my scratches')} .{0,2} ${anyOf('getting', 'get', 'got', 'go', 'going')} deeper`,
    ),
    selfHarm(
      `${anyOf('marks', 'cuts', 'scars', 'bruises', 'burns', 'lines')} on my ${BODY_PARTS} ${anyOf('are not', 'were not', 'is not', 'aint', 'did not come')} from`,
    ),
    selfHarm(
      `${anyOf('last', 'final')} ${anyOf('day', 'days', 'week', 'night', 'month', 'weekend')} ${anyOf('alive', 'breathing', 'on this earth')}`,
      `${anyOf('like', 'as if', 'as though', 'pretend', 'if it was', 'if it were', 'as a', 'as an', 'lol', 'haha', 'single', 'teenager')}`,
      { before: 5, after: 4 },
    ),
    selfHarm(
      `${anyOf('fails', 'fail', 'failed', 'ends', 'loses', 'lose', 'crashes', 'goes under', 'says no')} .{0,3} so ${anyOf('do', 'will')} i$`,
    ),
    selfHarm(`out .{0,3} not out of ${anyOf('the', 'my', 'this', 'a')} .{0,2} out$`),
    selfHarm(
      `i ${anyOf('have', 'had')}? made ${anyOf('arrangements', 'my arrangements', 'the arrangements', 'all the arrangements', 'my final arrangements', 'final arrangements')}$`,
    ),
    selfHarm(
      `{tell} ${anyOf('the kids', 'my kids', 'my daughter', 'my son', 'my wife', 'my husband', 'her', 'him', 'them', 'everyone')} where ${anyOf('the', 'all the', 'my')} ${anyOf('important', 'papers', 'documents', 'will', 'passwords', 'deeds', 'policies', 'insurance')}`,
      `${anyOf('surgery', 'operation', 'holiday', 'trip', 'abroad', 'deployment', 'hospital', 'just in case', 'travel', 'travelling', 'admin')}`,
      { before: 10, after: 10 },
    ),
    selfHarm(
      `${anyOf('typing this', 'writing this', 'sat', 'sitting', 'parked')} .{0,6} top of the ${anyOf('cliff', 'cliffs', 'bridge', 'multistorey', 'quarry', 'tower')}`,
      `${anyOf('sunset', 'sunrise', 'view', 'views', 'picnic', 'lunch', 'sandwich', 'coffee', 'walk', 'hike', 'hiking', 'photo', 'photos')}`,
      { before: 6, after: 8 },
    ),
    selfHarm(
      `${anyOf('sit', 'sat', 'sitting', 'stand', 'stood', 'standing', 'park', 'parked')} ${anyOf('by', 'at', 'on', 'near')} the ${anyOf('drop', 'edge')} ${anyOf('for', 'every', 'again', 'tonight', 'after')}`,
    ),
    selfHarm(
      `${anyOf('burden', 'weight')} ${anyOf('on', 'to')} ${anyOf('my', 'everyone', 'everybody', 'them', 'the')} .{0,6} ${anyOf('life', 'lives', 'off', 'happier', 'easier')} if i ${anyOf('was not', 'were not', 'was no longer', 'were no longer')}`,
    ),
    selfHarm(
      `if i ${anyOf('was not', 'were not', 'was no longer', 'were no longer')} in ${anyOf('it', 'the picture', 'her life', 'his life', 'their lives', 'the way')}`,
      TEMPORARY_ABSENCE,
    ),
    selfHarm(
      `${anyOf('being', 'feel like', 'am', 'of being')} a burden ${anyOf('on', 'to')} ${anyOf('my', 'everyone', 'everybody', 'them', 'people')}`,
      [
        `burden ${anyOf('on', 'to')} my ${anyOf('team', 'colleagues', 'manager', 'boss', 'coworkers', 'department', 'teammates', 'flatmates', 'housemates', 'roommates')}`,
        // A fear for old age: "being a burden on my kids when I'm old is my biggest fear".
        `${anyOf('when i am old', 'when i get old', 'when i am older', 'in my old age', 'biggest fear', 'worst fear')}`,
        // A burden for a while: "while my leg heals", "until the cast comes off".
        `${anyOf('while', 'until', 'heals', 'recover', 'recovering', 'recovery', 'cast', 'crutches', 'surgery', 'for now', 'temporarily', 'for a few')}`,
      ],
      { before: 6, after: 8 },
    ),
    selfHarm(
      `${anyOf('knot', 'knots', 'rope', 'noose', 'belt', 'blades', 'razor')} .{0,6} not for ${anyOf('scouts', 'sailing', 'climbing', 'camping', 'the', 'a', 'my', 'work', 'the boat', 'fishing', 'a project')}`,
      `${anyOf('not for the faint', 'not for the weak', 'not for everyone')}`,
    ),
    // "The pain is never going to stop so I'm going to stop it myself" (a gap stops at the first "stop").
    selfHarm(
      `i ${anyOf('am going to', 'will', 'am gonna', 'want to')} ${anyOf('stop', 'end')} it myself`,
      `${anyOf('leak', 'tap', 'noise', 'alarm', 'dripping', 'fight', 'argument', 'rumour', 'rumours', 'nosebleed', 'bleeding', 'music', 'party', 'bullying')}`,
      { before: 10, after: 4 },
    ),
    selfHarm(`{end} it myself`, `{end} it ${anyOf('with', 'between', 'off')}`),
    selfHarm(
      `${anyOf('rope', 'noose', 'blade', 'blades', 'razor', 'tracks', 'bridge', 'drop', 'edge')} .{0,4} ${anyOf('keeps', 'keep', 'is', 'are', 'still', 'always')} ${anyOf('calling', 'calls')} ${anyOf('me', 'to me', 'my name')}`,
    ),
    selfHarm(
      `${anyOf('better off', 'better without me', 'be fine without me')} .{0,3} ${anyOf('bye', 'goodbye')}$`,
    ),
    selfHarm(
      `${anyOf('goodbyes', 'goodbye')} .{0,8} ${anyOf('thought', 'think', 'thinks')} i ${anyOf('was', 'am')} ${anyOf('just', 'only')}`,
    ),
    selfHarm(
      `only ${anyOf('thing', 'one', 'person', 'reason', 'things')} ${anyOf('stopping me', 'that stops me', 'that is stopping me', 'holding me back')} ${anyOf('is', 'are', 'now')}`,
      `stopping me ${anyOf('from', 'applying', 'going')}`,
    ),
    selfHarm(
      `${anyOf('speech', 'eulogy', 'something')} for my own? funeral`,
      `${anyOf('prepaid', 'insurance', 'funeral plan', 'in advance', 'when i am old', 'one day', 'someday', 'bit', 'set', 'routine', 'stand up', 'open mic', 'comedy', 'lol', 'haha', 'joke', 'exercise', 'therapy', 'course', 'class')}`,
      { before: 6, after: 8 },
    ),
    selfHarm(
      `${anyOf('wanted', 'want', 'needed', 'need')} to ${anyOf('tell', 'talk to', 'speak to')} ${anyOf('someone', 'somebody', 'anyone')} ${anyOf('first', 'before tonight', 'before i go', 'before i do it', 'before the end')}`,
      `before tonight ${anyOf('is', 'date', 'game', 'match', 'show', 'gig', 'party', 'shift', 'exam', 'interview', 'meeting')}`,
    ),
    selfHarm(
      `${anyOf('you are', 'this is')} the last ${anyOf('thing', 'person', 'one')} i ${anyOf('am', 'will be')} ${anyOf('talking', 'speaking', 'messaging', 'texting', 'writing')}`,
    ),
    selfHarm(
      `${anyOf('last time', 'last one')} i will ${anyOf('need', 'ever need')} ${anyOf('it', 'one', 'this', 'motivation')}$`,
      `${anyOf('exam', 'exams', 'course', 'degree', 'season', 'finals', 'graduate', 'graduating', 'retire', 'retiring')}`,
      { before: 10, after: 4 },
    ),
    selfHarm(
      `will not need ${anyOf('motivation', 'any motivation', 'pep talks', 'speeches', 'a pep talk')} ${anyOf('anymore', 'any more', 'ever again')}$`,
      `${anyOf('exam', 'exams', 'course', 'degree', 'season', 'finals', 'graduate', 'graduating', 'retire', 'retiring', 'habit', 'routine', 'used to it', 'lol', 'haha')}`,
      { before: 10, after: 4 },
    ),
    selfHarm(
      `${anyOf('lying', 'lie', 'lay', 'laying', 'lain', 'lies')} down? on the ${anyOf('railway line', 'railway', 'tracks', 'train tracks', 'rails', 'train line', 'level crossing')}`,
    ),
    selfHarm(
      `${anyOf('crawl', 'climb', 'lie', 'get', 'go', 'be')} ${anyOf('in', 'into')} the ${anyOf('grave', 'ground', 'coffin')} with ${anyOf('her', 'him', 'them', 'my')}`,
    ),
    selfHarm(
      `${anyOf('cemetery', 'grave', 'graveyard', 'churchyard', 'crematorium', 'plot')} .{0,8} {want} to be there ${anyOf('too', 'as well', 'with', 'beside')}`,
      `${anyOf('funeral', 'service', 'visit', 'anniversary', 'birthday', 'flowers', 'on sunday', 'tomorrow')}`,
      { before: 3, after: 6 },
    ),
    selfHarm(`better off ${anyOf('without', 'widout', 'witout')} mi`),
    selfHarm(`{want} to ${anyOf('stop', 'end')} ${anyOf('everything', 'it all')}$`),
    selfHarm(
      `${anyOf('una', 'you', 'yall', 'you all', 'everyone')} ${anyOf('no go', 'will not', 'will never', 'never')} see me again$`,
      [
        GOODBYE_FOR_A_MOVE,
        `${anyOf('abroad', 'japa', 'visa', 'relocate', 'relocating', 'emigrate', 'emigrating', 'away', 'deployed')}`,
      ],
      { before: 10, after: 2 },
    ),
    selfHarm(
      `one last time so ${anyOf('she', 'he', 'they', 'mama', 'mum', 'mom', 'mam', 'dad', 'papa', 'my', 'everyone', 'the')} .{0,2} ${anyOf('sees', 'see', 'remembers', 'remember', 'has', 'have', 'knows')}`,
      [GOODBYE_FOR_A_MOVE, `${anyOf('house', 'home', 'sold', 'selling', 'demolished', 'closing')}`],
      { before: 10, after: 6 },
    ),
    // Not "I'm not going to survive this week": the hyperbole of a busy one.
    selfHarm(
      `i am not ${anyOf('meant', 'supposed')} to ${anyOf('survive', 'be alive', 'live through', 'make it through')} this`,
    ),
    selfHarm(
      `part of me ${anyOf('hopes', 'wants', 'wishes')} ${anyOf('i never wake', 'i am right', 'i die', 'i would die', 'i do not wake', 'i do not come back', 'i do not make it')}`,
      `${anyOf('right about', 'get the job', 'get in', 'get picked', 'pass', 'win')}`,
      { before: 3, after: 4 },
    ),
    selfHarm(
      `part of me ${anyOf('does not', 'do not')} {want} to ${anyOf('come back', 'come up', 'wake up', 'survive', 'make it', 'be here')}`,
      `${anyOf('from', 'to work', 'to school', 'home', 'after', 'holiday', 'trip')}`,
      { before: 3, after: 4 },
    ),
    selfHarm(
      `${anyOf('voice', 'voices')} .{0,6} ${anyOf('say', 'says', 'said', 'saying', 'tell', 'tells', 'telling')} i ${anyOf('need', 'have', 'should', 'must', 'ought')} to ${anyOf('leave', 'go', 'die', 'disappear', 'end')}`,
    ),
    selfHarm(
      `${anyOf('mean', 'means', 'meant')} ${anyOf('leave', 'go', 'gone', 'leave this world')} for good`,
    ),
    selfHarm(
      `not {want} to see another ${anyOf('spring', 'summer', 'winter', 'autumn', 'christmas', 'birthday', 'year', 'morning', 'sunrise')}`,
      // "I don't want to see another year go by without starting my business".
      `${anyOf('spring', 'summer', 'winter', 'autumn', 'christmas', 'birthday', 'year', 'morning', 'sunrise')} ${anyOf('like', 'in', 'here', 'at', 'of', 'without', 'stuck', 'alone', 'working', 'go', 'pass', 'slip', 'come', 'wasted', 'where', 'when')}`,
    ),
    selfHarm(
      `${anyOf('do it', 'end it', 'go', 'die')} together .{0,6} ${anyOf('neither', 'none', 'nobody')} of us`,
    ),
    selfHarm(
      `forgive me for what i ${anyOf('am', 'will', 'have', 'must', 'plan', 'need', 'intend')} .{0,2} do$`,
    ),
    selfHarm(
      `promised myself one more ${anyOf('night', 'day', 'week', 'weekend')}`,
      `${anyOf('chocolate', 'biscuit', 'episode', 'drink', 'pint', 'lie in', 'takeaway', 'cake', 'game', 'cigarette', 'fag', 'out', 'off', 'away', 'party', 'at the pub')}`,
      { before: 4, after: 6 },
    ),
    selfHarm(
      `${anyOf('birthday', 'christmas', 'anniversary', 'wedding', 'graduation')} .{0,14} only one i will ${anyOf('see', 'ever see', 'be here for', 'be around for', 'get to see', 'be alive for')}`,
    ),
    selfHarm(
      `drowning .{0,8} not {want} to ${anyOf('swim', 'keep swimming', 'fight', 'keep fighting', 'come up')}`,
      `${anyOf('work', 'emails', 'paperwork', 'laundry', 'washing', 'homework', 'assignments', 'deadlines')}`,
      { before: 3, after: 6 },
    ),
    selfHarm(
      `${anyOf('trying', 'try', 'hoping', 'hope', 'want')} not to {wake} up`,
      `{wake} up ${anyOf('the', 'my', 'him', 'her', 'them', 'anyone', 'everyone', 'early', 'late', 'with', 'hungover', 'grumpy', 'on')}`,
    ),
    selfHarm(
      `${anyOf('partner', 'wife', 'husband', 'mum', 'mom', 'mam', 'dad', 'family', 'parents', 'girlfriend', 'boyfriend', 'sister', 'brother')} ${anyOf('hid', 'hides', 'hidden', 'locked away', 'locks away', 'took away', 'takes away', 'has hidden', 'counts', 'counted')} ${anyOf('all the', 'the', 'my', 'all my')} ${anyOf('medication', 'meds', 'pills', 'tablets', 'knives', 'razors', 'blades', 'belts', 'paracetamol', 'painkillers')}`,
      `${anyOf('toddler', 'baby proof', 'babyproof', 'childproof', 'dog', 'puppy', 'kids got', 'the kids', 'grandkids', 'dementia', 'forgets', 'burglars')}`,
      { before: 8, after: 8 },
    ),
    selfHarm(
      `{wish} .{0,6} ${anyOf('dropped', 'fallen', 'fell', 'landed', 'crushed', 'hit', 'killed')} it? on? me ${anyOf('today', 'instead', 'yesterday', 'and', 'then')}`,
      `me ${anyOf('up', 'back')}`,
    ),
    selfHarm(
      `${anyOf('farewell', 'goodbye', 'goodbyes')} to everyone .{0,3} not ${anyOf('only', 'just')}`,
    ),
    selfHarm(
      `${anyOf('bag', 'box', 'bottle', 'stash', 'pile', 'load')} of ${PILL_WORDS} ${anyOf('under', 'in', 'behind')} ${anyOf('the', 'my')} ${anyOf('bed', 'mattress', 'pillow', 'wardrobe', 'drawer')}`,
      `${anyOf('dog', 'cat', 'found', 'toddler', 'nan', 'grandad', 'gran', 'mum', 'dad', 'old', 'expired', 'clear out', 'clearing')}`,
      { before: 8, after: 6 },
    ),
    // Not "banging my head against the wall until I got the code working": the hurt is said.
    selfHarm(
      `${anyOf('banging', 'bang', 'banged', 'hitting', 'hit', 'smashing', 'smashed')} my head ${anyOf('against', 'on', 'off', 'into')} the ${anyOf('wall', 'floor', 'door', 'desk')} .{0,10} ${anyOf('until', 'till')} ${anyOf('it', 'i')} ${anyOf('hurts', 'really', 'bleeds', 'bled', 'bleed', 'bruised', 'bruises', 'hurt')}`,
    ),
    selfHarm(
      `in the ${anyOf('bathroom', 'toilet', 'toilets', 'shower')} with ${anyOf('a', 'the', 'my')} ${anyOf('razor', 'blade', 'blades', 'razors', 'pills', 'knife')}`,
      `${anyOf('shave', 'shaving', 'legs', 'beard', 'nick', 'nicked')}`,
      { before: 4, after: 6 },
    ),
    // Sextortion, a known risk of suicide among the young, read as a crisis unless the writer says it
    // was handled (told, reported, blocked): "they said they'd send it to everyone unless I paid them,
    // I told my older brother and he helped me report it". Read and excused, the text is not then read
    // by the lexical model, whose "they would" and "to everyone" are the crisis phrasings' words.
    selfHarm(
      `${anyOf('send', 'post', 'share', 'leak')} ${anyOf('it', 'them', 'the pic', 'the pics', 'my pic', 'my pics', 'the photo', 'the photos', 'my photos', 'my nudes', 'the video', 'the picture', 'the pictures')} to ${anyOf('everyone', 'everybody', 'all my', 'my family', 'my parents', 'my school', 'my friends', 'my followers')} .{0,3} ${anyOf('unless', 'if')} i ${anyOf('pay', 'paid', 'give', 'gave', 'do not', 'did not', 'can not')}`,
      [
        `${anyOf('told', 'reported', 'report', 'blocked', 'block', 'police', 'ceop', 'helpline', 'counsellor', 'counselor')}`,
        `${anyOf('helped', 'helping')} me`,
      ],
      { before: 40, after: 40 },
    ),
    // The earlier rounds' direct phrasings the screen still missed in cross-validation: a relapse
    // into cutting, a weapon used "on myself", wanting to die said of "you".
    selfHarm(
      `${anyOf('relapsed', 'relapse', 'relapsing')} ${anyOf('on', 'into', 'with')}? ${anyOf('cutting', 'self harm', 'self harming')}`,
      CUTTING_SOMETHING_ELSE,
    ),
    selfHarm(
      `${anyOf('can not stop', 'cannot stop', 'could not stop', 'need to stop', 'trying to stop', 'want to stop', 'have to stop')} cutting`,
      CUTTING_SOMETHING_ELSE,
    ),
    selfHarm(`${WEAPONS} .{0,12} {use} ${anyOf('it', 'them')} on myself`),
    selfHarm(
      `${anyOf('when', 'if')} you {want} to {die} ${anyOf('every day', 'every night', 'every morning', 'every single day', 'all the time', 'most days')}`,
    ),
    // Harm to others (seventh round): a fire set for a loss, a car driven at someone, a dad's gun taken
    // in, a pidgin or a Scots threat, a weapon ready by the door, a pain or a loss promised, the baby
    // and the voice, the pram let go, a visit he won't forget, a pact "for all of us, him first".
    harmOthers(
      `${anyOf('i', 'i am', 'going to', 'will', 'want to', 'gonna', 'i will')} .{0,2} {set} fire to ${anyOf('his', 'her', 'their', 'the')} ${anyOf('house', 'home', 'car', 'flat', 'shop', 'place', 'compound', 'van')}`,
      `${anyOf('cooking', 'toast', 'candles', 'candle', 'bbq', 'barbecue', 'by accident', 'accidentally', 'lol', 'haha', 'oven', 'chip pan')}`,
      { before: 3, after: 8 },
    ),
    harmOthers(
      `${anyOf('i', 'i am', 'going to', 'will', 'want to', 'i will')} {burn} ${anyOf('his', 'her', 'their')} ${anyOf('house', 'home', 'car', 'flat', 'shop', 'place', 'compound', 'van')}`,
      `${anyOf('dinner', 'toast', 'food', 'cake', 'tea')}`,
    ),
    harmOthers(`{burn} the ${anyOf('house', 'home', 'shop', 'compound', 'car', 'flat')} of`),
    harmOthers(
      `i .{0,3} {run} ${anyOf('him', 'her', 'them', 'that audi', 'that car', 'that van', 'the guy')} off the road`,
    ),
    harmOthers(
      `${verbForms('bring', 'take')} ${anyOf('a', 'my', 'the', 'his', 'her')} .? ${WEAPONS} ${anyOf('to', 'into')} ${anyOf('school', 'college', 'work', 'class', 'uni', 'church', 'the office', 'assembly')}`,
      `${anyOf('show and tell', 'history', 'project', 'museum', 'play', 'drama', 'prop', 'props', 'fake', 'toy', 'nerf', 'water')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(
      `i go ${VIOLENCE} ${anyOf('am', 'him', 'her', 'them', 'that man', 'that woman', 'dat man')}`,
      // "I go kill am for stage tonight": a performance, as "kill it on stage".
      `${anyOf('stage', 'show', 'exam', 'interview', 'match', 'game', 'performance', 'gig', 'audition')}`,
      { before: 3, after: 6 },
    ),
    harmOthers(
      `${WEAPONS} ${anyOf('is', 'are')} ${anyOf('ready', 'sharp', 'waiting')} ${anyOf('by the door', 'under the bed', 'under my bed', 'in my bag', 'for him', 'for her', 'for them', 'now')}`,
    ),
    harmOthers(
      `{sharpen} ${anyOf('the', 'my', 'a')} ${anyOf('cutlass', 'machete', 'panga', 'axe', 'blade', 'knife', 'knives')} .{0,10} ${anyOf('ends', 'end', 'for', 'tonight', 'today', 'again', 'moved', 'neighbour', 'neighbor')}`,
      `${anyOf('kitchen', 'cooking', 'chef', 'farm', 'bush', 'grass', 'hedge', 'carving', 'roast', 'whittling', 'work', 'firewood', 'wood', 'logs', 'camping', 'garden', 'tree', 'trees', 'whittle', 'turkey')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(`{sharpen} something ${anyOf('in my room', 'for', 'and')}`),
    harmOthers(
      `${anyOf('he', 'she', 'they', 'someone', 'somebody', 'everyone')} .{0,6} ${anyOf('learn', 'find', 'finds', 'see', 'feel', 'know', 'knows')} out? ${anyOf('what', 'how')} ${anyOf('pain', 'real pain', 'suffering', 'losing everything', 'loss', 'it feels', 'it is like')} ${anyOf('is', 'actually is', 'really is', 'feels like', 'means', 'like', 'to lose', 'to have nothing')}`,
      [
        `i ${anyOf('now', 'finally', 'never')}? ${anyOf('know', 'learned', 'learnt', 'found out', 'knew')}`,
        // What a race or a birth teaches: "she's going to learn what real pain is at her first marathon".
        `${anyOf('marathon', 'race', 'labour', 'labor', 'childbirth', 'birth', 'training', 'gym', 'runs', 'hike', 'exam', 'exams', 'teething', 'puberty', 'toddler', 'mortgage')}`,
      ],
      { before: 8, after: 10 },
    ),
    harmOthers(
      `${anyOf('baby', 'newborn', 'son', 'daughter', 'cries', 'crying')} .{0,8} ${anyOf('voice', 'voices')} ${anyOf('telling', 'tells', 'saying', 'says', 'told')} me ${anyOf('what', 'to hurt', 'to harm', 'to drop', 'to smother', 'to make', 'to shake')}`,
    ),
    harmOthers(
      `${THINKING_OF} ${anyOf('letting', 'let', 'pushing', 'dropping', 'throwing')} .{0,4} ${anyOf('pram', 'buggy', 'pushchair', 'stroller', 'baby', 'cot')}`,
      // A health visitor's "a new mum told me she has intrusive thoughts about dropping the baby".
      SOMEONE_ELSES,
      SOMEONE_ELSES_REACH,
    ),
    harmOthers(
      `${anyOf('can not', 'cannot', 'should not', 'must not')} be left alone with ${anyOf('her', 'him', 'them', 'the baby', 'my baby', 'my son', 'my daughter', 'the kids')}`,
    ),
    harmOthers(`sort ${PEOPLE} out ${anyOf('permanently', 'for good', 'once and for all')}`),
    harmOthers(
      `${anyOf('he', 'she', 'they', 'hes', 'shes', 'theyre')} .? not getting up ${anyOf('from', 'again', 'after')}`,
      `${anyOf('bed', 'sofa', 'couch', 'lie in', 'early', 'alarm', 'match', 'round', 'ring', 'knockout', 'ko', 'baby', 'feed', 'feeds', 'night', 'nights', 'nap', 'kids', 'school', 'work')}`,
      { before: 6, after: 6 },
    ),
    harmOthers(
      `${anyOf('he', 'she', 'they')} ${anyOf('will not', 'is not going to', 'are not going to')} be ${anyOf('saying', 'talking', 'laughing', 'smiling', 'breathing')} ${anyOf('anything', 'much', 'for long', 'after', 'again')}`,
      [
        `${anyOf('game', 'match', 'final', 'race', 'derby', 'beat', 'win', 'score', 'result', 'results', 'promotion', 'grades', 'marks', 'debate', 'quiz', 'speech', 'wedding', 'surprise', 'dentist', 'surgery', 'operation', 'braces', 'presentation', 'promoted', 'tonsils')}`,
        // "They won't be laughing after I pass": a success to come, not a threat.
        `${anyOf('after', 'when', 'once')} i ${anyOf('pass', 'get', 'win', 'finish', 'show', 'prove', 'graduate', 'ace', 'smash', 'nail', 'am', 'have')}`,
      ],
      { before: 8, after: 8 },
    ),
    harmOthers(
      `will ${anyOf('be buried', 'die', 'be dead', 'be in the ground', 'be in a box')} .{0,4} ${anyOf('and', 'but')} it will not be me`,
    ),
    harmOthers(
      `i know ${anyOf('what time', 'when', 'where', 'which way')} ${anyOf('he', 'she', 'they')} ${anyOf('finishes', 'finish', 'leaves', 'leave', 'gets off', 'clocks off', 'parks', 'park', 'walks', 'walk', 'drops')}`,
      `${anyOf('pick', 'collect', 'meet', 'surprise', 'lift', 'dinner', 'party', 'cake', 'flowers', 'present', 'gift', 'kids', 'swap', 'handover', 'ready', 'babysit', 'childcare', 'nursery', 'train', 'bus', 'carpool')}`,
      { before: 4, after: 10 },
    ),
    harmOthers(
      `so ${anyOf('he', 'she', 'they', 'them', 'him', 'her')} .{0,2} ${anyOf('know', 'knows', 'see', 'sees', 'feel', 'feels', 'learn', 'learns')} ${anyOf('what', 'how')} it ${anyOf('feels', 'is')} like? to ${anyOf('lose everything', 'lose it all', 'have nothing', 'suffer', 'be hurt', 'bleed')}`,
    ),
    harmOthers(
      `let ${anyOf('them', 'him', 'her')} ${anyOf('see', 'feel', 'know')} how it feels to ${anyOf('have nothing', 'lose', 'suffer')}`,
    ),
    harmOthers(
      `let ${anyOf('her', 'him', 'them')} enjoy ${anyOf('this', 'her', 'his', 'their')} last ${anyOf('week', 'day', 'days', 'weekend', 'month', 'night')}`,
      `last ${anyOf('week', 'day', 'days', 'weekend', 'month', 'night')} ${anyOf('of', 'at', 'before', 'off', 'in', 'on', 'as', 'here', 'with')}`,
    ),
    harmOthers(
      `${anyOf('something', 'somethings', 'something is')} going to happen to ${anyOf('those', 'them', 'him', 'her', 'everyone', 'the people', 'the kids', 'the ones', 'the lads', 'the girls', 'the boys')}`,
      // An anxious parent's "I'm scared something is going to happen to her".
      `${anyOf('worried', 'worry', 'worrying', 'worries', 'scared', 'afraid', 'feeling', 'fear', 'anxious', 'anxiety', 'terrified', 'what if', 'bad', 'panic', 'convinced')}`,
      { before: 6, after: 4 },
    ),
    harmOthers(
      `not ${anyOf('come', 'go')} to ${anyOf('school', 'college', 'class', 'work', 'assembly', 'the canteen')} .{0,3} ${anyOf('is', 'just')} ${anyOf('all i am going to say', 'all i will say', 'all i am saying', 'trust me')}`,
    ),
    harmOthers(
      `${anyOf('gun', 'guns', 'shotgun', 'rifle', 'pistol', 'knife', 'machete')} .{0,12} ${anyOf('think', 'thinking', 'thought')} ${anyOf('about', 'of')} ${anyOf('was', 'is')}? the`,
      `${anyOf('dinner', 'cooking', 'recipe', 'hunting', 'season', 'licence', 'license', 'selling', 'sell', 'safe', 'safety', 'range', 'club')}`,
      { before: 10, after: 8 },
    ),
    harmOthers(
      `something in my ${anyOf('bag', 'pocket', 'coat', 'car', 'boot', 'handbag', 'jacket')} in case ${anyOf('she', 'he', 'they')}`,
      `${anyOf('hungry', 'snack', 'snacks', 'rain', 'cold', 'bored', 'sick', 'needs', 'wants', 'asks', 'forgets', 'spills')}`,
    ),
    harmOthers(
      `${anyOf('somebody', 'someone', 'one of them')} will not ${anyOf('go', 'be going', 'make it', 'get', 'walk')} home`,
      `${anyOf('traffic', 'snow', 'strike', 'trains', 'train', 'flight', 'bus', 'drunk', 'staying', 'sleepover', 'party', 'until', 'before', 'by', 'in time', 'early', 'tonight without')}`,
      { before: 8, after: 6 },
    ),
    harmOthers(
      `{end} it for ${anyOf('all of us', 'us all', 'both of us', 'the both of us', 'the lot of us', 'all three of us', 'all four of us')}`,
    ),
    harmOthers(
      `${anyOf('school shootings', 'school shooters', 'school attacks', 'shooters', 'shootings', 'attackers')} .{0,10} i ${anyOf('get', 'understand', 'see')} why`,
    ),
    harmOthers(
      `{pay} .{0,3} a .? visit ${anyOf('he', 'she', 'they')} will ${anyOf('not', 'no', 'never')} forget`,
    ),
    harmOthers(
      `{run} ${anyOf('my', 'his', 'her')} .{0,3} ${anyOf('boyfriend', 'girlfriend', 'husband', 'wife', 'ex', 'boss', 'dad', 'stepdad', 'brother', 'sister', 'neighbour', 'landlord')} over`,
      `over ${anyOf('to', 'at', 'for', 'in', 'there', 'here')}`,
    ),
    harmOthers(
      `through with ${anyOf('killing', 'hurting', 'stabbing', 'shooting', 'strangling', 'poisoning')} ${anyOf('him', 'her', 'them')}`,
    ),
    harmOthers(
      `${anyOf('motivation', 'courage', 'nerve', 'guts', 'strength')} to ${anyOf('finally', 'actually', 'just', 'really', 'not')}? .{0,6} ${VIOLENCE} ${anyOf('my', 'her', 'his', 'their')} .{0,2} ${anyOf('ex', 'boyfriend', 'girlfriend', 'husband', 'wife', 'boss', 'dad', 'stepdad', 'brother', 'sister', 'neighbour', 'landlord', 'mum', 'mom')}`,
      `${anyOf('score', 'record', 'vibe', 'buzz', 'game', 'time', 'high score', 'debate', 'fifa', 'chess', 'tennis', 'squash', 'golf', 'race', 'parkrun', 'quiz', 'at')}`,
      { before: 3, after: 3 },
    ),
    harmOthers(
      `${VIOLENCE} ${PEOPLE} .{0,3} not ${anyOf('joking', 'kidding', 'speaking', 'exaggerating', 'being')}`,
      [
        `not being ${anyOf('mean', 'funny', 'nice', 'rude')}`,
        BELONGINGS_QUARREL,
        `${anyOf('ate', 'eaten', 'finished', 'drank')} my`,
      ],
      { before: 6, after: 8 },
    ),
    harmOthers(
      `{give} ${anyOf('him', 'her', 'them')} all ${anyOf('his', 'her', 'their')} ${anyOf('morphine', 'oramorph', 'insulin')} at once`,
    ),
    harmOthers(
      `{make} .{1,2} {bleed}`,
      `${anyOf('gums', 'gum', 'nose', 'eyes', 'ears', 'fingers', 'hands', 'feet', 'lip', 'lips', 'heart', 'knuckles')}`,
      { before: 3, after: 3 },
    ),
    harmOthers(`${anyOf('pay', 'suffer', 'hurt', 'regret')} .{0,8} i mean physically`),
    harmOthers(
      `i .{0,4} ${INTENT} to ${VIOLENCE} the ${anyOf('first', 'next')} ${anyOf('one', 'person', 'guy', 'kid', 'lad', 'man', 'woman')}`,
      [
        `${anyOf('who', 'that')} ${anyOf('tells', 'says', 'asks', 'suggests', 'comments', 'mentions', 'talks')}`,
        VIOLENCE_IDIOMS,
      ],
      { before: 3, after: 6 },
    ),
    harmOthers(
      `{hold} ${anyOf('the', 'a', 'my')} .? ${WEAPONS} ${anyOf('over', 'to', 'against', 'at')} ${anyOf('him', 'her', 'them', 'his', 'their')}`,
    ),
    harmOthers(
      `${anyOf('confront', 'face', 'see', 'visit')} ${PEOPLE} .{0,10} ${WEAPONS} ${anyOf('is', 'are')} ready`,
    ),
  ];
}
