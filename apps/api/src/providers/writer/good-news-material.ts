import type { Tone } from '@rally/domain';
import type { KindMaterial } from './kind-material.ts';
import type { Beat, Line, Slots } from './phrase-bank.ts';
import { CONGRATULATIONS, foremost, specific } from './phrase-bank.ts';
import { capitalise } from './read-context.ts';

/**
 * What the built-in writer says for good news they bring (`goodNews` in read-context.ts): a test
 * passed, an engagement, a race finished, a stretch sober, thanks from someone in their care, a
 * child's first steps, a job or a place got. It celebrates what they did and what it took, lets
 * them enjoy it, and points forward only gently. It replaces their kind's own material, whose
 * lines speak of something still to face (docs/decisions/built-in-writer.md): "breathe out in the
 * minutes before" had been said to someone who passed their exam.
 *
 * Lines for one sort of news are told by the subject the reader gave it ("passing your driving
 * test", "thirty days sober").
 */

const PASSED = /^(?:passing|getting your driving licence)\b/;
const DRIVING = /\bdriving\b/;
const ENGAGED = /\bengagement\b/;
const FINISHED = /^finishing\b/;
const SOBER = /\b(?:sober|clean)$/;
const THANKED = /\bthanking you$/;
const FIRST_STEPS = /'s first steps$/;
const FIRST_WORD = /'s first word$/;
const CHILD = /'s first (?:steps|word)$/;
/**
 * News that came to them rather than from their own effort alone: a child's first steps, an
 * engagement (someone asked). Never "you earned it", "I did this" or "you set out to do something".
 */
const NOT_EARNED = [CHILD, ENGAGED];
const PLACE = /^your place at\b/;
const GRADUATION = /\bgraduation$/;
/** Exams, finals, a degree: study done, not a driving test or a place still to start. */
const STUDIED = /^passing your (?!driving|theory test$)|\bgraduation$/;
const WORK =
  /^your (?:new (?:job|role|position|contract|apprenticeship|internship|start)|promotion)$/;

/**
 * A promotion over the people they worked beside ("now i manage my old teammates"): the same faces
 * on a new footing, not a room of strangers to get to know.
 */
const LEADING_PEERS =
  /\b(?:manag\w*|lead\w*|in charge of|supervis\w*|the boss of) (?:your|my) (?:old|former|ex-?) ?(?:team ?mates|colleagues|co-?workers|friends|peers|team)\b/;

const leadsPeers = (s: Slots) =>
  LEADING_PEERS.test(s.statements.map((statement) => statement.text).join(' '));

/** A line for a promotion over old teammates. */
function forLeadingPeers(line: string): Line {
  return specific((s) => (WORK.test(s.shortSubject) && leadsPeers(s) ? line : null));
}

/** A line for a new job or role among people still to meet: not said to one leading old teammates. */
function amongNewPeople(line: string): Line {
  return specific((s) => (WORK.test(s.shortSubject) && !leadsPeers(s) ? line : null));
}

/** Good news met without hype whatever tone was picked: a stretch sober is kept one day at a time. */
export const QUIET_GOOD_NEWS = SOBER;

/** A line for one sort of good news, told by its subject; taken before the general ones. */
function when(sort: RegExp, line: Line): Line {
  return specific((s) =>
    sort.test(s.shortSubject) ? (typeof line === 'string' ? line : line(s)) : null,
  );
}

/** A line for one sort of good news, said before the general ones of its beat whenever it applies. */
function first(sort: RegExp, line: Line): Line {
  return foremost((s) =>
    sort.test(s.shortSubject) ? (typeof line === 'string' ? line : line(s)) : null,
  );
}

/** A line for any good news but the sorts named: "you earned it" is not said of a baby's steps. */
function except(sorts: readonly RegExp[], line: Line): Line {
  return (s) =>
    sorts.some((sort) => sort.test(s.shortSubject))
      ? null
      : typeof line === 'string'
        ? line
        : line(s);
}

/** A line that names the news: "passing your driving test", "thirty days sober". */
function named(line: (subject: string) => string): Line {
  return (s) => line(s.shortSubject);
}

/**
 * The congratulation said with the news as it is said back, in the speech's tone: a job keeps
 * CONGRATULATIONS; a stretch sober is honoured without hype, and a child's first steps are theirs,
 * never something the listener "earned".
 */
const CELEBRATIONS: readonly [RegExp, Readonly<Record<Tone, string>>][] = [
  [
    SOBER,
    {
      encouraging:
        'That is something to be really proud of. Every one of those days was a choice, and you made it.',
      confident: 'That is a real achievement, and it is yours. Every one of those days counts.',
      gentle:
        'That is something to be quietly, deeply proud of. Every one of those days was a choice, and you made it.',
      energetic: 'That is a real achievement, and every one of those days was a choice you made.',
    },
  ],
  [
    CHILD,
    {
      encouraging: 'What a moment to see. That is one for the memory box.',
      confident: 'What a moment. That is one to remember.',
      gentle: 'What a lovely moment to be there for. That is one to keep.',
      energetic: 'What a moment! That is one for the memory box!',
    },
  ],
  [
    THANKED,
    {
      encouraging:
        'That is lovely to hear, and you deserve it. Thanks like that does not come by chance.',
      confident: 'That is deserved. Thanks like that does not come by chance.',
      gentle: 'That is lovely, and you deserve it. Let it land properly.',
      energetic: 'That is brilliant, and you deserve every word of it!',
    },
  ],
  [
    ENGAGED,
    {
      encouraging:
        'Congratulations! That is wonderful news, and the start of something lovely. Let yourself enjoy every bit of it.',
      confident: 'Congratulations. That is wonderful news, and it is worth stopping to take in.',
      gentle:
        'Congratulations. That is wonderful news. Let yourself enjoy it, slowly and properly.',
      energetic: 'Congratulations! That is wonderful news, and you deserve every bit of this joy!',
    },
  ],
  [
    /^(?:passing|finishing|getting)\b|\bgraduation$/,
    {
      encouraging:
        'Congratulations! You did it, and you earned it. Let yourself enjoy it before you think about anything else.',
      confident: 'Congratulations. You did it, and it is a result you earned.',
      gentle:
        'Congratulations. You did it, and you earned it. Let yourself enjoy it, quietly and properly.',
      energetic: 'Congratulations! You did it, and you earned every bit of it!',
    },
  ],
];

export function celebration(s: Slots, tone: Tone): string {
  const found = CELEBRATIONS.find(([sort]) => sort.test(s.shortSubject));
  return (found?.[1] ?? CONGRATULATIONS)[tone];
}

/**
 * Good news said beside a trouble (`goodNewsBeside`: "i passed my exam but my mum is in hospital"):
 * once, warmly and briefly, without a party, and with room for the trouble that shares the speech.
 * Beside someone they love in trouble the news is "that exam", not "your exam", which there would
 * read as the one they love's.
 */
function besideNews(line: (news: string) => string): Line {
  return (s) => {
    const news = s.goodNewsBeside;
    if (news === null) return null;
    return line(
      s.kind === 'loved_one'
        ? news.replace(/\byour (?=(?:\w+ )?(?:exams?|tests?|new job|interview)\b)/, 'that ')
        : news,
    );
  };
}

export const GOOD_NEWS_BESIDE: readonly Line[] = [
  besideNews(
    (x) => `Congratulations on ${x}. That is real, and it stays yours, whatever else is going on.`,
  ),
  besideNews(
    (x) =>
      `And congratulations on ${x}. Good news does not stop being good because something hard came with it, and you are allowed to feel both.`,
  ),
  besideNews(
    (x) =>
      `${capitalise(x)} deserves a moment too. Gladness and worry can sit side by side, and one does not cancel the other.`,
  ),
  besideNews(
    (x) =>
      `Congratulations on ${x}. It may be hard to enjoy it properly right now, and that is all right. It will still be yours when things are calmer.`,
  ),
  besideNews(
    (x) =>
      `${capitalise(x)} still counts. You can be glad of it and find the rest hard, both at once.`,
  ),
];

