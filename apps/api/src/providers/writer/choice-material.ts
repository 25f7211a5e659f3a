import type { Line } from './phrase-bank.ts';
import { theirWords } from './phrase-bank.ts';
import type { KindMaterial } from './kind-material.ts';
import { NOT_FOR_DIRECTION } from './direction-material.ts';

/**
 * What the built-in writer says to someone torn between options they name ("cant decide between
 * two job offers", "torn between staying at my job and going back to uni", "i dont know whether to
 * move or stay"), read as "the choice between …" (`choiceSubject` in read-context.ts). It takes the
 * place of their kind's material, whose lines were for a move already made or a task to get done
 * ("Being the new one is uncomfortable", "Get it done"): being pulled two ways is tiring and no
 * failing; a close choice is close because both are good; a decision made with care is a good one,
 * whatever follows; ways of hearing what they already lean towards (the coin, a day lived as if
 * chosen, a friend in their place); a date to decide by; and a choice is a step, not a vow. No hype,
 * and no nerves before a moment that is not there (docs/decisions/built-in-writer.md).
 */

/** Offers to choose between: jobs, places, universities. */
const OFFERS = /\boffers?\b/;
/** Staying where they are as one of the options. */
const STAY_OR_GO = /\bstay\w*\b/;

/** A line said only when their words match `pattern`. */
function when(pattern: RegExp, line: string): Line {
  return (s) => (pattern.test(theirWords(s)) ? line : null);
}

/**
 * Words of other situations, kept out of the shared lines said to someone weighing a choice
 * (local.ts): those kept from not knowing what comes next (a task to get done, nerves before a
 * moment, a move to settle into, hype), and a leap already taken, being the new one, and old
 * friends kept close, which the move's lines had said to someone still deciding whether to go.
 */
export const NOT_FOR_CHOICE = new RegExp(
  String.raw`${NOT_FOR_DIRECTION.source}|\b(?:leap|new one|old friends|invitations?|new start|fresh start|made the move)\b`,
);

