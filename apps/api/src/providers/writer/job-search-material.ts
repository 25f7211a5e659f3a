import type { Line } from './phrase-bank.ts';
import { foremost, theirWords } from './phrase-bank.ts';
import type { KindMaterial } from './kind-material.ts';

/**
 * What the built-in writer says to someone in a long or hard job search ("ive been looking for work
 * for six months and nothing", "100 applications and not one interview"), read as a setback named
 * "your job search" (`JOB_SEARCH` in read-context.ts). It takes the place of the setback's own
 * material, whose lines are for a blow already landed (a break-up, a failed exam, a job lost today):
 * the silence and the rejections are no verdict on their worth; one good application beats twenty
 * rushed ones; the days get a shape; people are told they are looking; money worry is named gently,
 * with advice and no promises; small wins that need nobody's reply; and a line for the day an
 * interview comes. No hype, and no nerves before a moment that is not there
 * (docs/decisions/built-in-writer.md).
 */

/** Money in their words: rent, bills, savings running out. */
const MONEY =
  /\b(?:money|rent|bills|savings|afford|skint|benefits|debts?|overdraft|mortgage|paying|payments?)\b/;
/** Hope running low in their words: "losing hope", "whats the point", "feel useless". */
const HOPE_LOW =
  /\b(?:(?:losing|lost|lose|no|out of|running out of) hope|hopeless|pointless|what'?s (?:the )?point|depress\w*|worthless|useless|giv(?:e|ing) up|gave up|(?:can't|cannot) cope|failure|exhausted|drained|(?:feel|feeling) (?:so |really )?(?:low|down))\b/;
/** Noes had: rejections, no offers. */
const REJECTED = /\b(?:reject\w*|turned|offers?|noes)\b/;
/** Nothing heard back: silence, no replies, not one interview. */
const SILENCE =
  /\b(?:nothing|silence|silent|ghost\w*|replies|reply|response|responses|hear|heard|callbacks?|interview|interviews)\b/;
/** Let go before the search began: laid off, made redundant. */
const LET_GO = /\b(?:laid|redundan\w*|let go|fired|sacked|lost your job)\b/;
/** Searching after study: a graduation, a degree. */
const GRADUATE = /\b(?:graduat\w*|degree|uni|university|college|course)\b/;

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
  '{If the low days start to pile up|If the low days keep coming|When the hope runs low for days at a time}, tell someone: {a friend, or your GP|someone close, or your doctor}. {A long search wears people down, and you do not have to carry it alone|Long searches wear people down, and this is not yours to carry alone|Nobody should carry a long search on their own}.';

/** Money named with advice and without promises: said first where money is in their words. */
const MONEY_ADVICE =
  '{If money is getting tight|If money is running low|With money tight}, find out what support you may be entitled to, and talk to a free money advice service before anything {becomes urgent|gets urgent}. {Asking early is sensible, not a failure|Going early is the sensible thing, not a failure|Advice is easier to use early}.';

/**
 * Words of other situations, kept out of the shared lines said to someone in a long job search
 * (local.ts): nerves before a moment and readiness for it ("You can be nervous and do it anyway",
 * "more ready than you feel"), a love ended, a result or an afterwards, a blow already landed ("what
 * you lost"), and words that make it small ("things always look bigger than they are") or promise
 * ("The results are on their way", "I will help you find one"). None of them was written for months
 * of applications and silence.
 */
