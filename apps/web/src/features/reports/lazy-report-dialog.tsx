import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../use-opened-once.ts';
import type { ReportSpeechDialogProps } from './report-speech-dialog.tsx';

// The dialog and its form fields are fetched when it first opens, not with the lists and the player.
const ReportSpeechDialog = lazy(() =>
  import('./report-speech-dialog.tsx').then((module) => ({ default: module.ReportSpeechDialog })),
);

/** The report dialog, loaded the first time it is opened. */
export function LazyReportSpeechDialog(props: ReportSpeechDialogProps) {
  const { mounted } = useOpenedOnce(props.opened);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ReportSpeechDialog {...props} />
    </Suspense>
  );
}
