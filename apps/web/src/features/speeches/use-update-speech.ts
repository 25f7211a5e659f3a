import { MESSAGES, withErrorMessage } from '@rally/domain';
import { notify } from '../notify.ts';
import { trpc } from '../../trpc.ts';
import type { RouterInputs } from '../../trpc.ts';
import type { Speech } from './speech.ts';

export type SpeechChanges = RouterInputs['speech']['update']['changes'];

/**
 * Renames or (un)favourites a speech. `update` resolves to the saved speech, or null after a
 * failure (already shown as a toast). The list shows the change at once; both lists are then
 * fetched again, since a favourite joins or leaves the favourites list.
 */
export function useUpdateSpeech() {
  const utils = trpc.useUtils();
  const mutation = trpc.speech.update.useMutation({
    onSuccess(updated) {
      utils.speech.list.setData(undefined, (speeches) =>
        speeches?.map((speech) => (speech.id === updated.id ? updated : speech)),
      );
      void utils.speech.list.invalidate();
      void utils.speech.favourites.invalidate();
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
