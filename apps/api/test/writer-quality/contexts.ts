/**
 * Contexts for the writer-quality harness, written as people type or dictate them (lowercase,
 * typos, no punctuation, one line or a paragraph) and labelled by hand: the kind of situation, the
 * word(s) a speech about it must name (any one of them), and goals with whether each relates to the
 * context. The labels were written before the writer changed and are never read from it
 * (docs/decisions/built-in-writer.md).
 */
import type { GoalCategory, SituationKind } from '@rally/domain';

export interface LabelledGoal {
  title: string;
  category: GoalCategory;
  related: boolean;
}

export interface LabelledContext {
  id: number;
  kind: SituationKind;
  text: string;
  /** A speech about this context names at least one of these (a word or its plural/-ing form). */
  subject: string[];
  goals: LabelledGoal[];
}

type Row = [SituationKind, string, string[], LabelledGoal[]?];

const marathon: LabelledGoal = {
  title: 'Run a half marathon',
  category: 'fitness',
  related: false,
};
const pitch: LabelledGoal = {
  title: 'Nail the product presentation',
  category: 'presentation',
  related: false,
};
const read: LabelledGoal = {
  title: 'Read 20 books this year',
  category: 'personal',
  related: false,
};
const promotion: LabelledGoal = {
  title: 'Get promoted to team lead',
  category: 'career',
  related: false,
};