/** How the news is named as it is said back: no "taking up room in your head", no "facing". */
export const GOOD_NEWS_NAMING: readonly Line[] = [
  named((x) => `You came here with good news: ${x}.`),
  named((x) => `This one is a celebration, because it is all about ${x}.`),
  named((x) => `I am so glad you told me about ${x}.`),
  named((x) => `Let's take a few minutes for ${x}, because {it deserves them|it has earned them}.`),
  named((x) => `There is nothing to fix here. {This is about|We are here for} ${x}.`),
  named((x) => `What lovely news to bring: ${x}.`),
];

/** Their words of the news said back ("you passed your driving test today"). */
export const GOOD_NEWS_FRAMES: readonly ((text: string) => string)[] = [
  (t) =>
    `You wrote that ${t}, and {that is a sentence worth reading twice|what a thing to be able to write}.`,
  (t) => `In your own words: ${t}.`,
  (t) => `${capitalise(t)}. {Say that to yourself again|Let that sink in for a second}.`,
  (t) => `You told me that ${t}, and I could not be happier to hear it.`,
];

export const GOOD_NEWS: KindMaterial = {
  acknowledge: [
    // The news, met with joy.
    [
      first(PASSED, 'You passed. {Let that sink in for a moment|Say it again slowly}: you passed.'),
      first(
        ENGAGED,
        'You are engaged. {Two people chose each other|Someone you love asked, and the answer was yes}, and that is a lovely thing.',
      ),
      first(
        FINISHED,
        'You crossed the line. {Whatever the clock said|Whatever your time was}, you finished, and nobody can take that away.',
      ),
      first(
        SOBER,
        named((x) => `${capitalise(x)}. That deserves to be said out loud, and heard.`),
      ),
      first(
        THANKED,
        'Somebody you looked after took the time to say thank you. That does not happen every day, and it matters.',
      ),
      first(
        FIRST_STEPS,
        'First steps. {A wobble, a lurch, and then they were walking|One small foot in front of the other}, and you were there to see it.',
      ),
      first(
        FIRST_WORD,
        'A first word. {One small sound|One little word}, and a whole new stage begins.',
      ),
      first(PLACE, 'You got in. {All that work, and the answer was yes|The letter said yes}.'),
      first(
        WORK,
        'Someone looked at what you can do and said yes. {That is a big thing|That matters}.',
      ),
      first(
        GRADUATION,
        'You graduated. {Years of work|All those deadlines and late nights} came down to one proud moment.',
      ),
      'This is good news, the real kind, and it is yours.',
      '{What lovely news|What a thing to be able to say}. I am so glad for you.',
    ],
    // Let themselves enjoy it.
    [
      'Good news deserves more than a quick nod before the next thing. {Let yourself stay with it|Give it a proper moment}.',
      'You are allowed to be proud of this, {out loud|openly}, without playing it down.',
      'A lot of people rush past their good moments. {Not this one|Let this one be different}.',
      'Let yourself feel it: the lift, the grin you cannot quite hide, the lightness.',
      'There is no need to be modest about it here. {This is yours to enjoy|Enjoy it}.',
      'Take a breath and let the good feeling {spread|settle in}. It has earned its place.',
    ],
    // How it may feel.
    [
      'It might still feel a little unreal. {That is often how it is|That is common} with something {you wanted this much|that mattered this much}.',
      'You might find yourself smiling at nothing for a while. {Let it happen|That is allowed}.',
      'Joy can be quiet or loud, and either is fine. {Feel it your way|There is no wrong way to feel it}.',
      'Some of what you feel may be relief, some of it pride, some of it plain happiness. {All of it belongs here|Let all of it in}.',
      when(
        SOBER,
        'You might feel proud, tender, tired or all three. {All of it belongs|Every bit of that is allowed}.',
      ),
      when(
        THANKED,
        'It can be strange to be thanked for what feels like just doing your job. {It was more than that|To them, it was much more than that}.',
      ),
    ],
    // Someone would be glad.
    [
      'The people who love you are going to be so {pleased|happy} for you.',
      except(
        NOT_EARNED,
        'Somewhere, someone who believed in you is going to be {grinning|delighted} when they hear.',
      ),
      'Good news is even better shared, and {this one is worth sharing|people will want to hear this}.',
      when(
        THANKED,
        'Whoever thanked you will remember what you did for {a long time|far longer than you think}.',
      ),
      when(
        CHILD,
        'Everyone who loves {your little one|that little one} is going to want to hear about this.',
      ),
      when(
        SOBER,
        'The people who support you will be so glad to hear it, {and glad for you|and proud of you}.',
      ),
    ],
    // A moment to mark.
    [
      'Not every day brings news like this. This one is worth marking.',
      'Moments like this do not come along every week. {Give it its due|Make room for it}.',
      'This is one of those days you will point back to. {Enjoy being in it|Enjoy it while it is here}.',
      first(CHILD, 'These early firsts go by quickly, and this is one you got to see.'),
      first(
        THANKED,
        'Most days, care goes unremarked. This one did not, and that is worth marking.',
      ),
    ],
  ],
  reframe: [
    // What it took.
    [
      first(
        DRIVING,
        'Every lesson, every stalled start, every tricky junction led here. {You kept going back|You kept getting back in the car}.',
      ),
      first(
        PASSED,
        'Behind one result are {hours of practice|hours of work nobody else saw}, and the decision to go for it at all.',
      ),
      first(
        ENGAGED,
        'A promise like this grows out of {a lot of ordinary days shared|everything you two have built}: the laughs, the hard talks, the choosing of each other.',
      ),
      first(
        FINISHED,
        'Think of every training run, the cold ones, the early ones, the ones you did not feel like doing. They all crossed that line with you.',
      ),
      first(
        SOBER,
        named(
          (x) =>
            `${capitalise(x)} is made of single days, each one chosen. {Some were easy and some were not|Some came easily and some asked a lot of you}, and you chose it every time.`,
        ),
      ),
      first(
        THANKED,
        'Thanks like that comes from {care you gave when nobody was keeping score|the small kindnesses you do all the time}: the extra minute, the patient answer, the way you listened.',
      ),
      first(
        CHILD,
        'Those steps are theirs, and the patient days behind them are yours: the encouragement, the catching, the cheering.',
      ),
      first(
        PLACE,
        'The applications, the grades, the waiting: {they all went into this|every bit of it went into this yes}.',
      ),
      first(
        WORK,
        'That yes was not luck. It was built from {everything you have done so far|years of work and learning}, and they saw it.',
      ),
      first(GRADUATION, 'Every essay, every exam and every late night of work is in that moment.'),
      except(
        [CHILD],
        'None of this happened by accident. {It took effort|It took work}, much of it out of sight.',
      ),
    ],
    // Effort, honoured.
    [
      except(
        [...NOT_EARNED, THANKED],
        'You did the work when nobody was watching. This is what that work looks like from the outside.',
      ),
      except(
        NOT_EARNED,
        'It is worth remembering {how it felt before|where you started}, because it shows how far you have come.',
      ),
      except(
        [...NOT_EARNED, SOBER],
        'Not all of it was easy, and you did it anyway. That is worth being proud of.',
      ),
      when(
        SOBER,
        'One day at a time is not a slogan to you now. It is something you have done, again and again.',
      ),
      when(
        THANKED,
        'Most of what you give at work goes unthanked. This time someone noticed, and they were right to.',
      ),
      when(CHILD, 'Every wobble before this one was practice, and you were there for all of it.'),
      'Good things like this are rarely quick. {This one took patience|It took time}, and you gave it that.',
    ],
    // A success to count.
    [
      'Let this go on the list of things you have done, not only things you hope to do.',
      except(
        NOT_EARNED,
        'It is worth {storing this one away|keeping this one close}, for the days you need reminding what you can do.',
      ),
      except(
        NOT_EARNED,
        'You set out to do something and you did it. {That is the whole story, and it is a good one|Keep hold of that}.',
      ),
      when(SOBER, 'Each of those days is yours, and nothing that comes after can take them back.'),
      when(THANKED, 'Keep those words somewhere safe. They are proof of the difference you make.'),
      when(
        CHILD,
        'Watching someone you love learn something new is one of the best parts of being there.',
      ),
    ],
  ],
  strengths: [
    // What it says about them.
    [
      except(
        [CHILD, THANKED, SOBER, ENGAGED],
        'This says something about you: when you set your mind to something, you see it through.',
      ),
      first(
        SOBER,
        'It says you can keep a promise to yourself, quietly, one day at a time. That is real strength.',
      ),
      first(
        THANKED,
        'It says your care reaches people, even on the days it feels like nobody notices.',
      ),
      first(ENGAGED, 'It says someone looked at the whole of you and wanted more of it, for life.'),
      first(CHILD, 'It says you have made a home where a small person feels safe enough to try.'),
      except(
        [CHILD, ENGAGED],
        'You stayed with it when it would have been easier to stop, and {here you are|look where it brought you}.',
      ),
    ],
    [
      except(
        [CHILD, ENGAGED],
        'You are more capable than you sometimes give yourself credit for, and {now you have the proof|this is the proof}.',
      ),
      when(
        ENGAGED,
        'Love like that is built from {care, patience and humour|kindness and a lot of small things}, and you bring all of it.',
      ),
      when(
        CHILD,
        'Your patience and your delight are {part of what got them here|what they are growing up in}.',
      ),
      except(
        [CHILD, ENGAGED],
        'Persistence, patience and a bit of daring: you had all three when it counted.',
      ),
      except(
        [CHILD, ENGAGED],
        'Whatever you questioned about yourself before, {this answers some of it|you can set some of that down now}.',
      ),
    ],
    [
      except(
        [THANKED],
        'The people around you are part of this too, and you let them help. That is a strength in itself.',
      ),
      except(NOT_EARNED, 'You can trust yourself a little more after this. You earned that trust.'),
      'This is a good moment to notice what you are good at, {and to believe it|and to keep it}.',
    ],
  ],
  steps: [
    'Tell the people who matter to you, and let them be pleased for you.',
    'Mark it in some way you enjoy: a favourite meal, a walk somewhere you love, or an evening off.',
    'Write down a few lines about how it feels right now, so you can read them again later.',
    'Thank one person who helped you get here. It will make their day too.',
    'Keep something from this: a photo, a card, a note, anything that brings the feeling back.',
    'Give yourself a proper break before you think about what comes next.',
    except(
      [...NOT_EARNED, THANKED],
      'Let yourself say "I did it" without adding a "but" on the end.',
    ),
    'Share it with someone who will make a fuss of you. You deserve a little fuss.',
    when(
      DRIVING,
      'Make your first drive on your own a short, familiar route in daylight, and take it slowly.',
    ),
    when(
      DRIVING,
      'Ask an experienced driver to sit beside you for a few drives on roads you have not tried yet.',
    ),
    when(DRIVING, 'Sort out the insurance and the paperwork before you head off on your own.'),
    when(DRIVING, 'Plan a first trip you will enjoy, somewhere easy to get to and easy to park.'),
    when(PASSED, 'Tell whoever helped you prepare. They will want to share in this.'),
    when(
      /^passing your (?:exams?|finals|a levels|gcses|test|theory test|\w+ exams?)$/i,
      'Put the revision notes away for a while. You have earned some time without them.',
    ),
    when(ENGAGED, 'Decide together who to tell first, and enjoy telling them.'),
    when(ENGAGED, 'Leave the wedding plans for another day. For now, enjoy simply being engaged.'),
    when(
      ENGAGED,
      'Take an evening, just the two of you, to celebrate before everyone else has questions.',
    ),
    when(ENGAGED, 'Write down the story of how it happened while every detail is still fresh.'),
    when(FINISHED, 'Let your body recover: easy walks, good food and early nights for a few days.'),
    when(FINISHED, 'Write down what the last stretch felt like before the memory softens.'),
    when(FINISHED, 'Let your body recover fully before you sign up for anything else.'),
    when(FINISHED, 'Hang the medal or the number somewhere you will see it.'),
    when(
      SOBER,
      'Tell someone who supports you, a friend, a sponsor or your group, and let them celebrate with you.',
    ),
    when(
      SOBER,
      'Plan something you will be glad to remember: a film, a good meal, a walk with someone you trust.',
    ),
    when(SOBER, 'Keep doing the things that brought you here, one day at a time.'),
    when(SOBER, 'Keep your support close: the people and the meetings that helped you reach this.'),
    when(SOBER, 'Put the date somewhere you will see it, and let each new day add to it quietly.'),
    when(THANKED, 'Keep the words, a card or a note, somewhere you will see them often.'),
    when(THANKED, 'Tell a colleague. Good moments at work are worth sharing too.'),
    when(THANKED, 'Write it down somewhere you keep good things, so it stays with you.'),
    when(
      FIRST_STEPS,
      'Keep the camera handy. There will be many more wobbly steps, and each one is worth catching.',
    ),
    when(
      FIRST_STEPS,
      'Clear a little floor space and let them practise, with you cheering from close by.',
    ),
    when(
      CHILD,
      'Write the date down somewhere. It is the kind of thing you will want to remember exactly.',
    ),
    when(
      CHILD,
      'Tell the grandparents, or whoever loves that little one most. They will be thrilled.',
    ),
    when(FIRST_WORD, 'Keep talking to them about everything. They are listening more than ever.'),
    when(PLACE, 'Tell the people who helped with your application, and thank them.'),
    when(PLACE, 'Let the reading lists wait a little. Enjoy this part first.'),
    when(
      PLACE,
      'Look at a map of where you are going, and pick one place you would like to see first.',
    ),
    when(WORK, 'Tell the people who backed you along the way, and thank them.'),
    when(WORK, 'Take a proper evening off before you think about the first day.'),
    when(
      GRADUATION,
      'Keep something from the day: the programme, a photo, the gown in one last picture.',
    ),
    when(
      GRADUATION,
      'Thank the people who cheered you on through the long nights of essays and exams.',
    ),
    when(GRADUATION, 'Take a proper rest before you decide what comes next. It can wait.'),
    when(DRIVING, 'Keep your first few drives alone short and local, and enjoy the quiet of it.'),
    when(
      ENGAGED,
      'Let the wedding talk wait until you both want it, and plan it at your own pace.',
    ),
    when(FINISHED, 'Eat well, sleep long and give your legs a few easy days before you run again.'),
    when(SOBER, 'Know who you will call if a day pulls at you, and keep their number close.'),
    when(SOBER, 'Keep today simple and kind: good food, rest, and the people who help.'),
    when(THANKED, 'Let yourself take the thanks in, instead of saying it was nothing.'),
    when(CHILD, 'Give them plenty of safe space to practise, and plenty of cheering.'),
    amongNewPeople(
      'In the first weeks, ask questions freely and get to know the people around you.',
    ),
    forLeadingPeers(
      'Have a short, honest talk with each of your old teammates: what stays the same between you, and what changes now that you lead.',
    ),
    forLeadingPeers(
      'Be fair, and be seen to be fair, old friends included. That is what lets everyone settle.',
    ),
    forLeadingPeers(
      'Find someone who has led people they used to work beside, and ask what they wish they had known.',
    ),
    forLeadingPeers(
      'Ask the team what they would like to keep as it is, and what they have always wanted changed. Then listen.',
    ),
    forLeadingPeers(
      'Keep the friendships, and keep the lunches if you like; just be clear about when you are speaking as their manager.',
    ),
    forLeadingPeers(
      'Ask your own manager what they expect in the first few months, so you can set out with the same picture.',
    ),
    when(WORK, 'Mark the news with the people who matter before the first day arrives.'),
    when(PLACE, 'Read a little about the place you are going, just for the pleasure of it.'),
    when(STUDIED, 'Take a few days off from study altogether. Rest is part of this too.'),
    'Take a photo today, of anything at all, so you remember how this day looked.',
    'Spend an hour today doing something purely for pleasure.',
    'Send a message to someone who would want to know, and enjoy their reply.',
    'Put on a song that matches the mood, loud or soft, and let yourself enjoy it.',
    'Go for a walk somewhere you like and let the news keep you company.',
    'Treat yourself to something small you would not usually buy.',
    'Save any messages of congratulations somewhere you can read them again.',
    'Keep the rest of today light. This is not a day for chores.',
    'Cook or order something you love, and eat it slowly.',
    'Call someone instead of texting, so you can hear them react.',
    'Write the date somewhere you will see it next year.',
    'Tell one person who will not expect to hear it, and enjoy the surprise.',
    'Switch off your alarm for tomorrow if you can, and have a slow morning.',
    'Spend some time outside today, and enjoy the air with this news in your head.',
    'Put a reminder in your calendar for a year from now: remember today.',
    'Make a note of who you have told, and who you still want to tell.',
    except([...NOT_EARNED, THANKED], 'Say it out loud to yourself once, slowly: I did this.'),
  ],
  picture: [
    [
      'Years from now, you may still remember {exactly where you were|how it felt} {when it happened|in that moment}. Hold on to the details.',
      'Take a mental photograph of this: who was there, how it felt, what you said.',
      first(
        DRIVING,
        'Picture your first drive on your own: a short, easy route, taken slowly, and the quiet pride of parking at the end.',
      ),
      first(
        ENGAGED,
        'Picture telling the people you love, and the way their faces change when they hear.',
      ),
      first(
        FINISHED,
        'Picture the medal on a hook at home, and what it will remind you of on an ordinary morning.',
      ),
      first(SOBER, 'Picture waking up with a clear head, and knowing exactly how you got there.'),
      first(
        THANKED,
        'Picture the face of the person who thanked you, and let yourself believe every word.',
      ),
      first(
        CHILD,
        'Picture telling them about this one day, when they are grown, and the look on their face.',
      ),
      first(PLACE, 'Picture your first week there: new streets, new faces, and you, belonging.'),
      first(WORK, 'Picture walking in on your first day, knowing they chose you.'),
    ],
    [
      'Imagine looking back on this a year from now, and smiling at {how big it felt|how much it meant}.',
      'See yourself telling this story to someone you love, and {the pride in your voice|how good it feels to tell}.',
      except(
        NOT_EARNED,
        'Let the picture of this moment be one you come back to whenever you need {a lift|reminding what you can do}.',
      ),
    ],
    [
      'Good moments are worth slowing down for. {Let this one take its time|There is no hurry to move past it}.',
      'You will not get this exact feeling back again, so {enjoy it while it is fresh|make the most of it now}.',
      'Remember this the next time you wonder whether things can go right for you. {They can|They just did}.',
      first(
        SOBER,
        'Remember this on any day that asks a lot of you: you have done it before, one day at a time.',
      ),
    ],
  ],
  closing: [
    [
      except([...NOT_EARNED, SOBER, THANKED], 'Enjoy it. You earned every bit of this.'),
      first(SOBER, 'Be proud of today, and take the next day as it comes, one at a time.'),
      first(THANKED, 'Let it stay with you. You make more of a difference than you know.'),
      first(CHILD, 'Enjoy it. Moments like this are the very best part.'),
      'I am so glad for you. {Truly|Really}.',
      'Well done. {Truly|Really well done}.',
      'Go and celebrate, in whatever way feels right to you.',
    ],
    [
      'Savour it. Good days like this one are worth remembering.',
      except(
        NOT_EARNED,
        'Carry this feeling with you for a while. {You have earned it|It is yours}.',
      ),
      when(CHILD, 'Carry this feeling with you for a while. It is one of the good ones.'),
      'Let yourself be happy about this for as long as you like.',
      except([SOBER], 'Whatever comes next can wait a little. This moment is for enjoying.'),
      when(SOBER, 'One day at a time got you here, and it is yours to keep.'),
    ],
  ],
};

