import { describe, expect, it } from 'vitest';
import {
  answerProblems,
  checkSpeech,
  copiedRuns,
  dayWordProblems,
  firstPersonEchoes,
  goalProblems,
  goalRelates,
  mentionsGoal,
  namesSubject,
  registerProblems,
  speechOverlap,
  verblessSentences,
} from './speech-checks.ts';

describe('registerProblems', () => {
  it.each([
    ['illness', "Not as a test you might fail. You're going to crush it!", 2],
    ['grief', 'Every rehearsal is an investment in it.', 1],
    ['grief', 'At least she is in a better place now.', 2],
    ['illness', 'Rest when your body asks for it, and let the nurses carry some of it.', 0],
    ['performance', "You're going to crush it! Every rehearsal counts.", 0],
    ['setback', 'Go out there and nail it.', 1],
    // An everyday hard thing: nothing they did not say is presumed (doubt, illness, a habit, a show).
    ['everyday', 'That inner critic is loud. Rest lets your body recover.', 2],
    ['everyday', 'Every rehearsal counts, and you will crush it on the big day.', 3],
    ['everyday', 'The doubt you have been carrying is not the truth. Keep your streak alive.', 2],
    ['everyday', 'Feel the weight of your body where you are sitting. Then make the call.', 0],
    ['everyday', 'Phoning the landlord is a hard thing, not an impossible one.', 0],
  ] as const)('%s: "%s" has %i misfits', (kind, text, count) => {
    expect(registerProblems(text, kind)).toHaveLength(count);
  });
});

describe('goals', () => {
  it.each([
    ['Your half marathon in April is closer with every run.', 'Run a half marathon', true],
    ['Remember your goal, "Nail the product presentation".', 'Nail the product presentation', true],
    [
      'Rest today. The treatment does its work while you sleep.',
      'Nail the product presentation',
      false,
    ],
    ['You can run to the shop for milk.', 'Run a half marathon', false],
  ])('"%s" names "%s": %s', (text, title, named) => {
    expect(mentionsGoal(text, title)).toBe(named);
  });

  it('asks a related goal to be named and an unrelated one not to be', () => {
    const text = 'Your presentation on Tuesday is the product presentation you have worked toward.';
    const problems = goalProblems(text, [
      { title: 'Nail the product presentation', related: false },
      { title: 'Run a half marathon', related: true },
    ]);
    expect(problems.map((problem) => problem.kind).sort()).toEqual([
      'missing_goal',
      'unrelated_goal',
    ]);
  });

  it('calls one goal "this goal", not "these goals"', () => {
    const text = 'Run a half marathon. These goals are yours.';
    expect(goalProblems(text, [{ title: 'Run a half marathon', related: true }])).toEqual([
      { kind: 'goal_count', detail: '"These goals" for 1 goal' },
    ]);
  });
});

describe('dayWordProblems', () => {
  const saturday = { weekday: 6 };
  it.each([
    ['When Saturday comes, you will be ready.', 'My daily rally for Saturday', saturday, 1],
    ['This Saturday is yours: start it slowly.', 'My daily rally for Saturday', saturday, 0],
    ['When Friday comes, you will be ready.', 'interview on friday', saturday, 0],
    ['When Friday comes, you will be ready.', 'interview next week', saturday, 1],
    ['Next week is coming either way.', 'chemo next week', saturday, 0],
    ['Tomorrow is coming either way.', 'chemo next week', saturday, 1],
    ['On Saturday you walk in.', 'the match is next saturday', saturday, 0],
  ])('"%s" for "%s": %i problems', (text, context, today, count) => {
    expect(dayWordProblems(text, context, today)).toHaveLength(count);
  });
});

describe('verblessSentences', () => {
  it('finds a fragment spliced in, not a sentence with a verb', () => {
    const text =
      'Your job interview on Friday for a junior data analyst role at a hospital. You are ready for it. One small step.';
    expect(verblessSentences(text)).toEqual([
      'Your job interview on Friday for a junior data analyst role at a hospital.',
    ]);
  });
});

describe('firstPersonEchoes', () => {
  it.each([
    ['You told me this: your I have no degree.', '', 1],
    ['In your own words, im so nervous about it.', 'job interview and im so nervous about it', 1],
    ["You're scared of losing your hair.", 'I am scared of losing my hair', 0],
    ['I want to talk with you about your exam.', 'my exam is on monday', 0],
  ])('"%s": %i echoes', (text, context, count) => {
    expect(firstPersonEchoes(text, context)).toHaveLength(count);
  });
});

