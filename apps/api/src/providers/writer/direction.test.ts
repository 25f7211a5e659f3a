import { describe, expect, it } from 'vitest';
import { TONES } from '@rally/domain';
import type { SpeechLength } from '@rally/domain';
import { DIRECTION, DIRECTION_NEWS_FIRST, NOT_FOR_DIRECTION } from './direction-material.ts';
import { readContext } from './read-context.ts';
import {
  composeFor,
  expectInWordRange,
  expectSpeechesVary,
  linesOf,
  materialLines,
  writersLines,
} from './testing.ts';

/**
 * Not knowing what to do with one's life, or what comes next after an ending, written as people
 * write it, is read as one and met with lines of its own (direction-material.ts): it had been self-
 * doubt ("the doubt you have been carrying"), "your uni" or "what you are facing", with lines for a
 * task to get done ("open the email, find the number, put your shoes on").
 */
const QUESTIONS = [
  'i have no idea what to do with my life',
  'i finished uni and i dont know what to do next',
  'im 30 and still dont know what i want to do with my life',
  'i dont know what i want to do after school',
  'finished my degree and feel completely lost about what next',
  'everyone seems to have a plan except me',
  'im 40 and feel like i never found my thing',
  'i quit my job and dont know what to do now',
  'i passed my exams and now i have no idea what to do with my life',
] as const;

const SUBJECT = 'the question of what comes next';
const LENGTHS: readonly SpeechLength[] = ['short', 'medium', 'long'];

/** The lines of other situations that had been said to it, and its old subjects. */
const MISFITS =
  /what you are facing|the doubt you have been carrying|used to throw you|open the email|find the number|put your shoes on|what you are about to do|about to|nervous|crush|smash|your uni\b|your degree\b|your job\b|your school\b|Tell one person what you are/i;

const speech = composeFor;