/** Who to thank and share it with: said in place of the general gratitude, which speaks of hard parts. */
export const GOOD_NEWS_THANKS: readonly Beat[] = [
  [
    'Before we finish, think about who helped you get here.',
    'Let us take a moment for the people behind this.',
    'Good news usually has a few people standing behind it.',
    'Nobody gets to good news entirely alone, so let us think about who was with you.',
    'This is a good moment for a little gratitude.',
    'Let us spare a thought for everyone who had a hand in this.',
  ],
  [
    except(
      NOT_EARNED,
      'Maybe a friend who kept asking how it was going, or someone who believed in you early.',
    ),
    except(
      [CHILD],
      'It might be a teacher, a colleague, a partner or a friend who never doubted you.',
    ),
    when(
      CHILD,
      'It might be the grandparents, a friend, or anyone who has helped with those early days.',
    ),
    'Perhaps it is someone who listened, cheered, or simply put the kettle on at the right time.',
    except(
      [CHILD, THANKED],
      'Think of whoever made room for this in your life: covered for you, drove you somewhere, asked how it went.',
    ),
    'Some of the people who helped may not even know they did. A kind word at the right time makes a difference.',
    when(
      DRIVING,
      'Think of your instructor, and anyone who sat beside you on the practice drives.',
    ),
    when(SOBER, 'Think of the people who answered the phone, sat with you, or simply stayed.'),
    when(
      FINISHED,
      'Think of everyone who cheered from the roadside, or put up with the early alarms.',
    ),
    when(
      THANKED,
      'Think of the colleagues who work beside you and make that kind of care possible.',
    ),
  ],
  [
    'Let them know. Sharing good news with the people who helped is one of the nicest things there is.',
    'Thank them when you tell them. {It will mean a lot|They will remember it}.',
    'And thank yourself as well. You did your part, and it was a big one.',
    'A short message saying "this is partly yours" can make someone\'s whole week.',
    'Gratitude makes good news bigger, not smaller. There is more than enough of this to go round.',
    when(CHILD, 'And thank yourself too, for all the patient days that led to this one.'),
  ],
];

