import { MESSAGES, SAVED_LATER_CHECKS } from '@rally/domain';
import type { SpeechCreateInput } from '@rally/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notify, preloadToasts } from '../notify.ts';
import { RECENT_SPEECHES_INPUT } from '../speeches/list-inputs.ts';
import { addGeneratedSpeech } from '../speeches/speech-cache.ts';
import type { SavedSpeech, Speech } from '../speeches/speech.ts';
import { trpc } from '../../trpc.ts';
import { generationFailureMessage, isCancelled, isServerError } from './generation-errors.ts';
import { streamGeneration } from './generation-stream.ts';
import type { GenerationCare } from './generation-stream.ts';
import { showCare } from '../care/care-store.ts';

/**
 * Generates a speech over a streamed POST, its text shown as it is written (`streamedText`). `cancel`
 * stops waiting; so do going offline and a stream that brings nothing for a while. A finished speech
 * arrives with the usage and stats it changed, which go straight into the cache. Any other outcome
 * fetches the lists and the usage again: the server may have finished and saved a speech this page
 * stopped waiting for.
 */
export function useSpeechGeneration(onGenerated: (speech: Speech) => void) {
  const utils = trpc.useUtils();
  const [streamedText, setStreamedText] = useState('');
  const cancelling = useRef<AbortController | null>(null);
  /** Set while text has appeared: a speech the server will finish even if this page stops waiting. */
  const textAppeared = useRef(false);
  const savedLaterCheck = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(savedLaterCheck.current), []);

  const refresh = () =>
    Promise.all([
      utils.speech.page.invalidate(),
      utils.speech.activity.invalidate(),
      // The profile and the progress card's stats.
      utils.user.invalidate(),
      utils.auth.user.invalidate(),
      utils.personalisation.insights.invalidate(),
    ]);

  /** The newest speech listed, as the dashboard's recent list has it. */
  const newestListed = () => utils.speech.page.getData(RECENT_SPEECHES_INPUT)?.speeches[0]?.id;

  /** Looks at the list again for a while, until the speech the server finished on its own is there. */
  const lookForSpeechSavedLater = (newestKnown: number | undefined) => {
    clearInterval(savedLaterCheck.current);
    let checks = 0;
    savedLaterCheck.current = setInterval(() => {
      checks += 1;
      if (newestListed() !== newestKnown || checks > SAVED_LATER_CHECKS.times) {
        clearInterval(savedLaterCheck.current);
        return;
      }
      void refresh();
    }, SAVED_LATER_CHECKS.everyMs);
  };

  const mutation = useMutation({
    // A lost connection is the stream's to report; the mutation must not wait to be online.
    networkMode: 'always',
    mutationFn: (input: SpeechCreateInput): Promise<SavedSpeech | GenerationCare> => {
      // A stream can end in a toast that says the device went offline: its container comes now.
      preloadToasts();
      setStreamedText('');
      textAppeared.current = false;
      clearInterval(savedLaterCheck.current);
      const cancel = new AbortController();
      cancelling.current = cancel;
      return streamGeneration(
        (signal) => utils.client.speech.generateStream.mutate(input, { signal }),
        (text) => {
          textAppeared.current = true;
          setStreamedText((written) => written + text);
        },
        { cancel: cancel.signal },
      );
    },
    onSuccess(saved, input) {
      if ('care' in saved) {
        // Nothing was saved or charged; any text shown goes (docs/decisions/crisis-care.md).
        setStreamedText('');
        showCare({ notice: saved.care, onOkay: () => mutation.mutate(okayInput(input)) });
        void refresh();
        return;
      }
      addGeneratedSpeech(utils, saved);
      notify(MESSAGES.speechGenerated, 'success');
      onGenerated(saved.speech);
    },
    onError(error) {
      notify(generationFailureMessage(error), isCancelled(error) ? 'info' : 'error');
      // The server's own failure gave the speech back; a page that stopped listening did not.
      if (textAppeared.current && !isServerError(error)) {
        lookForSpeechSavedLater(newestListed());
      }
      void refresh();
    },
    onSettled() {
      cancelling.current = null;
    },
  });

  return {
    generate: mutation.mutate,
    /** "I'm okay, write my speech" after care shown on this device. */
    generateAfterCare: (input: SpeechCreateInput) => mutation.mutate(okayInput(input)),
    cancel: () => cancelling.current?.abort(),
    isPending: mutation.isPending,
    streamedText,
  };
}

/** The person said they are okay: the speech is written gently, and the server still screens it. */
function okayInput(input: SpeechCreateInput): SpeechCreateInput {
  return { ...input, tone: 'gentle', saidOkay: true };
}
