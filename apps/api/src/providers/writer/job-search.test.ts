import { describe, expect, it } from 'vitest';
import { MAX_COPIED_RUN, TONES, sharedRuns } from '@rally/domain';
import type { SpeechLength } from '@rally/domain';
import { JOB_SEARCH, NOT_FOR_A_JOB_SEARCH } from './job-search-material.ts';
import { readContext } from './read-context.ts';
import { composeFor, expectInWordRange, expectSpeechesVary, materialLines } from './testing.ts';

/**
 * A long or hard job search, written as people write it, is read as one and met with lines of its
 * own (job-search-material.ts): it had been "what you are facing" or "what just happened", with
 * lines for an interview, a break-up or a task done, said to someone six months into looking.
 */
const SEARCHES = [
  'ive been looking for work for six months and nothing',
  'another rejection email today',
  'i cant find a job after graduating',
  'got laid off last month and applying everywhere',
  '100 applications and not one interview',
  'been unemployed for a year and losing hope',
] as const;

const LENGTHS: readonly SpeechLength[] = ['short', 'medium', 'long'];

/** The lines of other situations that had been said to a job search, and its old subjects. */
const MISFITS =
  /what you are facing|what just happened|fearing it at the same time|nervous and do it anyway|do it anyway|Text someone afterwards|If it goes badly|break-up|partner|relationship|crush|smash|your not one interview/i;

const speech = composeFor;

describe('a long job search', () => {
  it.each(SEARCHES)('reads "%s" as a job search, said back as theirs', (context) => {
    const reading = readContext(context);
    expect([reading.kind, reading.subject, reading.topic]).toEqual([
      'setback',
      'your job search',
      'career',
    ]);
    // A time in their words is when something happened, never a day the search is held on.
    expect(reading.ahead).toBe(false);
    for (const statement of reading.statements) {
      expect(statement.text).toMatch(/^(?:you|your)\b/);
      expect(statement.text).not.toMatch(/\b(?:i|i'm|i've|my|me)\b/);
      expect(sharedRuns(statement.text, context, MAX_COPIED_RUN + 1)).toEqual([]);
    }
  });

  it('says back what they said of themselves, conjugated, and hope lost as no wish', () => {
    expect(readContext('been unemployed for a year and losing hope').statements).toEqual([
      { text: "you've been unemployed for a year", kind: 'state' },
      { text: "you're losing hope", kind: 'state' },
    ]);
    expect(
      readContext('made redundant in march and ive applied to about 60 jobs since').situation,
    ).toBe('you were made redundant in March');
    expect(
      readContext('been job hunting for 8 months now and all i get is silence or a no').situation,
    ).toBe("you've been job hunting for 8 months now");
    expect(
      readContext(
        'i graduated in june and still cant get a job everyone else from my course has one',
      ).statements,
    ).toEqual([{ text: "you still can't get a job", kind: 'state' }]);
  });

  it('keeps an interview ahead the interview speech, however long the search before it', () => {
    for (const [context, subject] of [
      ['i have a job interview tomorrow', 'your job interview tomorrow'],
      ['my interview is on friday after 6 months of searching', 'your interview on Friday'],
      [
        'finally got an interview after months of applying its on tuesday',
        'your interview on Tuesday',
      ],
    ] as const) {
      const reading = readContext(context);
      expect([reading.kind, reading.topic, reading.subject], context).toEqual([
        'performance',
        'interview',
        subject,
      ]);
    }
  });

  it('is not read into a fear of applying, a book or a place turned down, or a job lost today', () => {
    const cases = [
      ['i am scared to apply for jobs because i think nobody will hire me', 'self_doubt'],
      ['my novel got rejected by the fortieth agent', 'setback'],
      ['another rejection from a literary agent today', 'setback'],
      ['I got laid off today after eight years at the company', 'setback'],
      ['failed my probation at work and now i have to find a new job', 'setback'],
      ['my son has been looking for work for months', 'loved_one'],
    ] as const;
    for (const [context, kind] of cases) {
      const reading = readContext(context);
      expect(reading.kind, context).toBe(kind);
      expect(reading.subject, context).not.toBe('your job search');
    }
  });

  it('names the search at every tone and length, in its word range, with none of the misfit lines', () => {
    for (const context of SEARCHES) {
      for (const tone of TONES) {
        for (const length of LENGTHS) {
          for (const seed of [1, 2]) {
            const { brief, paragraphs } = speech(context, tone, length, seed);
            const text = paragraphs.join('\n\n');
            const where = `${context}, ${tone}, ${length}, seed ${seed}`;
            expect(text, where).toMatch(/\byour job search\b/);
            expect(text.match(MISFITS)?.[0] ?? null, where).toBeNull();
            expect(text.match(NOT_FOR_A_JOB_SEARCH)?.[0] ?? null, where).toBeNull();
            // Energetic stays warm, not loud.
            if (tone === 'energetic') expect(text, where).not.toMatch(/!/);
            expectInWordRange(brief, text, where);
          }
        }
      }
    }
  });

  it('meets hope running low, and money, with someone to tell and advice, in every speech', () => {
    for (const tone of TONES) {
      for (const seed of [1, 2, 3]) {
        const low = speech('been unemployed for a year and losing hope', tone, 'short', seed);
        expect(low.paragraphs.join(' '), `${tone}, seed ${seed}`).toMatch(
          /tell someone: (?:a friend, or your GP|someone close, or your doctor)/,
        );
        const money = speech(
          'out of work since the summer and the money is running out',
          tone,
          'short',
          seed,
        );
        expect(money.paragraphs.join(' '), `${tone}, seed ${seed}`).toMatch(
          /free money advice service/,
        );
      }
    }
  });

  it('has material of its own: the worth, the one good application, the days, people, money, interviews', () => {
    const slots = { ...readContext(SEARCHES[0]), name: null };
    const said = [...materialLines(JOB_SEARCH, slots)];
    const all = said.join(' ');
    for (const wanted of [
      /not a verdict on you/,
      /One good application/,
      /a start time, a stop time/,
      /Tell people you are looking/,
      /money advice service/,
      /did not depend on anyone/,
      /When an interview does come/,
    ]) {
      expect(all).toMatch(wanted);
    }
    // Its own lines never say what the shared ones are kept from saying to it.
    for (const line of said) expect(line.match(NOT_FOR_A_JOB_SEARCH)?.[0] ?? null, line).toBeNull();
  });

  it('writes two speeches for the same words that share at most a quarter of their sentences', () => {
    expectSpeechesVary(SEARCHES, ['medium']);
  });
});
