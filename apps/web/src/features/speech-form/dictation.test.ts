import { describe, expect, it } from 'vitest';
import { createDictation, dictatedText, speechRecognitionConstructor } from './dictation.ts';
import type { SpeechRecognitionLike } from './dictation.ts';

class FakeRecognition implements SpeechRecognitionLike {
  lang = '';
  continuous = false;
  interimResults = false;
  onresult = null;
  onerror = null;
  onend = null;
  start() {}
  stop() {}
  abort() {}
}

const results = (...transcripts: string[]) => transcripts.map((transcript) => [{ transcript }]);

describe('speechRecognitionConstructor', () => {
  it('prefers the standard constructor, then the webkit one, else none', () => {
    class Webkit extends FakeRecognition {}
    expect(
      speechRecognitionConstructor({
        SpeechRecognition: FakeRecognition,
        webkitSpeechRecognition: Webkit,
      }),
    ).toBe(FakeRecognition);
    expect(speechRecognitionConstructor({ webkitSpeechRecognition: Webkit })).toBe(Webkit);
    expect(speechRecognitionConstructor({})).toBeNull();
    expect(speechRecognitionConstructor({ SpeechRecognition: 'not a constructor' })).toBeNull();
  });
});

describe('createDictation', () => {
  it('listens in en-US, continuously, with interim results', () => {
    const recognition = createDictation(FakeRecognition);
    expect(recognition).toMatchObject({ lang: 'en-US', continuous: true, interimResults: true });
  });
});

describe('dictatedText', () => {
  it('joins everything heard in the session', () => {
    expect(dictatedText('', results('I have an interview', ' on Friday '))).toBe(
      'I have an interview on Friday',
    );
  });

  it('appends to what was typed before recording started', () => {
    expect(dictatedText('My presentation  ', results('is tomorrow'))).toBe(
      'My presentation is tomorrow',
    );
  });

  it('leaves the text alone until something is heard', () => {
    expect(dictatedText('Typed so far ', results('', '  '))).toBe('Typed so far ');
    expect(dictatedText('Typed so far', [])).toBe('Typed so far');
  });
});
