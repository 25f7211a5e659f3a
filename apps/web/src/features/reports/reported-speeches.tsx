import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { REPORT_REASON_LABELS, recentSpeechTitle, relativeTime } from '@rally/domain';
import { useState } from 'react';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { useNow } from '../../rendered-time.ts';
import { trpc } from '../../trpc.ts';
import { OpenedSpeech } from '../speeches/opened-speech.tsx';
import { useUndoReport } from './use-report-speech.tsx';

/**
 * History's list of the speeches the user reported, which the other lists leave out: each can be
 * opened, and its report undone. Shows nothing while there is none.
 */
export function ReportedSpeeches() {
  const reports = trpc.report.list.useQuery();
  const { undo, isPending, variables } = useUndoReport();
  const [shown, setShown] = useState(false);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const now = useNow();
  const count = reports.data?.length ?? 0;
  if (count === 0) return null;

  return (
    <Stack component="section" aria-labelledby="reported-speeches" gap="xs" mt="xl">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="md" id="reported-speeches">
          {`Reported speeches (${count})`}
        </Title>
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={() => setShown((was) => !was)}
          aria-expanded={shown}
          aria-controls="reported-speeches-list"
        >
          {shown ? 'Hide' : 'Show'}
        </Button>
      </Group>
      {shown && (
        <Stack
          component="ul"
          id="reported-speeches-list"
          gap="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {reports.data?.map((report) => {
            const title = recentSpeechTitle(report);
            const opened = openedId === report.speechId;
            return (
              <Paper component="li" key={report.speechId} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                    <Text fw={600} fz="sm" truncate>
                      {title}
                    </Text>
                    <Text c="dimmed" fz="xs">
                      {`${REPORT_REASON_LABELS[report.reason]} · reported ${relativeTime(report.reportedAt, now).toLowerCase()}`}
                    </Text>
                    {report.note && <Text fz="xs">{report.note}</Text>}
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => setOpenedId(opened ? null : report.speechId)}
                      aria-expanded={opened}
                      aria-label={`${opened ? 'Close' : 'Open'}: ${title}`}
                    >
                      {opened ? 'Close' : 'Open'}
                    </Button>
                    <NeedsConnection>
                      {(connection) => (
                        <Button
                          size="compact-sm"
                          variant="light"
                          loading={isPending && variables?.id === report.speechId}
                          onClick={() => undo(report.speechId)}
                          aria-label={`Undo report: ${title}`}
                          {...connection}
                        >
                          Undo report
                        </Button>
                      )}
                    </NeedsConnection>
                  </Group>
                </Group>
                {opened && (
                  <Stack mt="sm">
                    <OpenedSpeech speechId={report.speechId} />
                  </Stack>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