export const CHOICE: KindMaterial = {
  acknowledge: [
    [
      'Being pulled two ways is tiring. {A choice you keep turning over can take up more room than almost anything else|A decision that stays open follows you into everything}.',
      'Not being able to choose is not a sign that something is wrong with you. It usually means both options matter to you.',
      'When each option has something real to offer, choosing feels like losing something either way. That is what makes it hard.',
      'A decision you keep circling can keep you up at night. Of course it is on your mind.',
      'Choosing between two good things can be harder than choosing between a good thing and a bad one. Nobody warns you about that.',
      'It is draining to hold two futures in your head at once.',
      when(
        OFFERS,
        'Having offers to choose between is a good problem, and it is still a problem. {You are allowed to find it stressful|It is fine that it weighs on you}.',
      ),
      when(
        STAY_OR_GO,
        'Staying where you are and trying something else both ask something of you. {No wonder you feel torn|Of course you feel pulled both ways}.',
      ),
    ],
    [
      'You might swing from one side to the other several times a day. That is what weighing something properly feels like from the inside.',
      'Part of you may wish someone would just tell you which to pick. That is a very understandable wish.',
      "Other people's opinions can make it louder rather than clearer. {You are the one who will live with it|It is your life the choice lands in}.",
      'You may be afraid of getting it wrong. That fear shows how much you care about getting it right.',
      'It is normal to feel a little sad about the option you will not take, even once you are sure.',
      'You may have made the choice a dozen times in your head, and unmade it a dozen times. That is ordinary.',
      'You might be waiting to feel sure. With close choices, that feeling often comes after choosing, not before.',
    ],
    [
      'There is rarely one right answer hiding somewhere, waiting to be found. {More often there are two good ones, each with a different life attached|More often there are two decent paths, and you could make either one work}.',
      'A hard choice is hard because the options are close. If one were clearly better, you would have picked it already.',
      'You do not need to be certain to choose well. You only need to choose with what you know now.',
      'Taking time over a decision that matters is not weakness. It is care.',
      'Being unsure here is not being weak. It is being honest about a choice that is genuinely close.',
      'Weighing it this carefully shows you understand what each path would mean.',
      'Finding it hard to choose says nothing bad about you. Close choices are hard for everyone.',
    ],
  ],
  reframe: [
    [
      'Most choices are less permanent than they feel. {Very few doors close for good|Most of the doors you walk away from stay open in some form}.',
      'A good decision is one made carefully with what you know now. How things unfold later is not a verdict on how you chose.',
      'Nobody can know in advance how each path will unfold. You can only pick the one that fits the person you are now.',
      'Whatever you choose, what you do next is what makes it work. The choosing is only the first part.',
      'When two options are this close, either could lead somewhere good. That can be a relief rather than a weight.',
      'Most paths can be adjusted once you are on them. You will keep choosing, in small ways, long after this.',
      'You are choosing a next step, not writing the whole of your life in one go.',
    ],
    [
      'Your feelings are information too. {Notice which option you find yourself hoping for|Notice which one you secretly hope someone will tell you to take}.',
      'Imagining you have already chosen can tell you more than any list. Notice whether you feel relief or a sinking feeling.',
      'A list of pros and cons is a start, but one thing that matters deeply outweighs five that barely matter.',
      'Ask yourself which choice you would be prouder to explain in five years. That is often the one.',
      'Think about what you would tell a friend in exactly your position. {Most of us are wiser for others than for ourselves|You are probably wiser for them than you are for yourself}.',
      'If one option keeps coming back to you when you are not trying to think about it, pay attention to that.',
      'Sometimes the question is not which is better, but which one sounds more like you.',
    ],
    [
      'Not choosing is a choice too, and usually the most tiring one. A decision made, even an imperfect one, frees up room in your head.',
      'Fear of regret can make a choice look bigger than it is. Most regret fades once you are busy living the path you picked.',
      'More information helps only up to a point. After that, it is time to trust yourself.',
      'Changing your mind later, if you need to, is allowed. A decision is a step, not a vow.',
      'Waiting for a perfect option can cost more than either option would.',
      'You will not see everything in advance. Nobody does, and people still choose well.',
      'The option you do not take will always look tidier in your imagination than it would have been in real life.',
    ],
  ],
  strengths: [
    [
      'You are taking this decision seriously, which means you will choose carefully.',
      'You have made hard choices before and lived well with them. That ability is still yours.',
      'You know more about what matters to you than you think. The pull you feel each way is that knowledge talking.',
      'Coming here to think it through says you want to choose well, not just quickly.',
      'You have a good sense of what you value, or this would not feel so close.',
      'You are thinking about your future rather than drifting into it. That is worth a lot.',
      'You have judged plenty of things well before. This is one more.',
      'You already have most of what you need to decide. The rest you can find out.',
      when(
        OFFERS,
        'Having offers to choose between says something about what you have built so far.',
      ),
    ],
    [
      'Talking it through with someone who knows you often shows you which way you already lean.',
      'Someone you trust can help you hear yourself think. Ask them to listen more than advise.',
      'People who have faced a similar choice can tell you what they wish they had known. Most are glad to be asked.',
      'The people who love you will still be there whichever way you go.',
      'You do not have to weigh this up on your own.',
      'A good friend will not choose for you, but they can help you hear what you already think.',
      'Saying the choice out loud to someone often makes it smaller.',
    ],
    [
      'Whichever you choose, you bring the same strengths with you.',
      'Being careful with a big decision is a strength, not dithering.',
      'You have got yourself to a point where there is a real choice to make. That counts.',
      'Being honest about how torn you feel is a strength. It means you are not pretending to yourself.',
      'Caring this much about choosing well is a sign you will put real effort into whichever path you take.',
      'Whatever happens next, you will still be someone who thinks things through.',
      'Not rushing this is a quiet kind of strength.',
    ],
  ],
  steps: [
    'Write each option at the top of a page. Under each, write what it gives you and what it costs you, then mark the two or three things that matter most.',
    'Toss a coin, not to decide but to notice. {The flash of relief or disappointment when it lands tells you something|When it lands, notice whether you feel relief or disappointment}.',
    'Spend one day living as if you had chosen one option, and the next as if you had chosen the other. Notice how each day feels.',
    'Set a date to decide, and give yourself permission to stop weighing it until then.',
    'Write down the three things that matter most to you over the next few years, and hold each option up against them.',
    'Talk it through out loud with someone you trust, and ask them which option your voice lifts for.',
    'Ask one person who took each path what they wish they had known.',
    'Write down what you still need to know, and find out the one or two answers that could actually change your mind.',
    'Ask yourself what you would choose if nobody would judge you either way.',
    'Give each option a score out of ten for how it would feel a year from now, not how it feels today.',
    'Write a short letter from the you who chose one option, then one from the you who chose the other. Notice which letter is easier to write.',
    'Take a walk without your phone and let the question sit. Notice which option your mind drifts back to.',
    'Name what you fear most about each option, and ask whether that fear is likely or just loud.',
    'For each option, ask what would have to be true for it to be right. Then check which of those things already is.',
    'Give the question twenty minutes of proper thought today, then put it down for the evening.',
    when(
      OFFERS,
      'If something about an offer is still unclear, ask before you decide. {Asking is normal, and the answer may make the choice for you|It is normal to ask, and it often helps}.',
    ),
    'Sleep on it one more night, then notice which option you wake up thinking about.',
    'Imagine explaining your choice to yourself five years from now. Notice which explanation you would be proud of.',
    'Keep looking after the basics while you decide: sleep, food, some daylight. A rested mind weighs things better.',
  ],
  picture: [
    [
      'Picture yourself a month after deciding, busy making your choice work, and the quiet relief of no longer turning it over.',
      'Imagine telling a friend what you chose and why, and hearing how sure you sound.',
      'See yourself a year from now on the path you picked, with a few good things in it you could not have predicted.',
      'Picture the moment you say your decision out loud for the first time, and the weight that lifts.',
      'Picture the first morning after you have decided, waking up with one question fewer.',
      'Imagine yourself a few months on, too busy with the path you picked to wonder much about the other one.',
      'See yourself telling someone, "I thought it through and I chose," and meaning it.',
    ],
    [
      'Imagine a friend torn between the same options. Notice what you would say to them.',
      'Picture your older self looking back on this, glad you took it seriously and glad you chose.',
      'See yourself sleeping properly again once the decision is made.',
      'Picture yourself at eighty, looking back on this choice with a smile, whichever way it went.',
      'Imagine the person you admire most facing this choice, and how calmly they would weigh it.',
      'Picture yourself writing your decision down, and how steady your hand is.',
      'See yourself explaining your choice to someone who asks, simply and without apology.',
    ],
    [
      'Picture the people who believe in you, whichever way you go.',
      'Imagine looking back one day and seeing this as the moment you trusted yourself.',
      'Picture both paths with you on them, and notice that you would find good things on either.',
      'Imagine the version of you who has chosen, and how much more room there is in their head.',
      'Picture a quiet evening after the decision, with nothing left to weigh.',
      'See yourself giving the option you did not choose a fond nod, and walking on.',
      'Picture yourself trusting your own judgement a little more after this.',
    ],
  ],
  closing: [
    [
      'There may be no wrong answer here. Choose with what you know, then make the choice yours.',
      'Take your time, but not forever. Then choose, and give your choice your whole heart.',
      'Trust what you already know about yourself. It will point you the right way.',
      'You do not need certainty to choose well. You need care, and you have plenty.',
      'Listen to what you already lean towards. It knows more than you think.',
      'Give yourself a date, weigh it well, and then let yourself choose.',
      'Choose carefully, then give yourself permission to stop looking back.',
      'Weigh it, decide it, and back yourself.',
    ],
    [
      'Whichever way you go, you will make something good of it.',
      'A decision is a step, not a vow. Take it when you are ready.',
      'Both paths have you on them, and that matters more than which one you take.',
      'You will not choose perfectly, and you do not need to. You will choose well enough, and make it good.',
      'The best choice is often the one you commit to fully.',
      'Whatever you decide, you are allowed to feel good about deciding.',
      'You have what it takes to live well on either path.',
      'You can make either path a good one. Choose, and then make it so.',
      'Once you choose, put your energy into the path, not into the question.',
    ],
    [
      'Go easy on yourself while you decide.',
      'I believe in whatever you choose.',
      'Be kind to yourself this week.',
      'You are not deciding alone.',
      'Rest well tonight.',
      'Trust yourself a little more today.',
      'Take care of yourself while you weigh it.',
    ],
  ],
};
