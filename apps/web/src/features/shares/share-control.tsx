import { Badge, Button, Group } from '@mantine/core';
import { SHARE_MESSAGES, withErrorMessage } from '@rally/domain';
import { lazy, Suspense, useState } from 'react';
import { notify } from '../notify.ts';
import { useOpenedOnce } from '../use-opened-once.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { trpc } from '../../trpc.ts';
import { linkOf, sendLink } from './send-link.ts';

// The dialog (and its preview query) is fetched when it first opens.
const ShareDialog = lazy(() =>
  import('./share-dialog.tsx').then((module) => ({ default: module.ShareDialog })),
);

const SHARE_TITLE = 'A talk from Rally';

/** Hands the link on and says what happened. */
async function handOn(path: string) {
  const sent = await sendLink(linkOf(path), SHARE_TITLE).catch(() => 'failed' as const);
  if (sent === 'copied') notify(SHARE_MESSAGES.linkCopied, 'success');
  if (sent === 'shared') notify(SHARE_MESSAGES.shared, 'success');
}

/**
 * The player's 'Share': a confirmation of exactly what goes public, then the link handed on. Once
 * shared, a 'Shared' mark, the link again, and 'Stop sharing' (docs/decisions/shared-talks.md).
 */
export function ShareControl({ speechId }: { speechId: number }) {
  const [confirming, setConfirming] = useState(false);
  const dialog = useOpenedOnce(confirming);
  const utils = trpc.useUtils();
  const shares = trpc.share.list.useQuery();
  const live = shares.data?.find((share) => share.speechId === speechId);
  const refresh = () =>
    Promise.all([utils.share.list.invalidate(), utils.share.preview.invalidate({ id: speechId })]);
  const create = trpc.share.create.useMutation({
    onSuccess(share) {
      setConfirming(false);
      void refresh();
      void handOn(share.path);
    },
    onError(error) {
      notify(withErrorMessage(SHARE_MESSAGES.failed, error.message), 'error');
    },
  });
  const stop = trpc.share.stop.useMutation({
    onSuccess() {
      notify(SHARE_MESSAGES.stopped, 'success');
    },
    onError(error) {
      notify(withErrorMessage(SHARE_MESSAGES.failed, error.message), 'error');
    },
    onSettled() {
      void refresh();
    },
  });

  return (
    <>
      {live ? (
        <Group gap="xs">
          <Badge color="teal" variant="light" aria-label="This talk is shared">
            Shared
          </Badge>
          <Button size="compact-sm" variant="subtle" onClick={() => void handOn(live.path)}>
            Share link
          </Button>
          <NeedsConnection>
            {(connection) => (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                loading={stop.isPending}
                onClick={() => stop.mutate({ id: speechId })}
                {...connection}
              >
                Stop sharing
              </Button>
            )}
          </NeedsConnection>
        </Group>
      ) : (
        <Button size="compact-sm" variant="subtle" onClick={() => setConfirming(true)}>
          Share
        </Button>
      )}
      {dialog.mounted && (
        <Suspense fallback={null}>
          <ShareDialog
            speechId={speechId}
            opened={dialog.opened}
            onClose={() => setConfirming(false)}
            onConfirm={() => create.mutate({ id: speechId })}
            confirming={create.isPending}
          />
        </Suspense>
      )}
    </>
  );
}

/** History's 'Shared' mark on a row. */
export function SharedMark({ speechId }: { speechId: number }) {
  const shares = trpc.share.list.useQuery();
  if (!shares.data?.some((share) => share.speechId === speechId)) return null;
  return (
    <Badge size="xs" variant="light" color="teal">
      Shared
    </Badge>
  );
}
