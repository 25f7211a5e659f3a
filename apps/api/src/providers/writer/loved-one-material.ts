import type { Line, Slots } from './phrase-bank.ts';
import { aboutText, atRisk, foremost, leftOutWhen, specific, theirWords } from './phrase-bank.ts';
import {
  THEIR_COMING_OUT,
  THEIR_DRINKING,
  capitalise,
  theirDirectionLost,
} from './read-context.ts';
import type { KindMaterial } from './kind-material.ts';

/**
 * What the built-in writer says when someone they love is going through it (a child's operation,
 * a partner's lost job, a friend in hospital, a pet at the vet): the speech is for the one who
 * worries. Nothing here speaks of their own body, treatment, exam or job; their worry, their
 * helplessness and their care for themselves are theirs (docs/decisions/built-in-writer.md).
 *
 * "{who}" is the one they love ("your son", "your cat"); "them" and "their" are said "him" or
 * "her", "his" or "her" where their words say which. "They" is only ever followed by a verb that
 * reads the same with "he" or "she" (will, can, might, would, could, a past tense).
 */

/** "him", "her" or "them" for the one they love. */
function pronoun(s: Slots): 'him' | 'her' | 'them' {
  return s.otherPronoun ?? 'them';
}

/** The line with "{who}" named and their pronouns said for the one they love; null without one. */
function forThem(line: string): Line {
  return (s) => {
    if (s.other === null) return null;
    const who = s.other;
    const text = line
      .replace(/^\{who\}/, capitalise(who))
      .replace(/([.!?:] )\{who\}/g, `$1${capitalise(who)}`)
      .replace(/\{who\}/g, who);
    const said = pronoun(s);
    if (said === 'them') return text;
    const [subject, possessive, reflexive] =
      said === 'him' ? ['he', 'his', 'himself'] : ['she', 'her', 'herself'];
    const be = (verb: string) =>
      ({
        are: 'is',
        were: 'was',
        have: 'has',
        do: 'does',
        need: 'needs',
        know: 'knows',
        want: 'wants',
      })[verb] ?? verb;
    return text
      .replace(
        /\b(they|They) (are|were|have|do|need|know|want)\b/g,
        (_, they: string, verb: string) =>
          `${they === 'They' ? capitalise(subject) : subject} ${be(verb)}`,
      )
      .replace(/\bthemselves\b/g, reflexive)
      .replace(/\bthem\b/g, said)
      .replace(/\btheir\b/g, possessive)
      .replace(/\bTheir\b/g, capitalise(possessive))
      .replace(/\bthey\b/g, subject)
      .replace(/\bThey\b/g, capitalise(subject));
  };
}

/** A line for a person, not a pet: a cat is not asked what would help. */
function person(line: string): Line {
  const said = forThem(line);
  return (s) => (s.otherIsPet ? null : typeof said === 'string' ? said : said(s));
}

/**
 * What the one they love faces is a step of growing up (a first day, starting school, leaving
 * home), not trouble: an exam or an interview still has news to wait for.
 */
const MILESTONE = new RegExp(
  String.raw`\b(?:first day|school|nursery|reception|uni|university|college|leaving home|moving out)\b|${THEIR_COMING_OUT.source}`,
);
const TROUBLE =
  /\b(?:sick|ill|illness|poorly|unwell|hospital|surgery|operation|cancer|chemo\w*|diagnos\w*|bullied|bullying|excluded|suspended|struggling|anxiety|depress\w*|lost|laid off|fired|redundan\w*|injur\w*|vet|pain)\b/;

function milestoneOnly(s: Slots): boolean {
  const words = aboutText(s);
  return MILESTONE.test(words) && !TROUBLE.test(words) && !directionOnly(s);
}

/**
 * Someone they love not knowing what to do with their life ("my son has no idea what to do with
 * his life"), with nothing else the matter: no vigil, no day to get through, lines of its own.
 */
