import { describe, expect, it } from 'vitest';
import { parseVoiceList } from './use-voices.ts';

describe('parseVoiceList', () => {
  it('keeps the voices the picker can show and reads pollyAvailable', () => {
    const list = parseVoiceList({
      voices: [
        { id: 'nova', name: 'Nova', description: 'Warm', provider: 'openai', gender: 'female' },
        { id: 'Ruth', name: 'Ruth', description: 'US', provider: 'polly', gender: 'neutral' },
        { id: 'broken', provider: 'openai' },
        { id: 'x', name: 'X', provider: 'elsewhere', gender: 'male' },
      ],
      pollyAvailable: true,
    });
    expect(list).toEqual({
      voices: [
        { id: 'nova', name: 'Nova', description: 'Warm', provider: 'openai', gender: 'female' },
        // Any gender but female and male is shown as Neutral.
        { id: 'Ruth', name: 'Ruth', description: 'US', provider: 'polly', gender: 'other' },
      ],
      pollyAvailable: true,
    });
  });

  it('is null for an answer with no usable voice, so the fallback voices are shown', () => {
    expect(parseVoiceList({ voices: [] })).toBeNull();
    expect(parseVoiceList({ voices: [{ id: 1 }] })).toBeNull();
    expect(parseVoiceList('nope')).toBeNull();
    expect(parseVoiceList(null)).toBeNull();
  });

  it('counts the alternate provider as available only when told so', () => {
    const voice = { id: 'a', name: 'A', description: '', provider: 'local', gender: 'male' };
    expect(parseVoiceList({ voices: [voice] })?.pollyAvailable).toBe(false);
    expect(parseVoiceList({ voices: [voice], pollyAvailable: 'yes' })?.pollyAvailable).toBe(false);
  });
});
