import type { Line } from './phrase-bank.ts';
import { foremost, theirWords } from './phrase-bank.ts';
import type { KindMaterial } from './kind-material.ts';

/**
 * What the built-in writer says to someone who does not know what to do with their life, or what
 * comes next after an ending ("i have no idea what to do with my life", "finished my degree and
 * feel completely lost about what next", "im 40 and feel like i never found my thing"), read as a
 * change named "the question of what comes next" (`DIRECTION_LOST` in read-context.ts). It takes the
 * place of the change's own material, whose lines are for a move or a new start already chosen:
 * not knowing is common and no failing; paths are found by trying more than by thinking; small
 * experiments; following what holds their attention; a direction can change; less comparing with
 * others' highlight reels; money named gently where they name it; and a line for the day something
 * clicks. No hype, and no nerves before a moment that is not there (docs/decisions/built-in-writer.md).
 */

/** Money or practical needs in their words: rent, bills, no money. */
const MONEY =
  /\b(?:money|rent|bills|savings|afford|skint|broke|benefits|debts?|overdraft|mortgage|pay|paying|payments?|income|wages?)\b/;
/** Hope running low in their words: "whats the point", "pointless", "worthless". */
const HOPE_LOW =
  /\b(?:hopeless|pointless|what'?s (?:the )?point|no point|depress\w*|worthless|useless|(?:can't|cannot) cope|failure|a mess|empty|numb|(?:feel|feeling) (?:so |really )?(?:low|down))\b/;
/** Others in their words: everyone has a plan, friends with it all sorted. */
const OTHERS =
  /\b(?:everyone|everybody|friends|people my age|others|other people|compar\w*|instagram|social media)\b/;
/** Time gone by in their words: "still dont know", "never found my thing", "at 52". */
const AGE = /\b(?:still|never|anymore|years|age|old|older|thirty|forty|fifty|sixty|[2-6]\d)\b/;
/** An ending behind them: school, a degree, a job quit or lost. */
const ENDED =
  /\b(?:finish\w*|graduat\w*|quit|left|leaving|redundan\w*|laid|retir\w*|dropped|school|uni|university|college|degree|exams|phd|masters|course)\b/;
/** A job left or lost. */
const JOB_ENDED = /\b(?:quit|redundan\w*|laid|job|work|career|retir\w*)\b/;

/** A line said only when their words match `pattern`. */
function when(pattern: RegExp, line: string): Line {
  return (s) => (pattern.test(theirWords(s)) ? line : null);
}

/** The same, said before the others of its beat whenever it applies. */
function first(pattern: RegExp, line: string): Line {
  return foremost(when(pattern, line));
}

/** Telling someone when the low days pile up: said first where their hope is running low. */
const LOW_DAYS =
  '{If the low days start to pile up|If you feel low for days at a time|When the low feeling stays for days}, tell someone: {a friend, or your GP|someone close, or your doctor}. {Not knowing what comes next can weigh a lot, and you do not have to carry it alone|This is not something you have to carry on your own}.';

/** Money named gently, with a first step and no promise: said first where money is in their words. */
const MONEY_FIRST =
  '{If money is part of the worry|If money is tight while you work this out|With money on your mind}, let the first step be a practical one: {work that pays the bills for now|a job that covers the basics for now} is not a wrong turn. {It buys you time to look around, and plenty of people find their direction from there|Plenty of people find their direction while a steady job keeps the lights on}.';

/**
 * Words of other situations, kept out of the shared lines said to someone who does not know what
 * comes next (local.ts): a task to get done ("open the email, find the number, put your shoes
 * on", "Text someone afterwards"), nerves before a moment and readiness for it, an event "you are
 * about to" do or has "gone through with", a doubt or an inner critic they never named ("the thing
 * that used to throw you"), a move to settle into, a setback, quitting (said to someone who quit a
 * job), and hype ("crush it"). None of them was written for a life still to shape.
 */