/** Questions to enjoy it by: said in place of the general ones, which ask about hard days. */
export const GOOD_NEWS_QUESTIONS: readonly Beat[] = [
  [
    'Here are a few questions to enjoy, not to answer quickly.',
    'Let me leave you with a couple of happy questions.',
    'Here are some questions worth lingering over.',
    'A few questions to smile at, whenever you have a quiet minute.',
  ],
  [
    'What was the very first thing you felt when you knew?',
    'Who was the first person you told, and what did they say?',
    'What part of this are you proudest of?',
    'What is the one detail of today you most want to remember?',
    'Which moment of it would you live again, if you could?',
  ],
  [
    'How do you want to remember this, years from now?',
    except([CHILD], 'What would you say to the you who was only starting out on this?'),
    'What is one small way you can celebrate that feels exactly right?',
    'Who would you most like to tell, and how will you tell them?',
    when(CHILD, 'What will you tell them about this day, when they are old enough to ask?'),
  ],
];

/**
 * The road to the news, told at more length than the kind's reframe can: the start, the work in
 * the middle, the moments of wondering, and the moment it came. Only in general terms ("whatever
 * it took, the lessons, the hours"): they wrote the news, not its history, so nothing is invented.
 */
export const GOOD_NEWS_ROAD: readonly Beat[] = [
  [
    'Let us go back for a moment to how you got here.',
    'Before we go any further, think about the road that led to this.',
    'It is worth telling the story of this properly, from the start.',
    'Let me take you back along the way you came.',
    'Good news like this has a story behind it, and it deserves telling.',
    'Every piece of good news has a beginning, so let us start there.',
    when(CHILD, 'Think back over the months that led up to this moment.'),
    when(THANKED, 'Think for a moment about everything that sits behind those words of thanks.'),
  ],
  [
    except(
      [CHILD, THANKED],
      'There was a first day on this road, when it was only an idea and a bit of hope.',
    ),
    except(
      [CHILD, THANKED],
      'Somewhere back at the start, you decided this was worth going for. That decision mattered more than it looked.',
    ),
    except(
      [CHILD],
      'At the beginning, {this was a long way off|the finish was out of sight}, and you began anyway.',
    ),
    // Not for a stretch sober: "the first attempt" would say there were others.
    except(
      [CHILD, THANKED, SOBER],
      'Remember how it felt to start: {the first attempt|the first small step}, {when so much was new|when none of it was easy yet}.',
    ),
    except(
      [CHILD, THANKED],
      'The you who began this could not see today from where they stood. They started all the same.',
    ),
    'It began small, the way most good things do.',
    when(
      DRIVING,
      'Think of the first lesson: the mirrors, the pedals, the car that felt far too big.',
    ),
    when(
      FINISHED,
      'Think of the first run on the way to this: {short, slow|shorter than you would like to admit}, and the start of everything.',
    ),
    when(SOBER, 'Think of day one. It asked a lot of you, and you gave it what it asked.'),
    when(
      ENGAGED,
      'Think back to the beginning of the two of you: {the first conversations|the early days}, when neither of you knew where it would lead.',
    ),
    when(
      CHILD,
      'Not long ago, {your little one could not sit up|they were a tiny baby in your arms}. Look how far they have come, and you beside them.',
    ),
    when(
      THANKED,
      'It began when you chose work that means looking after people, long before this person ever met you.',
    ),
    when(
      WORK,
      'Think of where you were when you first started out in this line of work, and what you knew then.',
    ),
    when(
      STUDIED,
      'Think back to the first week of it: {the first lecture|the first lesson}, the first page of notes, the first deadline on the calendar.',
    ),
    when(
      PLACE,
      'Think back to when you first looked at that course and wondered whether it could be yours.',
    ),
  ],
  [
    except(
      [CHILD, THANKED, SOBER],
      'Then came the long middle: {the practice|the lessons|the reading}, the hours, the evenings given over to it.',
    ),
    except(
      [CHILD],
      'Whatever it took, {the hours|the time}, {the lessons|the learning} and the showing up again, you gave it.',
    ),
    except(
      [CHILD, THANKED],
      'Most of it happened on ordinary days that nobody will ever write about, and those days are the reason for this one.',
    ),
    except(
      [CHILD, THANKED],
      'There were early mornings and late evenings in this, and small pieces of progress that only you noticed.',
    ),
    except(
      [CHILD],
      'Much of the work was quiet and unseen. Today is what all that quiet work looks like in the open.',
    ),
    'Step by step, {it added up|it all added up}, even when it did not feel like it was adding up to much.',
    when(
      DRIVING,
      'Then the lessons: the roundabouts, the reversing, the junctions you went round again until they came right.',
    ),
    when(
      FINISHED,
      'Then the training: the miles in the dark, the rain on your face, the long runs on days when the sofa was calling.',
    ),
    when(
      SOBER,
      'Then one day became two, and two became a week. Each of them was a choice you made again.',
    ),
    when(
      ENGAGED,
      'Then came all the ordinary days together, the meals and the walks and the jokes only you two understand.',
    ),
    when(
      CHILD,
      'Then came the reaching, the standing, the holding on to whatever was near, all the little tries before this one.',
    ),
    when(
      THANKED,
      'Then came all the shifts, and all the small moments of care that nobody writes down.',
    ),
    when(
      WORK,
      'Then came the years of doing the work well, {learning as you went|getting better as you went}, often without anyone saying so.',
    ),
    when(
      STUDIED,
      'Then came the reading, the notes, the practice questions, and the evenings spent with books when there were other places to be.',
    ),
    when(
      PLACE,
      'Then came the studying for the grades, the application written and rewritten, and the long wait for an answer.',
    ),
  ],
  [
    except(
      [CHILD, THANKED, SOBER],
      'There were surely moments when you wondered whether it would ever come. You carried on through them, and here it is.',
    ),
    except(
      [CHILD, THANKED],
      'Some days it felt close and some days it felt miles away. You kept on either way.',
    ),
    except(
      [CHILD, THANKED, SOBER],
      'You did not always feel sure, and you did not need to. You only needed to keep turning up, and you did.',
    ),
    except(
      [CHILD, THANKED, SOBER],
      'If there were times you questioned yourself along the way, look at the answer you have now.',
    ),
    except(
      [CHILD],
      'Not every day of it was a good one. Enough of them were, and you stayed with it.',
    ),
    when(
      SOBER,
      'Some of those days were quiet and some asked a great deal of you. You met every one of them, one at a time.',
    ),
    when(
      CHILD,
      'There were plenty of tries that ended with a bump on the bottom, and a smile, and another go.',
    ),
    when(
      THANKED,
      'Some days you went home wondering whether any of it made a difference. Now you know it did.',
    ),
  ],
  [
    'And then it came: {the moment you knew|the moment it was real}.',
    'And then, after all of it, the moment arrived.',
    'All of that led to one moment, and it was yours.',
    'That whole road ended in the news you brought me today.',
    except([CHILD], 'That is the story behind this. It is a good one, and you wrote it.'),
    except(
      [CHILD, THANKED],
      'So when you tell people your news, remember that the short version leaves out the best part: everything it took.',
    ),
    when(DRIVING, 'And then the examiner said the words you had been waiting for.'),
    when(FINISHED, 'And then the finish line was in front of you, and then it was behind you.'),
    when(ENGAGED, 'And then the question was asked, and the answer was yes.'),
    when(CHILD, 'And then, one day, they let go and walked, and you were there.'),
    when(SOBER, 'And today the count reached a number worth saying out loud.'),
  ],
];