export const NOT_FOR_A_JOB_SEARCH =
  /\b(?:break-?ups?|relationship|partner|your ex|nervous|nerves|fearing it at the same time|(?:do|did|doing) it anyway|afterwards to tell them|if it goes badly|what just happened|what you are facing|bigger than they are|ready than you feel|(?:feels?|feeling) (?:completely )?ready|once you have started|help you find one|anyone feels ready|ready to do it|you're ready to|makes you ready|readiness|before you begin|what you lost|start exactly that way|i am prepared|i get to|the questions that come up|yourself afterwards|building up to this|you have work to do|choose the moment|whatever the result|however this one goes|never happen the way we fear|worst case|stays imaginary|results are on their way|bone breaks|your body|starting is the hard part|beginning is the hardest part|crush\w*|smash\w*)\b/;
export const JOB_SEARCH: KindMaterial = {
  acknowledge: [
    [
      'A long job search is hard in a way people rarely talk about: the hours go in, and {so little comes back|hardly anything comes back}.',
      'Sending application after application and {hearing nothing back|getting so little back} would wear anyone down.',
      'Looking for work is a job in itself, with no pay, no thanks and no end date, and you have been {at it for a while|doing it for a long time}.',
      'It is hard to keep putting yourself forward when so little comes back, and you have kept doing it.',
      '{A long stretch of searching|Months of searching} takes more out of a person than it looks from the outside.',
      'Searching for work {asks a lot of you|takes a lot out of you}, day after day, with very little to show for it yet.',
      when(
        REJECTED,
        '{Each rejection|Every no} lands on a tired spot when there have been so many. Of course it stings.',
      ),
      when(
        SILENCE,
        'Hearing nothing at all, again and again, is its own kind of hard. There is not even a no to put down.',
      ),
      when(
        LET_GO,
        'Losing a job and then having to search for the next one is two hard things, one straight after the other.',
      ),
      when(
        GRADUATE,
        'Finishing your studies and then meeting a wall of silence is a hard landing, and a very common one.',
      ),
    ],
    [
      'You might dread being asked how it is going, or be tired of saying you are still looking. Both are common.',
      'Frustration, worry about money, envy of friends with jobs, doubt: a long search can stir up all of them at once.',
      'Some days a new listing brings the hope back, and some days nothing does. That up and down is part of searching, not a sign you are doing it wrong.',
      'It is natural to start checking your inbox far more often than you would like.',
      'Being tired of getting your hopes up for each application is not a weakness. It is what a long search does to people.',
      'Not having work can shake how you see yourself, especially when so many conversations start with what you do.',
      '{Some days you may feel flat, and some days restless|You may feel flat and restless at the same time}. Both are ordinary in a long search.',
      when(
        MONEY,
        'And if money is getting tight, that worry sits underneath everything else. It makes sense that you feel it.',
      ),
    ],
    [
      "{The silence is not a verdict on you|Silence is not a verdict on you}. {Many applications are skimmed in seconds, and some roles are filled before the advert even closes|Plenty of applications get a few seconds of anyone's time, and some roles are filled before the advert even closes}.",
      'A no, or no answer at all, usually says more about how many people applied than about what you are worth.',
      'Rejections in a job search are mostly numbers: one role, a great many applicants, one yes. They are not a judgement of who you are.',
      'You are not failing at life. You are doing a hard thing, in a hard market, for longer than you hoped.',
      'Being out of work is a situation you are in, not a description of who you are.',
      'Whoever got the job was not worth more than you. They fitted one role, on one day, for reasons you will never see.',
      '{Your worth|What you are worth} was never up for decision in any of those inboxes.',
    ],
  ],
  reframe: [
    [
      'One good application, written for that one role, is worth more than twenty rushed ones sent into the dark.',
      'You only need one yes. On the day it comes, the noes before it will matter far less.',
      'Hiring is slow, crowded and often unfair. A long search is common, and it says very little about how good you are.',
      'The search is not a measure of you. It has a lot of luck in it, and it only needs to go right once.',
      'Every application you write is practice. The words get sharper, even when nobody replies.',
      'The skills you had on your last good day {at work|of work} are still yours. {A quiet inbox does not take them away|No quiet inbox can take them away}.',
      'How long this takes depends on the market and on timing at least as much as on you.',
    ],
    [
      'Many jobs are never advertised at all; they go to someone a person already knew about. That is a reason to talk to people, not a reason to give up.',
      'A gap on a CV is far more common than it feels, and most employers have seen plenty of them.',
      'There is no shame in looking for work. Most people do it at some point, and many for longer than they expected.',
      'It may feel as if everyone else has it sorted. Plenty of them have had a stretch like this too; they just do not talk about it.',
      'A search that is taking a long time is not a search that is failing. It is one that has not finished yet.',
      'The right role for you may not be advertised yet. It could appear on any ordinary morning.',
      'Rejections pile up for almost everyone who is looking. They are the cost of applying, not evidence against you.',
    ],
    [
      'You are allowed to be fed up with it and still keep going.',
      'Resting on some days is not giving up. It is how people last through a long search.',
      'Looking after yourself is part of the search, not a break from it.',
      'You can take the pressure off each single application without lowering what you think of yourself.',
      'You do not have to feel hopeful every day to keep going. Steady is enough.',
      'Your days still count while you are looking: what you learn, who you help, how you look after yourself.',
      '{Looking for work|This search} is something you are doing, not something you are.',
    ],
  ],
  strengths: [
    [
      'You have kept applying through a silence that would put many people off. {That is persistence, even when it does not feel like it|That is what persistence looks like from the inside}.',
      'You still have every skill you had before this search began.',
      'You know how to pick yourself up after a no. You have been doing it again and again.',
      'Whatever you have done before, paid or not, taught you things an employer needs.',
      'Coming here, in the middle of it, says you have not given up on yourself.',
      'You have the patience to keep at something slow and hard. That counts for more than you think.',
      'The care you put into your applications is the same care you will bring to the job.',
    ],
    [
      'The people who know your work would gladly put in a word for you, if they knew you were looking.',
      'Old colleagues, friends, a former teacher or manager: people are often glad to help someone they rate find work.',
      'Someone you know has been through a search like this, and would gladly tell you what helped.',
      'The people who love you are not waiting for a job title to be proud of you.',
      'Your friends know who you are without a job title attached.',
      'Letting one person in on how hard this has been makes it lighter to carry.',
      'There are people rooting for you, even while the inbox is quiet.',
    ],
    [
      'Some wins do not depend on anyone replying: an application you are proud of, a walk, a call made, a skill learned.',
      'Every day you keep your routine going is a day you did something hard well.',
      'You can be proud of a good day of effort, whatever the inbox says.',
      'Each application you finish is something done, whether or not anyone answers it.',
      'Starting again each morning is a real achievement in a long search.',
      'Counting what you did, rather than what came back, is a fairer way to keep score.',
      'Small things done well add up, even when nobody else sees them.',
    ],
  ],
  steps: [
    first(HOPE_LOW, LOW_DAYS),
    first(MONEY, MONEY_ADVICE),
    'Give your days a shape: {a start time, a stop time, and a walk in the middle|a time to start, a time to stop, and a walk somewhere between}. {Searching all day, every day, wears you down without finding more|Searching from morning to night wears you down, and it does not find more}.',
    '{Choose|Pick} two or three roles that really fit, and give each one a proper application, written for {that job|that role alone}.',
    'Tell people you are looking: {old colleagues, friends, neighbours, the people at your club|friends, family, old colleagues, anyone you see regularly}. {Many jobs are found through someone who knew someone|A lot of jobs come through someone who knew someone}.',
    'Ask someone who works where you would like to work for a short chat about how they got in. {People say yes to that more often than you would expect|Most people are glad to be asked}.',
    'Keep a simple list of where you have applied and when, so the search lives {on paper|in a notebook} and not in your head.',
    'Check your email at set times each day, and close it the rest of the time. {Refreshing the inbox all day feeds the worry|Watching the inbox all day only feeds the worry}.',
    'Ask one company that said no for a line of feedback. {Not every one will answer, and the ones that do can help|Some will not answer; the ones that do can tell you something useful}.',
    'Have someone you trust read your CV with fresh eyes, and change the first thing they notice.',
    'At the end of each day, write down one thing you did that did not depend on anyone {replying|getting back to you}.',
    'Keep one thing in your week that has nothing to do with the search: {a class, a team, a regular coffee with a friend|a sport, a choir, a standing walk with a friend}.',
    'Learn one small thing that makes you stronger for the roles you want, a free course or a new skill, and put it on your CV.',
    'Think about temping, part-time or volunteer work as a bridge. It brings in money or people, and it gives your CV something recent.',
    'Keep a short list of things you have done well, with one example each. It helps with applications now, and with interviews later.',
    'When an interview does come, give it a few good hours of preparation: the role, the company, and three stories from your own work.',
    'Set a number of good applications for each week that you can actually keep, and stop when you reach it.',
    'Get outside in daylight every day, even for ten minutes. {It helps sleep and mood more than most people expect|It does more for sleep and mood than it seems it should}.',
    'Turn on job alerts for the roles you want, so you can stop scrolling job sites for hours.',
    'Write down what you are looking for in two sentences, so you can say it easily whenever someone asks.',
    'If an employment adviser or a careers service is open to you, ask them to go through your applications with you.',
    'Work out what you need each month to get by. A number is easier to face than a fog, even an uncomfortable one.',
    'Update your online profile so it matches the roles you are going for, and let it quietly work for you.',
    'Go to one event, meet-up or talk in your field, even online. One conversation there can be worth ten applications.',
    'Send one short message to someone you used to work or study with, just to say hello and that you are looking.',
    'Keep your applications to the hours you set, and let the evenings be yours.',
    'Practise saying what you are good at, out loud, until it sounds like you and not like a CV.',
    'If the same stage keeps ending in a no, change that stage: the CV, the covering letter, or the way you answer.',
    'Do one thing each day that reminds you of your skills: help someone, fix something, finish something.',
    LOW_DAYS,
    MONEY_ADVICE,
  ],
  picture: [
    [
      'Picture the email that finally says yes, and the first person you tell.',
      'Imagine your first morning in a new job: somewhere to be, people expecting you, and how ordinary and good that feels.',
      'Picture yourself one day telling someone in a long search what helped you, because you have been there.',
      'See an ordinary day of this search that goes well: a start time kept, one good application sent, a walk, and the laptop closed on time.',
      'Picture a friend messaging you about a role they heard of, because you told them you were looking.',
      'Imagine the inbox with the reply in it that you have been waiting for, and the breath you let out.',
      'Picture yourself at the end of a good day of searching, tired in the right way, with the evening your own.',
    ],
    [
      'Imagine walking into an interview with your three stories ready and your shoulders down.',
      'Picture yourself a year from now, looking back on this stretch with kindness.',
      'See yourself at the end of a working week in a job you chose, with a weekend that feels earned.',
      'Picture a quiet morning where the search is not the first thing you think about.',
      'Imagine telling the people who stood by you that you got it, and hearing how glad they are.',
      'See your CV the way someone kind would see it: full of things you did well.',
      'Picture the people you will work beside one day. They do not know you yet, and they will be glad of you.',
    ],
    [
      'Now picture a friend in your place, and what you would say to them. Say it to yourself.',
      'Imagine your younger self watching you keep going through all this, and how proud they would be.',
      'Picture the people who believe in you, even on the days you do not.',
      'See yourself closing the laptop at the end of the day and letting the search rest until morning.',
      'Imagine a week with one thing in it that was purely for you, and how much steadier it feels.',
      'Picture yourself giving advice to someone else in a long search, and how kind you would be.',
      'See yourself on a walk, phone in your pocket, noticing the day instead of the inbox.',
    ],
  ],
  closing: [
    [
      'One good application at a time. You only need one yes.',
      'Keep going, gently. You are more than this search.',
      'Rest when you need to, then pick it up again. That is how long searches are done.',
      'The inbox does not get to decide what you are worth.',
      'Look after yourself through this. You are worth looking after, job or no job.',
      'This is a hard stretch, not the whole story.',
      'Be as patient with yourself as you would be with a friend who was looking.',
    ],
    [
      'You have kept going this far, and that says a lot about you.',
      'You have a lot to offer, and {that has not changed|none of it has gone}.',
      'Every application is one more door knocked on. Keep knocking, kindly.',
      'You are not behind in life. You are in the middle of a search.',
      'Take the search one day at a time, and let the rest wait.',
      'You are still in the running, and that counts.',
      'Your skills are still yours, and they are still worth offering.',
    ],
    [
      'Go easy on yourself today.',
      'I believe in what comes next for you.',
      'Take care of yourself, and keep going.',
      'One day at a time is enough.',
      'Rest well, and start again when you are ready.',
      'Be kind to yourself this evening.',
      'You are not doing this alone.',
    ],
  ],
};
