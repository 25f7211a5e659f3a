import nlp from 'compromise/two';
import { describe, expect, it } from 'vitest';
import { screenForCrisis, screenTextsForCrisis } from './screen.ts';
import { crisisHeldOut } from './corpus/crisis-held-out.ts';
import { crisisTraining } from './corpus/crisis-training.ts';
import { ordinaryHeldOut } from './corpus/ordinary-held-out.ts';
import { ordinaryTraining } from './corpus/ordinary-training.ts';
import { normaliseForScreen } from './normalise.ts';
import { CRISIS_SCREEN_TARGETS, scoreCrisisScreen } from './score.ts';
import { crisisPatterns } from './patterns.ts';

describe('the crisis corpus', () => {
  it('has 150 crisis and 300 ordinary phrasings, a third of each held out, none in both parts', () => {
    const crisis = crisisTraining.length + crisisHeldOut.length;
    const ordinary = ordinaryTraining.length + ordinaryHeldOut.length;
    expect(crisis).toBeGreaterThanOrEqual(150);
    expect(ordinary).toBeGreaterThanOrEqual(300);
    expect(crisisHeldOut.length * 3).toBeGreaterThanOrEqual(crisis);
    expect(ordinaryHeldOut.length * 3).toBeGreaterThanOrEqual(ordinary);
    const texts = [
      ...crisisTraining,
      ...crisisHeldOut,
      ...ordinaryTraining,
      ...ordinaryHeldOut,
    ].map((phrasing) => phrasing.text.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});

/**
 * The scores this screen reached on the held-out part when it was last changed (docs/decisions/
 * crisis-screen.md, Measured): a change that lowers them fails here. The held-out part is the one
 * written before the classifier, a blind part written by a writer who read nothing of the project,
 * and a third of each of twenty-eight more such writers' phrasings and another's 24 ordinary ones
 * (528 direct, 1,041 indirect, 2,599 ordinary in all), committed unread. The seventh round's
 * training left the whole part one indirect phrasing and one ordinary match short of the figures
 * before it (the record says why it shipped). The thirteenth session added a round of thoughts going
 * round ordinary things ("i cant stop thinking about my ex"), a third of it held out (2,609 ordinary):
 * on that part the weights before it find 816 indirect phrasings and match 123 ordinary ones, the
 * weights after it 818 and 122. The rules for other people's harm and harsh words (2026-11-30) moved
 * them to 478, 819 and 118; a held-out round written apart then (4 direct, 17 indirect, 40 ordinary,
 * added untried) gave 482 of 532, 834 of 1,058 and 119 of 2,649; a training round of not knowing
 * what comes next, 482, 834 and 118.
 */
const HELD_OUT_FLOOR = {
  directRecall: 482 / 532,
  indirectRecall: 834 / 1058,
  falseMatchRate: 118 / 2649,
} as const;

// Only the scores are asserted, never the texts missed: the held-out part is not to be tuned on.
describe('the crisis screen on the held-out corpus', () => {
  const score = scoreCrisisScreen(crisisHeldOut, ordinaryHeldOut);

  it('finds no fewer direct and indirect phrasings, and matches no more ordinary ones, than it last did', () => {
    expect(score.directRecall).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.directRecall);
    expect(score.indirectRecall).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.indirectRecall);
    expect(score.falseMatchRate).toBeLessThanOrEqual(HELD_OUT_FLOOR.falseMatchRate);
  });

  // Not met yet: `it.fails` passes while a target is missed and fails once it is reached; then
  // drop `.fails` and move HELD_OUT_FLOOR.
  it.fails(
    'target not met yet, so this expected failure passes: finds every direct phrasing (100%)',
    () => {
      expect(score.directRecall).toBeGreaterThanOrEqual(CRISIS_SCREEN_TARGETS.directRecall);
    },
  );

  it.fails(
    'target not met yet, so this expected failure passes: finds at least 95% of indirect phrasings',
    () => {
      expect(score.indirectRecall).toBeGreaterThanOrEqual(CRISIS_SCREEN_TARGETS.indirectRecall);
    },
  );

  it.fails(
    'target not met yet, so this expected failure passes: matches at most 1% of ordinary phrasings',
    () => {
      expect(score.falseMatchRate).toBeLessThanOrEqual(CRISIS_SCREEN_TARGETS.falseMatchRate);
    },
  );
});

describe('the crisis patterns', () => {
  // compromise never matches a phrase of two or more words in a group right after a gap
  // (`.{0,3} (car park|roof)` misses "off the roof" too), so such a pattern would silently match less.
  it('put only single words in a group that follows a gap', () => {
    const gapThenGroup = /\.(\{\d+,\d+\}|\?|\*)\s+\(([^()]*)\)/g;
    const broken = crisisPatterns().flatMap((pattern) =>
      [pattern.match, ...[pattern.unless ?? []].flat()].filter((match) =>
        [...match.matchAll(gapThenGroup)].some((found) =>
          (found[2] ?? '').split('|').some((alternative) => alternative.includes(' ')),
        ),
      ),
    );
    expect(broken).toEqual([]);
  });
});

describe('screenForCrisis', () => {
  it.each([
    'this deadline is killing me',
    "I'm dying to get this right",
    'I want to kill it on stage',
    'I could murder a coffee',
    'shoot for the stars',
    'my feet are dead',
    "I'm not going to let this deadline kill me",
    'my boss is going to kill me if I am late again',
    'the party is over and the guests are gone',
    'I want to disappear into the crowd at the concert',
    'i dont want to be here at this baby shower',
    'i dont want to be here without my phone',
    'my grandfather died in the spring and I am giving the eulogy',
    'cutting weight before the fight',
    'I threw myself into training after the break-up',
    "I'm going to kill them with kindness at the meeting",
    'we beat my brother at trivia and I want to do it again',
    'it would be easier if I was not around during the renovation',
    'I want to take my life back after the divorce',
    'I overdosed on coffee before the exam',
    "I'm going to take the day off myself",
    'my sister is in hospital after a suicide attempt and i want to be strong for her',
    'bungee jumping off a bridge for my birthday',
    'I want to leave this world a better place than I found it',
    'ran 10 kms today for the first time',
    "i'm going to beat my brother at fifa tonight",
    'cutting carbs and cutting my hair short new era new me',
    'if my flatmate leaves the dishes one more time im going to strangle him lol',
    'i picked a date for the wedding and booked the venue',
    'my coach promised 40 suicides on the court if we lost',
    // Someone else's, named more than three words before: the neighbourhood is cut from the match's
    // own place (compromise's growLeft took one word where more than eight stood before it).
    'school nurse, a kid told me her friend is self harming. need energy for the assembly',
    'i want to stop hitting snooze and never wake up late again',
    'i want to go to bed early and not wake up at 3am',
    'i want to not wake up grumpy every morning',
    'i want to not wake up anxious every day',
    // Thoughts going round ordinary things; none of these is in the corpus.
    'cant stop thinking about my ex boyfriend tbh',
    'i keep thinking about the job interview on monday',
    'i cant stop thinking about my girlfriend leaving',
    'cant stop thinking about the football final',
    // Disappearing somewhere, for a while, in the past or with a laugh.
    'i want to disappear into a book for the weekend',
    'i want to disappear from the world for a week',
    'i want to disappear lol',
    'when my boss asked who broke the printer i wanted to disappear',
    'i want to disappear into a book everything is too much at work this week lol',
    'i want to disappear for a weekend, work is too much',
    // Someone else hurting the writer, someone else's overdose told as news, harsh self-judgement
    // (2026-11-30): none of these is in the corpus, and all were answered with the care message.
    'my boyfriend hit me and i dont know if i should leave',
    'my best friend is in a coma after an overdose',
    'my boss thinks im useless and i think hes right',
    'my boyfriend hurt me on purpose and nobody believes me',
    'my nephew is in icu after overdosing and im meant to be giving a best man speech saturday',
    'my brother got sober after his overdose and i want to do the same',
    // A wish that it had been the writer, for a prize or a task, not a death (2026-11-30).
    'i wish it had been me who got the promotion',
    'my dog died and i wish it was me who found him',
    'my grandma died peacefully and i wish i had been with her',
    // A long job search told plainly, not knowing what comes next beside others who seem to
    // (2026-11-30): read by the model as a crisis before.
    'ive been looking for work for six months and nothing',
    'everyone my age seems to know what they want and i just dont',
    'all my friends seem to have a plan and i dont even know what i want to study',
    '',
  ])('gives a speech for an ordinary text: %j', (text) => {
    expect(screenForCrisis(text)).toEqual({ concerns: [] });
  });

  it.each([
    ['I want to kill myself', 'present'],
    ["I'm not going to kill myself but I think about it", 'negated'],
    ['i dont want to die but i think about suicide', 'negated, no apostrophe'],
    ['last year I tried to end it all', 'past'],
    ['I attempted suicide when I was nineteen', 'past'],
    ['i have been cutting myself again', 'self-harm'],
    ['everyone would be better off without me', 'indirect'],
    ['im thinking about killing myslef', 'typo'],
    ['my mum died and i dont want to be here without her', 'after a loss'],
    ['i dont want to be here without my husband', 'after a loss'],
    ['so the interview is friday and honestly i want to die i cant do this', 'dictation'],
    ['I wished I was dead every day that year', 'past, indirect verb'],
    ["i don't really want to be alive right now", 'negated want'],
    ['thinking of overdosing on my pills', 'overdose on medication'],
    ['I want to throw myself off the bridge', 'method'],
    ['i dont think ill be here next month', "apostrophe-less i'll"],
    ['i want to unalive myself', 'words coined to pass content filters'],
    ['sewer slide thoughts again tonight', 'words coined to pass content filters'],
    [
      'i overdosed on coffee this morning and tonight i took an overdose of my pills',
      'an ordinary use does not excuse a later one',
    ],
    ['my brother doesnt know im suicidal', "another person named, but the writer's own"],
    ['i am jumping off the parking garage roof', 'a place of several words after a gap'],
    ['i want to unalive. like genuinely', '"unalive" said alone'],
    ['i might off myself after the exams', 'slang'],
    ['thinking about self-deleting', 'slang'],
    ['going to od on my meds tonight', 'chat spelling'],
    ['i picked a date. just need to get through the days until then', 'a date set'],
    ['honestly i want to disappear and never wake up', 'not waking, wanted'],
    ['i want to go to sleep and not wake up', 'not waking, wanted'],
    ['i cant stop thinking about ending it all', 'thoughts going round ending it'],
    ['i keep thinking about taking all my pills', 'thoughts going round a method'],
    ['i just want to disappear', 'a wish to disappear, left there'],
    ['honestly i wish i could vanish', 'a wish to vanish, left there'],
    ['i want to disappear from this planet', 'from the world, for good'],
    ['i want to disappear tbh everything is too much', 'a wish to disappear, run on into why'],
    ['i just wanna vanish life feels so pointless', 'a wish to vanish, run on into why'],
    ['i wish i could disappear nothing matters anymore', 'a wish to disappear, run on into why'],
    ['i want to disappear cos everything is just too much', 'a wish to disappear, run on into why'],
    [
      'my boss thinks im useless and honestly everyone would be better off without me',
      'harsh words, then better off without me',
    ],
    ['after what he did i just want to disappear for good', 'hurt by someone, then gone for good'],
    ['i took too many pills last night on purpose', 'an overdose without the word'],
    ['my mum found me after i took an overdose', "the writer's own overdose, someone else named"],
    [
      'my girlfriend doesnt know i took an overdose on friday',
      "the writer's own overdose, kept secret",
    ],
    [
      'my uncle killed himself and i want to do the same',
      "another's suicide, then wanting the same",
    ],
    [
      'my friend overdosed and now i keep thinking about doing it too',
      "another's overdose, then wanting the same",
    ],
    [
      'my best friend is in a coma after an overdose and i want to join her',
      "another's overdose told, then the writer's own words",
    ],
    [
      'my best friend is in hospital after an overdose and i wish it had been me',
      "another's overdose, then the wish it had been the writer",
    ],
    [
      'my dad died and sometimes i wish it had been me instead',
      "a death, then the survivor's wish",
    ],
    [
      'my grandad died last week and i wish i had died with him',
      'a death, then the wish to have died',
    ],
    [
      'after the crash that killed my brother i keep wishing it was me',
      "a death, then the survivor's wish",
    ],
  ])('finds self-harm in %j (%s)', (text) => {
    expect(screenForCrisis(text)).toEqual({ concerns: ['self-harm'] });
  });

  it.each([
    "I'm going to kill my boss",
    'i want to hurt him so badly',
    'I keep thinking about stabbing my brother',
    "I'm scared of what I might do to him",
    'gonna stab the kid who keeps calling me names, got a blade in my blazer already',
    'i want to beat my dad half to death',
  ])('finds harm to others, not self-harm, in %j', (text) => {
    expect(screenForCrisis(text)).toEqual({ concerns: ['harm-others'] });
  });

  it('finds both concerns in one text, self-harm first', () => {
    expect(
      screenForCrisis("I'm going to hurt my ex and then I'm going to kill myself").concerns,
    ).toEqual(['self-harm', 'harm-others']);
  });

  it.each([
    ['curly apostrophe', 'I\u2019m going to kill myself'],
    ['zero-width space inside a word', 'i want to kill my\u200bself'],
    ['NUL between words', 'i want to\u0000die'],
    ['full-width letters', '\uff4b\uff49\uff4c\uff4c myself'],
    ['upper case, no spaces after commas', 'HONESTLY,I WANT TO END MY LIFE'],
  ])('reads odd characters: %s', (_, text) => {
    expect(screenForCrisis(text).concerns).toEqual(['self-harm']);
  });

  it('does not throw on text that is not words', () => {
    for (const text of [
      '\u0000\u0000',
      '\u200b',
      '💔💔💔',
      '....',
      '\ud800',
      ' \n\t ',
      'a'.repeat(5_000),
    ]) {
      expect(screenForCrisis(text)).toEqual({ concerns: [] });
    }
  });
});

describe('normaliseForScreen', () => {
  it('reads no English word as a misspelt screened word', () => {
    const { one } = nlp.model() as { one: { lexicon: Record<string, string> } };
    const misread = Object.keys(one.lexicon).filter((word) => {
      const normalised = normaliseForScreen(word);
      return normalised !== word && /suicid|myself/.test(normalised) && !/myself/.test(word);
    });
    expect(misread).toEqual([]);
  });

  it('keeps a screened word spelt right as it is', () => {
    // "suicide" is two edits from "suicidal": it was read as that, and exceptions for it never matched.
    expect(normaliseForScreen('Suicide prevention walk')).toBe('suicide prevention walk');
    expect(normaliseForScreen('suicidal myself')).toBe('suicidal myself');
  });

  it('corrects the misspellings people make of them', () => {
    expect(
      ['sucide', 'suicde', 'suiside', 'sucidal', 'suicidial', 'myslef', 'mysefl'].map(
        normaliseForScreen,
      ),
    ).toEqual(['suicide', 'suicide', 'suicide', 'suicidal', 'suicidal', 'myself', 'myself']);
  });
});

describe('normaliseForScreen and contractions', () => {
  it('spells a contraction out the same with its apostrophe and without', () => {
    expect(["they'd", 'theyd', "didn't", 'didnt'].map(normaliseForScreen)).toEqual([
      'they would',
      'they would',
      'did not',
      'did not',
    ]);
  });

  it('keeps "hell", "shell" and "ill" as words unless a verb follows', () => {
    // "hell" was always "he will": "beat the hell out of him" could never match its pattern.
    expect(
      ['beat the hell out of him', 'what the hell', 'a shell', 'i feel ill'].map(
        normaliseForScreen,
      ),
    ).toEqual(['beat the hell out of him', 'what the hell', 'a shell', 'i feel ill']);
    expect(
      ['hell be fine', "he'll be fine", 'shell never know', 'ill end it'].map(normaliseForScreen),
    ).toEqual(['he will be fine', 'he will be fine', 'she will never know', 'i will end it']);
  });
});

describe('screenTextsForCrisis', () => {
  it('is the union over the texts, skipping empty ones', () => {
    expect(
      screenTextsForCrisis([null, 'nail the product presentation', undefined, '', 'i want to die']),
    ).toEqual({ concerns: ['self-harm'] });
    expect(screenTextsForCrisis(['i want to shoot up the school', 'i want to die'])).toEqual({
      concerns: ['self-harm', 'harm-others'],
    });
    expect(screenTextsForCrisis([])).toEqual({ concerns: [] });
  });
});
