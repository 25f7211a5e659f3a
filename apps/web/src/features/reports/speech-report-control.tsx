import { Alert, Button, Group, Text } from '@mantine/core';
import { REPORT_REASON_LABELS } from '@rally/domain';
import { useState } from 'react';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { trpc } from '../../trpc.ts';
import { FlagIcon } from './flag-icon.tsx';
import { LazyReportSpeechDialog } from './lazy-report-dialog.tsx';
import { useUndoReport } from './use-report-speech.tsx';

/**
 * The player's 'Report' action, or, once the speech is reported, what was reported and 'Undo
 * report' (docs/decisions/report-a-speech.md).
 */
export function SpeechReportControl({ speechId }: { speechId: number }) {
  const [dialogOpened, setDialogOpened] = useState(false);
  const reports = trpc.report.list.useQuery();
  const { undo, isPending } = useUndoReport();
  const report = reports.data?.find((one) => one.speechId === speechId);

  if (report) {
    return (
      <Alert color="gray" variant="light" title="You reported this speech" role="status">
        <Text fz="sm">
          {REPORT_REASON_LABELS[report.reason]}
          {report.note ? `: “${report.note}”` : ''}. It is hidden from your lists.
        </Text>
        <Group mt="xs">
          <NeedsConnection>
            {(connection) => (
              <Button
                size="compact-sm"
                variant="light"
                loading={isPending}
                onClick={() => undo(speechId)}
                {...connection}
              >
                Undo report
              </Button>
            )}
          </NeedsConnection>
        </Group>
      </Alert>
    );
  }
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        leftSection={<FlagIcon size={14} />}
        onClick={() => setDialogOpened(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        Report
      </Button>
      <LazyReportSpeechDialog
        speechId={speechId}
        opened={dialogOpened}
        onClose={() => setDialogOpened(false)}
      />
    </>
  );
}
