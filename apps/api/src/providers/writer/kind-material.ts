import type { SituationKind } from '@rally/domain';
import type { Beat, Line, Slots } from './phrase-bank.ts';
import { capitalise } from './read-context.ts';
import type { Statement, StatementKind } from './read-context.ts';

/**
 * What the built-in writer says that belongs to one kind of situation: how it names what they
 * wrote, how it acknowledges it, what strength and steps it offers, what it asks them to picture and
 * how it closes. Written for the register of each kind (docs/decisions/built-in-writer.md).
 */

export interface KindMaterial {
  acknowledge: readonly Beat[];
  reframe: readonly Beat[];
  strengths: readonly Beat[];
  steps: readonly string[];
  picture: readonly Beat[];
  closing: readonly Beat[];
}

/** Their event and its time, said in a sentence with a verb. */
export const NAME_EVENT: readonly Line[] = [
  (s) =>
    aheadEvent(
      s,
      (time) => `${capitalise(s.shortSubject)} is ${time}, and it has been sitting with you.`,
    ),
  (s) =>
    aheadEvent(
      s,
      (time) => `So ${s.shortSubject} comes ${time}, and part of you is already there.`,
    ),
  (s) =>
    aheadEvent(
      s,
      (time) => `${capitalise(time)} brings ${s.shortSubject}, and that is what we are here for.`,
    ),
  (s) =>
    s.named ? `You are carrying ${s.subject} with you right now, and it deserves some care.` : null,
  (s) =>
    s.named ? `Everything here is about ${s.subject}, and about the person facing it.` : null,
  (s) =>
    s.named
      ? `We are going to stay with ${s.subject} for a few minutes, because it matters to you.`
      : null,
  (s) =>
    s.named ? `${capitalise(s.subject)} has been taking up a lot of room in your head.` : null,
  (s) =>
    s.named ? `Let's give ${s.subject} the attention it deserves, and give you some too.` : null,
  (s) => (s.named ? `It makes sense that ${s.subject} is on your mind so much.` : null),
  (s) => (s.named ? `You came here with ${s.subject}, so that is where we will start.` : null),
];

/** A line about their event and when it comes, only for an event still ahead. */
function aheadEvent(s: Slots, line: (time: string) => string): string | null {
  return s.named && s.ahead && s.moment !== null ? line(s.moment) : null;
}

/** How one of their statements is said back, by what it says. */
const STATEMENT_FRAMES: Readonly<Record<StatementKind, readonly ((text: string) => string)[]>> = {
  fear: [
    (t) =>
      `You wrote that ${t}. That fear makes sense, and it deserves to be heard rather than argued with.`,
    (t) => `${capitalise(t)}, and nobody could blame you for that.`,
    (t) => `Part of what weighs on you is simple to say and hard to carry: ${t}.`,
    (t) => `I hear that ${t}. Fear like that shows how much this touches you.`,
  ],
  want: [
    (t) => `${capitalise(t)}, and that wish says a lot about who you are.`,
    (t) => `You said it plainly: ${t}. Let's keep that in view.`,
    (t) => `I noticed what you wrote: ${t}. That wanting is worth listening to.`,
  ],
  doubt: [
    (t) => `${capitalise(t)}. Doubt can sound like the truth when it is only loud.`,
    (t) => `Right now ${t}, and I want to answer that, gently and honestly.`,
    (t) => `You told me that ${t}. Let's look at that thought together instead of obeying it.`,
  ],
  state: [
    (t) => `I hear that ${t}.`,
    (t) => `${capitalise(t)}, and that is a lot to hold.`,
    (t) => `You've let me know that ${t}, and I'm not going to skip past it.`,
    (t) => `You mentioned that ${t}, and that matters here.`,
  ],
};

/** The statements they wrote, each in a frame of its kind, at most `count` of them. */
export function statementLines(
  statements: readonly Statement[],
  pick: (frames: readonly ((text: string) => string)[]) => ((text: string) => string) | undefined,
): string[] {
  return statements.flatMap((statement) => {
    const frame = pick(STATEMENT_FRAMES[statement.kind]);
    return frame === undefined ? [] : [frame(statement.text)];
  });
}

