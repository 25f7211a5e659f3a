import type { Line, Slots } from './phrase-bank.ts';
import {
  aboutText,
  foremost,
  leftOutWhen,
  specific,
  theirWords,
  whenAbout,
} from './phrase-bank.ts';
import {
  ASSAULTED,
  PREGNANT_AFTER_LOSS,
  NOT_A_TASK,
  BULLIED,
  HURT_AT_HOME,
  LOW_AFTER_BIRTH_SUBJECT,
  LOST_IN_CARE_SUBJECT,
  ABORTION_SUBJECT,
  ABORTION_AHEAD_SUBJECT,
  INFERTILITY_SUBJECT,
  PREGNANT_UNTOLD_SUBJECT,
  PREGNANCY_SHOCK_SUBJECT,
  PARTNER_PREGNANT_SUBJECT,
  PREGNANCY_UNSURE_SUBJECT,
  PARTNER_UNSURE_SUBJECT,
  BIRTH_FEAR_SUBJECT,
  LAUGHED_AT_SUBJECT,
  NEURODIVERGENT_SUBJECT,
  WHO_THEY_ARE_SUBJECT,
  UNWANTED_SUBJECTS,
  CARER_SUBJECT,
  GERUND,
  PARENTS_SPLITTING,
  ROUTINE_CARE,
  WITHOUT_THEM,
  agree,
  capitalise,
  STRANGLED,
} from './read-context.ts';
import type { KindMaterial } from './kind-material.ts';

/**
 * What the built-in writer says about an everyday hard thing with nothing else named: a call to
 * make, a day or a week to get through, a quiet flat and nobody to talk to, a task they have been
 * putting off, a face to show after an embarrassing moment. It is what their words get when they
 * match no kind of situation (docs/decisions/built-in-writer.md), so nothing here presumes what
 * they did not say: no doubt in themselves, no illness, loss, habit, exam or big performance. It
 * speaks of getting through, of the first small move, of company and of being kind to themselves.
 */

/**
 * Low after a birth (`LOW_AFTER_BIRTH`), read from the subject it gives: its words ("feel nothing
 * for her") are not kept whole in `aboutText`.
 */
function lowAfterBirth(s: Slots): boolean {
  return s.shortSubject === LOW_AFTER_BIRTH_SUBJECT;
}

/** A line for being low after a birth, taken first. */
function afterBirth(line: string): Line {
  return foremost((s) => (lowAfterBirth(s) ? line : null));
}

/**
 * A line for a situation read by its own subject (`SPECIAL_SUBJECTS` in read-context.ts): someone
 * in their care lost at work, an abortion, news of infertility, an autism or ADHD diagnosis.
 */
function forSubject(subject: string | ReadonlySet<string>, line: string): Line {
  const subjects = typeof subject === 'string' ? new Set([subject]) : subject;
  return specific((s) => (subjects.has(s.shortSubject) ? line : null));
}

/** The same, said first whenever it applies. */
function firstFor(subject: string | ReadonlySet<string>, line: string): Line {
  return foremost(forSubject(subject, line));
}

/**
 * A line for someone whose partner's pregnancy frightens them, with her named where it says
 * "{her}" ("your girlfriend"); said first with `first`.
 */