/** Savouring it: the moment it happened, the senses, who they told. */
export const GOOD_NEWS_SAVOUR: readonly Beat[] = [
  [
    'Let us stay in the moment itself for a little while.',
    'I want you to savour this, properly, before life carries on.',
    'Let us slow down and take this in, detail by detail.',
    'Good moments fade faster than they should, so let us hold this one up to the light.',
    'Let us not hurry past this. Take a moment to really taste it.',
    'Here is something worth doing with good news: go back over it slowly.',
  ],
  [
    'Think of the exact moment you knew. Where were you standing? What was the first thing you did?',
    'Go back to the second it became real. What could you see? What could you hear?',
    'Remember the first rush of it, that lift in your chest when it landed.',
    'Think about the very first words you said, out loud or in your head, when it happened.',
    'Notice where you feel it in your body now, as you think of it: the warmth, the lightness, the smile.',
    'Picture the place it happened as clearly as you can, the light, the sounds, the faces around you.',
    when(
      DRIVING,
      'Remember pulling back in, the engine quiet, and the words "you have passed" hanging in the car.',
    ),
    when(
      FINISHED,
      'Remember the noise at the finish, the medal round your neck, your legs still buzzing.',
    ),
    when(
      ENGAGED,
      'Remember the look on their face, and how the world went very quiet for a second.',
    ),
    when(
      CHILD,
      'Remember their face as they did it, that look of surprise and delight at their own feet.',
    ),
    when(THANKED, 'Remember the moment they said it, and the way it felt to hear it from them.'),
  ],
  [
    'Who did you tell first? Think of their face or their voice when they heard.',
    'Telling someone good news is a small pleasure of its own. Enjoy every time you get to say it.',
    'Each time you tell someone, you get to live it again. {Tell it as often as you like|There is no limit on that}.',
    'Think of the messages and the calls that followed, and how good it was to share.',
    'Some people will be glad for you in a way that surprises you. Let them be.',
    'If you have not told everyone yet, you have some lovely conversations still to come.',
    when(
      CHILD,
      'The people who love your little one will want every detail. Give them every detail.',
    ),
    when(
      SOBER,
      'The people who have walked beside you will want to hear this. Let them share it with you.',
    ),
  ],
  [
    'Stay with the feeling a little longer than you normally would. There is no rush today.',
    'Let it be the thing you think about tonight as you fall asleep.',
    'Give yourself permission to enjoy this without looking for the next thing straight away.',
    'This is the part people often skip: actually enjoying it. Do not skip it.',
    'Let it sink in at its own pace. Some news takes a few days to feel fully real.',
    'Enjoy the quiet moments with it too, when you catch yourself smiling for no reason.',
  ],
  [
    'Moments like this are why people keep photos and ticket stubs and old cards. This is one to keep.',
    'These are the details that make a memory last: the small ones, the ones only you noticed.',
    'Savouring it now is how it becomes a memory you can return to later.',
    'The more slowly you take it in, the longer it stays with you.',
    'Go over it as many times as you like. It will not wear out.',
  ],
];