const lost = (s: Slots, fallback: string) => s.lost ?? fallback;

export const KIND_MATERIAL: Readonly<Record<SituationKind, KindMaterial>> = {
  performance: {
    acknowledge: [
      [
        (s) =>
          `Of course ${s.shortSubject} feels big. You care how it goes, and caring always comes with a pulse.`,
        'Feeling keyed up before something like this is a sign of respect for it, not a sign you are unready.',
        'The jitters you feel are your body getting ready, the same way an athlete warms up before the whistle.',
        (s) =>
          `It would be strange if ${s.shortSubject} felt like nothing. It matters, so your body is treating it that way.`,
        'A racing mind before a moment like this is normal. It means you are taking it seriously.',
        'Everyone who has ever stood where you are felt some version of this flutter.',
      ],
      [
        'You are allowed to want this and feel nervous about it at the same time.',
        'Let the nerves come along for the ride. They do not get to drive.',
        'The feeling will probably peak just before you begin, and then settle once you are moving.',
        'Nerves are loudest in the waiting. Once you start, your preparation takes over.',
        'The butterflies are not a warning. They are energy, and energy can be used.',
      ],
    ],
    reframe: [
      [
        (s) =>
          `Think of ${s.shortSubject} as a conversation you have prepared for, not a verdict waiting for you.`,
        'The people on the other side want you to do well. They are hoping you are the answer.',
        'You do not need a perfect run. You need to be present, clear and yourself, and you can be all three.',
        'This is one chance among many, and you bring everything you have learned to it.',
        'Whatever happens, you will come out of it knowing more and standing taller than before.',
        'Mistakes in the moment are smaller than they feel. Most of them nobody else even notices.',
      ],
    ],
    strengths: [
      [
        'You got here by doing the work, one session at a time, and that work does not disappear under pressure.',
        'You know more than you can feel right now. Nerves hide knowledge; they do not erase it.',
        'You have prepared, and preparation has a way of showing up when it is needed.',
        'The skill you built over weeks will not vanish in a single morning.',
        'You have handled pressure before and found your footing. You will find it again.',
      ],
    ],
    steps: [
      'Say your first few sentences out loud several times, so the start is already familiar when it comes.',
      'Plan the hour before: what you eat, when you leave, and one calm thing you will do while you wait.',
      'Write three points on a card that you most want them to remember, and let everything else hang on those.',
      'If your mind goes blank, pause, breathe out, and say what you do know. A pause looks composed from the outside.',
      'Do one full practice run in conditions as close to the real thing as you can manage.',
      'Pick a small physical cue, like pressing thumb and finger together, and pair it with a slow breath each time you practise.',
      'Get everything you need ready the evening before, so there is nothing to hunt for at the last minute.',
      'Ask someone to listen to you once and tell you the one thing that worked best.',
    ],
    picture: [
      [
        (s) =>
          `Picture the moment just after ${s.shortSubject}: your shoulders loose, your breath easy, knowing you showed up fully.`,
        'See yourself in the first minute: steady voice, feet planted, one clear sentence, and then the next.',
        'Imagine walking out afterwards into fresh air, proud that you did it, whatever the result.',
        'Picture a friendly face in front of you, nodding, following every word you say.',
        'See yourself pausing, breathing, and carrying on calmly when something unexpected comes up.',
      ],
    ],
    closing: [
      [
        'Go and show them the person you already are.',
        'Walk in as yourself. That has always been enough to begin.',
        'You have done the work. Now let it carry you.',
        'Breathe, begin, and trust what you have built.',
        'Step up, speak clearly, and let them see what you can do.',
      ],
    ],
  },
  illness: {
    acknowledge: [
      [
        (s) =>
          `${capitalise(s.shortSubject === 'it' ? 'all of this' : s.shortSubject)} asks a lot of a body, and even more of the person living in it.`,
        'Being ill is tiring in ways other people cannot always see, and you are allowed to feel every bit of that.',
        'Treatment and waiting both take strength, even on the days when it looks like you are only resting.',
        'Hospitals, appointments and results can make a person feel small. You are not small in any of this.',
        (s) =>
          `Facing ${s.shortSubject === 'it' ? 'what your body is going through' : s.shortSubject} brings up so much at once: worry, tiredness, questions with no quick answers.`,
        'Your body is doing hard work right now, and so is your heart.',
      ],
      [
        'Whatever you feel about it, fear, anger, numbness or all of them in one hour, is a normal response to something hard.',
        'You do not have to be brave all the time. Being honest about how it feels is its own kind of courage.',
        'Some days you will feel hopeful and some days you will not, and both are part of going through this.',
        'It is fine to grieve the things this takes from you, even the ones other people might call small.',
        'Nobody expects you to feel fine about this. You only have to be gentle with yourself while it happens.',
      ],
    ],
    reframe: [
      [
        'Getting through this does not mean feeling fine. It means taking care of yourself one appointment and one evening at a time.',
        'Your worth was never in how well your body works. It is in who you are, and that has not changed.',
        'Rest is not giving up. For a body that is healing, rest is part of the treatment.',
        'Asking for help now is not weakness. It is exactly what a sensible person does with a heavy load.',
        'What you are going through is not a fight you win or lose by trying harder. It is care, one day after another.',
        'You are still you under all of this, with your humour, your people and your own way of seeing things.',
      ],
    ],
    strengths: [
      [
        'You have already faced news that would stop many people, and you are still asking how to take care of yourself.',
        'The way you keep looking for steadiness, even now, says something quietly strong about you.',
        'You have got through every difficult day so far, and each one counts.',
        'Reaching for a few kind words on a hard day is itself a way of looking after yourself.',
        'You know yourself well, and you know what comforts you. That knowledge will help now.',
      ],
    ],
    steps: [
      'Write down the questions you want to ask your care team, so you do not have to hold them in your head.',
      'Let one person know how they can help, whether that is a lift, a meal or simply sitting with you.',
      'Plan something small and kind for yourself afterwards: a film, a warm drink, a favourite blanket.',
      'When the worry loops, name five things you can see around you, and let your breath slow down with each one.',
      'Keep a small notebook of how you feel each day, so your doctors hear the whole story and you do not have to remember it all.',
      'Pack a small bag of comforts for appointments: headphones, a snack, something soft to wear.',
      'Choose one part of the day that is just for you, even ten minutes, and protect it.',
      'If you look things up, decide on one trusted source and stop there, then bring what you read to your doctor.',
      'Sleep and rest when your body asks for it, without apologising to anyone.',
    ],
    picture: [
      [
        'Picture a quiet evening a little way from here, the hardest part behind you, someone you love nearby.',
        'Imagine the moment you get home afterwards, the door closing behind you, the kettle on, and nothing else asked of you.',
        'Picture a place where you feel completely safe, and let your breathing slow to match it.',
        'Imagine someone who loves you sitting beside you right now, not saying anything, just there.',
        'See yourself on a gentle day ahead, a little stronger, doing one ordinary thing you enjoy.',
      ],
    ],
    closing: [
      [
        'Be gentle with yourself. You are doing something hard, and you are not doing it alone.',
        'Take it one appointment, one breath, one evening at a time. That is how this is done, and you are doing it.',
        'Take care of yourself the way you would take care of someone you love. You deserve that care.',
        'Rest when you need to, ask when you need to, and know that you are held.',
        'Go softly through the days ahead. You are allowed to lean on people.',
      ],
    ],
  },
  grief: {
    acknowledge: [
      [
        (s) =>
          `Losing ${lost(s, 'someone you love')} leaves a space nothing else can fill, and it is right that it hurts.`,
        (s) => `Missing ${lost(s, 'them')} this much shows how much love there was, and still is.`,
        'Grief does not follow a schedule. It comes in waves, and every wave is allowed.',
        (s) => `There is no getting around how much ${lost(s, 'this loss')} meant to you.`,
        'The world keeps moving, and it can feel wrong that it does while you are hurting.',
        'Loss changes the shape of ordinary days. It makes sense that everything feels heavier.',
      ],
      [
        'There is no right way to feel this. Tears, quiet, even laughter at a memory all belong here.',
        'Nothing about your sadness needs fixing. It needs room, and some company.',
        'You might feel numb one hour and overwhelmed the next. Both are part of grieving.',
        'Whatever you are feeling is not too much, and it is not too little.',
        'You do not owe anyone a brave face right now.',
      ],
    ],
    reframe: [
      [
        'You do not have to let go of the love. You only have to find a way to carry it with you.',
        'Getting through a day while grieving is real work, even when the day looks ordinary from outside.',
        'Some days will be lighter and some heavier, and neither kind means you are doing it wrong.',
        'Grief is love with nowhere to go for a while. Let it come out in whatever way it needs.',
        'You will not always feel exactly like this, even if it is hard to believe right now.',
      ],
    ],
    strengths: [
      [
        'The love that makes this hurt is the same love that will help you carry it.',
        'You have kept going through days that asked more of you than anyone should have to give.',
        'Even reaching for comfort right now is a way of caring for yourself, and that matters.',
        'You are still here, still breathing, still caring. That is enough for now.',
      ],
    ],
    steps: [
      'Let one person know how this week feels, so someone is carrying a little of it with you.',
      'Keep the next few days simple: eat something warm, step outside for a few minutes, and sleep when you can.',
      'Write down one memory you want to keep, in as much detail as you like, and read it back when you need it.',
      'If a task feels too big, ask for help with it. People who care about you often want something to do.',
      'Give yourself a small ritual of remembering: a candle, a song, a walk you used to share.',
      'Say no to anything that can wait, and let people know you are taking things slowly.',
      'Drink some water and eat something, even if you are not hungry. Your body is grieving too.',
      'If the nights are long, keep something comforting by the bed: a photo, a book, a message from a friend.',
    ],
    picture: [
      [
        (s) =>
          `Picture a memory of ${lost(s, 'them')} that makes you smile, and let it sit beside the sadness for a moment.`,
        'Imagine a quiet place where you can simply be sad without anyone asking you to be anything else.',
        (s) =>
          `Think of something ${lost(s, 'they')} would want you to hear today, and let yourself hear it.`,
        'Picture the people who love you standing close, not needing you to say anything.',
      ],
    ],
    closing: [
      [
        'Go gently. You are carrying love and loss together, and you are allowed to take your time.',
        'Be kind to yourself through all of it. Your grief is part of your love, and both are welcome.',
        'You do not have to be strong right now. You only have to keep breathing, and let others come close.',
        'Take this one day at a time, and let the love you carry keep you company.',
        'Rest when you can, remember when you want to, and let people hold you up.',
      ],
    ],
  },
  setback: {
    acknowledge: [
      [
        (s) =>
          `What happened with ${s.shortSubject === 'it' ? 'this' : s.shortSubject} hurts, and there is no point pretending it doesn't.`,
        'A blow like this knocks the wind out of anyone, and it is fine to sit with that for a while.',
        'It makes sense to feel disappointed, angry or simply flat. Those feelings are part of taking a hit.',
        'When something you cared about falls apart, it can shake how you see everything else.',
        (s) =>
          `${capitalise(s.shortSubject === 'it' ? 'this' : s.shortSubject)} did not go the way you hoped, and that disappointment is real.`,
        'Nobody gets through a knock like this without some bruising.',
      ],
    ],
    reframe: [
      [
        'This is a chapter, not the whole story, even though it fills the page right now.',
        'What went wrong is something that happened to you. It is not a measure of who you are.',
        'Plenty of people you admire were knocked down exactly like this before the part of their story you know.',
        'Losing this does not cancel everything you built to get here.',
        'A door closing hurts, and it also leaves you free to choose the next one.',
        'Setbacks feel permanent in the first days. They rarely are.',
      ],
    ],
    strengths: [
      [
        'You cared enough to try, and that willingness is still in you, waiting for the next thing worth trying.',
        'You have got back up before, from things that felt just as final at the time.',
        'The effort you put in was real, and the person who made it is still here.',
        'You can feel this fully and still keep going. You have done it before.',
        'Your honesty about how this hurts is a strength, not a weakness.',
      ],
    ],
    steps: [
      'Give yourself a few days to feel it before you decide anything big.',
      'Write down what you learned, and what you would do again, so the effort is not wasted.',
      'Talk it through with one person who is firmly on your side.',
      'Choose one small thing that is fully in your control, and do it well, just to remind yourself you can.',
      'When you are ready, write the next step on paper, small enough to take without a rush of courage.',
      'Move your body a little each day, a walk is plenty, to let some of the feeling out.',
      'Keep the routines that hold you up: meals, sleep, a bit of daylight.',
      'Limit how often you replay it. When it comes back, name it, and turn to one small task.',
    ],
    picture: [
      [
        'Picture yourself a few months from now, telling someone about this as the time things turned.',
        'Imagine looking back on this week with kindness, proud of how you treated yourself in it.',
        'See yourself a little further on, steadier, with new plans that feel like your own.',
        'Picture the friend who would defend you right now, and hear what they would say.',
      ],
    ],
    closing: [
      [
        'Rest, then rise. You are not finished, and this is not the end of your story.',
        'Take the time you need. When you are ready, the next step will be there, and so will you.',
        'Be gentle with yourself for a while. Then, one step at a time, begin again.',
        'This knocked you down, and it does not get to keep you there.',
        'You are bigger than this setback, even on the days it does not feel like it.',
      ],
    ],
  },
  change: {
    acknowledge: [
      [
        (s) =>
          `${capitalise(s.shortSubject === 'it' ? 'a change like this' : s.shortSubject)} shifts the ground under your feet, and it is natural to feel both excited and unsteady.`,
        'Change asks you to be a beginner again, and being a beginner is uncomfortable for everyone.',
        'New beginnings come with a strange mix of hope and homesickness. Both are allowed.',
        'Even a change you chose can feel frightening once it is real.',
        'Leaving what is familiar takes more out of a person than most people admit.',
        'It is normal to doubt the decision now and then, even when it is the right one.',
      ],
    ],
    reframe: [
      [
        'You do not need to have it all worked out on the first day. Nobody does.',
        'The unsettled feeling is what growing room feels like from the inside.',
        'Every place that feels like home now once felt new and strange too.',
        'You are not starting from zero. You bring everything you have learned with you.',
        'The first weeks are the hardest, and they do pass.',
      ],
    ],
    strengths: [
      [
        'You have adapted before, to new people and new places, and you found your feet every time.',
        'Choosing change, or facing it with open eyes, takes a kind of courage many people never use.',
        'You are curious and capable, and those two things carry people through any new start.',
        'You have made hard decisions before and lived well with them.',
      ],
    ],
    steps: [
      'Keep one familiar routine through the change, a morning walk or a favourite breakfast, as an anchor.',
      'Learn one new thing each day about where you are now, and let that be enough.',
      'Reach out to one person in your new circle and suggest a coffee.',
      'Set up one corner that feels like yours before anything else.',
      'Write down what you hope this change brings, and read it when you wobble.',
      'Stay in touch with one person from before, so the old chapter keeps its place.',
      'Give yourself a few weeks before judging how it is going.',
    ],
    picture: [
      [
        'Picture yourself a few months in, knowing the way, recognising faces, feeling at home.',
        'Imagine the moment this new life stops feeling new, and simply feels like yours.',
        'See yourself telling someone, a year from now, how glad you are you made this leap.',
        'Picture an ordinary evening in this new chapter, calm and settled, with nothing to prove.',
      ],
    ],
    closing: [
      [
        'Step into it one day at a time. You are more ready than you feel.',
        'Go and meet this new chapter. You will grow into it faster than you think.',
        'Trust yourself in this. You have made new starts before.',
        'Take the first step, then the next. The rest will start to feel like home.',
      ],
    ],
  },
  habit: {
    acknowledge: [
      [
        (s) =>
          `Sticking with ${s.shortSubject === 'it' ? 'a new habit' : s.shortSubject} is harder than starting it, and everyone who has tried knows that.`,
        'Some days the motivation is there and some days it is not, and that is normal for anyone building something.',
        'Wanting to change a habit and finding it hard are not opposites. They travel together.',
        'Old habits are comfortable because they are practised. New ones feel awkward until they are not.',
        'It is frustrating when the effort does not show yet. The results always lag behind the work.',
        'Willpower runs low for everyone by the end of a long day, so do not judge yourself by it.',
      ],
    ],
    reframe: [
      [
        'Consistency beats intensity. A small effort you repeat is worth more than a big one you abandon.',
        'Missing a day is not failing. Missing a day and starting again is exactly how habits are built.',
        'You are not trying to be perfect. You are trying to be a little more consistent than last month.',
        'Each time you show up, you vote for the person you want to be.',
        'Progress is rarely a straight line. A bumpy graph still points upward.',
      ],
    ],
    strengths: [
      [
        'You have already started, and starting is the step most people never take.',
        'Every time you showed up before, you proved you can. That proof does not expire.',
        'You know what you want, and knowing that is half the work.',
        'You have stuck with hard things before, longer than you thought you could.',
      ],
    ],
    steps: [
      'Make the first step tiny: so small it would be silly to skip it.',
      'Tie it to something you already do every day, like after your morning coffee or before you brush your teeth.',
      'Track it with a simple tick on a calendar, and aim never to miss twice in a row.',
      'Prepare ahead of time, so the decision is already made when the moment comes.',
      'Tell one person what you are doing, and let them ask you how it is going.',
      'Decide in advance what you will do on a bad day, a smaller version that still counts.',
      'Remove one thing that makes the old habit easy, and add one thing that makes the new one easier.',
      'Reward yourself after a good week with something you genuinely enjoy.',
    ],
    picture: [
      [
        'Picture yourself a month from now, looking at a calendar full of ticks, proud of the quiet work.',
        'Imagine the version of you for whom this is simply normal, and notice you are already on the way.',
        'See yourself doing it on an ordinary, unremarkable day, without any drama at all.',
        'Picture how your body and mind will feel after a few steady weeks of this.',
      ],
    ],
    closing: [
      [
        'Do the small thing now. That is how every big change is made.',
        'Keep going, one repetition at a time. You are building something real.',
        'Show up once more. Then again. That is the whole secret.',
        'Start small, stay steady, and let the days add up.',
      ],
    ],
  },
  self_doubt: {
    acknowledge: [
      [
        'Doubting yourself is exhausting, because it makes every small thing feel like a judgement of your worth.',
        'That critical voice in your head is loud, but loud is not the same as right.',
        'Many capable people feel exactly this way, especially the ones who care about doing things well.',
        'Self-doubt has a way of shrinking every success and magnifying every slip.',
        'It is hard to see yourself clearly from the inside, especially on a low day.',
      ],
    ],
    reframe: [
      [
        'Feeling unsure does not mean you are not capable. It often means you are growing past what you know.',
        'Your value is not a score someone else gives you. It is already there, whatever the doubt says.',
        'The story doubt tells you leaves out everything you have already done.',
        "Comparing your inside to other people's outside is never a fair contest.",
        'Confidence usually comes after action, not before it.',
      ],
    ],
    strengths: [
      [
        'You notice things, you care, and you keep trying. Those are strengths, not small ones.',
        'Look at what you have already managed while doubting yourself. Imagine what you will do with a little more belief.',
        'You are more thoughtful than your doubt gives you credit for.',
        'You have learned hard things before, and you did it without anyone handing you certainty.',
      ],
    ],
    steps: [
      'Write down three things you have done well this month, however small, and read them when doubt gets loud.',
      'When the inner critic speaks, ask: would I say this to a friend? If not, answer it like a friend would.',
      'Take one small action that the confident version of you would take, and notice that you can.',
      'Ask someone you trust what they see as your strengths, and believe them a little.',
      'Keep a folder of kind messages and good feedback, and open it on hard days.',
      'Spend less time with what makes you compare, and more with what makes you curious.',
    ],
    picture: [
      [
        'Picture yourself treating your own mistakes with the patience you give everyone else.',
        'Imagine walking into your next challenge as someone who belongs there, because you do.',
        'See yourself a year from now, glad you did not listen to the doubt.',
      ],
    ],
    closing: [
      [
        'You are more capable than your doubt admits. Take the next step and let it catch up.',
        'Believe in yourself a little more than you did before. That is enough to start.',
        'Back yourself. You have more evidence for it than the doubt does.',
        'Be your own ally. You deserve one.',
      ],
    ],
  },
};
