import type { BriefMood, GoalCategory, MoodCategory, Tone, VoiceStyle } from '@rally/domain';
import { capitalise } from './read-context.ts';
import type { ContextReading, FeelingKind, Topic } from './read-context.ts';

/**
 * What the built-in composer says. A section is a list of beats; a beat is a list of alternative
 * lines (or one list per tone), and the composer picks one line per beat. Lines are functions of
 * the slots so that a missing slot drops the line instead of leaving a gap.
 */

export interface Slots extends ContextReading {
  name: string | null;
}

export type Line = string | ((slots: Slots) => string | null);
export type ToneLines = Readonly<Record<Tone, readonly Line[]>>;
export type Beat = readonly Line[] | ToneLines;

/** "Sam, let's talk..." with a name, "Let's talk..." without. */
function greet(slots: Slots, text: string): string {
  return slots.name === null ? capitalise(text) : `${slots.name}, ${text}`;
}

/**
 * The check-in woven in as words, never as numbers: its strongest and weakest parts, e.g. "with
 * your stress running high and your energy low".
 */
export function moodDetail(mood: BriefMood): string {
  const stress =
    mood.stress >= 7
      ? 'your stress running high'
      : mood.stress <= 3
        ? 'your stress fairly low'
        : null;
  const parts = [
    stress,
    mood.energy <= 3 ? 'your energy low' : mood.energy >= 8 ? 'plenty of energy' : null,
    mood.confidence <= 3
      ? 'your confidence shaken'
      : mood.confidence >= 8
        ? 'your confidence up'
        : null,
    mood.motivation <= 3
      ? 'your motivation thin'
      : mood.motivation >= 8
        ? 'your motivation strong'
        : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return 'somewhere in the middle on most things';
  const [first, second] = parts;
  return second === undefined ? `with ${first}` : `with ${first} and ${second}`;
}

/** A time to look ahead to, only when it is still ahead: "Friday", "next week"; never "today". */
function ahead(s: Slots): string | null {
  return s.ahead && s.moment !== null && s.moment !== 'today' ? s.moment.replace(/^on /, '') : null;
}

export const OPENING: readonly Beat[] = [
  {
    encouraging: [
      (s) => greet(s, `let's talk about ${s.subject}.`),
      (s) => greet(s, `I want to spend a few minutes with you on ${s.subject}.`),
      (s) => greet(s, `I'm glad you're here, because ${s.subject} is worth talking through.`),
      (s) =>
        greet(
          s,
          `I want to talk with you about ${s.subject}, because I think you are more ready than you feel.`,
        ),
      (s) => greet(s, `this is about ${s.subject}, and it's about you.`),
      (s) =>
        greet(
          s,
          `I'm so glad you're taking a moment for this, because ${s.subject} deserves your best, and so do you.`,
        ),
    ],
    confident: [
      (s) => greet(s, `let's talk about ${s.subject}, and about why you are going to handle it.`),
      (s) => greet(s, `here is the truth about ${s.subject}: you are equipped for it.`),
      (s) => greet(s, `${s.subject} is in front of you, and you are more than able to meet it.`),
      (s) => greet(s, `you are ready for ${s.subject}. Let me tell you why.`),
      (s) =>
        greet(
          s,
          `we're here to talk about ${s.subject}. Let's be clear from the start: this is yours to win.`,
        ),
      (s) =>
        `${capitalise(s.subject)}. ${greet(s, 'let me tell you how this goes: you show up, and you deliver.')}`,
    ],
    gentle: [
      (s) => greet(s, `let's take a quiet moment together and think about ${s.subject}.`),
      (s) => greet(s, `let's slow down for a few minutes and think about ${s.subject}, gently.`),
      (s) => greet(s, `come and sit with me for a moment while we think about ${s.subject}.`),
      (s) => greet(s, `I'd like to talk softly with you for a little while about ${s.subject}.`),
      (s) =>
        greet(
          s,
          `there's no hurry here. Let's simply sit with ${s.subject} for a moment, together.`,
        ),
    ],
    energetic: [
      (s) => greet(s, `let's talk about ${s.subject}!`),
      (s) => greet(s, `this is it! We're talking about ${s.subject}, and we're going all in!`),
      (s) =>
        greet(
          s,
          `are you ready? Because we're talking about ${s.subject}, and you're going to crush it!`,
        ),
      (s) => greet(s, `wake up, because this one is about ${s.subject}, and it's your time!`),
      (s) => greet(s, `big energy now, because ${s.subject} is on the table!`),
      (s) => greet(s, `here we go! ${capitalise(s.subject)}, and you, ready to move!`),
    ],
  },
  {
    encouraging: [
      'The fact that you are here, looking for a little motivation, already tells me something good about you.',
      "Whatever you're feeling right now, I want you to know that you're not facing this alone.",
      'Before we go any further, take a second to notice that you showed up for yourself today.',
    ],
    confident: [
      'This matters to you, and that is exactly why you are going to give it everything.',
      'You did not come this far to hold back now.',
      'You are not here by accident. You are here because you intend to follow through.',
    ],
    gentle: [
      'Whatever you are carrying today, you can set some of it down while we talk.',
      "You don't need to feel ready right now. You only need to be here, and you are.",
      "It's okay to feel however you feel about it. All of it is welcome here.",
    ],
    energetic: [
      'This matters. You matter. And today we move!',
      "Feel that? That's your chance knocking. Let's answer it!",
      'No more waiting. No more maybe. This is your moment!',
    ],
  },
];

/** What the speech says about the latest check-in, by its overall mood. */
export const MOOD_LINES: Readonly<Record<MoodCategory, readonly ((mood: BriefMood) => string)[]>> =
  {
    overwhelmed: [
      (mood) =>
        `You told me you're feeling overwhelmed, ${moodDetail(mood)}, and I want to start right there.`,
      () =>
        "Right now you're overwhelmed. Your stress is high, and your mind is probably racing through everything at once. That makes sense, and we'll take it one piece at a time.",
    ],
    struggling: [
      (mood) =>
        `You're struggling a little today, ${moodDetail(mood)}. That's okay. Low days are part of every journey, not the end of it.`,
      () =>
        "I can tell you're struggling today. You don't need to feel strong to take one small step, and that's all we're going to ask of you.",
    ],
    challenging: [
      () =>
        "Today is a challenging day, and I'm not going to pretend it isn't. You're still showing up, and that counts for more than you think.",
      (mood) =>
        `Things feel challenging right now, ${moodDetail(mood)}. Let's make this a little lighter together.`,
    ],
    mixed: [
      () =>
        "Your feelings are mixed today. Part of you feels ready and part of you doesn't, and both of those parts are welcome here.",
      () =>
        "You're carrying mixed feelings right now, some good, some heavy. Let's build on the good and be patient with the rest.",
    ],
    balanced: [
      () =>
        "You're feeling balanced today, fairly calm and fairly steady, and steady is a wonderful place to build from.",
      (mood) =>
        `You're in a balanced place right now, ${moodDetail(mood)}. Let's give that steadiness a direction.`,
    ],
    good: [
      (mood) => `You're in a good place today, ${moodDetail(mood)}. Let's build on that.`,
      () => "You're feeling good today, and that's worth noticing. Let's put that feeling to work.",
    ],
    great: [
      () =>
        "You're feeling great today, and that's no accident. Let's aim that strength at something that matters.",
      (mood) =>
        `You're in great shape today, ${moodDetail(mood)}. This is momentum, so let's use it.`,
    ],
    excellent: [
      () =>
        "You're in excellent form today, with energy and confidence to spare. Let's channel all of that into one bold move.",
      (mood) => `You're in excellent shape today, ${moodDetail(mood)}. Let's make the most of it.`,
    ],
  };

/** What the speech says back about a feeling named in the context. */
export const FEELING_LINES: Readonly<Record<FeelingKind, readonly ((word: string) => string)[]>> = {
  fear: [
    (word) =>
      `You said you're feeling ${word}. That isn't a sign you're not ready. It's a sign that this matters to you.`,
    (word) =>
      `Feeling ${word} before something like this is completely human. Nerves show up when we care.`,
    (word) => `Let's be honest about it: you're ${word}. That's okay. We can work with that.`,
  ],
  stress: [
    (word) =>
      `You're feeling ${word}, and when everything piles up, even simple things can feel huge.`,
    (word) =>
      `Being ${word} doesn't mean you're failing. It means you've been carrying a lot, for a long time.`,
  ],
  low: [
    (word) =>
      `You told me you're feeling ${word}. That's real, and you don't have to pretend otherwise.`,
    (word) => `Feeling ${word} is not a verdict on who you are. It's only where you are today.`,
  ],
  doubt: [
    (word) => `You said you're feeling ${word}. Doubt is loud, but it is not always right.`,
    (word) =>
      `Feeling ${word} comes to everyone who is about to grow. It comes with the territory.`,
  ],
  frustration: [
    (word) =>
      `You're ${word}, and honestly, that makes sense. Frustration means you expect more from yourself, and you should.`,
    (word) =>
      `Being ${word} is energy. It just needs somewhere better to go, and we're going to give it one.`,
  ],
  excitement: [
    (word) => `You said you're ${word}, and I love that. Let's turn it into focus.`,
    (word) => `You're ${word}, and you should be. That feeling is fuel.`,
  ],
};

export const ACKNOWLEDGE: readonly Beat[] = [
  {
    encouraging: [
      "Whatever you're feeling about it right now is allowed. You don't have to have it all figured out.",
      "It's okay if part of you is unsure. That's what happens when something really matters.",
      'You are allowed to feel unsure and still move forward. Most good things start exactly that way.',
      'Mixed feelings are welcome here. You do not have to sort them out before you begin.',
      'Whatever is stirring in you right now, it makes sense, and it is not a problem to solve.',
    ],
    confident: [
      'Feel what you feel, then decide what you will do. Feelings inform you; they do not decide for you.',
      'Nerves, doubt and pressure visit everyone who has ever done something worthwhile, and those people did it anyway.',
      'Notice the feeling, name it, and then set it beside you. It can come along without taking charge.',
      'Pressure is normal here. It does not get a vote on what you do next.',
      'Feeling uneasy is part of doing anything that counts. It does not change what you are capable of.',
    ],
    gentle: [
      'Let yourself feel whatever is here, without judging it. Nothing about how you feel is wrong.',
      "If part of you feels tired or unsure, that's alright. We can go slowly.",
      'However you are feeling right now, it can simply be here for a while.',
      'There is room here for every feeling, the heavy ones too.',
      'You can let the feeling be exactly as big as it is. Nothing needs to change in this minute.',
    ],
    energetic: [
      "Yes, it's big! Yes, it's a lot! And yes, you can handle it!",
      'Feel the pressure? Good! Pressure is just energy waiting for a direction!',
      'That buzz you feel? Fuel! Let us use every drop of it!',
      'Big feelings mean big stakes, and you are built for this!',
      'Nervous and excited at once? Perfect! That is exactly the mix you want!',
    ],
  },
  [
    "Every person you admire has stood exactly where you're standing, unsure and hopeful at the same time.",
    'The people who look calm on the outside are usually wrestling with the very same questions you are.',
  ],
  [
    'You are not behind. You are exactly where your path has brought you, and it keeps going from here.',
    "You don't need to be fearless. You only need to be willing, and you already are.",
  ],
  [
    "It's also okay to want this badly. Caring this much is nothing to be embarrassed about.",
    'Wanting something and fearing it at the same time is one of the most human things there is.',
  ],
];

export const STEADY: readonly Beat[] = [
  [
    "So before anything else, let's slow down. Breathe in slowly through your nose, and let it out even more slowly.",
    "First, let's steady things. Take one slow breath in, hold it for a moment, and let it all the way out.",
  ],
  [
    "You don't have to solve everything today. You only have to do the next small thing, and then the one after that.",
    'Everything on your list can wait for the length of one breath. Nothing will fall apart in that time.',
  ],
  [
    "Let's make the day smaller: one task, one hour, one step. That is a size you can carry.",
    "Notice where you are right now. You're here, you're safe, and you're still going.",
  ],
  [
    "If your thoughts start racing again, come back to your breath. It's always there, and it always helps.",
    "Your feet on the floor, your breath in your chest, this moment right now: that's all you have to handle.",
  ],
];

export const PURPOSE: readonly Beat[] = [
  [
    "Let's start with why this matters, because your reason is the thing that will carry you.",
    'Think for a moment about why you care about this. Not why you should, but why you do.',
  ],
  [
    "Maybe it's the life you want to build. Maybe it's the person you want to prove right, including yourself. Whatever it is, it's real, and it's yours.",
    'Your reason might be quiet, but it runs deep. It is the reason you keep coming back to this, even on the days it feels heavy.',
  ],
  [
    (s) =>
      `${capitalise(s.shortSubject)} isn't just a box to tick. It's a step toward the life you've been picturing for yourself.`,
    'This is a step toward the life you have been picturing for yourself, and every step counts.',
  ],
  [
    'When the details get loud, come back to your reason. It will remind you why the effort is worth it.',
    'Hold your reason close. On the hard days, it will be the voice that gets you out the door.',
  ],
];

export const REFRAME: readonly Beat[] = [
  [
    (s) =>
      `Here's another way to see ${s.shortSubject}: not as a test you might fail, but as a chance to show what you've been building.`,
    'Here is another way to look at it. This is not a test you might fail. It is a chance to show what you have been building.',
    "Let's look at this from a different angle. What if this isn't a threat at all, but an opening?",
    'Try turning it around for a moment. This is something you get to do, not only something you have to do.',
    'What if the pressure you feel is simply a measure of how much you have to offer?',
    'Step back and look at it from a little further away. It is one important moment in a long and capable life.',
  ],
  [
    'Your body feels nerves and excitement in almost the same way. The difference is the story you tell yourself, and you get to choose that story.',
    'That racing heart is not your enemy. It is your body getting ready to do something that matters.',
    'The tension in your chest is readiness. Your body is sharpening itself for you.',
    'What you feel right now is energy, and energy can be pointed wherever you choose.',
  ],
  [
    "This isn't about being perfect. It's about showing up, doing your honest best, and learning from whatever happens.",
    'Perfect was never the goal. Present, prepared and honest will take you further than perfect ever could.',
  ],
  [
    "A challenge like this doesn't find people who aren't ready to grow. It's here because you're ready for the next step.",
    'The pressure you feel is proof that you are doing something meaningful. Easy things do not feel like this.',
  ],
  [
    'Even if it does not go exactly the way you picture it, you will come out of it stronger, wiser and closer to where you want to be.',
    "Whatever the outcome, you win something: experience, courage, and the knowledge that you didn't hide from it.",
  ],
  [
    'Think of it as an experiment rather than a verdict. You get to learn something either way.',
    'What if this turns out to be the moment you look back on as a turning point?',
  ],
  [
    'Every expert was once a beginner who kept going past the awkward part.',
    "Discomfort is often the feeling of growing. It means you're stretching, not breaking.",
  ],
];

export const SELF_TALK: readonly Beat[] = [
  [
    "Now let's talk about the voice in your head, because it's going to be with you the whole way.",
    'I want to say something about the way you talk to yourself, because it matters more than almost anything else.',
  ],
  [
    "When it says you can't, ask it one simple question: says who? Most of the time, it has no evidence at all.",
    "That inner critic loves to exaggerate. It takes one small mistake and turns it into a whole story. You don't have to believe the story.",
  ],
  [
    'Try speaking to yourself the way you would speak to a friend you believe in: kindly, honestly, and with a little faith.',
    "Replace 'I have to' with 'I get to'. It is a small change in words, and a big change in how it feels.",
  ],
  [
    "Here are words worth repeating: I am prepared. I am capable. I don't need to be perfect to be good.",
    'Give yourself a line to hold on to, something simple, like: I have done hard things before, and I can do this one too.',
  ],
  [
    'The more you say it, the more your mind starts to look for proof that it is true. And the proof is there.',
    'Words shape what we notice. Choose words that help you notice your strength.',
  ],
  [
    "And when you do something well, say so. Praise yourself the way you'd praise anyone else.",
    'Name your wins in words: I handled that. I kept going. Your mind is listening.',
  ],
];

export const STRENGTHS: readonly Beat[] = [
  {
    encouraging: [
      'Let me remind you of something you may have forgotten: you are stronger than you give yourself credit for.',
      "Now, let's talk about what you already have going for you, because it's a lot.",
    ],
    confident: [
      'Now remember who you are. You are capable, you are prepared, and you have done hard things before.',
      'Let us be clear about your strengths, because they are real and they are yours.',
    ],
    gentle: [
      'I want to gently remind you of the strength that is already in you, even on the days you cannot feel it.',
      "Let's take a moment to notice what you already carry with you: more strength than you realise.",
    ],
    energetic: [
      "Now look at what you've got! Skills! Grit! Heart! You are loaded with it!",
      "Let's talk strengths, because you've got plenty of them!",
    ],
  },
  [
    "You've handled hard things before. Think of one right now: a time you were sure you couldn't, and then you did.",
    'Remember the last time something felt impossible, and you found a way through it anyway.',
  ],
  [
    'You have skills, experience and a way of seeing things that is yours alone.',
    'Nobody else brings exactly what you bring: your history, your humour, your way of working things out.',
  ],
  [
    "You're someone who keeps going. The proof is that you're still here, still trying, still asking how to do better.",
    'You keep showing up. That quiet persistence is one of the most powerful things a person can have.',
  ],
  [
    'Your preparation counts. Every hour you have put in is still in you, waiting to be used.',
    'Nothing you have learned along the way is lost. It is all still there, ready when you need it.',
  ],
  [
    "You know how to learn. Whatever you don't know yet, you can figure out.",
    "You've adapted before, to new places, new people and new challenges. Adapting is something you're good at.",
  ],
  [
    'And you have heart. You care, and people who care find ways through.',
    "You have bounced back before, more times than you can count. That resilience hasn't gone anywhere.",
  ],
];

export const TOPIC_STRENGTHS: Readonly<Record<Topic, readonly Line[]>> = {
  interview: [
    "You didn't get this interview by luck. Someone read about you and decided they wanted to meet you.",
    'They invited you because what you have already done caught their attention. That is not a small thing.',
  ],
  presentation: [
    'You know this material better than almost anyone who will be listening to you.',
    'You were asked to speak because you have something worth hearing.',
  ],
  exam: [
    "Everything you've studied is still in there, even on the days it doesn't feel like it.",
    'You have sat exams before and come through them. Your mind knows how to do this.',
  ],
  fitness: [
    'Your body has adapted to every session you have already done. It remembers, even when you forget.',
    'Every run, every set, every early morning has been building the strength you are standing on now.',
  ],
  health: [
    'Every healthy choice you have made so far has been quietly building something strong.',
    'You have already proven that you can change a habit. You have done it before, and you can do it again.',
  ],
  career: [
    'Your work has already shown what you can do. People have noticed, even when they have not said so.',
    'The experience you have built is real. Every project, every problem you solved, is part of your foundation.',
  ],
  personal: [
    'You have grown so much already, more than you probably notice from the inside.',
    'The very fact that you want to grow is a strength. Plenty of people never even start.',
  ],
};

export const SUPPORT: readonly Beat[] = [
  [
    "And remember, you don't have to do this on your own.",
    'I also want you to remember the people in your corner.',
  ],
  [
    'Think of the people who believe in you. Picture their faces for a moment. They are not expecting perfection. They are hoping for you.',
    'Somewhere there are people who would be proud to hear you are doing this. Let their belief hold you up when yours runs low.',
  ],
  [
    'Asking for help is not weakness. It is how strong people stay strong for the long run.',
    'If you need a word of encouragement, ask for it. The people who care about you will be glad you did.',
  ],
  [
    'And on the days when you feel alone in it, remember that you have a friend in your own corner too: you.',
    'Be on your own side. Cheer for yourself the way you would cheer for someone you love.',
  ],
  [
    "Let someone know what you're working on this week. Saying it out loud makes it real, and it lets them help.",
    'Share the good moments too. Celebrating with someone else makes the wins last longer.',
  ],
];

export const STEPS_LEAD: Readonly<Record<VoiceStyle, readonly Line[]>> = {
  warm: [
    "So let's make this practical, just you and me.",
    "Now, let's turn all of this into something you can actually do.",
    'Here are a few things that might help.',
    "Let's get down to the doing part for a minute.",
    'Here are some practical things you can do next.',
    "Here's what I'd suggest, friend to friend.",
  ],
  professional: [
    'Here is your plan, step by step.',
    "Let's be practical. This is what you do next.",
    'A few concrete actions will make the difference.',
    'Here is what to do, in order.',
    'Let us turn this into a plan you can follow.',
  ],
  soothing: [
    "Let's gently make a plan, one small step at a time.",
    "Now, let's find a few simple steps, nothing rushed, nothing heavy.",
    'Here are a few gentle things you could try.',
    'Let us find some small, kind steps together.',
    'A few soft steps, then, taken at your own pace.',
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
    `Tonight, write down one thing you will do for ${s.shortSubject} tomorrow, and make it small enough that you can't talk yourself out of it.`,
  'Set a time limit on worrying: ten minutes, and then you go back to doing.',
  'Prepare as well as you reasonably can, and then give yourself permission to stop preparing and rest.',
  'Notice the moments when your inner critic gets loud, and answer it the way you would answer a friend.',
  'Before bed, spend two minutes picturing tomorrow going well, then put it down and let yourself sleep.',
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

export const THE_DAY: readonly Beat[] = [
  [
    (s) =>
      ahead(s)
        ? `Let's think about ${ahead(s) ?? ''} itself, and how you want to begin it.`
        : "Let's think about the day itself, and how you want to begin it.",
    "Now let's think about the day itself, from the moment you wake up.",
  ],
  [
    'Start the morning slowly, if you can. A few quiet minutes before the rush can change the whole feel of a day.',
    'Give yourself a calm start: water, something to eat, and a minute to stand still before anything else.',
  ],
  [
    'Before you begin, take three deep breaths and remind yourself of one thing you are proud of.',
    'Just before it starts, roll your shoulders back, lift your chin a little, and let your breath drop low.',
  ],
  [
    "Don't try to hold everything in your head. Hold one intention, something like: I'll be present, and I'll be myself.",
    'Pick one word for the day, like steady, or brave, or clear, and come back to it whenever your mind wanders.',
  ],
  [
    'And when it is done, whatever happened, do something kind for yourself. You will have earned it.',
    'Afterwards, take a moment to notice what you did well before you look at anything else.',
  ],
  [
    'If nerves rise, press your feet into the floor and breathe out slowly. Your body will follow your breath.',
    'If something unexpected happens, treat it as part of the day, not as a sign that things are going wrong.',
  ],
];

export const RESILIENCE: readonly Beat[] = [
  [
    "Now, let's be honest about the hard moments, because they will come.",
    "There will be moments when it gets hard. Let's get you ready for those too.",
  ],
  [
    "When a moment goes wrong, and one might, it doesn't decide the whole day. You can always reset with the next sentence, the next step, the next breath.",
    'One stumble is just one stumble. It does not get to define everything that comes after it.',
  ],
  [
    'If your mind goes blank, pause, breathe, and come back to what you know. A silence feels far longer to you than it does to anyone else.',
    'If you lose your place, simply stop, breathe, and pick up the thread again. Nobody minds a pause as much as you think.',
  ],
  [
    'Setbacks are not the opposite of progress. They are part of it, and everyone who got where you want to be has a collection of them.',
    'Every person who has done what you are trying to do has failed along the way. It is part of the path, not a detour from it.',
  ],
  [
    "On the days when motivation doesn't show up, let routine carry you. You don't have to feel like it to do it.",
    'Motivation comes and goes. Commitment stays. On the flat days, lean on your commitment.',
  ],
  [
    'And remember that doubt is a feeling, not a fact. It can sit in the passenger seat, but it does not get to drive.',
    'If you fall short somewhere, be as kind to yourself as you would be to someone you love. Then get back up.',
  ],
  [
    'When you feel like giving up, shrink the goal instead of quitting. Do less, but do something.',
    'On the worst days, your only job is not to quit. Showing up badly still beats not showing up at all.',
  ],
];

export const PROCESS: readonly Beat[] = [
  [
    'I also want to talk about patience, because real change takes a little time.',
    "Let's talk about the long game for a moment.",
  ],
  [
    'Progress is rarely a straight line. Some days you will leap forward, and some days you will simply hold your ground. Both count.',
    'Growth is quiet. Most of it happens where nobody can see it, long before anyone notices the results.',
  ],
  [
    "Small steps, taken often, beat giant leaps taken once. It's not exciting, but it works, every time.",
    'A little every day adds up to a lot, far faster than you would expect.',
  ],
  [
    'So measure yourself against who you were last month, not against someone else on a different road.',
    'Compare yourself only with the person you were yesterday. That is a race you can win every single day.',
  ],
  [
    'Trust the process, and keep showing up for it. The results are on their way.',
    'Keep going, even when it feels slow. Slow progress is still progress.',
  ],
  [
    'Consistency beats intensity. A steady ten minutes a day will outlast a frantic week.',
    'The days you show up without feeling like it are the days that build you most.',
  ],
];

export const STORIES: readonly string[] = [
  'There is a story people tell about bamboo. You plant the seed and water it, and for a long time nothing seems to happen. Week after week, there is nothing to show for the work. Then, almost all at once, it shoots toward the sky. It was never doing nothing. It was growing roots strong enough to hold it up. The work you are doing now is like that: roots first, then height.',
  "Ask a marathon runner how they finish twenty-six miles, and many will tell you the same thing: they don't think about twenty-six miles. They run to the next lamp post, then the next corner, then the next drink station. The whole distance is too much to hold in your head at once. One short stretch at a time is something anyone can do, and it adds up to a finish line.",
  'Climbers on high mountains do not stare at the summit all day. They look at the next handhold, the next step, the next stretch of rope. The summit is the reason they climb, but the next step is how they get there. Keep your eyes on your summit, and your hands on the next step.',
  'Think about the first pancake in the pan. It is almost always a bit of a mess, and nobody cooking breakfast takes that as a sign to give up. They adjust the heat, they pour the next one, and it comes out better. Your first attempts are allowed to be messy too. That is how the good ones get made.',
  "Pilots spend much of a flight slightly off course. Wind and weather push the plane around the whole time. They still arrive where they meant to go, because they keep making small corrections. You don't have to be perfectly on track. You only have to keep correcting, calmly, one adjustment at a time.",
  "Water at ninety-nine degrees is very hot, but it is still just hot water. One more degree and it boils, and that steam can drive an engine. You never know which degree of effort is the one that changes everything. It might be the very next one, so don't stop now.",
  "Picture a stonecutter hammering at a rock. A hundred blows, and not a crack to show for it. Then, on the hundred and first blow, the rock splits in two. It wasn't that last blow that did it. It was all of them together. Every effort you make counts, even the ones that don't seem to show.",
  "Think about a toddler learning to walk. They fall down over and over, sometimes dozens of times a day, and not one of them decides walking just isn't for them. They get up, wobble, and try again, until one day they're running across the room. You were that determined once, and that determination is still in you.",
  "Imagine getting just one percent better every day. On any single day you'd hardly notice the difference. Keep it up for a year, though, and those small gains add up to something remarkable. Progress that feels invisible today is still progress. It is quietly compounding.",
  'You know the old fable of the tortoise and the hare. The hare was much faster, but it stopped, lost focus and fell asleep. The tortoise simply kept going, one steady step after another, and crossed the finish line first. Steady beats speedy more often than we think. Keep your pace, and keep going.',
  'A gardener does not dig up the seeds every morning to check whether they are growing. They water, they wait, and they trust what is happening under the surface. Some of your best progress right now is underground too. Keep watering it.',
];

/** As many as there are story sections, so no two stories open the same way. */
export const STORY_LEADS: readonly string[] = [
  'Think about this for a moment.',
  'Here is something worth remembering.',
  'I want to share a picture with you.',
  'Let me give you an image to hold on to.',
];

export const CONTROL: readonly Beat[] = [
  [
    "Let's talk about control, because a lot of stress comes from holding on to the wrong things.",
    "Here's something that can take a lot of weight off your shoulders.",
  ],
  [
    "There are things you can't control: what other people think, the questions that come up, the exact way things unfold.",
    "Some things are simply out of your hands: other people's choices, the timing, the surprises along the way.",
  ],
  [
    'And there are things you can: how you prepare, how you breathe, how you speak to yourself, and whether you keep going.',
    'But your effort, your attitude and your next step are yours, completely.',
  ],
  [
    'Put your energy where it makes a difference, and let the rest be what it is.',
    "Spend your energy on what's yours to shape. Let go of the rest, one breath at a time.",
  ],
  [
    "It's a relief, isn't it? You were never meant to carry all of it.",
    'Letting go of what you cannot control is not giving up. It is choosing where to be strong.',
  ],
];

export const COURAGE: readonly Beat[] = [
  ['I want to say something about courage.', "Let's talk about courage for a moment."],
  [
    "Courage isn't the absence of fear. It's deciding that something else matters more than the fear does.",
    'Being brave does not mean feeling brave. It means feeling the fear and moving anyway.',
  ],
  [
    "Every brave person you've ever admired was scared at some point. They just didn't let the fear have the final word.",
    'The people we call fearless are usually just people who got used to acting while afraid.',
  ],
  [
    "You don't need a huge amount of courage. A few seconds of it, at the right moment, is often enough to change everything.",
    'Courage is a muscle. Every time you use it, even a little, it grows stronger for next time.',
  ],
  [
    'So when the moment comes and your heart is pounding, take that as your cue. That is exactly when courage gets to show up.',
    'So the next time your heart races, smile a little. That is your courage getting ready.',
  ],
];

export const SMALL_WINS: readonly Beat[] = [
  ["Let's not overlook the small wins.", 'I want you to start noticing your small wins.'],
  [
    "Getting up when you didn't want to. Doing a little when you couldn't do a lot. Those count.",
    'A page read, a call made, a walk taken, a worry put down for an hour. These are wins.',
  ],
  [
    'Small wins build momentum. Each one makes the next one a little easier.',
    'Momentum is built from small things done often. It adds up quietly, and then all at once.',
  ],
  [
    'Try ending each day by naming one thing you did that moved you forward, however tiny.',
    'Write your wins down somewhere. On a hard day, reading that list is like hearing from a friend.',
  ],
  [
    'Over time, those small wins turn into something you can stand on: proof that you are someone who follows through.',
    'Stack enough small wins together and you will barely recognise how far you have come.',
  ],
];

export const CARE: readonly Beat[] = [
  [
    'And please, look after yourself along the way.',
    "Let's talk about looking after the person doing all this work: you.",
  ],
  [
    "Sleep is not a luxury. It's when your mind sorts out what you've learned and your body repairs itself.",
    'Protect your sleep like it matters, because it does. Everything is harder when you are running on empty.',
  ],
  [
    'Eat something good, drink some water, and step outside for a few minutes when you can. Your mind works better when your body is cared for.',
    'Move a little every day, even if it is only a short walk. It clears your head in a way nothing else quite does.',
  ],
  [
    'Rest is part of the work, not a break from it. The strongest people know when to stop and recharge.',
    'Taking a break is not falling behind. It is how you make sure you can keep going.',
  ],
  [
    'Treat yourself the way a good coach would treat their best player: with high standards, and with great care.',
    'Be the kind of friend to yourself that you are to others. You deserve that care too.',
  ],
];

export const COMPARISON: readonly Beat[] = [
  [
    'One more thing that can quietly drain your energy: comparison.',
    "Let's talk about comparison, because it steals more energy than almost anything else.",
  ],
  [
    "It's easy to look at other people and think they have it all figured out. But you're comparing your behind-the-scenes with their highlights.",
    'Everyone else seems to be further ahead, until you remember you only ever see the parts they choose to show.',
  ],
  [
    'Your path is your own, and so is your timing. Nobody else is running your exact race.',
    'You are on your own road, at your own pace, for your own reasons. That is exactly how it should be.',
  ],
  [
    "The only comparison that really matters is between who you were and who you're becoming, and on that score, you're doing well.",
    'If you must compare, compare yourself with where you started. You will be surprised by the distance.',
  ],
  [
    "Celebrate other people's success too. There's room for all of you, and their wins show what's possible.",
    "Let other people's progress inspire you rather than shrink you.",
  ],
];

export const QUESTIONS: readonly Beat[] = [
  [
    'Here are a few questions worth sitting with.',
    'Let me leave you with some questions to carry with you.',
  ],
  [
    'What would you try next if you knew you could not fail?',
    'What would you do today if you trusted yourself completely?',
  ],
  [
    "What's one thing you've already done that you'd be proud to tell a friend about?",
    'When did you last surprise yourself? What did that moment teach you?',
  ],
  [
    "What's the smallest step that would make tomorrow a little better than today?",
    'What is one thing you could do this week that your future self will thank you for?',
  ],
  [
    "You don't need perfect answers, just honest ones. They'll point you in the right direction.",
    'Let the answers come in their own time. Asking the questions is already a step forward.',
  ],
];

export const PERSPECTIVE: readonly Beat[] = [
  ["Let's zoom out for a moment.", 'Step back with me and look at the bigger picture.'],
  [
    'Think about where you will be in five years. This moment probably will not feel as heavy then, but what you learn from it might still be helping you.',
    "A year from now, this will be part of your story, and it will be a chapter you're glad you wrote.",
  ],
  [
    'Most of the things we worry about never happen the way we fear, and the ones that do are rarely as bad as we imagined.',
    "Your mind is very good at imagining the worst. It's much less good at predicting it.",
  ],
  [
    "This moment matters, but it is not everything. Your worth doesn't rise or fall on a single day.",
    'Whatever happens, you will still be you: capable, growing and worth believing in.',
  ],
  [
    "Hold it seriously, but lightly. That's how people do their best work.",
    'Care about it deeply, and then let it be one part of a full life, not the whole of it.',
  ],
];

export const PERMISSION: readonly Beat[] = [
  ['I also want to give you a few permissions.', "Here are some things you're allowed to do."],
  [
    "You're allowed to be nervous and capable at the same time.",
    'You are allowed to be a work in progress and still be proud of yourself.',
  ],
  [
    "You're allowed to ask for help, to take a break, and to start again as many times as you need.",
    "You're allowed to go slowly. Slow is still moving.",
  ],
  [
    "You're allowed to want more for yourself, without apologising for it.",
    "You're allowed to take up space and be seen for what you can do.",
  ],
  [
    "And you're allowed to believe that this could go well. It really could.",
    'And you are allowed to succeed. Let yourself imagine it, and let yourself have it.',
  ],
];

export const FIRE: readonly Beat[] = [
  ["There's something inside you that I want you to notice.", "Let's talk about the fire in you."],
  [
    "It's the part of you that keeps hoping, keeps trying, and brought you here today.",
    "It's the same spark that has carried you through every hard thing so far.",
  ],
  [
    "Some days it burns bright, and some days it's barely a glow. But it never goes out.",
    'Even on the quiet days it is still there, waiting for a little air.',
  ],
  [
    'Feed it. Give it a goal, a reason and a little belief, and watch what happens.',
    'Protect it from the thoughts that try to put it out. It is precious, and it is yours.',
  ],
];

export const AFTERWARDS: readonly Beat[] = [
  ['And think about what comes after this.', "Let's look past this moment for a second."],
  [
    "Whatever the result, there will be a next step, and you'll be better prepared for it because of what you're doing now.",
    "This is one chapter, not the whole book. There's more ahead, and it's worth being excited about.",
  ],
  [
    'The confidence you build here will go with you into every new challenge.',
    'What you learn here becomes part of your toolkit for everything that follows.',
  ],
  [
    'So give this your best, and then let yourself move on to the next good thing.',
    'Do your part well, then trust that the path keeps unfolding in front of you.',
  ],
];

export const VISUALISE: readonly Beat[] = [
  {
    encouraging: [
      'Now, close your eyes for a moment if you can, and picture it going well.',
      'I want you to imagine something with me, just for a moment.',
    ],
    confident: [
      'Now see it clearly, the way it is going to happen.',
      'Picture the moment, exactly as you intend it to go.',
    ],
    gentle: [
      'If it feels right, let your eyes close for a moment, and gently picture it going well.',
      "Let's imagine, softly, how this could feel when it goes well.",
    ],
    energetic: [
      'Now picture it! See it! Feel it going right!',
      'Close your eyes and see it: you, in that moment, nailing it!',
    ],
  },
  [
    'You breathe in, you begin, and it starts to flow. Not perfectly, but truly, and that is what counts.',
    'You take the first step, and then the next one, and you notice you are steadier than you expected.',
  ],
  [
    'Feel what it is like when it is done: the relief, the pride, the quiet knowledge that you did the thing you were worried about.',
    'Notice the moment it is over, and the warm rush of knowing you gave it your best.',
  ],
  [
    'See yourself telling someone who cares about you how it went, and see yourself smiling as you tell it.',
    'Imagine walking away from it lighter, standing a little taller than before.',
  ],
  [
    "Hold that picture. It isn't a fantasy. It's a preview of something you are capable of.",
    'Keep that picture close. You will meet it again, for real.',
  ],
];

export const TOPIC_SCENES: Readonly<Record<Topic, readonly string[]>> = {
  interview: [
    'You walk in, you shake hands, you sit down, and you answer the first question clearly. You can see them leaning in to listen.',
    'You are in the room, calm and clear, telling them about the work you are proud of, and they are nodding along.',
  ],
  presentation: [
    'You look up from your notes, the room is with you, and your voice is steady and warm.',
    'You stand up, you say your opening line, and you feel the room settle in to listen.',
  ],
  exam: [
    'You turn over the paper, read the first question, and realise you know exactly how to start.',
    'You sit down, your pen moves, and the things you studied come back one after another.',
  ],
  fitness: [
    'Your feet find their rhythm, your breathing settles, and you feel strong with every step.',
    'You are moving, your body warm and ready, doing something you once thought was out of reach.',
  ],
  health: [
    'You wake up feeling lighter and clearer, proud of the choices you made yesterday.',
    'You see yourself weeks from now, feeling better in your body, and grateful you started today.',
  ],
  career: [
    'You see the work finished, and the people around you recognising what you have built.',
    'You walk into work knowing exactly what you will move forward today, and you do it.',
  ],
  personal: [
    'You see yourself a few months from now, looking back at today as the day it really started.',
    'You picture yourself living the change you want, and it feels natural, like it was always yours.',
  ],
};

export const FUTURE_SELF: readonly Beat[] = [
  [
    'Now imagine the person you will be a year from now, looking back at this moment.',
    'Try to picture yourself some time from now, on the other side of this.',
  ],
  [
    'That future you knows something you do not know yet: that you made it through, and that it was worth it.',
    'That version of you is not surprised by how things turned out. They always knew you had it in you.',
  ],
  [
    'If they could say one thing to you right now, it might be this: thank you for not giving up.',
    'They would tell you to be a little kinder to yourself, and a little braver, starting today.',
  ],
  [
    "Every choice you make this week is a gift to that person. Let's give them something good.",
    'You are building their life with what you do now. Build it with care.',
  ],
  [
    "So act today the way that future you would thank you for. It doesn't have to be big. It just has to be real.",
    'Make them proud, not with perfection, but with effort and with honesty.',
  ],
];

export const IDENTITY: readonly Beat[] = [
  [
    "This is about more than one moment. It's about who you are becoming.",
    'In the end, this is about more than a single day. It is about the person you are choosing to be.',
  ],
  [
    'Every time you act in spite of fear, you become a little more of the person you want to be.',
    'Each brave choice, however small, changes what you believe about yourself.',
  ],
  [
    'You are building a habit of showing up, and that habit will carry you far beyond this.',
    'What you practise now, courage and patience and effort, stays with you for life.',
  ],
  [
    'One day you will look back on this season of your life and be proud of how you handled it.',
    'The person who comes out the other side of this will be stronger, calmer and surer. You are already meeting them.',
  ],
  [
    "You are not the sum of your worst days. You're the person who keeps coming back.",
    "Who you are shows in what you do when it's hard, and look at what you're doing right now.",
  ],
];

export const GRATITUDE: readonly Beat[] = [
  [
    'Before we finish, take a moment to notice what is already good.',
    'I want you to pause for a second and notice something good in your life right now.',
  ],
  [
    'Maybe it is a person, a place, or simply the fact that you are still trying. Let yourself feel grateful for it.',
    'It might be something small, like a kind message, a good meal, or a quiet morning. Small good things count.',
  ],
  [
    'Gratitude does not ignore the hard parts. It simply reminds you that the hard parts are not the whole story.',
    'When you notice what is going right, you give yourself more to stand on when things get difficult.',
  ],
  [
    "And thank yourself, too, for the effort you've already made. It hasn't gone unnoticed.",
    'Be grateful for your own persistence. It has brought you further than you realise.',
  ],
];

export const ACTION: readonly Beat[] = [
  {
    encouraging: [
      (s) =>
        `So here's what I'd love you to do: pick one small step toward ${s.shortSubject}, and take it today. I believe in you.`,
      "You're ready to take the next step. Take it gently, take it bravely, and take it today.",
      'Choose one thing you can do in the next hour, and do it. That is how momentum begins.',
      'You have more in you than you know. Let the next small step prove it.',
    ],
    confident: [
      (s) =>
        `So here is your call: decide, right now, that you will meet ${s.shortSubject} with everything you have. Then go and do it.`,
      "Stand tall, take the first step, and don't look back. You have work to do, and you are ready to do it.",
      'Make the decision now, and let your actions follow it.',
      'Set your first step, set its time, and keep the appointment with yourself.',
    ],
    gentle: [
      (s) =>
        `When you're ready, and only when you're ready, take one small step toward ${s.shortSubject}. That is all that's needed today.`,
      'Be gentle with yourself as you go. One kind step today is worth more than a hundred anxious ones.',
      'There is no rush. One gentle step, whenever you are ready, is plenty.',
      'Let the next step be a small and kind one, taken at your own pace.',
    ],
    energetic: [
      (s) => `So get up! Take the first step toward ${s.shortSubject}, and take it right now!`,
      "Don't wait for the perfect moment. This is the moment! Go!",
      'Move now! One step, then another, and feel the momentum build!',
      'Get going! The first step is the hardest, and you are about to take it!',
    ],
  },
  [
    (s) => {
      const time = ahead(s);
      return time && `When ${time} comes, you won't just show up. You'll show up ready.`;
    },
    'Start with the smallest next step, and let momentum do the rest.',
    'One small move is all it takes to get things rolling again.',
    'Begin somewhere small. Small beginnings have a way of growing.',
    'The next step does not have to be big. It only has to be yours.',
    'Take one step, notice it, and let it make the next one easier.',
  ],
  [
    'You have everything you need to begin. Not to finish, just to begin, and beginning is the hardest part.',
    'The best time to start was yesterday. The second best time is right now.',
  ],
  [
    "Decide what your first step is and when you'll take it. Say it out loud if you can.",
    "Put a time on it: today, at an hour you choose, you'll take that first step.",
  ],
];

export const CLOSING: readonly Beat[] = [
  {
    encouraging: [
      (s) =>
        greet(
          s,
          "you've got this. I'm proud of you already, and I can't wait to see what you do next.",
        ),
      (s) =>
        greet(
          s,
          'remember: you are capable, you are prepared, and you are not alone. Go and show them who you are.',
        ),
      (s) =>
        greet(s, 'keep going. You are further along than you think, and I am cheering for you.'),
      (s) => greet(s, 'you can do this, one step at a time, and you do not have to do it alone.'),
      (s) => greet(s, 'hold on to what you heard here, and carry it with you into whatever comes.'),
    ],
    confident: [
      (s) => greet(s, 'you are ready. You have always been ready. Now go and prove it.'),
      (s) => greet(s, 'this is your moment, and you will own it. Go.'),
      (s) => greet(s, 'you know what to do. Go and do it.'),
      (s) => greet(s, 'trust your preparation, trust yourself, and begin.'),
      (s) => greet(s, 'the next move is yours. Make it count.'),
    ],
    gentle: [
      (s) =>
        greet(
          s,
          "be kind to yourself today. You're doing better than you think, and you're going to be okay.",
        ),
      (s) =>
        greet(
          s,
          'take a deep breath, and carry this calm with you. You are enough, exactly as you are.',
        ),
      (s) => greet(s, 'go softly, and remember that you are doing well.'),
      (s) => greet(s, 'let this calm stay with you a little longer. You are going to be alright.'),
      (s) => greet(s, 'you are allowed to take this slowly. You are enough as you are.'),
    ],
    energetic: [
      (s) => greet(s, 'this is your time! Go out there and make it count!'),
      (s) => greet(s, 'up you get! Time to show what you are made of!'),
      (s) => greet(s, 'this is it! Go and make it happen!'),
      (s) => greet(s, "let's go! You've got this, and the world is about to find out!"),
    ],
  },
];

export const STYLE_LINES: Readonly<Record<VoiceStyle, readonly string[]>> = {
  warm: [
    "I'm right here with you in this, cheering for you the whole way.",
    "Think of me as a friend in your corner, because that's exactly what I am.",
    "We're in this together, you and me.",
  ],
  professional: [
    "Let's look at this clearly and practically.",
    'Here is the situation as I see it: you have the ability, and now you have a plan.',
    'Good preparation and a clear head will take you a long way.',
  ],
  soothing: [
    'Let your shoulders drop a little as you hear this.',
    'Breathe slowly, and let each word settle before the next one.',
    "There's a quiet strength in you, and it doesn't need to shout.",
  ],
};

export const GOAL_LEADS: readonly string[] = [
  "And this isn't the only thing you're working toward.",
  "Let's not forget what you've set out to do for yourself.",
  'I also want to remind you of what you are building beyond this moment.',
];

export const GOAL_TIES: Readonly<Record<GoalCategory, readonly string[]>> = {
  job_interview: [
    'Every conversation you prepare for moves you closer to it.',
    'Each interview, whatever the outcome, sharpens you for the one that says yes.',
    'Every question you practise answering makes the next conversation easier.',
    'You are building toward it every time you show up prepared.',
  ],
  fitness: [
    'Every session, even the short ones, counts toward it.',
    'Each time you move your body, you are training for it.',
    'Every time you move, even for a few minutes, you are building toward it.',
    'Your body keeps count of every effort, and it is adding up.',
  ],
  presentation: [
    'Every rehearsal is an investment in it.',
    'Each time you speak up, you get closer to it.',
    'Every time you speak up, you are practising for it.',
    'Each small act of courage in front of others brings it closer.',
  ],
  personal: [
    'Every small, honest step you take is part of it.',
    'Each day you choose growth, you are living it.',
    'Every honest effort you make belongs to it.',
    'You move toward it each time you choose what matters to you.',
  ],
  career: [
    'The effort you are putting in now is building it.',
    'Every piece of good work you do is a brick in it.',
    'Each piece of work you finish is part of it.',
    'The skills you are building now are the foundation for it.',
  ],
  health: [
    'Each healthy choice you make is a vote for it.',
    'Every good day you string together brings it closer.',
    'Each small, healthy choice adds up to it.',
    'Every day you look after yourself, you are moving toward it.',
  ],
};

export const GOAL_CLOSERS: readonly string[] = [
  "What you do next doesn't just help with one thing. It moves all of it forward.",
];

/** Closers for two or more goals: "these goals" only when there are several. */
export const GOALS_CLOSERS: readonly string[] = [
  "These goals are proof that you're someone who plans to grow, and today is part of that plan.",
  'Each of these goals is a promise you made to yourself, and you are keeping them one step at a time.',
];

/** The closer for one goal. */
export const GOAL_CLOSER_ONE: readonly string[] = [
  'This goal is proof that you plan to grow, and today is part of that plan.',
  'This goal is a promise you made to yourself, and you are keeping it one step at a time.',
];

/** Short lines a tone adds between sentences: the tone's energy and rhythm. */
export const ACCENTS: Readonly<Record<Tone, readonly string[]>> = {
  energetic: [
    'Yes!',
    "Let's go!",
    "You've got this!",
    'Own it!',
    'Believe it!',
    'Keep going!',
    'Absolutely!',
    'Go for it!',
    "Let's do this!",
    'All in!',
    "That's the spirit!",
    'Bring it on!',
    'No limits!',
    'Nothing can stop you!',
  ],
  confident: [
    'That is a fact.',
    'Remember that.',
    'Nothing about that is luck.',
    'You earned that.',
    'No doubt about it.',
    "That's who you are.",
    'Count on it.',
    'That is not up for debate.',
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
    'You can do this.',
    "That's worth remembering.",
    'I mean that.',
    'You are doing so well.',
    'Be proud of that.',
    'Let that sink in.',
    'That is worth celebrating.',
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
  ],
};
