import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, openAITtsApi, openAITtsModel } from '../src/env.ts';

describe('OpenAI settings', () => {
  it('defaults to models OpenAI has not announced a shutdown for', () => {
    const env = loadEnv({});
    expect(env.OPENAI_MODEL).toBe('gpt-6-luna');
    expect(env.OPENAI_REASONING_EFFORT).toBe('low');
    expect(openAITtsApi(env)).toBe('realtime');
    expect(openAITtsModel(env)).toBe('gpt-realtime-2.1-mini');
  });

  it.each([
    [{ OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1' }, 'speech', 'gpt-4o-mini-tts'],
    [
      { OPENAI_BASE_URL: 'http://127.0.0.1:8000/v1', OPENAI_TTS_API: 'realtime' },
      'realtime',
      'gpt-realtime-2.1-mini',
    ],
    [{ OPENAI_TTS_API: 'speech', OPENAI_TTS_MODEL: 'tts-1' }, 'speech', 'tts-1'],
    [{ OPENAI_TTS_API: '' }, 'realtime', 'gpt-realtime-2.1-mini'],
  ])('%o speaks through %s with %s', (source, api, model) => {
    const env = loadEnv(source);
    expect(openAITtsApi(env)).toBe(api);
    expect(openAITtsModel(env)).toBe(model);
  });

  it.each([
    { OPENAI_TTS_API: 'websocket' },
    { OPENAI_REASONING_EFFORT: 'lots' },
    { OPENAI_MODEL: '' },
  ])('refuses %o', (source) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
  });
});