/** What it says about them: said in place of the general lines about who they are becoming. */
export const GOOD_NEWS_SAYS: readonly Beat[] = [
  [
    'Let me tell you what I think this says about you.',
    'There is something in this worth noticing about the kind of person you are.',
    'Beyond the news itself, this tells a story about you.',
    'Let us look at what this shows about you, because it shows a lot.',
    'News like this says something about who you are, not only about what happened.',
    when(CHILD, 'This moment says something about the home you are making, too.'),
  ],
  [
    except(
      [CHILD, THANKED, ENGAGED],
      'It says you can set your sights on something and stay with it until it is done.',
    ),
    except(
      [CHILD, THANKED, ENGAGED],
      'It says you are someone who follows through. That is rarer than people think.',
    ),
    except(
      [CHILD, ENGAGED],
      'It says your effort turns into something real. Remember that when you next start something new.',
    ),
    except(
      [CHILD, ENGAGED],
      'It shows what happens when you give something your steady attention.',
    ),
    when(
      ENGAGED,
      'It says you are loved, deeply and by choice, and that you know how to love back.',
    ),
    when(
      ENGAGED,
      'It says you have built something with another person that both of you want to keep.',
    ),
    when(THANKED, 'It says the way you do your work reaches people, even when you cannot see it.'),
    when(THANKED, 'It says your kindness is not invisible. Someone saw it and named it.'),
    when(
      CHILD,
      'It says they feel safe enough to try, and that comes from the people around them.',
    ),
    when(CHILD, 'It says your little one is growing in a place full of encouragement.'),
    when(SOBER, 'It says you can keep a promise to yourself, one day at a time, and mean it.'),
    when(WORK, 'It says people who see your work every day trust you with more of it.'),
    when(
      STUDIED,
      'It says you can learn, and keep learning, and show what you know when it counts.',
    ),
  ],
  [
    'The qualities that brought you here do not disappear once the news is in. They are yours to keep.',
    'Whatever you take on next, you take these same qualities with you.',
    'You are the same person who did this. That is worth remembering on ordinary days too.',
    'Let this change the way you talk about yourself, even a little.',
    'It is good evidence, and you are allowed to believe it.',
    except([CHILD], 'You have shown yourself something here. Trust what you saw.'),
    when(CHILD, 'The love you are giving them is part of every step they take from here.'),
  ],
  [
    'I hope you can see yourself a little more clearly after today.',
    'That is a good thing to know about yourself, and now you know it.',
    'Take that with you. It is true, and it is yours.',
    'Let it sit alongside everything else you know about yourself, and give it a good place.',
  ],
];

/**
 * Keeping the feeling for later days: said in place of the general future-self lines, which
 * picture someone past the worst of something.
 */
export const GOOD_NEWS_KEEP: readonly Beat[] = [
  [
    'Here is one more thing to do with good news: keep some of it for later.',
    'This feeling is worth saving, not just spending today.',
    'Let us think about how you can carry a bit of today forward.',
    'Good moments can be kept, if you put them somewhere on purpose.',
    'One day you will want this feeling back, so let us put some aside.',
  ],
  [
    'Some months from now, on a grey ordinary Tuesday, you will be able to think of today and feel a little of this again.',
    'Put this somewhere you can find it: a note on your phone, a photo, a few words in a notebook.',
    'Keep a small record of how it feels right now, in your own words. Future you will be glad of it.',
    'There will be days that ask more of you than this one did. On those days, this is yours to remember.',
    except(
      NOT_EARNED,
      'Let this become one of the stories you tell yourself about what you can do.',
    ),
    'When you next start something that feels big, come back to this and remember how it ended.',
    when(
      SOBER,
      'On any day that pulls at you, come back to this number, and to the people who helped you reach it.',
    ),
    when(
      CHILD,
      'On a tired night months from now, think of this moment, and of those first steps.',
    ),
    when(
      THANKED,
      'On a long shift some day, remember that somebody noticed, and that it mattered to them.',
    ),
  ],
  [
    'A feeling like this does not have to be the last of its kind. It can be the first of many.',
    except(
      NOT_EARNED,
      'Moments like this have a way of reminding you what you are capable of, long after the day itself.',
    ),
    'Years from now, this will still be part of your story, and a good part.',
    'Keep it close. Good memories are a kind of strength you can draw on whenever you like.',
    'The pride you feel today is real, and it does not expire.',
  ],
  [
    'So keep something from today, and let it do its quiet work for years.',
    'Put a little of this away for later, and enjoy the rest of it now.',
    'That is the gift of a day like this: it keeps giving, long after it is over.',
    'Hold on to it, and let it remind you how good things can turn out.',
  ],
];

/**
 * A gentle look forward, for each sort of good news: the first drives alone, a wedding planned at
 * their own pace, the next days sober with support close, recovery and the next run, a new job's
 * first weeks, a child's next milestones, the new course. Nothing to face, and nothing rushed.
 */
export const GOOD_NEWS_AHEAD: readonly Beat[] = [
  [
    'There is no hurry, but it is nice to look a little way forward.',
    'When you are ready, and not before, there are good things to look forward to.',
    'Let me look forward with you, gently, just a little way.',
    'Once the celebrating settles, there is more good to come.',
    'This opens a door, and there is no rush to walk through it.',
  ],
  [
    'Whatever comes next, you get to meet it at your own pace.',
    'There will be new things to enjoy because of this. Let them come one at a time.',
    'For now, it is enough to know that something good has started.',
    when(
      DRIVING,
      'Soon there will be your first drives on your own: short ones at first, familiar roads, the radio low, and nobody in the passenger seat.',
    ),
    when(
      DRIVING,
      'Think of the places you can go now when you choose: a friend across town, the coast on a quiet morning, the shop at the end of the road.',
    ),
    when(
      ENGAGED,
      'There will be a wedding to plan one day, and you can plan it at your own pace, in your own way, when the two of you are ready.',
    ),
    when(
      ENGAGED,
      'For now, being engaged is its own lovely season. The planning can wait until you want it.',
    ),
    when(
      SOBER,
      'The next days sober will come one at a time, the same way these did, and you do not have to carry more than today.',
    ),
    when(
      SOBER,
      'Keep your support close in the days ahead: the people, the meetings and the routines that helped you get here.',
    ),
    when(
      SOBER,
      'If a day comes that pulls at you, you know the first thing to do: call someone who supports you, before you decide anything else.',
    ),
    when(
      FINISHED,
      'First comes recovery: rest, food and a few easy days. The next run will be there when your body is ready for it.',
    ),
    when(
      FINISHED,
      'When you do lace up again, it can be a short, easy run, just for the joy of it.',
    ),
    amongNewPeople(
      'The first weeks in the new role will be full of new faces and new things to learn. Nobody expects you to know it all at once.',
    ),
    amongNewPeople(
      'In the first weeks, ask plenty of questions and get to know people. That is what the start of anything good looks like.',
    ),
    forLeadingPeers(
      'Leading people you used to sit beside can feel strange at first, for them and for you. It settles, especially when you are straight with them.',
    ),
    forLeadingPeers(
      'You already know this team: what works, what grates, who is good at what. Most new managers would love that head start.',
    ),
    when(
      CHILD,
      'There will be more firsts soon, each one a small wonder, and you will be there for many of them.',
    ),
    when(
      CHILD,
      'Every child goes at their own pace from here, and every new thing they try is worth a cheer.',
    ),
    when(
      THANKED,
      'Tomorrow you will go back to the work you do, and you will take those words of thanks with you.',
    ),
    when(
      PLACE,
      'The new course will bring new people, new subjects and a new place to know. You can take it a week at a time.',
    ),
    when(
      PLACE,
      'Before it starts, there is a summer, or a season, to enjoy being someone who got in.',
    ),
    when(
      GRADUATION,
      'Whatever comes after graduation, you take what you learned with you, and there is no rush to decide the rest.',
    ),
    when(
      /^passing your (?!driving|theory test$)/,
      'Whatever comes next in your studies or your work, this result goes with you.',
    ),
  ],
  [
    'The good news is that none of it needs deciding today.',
    except(NOT_EARNED, 'You have earned the right to take the next part slowly.'),
    'Take it as it comes, and keep enjoying this part while it is fresh.',
    'Wherever it leads, it leads from here, and here is a good place to be.',
    when(SOBER, 'One day at a time has worked. Keep it that way.'),
    when(CHILD, 'Enjoy this stage while it lasts. It passes quickly, and it is precious.'),
  ],
];

