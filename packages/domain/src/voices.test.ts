import { describe, expect, it } from 'vitest';
import {
  FALLBACK_VOICES,
  alternateProviderBadge,
  audioSpeechId,
  audioVoiceId,
  groupVoices,
  standInNotice,
  standInFor,
  voiceBadge,
} from './voices.ts';
import type { Voice, VoiceGender } from './voices.ts';

function voice(id: string, gender: VoiceGender): Voice {
  return { id, name: id, description: '', provider: 'openai', gender };
}

describe('groupVoices', () => {
  it('groups Female, Neutral, Male in that order, showing other as Neutral', () => {
    const groups = groupVoices([
      voice('echo', 'male'),
      voice('alloy', 'other'),
      voice('nova', 'female'),
      voice('onyx', 'male'),
      voice('shimmer', 'female'),
    ]);
    expect(groups.map((group) => [group.label, group.voices.map((v) => v.id)])).toEqual([
      ['Female', ['nova', 'shimmer']],
      ['Neutral', ['alloy']],
      ['Male', ['echo', 'onyx']],
    ]);
  });

  it('leaves out groups with no voice', () => {
    expect(groupVoices([voice('echo', 'male')]).map((group) => group.label)).toEqual(['Male']);
    expect(groupVoices([])).toEqual([]);
  });
});

describe('alternateProviderBadge', () => {
  it.each([
    ['danielle', 'Long-form'],
    ['Gregory', 'Long-form'],
    ['ruth', 'Long-form'],
    ['joanna', 'Generative'],
    ['Matthew', 'Generative'],
    ['amy', 'Generative'],
    ['stephen', 'Generative'],
    ['Brian', 'Neural'],
    ['olivia', 'Neural'],
  ])('%s → %s', (id, badge) => {
    expect(alternateProviderBadge(id)).toBe(badge);
  });
});

describe('voiceBadge', () => {
  it.each([
    [{ id: 'Danielle', provider: 'polly' as const }, 'Long-form'],
    [{ id: 'Brian', provider: 'polly' as const }, 'Neural'],
    [{ id: 'nova', provider: 'openai' as const }, null],
    [{ id: 'danielle', provider: 'local' as const }, null],
  ])('%j → %s', (v, badge) => {
    expect(voiceBadge(v)).toBe(badge);
  });
});

describe('FALLBACK_VOICES', () => {
  it('has the five voices of the first provider', () => {
    expect(FALLBACK_VOICES.map((v) => [v.id, v.gender, v.provider])).toEqual([
      ['nova', 'female', 'openai'],
      ['shimmer', 'female', 'openai'],
      ['alloy', 'other', 'openai'],
      ['echo', 'male', 'openai'],
      ['onyx', 'male', 'openai'],
    ]);
  });
});

describe('audio ids', () => {
  it.each([
    ['nova', 'nova'],
    ['nova-hd', 'nova'],
    ['a-b-c', 'a'],
    ['', ''],
  ])('voice %j → %j', (id, cut) => {
    expect(audioVoiceId(id)).toBe(cut);
  });

  it.each<[string | number, string]>([
    [42, '42'],
    ['42', '42'],
    ['42-nova', '42'],
    ['42-nova-hd', '42'],
  ])('speech %j → %j', (id, cut) => {
    expect(audioSpeechId(id)).toBe(cut);
  });
});

describe('standInNotice', () => {
  it('says nothing when the chosen voice speaks', () => {
    expect(
      standInNotice({ id: 'nova', provider: 'openai' }, { provider: 'openai', voice: 'nova' }),
    ).toBeNull();
  });

  it.each([
    [
      { provider: 'local', voice: 'nova' } as const,
      'Nova',
      'Read by Nova (the built-in voice) standing in',
    ],
    [
      { provider: 'polly', voice: 'joanna' } as const,
      'Joanna',
      'Read by Joanna (Amazon Polly) standing in',
    ],
  ])('names the stand-in %o', (speaker, name, notice) => {
    expect(standInNotice({ id: 'nova', provider: 'openai' }, speaker, name)).toContain(notice);
  });
});

describe('standInFor', () => {
  const polly = [
    { id: 'stephen', gender: 'male' },
    { id: 'matthew', gender: 'male' },
    { id: 'ruth', gender: 'female' },
    { id: 'kendra', gender: 'female' },
  ] as const;
  it.each([
    ['the first preferred voice it has, in the order of preference', 'male', polly, 'matthew'],
    ['a preferred voice of the same gender', 'female', polly, 'ruth'],
    ['any voice of the same gender when none is preferred', 'female', [polly[3]], 'kendra'],
    ["its first voice when it has none of the gender's", 'other', [polly[0]], 'stephen'],
    ['nothing when it has no voices', 'male', [], undefined],
  ] as const)('picks %s', (_, gender, voices, expected) => {
    expect(standInFor({ gender }, voices)?.id).toBe(expected);
  });
});
