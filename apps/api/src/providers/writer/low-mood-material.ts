import type { Line } from './phrase-bank.ts';
import { foremost, theirWords } from './phrase-bank.ts';
import type { KindMaterial } from './kind-material.ts';
import { NOT_FOR_DIRECTION } from './direction-material.ts';

/**
 * What the built-in writer says to someone feeling low, with nothing else named ("im really
 * depressed", "i feel so low lately", "i hate my life", "struggling with my mental health"), read
 * as "this low stretch" (`LOW_MOOD` in read-context.ts). It takes the place of their kind's
 * material, whose lines were for a task to face ("Plan a small reward for afterwards", "This will
 * be behind you soon", "the doubt you have been carrying"): feeling low is common and no failing;
 * it is real and not permanent; very small things first (daylight, food, a short walk, one message);
 * a doctor when it lasts, and a crisis line if they ever feel unsafe, said first in every speech
 * (the safe-messaging guidance in SAFETY.md); gentleness over pushing. Always gentle, whatever tone
 * was picked (docs/decisions/built-in-writer.md).
 */

/** Their mental health named as such. */
const MENTAL_HEALTH = /\b(?:mental health|depression|depressed)\b/;
/** Breaking point, not coping. */
const BREAKING = /\b(?:breaking point|can't cope|cannot cope|can't do this|can't take)\b/;

/** A line said only when their words match `pattern`. */
function when(pattern: RegExp, line: string): Line {
  return (s) => (pattern.test(theirWords(s)) ? line : null);
}

/**
 * Words of other situations, kept out of the shared lines said to someone feeling low (local.ts):
 * those kept from not knowing what comes next (a task to get done, nerves before a moment, hype,
 * afterwards), and a reward for afterwards, an awkward moment, building up to something, an errand
 * or a phone call dreaded, ordinary hard days, a wobbly attempt, the cold first minute of a swim,
 * a feeling that shows how much it matters, and a first step to put a time on: all written for a
 * task, none for a low stretch.
 */
export const NOT_FOR_LOW_MOOD = new RegExp(
  String.raw`${NOT_FOR_DIRECTION.source}|\b(?:reward|awkward\w*|building up|ordinary hard|errands?|phone call|calendar|wobbly attempt|not nearly as bad|hanging over you|feels? ready|first minute|hard ordinary|big heart|big energy|big moment|how much this (?:matters|means to you)|hope and worry|first step|decide twice|confidence usually arrives|turns out|worth doing|not a weakness|pick a time|appointment with yourself|done and small|begin perfectly|beginning imperfectly|this is my next step)\b`,
);

export const LOW_MOOD: KindMaterial = {
  acknowledge: [
    [
      'Feeling this low is exhausting, and it is not a failing. {It is something happening to you, not something wrong with you|It is a state you are in, not who you are}.',
      'When everything feels heavy, even small things take real effort. {That is not laziness|That is the low talking, not a lack of effort}.',
      'Low stretches happen to a great many people, often quietly. {You are far from alone in this, even if it feels that way|Far more people know this feeling than ever say so}.',
      'It takes something to say it out loud, even here. {I am glad you did|Saying it is a start}.',
      'Some days it is hard to explain, even to yourself, why it feels so heavy. {You do not need a reason for it to count|It counts even without a reason}.',
      when(
        MENTAL_HEALTH,
        'Struggling with your mental health is as real as any other health problem, and it deserves the same care.',
      ),
      when(
        BREAKING,
        'Reaching the point where you cannot take any more shows how much you have been carrying, not how weak you are.',
      ),
    ],
    [
      'You might feel flat, tired or numb, sometimes all in one afternoon. All of that is part of this.',
      'A low stretch can make it hard to remember ever feeling differently. {That is the low talking; it is not the whole truth|Memory goes grey in a low stretch, but the colour is still there}.',
      'You may feel you should be able to snap out of it. Nobody snaps out of this; people come through it, slowly, with help.',
      'It is normal to pull away from people when you feel like this, and normal to miss them at the same time.',
      'Sleep, appetite and energy can all go strange in a stretch like this. {That is part of it, not a separate failing|Your body is carrying this too}.',
      'You might worry that you are too much for people right now. You are not, and the people who care about you would want to know.',
      'Being kind to yourself can feel impossible right now. Even trying counts.',
    ],
    [
      'Low stretches do lift, even when it feels as if this one never will. {Many people who have been exactly here have come through it|Most people who have felt this way have found it ease, with time and support}.',
      'You do not have to feel better all at once. Feeling slightly less heavy is real progress.',
      'The way you feel right now is real, and it is also not permanent.',
      'There is nothing you need to achieve today to deserve rest and care.',
      'You are not behind, and you are not broken. You are going through something hard.',
      'Getting through a day like this is its own kind of strength, even if nobody sees it.',
      'You are still reaching out, and that matters more than it feels like it does.',
    ],
  ],
  reframe: [
    [
      'When you feel low, waiting to feel like doing something rarely works. {Doing a very small thing first, and letting the feeling follow, often does|Action usually comes before motivation, not after}.',
      'Tiny things count more than they seem: light, a little movement, food, water, one conversation.',
      'You do not have to fix your whole life to feel a little better. One small change in a day is enough to start with.',
      'A low mood tells convincing stories about the future. They are worth questioning, gently.',
      'Thoughts like "nothing will change" feel like facts when you are low. They are part of the low, not predictions.',
      'Help works best early. You do not have to wait until things are unbearable to ask for it.',
      'Talking to a doctor about how you feel is as sensible as seeing one about a pain that will not go away.',
    ],
    [
      'Being gentle with yourself is not giving up. It is what helps people recover.',
      'Getting better is rarely a straight line. A bad day after a better one does not undo anything.',
      'A simple routine can be a kind of handrail: getting up, eating and going outside at roughly the same times each day.',
      'Connection helps even when you do not feel like it. One short message to someone can shift a day a little.',
      'What you would say to a friend who felt like this is worth saying to yourself.',
      'Rest is allowed, and so is a little movement. Both help, in small doses.',
      'You are allowed to lower the bar for a while. Getting through is the goal right now.',
    ],
    [
      'Feelings pass through, even heavy ones. Noticing them without arguing can take a little of their weight.',
      'You do not have to believe things will get better to take one step that might help.',
      'Asking for help is a skill, and a brave one. It gets easier with practice.',
      'Some of the weight often eases once it is shared.',
      'It is all right if today is only about the basics.',
      'Small, kind habits build slowly. You might not notice them working until you look back.',
      'There is no wrong way to get through a hard day.',
    ],
  ],
  strengths: [
    [
      'You reached out today. On a heavy day, that is a real thing to have done.',
      'You have got through every hard day so far. That is a record worth remembering.',
      'You are being honest about how you feel, which is where getting better starts.',
      'You still care about your life going better, or you would not be here. That care is worth holding on to.',
      'You have coped with more than most people know.',
      'The part of you that wanted to hear something kind today is worth listening to.',
      'You are doing more than it feels like, just by keeping going.',
    ],
    [
      'There are people who would want to know how you are really doing. {Telling one of them is a strong thing to do|Letting one of them in can make this lighter}.',
      'A doctor can help with exactly this, and they will not think less of you for asking.',
      'Talking therapies help a great many people. Your doctor can tell you how to find one where you live.',
      'You do not have to explain it perfectly. "I have been feeling really low" is enough to start.',
      'Someone who loves you would rather hear that you are struggling than find out later.',
      'Support groups and helplines exist for exactly this, and the people there understand.',
      'You deserve support as much as anyone you would support yourself.',
    ],
    [
      'Each small thing you do for yourself today counts, even if you cannot feel it yet.',
      'Getting out of bed, eating something, opening a curtain: on a low day, those are achievements.',
      'You are allowed to be proud of small things right now.',
      'Looking after yourself is not selfish. It is how you get through this.',
      'Your kindness to others is still in you, and some of it belongs to you.',
      'The fact that you are still trying says a lot about you.',
      'Be as patient with yourself as you would be with someone you love.',
    ],
  ],
  steps: [
    // Said first in every speech: a doctor when it lasts, a crisis line if ever unsafe.
    foremost(
      () =>
        'If the low feeling has lasted more than a couple of weeks, talk to your doctor; {if you ever feel you might not be safe, call a crisis line or your local emergency number straight away|if you ever feel unsafe, a crisis line will talk with you, day or night, and findahelpline.com lists free ones where you live}.',
    ),
    'Open a curtain or step outside for a few minutes. Daylight helps more than it seems.',
    'Send one short message to someone you like. It does not need to say much: "thinking of you" is enough.',
    'Eat something simple and drink a glass of water. Looking after your body helps your mood a little.',
    'Do one small thing you used to enjoy, for ten minutes, even if you do not feel like it.',
    'Walk around the block, slowly. Movement helps, even a little of it.',
    'Write down three things that got you through today, however small.',
    'Get up and go to bed at roughly the same time for the next few days. Sleep likes a rhythm.',
    'Choose one thing to do today, the smallest one, and let the rest wait.',
    'Tell one person you trust how you have really been feeling.',
    'Book an appointment with your doctor, or ask someone to help you book it.',
    'Have a shower or change into clean clothes. It is a small reset that often helps.',
    'Put on music you used to like, and let it play in the background.',
    'Spend a few minutes near something green: a park, a tree, a plant on the windowsill.',
    'When a harsh thought comes, write it down, then write what you would say to a friend who thought it.',
    'Step away from the news and social media for an evening.',
    'Plan one small, pleasant thing for tomorrow, so there is something to look forward to.',
    'Go easy on alcohol for now. It can make low feelings heavier.',
    'Write down what you would want someone to know about how you feel, so it is easier to say.',
    'Let someone help with one practical thing this week: a meal, a lift, a chore.',
  ],
  picture: [
    [
      'Picture a morning, some weeks from now, when you notice the heaviness is a little lighter than it was.',
      'Imagine sitting in daylight with a warm drink, and nothing being asked of you for a while.',
      'See yourself telling someone how you have really been, and the relief of being heard.',
      'Picture a small thing you enjoyed once, and yourself enjoying a little of it again.',
      'Imagine looking back on this stretch one day as something you came through.',
      'Picture a slow walk outside, the air on your face, and your shoulders coming down a little.',
      'See yourself at the end of an ordinary day, having done one kind thing for yourself.',
    ],
    [
      'Picture someone who cares about you, and how glad they would be to help.',
      'Imagine a friend feeling exactly this way. Notice how gently you would speak to them.',
      'Picture yourself sitting with your doctor, saying it plainly, and being taken seriously.',
      'See yourself laughing at something small, without having to try.',
      'Imagine a week with a little more light in it than this one.',
      'See yourself on a better day, remembering that the hard days did not last.',
      'Picture a quiet evening, curled up somewhere warm, with nothing you have to do.',
    ],
    [
      'Picture the kindest version of yourself, and what they would tell you tonight.',
      'Imagine the next small step, and nothing beyond it.',
      'See yourself being patient with yourself, the way you would be with someone you love.',
      'Picture a day when you can help someone else through a stretch like this.',
      'Imagine the feeling easing a little, the way weather changes, without you having to force it.',
      'See yourself tomorrow, a little rested, doing one small thing.',
      'Picture yourself with support around you, not carrying this alone.',
    ],
  ],
  closing: [
    [
      'You do not have to feel better today. You only have to look after yourself a little.',
      'One small kind thing for yourself is enough for today.',
      'This feeling is real, and it is not forever. Hold on to that.',
      'Reach out to someone today, even in a small way.',
      'Be gentle with yourself. You are going through something hard.',
      'Low stretches lift. Let people help you through this one.',
      'Take today one small step at a time.',
    ],
    [
      'You matter, on the heavy days as much as any other.',
      'You are not alone in this, even when it feels that way.',
      'Help is there, and you deserve it.',
      'I am glad you are here.',
      'Keep going gently. That is enough.',
      'You have got through hard days before, and help can make this one lighter.',
      'Let someone in. You do not have to carry this on your own.',
    ],
    [
      'Take care of yourself today.',
      'Go gently.',
      'Rest when you can.',
      'Be kind to yourself tonight.',
      'One small step is plenty.',
      'You are worth looking after.',
      'Look after yourself, today especially.',
    ],
  ],
};
