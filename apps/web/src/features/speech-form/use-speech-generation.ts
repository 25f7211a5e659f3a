import { MESSAGES } from '@rally/domain';
import type { SpeechCreateInput } from '@rally/domain';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { notify } from '../notify.ts';
import type { Speech } from '../speeches/speech.ts';
import { trpc } from '../../trpc.ts';
import { generationFailureMessage, isCancelled } from './generation-errors.ts';
import { streamGeneration } from './generation-stream.ts';

/**
 * Generates a speech over a streamed POST, its text shown as it is written (`streamedText`). `cancel`
 * stops waiting; so do going offline and a stream that brings nothing for a while. Whatever the
 * outcome, the speech lists and the usage are fetched again: the server may have finished and saved
 * a speech this page stopped waiting for.
 */
export function useSpeechGeneration(onGenerated: (speech: Speech) => void) {
  const utils = trpc.useUtils();
  const [streamedText, setStreamedText] = useState('');
  const cancelling = useRef<AbortController | null>(null);

  const mutation = useMutation({
    // A lost connection is the stream's to report; the mutation must not wait to be online.
    networkMode: 'always',
    mutationFn: (input: SpeechCreateInput): Promise<Speech> => {
      setStreamedText('');
      const cancel = new AbortController();
      cancelling.current = cancel;
      return streamGeneration<Speech>(
        (signal) => utils.client.speech.generateStream.mutate(input, { signal }),
        (text) => setStreamedText((written) => written + text),
        { cancel: cancel.signal },
      );
    },
    onSuccess(speech) {
      notify(MESSAGES.speechGenerated, 'success');
      onGenerated(speech);
    },
    onError(error) {
      notify(generationFailureMessage(error), isCancelled(error) ? 'info' : 'error');
    },
    onSettled() {
      cancelling.current = null;
      void Promise.all([
        utils.speech.list.invalidate(),
        utils.speech.favourites.invalidate(),
        utils.user.profile.invalidate(),
        utils.auth.user.invalidate(),
        utils.personalisation.insights.invalidate(),
      ]);
    },
  });

  return {
    generate: mutation.mutate,
    cancel: () => cancelling.current?.abort(),
    isPending: mutation.isPending,
    streamedText,
  };
}