/**
 * Why it mattered to them: said in place of the general lines about purpose, which speak of the
 * reason to keep going.
 */
export const GOOD_NEWS_WHY: readonly Beat[] = [
  [
    'Think for a moment about why this mattered so much to you.',
    'It is worth remembering why you wanted this in the first place.',
    'Underneath the news is the reason it matters to you.',
    'Let us spend a moment on what this really means to you.',
    'Good news matters most because of what it means, so think about that.',
  ],
  [
    'Maybe it is about freedom, or pride, or the people you love. Whatever it is, it is real now.',
    'Often the thing itself is only part of it. The rest is what it opens up and what it says.',
    'Something you cared about has come true, and that is worth understanding, not only enjoying.',
    when(
      DRIVING,
      'Being able to drive is freedom: going where you want, when you want, without waiting on anyone.',
    ),
    when(
      ENGAGED,
      'This matters because of who it is with, and because the two of you have said it out loud now.',
    ),
    when(
      SOBER,
      'This matters because of what it gives back to you: clear mornings, honest days, your own choices.',
    ),
    when(
      FINISHED,
      'A finish line matters because of who you became on the way to it, not only because of the medal.',
    ),
    when(
      THANKED,
      'It matters because care is the reason you do this work, and now you know it reached someone.',
    ),
    when(
      CHILD,
      'It matters because they are yours, and every new thing they do is a small miracle to watch.',
    ),
    when(
      WORK,
      'It matters because so much of your week goes into your work, and now that work has been recognised.',
    ),
    when(STUDIED, 'It matters because learning opens doors, and you have just opened one.'),
    when(PLACE, 'It matters because it is where you wanted to be, and now you get to go.'),
  ],
  [
    'Hold on to that meaning. It will keep this day bright long after the news is old.',
    'Knowing why it matters is what turns a good day into a lasting one.',
    'Let yourself feel the size of it, not just the fact of it.',
    'That is what you are really celebrating today, and it deserves celebrating.',
  ],
  [
    'Say the reason to yourself in one sentence, and notice how good it feels to say it.',
    'Whenever you tell the story, tell that part too. It is the heart of it.',
    'The reason is the part of the news that is most yours.',
    'Keep that reason close. It makes the news mean more every time you think of it.',
  ],
];

/** Permission to enjoy it, loudly or quietly: said in place of the general lines of permission. */
export const GOOD_NEWS_PERMISSION: readonly Beat[] = [
  [
    'And let me give you permission for something.',
    'Here is something you are allowed to do.',
    'One more thing, in case anyone ever told you otherwise.',
    'Let me say this plainly.',
  ],
  [
    'You are allowed to be proud of this, and to say so.',
    'You are allowed to enjoy good news without waiting for something to spoil it.',
    'You do not need to play this down to make anyone else comfortable.',
    'You are allowed to tell people, more than once, with a big smile.',
    'You are allowed to let this be simply good, with nothing added.',
  ],
  [
    'Celebrate it in whatever way suits you, loud or quiet, big or small.',
    except(NOT_EARNED, 'Happiness this well earned is not something to apologise for.'),
    'The people who care about you want to see you enjoy it. Let them.',
    when(SOBER, 'Quiet pride is still pride, and it suits this perfectly.'),
  ],
];

/** The call to enjoy it, before the closing words: in place of the general call to act now. */
export const GOOD_NEWS_ACTION: readonly Beat[] = [
  [
    'So today, let the good news be the main thing. Everything else can wait.',
    'Now go and enjoy it, in whatever way feels right to you.',
    'Go and tell someone who will be glad, and enjoy watching them hear it.',
    'Take this feeling with you into the rest of today.',
    'Let today be about this, and nothing else for a while.',
    when(
      SOBER,
      'Today, be proud, stay close to your support, and let tomorrow take care of itself.',
    ),
    when(CHILD, 'Go and enjoy your little walker. There is a lot of cheering still to do.'),
  ],
];

/** How a good-news story begins: the shared leads speak of comfort and of steadying. */
export const GOOD_NEWS_STORY_LEADS: readonly string[] = [
  'Here is a picture I like for days like this.',
  'Something comes to mind here.',
  'Let me give you an image to hold on to.',
  'Here is something worth remembering.',
  'Picture this for a moment.',
  'This one is worth a minute.',
  '{A picture|An image} {I like|that fits} here.',
  'I keep thinking of this.',
];

/**
 * Pictures for good news, told in place of the shared stories, which are of storms, winters and
 * getting up again: a summit view, a harbour, a first harvest, blossom enjoyed while it lasts.
 */
export const GOOD_NEWS_STORIES: readonly Line[] = [
  'Climbers who reach a summit are often told to stop before anything else and look back down the way they came. The view from the top includes the whole path. This is your summit, and the path is worth a long look.',
  'When a boat comes home from a long voyage, the crew do not rush ashore to plan the next one. They tie up, step onto the quay, and let the ground feel steady under their feet for a while. Let this be your quay.',
  'A gardener plants in spring and sees little for weeks. Then one morning there is the first ripe tomato, warm from the sun, and it tastes of every watering can carried down the path. Today is your first ripe tomato.',
  'In Japan, people gather under the cherry blossom each spring, knowing it lasts only a few days. They do not save it for later. They sit beneath it with people they love and enjoy it while it is here. Good news is like that blossom.',
  'A potter often signs the bottom of a finished piece before it goes in the kiln. Nobody sees the mark once it is on the shelf, but the potter knows it is there. This is yours in the same way: signed, finished, and part of you.',
  'In old villages, bells were rung to share good news with everyone in earshot, because good news was meant to travel. Let yours travel. Let the people who love you hear the bells.',
  'Flick through any old photo album and you will find the pages people turn back to: the day someone passed a test, married, came home, took a first step. You are living one of those pages right now.',
  except(
    NOT_EARNED,
    'Sailors once steered by a few bright stars they could find again on any clear night. A day like this can be one of yours: a point of light to find whenever you want to remember what you can do.',
  ),
  'At the end of a concert, the best conductors hold the silence for a moment after the last note before they lower their arms. The music is finished, but the moment is not. Hold the silence after this one for a while.',
  'Bakers let bread rest after it comes out of the oven. Cut it too soon and it is not at its best. Good news is a little like that: give it time to settle, and it becomes something to savour.',
  when(
    CHILD,
    "Many families mark a child's height on a door frame: a pencil line and a date. Nobody remembers every day between the lines, but everyone remembers the lines. Today is one of those lines.",
  ),
  when(
    DRIVING,
    'People who learn to fly often say they remember their first flight alone for the rest of their lives: the empty seat beside them, the quiet, the pride. Your first drive alone will be a bit like that.',
  ),
  when(
    FINISHED,
    'Runners often keep their race numbers long after the medal is tucked away: a square of paper with safety-pin holes in the corners. It is a small thing, and it holds the whole day.',
  ),
  when(
    ENGAGED,
    'Some couples plant a tree when they promise themselves to each other, because a tree grows slowly, year by year, in the same place. What you have promised grows the same way.',
  ),
];