const ROWS: Row[] = [
  // performance: interviews, exams, toasts, presentations, auditions, matches
  [
    'performance',
    'I have a job interview on Friday for a junior data analyst role at a hospital and im so nervous',
    ['interview'],
  ],
  ['performance', 'job intervew tomorrow morning cant sleep', ['interview', 'intervew']],
  [
    'performance',
    'i have my driving test next week and i failed it twice already',
    ['driving', 'test'],
    [{ title: 'Pass my driving test', category: 'personal', related: true }],
  ],
  [
    'performance',
    'giving the best man speech at my brothers wedding on saturday and i hate public speaking',
    ['speech', 'wedding', 'toast'],
  ],
  [
    'performance',
    'presenting our quarterly numbers to the board on monday',
    ['presentation', 'presenting', 'board', 'numbers'],
    [pitch],
  ],
  [
    'performance',
    'my final exams start next week and i feel like i havent studied enough',
    ['exam', 'exams'],
  ],
  [
    'performance',
    'audition for the school musical is on thursday i really want the lead part',
    ['audition'],
  ],
  [
    'performance',
    'we have the cup final on sunday and im the goalkeeper',
    ['final', 'match', 'game', 'goalkeeper'],
  ],
  [
    'performance',
    'Bar exam in three weeks. I am exhausted and behind on practice questions.',
    ['bar exam', 'exam'],
  ],
  [
    'performance',
    'i have to give a toast at my parents 40th anniversary dinner tonight',
    ['toast', 'anniversary'],
  ],
  [
    'performance',
    'piano recital on saturday afternoon my hands shake every time i play in front of people',
    ['recital', 'piano'],
  ],
  [
    'performance',
    'I am pitching my startup to investors tomorrow and I really need this funding',
    ['pitch', 'pitching', 'investors'],
  ],
  [
    'performance',
    'phd defense next month i keep imagining the committee tearing my thesis apart',
    ['defense', 'defence', 'thesis'],
  ],
  [
    'performance',
    'second round interview with amazon on wednesday its a panel of four people',
    ['interview'],
  ],
  [
    'performance',
    'Tomorrow I present my research at a conference for the first time',
    ['research', 'conference', 'present', 'presentation'],
  ],
  ['performance', 'my nursing licensing exam is next week', ['exam', 'licensing', 'nursing']],
  [
    'performance',
    'i have a tennis match in the club championship this weekend against someone who beat me last year',
    ['match', 'tennis'],
  ],
  [
    'performance',
    'so i have this big sales call with a client on tuesday that could make or break my quarter',
    ['call', 'client', 'sales'],
  ],
  [
    'performance',
    'speaking at my grandads 90th birthday party and i get really shy',
    ['birthday', 'party', 'speaking', 'speech'],
  ],
  ['performance', 'maths test friday i always freeze in tests', ['test', 'maths', 'math']],
  [
    'performance',
    'singing solo at the church concert on sunday morning',
    ['solo', 'concert', 'singing'],
  ],
  [
    'performance',
    'I have a performance review with my manager on thursday and I dont know what to expect',
    ['review'],
  ],
  ['performance', 'going for my black belt grading next saturday', ['grading', 'belt']],
  [
    'performance',
    'medical school interview next week i want this more than anything',
    ['interview'],
  ],
  [
    'performance',
    'i have to present my group project in class tomorrow and my partner dropped out',
    ['project', 'present', 'presentation'],
  ],
  [
    'performance',
    'stand up comedy open mic tonight first time ever',
    ['comedy', 'open mic', 'set'],
  ],
  ['performance', 'my thesis presentation is on monday', ['thesis', 'presentation']],
  [
    'performance',
    'swim meet this weekend and i want to beat my personal best in the 100 free',
    ['meet', 'swim', 'race'],
  ],
  [
    'performance',
    'I have a chess tournament on Saturday and I always get nervous in the first round',
    ['tournament', 'chess'],
  ],
  [
    'performance',
    'teaching my first yoga class on wednesday evening as a new instructor',
    ['class', 'yoga', 'teaching'],
  ],
  [
    'performance',
    'final round of the spelling bee is tomorrow for my daughter and I want to say something to her',
    ['spelling bee', 'bee'],
  ],

  // illness and treatment
  [
    'illness',
    'Starting chemotherapy next week and I am scared of losing my hair',
    ['chemotherapy', 'chemo', 'treatment'],
    [pitch],
  ],
  [
    'illness',
    'i have surgery on my knee on thursday and im terrified of the anesthesia',
    ['surgery', 'operation'],
    [marathon],
  ],
  [
    'illness',
    'just got diagnosed with type 2 diabetes and i feel overwhelmed',
    ['diabetes', 'diagnosis', 'diagnosed'],
  ],
  ['illness', 'my biopsy results come back tomorrow', ['biopsy', 'results']],
  [
    'illness',
    'recovering from covid for weeks now and i still cant walk up the stairs without getting tired',
    ['covid', 'recovery', 'recovering'],
  ],
  [
    'illness',
    'I start radiation therapy on monday, five days a week for six weeks',
    ['radiation', 'therapy', 'treatment'],
  ],
  ['illness', 'living with chronic pain and today is a really bad flare', ['pain', 'flare']],
  [
    'illness',
    'im having my first round of ivf next month and im so scared it wont work',
    ['ivf', 'treatment'],
  ],
  ['illness', 'my mri is on friday and i get claustrophobic', ['mri', 'scan']],
  [
    'loved_one',
    'heart surgery for my dad next week and i have to be strong for him',
    ['surgery', 'dad', 'father'],
  ],
  [
    'illness',
    'diagnosed with ms last month still trying to take it in',
    ['ms', 'diagnosis', 'diagnosed', 'sclerosis'],
  ],
  [
    'illness',
    'i have my last chemo session tomorrow and i dont know how to feel',
    ['chemo', 'chemotherapy', 'session', 'treatment'],
  ],
  [
    'illness',
    'starting physical therapy after my stroke',
    ['therapy', 'stroke', 'physio', 'rehab'],
  ],
  [
    'illness',
    'I have been sick with long covid for a year and I miss my old life',
    ['covid', 'illness', 'sick'],
  ],
  [
    'illness',
    'my hip replacement is scheduled for next tuesday',
    ['hip', 'replacement', 'surgery'],
  ],
  ['illness', 'waiting on a cancer scan and i cant think about anything else', ['scan', 'cancer']],
  [
    'illness',
    'they found a lump and i have the ultrasound on wednesday',
    ['ultrasound', 'lump', 'scan'],
  ],
  [
    'illness',
    'im in hospital for another week with pneumonia and i feel so weak',
    ['hospital', 'pneumonia'],
  ],
  ['illness', 'dialysis three times a week is wearing me down', ['dialysis']],
  [
    'illness',
    'my migraines are back and i have a neurologist appointment next month',
    ['migraine', 'migraines', 'neurologist', 'appointment'],
  ],
  [
    'illness',
    'i need to get a root canal tomorrow and i am terrified of the dentist',
    ['root canal', 'dentist', 'canal'],
  ],
  [
    'loved_one',
    'my son has his tonsils out on friday and hes only six',
    ['tonsils', 'operation', 'surgery', 'son'],
  ],
  [
    'illness',
    'going through treatment for breast cancer and my hair is falling out',
    ['cancer', 'treatment', 'hair'],
  ],
  [
    'illness',
    'I broke my leg skiing and I am stuck on crutches for two months',
    ['leg', 'crutches'],
  ],
  ['illness', 'getting my first insulin pump fitted next week', ['insulin', 'pump']],
  [
    'illness',
    'transplant assessment on monday and everything depends on it',
    ['transplant', 'assessment'],
  ],
  [
    'illness',
    'im recovering from a c section and i feel useless',
    ['recovering', 'recovery', 'section', 'c-section'],
  ],
  [
    'illness',
    'my blood test results were bad and i have to see a specialist',
    ['specialist', 'blood test', 'results'],
  ],
  [
    'illness',
    'chemo round four tomorrow so tired of being tired',
    ['chemo', 'chemotherapy', 'treatment'],
  ],
  [
    'illness',
    'I have crohns and another flare up has landed me back in bed',
    ['crohns', 'flare', "crohn's"],
  ],

  // loss and grief
  [
    'grief',
    'my mum died last month and i have to go back to work on monday',
    ['mum', 'mother', 'work'],
  ],
  ['grief', 'we lost our dog yesterday he was 14', ['dog']],
  [
    'grief',
    'I am giving the eulogy at my grandmothers funeral on saturday',
    ['eulogy', 'funeral', 'grandmother', 'grandma'],
  ],
  [
    'grief',
    'my best friend passed away in a car accident and i dont know how to get through the week',
    ['friend'],
  ],
  [
    'grief',
    'it is the first anniversary of my dads death tomorrow',
    ['dad', 'father', 'anniversary'],
  ],
  [
    'grief',
    'had a miscarriage two weeks ago and everyone expects me to be fine',
    ['miscarriage', 'baby', 'loss'],
  ],
  [
    'grief',
    'my grandpa died and the funeral is on thursday',
    ['grandpa', 'funeral', 'grandfather'],
  ],
  ['grief', 'lost my brother to an overdose last year and christmas is coming', ['brother']],
  ['grief', 'our cat had to be put down this morning', ['cat']],
  [
    'grief',
    'my husband passed in the spring and i have to sell our house now',
    ['husband', 'house'],
  ],
  ['grief', 'grieving my aunt who raised me', ['aunt', 'grief', 'grieving']],
  ['grief', 'my wife died six months ago and i still set two plates some nights', ['wife']],
  [
    'grief',
    'I lost my job and my father in the same month and I feel like I am drowning',
    ['father', 'dad', 'job'],
  ],
  ['grief', 'first mothers day without my mom', ['mom', 'mother']],
  ['grief', 'my horse died last night i had her for 20 years', ['horse']],
  [
    'grief',
    'my uncle passed suddenly and i have to fly home for the funeral tomorrow',
    ['uncle', 'funeral'],
  ],
  ['grief', 'a colleague i was close to died and the office feels empty', ['colleague']],
  [
    'grief',
    'still grieving my sister it has been two years and people think i should be over it',
    ['sister'],
  ],
  ['grief', 'my baby nephew died in hospital last week', ['nephew']],
  ['grief', 'i have to clear out my late fathers flat this weekend', ['father', 'dad', 'flat']],
  [
    'grief',
    'my grandmother has dementia and doesnt recognise me anymore it feels like losing her slowly',
    ['grandmother', 'grandma', 'dementia'],
  ],
  ['grief', 'our stillborn daughter would have turned one today', ['daughter']],
  [
    'grief',
    'my best mate took his own life last year and the anniversary is next week',
    ['mate', 'friend', 'anniversary'],
  ],
  ['grief', 'my mentor died and I have to take over his classes', ['mentor', 'classes']],
  ['grief', 'lost my mom to cancer in january and i cant concentrate at uni', ['mom', 'mother']],
  [
    'grief',
    'my twin brother passed away and i dont know who i am without him',
    ['brother', 'twin'],
  ],
  ['grief', 'my dog of 16 years passed and the house is too quiet', ['dog']],
  ['grief', 'spreading my dads ashes at the beach on sunday', ['dad', 'father', 'ashes']],
  ['grief', 'grandad passed away peacefully last night', ['grandad', 'grandfather']],
  [
    'grief',
    'my partner died in march and today i have to go to the bank to close his account',
    ['partner'],
  ],

  // break-ups and failures
  [
    'setback',
    'my girlfriend broke up with me after five years',
    ['girlfriend', 'break-up', 'breakup', 'relationship'],
  ],
  ['setback', 'i failed my driving test for the third time', ['driving', 'test']],
  [
    'setback',
    'got rejected from every med school i applied to',
    ['school', 'rejected', 'rejection', 'med'],
  ],
  [
    'setback',
    'I got laid off today after eight years at the company',
    ['job', 'laid off', 'company', 'work'],
    [promotion],
  ],
  ['setback', 'my startup failed and i lost my savings', ['startup', 'savings', 'business']],
  ['setback', 'my husband told me he wants a divorce', ['divorce', 'husband', 'marriage']],
  ['setback', 'failed my bar exam and all my friends passed', ['bar exam', 'exam']],
  [
    'setback',
    'didnt get the promotion they gave it to someone who started after me',
    ['promotion'],
    [{ title: 'Get promoted to team lead', category: 'career', related: true }],
  ],
  [
    'setback',
    'boyfriend cheated on me and i found out from his texts',
    ['boyfriend', 'relationship'],
  ],
  ['setback', 'i got cut from the team after tryouts', ['team', 'tryouts']],
  ['setback', 'my novel got rejected by the fortieth agent', ['novel', 'agent', 'agents', 'book']],
  [
    'setback',
    'we broke up last night and i have to see him at work tomorrow',
    ['break-up', 'breakup', 'work'],
  ],
  [
    'setback',
    'I bombed the interview this morning completely blanked on the first question',
    ['interview'],
  ],
  ['setback', 'lost the election for student council by six votes', ['election', 'council']],
  ['setback', 'my engagement is off and i have to tell everyone', ['engagement', 'wedding']],
  ['setback', 'i was fired for a mistake that wasnt even mine', ['fired', 'job', 'work']],
  [
    'setback',
    'got a really bad grade on my dissertation and i worked so hard on it',
    ['dissertation', 'grade'],
  ],
  ['setback', 'my band broke up after ten years', ['band']],
  [
    'setback',
    'relapsed after 200 days sober',
    ['sober', 'sobriety', 'relapse', 'relapsed', 'days'],
  ],
  ['setback', 'the house sale fell through and we already packed everything', ['house', 'sale']],
  ['setback', 'I didnt make it into the police academy', ['academy', 'police']],
  ['setback', 'my best friend stopped talking to me and wont say why', ['friend', 'friendship']],
  ['setback', 'my restaurant has to close at the end of the month', ['restaurant']],
  [
    'setback',
    'lost the final in straight sets after leading the whole tournament',
    ['final', 'tournament', 'match'],
  ],
  ['setback', 'wife moved out last week', ['wife', 'marriage']],
  [
    'setback',
    'i didnt get into the university i wanted and everyone keeps asking',
    ['university', 'uni'],
  ],
  [
    'setback',
    'failed my probation at work and now i have to find a new job',
    ['probation', 'job', 'work'],
  ],
  [
    'setback',
    'my fiance called off the wedding two weeks before the date',
    ['wedding', 'fiance', 'fiancé'],
  ],
  ['setback', 'got turned down for the mortgage', ['mortgage']],
  [
    'setback',
    'i blew my savings on a bad investment and i feel so stupid',
    ['savings', 'investment', 'money'],
  ],

  // big changes
  ['change', 'moving to a new city next week where i dont know anyone', ['city', 'move', 'moving']],
  ['change', 'starting my new job on monday as a nurse', ['job', 'nurse']],
  [
    'change',
    'we are having our first baby in three weeks and i am terrified of being a bad dad',
    ['baby', 'dad', 'father'],
  ],
  ['change', 'I quit my job to go freelance and I start tomorrow', ['freelance', 'freelancing']],
  [
    'change',
    'moving to germany for my husbands job and i dont speak german',
    ['germany', 'move', 'moving'],
  ],
  ['change', 'going back to uni at 40', ['uni', 'university', 'study', 'studying']],
  [
    'change',
    'retiring next month after 35 years of teaching',
    ['retirement', 'retiring', 'teaching'],
  ],
  [
    'change',
    'my kids are leaving home for college this weekend and i dont know what to do with myself',
    ['kids', 'college', 'home'],
  ],
  ['change', 'starting at a new school on wednesday in year nine', ['school']],
  [
    'change',
    'getting married on saturday and the nerves are kicking in',
    ['wedding', 'married', 'marriage'],
  ],
  [
    'change',
    'just moved in with my partner and its harder than i expected',
    ['partner', 'moved', 'living'],
  ],
  [
    'change',
    'starting a new role as a manager for the first time next week',
    ['manager', 'role', 'team'],
  ],
  ['change', 'coming out to my parents this weekend', ['parents', 'coming out']],
  ['change', 'i am becoming a stepmom to two teenagers', ['stepmom', 'stepmother', 'teenagers']],
  ['change', 'moving back home with my parents at 30', ['home', 'parents', 'moving']],
  ['change', 'selling the family business and starting over', ['business']],
  [
    'change',
    'emigrating to australia with two kids in a month',
    ['australia', 'move', 'moving', 'emigrating'],
  ],
  ['change', 'I start my residency in july and everyone says its brutal', ['residency']],
  ['change', 'changing careers from accounting to nursing at 35', ['nursing', 'career', 'careers']],
  ['change', 'our second baby arrives next month and our first is only two', ['baby']],
  ['change', 'joining the army next week', ['army']],
  ['change', 'going back to work after maternity leave on monday', ['work', 'leave', 'maternity']],
  ['change', 'moving into my first apartment alone', ['apartment', 'flat']],
  [
    'change',
    'we are adopting a little boy and he comes home next week',
    ['adopting', 'adoption', 'boy', 'son'],
  ],
  [
    'change',
    'i just got promoted and now i manage my old teammates',
    ['promoted', 'promotion', 'teammates', 'team'],
  ],
  ['change', 'starting university abroad in september', ['university', 'abroad']],
  ['change', 'downsizing to a small flat after the kids left', ['flat', 'downsizing', 'move']],
  [
    'change',
    'moving across the country for a fresh start after my divorce',
    ['move', 'moving', 'country'],
  ],
  ['change', 'first day at a new company tomorrow and its fully remote', ['company', 'job', 'day']],
  [
    'change',
    'taking a gap year to travel on my own',
    ['gap year', 'travel', 'travelling', 'traveling'],
  ],

  // habits and training
  [
    'habit',
    'i want to run a marathon in october but i can barely run 5k right now',
    ['marathon', 'run', 'running'],
    [{ ...marathon, related: true }],
  ],
  [
    'habit',
    'trying to quit smoking day three and the cravings are brutal',
    ['smoking', 'cravings', 'cigarettes'],
  ],
  ['habit', 'need motivation to go to the gym after work', ['gym']],
  ['habit', 'I want to lose 20 kilos before summer', ['weight', 'kilos', 'kilo']],
  ['habit', 'learning spanish every day on duolingo and i keep skipping', ['spanish']],
  ['habit', 'training for a triathlon in june', ['triathlon', 'training']],
  ['habit', 'i keep procrastinating on my thesis writing every single day', ['thesis', 'writing']],
  ['habit', 'trying to stop drinking during the week', ['drinking', 'alcohol']],
  [
    'habit',
    'want to wake up at 6 every day and stop hitting snooze',
    ['wake', 'morning', 'snooze', 'waking'],
  ],
  ['habit', 'practicing guitar for an hour a day but i feel like im not improving', ['guitar']],
  [
    'habit',
    'i need to stop doomscrolling at night and actually sleep',
    ['sleep', 'scrolling', 'doomscrolling', 'phone'],
  ],
  ['habit', 'going sober for january', ['sober', 'drinking', 'january']],
  ['habit', 'couch to 5k week four is killing me', ['5k', 'run', 'running']],
  [
    'habit',
    'I want to meditate every morning but I never stick with it',
    ['meditate', 'meditation', 'meditating'],
  ],
  [
    'habit',
    'training for my first century ride on the bike',
    ['ride', 'bike', 'cycling', 'century'],
  ],
  [
    'habit',
    'trying to eat healthier and cook instead of ordering takeaway',
    ['eat', 'eating', 'cook', 'cooking', 'food'],
  ],
  ['habit', 'i want to write 500 words a day on my novel', ['novel', 'writing', 'words']],
  [
    'habit',
    'want to save money this year i always spend it all',
    ['money', 'save', 'saving', 'savings'],
  ],
  ['habit', 'doing 100 pushups a day for a month', ['pushups', 'push-ups', 'push ups']],
  [
    'habit',
    'I have to study for two hours every night for my accounting course',
    ['study', 'studying', 'course', 'accounting'],
  ],
  ['habit', 'trying to cut down on sugar its so hard', ['sugar']],
  [
    'habit',
    'swimming laps three times a week to get my fitness back',
    ['swimming', 'swim', 'laps'],
  ],
  [
    'habit',
    'need to keep my flat clean i always let it get out of control',
    ['flat', 'clean', 'cleaning'],
  ],
  ['habit', 'learning to code in the evenings after my kids go to bed', ['code', 'coding']],
  ['habit', 'trying to hit 10000 steps a day', ['steps', 'walking', 'walk']],
  ['habit', 'stopping vaping this week', ['vaping', 'vape']],
  ['habit', 'getting back into climbing after a long break', ['climbing']],
  ['habit', 'i want to journal every night before bed', ['journal', 'journaling', 'journalling']],
  ['habit', 'training my puppy and losing patience every day', ['puppy', 'training']],
  ['habit', 'practising my drawing daily so i can apply to art school', ['drawing', 'art']],

  // plain self-doubt
  ['self_doubt', 'I keep doubting myself because I have no degree', ['degree']],
  [
    'self_doubt',
    'i feel like a fraud at work everyone else seems smarter',
    ['fraud', 'work', 'impostor', 'imposter'],
  ],
  ['self_doubt', 'i dont think im good enough to be a writer', ['writer', 'writing']],
  ['self_doubt', 'everyone in my class is younger and quicker than me', ['class']],
  ['self_doubt', 'I never finish anything I start', ['finish', 'finishing']],
  ['self_doubt', 'im 45 and i feel like i have wasted my life', ['life']],
  [
    'self_doubt',
    'i compare myself to everyone on instagram',
    ['instagram', 'comparing', 'compare'],
  ],
  [
    'self_doubt',
    'i dont feel smart enough for my masters program',
    ['masters', 'program', 'programme'],
  ],
  [
    'self_doubt',
    'my boss keeps criticising my work and i am starting to believe him',
    ['boss', 'work'],
  ],
  [
    'self_doubt',
    'i am the only woman on my engineering team and i feel like i have to prove myself every day',
    ['team', 'engineering'],
  ],
  ['self_doubt', 'I feel like a bad mother', ['mother', 'mum', 'mom', 'parent']],
  ['self_doubt', 'i got the job but i dont think i deserve it', ['job']],
  ['self_doubt', 'cant shake the feeling im behind everyone my age', ['behind', 'age']],
  ['self_doubt', 'i want to start my own business but who am i to do that', ['business']],
  [
    'self_doubt',
    'i never speak up in meetings because i think my ideas are stupid',
    ['meetings', 'meeting', 'ideas'],
  ],
  ['self_doubt', 'I am an artist and I think my work is worthless', ['art', 'artist', 'work']],
  ['self_doubt', 'i dont feel like i fit in anywhere', ['fit in', 'belong', 'belonging']],
  ['self_doubt', 'i keep thinking im too old to learn piano', ['piano']],
  [
    'self_doubt',
    'my english isnt perfect and i worry people judge me at work',
    ['english', 'language'],
  ],
  ['self_doubt', 'i feel ugly and i hate how i look in photos', ['photos', 'look', 'looks']],
  [
    'self_doubt',
    'everyone says im talented but i feel like im faking it',
    ['talent', 'talented', 'faking'],
  ],
  [
    'self_doubt',
    'i dropped out of college and i feel like a failure compared to my siblings',
    ['college', 'siblings'],
  ],
  [
    'self_doubt',
    'im a new teacher and i feel like the kids can tell i have no idea what im doing',
    ['teacher', 'teaching', 'kids'],
  ],
  [
    'self_doubt',
    'i am scared to apply for jobs because i think nobody will hire me',
    ['jobs', 'job', 'apply', 'applying'],
  ],
  ['self_doubt', 'i struggle to believe in myself', ['believe', 'belief', 'yourself']],
  [
    'self_doubt',
    'my ideas never seem as good as my coworkers',
    ['ideas', 'coworkers', 'co-workers'],
  ],
  ['self_doubt', 'i have dyslexia and always feel stupid in school', ['dyslexia', 'school']],
  ['self_doubt', 'I want to ask for a raise but I dont think Im worth it', ['raise', 'pay']],
  ['self_doubt', 'i keep second guessing every decision i make', ['decision', 'decisions']],
  ['self_doubt', 'i feel invisible in my friend group', ['friend', 'friends', 'group']],

  // a paragraph each, and some dictation without any punctuation
  [
    'performance',
    'ok so basically i have a job interview on friday its for a junior data analyst role at a hospital and i really want it because i have been unemployed for six months and my confidence is gone i keep thinking they will see right through me',
    ['interview'],
  ],
  [
    'illness',
    'so my doctor called today and i need to have a biopsy next week on my thyroid they said its probably nothing but i cant stop googling and scaring myself',
    ['biopsy', 'thyroid'],
  ],
  [
    'grief',
    'my grandmother passed away on sunday. she basically raised me. the funeral is next friday and my family asked me to read a poem and i dont know if i can get through it without crying',
    ['grandmother', 'poem', 'funeral', 'grandma'],
  ],
  [
    'setback',
    'I put everything into this relationship for three years. Last night she said she does not love me anymore. I have to move out and I do not know where to go.',
    ['relationship', 'move', 'moving'],
  ],
  [
    'change',
    'we are moving to canada in two weeks with the kids. i have quit my job, sold the car and my whole life is in boxes. part of me is excited but mostly i am scared i made a huge mistake',
    ['canada', 'move', 'moving'],
  ],
  [
    'habit',
    'i have tried to get fit so many times. i join a gym, go for two weeks and then stop. this time i want it to stick. i signed up for a 10k in may',
    ['10k', 'gym', 'run', 'race', 'fit'],
  ],
  [
    'self_doubt',
    'i just started a new job as a software developer and everyone around me seems to know so much more i sit in meetings and nod and then spend the evening googling everything i feel like they will find out i dont belong',
    ['developer', 'job', 'belong'],
  ],
  [
    'performance',
    'my daughter has her first piano exam on saturday and she is really anxious i want something to play for her in the car on the way there',
    ['exam', 'piano'],
  ],
  [
    'illness',
    'I am recovering from a heart attack. I was in hospital for nine days. I am home now but every twinge scares me and I am afraid to go for a walk.',
    ['heart', 'recovering', 'recovery', 'walk'],
  ],
  [
    'grief',
    'our dog max died this morning. the kids are heartbroken and so am i. i have to go to work tomorrow and pretend i am ok',
    ['dog', 'max'],
  ],
  [
    'setback',
    'i studied for months for the gmat and i scored way lower than my practice tests. i have to decide whether to retake it or apply anyway',
    ['gmat', 'score', 'test'],
  ],
  [
    'change',
    'new baby arrived two weeks ago i am not sleeping i love her so much but i feel like i dont know what i am doing',
    ['baby'],
  ],
  [
    'habit',
    'day 12 without alcohol and the weekend is coming which is when i usually drink',
    ['alcohol', 'drink', 'drinking'],
  ],
  [
    'self_doubt',
    'every time i try to draw something i rip it up because it is not good enough. i have wanted to be an illustrator my whole life but maybe i am just not talented',
    ['illustrator', 'draw', 'drawing'],
  ],
  [
    'performance',
    'i have a big presentation in front of the whole company on tuesday about the new product and the ceo will be there',
    ['presentation', 'product'],
    [{ title: 'Nail the product presentation', category: 'presentation', related: true }, marathon],
  ],
  [
    'habit',
    'training for the half marathon in april my longest run is only 8k so far',
    ['marathon', 'run', 'training'],
    [{ title: 'Run a half marathon', category: 'fitness', related: true }, pitch],
  ],
  [
    'illness',
    'my physio says i need to do my exercises every day after the shoulder surgery but it hurts so much',
    ['shoulder', 'exercises', 'surgery', 'physio'],
    [read],
  ],
  [
    'grief',
    'my mother died in may and i have to give a speech at her memorial next saturday',
    ['mother', 'memorial', 'mum', 'mom'],
    [pitch, marathon],
  ],
  [
    'setback',
    'got rejected from the job i really wanted at the museum',
    ['job', 'museum'],
    [{ title: 'Land a job in a museum', category: 'career', related: true }, marathon],
  ],
  [
    'change',
    'moving to london for my new job on the first',
    ['london', 'job', 'move', 'moving'],
    [read],
  ],
  [
    'self_doubt',
    'i want to write a book but i feel like nobody would want to read it',
    ['book', 'write', 'writing'],
    [
      { title: 'Finish the first draft of my book', category: 'personal', related: true },
      promotion,
    ],
  ],
  [
    'performance',
    'i have an exam for my accounting certification in two weeks',
    ['exam', 'accounting', 'certification'],
    [{ title: 'Pass the accounting certification', category: 'career', related: true }, read],
  ],
  ['habit', 'i want to quit sugar for good', ['sugar'], [pitch]],
  [
    'illness',
    'im about to start dialysis and im scared about what my life will look like',
    ['dialysis'],
    [promotion],
  ],
  // loved_one: someone they love (a child, a parent, a partner, a friend, a pet) is going through
  // it, and the speech is for the one who worries (labelled before the writer read them)
  [
    'loved_one',
    'my cat is having surgery on friday and im so worried about her',
    ['cat', 'surgery'],
  ],
  [
    'loved_one',
    'my daughter is being bullied at school and i dont know how to help her',
    ['daughter', 'bullied', 'bullying'],
  ],
  ['loved_one', 'my mum starts chemo on monday', ['mum', 'chemo', 'chemotherapy']],
  ['loved_one', 'my son has his first exam tomorrow and hes so nervous', ['son', 'exam'], [read]],
  ['loved_one', 'my husband lost his job', ['husband', 'job']],
  ['loved_one', 'my best friend is in hospital', ['friend', 'hospital']],
  [
    'loved_one',
    'my dad is having a heart bypass next week and i keep imagining the worst',
    ['dad', 'bypass', 'heart', 'operation', 'surgery'],
  ],
  [
    'loved_one',
    'our dog ate something and the vet says he needs an operation tonight i feel sick',
    ['dog', 'operation'],
  ],
  [
    'loved_one',
    'my little boy has to have his tonsils out on thursday and hes only four',
    ['boy', 'tonsils', 'son'],
  ],
  [
    'loved_one',
    'my wife got diagnosed with breast cancer last week. i have to stay strong for her and the kids',
    ['wife', 'cancer', 'diagnosis'],
    [marathon],
  ],
  [
    'loved_one',
    'my sister has her driving test tomorrow and shes failed twice already i cant stop worrying for her',
    ['sister', 'driving', 'test'],
  ],
  [
    'loved_one',
    'my teenage son is struggling with anxiety and wont go to school, i feel so helpless',
    ['son', 'anxiety', 'school'],
  ],
  [
    'loved_one',
    'my partner got made redundant today and hes trying to act like hes fine',
    ['partner', 'job', 'redundant', 'redundancy'],
    [promotion],
  ],
  [
    'loved_one',
    'my grandad fell and broke his hip hes in hospital and im scared he wont come home',
    ['grandad', 'hip', 'hospital', 'fall'],
  ],
  [
    'loved_one',
    'my daughter has her gcses in may and is so stressed i dont know how to support her without making it worse',
    ['daughter', 'gcses', 'exams', 'exam'],
  ],
  [
    'loved_one',
    'my brother is in rehab for the second time and i want to believe in him but im scared',
    ['brother', 'rehab'],
  ],
  [
    'loved_one',
    'my mom is getting a biopsy tomorrow morning and i cant stop shaking',
    ['mom', 'biopsy'],
  ],
  [
    'loved_one',
    'my boyfriend has a big job interview on wednesday and i cant stop worrying for him',
    ['boyfriend', 'interview'],
  ],
  [
    'loved_one',
    'my son got his autism diagnosis today and i dont know what this means for him',
    ['son', 'autism', 'diagnosis'],
  ],
  [
    'loved_one',
    'my best mate is going through chemo and i never know what to say to him',
    ['mate', 'friend', 'chemo'],
  ],
  [
    'loved_one',
    'my horse colicked last night and the vet is coming back in the morning',
    ['horse', 'vet'],
  ],
  ['loved_one', 'my dad lost his business and hes not talking to anyone', ['dad', 'business']],
  [
    'loved_one',
    'my daughters surgery got moved to tuesday and the waiting is killing me',
    ['daughter', 'surgery'],
  ],
  // Labelled before the writer read them (sixth session): trouble it had no word for.
  [
    'loved_one',
    'my dog has to have his leg amputated tomorrow and i feel awful',
    ['dog', 'leg', 'amputation', 'amputated', 'operation'],
  ],
  [
    'loved_one',
    'my grandad broke his hip and hes in a lot of pain i cant stop worrying about him',
    ['grandad', 'hip'],
  ],
  // everyday: an ordinary hard thing with nothing else named (a call to make, a day to get through,
  // being on their own, a task they dread). Labelled before the writer read them (seventh session).
  [
    'everyday',
    'need motivation to ring the council about my housing benefit',
    ['council', 'benefit'],
  ],
  [
    'everyday',
    'i havent left the flat all weekend and i need to go food shopping',
    ['shopping', 'flat'],
  ],
  [
    'everyday',
    'motivation to reply to all these emails ive been ignoring for a week',
    ['emails', 'email'],
  ],
  [
    'everyday',
    'new in town and i dont know anyone, want to go to a pub quiz on my own tonight',
    ['quiz', 'town'],
  ],
  [
    'everyday',
    'i have to call the bank about a charge i dont recognise and i hate phone calls',
    ['bank', 'call'],
  ],
  [
    'everyday',
    'long day at work tomorrow, 12 hour shift, just need to get through it',
    ['shift', 'day'],
  ],
  [
    'everyday',
    'everyone at uni has their friend groups already and i eat lunch alone most days',
    ['lunch', 'friends', 'friend', 'uni'],
  ],
  ['everyday', 'motivation to clean my room its been a tip for weeks', ['room']],
  [
    'everyday',
    'i said something dumb in the group chat and now i want to hide. need motivation to go to class tomorrow',
    ['class', 'chat'],
  ],
  ['everyday', 'need motivation to do my tax return, its due friday', ['tax']],
  [
    'everyday',
    'its so quiet in the house since my housemates went home for summer, i miss having people around',
    ['house', 'housemates', 'people'],
  ],
  [
    'everyday',
    'ive been putting off booking the boiler repair for a month, motivation to just phone them',
    ['boiler', 'repair'],
  ],
  [
    'everyday',
    'motivation to go to my cousins birthday party where i wont know anyone',
    ['party', 'birthday'],
  ],
  [
    'everyday',
    'need to return a jacket to the shop and ask for a refund without a receipt, im awkward about it',
    ['refund', 'jacket', 'shop'],
  ],
  ['everyday', 'just want to get through monday without crying at my desk', ['monday', 'desk']],
  ['everyday', 'motivation to get out of bed and have a shower today', ['shower', 'bed']],
  [
    'everyday',
    'i need to message my old friend and apologise for going quiet on her',
    ['friend', 'apologise', 'apologising', 'message'],
  ],
  [
    'everyday',
    'stuck at home with a broken washing machine and three kids, need to get through the weekend',
    ['weekend', 'washing machine', 'kids'],
  ],
  [
    'everyday',
    'im the new person at the allotment and want to actually talk to people there',
    ['allotment', 'people'],
  ],
  [
    'everyday',
    'motivation to post the parcel back, the post office queue is always massive',
    ['parcel', 'post office'],
  ],
  [
    'everyday',
    'i moved here for work and weekends are the worst, nobody to see',
    ['weekends', 'weekend'],
  ],
  // Breaking news that will hurt the ones told: the conversation ahead is theirs to have (added
  // last, so the rows above keep their ids and seeds).
  [
    'performance',
    'i have to lay off three people on monday and i hate it',
    ['letting', 'people', 'lay off'],
    [promotion],
  ],
  [
    'performance',
    'have to tell my staff tomorrow the shop is closing down next month, some of them have been with me 15 years',
    ['staff', 'shop', 'telling'],
  ],
  ['performance', 'telling my kids tonight that me and their dad are getting divorced', ['kids']],
  // A long job search: the search named, its silence and rejections (added last, as above).
  [
    'setback',
    'been job hunting for 8 months now and all i get is silence or a no',
    ['job', 'jobs', 'job search', 'applications', 'work'],
  ],
  [
    'setback',
    'another rejection email this morning thats like the 40th one',
    ['rejection', 'rejections', 'applications', 'job', 'job search'],
  ],
  [
    'setback',
    'i graduated in june and still cant get a job everyone else from my course has one',
    ['job', 'jobs', 'job search', 'work'],
    [promotion],
  ],
  [
    'setback',
    'made redundant in march and ive applied to about 60 jobs since',
    ['job', 'jobs', 'applications', 'job search', 'work'],
  ],
  [
    'setback',
    'out of work since the summer and the money is running out',
    ['job', 'work', 'job search'],
    [{ title: 'Get back into work by spring', category: 'career', related: true }],
  ],
  [
    'setback',
    'applied for 150 jobs got 2 interviews and no offers',
    ['job', 'jobs', 'applications', 'interviews', 'job search'],
  ],
  [
    'performance',
    'finally got an interview after months of applying its on tuesday',
    ['interview'],
  ],
  // Not knowing what to do with one's life, or what comes next after an ending: a change still to
  // shape, named as the question or the direction (added last, as above).
  [
    'change',
    'just finished my a levels and honestly have no clue what i want to do with my life',
    ['life', 'next', 'direction'],
  ],
  [
    'change',
    'graduated in july and feel so lost about what comes next, all my mates have grad jobs',
    ['next', 'direction', 'graduating', 'graduation'],
  ],
  [
    'change',
    'im 35 and still havent figured out what i want to do with my life',
    ['life', 'next', 'direction'],
  ],
  [
    'change',
    'got made redundant after 20 years and dont know what to do next',
    ['next', 'direction', 'redundancy', 'redundant'],
    [marathon],
  ],
  [
    'change',
    'everyone else has their life sorted and i still have no idea what i want to do',
    ['next', 'direction', 'life'],
  ],
  [
    'change',
    'left school last year and still dont know what i want to be',
    ['next', 'direction', 'school'],
  ],
  [
    'change',
    'quit my job in march to figure things out and now im just lost, no idea what direction to go',
    ['direction', 'next', 'job'],
  ],
  [
    'change',
    'i finished my apprenticeship and have no clue whats next',
    ['next', 'apprenticeship', 'direction'],
  ],
];

export const LABELLED_CONTEXTS: LabelledContext[] = ROWS.map(
  ([kind, text, subject, goals], id) => ({
    id,
    kind,
    text,
    subject,
    goals: goals ?? [],
  }),
);
