import { speechRecognitionError } from '@rally/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { notify } from '../notify.ts';
import { createDictation, dictatedText, speechRecognitionConstructor } from './dictation.ts';
import type { SpeechRecognitionLike } from './dictation.ts';

export interface Dictation {
  /** False where the browser has no speech recognition: the form stays in text mode. */
  supported: boolean;
  listening: boolean;
  /** Starts listening; what is heard is added after `textBefore` and passed to `onText`. */
  start: (textBefore: string) => void;
  stop: () => void;
}

const neverChanges = () => () => undefined;
const browserRecognition = () =>
  speechRecognitionConstructor({
    SpeechRecognition: Reflect.get(window, 'SpeechRecognition'),
    webkitSpeechRecognition: Reflect.get(window, 'webkitSpeechRecognition'),
  });

/** Voice input for the context field through the browser's speech recognition. */
export function useDictation(onText: (text: string) => void): Dictation {
  // None while React takes over server-rendered markup (a server has no microphone), so the form
  // first renders as the server wrote it; the browser's own right after.
  const Recognition = useSyncExternalStore(neverChanges, browserRecognition, () => null);
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);

  // Leaving the page stops the microphone; nobody is left to hear about the abort.
  useEffect(
    () => () => {
      const recognition = recognitionRef.current;
      if (!recognition) return;
      recognition.onerror = null;
      recognition.onend = null;
      recognition.abort();
    },
    [],
  );

  const start = (textBefore: string) => {
    if (!Recognition || recognitionRef.current) return;
    const recognition = createDictation(Recognition);
    recognition.onresult = (event) => onText(dictatedText(textBefore, event.results));
    recognition.onerror = (event) => notifyRecognitionError(event.error);
    recognition.onend = () => {
      recognitionRef.current = null;
      setListening(false);
    };
    try {
      recognition.start();
    } catch (error) {
      notifyRecognitionError(error instanceof Error ? error.name : String(error));
      return;
    }
    recognitionRef.current = recognition;
    setListening(true);
  };

  const stop = () => recognitionRef.current?.stop();

  return { supported: Recognition !== null, listening, start, stop };
}

function notifyRecognitionError(error: string): void {
  notify(
    { title: speechRecognitionError(error), message: 'Please try again, or type instead.' },
    'error',
  );
}
