import { Anchor, Popover, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { NOTIFICATIONS_POLL_MS, relativeTime } from '@rally/domain';
import { HeaderBell } from '@rally/ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../trpc.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { firstScreenQuery } from '../../first-screen/queries.ts';

// Its dot on the first paint.
firstScreenQuery((trpc) => trpc.notification.list.prefetch());

type Notification = RouterOutputs['notification']['list'][number];

/**
 * The header's bell: the dot while something is unread; a tap opens the list, focus moves into it
 * and Escape closes it; what was shown is marked read. Toasts stay separate (one at a time).
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const list = trpc.notification.list.useQuery(undefined, {
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
  const utils = trpc.useUtils();
  const markRead = trpc.notification.read.useMutation({
    onSettled: () => utils.notification.list.invalidate(),
  });
  const notifications = list.data ?? [];
  const unreadIds = notifications.filter((item) => item.readAt === null).map((item) => item.id);

  function toggle() {
    const opening = !opened;
    setOpened(opening);
    if (opening && unreadIds.length > 0) markRead.mutate({ ids: unreadIds });
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <HeaderBell
          unread={unreadIds.length > 0 && !opened}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={toggle}
        />
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-labelledby={headingId}>
        <Title order={2} fz="md" px="md" pt="md" pb="xs" id={headingId}>
          Notifications
        </Title>
        <NotificationList
          notifications={notifications}
          loading={list.isPending}
          onFollow={() => setOpened(false)}
        />
      </Popover.Dropdown>
    </Popover>
  );
}

interface NotificationListProps {
  notifications: readonly Notification[];
  loading: boolean;
  onFollow: () => void;
}

function NotificationList({ notifications, loading, onFollow }: NotificationListProps) {
  const navigate = useNavigate();
  const now = new Date();
  if (notifications.length === 0) {
    return (
      // The first focusable element the trap can land on when there is nothing to list.
      <Text px="md" pb="md" fz="sm" c="dimmed" tabIndex={0}>
        {loading ? 'Loading…' : 'Nothing new. Your daily rally and plan news will show here.'}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={360}>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {notifications.map((item) => {
          const content = (
            <Stack gap={2}>
              <Text fz="sm" fw={item.readAt === null ? 700 : 500}>
                {item.title}
              </Text>
              <Text fz="sm" c="dimmed">
                {item.body}
              </Text>
              <Text fz="xs" c="dimmed">
                <time dateTime={item.createdAt}>{relativeTime(item.createdAt, now)}</time>
              </Text>
            </Stack>
          );
          return (
            <li key={item.id} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              {item.url ? (
                <Anchor
                  href={item.url}
                  underline="never"
                  c="inherit"
                  display="block"
                  px="md"
                  py="sm"
                  onClick={(event) => {
                    // The app's own addresses stay in the app; the page is not reloaded.
                    event.preventDefault();
                    onFollow();
                    void navigate(item.url ?? '/');
                  }}
                >
                  {content}
                </Anchor>
              ) : (
                <UnstyledButton display="block" w="100%" px="md" py="sm" onClick={onFollow}>
                  {content}
                </UnstyledButton>
              )}
            </li>
          );
        })}
      </Stack>
    </ScrollArea.Autosize>
  );
}