function directionOnly(s: Slots): boolean {
  // "Lost in life" is the question itself, not a lost job.
  return (
    theirDirectionLost(theirWords(s, '\n')) &&
    !TROUBLE.test(aboutText(s).replace(/\blost (?:in )?life\b/g, ''))
  );
}

/**
 * A line for someone they love in trouble (an illness, a ward, news awaited, a bag by the door),
 * left out of a milestone they worry about (a first day at school is no vigil) and of their not
 * knowing what to do with their life.
 */
function trouble(line: Line): Line {
  return leftOutWhen((s) => milestoneOnly(s) || directionOnly(s), line);
}

/** A line for a step of theirs that they worry about: a first day, starting school, leaving home. */
function milestone(line: string): Line {
  const said = forThem(line);
  return (s) => (!milestoneOnly(s) ? null : typeof said === 'string' ? said : said(s));
}

/** A line for someone they love who does not know what to do with their life. */
function forDirection(line: string): Line {
  return writtenFor(directionOnly, person(line));
}

/** One of the lines written for their words (`specific`), said only where `applies`. */
function writtenFor(applies: (s: Slots) => boolean, line: Line): Line {
  return specific(leftOutWhen((s) => !applies(s), line));
}

/** A line for a pet they love. */
function pet(line: string): Line {
  const said = forThem(line);
  return (s) => (!s.otherIsPet ? null : typeof said === 'string' ? said : said(s));
}

