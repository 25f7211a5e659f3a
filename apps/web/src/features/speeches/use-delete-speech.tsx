import { notifications } from '@mantine/notifications';
import { MESSAGES, SPEECH_DELETE_UNDO_MS, withErrorMessage } from '@rally/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../native/api-fetch.ts';
import { DELETE_SPEECH_MESSAGE } from '../client-state.ts';
import { notify } from '../notify.ts';
import { trpc } from '../../trpc.ts';
import { hideSpeech, refreshSpeechLists } from './speech-cache.ts';

/**
 * Deletes a speech with a few seconds to undo it: the row goes at once, the toast offers 'Undo',
 * and only when that time is up is the speech deleted on the server. Leaving the page (another
 * screen of the app, another site, or closing the tab) deletes what is waiting at once, as the
 * toast promised.
 */
export function useDeleteSpeech() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const mutation = trpc.speech.delete.useMutation({
    onSuccess() {
      void utils.speech.activity.invalidate();
      // The profile and the progress card's stats.
      void utils.user.invalidate();
      void utils.personalisation.insights.invalidate();
    },
    onError(error) {
      notify(withErrorMessage(MESSAGES.speechDeleteFailed, error.message), 'error');
    },
    onSettled() {
      void refreshSpeechLists(utils);
    },
  });
  const deleteNow = mutation.mutate;
  /** Deletions waiting out their undo time, by speech id. */
  const waiting = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = waiting.current;
    // Closing the tab or leaving for another page unmounts nothing, and the timers die with the
    // page: the deletions go out as keepalive requests, which the browser finishes after the page
    // is gone (a mutation's fetch would be cancelled with it).
    const sendOnLeaving = () => {
      for (const [speechId, timer] of pending) {
        clearTimeout(timer);
        notifications.hide(toastId(speechId));
        void apiFetch(`/api/speeches/${speechId}`, { method: 'DELETE', keepalive: true }).catch(
          () => undefined,
        );
        // With the service worker in control, Chromium at times dropped that request as the page
        // went (a browser test saw the speech kept): the worker, which outlives the page, sends
        // it too. The second to arrive is answered 404, and nobody is waiting for it.
        navigator.serviceWorker?.controller?.postMessage({
          type: DELETE_SPEECH_MESSAGE,
          url: `/api/speeches/${speechId}`,
        });
      }
      pending.clear();
    };
    window.addEventListener('pagehide', sendOnLeaving);
    return () => {
      window.removeEventListener('pagehide', sendOnLeaving);
      for (const [speechId, timer] of pending) {
        clearTimeout(timer);
        deleteNow({ id: speechId });
      }
      pending.clear();
    };
  }, [deleteNow]);

  const undo = (speechId: number) => {
    clearTimeout(waiting.current.get(speechId));
    waiting.current.delete(speechId);
    notifications.hide(toastId(speechId));
    void refreshSpeechLists(utils);
  };

  const remove = (speechId: number) => {
    hideSpeech(queryClient, speechId);
    notifications.show({
      id: toastId(speechId),
      title: MESSAGES.speechDeleted.title,
      message: (
        <Button size="compact-sm" variant="light" mt={6} onClick={() => undo(speechId)}>
          Undo
        </Button>
      ),
      color: 'violet',
      position: 'top-right',
      autoClose: SPEECH_DELETE_UNDO_MS,
      closeButtonProps: { 'aria-label': 'Close notification' },
      // The seconds to undo count from when the toast is on screen, not from the click.
      onOpen: () => {
        waiting.current.set(
          speechId,
          setTimeout(() => {
            waiting.current.delete(speechId);
            deleteNow({ id: speechId });
          }, SPEECH_DELETE_UNDO_MS),
        );
      },
    });
  };

  return { remove };
}

const toastId = (speechId: number) => `speech-deleted-${speechId}`;