describe('copiedRuns', () => {
  const context = 'I have a job interview on Friday for a junior data analyst role at a hospital';
  it('finds a run of nine words taken over, not one of eight', () => {
    expect(
      copiedRuns('So: job interview on Friday for a junior data analyst role.', context),
    ).toEqual([
      'job interview on friday for a junior data analyst',
      'interview on friday for a junior data analyst role',
    ]);
    expect(copiedRuns('Your interview on Friday for a junior data analyst.', context)).toEqual([]);
  });
});

describe('namesSubject', () => {
  it.each([
    ['Your chemotherapy starts soon.', ['chemotherapy', 'chemo'], true],
    ['Those interviews are practice.', ['interview'], true],
    ['You are ready.', ['interview'], false],
    ['After the bar exam, rest.', ['bar exam'], true],
  ])('"%s" names %j: %s', (text, subject, named) => {
    expect(namesSubject(text, subject)).toBe(named);
  });
});

describe('checkSpeech', () => {
  it('finds what the issue found in one speech, and nothing in a speech that fits', () => {
    const context = 'Starting chemotherapy next week and I am scared of losing my hair';
    const bad =
      "Let's talk about what you are working toward. With your confidence at five out of ten, here is another way to see it: not as a test you might fail. When Saturday comes, you walk in.";
    const kinds = checkSpeech(bad, {
      kind: 'illness',
      subject: ['chemotherapy', 'chemo'],
      today: { weekday: 6 },
      contextText: context,
      goals: [{ title: 'Nail the product presentation', related: false }],
    }).map((problem) => problem.kind);
    expect(kinds.sort()).toEqual(['day_word', 'missing_subject', 'mood_numbers', 'register']);

    const good =
      "Chemotherapy starts next week, and you're scared of losing your hair. That fear makes sense, and you don't have to be brave about it all at once.";
    expect(
      checkSpeech(good, {
        kind: 'illness',
        subject: ['chemotherapy'],
        today: { weekday: 6 },
        contextText: context,
      }),
    ).toEqual([]);
  });
});

describe('speechOverlap', () => {
  it('shares of sentences and 4-word runs, over the shorter speech', () => {
    const first = 'You are ready. Breathe in slowly. The day is yours.';
    const second = 'You are ready. Something else entirely here now.';
    const overlap = speechOverlap(first, second);
    expect(overlap.sentenceShare).toBe(0.5);
    expect(overlap.fourGramShare).toBeCloseTo(0, 5);
    expect(speechOverlap(first, first)).toEqual({ sentenceShare: 1, fourGramShare: 1 });
  });
});

describe('goalRelates', () => {
  it.each([
    ['Run a half marathon', 'i want to run a marathon in october', true],
    ['Get promoted to team lead', 'didnt get the promotion they gave it to someone else', true],
    [
      'Nail the product presentation',
      'i have a big presentation on tuesday about the product',
      true,
    ],
    [
      'Nail the product presentation',
      'presenting our quarterly numbers to the board on monday',
      false,
    ],
    ['Get promoted to team lead', 'I got laid off today after eight years at the company', false],
    ['Run a half marathon', 'i have surgery on my knee on thursday', false],
  ])('"%s" relates to "%s": %s', (title, context, related) => {
    expect(goalRelates({ title }, context)).toBe(related);
  });
});

describe('answerProblems', () => {
  const rules = {
    kind: 'grief',
    goals: [
      { title: 'Write a letter to my mum', related: true },
      { title: 'Learn Spanish', related: false },
    ],
    contextText: 'My mum died in March and her birthday is on Sunday',
  } as const;

  it.each([
    ['Sunday will be a tender day.', []],
    ["You're going to crush it.", ['register']],
    ['Keep learning Spanish, one word at a time.', ['unrelated_goal']],
    ['Tomorrow, rest.', ['day_word']],
    // Checks that need the whole speech, or that a built-in writer fails, are not the answer's.
    ['Your letter.', []],
    ['Both goals matter.', []],
  ] as const)('"%s" fails %j', (text, kinds) => {
    expect(answerProblems(text, rules).map((problem) => problem.kind)).toEqual(kinds);
  });

  it('leaves the checks a model is not held to to the built-in writer', () => {
    const copied = 'Your mum died in March and her birthday is on Sunday.';
    expect(checkSpeech(copied, rules).map((problem) => problem.kind)).toContain('copied_run');
    expect(answerProblems(copied, rules)).toEqual([]);
  });

  it('looks ahead to today only when it knows today', () => {
    const context = 'My interview is on Friday';
    expect(answerProblems('Friday is coming.', { contextText: context })).toEqual([]);
    expect(
      answerProblems('Friday is coming.', { contextText: context, today: { weekday: 5 } }),
    ).toEqual([expect.objectContaining({ kind: 'day_word' })]);
  });
});
