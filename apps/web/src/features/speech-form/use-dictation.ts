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
const browserSupports = () => browserRecognition() !== null;
// Chrome, Edge and Safari have speech recognition: the server writes the form for them, so most
// browsers take its markup over as it is; one without it shows the text-mode notice right after.
const mostBrowsersSupport = () => true;

/** Voice input for the context field through the browser's speech recognition. */
export function useDictation(onText: (text: string) => void): Dictation {
  const supported = useSyncExternalStore(neverChanges, browserSupports, mostBrowsersSupport);
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
    const Recognition = browserRecognition();
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

  return { supported, listening, start, stop };
}

function notifyRecognitionError(error: string): void {
  notify(
    { title: speechRecognitionError(error), message: 'Please try again, or type instead.' },
    'error',
  );
}
