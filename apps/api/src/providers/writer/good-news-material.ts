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
const PLACE = /^your place at\b/;
const GRADUATION = /\bgraduation$/;
const WORK =
  /^your (?:new (?:job|role|position|contract|apprenticeship|internship|start)|promotion)$/;

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
      'Somewhere, someone who believed in you is going to be {grinning|delighted} when they hear.',
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
        'Behind one result are {hours of practice and revision|hours of work nobody else saw}, and the nerve to sit it at all.',
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
        [CHILD, THANKED],
        'You did the work when nobody was watching. This is what that work looks like from the outside.',
      ),
      except(
        [CHILD],
        'It is worth remembering {how it felt before|where you started}, because it shows how far you have come.',
      ),
      except(
        [CHILD, SOBER],
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
      'It is worth {storing this one away|keeping this one close}, for the days you need reminding what you can do.',
      except(
        [CHILD],
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
      except([CHILD], 'You can trust yourself a little more after this. You earned that trust.'),
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
    except([CHILD, THANKED], 'Let yourself say "I did it" without adding a "but" on the end.'),
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
      'Let the picture of this moment be one you come back to whenever you need {a lift|reminding what you can do}.',
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
      except([CHILD, SOBER, THANKED], 'Enjoy it. You earned every bit of this.'),
      first(SOBER, 'Be proud of today, and take the next day as it comes, one at a time.'),
      first(THANKED, 'Let it stay with you. You make more of a difference than you know.'),
      first(CHILD, 'Enjoy it. Moments like this are the very best part.'),
      'I am so glad for you. {Truly|Really}.',
      'Well done. {Truly|Really well done}.',
      'Go and celebrate, in whatever way feels right to you.',
    ],
    [
      'Savour it. Good days like this one are worth remembering.',
      'Carry this feeling with you for a while. {You have earned it|It is yours}.',
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
  ],
  [
    except(
      [CHILD],
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
  ],
  [
    'Let them know. Sharing good news with the people who helped is one of the nicest things there is.',
    'Thank them when you tell them. {It will mean a lot|They will remember it}.',
    'And thank yourself as well. You did your part, and it was a big one.',
  ],
];

/** Questions to enjoy it by: said in place of the general ones, which ask about hard days. */
export const GOOD_NEWS_QUESTIONS: readonly Beat[] = [
  [
    'Here are a few questions to enjoy, not to answer quickly.',
    'Let me leave you with a couple of happy questions.',
  ],
  [
    'What was the very first thing you felt when you knew?',
    'Who was the first person you told, and what did they say?',
    'What part of this are you proudest of?',
  ],
  [
    'How do you want to remember this, years from now?',
    'What would you say to the you who was only starting out on this?',
    'What is one small way you can celebrate that feels exactly right?',
  ],
];