describe('not knowing what comes next', () => {
  it.each(QUESTIONS)('reads "%s" as the question of what comes next', (context) => {
    const reading = readContext(context);
    expect([reading.kind, reading.subject, reading.topic, reading.goodNews]).toEqual([
      'change',
      SUBJECT,
      'personal',
      false,
    ]);
    for (const statement of reading.statements) {
      expect(statement.text).toMatch(/^(?:you|your)\b/);
      // A question cut before its end ("you have no idea what comes") is not said back.
      expect(statement.text).not.toMatch(/\bwhat (?:comes|career)$/);
    }
  });

  it('names good news beside it first, then the question', () => {
    const context = 'i passed my exams and now i have no idea what to do with my life';
    expect(readContext(context).goodNewsBeside).toBe('passing your exams');
    for (const tone of TONES) {
      for (const seed of [1, 2, 3]) {
        const text = speech(context, tone, 'short', seed).paragraphs.join(' ');
        const news = text.search(/passing your exams/i);
        const question = text.search(/you have no idea what to do with your life/);
        expect(news, `${tone}, seed ${seed}`).toBeGreaterThan(-1);
        expect(question, `${tone}, seed ${seed}`).toBeGreaterThan(news);
        expect(text, `${tone}, seed ${seed}`).not.toMatch(/\bdoubt|inner critic/i);
      }
    }
  });

  it('keeps a choice, a job search, an interview, a decision about someone and a job lost today their own', () => {
    const cases = [
      ['i cant find a job', 'setback', 'your job search'],
      ['ive been looking for work for six months and nothing', 'setback', 'your job search'],
      ['i have a job interview tomorrow', 'performance', 'your job interview tomorrow'],
      ['got laid off today and dont know what to do', 'setback', 'losing your job'],
      ['my boyfriend dumped me and i dont know what to do now', 'setback', 'the break-up'],
    ] as const;
    for (const [context, kind, subject] of cases) {
      const reading = readContext(context);
      expect([reading.kind, reading.subject], context).toEqual([kind, subject]);
    }
    for (const context of [
      'cant decide between two job offers',
      'dont know what to do about my boyfriend',
      'i dont know whether to go to uni or get a job',
      'my son has no idea what to do with his life',
      'i have no idea what to do this weekend',
    ]) {
      expect(readContext(context).subject, context).not.toBe(SUBJECT);
    }
  });

  it('meets someone they love not knowing what to do with their life as a worry for them, with steps for it', () => {
    // It had been the writer's own doubt ("the doubt you have been carrying"), then a vigil's
    // steps ("Keep the numbers you might need in one place on your phone").
    for (const [context, who] of [
      ['my son has no idea what to do with his life', 'your son'],
      ['my daughter doesnt know what she wants to do after school', 'your daughter'],
      ['my brother seems lost in life', 'your brother'],
    ] as const) {
      const reading = readContext(context);
      expect([reading.kind, reading.other], context).toEqual(['loved_one', who]);
      for (const tone of TONES) {
        for (const seed of [1, 2, 3]) {
          const text = speech(context, tone, 'medium', seed).paragraphs.join(' ');
          const where = `${context}, ${tone}, seed ${seed}`;
          expect(text, where).toMatch(
            /not knowing yet is normal|rather than what (?:his|her|their) plan is|taster day|did not know what came next|Let the question rest|Listen more than you steer/,
          );
          expect(text, where).not.toMatch(
            /doubt you have been carrying|numbers you might need|rather keep private|first day|hospital|the ward/i,
          );
        }
      }
    }
  });

  it('names the question at every tone and length, in its word range, with none of the misfit lines', () => {
    for (const context of QUESTIONS) {
      for (const tone of TONES) {
        for (const length of LENGTHS) {
          for (const seed of [1, 2]) {
            const { brief, paragraphs } = speech(context, tone, length, seed);
            const text = paragraphs.join('\n\n');
            const where = `${context}, ${tone}, ${length}, seed ${seed}`;
            expect(text, where).toMatch(/\bthe question of what comes next\b/i);
            // Their own words said back are theirs ("you quit your job"); every other line is checked.
            const others = writersLines(context, text);
            expect(others.match(MISFITS)?.[0] ?? null, where).toBeNull();
            expect(others.match(NOT_FOR_DIRECTION)?.[0] ?? null, where).toBeNull();
            // Energetic stays warm, not loud.
            if (tone === 'energetic') expect(text, where).not.toMatch(/!/);
            expectInWordRange(brief, text, where);
          }
        }
      }
    }
  });

  it('meets hope running low with someone to tell, and money with a practical first step', () => {
    for (const tone of TONES) {
      for (const seed of [1, 2, 3]) {
        const low = speech(
          'i dont know what to do with my life and it all feels pointless',
          tone,
          'short',
          seed,
        );
        expect(low.paragraphs.join(' '), `${tone}, seed ${seed}`).toMatch(
          /tell someone: (?:a friend, or your GP|someone close, or your doctor)/,
        );
        const money = speech(
          'no idea what to do with my life and i have no money',
          tone,
          'short',
          seed,
        );
        expect(money.paragraphs.join(' '), `${tone}, seed ${seed}`).toMatch(
          /pays the bills for now|covers the basics for now/,
        );
      }
    }
  });

  it('has material of its own: trying over thinking, small experiments, attention, change, comparison, the click', () => {
    const slots = { ...readContext(QUESTIONS[0]), name: null };
    const said = [
      ...materialLines(DIRECTION, slots),
      ...linesOf(DIRECTION_NEWS_FIRST, { ...slots, goodNewsBeside: 'passing your exams' }),
    ];
    const all = said.join(' ');
    for (const wanted of [
      /is not a failing/,
      /try their way to it/,
      /a short course, a day of volunteering, or a weekend project/,
      /short chat about what their days are really like/,
      /holds your attention/,
      /not a life sentence/,
      /highlight reel/,
      /the day something clicks/,
    ]) {
      expect(all).toMatch(wanted);
    }
    // Its own lines never say what the shared ones are kept from saying to it.
    for (const line of said) expect(line.match(NOT_FOR_DIRECTION)?.[0] ?? null, line).toBeNull();
  });

  it('writes two speeches for the same words that share at most a quarter of their sentences', () => {
    expectSpeechesVary(QUESTIONS, ['short', 'medium']);
  });
});