export const NOT_FOR_DIRECTION =
  /\b(?:open the email|find the number|put your shoes on|shoes|about to|nervous|nerves|fearing it|(?:do|did|doing) it anyway|afterwards|if it goes badly|what you are facing|what just happened|used to throw you|throw you|the doubt|doubts?|inner critic|critic|impost[eo]r|fraud|(?:feels?|feeling) (?:completely )?ready|ready than you feel|anyone feels ready|readiness|before you (?:begin|start|go)|on the day|the big day|the day itself|walk in|walking in|step through|stepping through|knowing the way|recognising faces|settl\w*|new place|new home|unpack\w*|first week|first day|a few months in|get it done|got it done|that it is done|over with|out of the way|the hardest part is the thinking|nearly over|behind you soon|bigger than they are|worst case|prove|proving|win|winning|crush\w*|smash\w*|nail it|go and do it|beginning is the hardest part|you have work to do|at stake|break-?ups?|your ex|what you lost|gone through with it|i did that|when it is (?:finished|done)|it is done|nearly done|going to happen|choose the moment|how it went|walking away from it|want this|setbacks?|box to tick|towards? the question|needs fuel|quit\w*|problem in front of you|moved far from home|where you want to be|how this goes|step by step, with you|imagine it going|questions that come up|how you prepare)\b/;

/** Good news beside the question ("passed my exams and now no idea what to do"), said first. */
function newsFirst(line: (news: string) => string): Line {
  return (s) => (s.goodNewsBeside === null ? null : line(s.goodNewsBeside));
}

/** Good news they told beside not knowing what comes next: named first, before the question. */
export const DIRECTION_NEWS_FIRST: readonly Line[] = [
  newsFirst(
    (x) =>
      `First, congratulations on ${x}. That is a real achievement, and it stays yours while you work out what comes next.`,
  ),
  newsFirst(
    (x) =>
      `Before anything else: well done on ${x}. It counts, even if it has opened up a question you cannot answer yet.`,
  ),
  newsFirst(
    (x) =>
      `Congratulations on ${x}. Finishing one thing often brings up the question of what now, and that takes nothing away from what you did.`,
  ),
  newsFirst(
    (x) =>
      `Let's start with the good part: congratulations on ${x}. You earned that, and you are allowed to enjoy it while the next part is still unclear.`,
  ),
  newsFirst(
    (x) =>
      `{Well done on|I am glad for you about} ${x}. {Not knowing what to do next does not make it any smaller|The question it leaves behind does not make it any smaller}.`,
  ),
  newsFirst(
    (x) =>
      `${x.charAt(0).toUpperCase()}${x.slice(1)} {took real work|was hard won}, and {it deserves to be noticed before anything else|it deserves a proper moment first}.`,
  ),
  newsFirst(
    (x) =>
      `{Congratulations|Good for you}, first of all, on ${x}. {Endings like that often leave people wondering what now|A lot of people feel a bit lost straight after something like that}, and it is worth being proud of anyway.`,
  ),
];

