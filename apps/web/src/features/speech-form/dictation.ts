import { DICTATION_SETTINGS } from '@rally/domain';

/** The part of the Web Speech API's SpeechRecognition that dictation uses (not in TypeScript's DOM types). */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

interface RecognitionScope {
  SpeechRecognition?: unknown;
  webkitSpeechRecognition?: unknown;
}

/** The browser's speech recognition, standard or prefixed, or null where there is none. */
export function speechRecognitionConstructor(
  scope: RecognitionScope,
): SpeechRecognitionConstructor | null {
  const candidate = scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
  return typeof candidate === 'function' ? (candidate as SpeechRecognitionConstructor) : null;
}

/** A recogniser set up as the spec asks: en-US, continuous, with interim results. */
export function createDictation(Recognition: SpeechRecognitionConstructor): SpeechRecognitionLike {
  const recognition = new Recognition();
  recognition.lang = DICTATION_SETTINGS.lang;
  recognition.continuous = DICTATION_SETTINGS.continuous;
  recognition.interimResults = DICTATION_SETTINGS.interimResults;
  return recognition;
}

type TranscriptResults = ArrayLike<ArrayLike<{ transcript: string }>>;

/**
 * The context text while dictating: what was there before recording started, then everything
 * heard in this session (final and interim), so the field shows words as they are spoken.
 */
export function dictatedText(textBefore: string, results: TranscriptResults): string {
  const heard = Array.from(results, (result) => result[0]?.transcript.trim() ?? '')
    .filter((transcript) => transcript !== '')
    .join(' ');
  if (heard === '') return textBefore;
  const before = textBefore.trimEnd();
  return before === '' ? heard : `${before} ${heard}`;
}
