import { Alert, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { formatAudioLength } from '@rally/domain';
import { LazyModal } from '../lazy-modal.tsx';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { trpc } from '../../trpc.ts';

export interface ShareDialogProps {
  speechId: number;
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirming: boolean;
}

/**
 * Before a talk goes public, its owner sees exactly what the page will show: the whole text, which
 * may name them or hold private details, and the recording that will play (docs/decisions/shared-talks.md).
 */
export function ShareDialog({
  speechId,
  opened,
  onClose,
  onConfirm,
  confirming,
}: ShareDialogProps) {
  const preview = trpc.share.preview.useQuery({ id: speechId }, { enabled: opened });
  const data = preview.data;
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title="Share this talk?"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Alert color="gray" variant="light" title="Anyone with the link can read and hear this">
          Check the text for your name or anything private. You can stop sharing at any time; the
          link then stops working.
        </Alert>
        {preview.isError && (
          <Text c="red" fz="sm" role="alert">
            {preview.error.message}
          </Text>
        )}
        {data && (
          <>
            <Text fw={600} fz="sm">
              The text, as it will be shown
            </Text>
            <ScrollArea.Autosize
              mah={240}
              type="auto"
              // Reachable by keyboard, so that the whole text can be read before it goes public.
              viewportProps={{
                tabIndex: 0,
                role: 'region',
                'aria-label': 'The text that will be public',
              }}
            >
              <Text component="div" fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {data.content}
              </Text>
            </ScrollArea.Autosize>
            <Text fw={600} fz="sm">
              The audio
            </Text>
            {data.audio ? (
              <Stack gap={4}>
                <audio controls preload="none" src={data.audio.audioUrl} style={{ width: '100%' }}>
                  <track kind="captions" />
                </audio>
                <Text fz="xs" c="dimmed">
                  {`The ${data.audio.voice} recording${data.audio.durationMs === null ? '' : `, ${formatAudioLength(data.audio.durationMs / 1000)}`}: the newest one you made.`}
                </Text>
              </Stack>
            ) : (
              <Text fz="sm" c="dimmed">
                No recording yet: the page will show the text only. Play the talk first to share its
                audio too.
              </Text>
            )}
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" onClick={onClose}>
            Cancel
          </Button>
          <NeedsConnection>
            {(connection) => (
              <Button
                onClick={onConfirm}
                loading={confirming}
                disabled={!data || connection.disabled}
                aria-describedby={connection['aria-describedby']}
              >
                Share publicly
              </Button>
            )}
          </NeedsConnection>
        </Group>
      </Stack>
    </LazyModal>
  );
}