export const DIRECTION: KindMaterial = {
  acknowledge: [
    [
      'Not knowing what to do with your life is one of the most common feelings there is, and one of the least talked about.',
      '{Not knowing what comes next|Having no clear answer about what comes next} can feel lonely, as if everyone else was handed a map and you were not.',
      'It is unsettling to look ahead and see fog where you expected a path. {That is a hard feeling, and a very human one|Of course that feels uneasy}.',
      'Wondering what you are meant to be doing is tiring, especially when people keep asking.',
      'Not having it worked out yet is not a failing. It is where most people are, far more often than they admit.',
      when(
        ENDED,
        '{Something has ended, and the next thing has not shown itself yet|One chapter has closed, and the next one has not opened yet}. That gap between the two is {an uncomfortable place to stand|hard to sit in}, and it is also {completely normal|where most new starts begin}.',
      ),
      when(
        JOB_ENDED,
        'Leaving a job, by choice or not, takes away more than a routine. It can take away the answer to "what do you do?" for a while, and that is {disorienting|unsettling}.',
      ),
      when(
        AGE,
        'Whatever your age, not knowing is allowed. {Plenty of people find their work at 30, 40 or 50, and plenty change it more than once|People change course at every age; there is no cut-off for finding your thing}.',
      ),
    ],
    [
      'You might feel restless, flat, or a bit behind, sometimes all on the same day. All of that is ordinary at a crossroads.',
      'It is natural to dread the question "so what are you doing now?". {You do not owe anyone a neat answer|Nobody is owed a neat answer}.',
      'Part of you may want someone to just tell you what to do. That is a very understandable wish.',
      'You may have expected to feel sure by now. Most people never feel fully sure; they try something and adjust.',
      'Some days you may feel excited by all the open doors, and some days overwhelmed by them. Both are part of this.',
      'It can feel as if everyone else {found their thing|knew their path} years ago. From the outside, other lives always look tidier than they are.',
      when(
        MONEY,
        'And if money is part of it, that worry sits underneath everything else. It makes sense that you feel it.',
      ),
      when(
        OTHERS,
        'Watching other people seem to have a plan can make your own uncertainty feel louder. What you see of their lives is mostly the highlight reel.',
      ),
    ],
    [
      '{Not knowing yet is not the same as being lost for good|Not knowing yet is a stage, not a verdict}. It means the next part is still open.',
      'There is nothing wrong with you for not having an answer. {Most people work it out slowly, and out of order|Most people piece it together slowly, rarely in a straight line}.',
      'Feeling unsure about your direction says you care about spending your life well. That is a good thing to care about.',
      'You are not behind. There is no single timetable that everyone else is keeping and you are missing.',
      'Being unsure is a place you are in for now, not a description of who you are.',
      'A lot of people who seem certain simply picked something and kept going. Certainty usually comes later, if it comes at all.',
      'Nobody gets a clear view of their whole life in advance. {You only ever need to see the next bit|Seeing the next bit is enough}.',
    ],
  ],
  reframe: [
    [
      'Most people do not think their way to a direction. They try their way to it: one small thing, then another, noticing what fits.',
      'You will learn more about what you want from one afternoon of trying something than from a month of thinking about it.',
      'A direction tends to show itself through doing. Thinking matters, but it works best on things you have actually tried.',
      'You do not have to find your passion first. Often interest comes from doing something for a while, not before it.',
      'Clarity usually comes after action, not before it. {That is the part nobody tells you|Almost nobody hears that early enough}.',
      'You are not looking for one perfect answer. You are looking for a next step worth trying.',
      'The question "what should I do with my life?" is too big to answer in one go. "What could I try this month?" is not.',
    ],
    [
      'A direction is not a life sentence. {You can choose one, learn from it, and change it|Whatever you choose now, you are allowed to change it later}.',
      'Very few people end up doing what they planned at eighteen, or even at thirty. Changing course is normal, not a sign of failure.',
      'Nothing you try is wasted. Even the things that turn out not to fit teach you something you needed to know.',
      'You are allowed to have more than one path in a lifetime. Most people do.',
      'Choosing something for now is not the same as choosing it forever.',
      "A wrong turn is rarely as costly as it feels. {It usually becomes part of the story of how you found what fits|Most people's wrong turns end up as part of how they found their way}.",
      'Your life does not need a single grand plan. It can be built a season at a time.',
    ],
    [
      "Other people's lives look more certain from the outside than they feel from the inside. You are comparing your behind-the-scenes with their highlight reel.",
      "Comparing your path with someone else's timeline rarely tells you anything useful. {Their road is not your road|You are not on their road}.",
      'Notice what holds your attention without you trying: what you read about, what you lose track of time doing, what you would talk about all evening. Those are clues.',
      'Curiosity is a better guide than certainty. Follow what you keep coming back to, even if it seems small.',
      'What you do not want is useful information too. Every "not that" narrows the search.',
      'You do not need permission to explore. {Trying things is not dithering; it is how direction is found|Trying things out is the work, not a delay}.',
      'Interests that seem too small or too odd to build on are often exactly where something starts.',
    ],
  ],
  strengths: [
    [
      'You are asking the question honestly, which is more than many people do. That takes courage.',
      'You already know some things about yourself: what drains you, what lifts you, what you are good at without trying. That is a start.',
      'Everything you have done so far, paid or not, finished or not, has taught you something you can use.',
      'You have got through uncertain stretches before. You found your footing then, and you can now.',
      'Coming here to think about it says you have not given up on finding your way.',
      'You are allowed to be someone who is still working it out, and still be someone worth knowing.',
      'The fact that you care about getting this right says a lot about you.',
    ],
    [
      'The people who know you well often see your strengths more clearly than you do. It is worth asking them.',
      'Someone you know is doing work you have wondered about, and would probably be glad to tell you what it is really like.',
      'Friends, family, old teachers or colleagues: people are usually happy to help someone work out a next step.',
      'The people who love you are not waiting for you to have a plan before they are proud of you.',
      'You do not have to work this out on your own. Talking it through with someone often loosens the knot.',
      'There are people rooting for you, whatever you end up doing.',
      'Letting one person in on how unsure you feel can make it much lighter to carry.',
    ],
    [
      'Every small thing you try this month counts, whether or not it turns out to be the one.',
      'Trying something and finding it is not for you is a real result, not a failure.',
      'A day when you learned one thing about what you like is a day well spent.',
      'Small steps towards finding out are still steps, even when nobody else can see them.',
      'You can be proud of staying curious while things are unclear.',
      'Keeping your options open while you explore is not indecision. It is a sensible way to look.',
      'Being honest with yourself about what you do not know is a strength, not a weakness.',
    ],
  ],
  steps: [
    first(HOPE_LOW, LOW_DAYS),
    first(MONEY, MONEY_FIRST),
    'Ask someone who does work you are curious about for a short chat about what their days are really like. {People say yes to that more often than you would expect|Most people are glad to be asked}.',
    'Try one small experiment this month: {a short course, a day of volunteering, or a weekend project|a taster session, a day of volunteering, or a small project of your own}. {Treat it as finding out, not as a commitment|It is a way of finding out, nothing more binding than that}.',
    'For two weeks, jot down the moments you lose track of time, and the moments you feel drained. {Patterns show up faster than you would think|A pattern usually shows itself sooner than you expect}.',
    'Write down three things you have enjoyed doing, at any age, and what they have in common.',
    'Make a list of ten things you might like to try, without judging any of them. Then pick the easiest one to test.',
    'Spend one afternoon volunteering somewhere that interests you, just to see how it feels to be there.',
    'Take one free online course or taster session in something you have always wondered about.',
    'Start a small weekend project that is purely for you: {build something, make something, learn something|something you make, fix or learn for its own sake}. Notice whether you want to come back to it.',
    'Ask two people who know you well what they think you are good at, and what they have seen you light up about.',
    'Choose one question to answer this month, such as "do I like working with people or with things?", and one way to test it.',
    'Unfollow a few accounts that leave you feeling behind, and follow a few people doing interesting, ordinary work.',
    'Read about or watch someone describe a typical day in a job you have wondered about. Notice whether you feel drawn in or relieved it is not yours.',
    'If a careers service or adviser is open to you, book a session. {They help people at every age with exactly this|Helping people with exactly this is their job, at any age}.',
    'Give yourself a gentle deadline to try one thing, not to decide everything. {Trying is the part you can schedule|You can schedule a try; you cannot schedule certainty}.',
    'Say yes to one invitation or opportunity you would usually skip, and treat it as information.',
    'Notice what you find yourself reading, watching or talking about when nobody is asking you to. Write those things down.',
    'Shadow someone for a day, or ask to sit in on their work for an hour, if you can.',
    'Pick something you can do part-time or on the side to test an interest before you change anything big.',
    'Keep a simple note of what you have tried and what you learned from each. {It turns a fog into a record|It makes progress visible when it does not feel like progress}.',
    'Talk it through out loud with someone you trust. Saying it often shows you what you already half know.',
    'Set aside an hour a week for exploring, and let the rest of the week be about living well now.',
    'Look back at the last few years and notice what you were proudest of. Ask what that says about what matters to you.',
    'If you are choosing what to study or train in, speak to one or two people already on that course before you decide.',
    'Keep looking after the basics while you work this out: sleep, food, daylight, people you like. A rested mind is better at noticing what fits.',
    LOW_DAYS,
  ],
  picture: [
    [
      'Picture an ordinary afternoon, some months from now, spent on something you chose to try, and the small pull of wanting to do more of it.',
      'Imagine the day something clicks: a conversation, a task, a place, and the quiet thought, "I could do this".',
      'See yourself telling a friend about something you have started exploring, and noticing how much you want to talk about it.',
      'Picture a notebook filling up with things you tried and what each one taught you.',
      'Imagine a morning when the question of what comes next feels less like pressure and more like curiosity.',
      'Picture yourself in a year, further along a path you picked for now, and glad you started before you felt sure.',
      'See yourself finishing a small project and feeling, for the first time in a while, that you made something yours.',
    ],
    [
      'Picture the person who already does the work you are curious about, and the chat where they tell you how they really got there.',
      'Imagine looking back on this stretch one day and seeing it as the time you started finding your way.',
      'See yourself giving advice to someone younger who feels lost, and how kindly you would speak to them.',
      'Picture yourself trying something new and enjoying being a beginner, without needing it to be the answer.',
      'Imagine a week with one small experiment in it, and how much lighter the question feels once you are doing something.',
      'Picture a moment, maybe soon, when you notice you have been absorbed in something for hours and did not see the time go.',
      'See yourself saying "I am trying a few things" when someone asks, and meaning it without apology.',
    ],
    [
      'Now picture a friend in your place, unsure what comes next. Say to yourself what you would say to them.',
      'Imagine your younger self seeing you now, still curious, still looking, and how proud they would be that you kept asking.',
      'Picture the people who believe in you, whatever path you choose.',
      'See yourself on a walk, letting the question rest for an hour, and noticing what comes to mind when you stop pushing.',
      'Imagine looking at your life as a series of chapters instead of one plan, and feeling free to start the next one.',
      'Picture the open road of the next few years as room to explore, not a test you are failing.',
      'See yourself a few years on, with a direction that fits, remembering that it started with one small try.',
    ],
  ],
  closing: [
    [
      'You do not have to know the whole way. You only need the next small step.',
      'Try one thing, notice what it tells you, and let that be enough for now.',
      'Stay curious. Your direction is out there to be found by doing, not by waiting to be sure.',
      'Not knowing yet is allowed. Keep exploring, gently.',
      'Be patient with yourself. Most good paths are found a step at a time.',
      'Whatever you choose next, you can change it. That freedom is yours.',
      'Follow what holds your attention. It is usually pointing somewhere.',
    ],
    [
      'You are not behind. You are in the middle of finding out.',
      'The question of what comes next is big, but your next step can be small.',
      'You have time to work this out, and you do not have to do it alone.',
      'There is more than one good life open to you. Go and look at a few of them.',
      'You are allowed to take your time, and to try things along the way.',
      'Something will click one day, and it will most likely be while you are trying something.',
      'Keep asking, keep trying, keep noticing. That is how a direction is found.',
    ],
    [
      'Go easy on yourself today.',
      'I believe in what comes next for you.',
      'Take care of yourself while you look.',
      'One small try at a time is enough.',
      'Be kind to yourself this week.',
      'You are not doing this alone.',
      'Rest well, and explore when you are ready.',
    ],
  ],
};
