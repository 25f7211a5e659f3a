import { MESSAGES } from '@rally/domain';
import type { SpeechCreateInput } from '@rally/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../notify.ts';
import type { Speech } from '../speeches/speech.ts';
import { trpc } from '../../trpc.ts';
import { generationFailureMessage, isLimitReached } from './generation-errors.ts';
import { StreamUnavailableError, streamGeneration } from './generation-stream.ts';

/**
 * Generates a speech, streaming its text as it is written (`streamedText`), or with one plain
 * request where the stream cannot be opened. The speech lists and the user's usage are fetched
 * again afterwards.
 */
export function useSpeechGeneration(onGenerated: (speech: Speech) => void) {
  const utils = trpc.useUtils();
  const [streamedText, setStreamedText] = useState('');

  const mutation = useMutation({
    mutationFn: async (input: SpeechCreateInput): Promise<Speech> => {
      setStreamedText('');
      try {
        return await streamGeneration<Speech>(
          (handlers) => utils.client.speech.generateStream.subscribe(input, handlers),
          (text) => setStreamedText((written) => written + text),
        );
      } catch (error) {
        if (!(error instanceof StreamUnavailableError)) throw error;
        return utils.client.speech.generate.mutate(input);
      }
    },
    onSuccess(speech) {
      notify(MESSAGES.speechGenerated, 'success');
      onGenerated(speech);
      void Promise.all([
        utils.speech.list.invalidate(),
        utils.speech.favourites.invalidate(),
        utils.user.profile.invalidate(),
        utils.auth.user.invalidate(),
        utils.personalisation.insights.invalidate(),
      ]);
    },
    onError(error) {
      notify(generationFailureMessage(error), 'error');
      // The server counted differently from this page: show the usage it knows.
      if (isLimitReached(error)) {
        void Promise.all([utils.auth.user.invalidate(), utils.user.profile.invalidate()]);
      }
    },
  });

  return { generate: mutation.mutate, isPending: mutation.isPending, streamedText };
}