/** Someone they love missing or not come home: the police told, first, in every speech. */
const GONE_MISSING =
  /\b(?:(?:went|gone|is|are|has gone|has been|have been|been) missing|ran away|run away|(?:hasn't|hasnt|has not|haven't|havent|didn't|didnt|did not) (?:come|came) home)\b/;

function missingFirst(line: string): Line {
  return foremost(
    writtenFor(
      (s) =>
        GONE_MISSING.test(aboutText(s)) || s.statements.some(({ text }) => GONE_MISSING.test(text)),
      person(line),
    ),
  );
}

/** A line for someone they love coming out ("my son came out as trans"). */
function comingOut(line: string): Line {
  return writtenFor((s) => THEIR_COMING_OUT.test(aboutText(s)), person(line));
}

/** A line for a pet's care they cannot pay for ("my cat has to have surgery and i cant afford it"). */
function petCost(line: string): Line {
  return writtenFor((s) => /\bafford\b/.test(aboutText(s)), pet(line));
}

/** A line that names what is happening to them ("your cat's surgery"), when their words named it. */
function happening(line: (subject: string) => string): Line {
  return (s) => (s.named && s.other !== null ? line(s.shortSubject) : null);
}

/**
 * A line for someone they love at risk of suicide or self-harm, said first whenever it applies: of
 * the steps, only the one for danger now, so that every speech says it.
 */
function atRiskFirst(line: string): Line {
  return foremost(forAtRisk(line));
}

/** A line for someone they love at risk, among the others written for what their words name. */
function forAtRisk(line: string): Line {
  return writtenFor(atRisk, forThem(line));
}

/**
 * A line left out beside someone at risk of suicide or self-harm: nothing there is beyond anyone to
 * change, "only lived through", or news to wait for.
 */
function notAtRisk(line: Line): Line {
  return leftOutWhen(atRisk, line);
}

/** A line for someone they love who drinks, uses or gambles, among those written for their words. */
function forDrinking(line: string): Line {
  return writtenFor((s) => THEIR_DRINKING.test(aboutText(s)) && !atRisk(s), forThem(line));
}

export const LOVED_ONE: KindMaterial = {
  acknowledge: [
    [
      atRiskFirst(
        'It is frightening to learn that {who} may be thinking of ending their life or hurting themselves. Taking it seriously, as you are, is the right thing to do.',
      ),
      forThem('Watching {who} go through something hard is its own kind of hard.'),
      milestone(
        'Watching {who} step into something new without you is its own kind of brave. {It is part of how they grow.|It is part of loving them.}',
      ),
      forThem(
        'When it is {who} in the middle of it, the worry sits in you all day, even when you are doing something else.',
      ),
      forThem(
        'Loving {who} means feeling this too, from the outside, where there is less you can do about it.',
      ),
      happening(
        (x) =>
          `${capitalise(x)} is on your mind, and it makes sense that it is {so much|so often}.`,
      ),
      trouble(happening((x) => `Anyone who loves someone would be shaken by ${x}.`)),
      forThem(
        'It can be harder to watch someone you love struggle than to struggle yourself. {Many people say so.|You are not the first to feel that.}',
      ),
      forThem(
        'You would take this on for {who} if you could. That is what love does, and it is heavy.',
      ),
      forThem(
        'Being the one who waits and worries is tiring in a way nobody sees. {It still counts.|It is real work.}',
      ),
      forThem(
        '{Everything in you is turned towards {who}|Your thoughts keep going back to {who}} right now, {and that is love doing what it does|and that takes a lot out of a person}.',
      ),
      trouble(
        'Caring for someone who is struggling {asks a great deal of you|uses up more than people realise}, even when nobody can see it.',
      ),
      happening(
        (x) =>
          `{It is hard to think about much else|Nothing else quite fits in your head} with ${x} going on.`,
      ),
    ],
    [
      'The worry you feel is love with nowhere to go for a while. It does not mean something is wrong with you.',
      'Feeling helpless is one of the hardest parts of caring about someone. It is not the same as being useless.',
      'You might swing between calm and dread several times a day. That is normal when someone you love is in the middle of something.',
      'It is natural to imagine the worst. A mind that cares goes there first. It is not a forecast.',
      trouble(
        'You might feel angry, or numb, or find yourself crying in the car. Whatever comes up for you is allowed.',
      ),
      'You may feel guilty for having an ordinary moment, a laugh or a meal. You do not need to. It helps you hold on.',
      'Worry tends to fill every gap in the day, and the nights most of all. That is tiring, and it is human.',
      'You do not have to be calm about this. You only have to be kind to yourself while it happens.',
      '{Fear|Worry} for someone you love {can feel bigger than fear for yourself|often runs louder than worry for yourself}. {That is normal.|Many people find that.}',
      'You might feel {calm one minute and shaky the next|fine in the morning and frightened by the evening}. {Both belong here.|Neither is wrong.}',
      '{Tiredness|Exhaustion} from worrying is real tiredness, {even if you have not lifted a thing|even on a day when nothing happened}.',
    ],
    [
      'Part of what is hard is how little of this is in your hands.',
      trouble(
        'Waiting for news about someone else is a particular kind of waiting. It makes every hour longer.',
      ),
      forThem(
        'You cannot go through it for {who}, and that can feel like the hardest part of all.',
      ),
      'Not knowing how it will go is heavy. Uncertainty wears people down more than they expect.',
      trouble(
        'You might keep checking your phone, replaying conversations, looking things up late at night. That is worry looking for something to do.',
      ),
      notAtRisk(
        trouble(
          forThem(
            'You want to fix this for {who}, and some of it cannot be fixed by anyone, only lived through.',
          ),
        ),
      ),
      'When you love someone, their hard day becomes your hard day too.',
      'The thinking goes round and round: what if, what next, what could I have done. {It is loud, and it is not the whole truth.|It is tiring, and you can let some of it go.}',
      notAtRisk(
        '{You can do everything right|You can care as much as anyone could} and still not be able to decide how this goes. {That is hard to accept.|That is one of the hardest parts.}',
      ),
      '{Standing on the outside of it|Watching from the side} {is a lonely place|can feel lonely}, even with people around you.',
      notAtRisk(
        trouble(
          'The hours before news {stretch out|drag}, and your mind {fills them with the worst|tends to fill them with what ifs}. {It is not a prediction.|That is worry, not knowledge.}',
        ),
      ),
    ],
    [
      'You do not have to hold all of this by yourself.',
      'The people around you would rather know how you really are than hear that you are fine.',
      forThem('{who} is not alone in this, and neither are you.'),
      'You are allowed to lean on someone while you are being leaned on.',
      'There are people who know how to help with this, and it is fine to let them.',
      'Other people have stood where you are standing, worried for someone they love, and got through it.',
      'You can tell one person how it really is for you. That alone makes it lighter.',
      'Letting a friend help you is a gift to them as well as to you.',
      '{Someone who cares about you|A friend, a neighbour, a colleague} {would want to know how you are|would be glad to be asked}. {You can let them in.|Let them.}',
      '{Support|Help} is not only for the one going through it. {It is for you too.|You count here too.}',
      '{Being strong for someone|Holding it together for someone} {is easier with someone holding you|goes further when you are not alone in it}.',
    ],
  ],
  reframe: [
    [
      'You cannot control how this goes. You can control how you show up, and how gently you treat yourself.',
      forThem(
        'Being there matters more than having the right words. {who} will remember that you were there.',
      ),
      trouble(
        'Helping someone through something hard is rarely about fixing it. It is mostly about staying.',
      ),
      milestone(
        'New starts are often harder on the one watching than on the one going. {Most people settle faster than anyone expects.|{who} may well settle faster than you fear.}',
      ),
      'You do not have to be the strong one every minute. Steady enough, most of the time, is plenty.',
      'Your calm does not need to be perfect to help. Even a little steadiness is something to lean on.',
      forThem(
        'You are not responsible for how this turns out. You are responsible for loving {who} through it, and you already do.',
      ),
      'Doing less, but being present, often helps more than doing everything at once.',
      'Worrying is not the same as helping, and you do not owe anyone your worry to prove you care.',
      notAtRisk(
        trouble(
          '{Your job here is not to fix it|Fixing it is not the job}. {It is to stay close, and to stay well enough to keep staying.|Staying near, and looking after yourself while you do, is the job.}',
        ),
      ),
      forThem(
        '{who} does not need a perfect helper. {Someone who keeps turning up is enough.|Someone who cares and stays is plenty.}',
      ),
      '{The right words matter less than you think|Nobody needs a speech from you}. {A hand, a message, a cup of tea says most of it.|Being near says most of what needs saying.}',
    ],
    [
      'One day at a time is a perfectly good plan, for both of you.',
      'You only have to get through today, not every version of what might come.',
      'What helps is usually small: a drink brought, a hand held, a quiet hour together.',
      'Most of what helps happens in ordinary moments, not big speeches.',
      'Some days the most useful thing you can do is be near, and let that be enough.',
      'Looking after yourself is not taking anything away from them. It is what lets you keep going.',
      trouble(
        'A tired, scared carer is still a good carer. You do not have to feel brave to be kind.',
      ),
      trouble(
        'Rest is not selfish when you are looking after someone. It is part of the looking after.',
      ),
      '{Small kindnesses, repeated|A few small, steady things}, {carry people through more than grand gestures do|help more than any big plan}.',
      '{Today|This evening} only needs {one or two kind things from you|you to be there, and to look after yourself}. {That is enough.|Nothing more is asked.}',
      'You can {take this a day at a time|take this one conversation at a time}, {and so can they|and that is a good way to take it}.',
    ],
    [
      'Your love is already doing more than you can see.',
      forThem('{who} does not need you to be perfect. {who} needs you, and you are there.'),
      trouble(
        'Asking for help for yourself now is not weakness. It is how people keep caring for the long haul.',
      ),
      'You can be scared and still be steady. The two live side by side in most people who love someone.',
      'How you feel today is not a measure of how well you are doing by them.',
      forThem('Whatever happens next, the care you are giving {who} is real, and it counts.'),
      'You are allowed to have your own feelings about this, even while you are thinking of someone else.',
      'Your worry shows how much you care. It does not have to be the only thing you feel.',
      trouble(
        '{Caring for yourself|Looking after yourself} {is part of caring for them|keeps you able to care for them}, {not a break from it|not a betrayal of it}.',
      ),
      '{Whatever you feel|However you are feeling} about this, {it does not make you any less loving|it sits alongside how much you love them}.',
      '{Love is not measured in worry|You do not prove love by worrying}. {It shows in being there, and you are.|It shows in what you do, and you are doing it.}',
    ],
  ],
  strengths: [
    [
      'You are already looking for ways to help. That says a great deal about you.',
      'The fact that you came here, worried about someone else, shows the kind of person you are.',
      forThem('{who} has someone in their corner who is paying attention. That someone is you.'),
      'You have got through hard things before, and you have helped other people through them.',
      'You notice things. That makes you good at knowing what is needed, even when nobody says.',
      'Caring this much is a strength, even on the days it feels like a weight.',
      'You have more patience than you give yourself credit for. It shows in how you are handling this.',
      'You keep turning up, again and again. That steadiness is a gift.',
      '{You keep showing up|You are still here, still caring}, {and that is not nothing|and that matters a great deal}.',
      '{You are thinking ahead|You are already thinking about what would help}, {which is what good carers do|and that is a real strength}.',
      '{Your steadiness|The way you hold things together} {helps more than you can see|is felt, even when it is not mentioned}.',
    ],
    [
      forThem('You know {who} better than almost anyone, and that knowledge matters now.'),
      person('You know what comforts {who}: the jokes, the food, the quiet. That is real help.'),
      pet(
        'You know the sounds and habits of {who} better than anyone, and that care is what they need.',
      ),
      'You are good at staying, even when it is uncomfortable. That is rarer than you think.',
      'You can be gentle and practical at the same time. Both are needed now.',
      'You ask good questions and look after the details. That helps more than it seems.',
      'You have adapted before, to things you never asked for, and you found your way.',
      'Your love has a practical side: lifts, meals, messages, remembering. It all counts.',
      '{You know how to listen|You are good at listening}, {and that is one of the most useful things there is right now|and listening helps more than advice}.',
      'You have {a practical streak|a way of getting things done} {that is worth a lot right now|that people lean on}.',
      '{You have been through hard times before|You have faced hard things before}, {and you know more about getting through than you think|and you came through them}.',
    ],
    [
      'You have people in your corner too, even if you have not asked them yet.',
      'There are people around you who would help if they knew how. You are allowed to tell them.',
      trouble(
        'You do not have to know everything. The people who do this work every day can hold some of the knowing.',
      ),
      'There is more goodwill around you than you can see right now.',
      'Friends who cannot be there in person are thinking of you more than they say.',
      'Every person who asks how you are doing is offering to carry a little of this.',
      'You are part of a bigger circle of care than you might realise.',
      'Others have walked this road with someone they love, and many of them would gladly talk to you.',
      trouble(
        '{There are people who would gladly|Someone close to you would gladly} {take a job off your list|bring a meal or sit with you for an hour}, if you let them.',
      ),
      trouble(
        '{Helplines and support groups exist|There are people whose whole job is} {for people in exactly your place|to help families through this}.',
      ),
      '{You are not the only one who cares about them|There are others in your life rooting for them too}, and {you can share the caring|the caring can be shared}.',
    ],
  ],
  steps: [
    // One line, so that a speech with room for one step of its own still says all of it.
    atRiskFirst(
      'If {who} is in danger right now, call the emergency services and stay with them if you can. A crisis line will also talk you through how to help; it takes calls from people worried about someone else, and findahelpline.com lists the free ones where you live.',
    ),
    forDrinking(
      'There are support groups for the families and friends of people who drink, use drugs or gamble, and you can go whether or not {who} wants help. People there know exactly how this feels.',
    ),
    forDrinking(
      'Keep yourself safe first: if {who} gets angry or frightening after drinking, know where you can go and who you can call.',
    ),
    forDrinking(
      'You did not cause this, and you cannot cure it on your own. Looking after yourself is not giving up on {who}.',
    ),
    forAtRisk(
      'Ask {who} plainly whether they are thinking about suicide. Asking does not put the idea in their head, and it shows them you can hear the answer.',
    ),
    forAtRisk(
      'You do not have to keep this secret or carry it alone: tell someone who can help, such as their doctor, a school counsellor or another person close to them.',
    ),
    forDirection(
      'Ask {who} what they would enjoy doing, rather than what their plan is. {It is an easier question to answer|Enjoyment is a better clue than a plan}, and it keeps the door open.',
    ),
    forDirection(
      'Tell {who} that not knowing yet is normal, and that you are proud of them whether or not they have an answer.',
    ),
    forDirection(
      'Offer one small, practical thing rather than a plan: a chat with someone who does work they are curious about, or a taster day.',
    ),
    forDirection(
      'Share a time you did not know what came next, and how it worked out. It helps more than advice.',
    ),
    forDirection(
      'Let the question rest sometimes. {Being asked about it every day tends to make it harder to think|Pressure tends to make the fog thicker}.',
    ),
    forDirection(
      'Listen more than you steer. {Being heard often shows someone what they already half know|Feeling listened to helps more than being told what to do}.',
    ),
    milestone(
      'Afterwards, ask {who} about one good thing from the day rather than how it went. One good thing is easier to tell.',
    ),
    milestone(
      'Plan something small and ordinary together for afterwards, whatever happens, so the day has a soft landing.',
    ),
    person(
      'Ask {who} what would help most right now, and believe the answer, even if it is small.',
    ),
    person('Sit with {who} for a while without trying to fix anything. Being there is the help.'),
    person('Send {who} a short message that asks for nothing back: thinking of you, I am here.'),
    person('Tell {who} one thing you love about them that has nothing to do with any of this.'),
    person('Let {who} know you are proud of them, whatever happens next.'),
    missingFirst(
      'If you have not already, report {who} missing to the police now; you do not have to wait a day. Charities for missing people support families too, and can help you search and cope.',
    ),
    foremost(
      comingOut(
        'Tell {who} plainly that you love them and that nothing about that has changed. It is the sentence they most need to hear, even if you say it more than once.',
      ),
    ),
    comingOut(
      'Ask {who} what name and pronouns they would like, and use them. Getting it wrong now and then and correcting yourself is fine; trying is what they will notice.',
    ),
    comingOut(
      'Look for a support group for parents and families of LGBTQ+ people. Hearing from parents who have been where you are helps more than reading alone.',
    ),
    petCost(
      'Ask the vet plainly what the treatment will cost and whether it can be paid in instalments; many practices agree to a plan, and animal charities help owners who cannot pay.',
    ),
    pet('Make a warm, quiet place ready for {who} to rest, with a blanket that smells of home.'),
    pet(
      'Ask the vet exactly what to watch for, and write it down so you do not have to hold it in your head.',
    ),
    trouble(
      'Write down the questions you want to ask, so you do not have to carry them all in your head.',
    ),
    'Choose one person you can be honest with about how you are doing, and tell them today.',
    'Eat a proper meal and drink some water, even if you are not hungry. You need fuel too.',
    trouble('Set a time to stop looking things up tonight, and keep to it.'),
    'When the worry loops, name five things you can see around you, and let your breath slow down with each one.',
    trouble(
      'Keep a small notebook of what you are told, so you can look back at it instead of trying to remember.',
    ),
    trouble(
      'Say yes when someone offers help, and give them a specific task: a meal, a lift, an hour of company.',
    ),
    'Take ten minutes outside today, on your own, just to breathe.',
    'Plan one small thing for yourself this week that has nothing to do with any of this.',
    notAtRisk(
      trouble(
        'Decide what you will do while you wait for news: a walk, a film, a call with a friend.',
      ),
    ),
    'Go to bed a little earlier than usual. Tired worry is always louder.',
    'Write the things you cannot control on one list and the things you can on another, and only work from the second.',
    trouble(
      'Let work or the people around you know what is going on, so you do not have to explain it again and again.',
    ),
    trouble(
      'Keep the numbers you might need in one place on your phone, so you are not searching for them later.',
    ),
    'Notice one thing each day that went a little better than you feared, and say it out loud.',
    'If you find yourself imagining the worst, come back to what you actually know today.',
    'Ask someone who has been through something like this what helped them, and what they wish they had known.',
    'Keep one ordinary routine going, a morning coffee, a walk, a show, so the day still has a shape.',
    trouble(
      'Make a short list of the people you could call at two in the morning, and put it somewhere you can find it.',
    ),
    'Ask one friend to check in on you, not on them, once this week.',
    'Step away from your phone for half an hour, and let someone else be the one who answers.',
    forThem(
      'Write down one thing about {who} that makes you smile, and keep it somewhere you will see it.',
    ),
    person(
      'Ask {who} whether they want to talk about it or not talk about it today, and follow their lead.',
    ),
    pet(
      'Keep to the little routines {who} knows, the same bowl, the same blanket, the same voice, as much as you can.',
    ),
    trouble(
      'Keep a bag by the door with a charger, a snack and something warm, for the days you have to leave in a hurry.',
    ),
    'When someone asks how things are, give them one honest sentence instead of saying fine.',
    'Pick a time each evening to stop going over it, and do something with your hands instead.',
    'Write down what you have already done to help this week. It will be more than you think.',
    trouble(
      person(
        'Ask {who} what they would like other people to know, and what they would rather keep private.',
      ),
    ),
    person(
      'Find one ordinary thing you can still do together, a show, a walk, a meal, and keep doing it.',
    ),
    pet('Sit quietly near {who} for a while, and let your voice be calm and familiar.'),
  ],
  picture: [
    [
      forThem(
        'Picture yourself beside {who}, not saying much, just there, and both of you breathing a little slower.',
      ),
      'Imagine the moment the waiting is over, and the long breath you let out.',
      forThem(
        'Picture an ordinary evening with {who} some time from now, when this is behind you both.',
      ),
      'Imagine your shoulders dropping an inch, your jaw unclenching, your hands resting open.',
      'Picture a cup of something warm in your hands, and ten quiet minutes that are only yours.',
      'Imagine someone who cares about you sitting next to you right now, taking some of the weight.',
      forThem('Picture {who} knowing, without a word said, that you are there for them.'),
      'Imagine walking out into fresh air after a long day, and feeling the worry loosen its grip a little.',
      '{Imagine|Picture} {the next quiet moment you have|tonight, when things are still}, and {your breathing slowing down|the worry easing its grip a little}.',
      'Picture {a hot drink|a warm bath|a short walk} that is only for you, {and ten minutes of nothing being asked of you|and the world quiet for a while}.',
      forThem(
        'Picture {who} feeling {safe|cared for}, {because you have made sure of it where you could|knowing you are close by}.',
      ),
    ],
    [
      forThem('See yourself looking back on this time and knowing that you stood by {who}.'),
      person(
        'Picture a day, not far off, when you and {who} talk about something that has nothing to do with this.',
      ),
      'Imagine telling a friend, months from now, how you got through this, and being kind about it.',
      person('Picture {who} telling someone one day how much it meant that you were there.'),
      pet('Picture {who} curled up at home again, warm and sleepy, and you beside them.'),
      'See yourself on a gentler day, a little rested, doing one ordinary thing you enjoy.',
      'Imagine the version of you from a year from now, telling you that you did well.',
      trouble(
        'Picture the people who care about you gathered round, each holding a small part of this.',
      ),
      'Imagine {looking back on this in a year|remembering this time, one day}, and {seeing how well you held on|knowing you did what you could}.',
      'See yourself {laughing again|enjoying an ordinary afternoon}, {with this behind you|the worry turned right down}.',
      forThem(
        'Imagine yourself with {who} {on an ordinary day|doing something small and ordinary together}, {when this has passed|some time from now}.',
      ),
    ],
    [
      forThem(
        'Think of a moment with {who} that makes you smile, and let it sit with you for a breath or two.',
      ),
      trouble(
        'Imagine someone you trust taking over for an hour, and you sleeping without listening for the phone.',
      ),
      trouble(
        forThem('Picture the first ordinary thing you will do with {who} when this is over.'),
      ),
      'See yourself at the end of today, the kettle on, the worst of the worrying done for now.',
      'Imagine setting the worry down on a table beside you, just for a while. It will still be there if you need it.',
      'Picture a friend putting a hand on your shoulder and saying: you are doing enough.',
      forThem('Imagine {who} feeling your care, even on the days you cannot be there.'),
      trouble(
        'See yourself taking one slow breath in the car park, the corridor or the kitchen, and feeling a little steadier.',
      ),
      '{Imagine|Picture} {handing some of the worry to someone you trust|someone you trust taking a share of this}, {and feeling the weight lift a little|and your shoulders dropping}.',
      forThem(
        '{Imagine|Picture} {who} {sensing your love|feeling how much you care}, {even from across a room|even on the days you are apart}.',
      ),
      'See yourself {sleeping well for one night|having one easy evening}, {and waking up a little stronger|and letting that be enough}.',
    ],
  ],
  closing: [
    [
      atRiskFirst('Reach out for help today, for them and for you. You are not alone with this.'),
      'Look after yourself as carefully as you are looking after them. You need it too.',
      'Be gentle with yourself. Caring this much is hard work, and you are doing it.',
      forThem('Take it one day at a time, for you and for {who}.'),
      'Rest when you can, ask when you need to, and know that you are not alone in this.',
      'Let someone look after you a little while you look after someone else.',
      'You are doing more than you think, just by being there.',
      forThem('{who} is lucky to have you. Look after the one they are lucky to have.'),
      milestone('Let {who} take this step, and let yourself be proud of you both.'),
      'Your love is steady, even when you are not. That is enough.',
      '{Look after yourself|Be kind to yourself} {tonight|this week}, {the way you are looking after them|as kindly as you are treating them}.',
      '{Keep being there|Keep showing up}, {and keep looking after the one who shows up|and let someone look after you too}.',
      forThem(
        '{You are|Your care is} {exactly what {who} needs|a gift to {who}}, {tired or not|on the hard days too}.',
      ),
    ],
    [
      'You do not have to carry this alone.',
      'Being there is enough. You are there.',
      'Lean on people. They want you to.',
      'Whatever comes next, you will not face it alone.',
      'Your care matters, more than you can see from where you are.',
      'Let the people who love you take some of the weight.',
      'You are allowed to be tired, and still be exactly what they need.',
      'There are people on your side too, {more than you know|more than you can see}.',
      '{Your love|Your care} {is doing more than you can see|reaches further than you know}.',
      '{You are not on your own with this|Nobody expects you to carry this alone}.',
      '{Ask for help|Let someone help} {when you need it|whenever it gets heavy}. {That is allowed.|That is wise.}',
    ],
    [
      'Go gently, and take good care of yourself.',
      'Breathe out. I am thinking of you both.',
      'One day at a time is plenty.',
      'Be kind to yourself tonight.',
      'Rest when you can. You are doing well.',
      'Take care of you, too.',
      'Let the next hour be a gentle one.',
      '{Go gently|Be gentle with yourself}, today and tomorrow.',
      '{Take good care|Look after you}. {I am on your side.|You are doing well.}',
      '{Go gently tonight|Rest a little tonight}.',
      '{Breathe|Take one slow breath}. {One day at a time.|You are doing enough.}',
    ],
  ],
};
