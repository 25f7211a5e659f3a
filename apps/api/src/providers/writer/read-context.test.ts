import { describe, expect, it } from 'vitest';
import { readContext } from './read-context.ts';

describe('readContext', () => {
  it.each([
    [
      "I have a job interview at Google on Monday and I'm nervous",
      'your job interview at Google on Monday',
    ],
    ['I want to run a marathon but I keep skipping training', 'your goal to run a marathon'],
    ["My presentation is tomorrow and I'm terrified", 'your presentation tomorrow'],
    ['I need motivation for my marathon training', 'your marathon training'],
    ['Help me prepare for my final exams', 'your goal to prepare for your final exams'],
    ["I'm starting a new job next week, and I'm scared", 'starting a new job next week'],
    [
      'Job interview at Google on Monday, feeling nervous',
      'your job interview at Google on Monday',
    ],
    [
      'Tomorrow I have a big exam in chemistry. I feel so unprepared.',
      'your big exam in chemistry',
    ],
    [
      "I've got to give a speech at my sister's wedding",
      "your plan to give a speech at your sister's wedding",
    ],
    ['I need to get motivated to study for my exams', 'your goal to study for your exams'],
    ['Just want to feel better about myself', 'your goal to feel better about yourself'],
    ["I'm preparing for a 10k race this weekend", 'your 10k race this weekend'],
  ])('%s → %s', (context, subject) => {
    expect(readContext(context).subject).toBe(subject);
  });

  it.each([
    ["I have a job interview at Google on Monday and I'm nervous", 'your job interview'],
    ['I want to run a marathon', 'this goal'],
    ['I have to finish my thesis', 'this goal'],
    ["I've got to give a speech at my sister's wedding", 'this moment'],
    ['Studying for finals', 'studying for finals'],
    ['Need some motivation today', 'it'],
    ['My presentation is tomorrow', 'your presentation'],
  ])('says %s again as %s', (context, shortSubject) => {
    expect(readContext(context).shortSubject).toBe(shortSubject);
  });

  it.each([
    ["I'm so nervous about the interview", 'nervous', 'fear'],
    ['Feeling burnt out from work', 'burnt out', 'stress'],
    ['I feel really unmotivated to train', 'unmotivated', 'low'],
    ['My anxiety is through the roof before exams', 'anxious', 'fear'],
    ["I'm excited but worried about my launch", 'excited', 'excitement'],
    ['I lost 5 kg and want to keep going', null, null],
  ])('reads the feeling in %s', (context, word, kind) => {
    const feeling = readContext(context).feeling;
    expect(feeling === null ? null : [feeling.word, feeling.kind]).toEqual(
      word === null ? null : [word, kind],
    );
  });

  it.each([
    ['My interview is on Monday', 'Monday'],
    ['I have a big game tomorrow', 'tomorrow'],
    ['Starting a new job next week', 'next week'],
    ['I want to be healthier', null],
  ])('finds the day in %s', (context, moment) => {
    expect(readContext(context).moment).toBe(moment);
  });

  it.each([
    ['I have a job interview on Monday', 'interview'],
    ['Pitching to investors on Friday', 'presentation'],
    ['Studying for finals', 'exam'],
    ['Training for a half marathon', 'fitness'],
    ['I want to quit smoking', 'health'],
    ['My boss wants the project done', 'career'],
    ['I want to be kinder to myself', 'personal'],
  ])('sorts %s under %s', (context, topic) => {
    expect(readContext(context).topic).toBe(topic);
  });

  it('keeps their statement only when it says more than the subject', () => {
    expect(
      readContext("I have a job interview at Google on Monday and I'm nervous").situation,
    ).toBeNull();
    expect(readContext("I've been struggling lately and can't focus at work").situation).toBe(
      "you've been struggling lately and can't focus at work",
    );
  });

  it('falls back to a subject for the kind of situation when nothing matches', () => {
    expect(readContext('Interviews always go badly for me.').subject).toBe('this interview');
    expect(readContext('ugh. everything. today.').subject).toBe('what you are working toward');
  });
});
