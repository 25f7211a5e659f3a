import { describe, expect, it } from 'vitest';
import { dailyAudioToKeep } from './keep-daily-audio.ts';

const now = new Date('2026-11-25T08:00:00Z');
const speech = (source: string, audioUrl: string | null, createdAt: string) => ({
  source,
  audioUrl,
  createdAt,
});

describe('the daily talk kept for offline play when the app opens', () => {
  it.each([
    ['today’s talk, recorded', [speech('daily', '/a/1.mp3', '2026-11-25T06:15:00Z')], '/a/1.mp3'],
    [
      'the newest daily talk, past a newer speech of the user’s own',
      [
        speech('user', '/a/2.mp3', '2026-11-25T07:00:00Z'),
        speech('daily', '/a/1.mp3', '2026-11-25T06:15:00Z'),
      ],
      '/a/1.mp3',
    ],
    ['nothing without a recording', [speech('daily', null, '2026-11-25T06:15:00Z')], null],
    ['nothing a day old', [speech('daily', '/a/1.mp3', '2026-11-24T08:00:00Z')], null],
    [
      'a talk just under a day old',
      [speech('daily', '/a/1.mp3', '2026-11-24T08:00:01Z')],
      '/a/1.mp3',
    ],
    [
      'nothing dated ahead of the clock',
      [speech('daily', '/a/1.mp3', '2026-11-25T09:00:00Z')],
      null,
    ],
    ['nothing when no talk is daily', [speech('user', '/a/2.mp3', '2026-11-25T07:00:00Z')], null],
    ['nothing from an empty list', [], null],
  ])('%s', (_case, speeches, expected) => {
    expect(dailyAudioToKeep(speeches, now)).toBe(expected);
  });
});
