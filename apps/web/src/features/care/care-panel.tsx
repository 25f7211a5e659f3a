import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { crisisCareMessage } from '@rally/domain';
import { useState } from 'react';
import { trpc } from '../../trpc.ts';
import { closeCare, deviceCrisisRegion, useCareRequest } from './care-store.ts';
import { CrisisLines } from './crisis-lines.tsx';

/**
 * The calm answer to a crisis screen match, in place of a speech: the same words whatever tone or
 * voice was picked (docs/decisions/crisis-care.md). Mounted once, on every page.
 */
export function CarePanel({ signedIn }: { signedIn: boolean }) {
  const request = useCareRequest();
  if (!request) return null;
  const message = crisisCareMessage(request.notice.concern, deviceCrisisRegion());
  const onOkay = message.mayContinue ? request.onOkay : undefined;
  return (
    <Modal
      opened
      onClose={closeCare}
      title={message.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="care-panel"
    >
      <Stack gap="md">
        {message.body.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <Text fw={600}>{message.nextStep}</Text>
        <CrisisLines message={message} />
        {signedIn && <PausedTalks />}
        <Group justify="flex-end" gap="sm">
          {onOkay && (
            <Button
              variant="default"
              onClick={() => {
                closeCare();
                onOkay();
              }}
            >
              I’m okay, write my speech
            </Button>
          )}
          <Button variant="subtle" color="gray" onClick={closeCare}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The daily talk and the reminders rest for a day after a match; the person may resume them. */
function PausedTalks() {
  const [resumed, setResumed] = useState(false);
  const resume = trpc.care.resume.useMutation({ onSuccess: () => setResumed(true) });
  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text fz="sm" c="dimmed">
        {resumed
          ? 'Your daily talks and reminders are back on.'
          : 'We’ve paused your daily talks and reminders for a day.'}
      </Text>
      {!resumed && (
        <Button
          size="xs"
          variant="subtle"
          loading={resume.isPending}
          onClick={() => resume.mutate()}
        >
          Resume them
        </Button>
      )}
    </Group>
  );
}