/** How big it is, in the span of a life: said in place of the general lines of perspective. */
export const GOOD_NEWS_SIZE: readonly Beat[] = [
  [
    'Let us put this in its proper place for a moment.',
    'It helps to see how big this really is.',
    'Step back and look at the size of this.',
    'Here is a way to see it in full.',
  ],
  [
    'Most days blur into each other. This one will not. It will stay sharp in your memory for years.',
    'There are a handful of days in a life that people measure time by, before and after. This could be one of yours.',
    'This is not a small thing that happens to be nice. It is a real milestone, and it counts.',
    'Years from now, you may forget the date, but you will remember the feeling.',
    when(CHILD, 'In a whole childhood, there is only one set of first steps, and you saw them.'),
    when(
      SOBER,
      'Every one of those days is a day lived with a clear head, and that is no small thing.',
    ),
  ],
  [
    'So do not file it away too quickly with everything else. It deserves a place of its own.',
    'Give it the weight it deserves: more than a quick mention, less than a worry. Just joy.',
    'It belongs with the best moments you have had, and it is right that it does.',
    'Let it be as big as it is.',
  ],
  [
    'It is a milestone, and milestones are for stopping at.',
    'So stand here a while, and look at how far it is from where you started.',
    'A moment this size deserves a proper pause, not just a passing glance.',
    'Let the size of it sink in slowly. There is no rush.',
  ],
];

/** The small joys of the day: said in place of the general lines of small wins on a low day. */
export const GOOD_NEWS_JOYS: readonly Beat[] = [
  [
    'Good news brings a lot of little joys with it, and they are worth noticing too.',
    'Notice the small pleasures that come with news like this.',
    'Alongside the big moment, look out for the little ones.',
    'There are small joys tucked inside today. Do not miss them.',
  ],
  [
    'The message that makes someone reply in capital letters. The call where they shout down the phone.',
    'The first time you say it out loud to someone new, and hear how good it sounds.',
    'The grin that keeps coming back when you remember, at odd moments through the day.',
    'The way ordinary things, a cup of tea, a walk, a song, seem a little brighter today.',
    'The warmth of people who are simply glad, with nothing wanted in return.',
  ],
  [
    'Each of those is part of the celebration. Let every one of them count.',
    'Collect them as they come. They are all part of this.',
    'Small joys like these are the good news still arriving, hours after it began.',
    'Let yourself enjoy every one, however small.',
  ],
  [
    'By tonight you may have a small collection of them. Count them before you sleep.',
    'Write one or two down, if you like. They fade faster than the big moment does.',
    'They are easy to miss in the rush, which is exactly why they are worth looking for.',
    'Each one is a reason to smile again, and today you have plenty.',
  ],
];

/** The rest of today and tonight: said in place of the general lines about how it might go afterwards. */
export const GOOD_NEWS_TONIGHT: readonly Beat[] = [
  [
    'Think about the rest of today for a moment.',
    'Let me say something about tonight.',
    'Here is a thought for the rest of the day.',
    'Before today is over, there is one more thing worth doing.',
  ],
  [
    'Tonight, when things go quiet, let yourself go back over it one more time.',
    'Later, when the messages slow down, take a few minutes on your own with it.',
    'At some point today, sit somewhere comfortable and simply let it sink in.',
    'When the day winds down, notice how different it feels from the way it started.',
  ],
  [
    'You may find it is the quiet moments with good news that you remember longest.',
    'Then sleep well. You will wake up tomorrow and it will still be true.',
    'And when you wake tomorrow, the news will still be there, just as good.',
    'That quiet time is where good news settles into something you keep.',
    when(SOBER, 'Tomorrow is another day, to be taken one at a time, like all the others.'),
  ],
];

/** A scene of it shared: said in place of the general pictures of a moment going well. */
export const GOOD_NEWS_SCENE: readonly Beat[] = [
  [
    'Let me paint you a small picture.',
    'Close your eyes for a second, if you like, and picture this.',
    'Here is a scene worth imagining.',
    'Imagine this with me for a moment.',
  ],
  [
    'You are sitting with people you love, and someone asks you to tell the story again. So you do.',
    // Never a drink raised to a stretch sober.
    except(
      [SOBER],
      'A table, a few people who matter, and a moment where everyone raises whatever they are drinking to you.',
    ),
    'Someone you love hears the news for the first time, and their whole face changes.',
    'You are on your own, somewhere quiet, and you catch yourself smiling at the thought of it.',
    when(
      SOBER,
      'A quiet evening, a good meal, someone who supports you sitting across the table, glad.',
    ),
  ],
  [
    'Everyone in that picture is glad for you, and you let them be.',
    'In that picture, nobody is asking what comes next. They are just happy for you.',
    'Notice how easy it is to be there, in a moment that is simply good.',
    'That scene is not far away. It is today, or very soon.',
  ],
];

/** The people glad for them: said in place of the general lines of support in a worry. */
export const GOOD_NEWS_GLAD: readonly Beat[] = [
  [
    'Think about the people who will be glad about this.',
    'Your good news reaches further than you might think.',
    'It is not only your joy, either.',
    'Good news has a way of spreading, and that is part of its pleasure.',
  ],
  [
    'The people who love you get to share in this, and that gives them joy too.',
    'Somebody will tell someone else about it proudly, as if it were partly theirs. In a way, it is.',
    'There are people who have been hoping for this for you, sometimes without saying so.',
    'The ones closest to you will feel some of this pride as their own.',
    when(CHILD, 'Everyone who loves your little one will feel a little of this delight.'),
  ],
  [
    'So let them in. Joy shared is bigger than joy kept to yourself.',
    'Let their happiness add to yours.',
    'That is one of the best things about good news: it multiplies when it is shared.',
    'Enjoy their joy as well as your own.',
  ],
  [
    'And if some of them want to make a fuss of you, let them. It is their way of joining in.',
    'Every message and every hug is someone saying they are on your side.',
    'You will remember who was glad with you, and they will remember sharing it.',
    'Being celebrated by people who love you is a pleasure of its own. Enjoy it fully.',
  ],
];

/** Rest after a big moment: said in place of the general lines of care in a hard stretch. */
export const GOOD_NEWS_REST: readonly Beat[] = [
  [
    'One small, practical thing about big moments like this.',
    'Here is something people forget after good news.',
    'Here is a word about the next day or two.',
  ],
  [
    'After a big moment, it is common to feel a little flat or tired once the excitement settles. That is only your body catching up.',
    'Joy uses energy too. An early night after a day like this is a fine way to celebrate.',
    'It is normal to feel a little dazed for a while afterwards. Big news takes a while to settle.',
    when(
      FINISHED,
      'Your legs will tell you about it for a few days. Let them rest. They have earned it.',
    ),
  ],
  [
    'So be easy on yourself for a day or two, and let the good feeling do its work.',
    'Eat well, sleep well, and let the news keep you company.',
    'Rest is part of celebrating, not a break from it.',
  ],
];

/** What it lights in them, lightly: said in place of the general lines of the spark to keep going. */
export const GOOD_NEWS_SPARK: readonly Beat[] = [
  [
    'There is one more gift in news like this.',
    'Something else comes with a day like today.',
    'Good news leaves something behind besides the memory.',
  ],
  [
    'It shows you what is possible, and that can light a small spark for whatever you choose next.',
    'It can make other things feel a little more within reach, too.',
    'It reminds you that things can go well, and that is worth knowing.',
  ],
  [
    'There is no pressure in that spark. Just let it glow for now.',
    'You do not need to use it today. Simply enjoy knowing it is there.',
    'Let it sit quietly, ready for whenever you want it.',
  ],
];