function forPartnerPregnant(line: string, first = false): Line {
  const said: Line = (s) =>
    PARTNER_PREGNANT_SUBJECT.test(s.shortSubject)
      ? line.replaceAll('{her}', s.shortSubject.replace(/'s news$/, ''))
      : null;
  return specific(first ? foremost(said) : said);
}

/**
 * A line for someone who fears their partner is pregnant and does not know yet, with her named
 * where it says "{her}" ("your wife"); said first with `first`.
 */
function forPartnerUnsure(line: string, first = false): Line {
  const said: Line = (s) =>
    PARTNER_UNSURE_SUBJECT.test(s.shortSubject)
      ? line.replaceAll(
          '{her}',
          s.shortSubject.replace(/^not knowing yet if (.+) is pregnant$/, '$1'),
        )
      : null;
  return specific(first ? foremost(said) : said);
}

/** A pregnancy not yet known, feared: their own or their partner's. */
function notKnowingYet(line: string, first = false): Line {
  const said: Line = (s) =>
    s.shortSubject === PREGNANCY_UNSURE_SUBJECT || PARTNER_UNSURE_SUBJECT.test(s.shortSubject)
      ? line
      : null;
  return specific(first ? foremost(said) : said);
}

/** A line for their partner's family against them ("how his family treats you"), "{them}" their partner. */
function forPartnersFamily(line: string, first = false): Line {
  const said: Line = (s) => {
    const whose = /^how (his|her|their|your \w+'s) family treats you$/.exec(s.shortSubject)?.[1];
    if (whose === undefined) return null;
    const partner =
      whose === 'his'
        ? 'him'
        : whose === 'her'
          ? 'her'
          : whose === 'their'
            ? 'them'
            : whose.replace(/'s$/, '');
    return line.replaceAll('{them}', partner);
  };
  return specific(first ? foremost(said) : said);
}

/** A pregnancy of their own that frightens them, or one not yet told. */
const OWN_PREGNANCY = new Set([PREGNANT_UNTOLD_SUBJECT, PREGNANCY_SHOCK_SUBJECT]);

/** Caring for someone close at home ("caring for your mum"). */
function caring(s: Slots): boolean {
  return CARER_SUBJECT.test(s.shortSubject);
}

/** A line for a carer, with the one they care for ("your mum") where it says "{who}". */
function forCarer(line: string, first = false): Line {
  const said: Line = (s) =>
    caring(s) ? line.replaceAll('{who}', s.shortSubject.replace(/^caring for /, '')) : null;
  return first ? foremost(said) : specific(said);
}

/** An abortion, had or ahead. */
const ABORTION_SUBJECTS: ReadonlySet<string> = new Set([ABORTION_SUBJECT, ABORTION_AHEAD_SUBJECT]);

/** Someone else's pregnancy ended: a partner's, not their own body. */
const PARTNERS = /\b(?:girlfriend|wife|partner|fianc\w*|ex|she|her|daughter|sister|friend)\b/;

/** A line for an abortion that was their partner's. */
function partners(line: string): Line {
  return specific((s) =>
    ABORTION_SUBJECTS.has(s.shortSubject) && PARTNERS.test(s.aboutWords.join(' ')) ? line : null,
  );
}

/** A line for an abortion of their own, had. */
function ownBody(line: string): Line {
  return specific((s) =>
    s.shortSubject === ABORTION_SUBJECT && !PARTNERS.test(s.aboutWords.join(' ')) ? line : null,
  );
}

/** Who they come from, in question ("my dad is not my biological father"): no errand to get done. */
const ORIGINS = /\b(?:biological|birth|real) (?:father|dad|mother|mum|mom|parents?)\b/;

/** An accident or a crash they were in, or pass the place of: no errand to get done. */
const ACCIDENT = /\b(?:accident|crash)\b/;

/** A frightening event coming back: nightmares, flashbacks, reliving it. */
const RELIVED =
  /\b(?:nightmares|flashbacks?|ptsd|reliv(?:e|es|ing)|fireworks? (?:\w+ ){0,2}(?:scare|scares|frighten|frightens|terrify|terrifies|trigger|triggers))\b/;

/** A line that names what they asked help with ("phoning the landlord"), when their words named it. */
function about(line: (subject: string) => string): Line {
  return (s) => (s.named && !NOT_A_TASK.test(s.shortSubject) ? line(s.shortSubject) : null);
}

/** A line that names it as something to do ("phoning the landlord", "making friends here"). */
function doing(line: (subject: string) => string): Line {
  return (s) => (s.named && GERUND.test(s.shortSubject) ? line(s.shortSubject) : null);
}

/** A line with the verb that agrees with what they named: "{is}" is "is" or "are". */
function agreeing(line: (subject: string, is: string) => string): Line {
  return (s) => (s.named ? line(s.shortSubject, agree(s.shortSubject, 'is', 'are')) : null);
}

// An appointment is booked by a call, but the appointment itself is no call to script.
const CALL =
  /\b(?:call\w*|phon\w*|ring\w*|email\w*|letter|landlord|bank|council|insurance|bailiffs?|payment plan|complain\w*|book\w*|form|admin|paperwork|bills?|apologi\w*|speak to|talk to|ask)\b/;
/** Money worry: debt, rent, bills, an overdraft. */
const MONEY =
  /\b(?:debts?|rent|bills|overdraft|arrears|loans?|credit|afford|payments?|skint|money|bank|mortgage)\b/;
/** Needles: a blood test, a jab. */
const NEEDLE = /\b(?:needles?|blood|jabs?|shots?|vaccin\w*|boosters?|injections?)\b/;
const COMPANY =
  /\b(?:alone|lonely|loneliness|friends?|spoken|talk\w*|people|social\w*|meet(?!ings?\b)\w*|miss|club|group|library|party|isolat\w*|nobody|anyone|city|town|country|moved?)\b/;
const AWKWARD =
  /\b(?:embarrass\w*|cringe|humiliat\w*|tripped|trip|face|laughed|awkward|saw|replay\w*|said to me)\b/;

/** Going over and over what happened or was said: nothing to start or get done. */
const REPLAYING =
  /\b(?:replay\w*|going over|keep thinking about what|what (?:she|he|they|someone|my \w+) said|said to me|cringe\w*|embarrass\w*|humiliat\w*)\b/;

/** A line for a call, an email or an errand to make. */
function call(line: string): Line {
  // "everyone calls me fat" is no call to make.
  return specific(leftOutWhen(hurtOrGrieving, whenAbout(CALL, line)));
}

/** A line for routine care: a check-up, the dentist, a blood test, a jab. */
function care(line: string): Line {
  return specific(whenAbout(ROUTINE_CARE, line));
}

/** A line for a needle to face. */
function needle(line: string): Line {
  return specific((s) => {
    const words = aboutText(s);
    return ROUTINE_CARE.test(words) && NEEDLE.test(words) ? line : null;
  });
}

/** A line for money worry. */
function money(line: string): Line {
  // Money a partner controls is no bill to open: the steps for being hurt at home say what helps.
  return specific(leftOutWhen(atHome, whenAbout(MONEY, line)));
}

/** A line for being alone or wanting company. */
function company(line: string): Line {
  // Not an invitation to say yes to after an assault, nor new faces to someone with nowhere to stay.
  return specific(
    leftOutWhen(
      (s) => ASSAULTED.test(aboutText(s)) || s.shortSubject === HOMELESS_SUBJECT,
      whenAbout(COMPANY, line),
    ),
  );
}

/** What having nowhere to stay is called in the speech (read-context.ts). */
const HOMELESS_SUBJECT = 'finding somewhere to stay';

/** A line for someone with nowhere to stay. */
function homeless(line: string, first = false): Line {
  const said: Line = (s) => (s.shortSubject === HOMELESS_SUBJECT ? line : null);
  return first ? foremost(said) : specific(said);
}

/**
 * Alone, with nothing to do named: a friend moved away, a quiet flat, nobody to see, nobody who
 * came ("nobody came to my birthday party"). Met without hype (local.ts), whatever tone was picked.
 */
export const ALONE =
  /\b(?:alone|lonely|loneliness|isolat\w*|nobody to|no one to|no friends|moved away|moved to|(?:nobody|no one|noone) (?:came|showed up|turned up|remembered|replied|texted)|(?:wasn't|was not|wasnt|not) invited|left out of)\b/;

/** A time that presses: a deadline, days or weeks left, something due. */
const PRESSED = /\b(?:deadline|due|left|overdue|late|last minute|running out)\b/;

/** A line that says there is no rush, left out where their words say the time presses. */
function unhurried(line: string): Line {
  return leftOutWhen((s) => PRESSED.test(aboutText(s)), line);
}

/** Whether they wrote of being alone and named nothing to do. */
function aloneWithNothingNamed(s: Slots): boolean {
  return !s.named && ALONE.test(aboutText(s));
}

/** Alone, with nothing to do named: the material loneliness has of its own. */
function alone(line: string): Line {
  return specific(leftOutWhen((s) => !aloneWithNothingNamed(s), line));
}

/** A friend or family gone to live somewhere else ("my best friend moved to australia"). */
const MOVED_AWAY = /\b(?:moved away|moved to|moving away|emigrat\w*)\b/;

/** A line for someone missing a person who moved away. */
function movedAway(line: string): Line {
  return specific(whenAbout(MOVED_AWAY, line));
}

/**
 * A line about a task to start and get done ("It will shrink once you start."): left out where
 * they wrote of being alone or of going over what was said, and named nothing to do: no start
 * ends either.
 */
function toDo(line: string): Line {
  return leftOutWhen(
    (s) =>
      aloneWithNothingNamed(s) ||
      (!s.named && REPLAYING.test(aboutText(s))) ||
      // Being bullied, or crying at work, is not a task to get done ("It will shrink once you start").
      hurtOrGrieving(s) ||
      (!s.named && s.distressed) ||
      // Someone else's wedding on an awful week is an occasion to get through, not an errand.
      (s.distressed && NOT_A_TASK.test(s.shortSubject)),
    line,
  );
}

/**
 * Bullied, hurt by someone, parents splitting, a pregnancy after loss, low after a birth, someone
 * close gone: none of it an ordinary day.
 */
function hurtOrGrieving(s: Slots): boolean {
  const words = aboutText(s);
  return (
    // A loss, a hurt or news about who they are: no task to get done, no ordinary hard day.
    UNWANTED_SUBJECTS.has(s.shortSubject) ||
    s.shortSubject === HOMELESS_SUBJECT ||
    caring(s) ||
    [
      BULLIED,
      PARENTS_SPLITTING,
      ASSAULTED,
      PREGNANT_AFTER_LOSS,
      WITHOUT_THEM,
      RELIVED,
      ORIGINS,
      ACCIDENT,
    ].some((said) => said.test(words))
  );
}

/** A line that calls it an ordinary hard day ("another one of those"): not for a hurt. */
function ordinaryDay(line: string): Line {
  return leftOutWhen(hurtOrGrieving, line);
}

/** Where a young person is bullied: school, a class, the bus, a club. */
const AT_SCHOOL =
  /\b(?:school|class|classes|teachers?|playground|bus|year \d+|college|uni|lessons?|form|pe)\b/;

/** A line for their parents splitting up. */
function parentsSplitting(line: string): Line {
  return specific(whenAbout(PARENTS_SPLITTING, line));
}

/** A line for someone hurt by another person (assaulted, abused, attacked), not at home. */
function hurtElsewhere(line: string): Line {
  return leftOutWhen(atHome, whenAbout(ASSAULTED, line));
}

/** The same, taken first. */
function assaulted(line: string): Line {
  return specific(hurtElsewhere(line));
}

/** Hurt or frightened by someone at home: a partner, a parent. */
function atHome(s: Slots): boolean {
  return HURT_AT_HOME.test(aboutText(s));
}

/** A line for someone hurt or frightened at home (help in danger, someone to tell, a helpline). */
function hurtAtHome(line: string, more: (s: Slots) => string = () => ''): Line {
  return specific((s) => (atHome(s) ? `${line}${more(s)}` : null));
}

/** A line for a pregnancy after a loss. */
/** A pregnancy after losses, not one after fertility treatment alone. */
const LOSSES_BEFORE = /\b(?:miscarr\w*|loss(?:es)?|lost|stillb\w*|ectopic)\b/;

/** A line for a pregnancy after a loss or a long wait, and, with `also`, only where that is named. */
function pregnantAfterLoss(line: string, also?: RegExp): Line {
  return specific((s) => {
    const about = aboutText(s);
    return PREGNANT_AFTER_LOSS.test(about) && (also === undefined || also.test(about))
      ? line
      : null;
  });
}

/** A line for being bullied, anywhere. */
function bullied(line: string): Line {
  return specific(whenAbout(BULLIED, line));
}

/** A line for being bullied at school: the adults there to tell. */
function bulliedAtSchool(line: string): Line {
  return specific((s) => {
    const words = aboutText(s);
    return BULLIED.test(words) && AT_SCHOOL.test(words) ? line : null;
  });
}

/** A line for being bullied at work or elsewhere: a record, a manager above, HR, a union. */
function bulliedAtWork(line: string): Line {
  return specific((s) => {
    const words = aboutText(s);
    return BULLIED.test(words) && !AT_SCHOOL.test(words) ? line : null;
  });
}

/** A line for a face to show after an awkward moment. */
function awkward(line: string): Line {
  return specific(whenAbout(AWKWARD, line));
}

export const EVERYDAY: KindMaterial = {
  acknowledge: [
    [
      firstFor(
        LOST_IN_CARE_SUBJECT,
        'Losing someone you cared for at work is a real loss. People in caring jobs feel losses like this deeply, and it does not mean you are not cut out for the work.',
      ),
      firstFor(
        ABORTION_SUBJECTS,
        'Whatever you feel about this, sadness, anger, relief, or all of them at once, it is allowed, and it does not have to make sense yet.',
      ),
      firstFor(
        INFERTILITY_SUBJECT,
        'News like this is a real loss: the loss of a future you had pictured. It is right to mourn it, in your own time.',
      ),
      firstFor(
        WHO_THEY_ARE_SUBJECT,
        'Nothing about who you are is wrong. Lots of people work this out, at every age, and it can feel frightening and a relief at the same time.',
      ),
      forCarer(
        'Caring for {who}, day after day, is hard and often invisible work. Being worn out by it does not mean you love them any less.',
        true,
      ),
      firstFor(
        PREGNANT_UNTOLD_SUBJECT,
        'Finding out you are pregnant before you have told the people close to you can feel like a lot to carry alone. Whatever you are feeling, it makes sense.',
      ),
      firstFor(
        PREGNANCY_SHOCK_SUBJECT,
        'News like this can bring up a lot at once: fear, shock, maybe hope as well, all tangled together. Whatever you are feeling, it makes sense, and none of it makes you a bad person.',
      ),
      firstFor(
        LAUGHED_AT_SUBJECT,
        'Being laughed at stings, and it can replay in your head for days. That shows you care how you come across, not that something is wrong with you.',
      ),
      firstFor(
        BIRTH_FEAR_SUBJECT,
        'Being frightened of giving birth is far more common than people say, and it does not mean anything is wrong with you. Your fear deserves to be taken seriously.',
      ),
      forPartnerPregnant(
        'Hearing that {her} is pregnant when you did not expect it can knock the ground out from under you. Being scared does not make you a bad person. It means you know how much this matters.',
        true,
      ),
      firstFor(
        PREGNANCY_UNSURE_SUBJECT,
        'Not knowing yet is one of the hardest parts. Your mind runs ahead to every answer at once, and being scared makes sense. None of it makes you a bad person.',
      ),
      forPartnerUnsure(
        'Not knowing yet whether {her} is pregnant is hard, and the mind runs ahead to every answer at once. Being scared does not make you a bad person. It means you know how much this matters.',
        true,
      ),
      forPartnersFamily(
        "Being disliked by the family of someone you love hurts in a way of its own. It stings to be kept at arm's length by people who matter to {them}.",
        true,
      ),
      firstFor(
        NEURODIVERGENT_SUBJECT,
        'A diagnosis like this does not change who you are. It puts a name to how you have always been, and many people feel relief and sadness about it at the same time.',
      ),
      afterBirth(
        'Not feeling a rush of love, or feeling low, after a birth is far more common than anyone says, and it is not your fault. It can be postnatal depression, which is common and treatable.',
      ),
      foremost(
        whenAbout(
          RELIVED,
          'After something frightening, the mind can keep replaying it, in dreams or in flashes, long after you are safe. That is a common reaction, not a weakness.',
        ),
      ),
      foremost(
        assaulted(
          'You do not have to face this alone, and you do not have to be brave for anyone. What happened to you matters.',
        ),
      ),
      foremost(
        pregnantAfterLoss(
          'After what you have been through, being scared this time makes complete sense. Hope and fear can sit side by side, and neither is wrong.',
        ),
      ),
      foremost(
        parentsSplitting(
          'What happens between your parents is theirs to sort out, not yours to carry.',
        ),
      ),
      foremost(
        whenAbout(
          BULLIED,
          'Nothing about you makes it all right for anyone to treat you like that.',
        ),
      ),
      foremost(
        hurtAtHome(
          'Nobody has the right to hurt you, or to make you afraid in your own home. None of it is your fault.',
        ),
      ),
      bullied(
        'Dreading going back when someone is being cruel to you makes complete sense. Anyone would feel the same.',
      ),
      'Some of the hardest things are the ordinary ones, the ones nobody else would think twice about.',
      alone(
        'Loneliness is one of the hardest feelings to explain, because from the outside nothing seems to be happening. {Inside, a lot is.|It is still real.}',
      ),
      alone(
        'Missing people is an ache that does not show. {I am glad you said it.|It deserves to be said out loud.}',
      ),
      money(
        'Money worry is one of the most common worries there is, and one of the least talked about. {It says nothing about your worth.|It is not a measure of you.}',
      ),
      care(
        'Dreading an appointment like this is {very common|one of the most common feelings there is}. {The people who work there see it every day.|Nobody there will think less of you for it.}',
      ),
      'It does not have to be a big thing to be a hard thing. This one is hard for you, and that is enough.',
      about(
        (x) =>
          `${capitalise(x)} might look small from the outside. From where you are standing it is not, and that counts.`,
      ),
      agreeing(
        (x, is) =>
          `${capitalise(x)} ${is} the kind of thing that sits at the back of your mind all day, {and that is tiring|and wears you down quietly}.`,
      ),
      'Everyday hard things rarely get any sympathy, because nobody sees them. I see this one.',
      '{Some days|Some weeks} {are just heavy|ask more of you than they should}, without anything dramatic happening at all.',
      toDo(
        'The things we put off tend to grow while we are not looking at them. {That is not a flaw in you.|That happens to everyone.}',
      ),
      toDo(
        '{It is|It can be} {strange|tiring} how {one small task|one phone call or one errand} can {take up a whole day of worry|cast a shadow over a whole week}.',
      ),
      'You do not need a big reason to find this hard. {Finding it hard is reason enough to be here.|It is hard, and you said so. That is a good start.}',
      doing(
        (x) =>
          `${capitalise(x)} has been {waiting for you|hanging over you} for a while, {I would guess|maybe}, and that weight is real.`,
      ),
      ordinaryDay(
        '{Ordinary life|Everyday life} has its own hard parts, {and this is one of yours|and you have landed on one of them}.',
      ),
    ],
    [
      toDo(
        'It is normal to dread something simple. Dread does not measure how hard a thing is, only how long it has been waiting.',
      ),
      alone(
        'Feeling alone can make a whole day go quiet and long. {That is not weakness; it is what anyone feels when they are missing people.|Anyone would feel it in your place.}',
      ),
      alone(
        'It can be hard to admit to being lonely, {even to yourself|as if it were something to hide}. {It is not.|It is one of the most human things there is.}',
      ),
      toDo(
        'You might be putting it off, or going round in circles about it. Most people do, with the things that matter to them.',
      ),
      'Feeling a bit alone with it is part of what makes it heavy. {You are not as alone with it as it feels.|Plenty of people carry something like this quietly.}',
      'Nobody sails through every day. {Some days are for getting through, and that is all.|A day you simply get through still counts as a day well done.}',
      toDo(
        'It is fine to feel awkward, reluctant or fed up about this. None of that stops you doing it.',
      ),
      toDo(
        'The build-up is usually worse than the thing itself. Your mind is running through every version of it at once.',
      ),
      company(
        'Quiet days with nobody to talk to can wear a person down {more than a busy one|more than people realise}. {That is worth saying out loud.|It is not a small thing.}',
      ),
      toDo(
        '{Putting something off|Avoiding something} {does not make you lazy|is not a character flaw}. {It usually means it matters, or it feels uncomfortable, or both.|It is what people do with uncomfortable things.}',
      ),
      '{It makes sense|It is understandable} that you {want a push|could use a bit of help} with this. {Everyone needs one sometimes.|That is what this is for.}',
      'You might feel silly for finding this hard. {You are not silly.|Nobody who knew you would think that.} {It is simply hard.|Hard is hard.}',
      awkward(
        "{Embarrassing moments|Awkward moments} {replay in our heads far longer than in anyone else's|feel huge to us and small to everyone else}. {That is how minds work.|Almost everybody knows that feeling.}",
      ),
    ],
    [
      toDo('You do not have to feel ready. You only have to do the next small bit.'),
      alone(
        'Lonely is a feeling, not a fact about you. {It says you need people, as everyone does, not that nobody wants you.|It does not mean you are hard to like; it means you are human.}',
      ),
      alone(
        'The quiet will not always be this quiet. {People come into lives at odd times, and they will come into yours.|Friendships start again, and new ones begin, often when you least expect it.}',
      ),
      toDo(
        'Most of the weight of a thing like this comes before you start it. Once you are in it, it tends to shrink.',
      ),
      'There are people who would help if they knew. {Even one is plenty.|You may have more of them than you think.}',
      ordinaryDay(
        'You have got through plenty of ordinary hard days before. This is another one of those, not a different kind of thing.',
      ),
      call(
        'Other people have stood exactly here, phone in hand or coat half on, and done it anyway.',
      ),
      toDo(
        '{Tomorrow you|Later you} will be glad {this is behind you|you did it}, {and that version of you is not far away|and that is closer than it feels}.',
      ),
      toDo(
        'It is allowed to be hard and still be doable. {Both are true here.|Most things are both.}',
      ),
      toDo(
        '{You came here|You asked for a push}, {which means part of you has already started|which is already a step toward it}.',
      ),
      toDo(
        '{A lot of good days|Plenty of good weeks} {start with one awkward thing got out of the way|begin with something small you did not want to do}.',
      ),
      toDo(
        'You are not behind, and you are not failing at life. {You are a person with a hard thing to do today.|You are just in the middle of an ordinary hard bit.}',
      ),
    ],
  ],
  reframe: [
    [
      firstFor(
        LOST_IN_CARE_SUBJECT,
        'It hurts because you cared about them. That is not a weakness in someone who does your job; it is part of why you are good at it.',
      ),
      forSubject(
        LOST_IN_CARE_SUBJECT,
        'If you keep going over what could have been different, take those questions to your team, in daylight, rather than carrying them alone at night.',
      ),
      firstFor(
        ABORTION_SUBJECTS,
        'There is no right way to feel about this, and no feeling you have to explain or defend.',
      ),
      firstFor(
        INFERTILITY_SUBJECT,
        'There is no timetable for taking this in, and nothing about the future you have to decide yet.',
      ),
      firstFor(
        WHO_THEY_ARE_SUBJECT,
        'You get to decide who to tell, and when. There is no deadline, and you do not owe anyone an announcement.',
      ),
      forCarer(
        'Looking after yourself is part of the care, not time taken from it. Nobody can keep going on no rest.',
        true,
      ),
      firstFor(
        OWN_PREGNANCY,
        'You do not have to decide everything today. There is time to think, and to get good information first.',
      ),
      firstFor(
        BIRTH_FEAR_SUBJECT,
        'You do not have to face it knowing only what you know now. The more you learn about what can happen, and what you can ask for, the more of it is yours to shape.',
      ),
      forPartnerPregnant(
        'You do not need every answer tonight. What matters most right now is that {her} is not on her own with this, and neither are you.',
        true,
      ),
      notKnowingYet(
        'Right now you do not know, and the first step is only finding out. Everything after that can be taken one step at a time.',
        true,
      ),
      forPartnersFamily(
        'How they treat you says more about them, and about their fears, than about who you are. Their opinion is not the truth about you.',
        true,
      ),
      firstFor(
        NEURODIVERGENT_SUBJECT,
        'Things that were hard for years may make more sense now. None of that was laziness, and none of it was a failing of yours.',
      ),
      forSubject(
        NEURODIVERGENT_SUBJECT,
        'You do not have to decide today what the diagnosis means to you. Let it settle, and learn about it at your own pace.',
      ),
      assaulted(
        'Your safety comes before anything else tomorrow: before work, before manners, before what anyone might think.',
      ),
      pregnantAfterLoss(
        'This pregnancy is its own. What happened before does not decide what happens now.',
      ),
      pregnantAfterLoss('You do not have to feel excited to be glad. Cautious is allowed.'),
      parentsSplitting(
        'You do not have to pick a side. You are allowed to love them both, and to be angry or sad with either of them.',
      ),
      parentsSplitting(
        'Their marriage is ending, not their love for you. That is theirs to show you, and yours to ask for.',
      ),
      bullied('The people doing this are showing who they are, not who you are.'),
      bullied(
        'Asking for help with this is not weak, and it is not telling tales. It is how bullying stops.',
      ),
      money(
        'Not knowing the numbers is usually heavier than knowing them. Once they are in front of you, they are only numbers to work with.',
      ),
      care(
        'The people doing it {have done it thousands of times|do this all day long}. Your part is only to turn up; the skill is theirs.',
      ),
      toDo(
        'You do not need to get through the whole thing at once. You need to get through the first five minutes.',
      ),
      alone(
        'You do not have to fix loneliness in one go. {One conversation is plenty for today.|A single hello counts.}',
      ),
      alone(
        'Reaching out when you feel low is harder than it looks, so small reaches count double. {A message, a wave, a question: any of them is a start.|Nobody sees how much it took, but it counts.}',
      ),
      toDo(
        'Think of it as a small job, not a test of who you are. It is a call, an errand, a day. That is all it is.',
      ),
      about(
        (x) =>
          `${capitalise(x)} is something to get done, not something to get right. Done is the whole goal.`,
      ),
      toDo(
        'Motivation usually shows up after you start, not before. {Starting is the trick.|You can start without it.}',
      ),
      '{The worst version|The version in your head} is almost never the one that happens. {Real life is usually duller and kinder.|Most things go more ordinarily than we fear.}',
      toDo(
        '{You are allowed to do this badly|It does not have to go smoothly}. {Clumsy and done beats perfect and waiting.|A wobbly attempt still gets it done.}',
      ),
      'A hard day does not need to be a good day. It only needs to be a day you got through, and you can do that.',
      toDo(
        '{Feeling awkward|Feeling uncomfortable} is not a sign you are doing it wrong. {It is what doing it feels like.|It is just the price of the first minute.}',
      ),
      ordinaryDay(
        'Nobody is keeping score. {This is yours to do in your own way.|There is no right way to do this, only your way.}',
      ),
      '{One step|One small move} {changes how the rest looks|makes the next one easier}, {every time|almost always}.',
      toDo(
        'You can be nervous and do it anyway. {Nerves come along; they do not get a vote.|The nerves can come too.}',
      ),
    ],
    [
      toDo(
        'Most people are kinder, busier and less interested in our awkward moments than we imagine.',
      ),
      alone(
        'More people feel this than ever say so. {In any crowded room, plenty of them are lonely too.|You are in larger company than it seems.}',
      ),
      call(
        'The person on the other end of the phone has these conversations all day. To them it is ordinary. It can be ordinary to you too.',
      ),
      "Reaching out is not a burden to people. {Most are glad to be asked.|Being asked often makes someone's day.}",
      company(
        '{Loneliness|Being on your own a lot} {is not a verdict on you|says nothing about what you are worth}. {It is a situation, and situations change.|It is a season, and seasons turn.}',
      ),
      company(
        'Connection often starts small: a nod, a hello, one question asked. {It grows from there.|Nobody has to become a close friend today.}',
      ),
      'A slow week is still moving. {You only need to keep moving with it.|Getting to the end of it is the whole job.}',
      toDo(
        'Sorting one practical thing out tends to make everything else feel lighter. {That is worth the effort.|Clear one thing and see.}',
      ),
      '{Today does not have to fix everything|You do not have to sort your whole life out today}. {One thing is plenty.|Just this one.}',
      toDo(
        'It is easier to do a thing than to keep carrying the thought of it. {Doing it sets the thought down.|Once it is done, it stops following you around.}',
      ),
      ordinaryDay(
        '{Other people|Most people} {have their own awkward moments|are mostly thinking about their own lives}, {not replaying yours|not watching you}.',
      ),
      'Asking for help, or a plan, or more time, is a normal grown-up thing to do. {It is not failing.|It is how things get sorted.}',
    ],
    [
      'Getting through counts. {Nobody hands out medals for ordinary days, but they should.|Every ordinary day got through is its own small win.}',
      alone(
        'Be as kind to yourself on the quiet days as you would be to a friend who felt this way. {They would not deserve scolding, and nor do you.|You would not tell them to snap out of it.}',
      ),
      alone(
        'Friendship is built from small, repeated things: {the same café, the same class, the same hello|turning up to the same place more than once}. {Time does the rest.|It takes a while, and it comes.}',
      ),
      unhurried(
        'You can go at your own speed. {Slow and steady still arrives.|There is no rush beyond the one in your head.}',
      ),
      'Small things done are how big weeks get better. {You do not need a grand plan.|Nothing grand is needed.}',
      toDo(
        'Being kind to yourself is not letting yourself off. It is what keeps you going long enough to get it done.',
      ),
      'A bad hour is not a bad day, and a bad day is not a bad life. {Each one can turn.|Things can change by the evening.}',
      '{Feeling better|Things feeling easier} often comes from {doing one small thing|one step taken}, not from waiting for the feeling first.',
      'It is fine to need a push. {Everyone does, about something.|That is what friends, lists and little talks like this are for.}',
      toDo(
        '{When it is done|Afterwards}, it will just be a thing you did. {It will not feel like a mountain any more.|It will shrink to its real size.}',
      ),
      toDo(
        'You are allowed to make it easier: a script, a friend on speaker, a reward after. {Easier is still doing it.|Making it easy is smart, not cheating.}',
      ),
      '{This moment|This bit of life} is not the whole story. {There is a lot more of you than this one hard thing.|You are far more than this one hard week.}',
    ],
  ],
  strengths: [
    [
      firstFor(
        LOST_IN_CARE_SUBJECT,
        'You cared for someone at the hardest point of their life. That mattered, to them and to the people who love them.',
      ),
      firstFor(
        NEURODIVERGENT_SUBJECT,
        'You got this far without the words for how your mind works. That took more effort than anyone saw.',
      ),
      forCarer(
        'What you do for {who} every day takes a patience and a love that mostly nobody sees. I see it.',
        true,
      ),
      bullied(
        'Facing it, day after day, takes a kind of strength most people never have to find. You have been finding it.',
      ),
      bullied(
        'You reached out here, which means part of you knows you deserve better. That part of you is right.',
      ),
      toDo(
        'You have handled awkward calls, dull errands and long weeks before. That experience is still yours.',
      ),
      alone(
        'You care about people, which is exactly why you feel their absence. {That care is a strength.|It is what will draw people to you.}',
      ),
      'You came looking for a push instead of giving up on it. {That says something good about you.|That is a strength, even if it does not feel like one.}',
      'You keep going on ordinary days that nobody sees. {That takes more than people give credit for.|That is real strength, just quiet.}',
      'You know how to get through a day you did not want. You have done it many times.',
      toDo(
        'You notice what needs doing, even when you would rather not. {That is half of getting it done.|That is worth something.}',
      ),
      ordinaryDay(
        '{You have got yourself this far|You have made it this far}, {through every ordinary hard day so far|one day at a time}.',
      ),
      toDo(
        '{You are still trying|You have not let it go}, {and that matters more than how you feel about it|which is the part that counts}.',
      ),
      '{You have more practice at this than you think|You have been here before in some form}, {and you got through|and you managed}.',
      toDo(
        'You can do hard and boring things. {Most of life is made of them, and you have done plenty.|You have a long record of them.}',
      ),
      '{There is steadiness in you|You have a stubborn streak}, {even on the days it is quiet|the kind that keeps you turning up}.',
    ],
    [
      'You are honest about what is hard, which makes it easier to find what would help.',
      alone(
        'You know how to be a good friend. {That does not go away when the phone is quiet.|You have been one before, and you will be again.}',
      ),
      'You know yourself: what you put off, what helps, what time of day you are at your best. Use that.',
      'You can be practical. {Lists, plans, one thing at a time: you know how those work.|When it comes down to it, you sort things out.}',
      'You are kinder to other people than you realise, and people remember that about you.',
      'You have a sense of humour about life, even now. {That is a real resource.|It will help here.}',
      toDo(
        '{You are good at getting on with things|You have a way of getting things done}, {once you get going|when it comes to it}.',
      ),
      '{You are someone who asks for help|You reach out when it counts}, {and that is a skill plenty of people lack|which is wiser than struggling on alone}.',
      company(
        'You have made new starts before, {in new places, with new people|after quiet spells}, {and found your feet|and they worked out more often than not}.',
      ),
      '{You are resourceful|You find ways round things}, {even when you do not feel it|more than you give yourself credit for}.',
      company(
        'You are still curious about people and places, and that is exactly what connection grows from.',
      ),
    ],
    [
      'There is someone in your life who would be glad to hear from you today. {More than one, probably.|Maybe more than you think.}',
      alone(
        'You are not as forgotten as the quiet makes you feel. {People think of you more often than they say.|Quiet is not the same as forgotten.}',
      ),
      movedAway(
        'A friend who lives far away is still a friend. {A voice note or a call across the time zones is still company.|Distance changes how often you talk, not what you mean to each other.}',
      ),
      'The people who know you would tell you that you can handle this. {They would be right.|They have seen you do it.}',
      toDo(
        'There are people whose whole job is to help with exactly this kind of thing. {You do not have to work it all out alone.|Let them do their bit.}',
      ),
      company(
        'Somebody out there is looking for a friend too, {maybe in the very same place|probably not far from you}.',
      ),
      toDo(
        '{A friend|Someone you trust} {could sit on the phone with you while you do it|would happily be your back-up}, {if you asked|if you let them}.',
      ),
      '{Plenty of people|Lots of people} {have been exactly where you are|have felt just like this}, {and came out fine|and got through it}.',
      'You have more people on your side than show up on an ordinary quiet day. {They are still there.|Quiet is not the same as alone.}',
      'Helplines, advice services and friendly neighbours exist {for moments like this|because lots of people need them}. {You are welcome there.|They are there for you too.}',
      company(
        'Libraries, clubs and local groups exist {for moments like this|because lots of people need them}. {You are welcome there.|They are there for you too.}',
      ),
      'You are someone other people are glad to know, {even if you have not heard it lately|whether or not they have said so recently}.',
    ],
  ],
  steps: [
    firstFor(
      LOST_IN_CARE_SUBJECT,
      'Before you go home, or as soon as you can, talk it through with a colleague or your supervisor, and ask about a debrief. Your team has carried losses like this before, and none of you should carry one alone.',
    ),
    forSubject(
      LOST_IN_CARE_SUBJECT,
      'If it keeps coming back to you, in the days ahead or at night, your staff support or occupational health service is there for exactly this.',
    ),
    forSubject(
      LOST_IN_CARE_SUBJECT,
      'After work today, do the simple things: eat something, have a shower, and sleep if you can. Looking after yourself is part of the job.',
    ),
    forSubject(
      LOST_IN_CARE_SUBJECT,
      'Let one person outside work know you had a hard day. You do not have to tell them the details.',
    ),
    firstFor(
      ABORTION_SUBJECTS,
      'Talk to someone you trust about how you feel: a friend, or a counsellor. There are confidential services that listen without judging, whatever you feel.',
    ),
    firstFor(
      ABORTION_AHEAD_SUBJECT,
      'You can talk it through first with your doctor or a pregnancy advice service. They will give you the facts and leave the decision with you.',
    ),
    partners(
      'When you feel ready, tell her how this has left you. You can say what you feel without having to settle who was right.',
    ),
    ownBody(
      'If you have heavy bleeding, a fever, or pain that gets worse, call the clinic or your doctor straight away. Looking after yourself comes first.',
    ),
    forSubject(
      ABORTION_SUBJECTS,
      'Give yourself a few quiet days if you can. You do not owe anyone an account of how you are.',
    ),
    firstFor(
      INFERTILITY_SUBJECT,
      'Ask your clinic or doctor about fertility counselling, and about your options when you are ready to hear them. You do not have to hear them all at once.',
    ),
    firstFor(
      WHO_THEY_ARE_SUBJECT,
      'If you want to talk it through, there are LGBTQ+ youth groups and helplines where people understand without you having to explain.',
    ),
    forSubject(
      WHO_THEY_ARE_SUBJECT,
      'When you are ready, tell one person first: someone you trust and feel safe with.',
    ),
    forSubject(
      WHO_THEY_ARE_SUBJECT,
      'If you ever feel unsafe at home because of who you are, tell a teacher, a school counsellor or another adult you trust.',
    ),
    forCarer(
      "Ask your doctor or your local council about a carer's assessment and respite care. Help for carers exists, and you are allowed to use it.",
      true,
    ),
    forCarer(
      "Find a carers' group or helpline. Other carers understand without you having to explain.",
    ),
    forCarer(
      'If nights are the hardest part, tell the doctor of {who}. There may be help at night, so that you can sleep.',
    ),
    forCarer(
      'Let one person take over for a few hours this week, and use the time for sleep or for something that is only yours.',
    ),
    firstFor(
      PREGNANT_UNTOLD_SUBJECT,
      'Tell one adult you trust, even if it is not your parents yet: a relative, a teacher, a school nurse or a doctor. You do not have to carry this on your own.',
    ),
    forSubject(
      OWN_PREGNANCY,
      'A doctor, a nurse or a sexual health clinic can see you in confidence and talk through all of your options, without judging you.',
    ),
    firstFor(
      PREGNANCY_SHOCK_SUBJECT,
      'Talk it through with one person you trust before you decide anything: a partner, a friend, or someone in your family.',
    ),
    forSubject(
      LAUGHED_AT_SUBJECT,
      'If it keeps happening, or it was unkind on purpose, tell someone who can do something about it: a teacher, a manager, or someone you trust.',
    ),
    firstFor(
      BIRTH_FEAR_SUBJECT,
      'Tell your midwife or doctor how frightened you are. They can talk you through what happens, your choices of pain relief and of where to give birth, and make a birth plan with you.',
    ),
    forSubject(
      BIRTH_FEAR_SUBJECT,
      'Ask whether there is a specialist midwife or a perinatal mental health team near you. Fear of giving birth is something they help with.',
    ),
    forSubject(
      BIRTH_FEAR_SUBJECT,
      'Tell your birth partner what matters most to you, so that someone beside you knows.',
    ),
    forSubject(
      BIRTH_FEAR_SUBJECT,
      'An antenatal class, or a visit to where you will give birth, can make the unknown a little smaller.',
    ),
    forPartnerPregnant(
      'Listen to {her} first. Ask how she is feeling and what she needs before you say what you think. It is her body, and the choice about the pregnancy is hers to make.',
      true,
    ),
    forPartnerPregnant(
      'Talk to an adult you trust, a parent, a relative, a teacher or a doctor, so that you are not working this out on your own.',
    ),
    forPartnerPregnant(
      'A doctor, a sexual health clinic or a pregnancy advice service can talk you both through the options, in confidence and without judging you.',
    ),
    firstFor(
      PREGNANCY_UNSURE_SUBJECT,
      'Take a pregnancy test: one from a chemist or a supermarket is quick, and most are reliable from the first day of a missed period. Whatever it says, nothing has to be decided today: talk it through with someone you trust, and in confidence with a doctor or a pregnancy advice service.',
    ),
    forSubject(
      PREGNANCY_UNSURE_SUBJECT,
      'Tell one person you trust that you are worried, a friend, a sister, a partner, so that you are not waiting on your own.',
    ),
    forSubject(
      PREGNANCY_UNSURE_SUBJECT,
      'If a test is negative but it was early, take another a few days later. A late period can have other causes, like stress or being unwell. If your period still does not come, see a doctor or a nurse.',
    ),
    forPartnerUnsure(
      'Talk to {her}, gently, and listen first. A pregnancy test will tell you both more than worrying can; let her choose when she takes it. Nothing has to be decided today, and if she is pregnant, a doctor or a pregnancy advice service can talk you both through it in confidence.',
      true,
    ),
    forPartnerUnsure(
      'Whatever the test says, it is her body, and if she is pregnant, the choice about the pregnancy is hers to make. Your part is to be beside her while she makes it.',
    ),
    forPartnerUnsure(
      'Talk to someone you trust, a friend, a relative or a doctor, so that you are not carrying the worry on your own.',
    ),
    notKnowingYet(
      'Whatever the test says, a doctor, a sexual health clinic or a pregnancy advice service can talk it through with you in confidence, give you the facts and leave any decision with you.',
    ),
    forPartnersFamily(
      'Talk to {them} about how it feels, not about who is right. The two of you are the team here, and you need to know you are facing it together.',
      true,
    ),
    forPartnersFamily(
      'You do not have to win them over, and you do not have to take cruelty quietly. Be polite, keep your dignity, and leave when it turns unkind.',
    ),
    forPartnersFamily(
      'Agree with {them} on a few lines you both hold, such as how long visits last and what happens if someone is rude, before the next time you see them.',
    ),
    forPartnersFamily(
      'Tell a friend of your own how it has been. It helps to hear it from someone who knows you well.',
    ),
    forSubject(
      PREGNANT_UNTOLD_SUBJECT,
      'If you are worried about how your parents will react, plan the telling with someone on your side, and choose a calm moment.',
    ),
    forSubject(
      INFERTILITY_SUBJECT,
      'There are support groups for people facing infertility. Being with people who understand, without having to explain, can help a lot.',
    ),
    forSubject(
      INFERTILITY_SUBJECT,
      'It is fine to step back from baby showers, pregnancy news or questions from family for a while. Protecting yourself is not unkind.',
    ),
    firstFor(
      NEURODIVERGENT_SUBJECT,
      "Find others who were diagnosed as adults: a local group or an online community. Hearing your own life in someone else's words can be a great relief.",
    ),
    forSubject(
      NEURODIVERGENT_SUBJECT,
      'Ask what support you are entitled to at work or where you study. Adjustments are yours to ask for; they are not favours.',
    ),
    forSubject(
      NEURODIVERGENT_SUBJECT,
      'Take your time deciding who to tell, and how much. It is your news, to share when you choose.',
    ),
    forSubject(
      NEURODIVERGENT_SUBJECT,
      'Look back at your younger self with kindness, the way you would at a child who was trying hard without the help they needed.',
    ),
    homeless(
      'Contact your local council housing team or a homelessness charity today, and tell them plainly that you have nowhere safe to stay. The sooner they know, the more they can do.',
      true,
    ),
    homeless(
      'Keep your phone charged, and your documents, medicines and chargers together in one bag.',
    ),
    homeless(
      'If you are at school, college or university, tell student support too. They can help with more than studies.',
    ),
    afterBirth(
      'Tell your midwife, health visitor or doctor how you really feel, soon. They hear it often, and there is good help.',
    ),
    specific((s) =>
      lowAfterBirth(s)
        ? 'Let someone take the baby for an hour or two so you can sleep. Rest is not a luxury right now.'
        : null,
    ),
    foremost(
      whenAbout(
        RELIVED,
        'If the nightmares or flashbacks keep coming, tell your doctor. There is good, proven help after a frightening event, and you do not have to wait for it to pass on its own.',
      ),
    ),
    foremost(
      assaulted(
        'Tell someone who can act on it before you go in: a manager or HR at work, a tutor or student support at college or university, or the police. You can ask not to be around that person, or to have someone with you.',
      ),
    ),
    whenAbout(
      ASSAULTED,
      'Have someone you trust on call, someone you can message or step out to ring at any point.',
    ),
    hurtElsewhere(
      'There are free, confidential support services for people who have been assaulted. They can help you think through what happens next, at your pace.',
    ),
    hurtElsewhere(
      'You are allowed to leave the room, to take the day off, or to go home. Your safety comes first.',
    ),
    // One line, so that a speech with room for one step of its own still says both.
    foremost(
      hurtAtHome(
        'Tell someone you trust what is happening at home: a friend, a relative, a teacher or a doctor, or a domestic abuse helpline, which listens in confidence. Keeping yourself safe never gets anyone into trouble, and if you are ever in danger, call the emergency services straight away.',
        // Hands on the neck do harm that does not show, and tell of danger: said in the same step.
        (s) =>
          STRANGLED.test(theirWords(s))
            ? ' If someone has had their hands around your neck, please see a doctor soon, even if you feel fine: it can do harm you cannot see, and it is a sign of real danger.'
            : '',
      ),
    ),
    hurtAtHome(
      'There are free, confidential helplines for people who are hurt or frightened at home. You do not have to be sure it counts as abuse to call, and they will not push you to do anything.',
    ),
    hurtAtHome(
      'Agree a word or a message with someone you trust that means you need help, and know where you could go to be safe: a friend, a neighbour, a relative.',
    ),
    // A pregnancy after losses named, not any "lost": "feel completely lost about what next" had it.
    pregnantAfterLoss(
      'Tell your midwife or doctor about your losses before. Many places offer extra scans or support in a pregnancy after loss, so ask what there is.',
      LOSSES_BEFORE,
    ),
    specific(
      whenAbout(
        /\b(?:ivf|fertility|trying)\b/,
        'Tell your midwife or doctor how long the road here has been. Many places offer early scans and extra support after fertility treatment, so ask what there is.',
      ),
    ),
    whenAbout(
      PREGNANT_AFTER_LOSS,
      'Take it one appointment, one week at a time. You do not have to look further ahead than that.',
    ),
    whenAbout(
      PREGNANT_AFTER_LOSS,
      'Let one person you trust know, so you are not carrying the waiting alone.',
    ),
    whenAbout(
      PREGNANT_AFTER_LOSS,
      'Be gentle with the days before a scan, and plan something kind for afterwards, whatever the news.',
    ),
    parentsSplitting(
      'Tell someone how you feel about it: one of your parents, a relative, a teacher, a friend. Feelings like these are lighter shared.',
    ),
    whenAbout(
      PARENTS_SPLITTING,
      'Ask the questions you need answers to: where you will live, when you will see each of them. You are allowed to know.',
    ),
    whenAbout(
      PARENTS_SPLITTING,
      'Keep one thing the same that is yours: a club, a walk, a friend you see every week.',
    ),
    foremost(
      bulliedAtSchool(
        'Tell an adult you trust, today if you can: a teacher, a parent, a school counsellor. It is their job to make it stop, and they can only do that if they know.',
      ),
    ),
    // One step written for it is kept first (`specific`): telling someone who can stop it. The
    // rest are drawn among the kind's steps.
    whenAbout(
      BULLIED,
      'If saying it out loud is too hard, write it in a note or a message and hand it over. That counts as telling.',
    ),
    whenAbout(
      BULLIED,
      'Write down what happens, when, and who was there. It helps the people you tell to act on it.',
    ),
    whenAbout(
      BULLIED,
      'Stay near people who are kind to you, a friend, someone on duty, a busy corridor, when you can.',
    ),
    bulliedAtWork(
      'Tell someone who can act on it: a manager above the one involved, HR, or a union rep. You do not have to handle it alone.',
    ),
    whenAbout(
      BULLIED,
      'If anyone hurts you or threatens to, tell someone straight away. You deserve to be safe.',
    ),
    alone(
      'Call or send a voice message to one person today, even for two minutes. Hearing a voice helps in a way a text does not.',
    ),
    alone(
      'Plan one thing this week that puts you near people: a class, a walking group, volunteering, a regular café.',
    ),
    alone('Write down three people you could message, and message one of them today.'),
    alone(
      'Go somewhere you can become a regular, and keep going back: people warm to a face they have seen before.',
    ),
    movedAway(
      'Set up a regular call with the one who moved, same time each week, so it is not left to chance.',
    ),
    money(
      'Open the letters and write the numbers down in one place. Knowing is lighter than guessing.',
    ),
    money(
      'Ask whether they have a hardship team or a payment plan. They deal with this every day.',
    ),
    money(
      'Look up a free debt advice service where you live. An adviser can go through it all with you, and some will talk to the people you owe for you.',
    ),
    care(
      'Tell them at the start that you are nervous. {They hear it every day|It is one of the most ordinary things they hear}, and most will slow down and talk you through it.',
    ),
    care('Agree a small signal before they begin, a raised hand, for when you need a pause.'),
    needle(
      'If the needle is the hard part, look away and breathe out slowly while it happens. If you feel faint, say so: they can let you lie down.',
    ),
    care('Take headphones and something to listen to while you wait.'),
    care(
      'Write any questions you want to ask on your phone, so you do not have to hold them in your head.',
    ),
    call('Write down the first sentence you will say, word for word, and have it in front of you.'),
    toDo(
      'Set a timer for ten minutes and do only the first part. Stop when it rings if you want to.',
    ),
    toDo(
      'Pick a time for it today, put it in your phone with an alarm, and treat it like an appointment.',
    ),
    toDo('Do it before you have time to think it over again. The thinking is the heavy part.'),
    toDo('Tell one person what you are about to do, so someone is waiting to hear how it went.'),
    toDo('Plan a small reward for afterwards: a walk, a proper coffee, an episode of something.'),
    call('Write down the three things you need to say or ask, and tick them off as you go.'),
    call(
      'Have whatever you might need ready first: the letter, the reference number, a pen, a glass of water.',
    ),
    call('Stand up while you make the call. It helps your voice feel steadier.'),
    toDo(
      'If your mind runs ahead, come back to the next five minutes. That is all you need to handle.',
    ),
    company(
      'Send one message to someone you have not spoken to in a while. Just a hello is enough.',
    ),
    'Get outside for twenty minutes today, even just to the shop and back.',
    company(
      'Find one thing happening locally this week, a group, a class, a talk, a quiz, and put it in your diary.',
    ),
    company(
      'Say yes to the next small invitation that comes your way, even if part of you wants to stay in.',
    ),
    toDo(
      'Eat something proper and drink some water before you start. Running on empty makes everything harder.',
    ),
    'Break the day into three parts, morning, afternoon and evening, and only look at one at a time.',
    'Write tonight the one thing tomorrow has to include, and let everything else be optional.',
    toDo(
      'Do the smallest possible version first: open the email, find the number, put your shoes on.',
    ),
    toDo('If it goes badly, write down what you would do differently, then let it go for the day.'),
    call('Ask a friend to be on standby by text while you do it.'),
    company(
      'Choose a place to be around people today, a café, a library, a park bench, even if you talk to no one.',
    ),
    company('Ask one person one question about themselves. People warm quickly to being asked.'),
    toDo(
      'When it is done, write it down somewhere: done. You will want to remember that you did it.',
    ),
    toDo(
      'Make a short list of what is in your hands and what is not, and spend today only on the first.',
    ),
    toDo('Give yourself permission to do it imperfectly, out loud: this only has to get done.'),
    call(
      'If it is a payment or a plan, ask them plainly what your options are. They are used to the question.',
    ),
    call('Keep a note of who you spoke to and what was agreed, with the date.'),
    toDo('Put some music on while you get ready. It changes the feel of the room.'),
    ordinaryDay(
      'Clear up one small corner of your space first. A small order outside helps the inside.',
    ),
    'Plan something to look forward to at the end of the week, however small.',
    "Go to bed a little earlier tonight. Tomorrow is easier on a proper night's sleep.",
    toDo('Text someone afterwards to tell them it is done. Let them be pleased for you.'),
    toDo('If you cannot face all of it, do one part today and book the rest for tomorrow.'),
    awkward('Walk past the awkward moment in your head once, then stop replaying it. It is over.'),
  ],
  picture: [
    [
      firstFor(
        LOST_IN_CARE_SUBJECT,
        'Picture yourself at home after today, warm and fed, allowed to put it down for the night.',
      ),
      firstFor(
        NEURODIVERGENT_SUBJECT,
        'Picture a day set up the way your mind works best, with the quiet, the order or the breaks you need, and nobody asking you to apologise for it.',
      ),
      forCarer(
        'Picture a whole night of sleep, and waking up knowing someone else has the morning covered.',
        true,
      ),
      foremost(
        assaulted(
          'Picture yourself with someone on your side close by, and a door you can walk out of whenever you choose.',
        ),
      ),
      foremost(
        pregnantAfterLoss(
          'Picture yourself at the next appointment with someone beside you, taking it one step at a time.',
        ),
      ),
      bulliedAtSchool(
        'Picture telling a teacher you trust, and them taking it seriously and saying: thank you for telling me.',
      ),
      bullied(
        'Picture a day when walking in feels ordinary again, because people who could stop it have stepped in.',
      ),
      call(
        'Picture the moment it is done: the phone put down, the door closed behind you, a long breath out.',
      ),
      care(
        'Picture walking back out {into the fresh air|through the door}, done, with the rest of the day yours.',
      ),
      toDo('Imagine tonight, with this behind you, and how much lighter the evening feels.'),
      company(
        'See yourself walking in, saying hello, and the room being far friendlier than you feared.',
      ),
      'Picture the end of the week, and you looking back at it as a week you got through.',
      alone('Picture your phone lighting up with a message from someone glad you got in touch.'),
      call('Imagine the person on the other end saying, that is fine, we can sort that out.'),
      toDo('See yourself making a cup of tea afterwards, with nothing hanging over you.'),
      awkward(
        'Picture a conversation that starts awkward and ends with someone laughing, maybe you.',
      ),
      toDo(
        '{Imagine|Picture} {crossing it off your list|telling someone it is done}, {and the small flush of relief|and how good that feels}.',
      ),
      toDo(
        '{Picture|Imagine} {tomorrow morning|the next morning}, waking up {without this on your mind|with one less thing to carry}.',
      ),
      company('Imagine yourself a month from now, with a few more people who know your name.'),
    ],
    [
      toDo('See yourself taking the first step before you feel ready, and noticing it was fine.'),
      call(
        'See yourself with your notes in front of you, your voice a little shaky and then steady.',
      ),
      toDo('Imagine being home again afterwards, shoes off, proud of yourself in a quiet way.'),
      toDo('See yourself telling a friend, later, that it was not nearly as bad as you thought.'),
      company('Picture a small ordinary evening somewhere warm, with someone to talk to.'),
      toDo('Imagine your shoulders dropping the moment it is finished.'),
      toDo(
        '{Picture|See} {the first minute going by|the hardest bit passing}, and {the rest getting easier|everything after it feeling lighter}.',
      ),
      leftOutWhen(
        (s) => NOT_A_TASK.test(s.shortSubject),
        '{Imagine|Picture} someone {saying hello back|smiling back at you}, {and that being the start of something|and the day changing a little}.',
      ),
      alone('Imagine a table of people laughing, and you there among them, not at the edge.'),
      toDo('See this time next week: this sorted, and you onto the next ordinary thing.'),
    ],
    [
      toDo(
        'Think of a time you dreaded something and it turned out fine. Hold that picture for a breath.',
      ),
      toDo(
        'Picture the version of you who has already done this, calmly getting on with their day.',
      ),
      toDo('Imagine looking back in a few months and barely remembering why this felt so big.'),
      'See yourself being as kind to yourself today as you would be to a friend in your place.',
      'Picture a door opening, a voice saying come in, and you stepping through.',
      toDo(
        '{Imagine|Picture} {the quiet after it is done|the hour after it is finished}, {and the space it leaves|and how light your head feels}.',
      ),
      toDo('See yourself at the end of today, tired but done, and able to rest properly.'),
      'Imagine {a friendly face|one kind person} {wherever you are going|at the other end of this}. {There usually is one.|They are more common than you think.}',
      alone(
        'Imagine this time next year, with people in your week who know how you take your tea.',
      ),
    ],
  ],
  closing: [
    [
      firstFor(LOST_IN_CARE_SUBJECT, 'You cared for them. Tonight, let someone take care of you.'),
      firstFor(
        ABORTION_SUBJECTS,
        'Be gentle with yourself. Whatever you feel, you deserve care while you feel it.',
      ),
      firstFor(
        INFERTILITY_SUBJECT,
        'Be gentle with yourself. This is a real loss, and it deserves care and time.',
      ),
      firstFor(WHO_THEY_ARE_SUBJECT, 'You are fine exactly as you are. Go at your own pace.'),
      forCarer('You look after everyone. Let someone look after you a little, too.', true),
      firstFor(
        OWN_PREGNANCY,
        'Whatever happens next, you deserve support and kindness while you work it out.',
      ),
      firstFor(
        BIRTH_FEAR_SUBJECT,
        'However the birth goes, you deserve care and kindness, and you are allowed to ask for them.',
      ),
      forPartnerPregnant(
        'Whatever happens next, you can be kind and steady for {her}, and for yourself. That is already a good start.',
        true,
      ),
      firstFor(
        PREGNANCY_UNSURE_SUBJECT,
        'Whatever the test says, you deserve support and kindness while you work out what comes next.',
      ),
      forPartnerUnsure(
        'Whatever the test says, you can be kind and steady for {her}, and for yourself.',
        true,
      ),
      forPartnersFamily(
        'You deserve to be treated kindly, by them and by anyone. Hold on to the people who already know your worth.',
        true,
      ),
      firstFor(
        NEURODIVERGENT_SUBJECT,
        'You are not broken. You are learning how you work, and that deserves patience.',
      ),
      foremost(
        whenAbout(
          ASSAULTED,
          'You deserve to be safe, and to be believed. Please let someone help you with this.',
        ),
      ),
      foremost(
        whenAbout(
          PREGNANT_AFTER_LOSS,
          'One day at a time, with people beside you. That is enough.',
        ),
      ),
      foremost(
        whenAbout(
          BULLIED,
          'You deserve to feel safe. Tell someone today, and let them help you carry this.',
        ),
      ),
      toDo('Do the first small bit now, and let the rest follow.'),
      // Not to someone in distress ("they kicked me out"), whatever they named.
      leftOutWhen(
        (s) => s.distressed,
        toDo('Get it done, then be kind to yourself for the rest of the day.'),
      ),
      care('It will be over sooner than the dread of it, and then it is done for a good while.'),
      toDo('You can do this. It is a hard thing, not an impossible one.'),
      toDo('One step, then the next. That is how this gets done.'),
      // Not to someone in distress ("they kicked me out"), whatever they named.
      leftOutWhen(
        (s) => s.distressed,
        toDo('Go and get it off your list. You will feel lighter by tonight.'),
      ),
      'Be gentle with yourself, and do the next small thing.',
      alone('Be gentle with yourself on the quiet days, and send that one message.'),
      about((x) => `${capitalise(x)}: one small step, and then it is under way.`),
      toDo(
        '{Make a start|Take the first step}, {however small|even a tiny one}. {That is enough for now.|The rest will follow.}',
      ),
      '{Get through today|Just get through today}, {and let tomorrow look after itself|one piece at a time}.',
      '{Reach out|Say hello} to {one person|someone} {today|this week}. {That is how it starts.|It is a good start.}',
    ],
    [
      toDo('You are more ready than you feel.'),
      toDo('You have done harder things than this.'),
      toDo('This will be behind you soon.'),
      'You are not on your own with it.',
      ordinaryDay('Ordinary hard days count. So does getting through them.'),
      alone('You are worth knowing, and people will find that out.'),
      toDo('It will shrink once you start.'),
      toDo('You deserve an easier evening, and this is the way to it.'),
      ordinaryDay('{You can do this|You have got this}, {one piece at a time|in your own way}.'),
      '{Someone|Somebody} {would be glad to hear from you|is glad you exist}, {today especially|even today}.',
      toDo(
        '{The hardest part|The worst of it} is {the waiting|the thinking about it}, and {that part is nearly over|you can end it now}.',
      ),
    ],
    [
      toDo('Go gently, and go and do it.'),
      ordinaryDay('Breathe out. You have got this.'),
      'Off you go. I am on your side.',
      toDo('One small step, starting now.'),
      'Be kind to yourself today.',
      'Take care of you.',
      alone('Go gently, and say hello to someone today.'),
      toDo('Go on. You can do it.'),
      '{Go gently|Take it easy on yourself}, {today and every day|and keep going}.',
      toDo('{Breathe|Take a breath}. {Then begin.|Then the first step.}'),
      ordinaryDay(
        '{Good luck|I am rooting for you}. {You will be fine.|Let me know how it goes, in your own head at least.}',
      ),
    ],
  ],
};
