import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { trpc } from '../../trpc.ts';
import { forgetSignedInData } from '../auth/signed-in-data.ts';
import { clearStorage } from '../client-state.ts';
import { LazyModal } from '../lazy-modal.tsx';
import { useOpenedOnce } from '../use-opened-once.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { rememberAccountDeleted } from './account-deleted-notice.tsx';

/** The REST route answers with `Content-Disposition: attachment`, so a plain link downloads the file. */
const EXPORT_URL = '/api/account/export';

/** Download everything the account holds, or delete it for good after a confirmation. */
export function YourDataCard() {
  const [confirming, setConfirming] = useState(false);
  const confirmation = useOpenedOnce(confirming);
  const deleteAccount = trpc.account.delete.useMutation({
    onSuccess: async () => {
      clearStorage();
      rememberAccountDeleted();
      await forgetSignedInData();
      // A full page load, so the next page asks the server who is signed in (nobody); the
      // landing page it shows confirms the deletion.
      window.location.assign('/');
    },
  });

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="your-data-heading">
      <Title order={2} fz="lg" id="your-data-heading" mb="sm">
        Your Data
      </Title>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Your speeches, moods, goals, feedback and preferences, as a JSON file.
        </Text>
        <NeedsConnection fullWidth>
          {(connection) => (
            <Button
              component="a"
              href={connection.disabled ? undefined : EXPORT_URL}
              download
              variant="light"
              fullWidth
              {...connection}
            >
              Download my data
            </Button>
          )}
        </NeedsConnection>
        <NeedsConnection fullWidth>
          {(connection) => (
            <Button
              variant="subtle"
              color="red"
              fullWidth
              onClick={() => setConfirming(true)}
              {...connection}
            >
              Delete my account
            </Button>
          )}
        </NeedsConnection>
      </Stack>
      {confirmation.mounted && (
        <LazyModal
          opened={confirmation.opened}
          onClose={() => setConfirming(false)}
          title="Delete your account?"
          centered
          styles={{ title: { fontWeight: 700 } }}
        >
          <Stack gap="md">
            <Text fz="sm">
              This deletes your account, every speech and its audio, your moods, goals and feedback,
              and cancels your subscription; links you shared stop working. It cannot be undone.
            </Text>
            {deleteAccount.error && (
              <Text fz="sm" c="red.7" role="alert">
                {deleteAccount.error.message}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                Cancel
              </Button>
              <Button
                color="red"
                loading={deleteAccount.isPending}
                onClick={() => deleteAccount.mutate()}
              >
                Delete my account
              </Button>
            </Group>
          </Stack>
        </LazyModal>
      )}
    </Card>
  );
}
