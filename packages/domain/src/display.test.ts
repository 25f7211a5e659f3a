import { describe, expect, it } from 'vitest';
import {
  avatarLetter,
  favouriteContext,
  formatAustralianDate,
  greeting,
  greetingLine,
  recentSpeechTitle,
  relativeTime,
} from './display.ts';

describe('greeting', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [17, 'Good afternoon'],
    [18, 'Good evening'],
    [23, 'Good evening'],
  ])('hour %i → %s', (hour, text) => {
    expect(greeting(hour)).toBe(text);
  });
});

describe('greetingLine', () => {
  it.each([
    [9, 'Ann', 'Good morning, Ann'],
    [13, '  Ann ', 'Good afternoon, Ann'],
    [20, null, 'Good evening, there'],
    [9, undefined, 'Good morning, there'],
    [9, '   ', 'Good morning, there'],
  ])('hour %i, name %j → %s', (hour, firstName, line) => {
    expect(greetingLine(hour, firstName)).toBe(line);
  });
});

describe('avatarLetter', () => {
  it.each([
    ['ann', 'A'],
    ['Zoë', 'Z'],
    [' bob', 'B'],
    ['', 'U'],
    [null, 'U'],
    [undefined, 'U'],
  ])('%j → %s', (firstName, letter) => {
    expect(avatarLetter(firstName)).toBe(letter);
  });
});

describe('recentSpeechTitle', () => {
  const context30 = 'I need motivation for my job i';
  const context = `${context30}nterview tomorrow`;

  it.each([
    ['My speech', context, 'My speech'],
    [null, context, context30],
    [undefined, context, context30],
    ['  ', context, context30],
    [null, 'Short context', 'Short context'],
    [null, 'x'.repeat(30), 'x'.repeat(30)],
  ])('name %j → %s', (name, speechContext, title) => {
    expect(recentSpeechTitle({ name, context: speechContext })).toBe(title);
  });
});

describe('favouriteContext', () => {
  it.each([
    ['x'.repeat(49), 'x'.repeat(49)],
    ['x'.repeat(50), 'x'.repeat(50)],
    ['x'.repeat(51), `${'x'.repeat(47)}…`],
    ['y'.repeat(60), `${'y'.repeat(47)}…`],
    ['', ''],
  ])('%# %s', (context, shown) => {
    expect(favouriteContext(context)).toBe(shown);
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const minute = 60 * 1000;
  const hour = 60 * minute;
  const day = 24 * hour;

  it.each([
    [0, 'Just now'],
    [-5 * minute, 'Just now'],
    [hour - 1, 'Just now'],
    [hour, '1 hour ago'],
    [2 * hour - 1, '1 hour ago'],
    [2 * hour, '2 hours ago'],
    [day - 1, '23 hours ago'],
    [day, '1 day ago'],
    [2 * day - 1, '1 day ago'],
    [2 * day, '2 days ago'],
    [45 * day, '45 days ago'],
  ])('%i ms ago → %s', (ago, text) => {
    expect(relativeTime(new Date(now.getTime() - ago), now)).toBe(text);
  });

  it('reads ISO strings', () => {
    expect(relativeTime('2025-05-30T12:00:00Z', now)).toBe('2 days ago');
  });
});

describe('formatAustralianDate', () => {
  it.each<[Date | string, string]>([
    [new Date(2025, 0, 5), '05/01/2025'],
    [new Date(2024, 11, 31, 23, 59), '31/12/2024'],
    ['2025-03-04', '04/03/2025'],
    ['1999-12-01', '01/12/1999'],
  ])('%s → %s', (date, text) => {
    expect(formatAustralianDate(date)).toBe(text);
  });

  it('shows a timestamp in local time', () => {
    const local = new Date(2025, 6, 9, 8, 30);
    expect(formatAustralianDate(local.toISOString())).toBe('09/07/2025');
  });

  it('shows a timestamp at a given UTC offset, as a viewer there sees it', () => {
    const end = '2026-11-30T14:30:00.000Z';
    expect(formatAustralianDate(end, 600)).toBe('01/12/2026'); // Brisbane: already the next day
    expect(formatAustralianDate(end, -300)).toBe('30/11/2026');
    expect(formatAustralianDate(end, 0)).toBe('30/11/2026');
    expect(formatAustralianDate('2026-11-30', 600)).toBe('30/11/2026'); // a calendar day stays
  });
});
