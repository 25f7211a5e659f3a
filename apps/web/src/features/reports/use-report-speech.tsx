import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { REPORT_MESSAGES, withErrorMessage } from '@rally/domain';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../notify.ts';
import { hideSpeech, refreshSpeechLists } from '../speeches/speech-cache.ts';
import { trpc } from '../../trpc.ts';
import type { RouterInputs } from '../../trpc.ts';

type ReportInput = RouterInputs['report']['create'];

const toastId = (speechId: number) => `speech-reported-${speechId}`;
/** Long enough to read the toast and reach 'Undo'; History offers it after that. */
const REPORTED_TOAST_MS = 10_000;

/** Undoes a report: the speech is back in the lists, here and on the server. */
export function useUndoReport() {
  const utils = trpc.useUtils();
  const mutation = trpc.report.undo.useMutation({
    onSuccess({ id }) {
      notifications.hide(toastId(id));
      notify(REPORT_MESSAGES.undone, 'success');
    },
    onError(error) {
      notify(withErrorMessage(REPORT_MESSAGES.failed, error.message), 'error');
    },
    onSettled() {
      void utils.report.list.invalidate();
      void refreshSpeechLists(utils);
    },
  });
  return { undo: (speechId: number) => mutation.mutate({ id: speechId }), ...mutation };
}

/**
 * Sends a report. Once saved, the speech leaves every cached list at once and a toast offers
 * 'Undo' (the report's place in History offers it later too).
 */
export function useReportSpeech() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const { undo } = useUndoReport();
  const mutation = trpc.report.create.useMutation({
    onError(error) {
      notify(withErrorMessage(REPORT_MESSAGES.failed, error.message), 'error');
    },
    onSettled() {
      void utils.report.list.invalidate();
      // A reported talk is no longer shared.
      void utils.share.list.invalidate();
      void refreshSpeechLists(utils);
    },
  });

  const report = (input: ReportInput, { onReported }: { onReported: () => void }) =>
    mutation.mutate(input, {
      onSuccess({ speechId }) {
        hideSpeech(queryClient, speechId);
        onReported();
        notifications.clean();
        notifications.show({
          id: toastId(speechId),
          title: REPORT_MESSAGES.reported.title,
          message: (
            <>
              {REPORT_MESSAGES.reported.message}
              <br />
              <Button size="compact-sm" variant="light" mt={6} onClick={() => undo(speechId)}>
                Undo
              </Button>
            </>
          ),
          color: 'violet',
          position: 'top-right',
          autoClose: REPORTED_TOAST_MS,
          closeButtonProps: { 'aria-label': 'Close notification' },
        });
      },
    });

  return { report, isPending: mutation.isPending };
}
