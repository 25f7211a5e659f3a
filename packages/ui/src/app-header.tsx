import { ActionIcon, Anchor, Avatar, Box, Container, Group, Indicator, Text } from '@mantine/core';
import { avatarLetter, PRODUCT_NAME } from '@rally/domain';
import { BellIcon, LogoMark } from './icons.tsx';

// The spec points all three at '#' until those screens exist.
const NAV_LINKS = ['Dashboard', 'History', 'Goals'] as const;

export interface AppHeaderProps {
  /** The signed-in user's first name; the avatar shows 'U' without one. */
  firstName?: string | null;
  hasUnreadNotifications?: boolean;
}

export function AppHeader({ firstName, hasUnreadNotifications = true }: AppHeaderProps) {
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        backgroundColor: 'rgba(255, 255, 255, 0.88)',
        backdropFilter: 'blur(12px)',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor href="/" underline="never" c="inherit" aria-label={`${PRODUCT_NAME} home`}>
            <Group gap="xs" wrap="nowrap">
              <LogoMark />
              <Text component="span" fw={800} fz="xl" c="violet.7" style={{ letterSpacing: -0.5 }}>
                {PRODUCT_NAME}
              </Text>
            </Group>
          </Anchor>

          <Group gap="xl" component="nav" aria-label="Main" visibleFrom="sm">
            {NAV_LINKS.map((label) => (
              <Anchor key={label} href="#" c="gray.7" fw={600} fz="sm" underline="hover">
                {label}
              </Anchor>
            ))}
          </Group>

          <Group gap="sm" wrap="nowrap">
            <Indicator
              color="red"
              size={9}
              offset={7}
              withBorder
              disabled={!hasUnreadNotifications}
            >
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                radius="xl"
                aria-label={hasUnreadNotifications ? 'Notifications (unread)' : 'Notifications'}
              >
                <BellIcon />
              </ActionIcon>
            </Indicator>
            <Avatar
              color="violet"
              variant="filled"
              radius="xl"
              size={36}
              role="img"
              aria-label="Your account"
            >
              {avatarLetter(firstName)}
            </Avatar>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
