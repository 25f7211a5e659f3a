import { MESSAGES, withErrorMessage } from '@rally/domain';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../notify.ts';
import { trpc } from '../../trpc.ts';
import type { RouterInputs } from '../../trpc.ts';
import { refreshSpeechLists, showChangedSpeech } from './speech-cache.ts';
import type { Speech } from './speech.ts';

export type SpeechChanges = RouterInputs['speech']['update']['changes'];

/**
 * Renames or (un)favourites a speech. `update` resolves to the saved speech, or null after a
 * failure (already shown as a toast). Every list and the opened speech show the change at once;
 * the lists are then fetched again, since a favourite joins or leaves the favourites list.
 */
export function useUpdateSpeech() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const mutation = trpc.speech.update.useMutation({
    onSuccess(updated) {
      const { content: _text, ...summary } = updated;
      showChangedSpeech(queryClient, summary);
      utils.speech.byId.setData({ id: updated.id }, updated);
      void refreshSpeechLists(utils);
    },
    onError(error) {
      notify(withErrorMessage(MESSAGES.nameUpdateFailed, error.message), 'error');
    },
  });

  const update = async (speech: Pick<Speech, 'id'>, changes: SpeechChanges) => {
    try {
      return await mutation.mutateAsync({ id: speech.id, changes });
    } catch {
      return null;
    }
  };

  return { update, isPending: mutation.isPending };
}
