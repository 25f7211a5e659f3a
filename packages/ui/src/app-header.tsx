import {
  ActionIcon,
  Anchor,
  Avatar,
  Box,
  Burger,
  Container,
  Group,
  Indicator,
  Text,
} from '@mantine/core';
import { avatarLetter, PRODUCT_NAME } from '@rally/domain';
import { forwardRef, useId, useState } from 'react';
import type { ComponentPropsWithoutRef, MouseEvent, ReactNode } from 'react';
import { BellIcon, LogoMark } from './icons.tsx';
import { RenderedOnce } from './rendered-once.tsx';

/** The signed-in pages, in the header's order. */
export const NAV_LINKS = [
  { label: 'Dashboard', href: '/' },
  { label: 'History', href: '/history' },
  { label: 'Goals', href: '/goals' },
] as const;

/**
 * Crisis lines for the person's region, on every page for everyone, offline too (the web app's
 * /help route; docs/decisions/crisis-care.md).
 */
export const HELP_LINK = { label: 'Get help', href: '/help' } as const;

export interface AppNavigation {
  /** The path of the page shown: its link is marked as the current page. */
  currentPath: string;
  /** Goes to a page without reloading (the app's router). */
  onNavigate: (href: string) => void;
}

export interface AppHeaderProps {
  /** The signed-in user's first name; the avatar shows 'U' without one. */
  firstName?: string | null;
  /** The signed-in user's bell (its panel and unread dot); a plain bell until it has loaded. */
  bell?: ReactNode;
  /**
   * The links to the signed-in pages. A visitor's header has none, and no bell or avatar either:
   * they would have nothing to show and do nothing when tapped.
   */
  navigation?: AppNavigation | null;
}

export interface HeaderBellProps extends ComponentPropsWithoutRef<'button'> {
  unread: boolean;
}

/** The bell button, with the red dot only when something is unread; a popover's target. */
export const HeaderBell = forwardRef<HTMLButtonElement, HeaderBellProps>(function HeaderBell(
  { unread, ...buttonProps },
  ref,
) {
  return (
    <Indicator color="red" size={9} offset={7} withBorder disabled={!unread}>
      <ActionIcon
        ref={ref}
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={unread ? 'Notifications (unread)' : 'Notifications'}
        {...buttonProps}
      >
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
});

/** A plain click goes through the app's router; a modified one (new tab) is the browser's. */
function followLink(navigation: AppNavigation, href: string) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.onNavigate(href);
  };
}

export function AppHeader({ firstName, bell, navigation }: AppHeaderProps) {
  // The links are the same for every user on a page: only the bell and the avatar are theirs.
  const links = navigation ? `signed in at ${navigation.currentPath}` : 'visitor';
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
          <RenderedOnce name="header-links" dependsOn={links}>
            <Anchor href="/" underline="never" c="inherit" aria-label={`${PRODUCT_NAME} home`}>
              <Group gap="xs" wrap="nowrap">
                <LogoMark />
                <Text
                  component="span"
                  fw={800}
                  fz="xl"
                  c="violet.7"
                  style={{ letterSpacing: -0.5 }}
                >
                  {PRODUCT_NAME}
                </Text>
              </Group>
            </Anchor>

            {navigation && (
              <Group gap="xl" component="nav" aria-label="Main" visibleFrom="sm">
                {NAV_LINKS.map(({ label, href }) => {
                  const current = navigation.currentPath === href;
                  return (
                    <Anchor
                      key={href}
                      href={href}
                      onClick={followLink(navigation, href)}
                      aria-current={current ? 'page' : undefined}
                      c={current ? 'violet.8' : 'gray.7'}
                      fw={current ? 700 : 600}
                      fz="sm"
                      underline={current ? 'always' : 'hover'}
                      style={{ textUnderlineOffset: 6, textDecorationThickness: 2 }}
                    >
                      {label}
                    </Anchor>
                  );
                })}
              </Group>
            )}
          </RenderedOnce>

          <Group gap="sm" wrap="nowrap">
            <RenderedOnce name="header-menu" dependsOn={links}>
              <Anchor
                href={HELP_LINK.href}
                onClick={navigation ? followLink(navigation, HELP_LINK.href) : undefined}
                aria-current={navigation?.currentPath === HELP_LINK.href ? 'page' : undefined}
                c="teal.9"
                fw={600}
                fz="sm"
                style={{ whiteSpace: 'nowrap' }}
              >
                {HELP_LINK.label}
              </Anchor>
              {navigation && <PhoneMenu navigation={navigation} />}
            </RenderedOnce>
            {/* Visitors get the help link only: the bell and the account are a signed-in user's. */}
            {navigation && (
              <>
                {bell ?? <HeaderBell unread={false} />}
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
              </>
            )}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

/** On phones the links live in a menu behind the burger button. */
function PhoneMenu({ navigation }: { navigation: AppNavigation }) {
  // A disclosure, not Mantine's Menu: the header comes with every page's first load, and Menu brings
  // its floating-position machinery (docs/decisions/first-load-scripts.md).
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <Box
      hiddenFrom="sm"
      pos="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpened(false);
      }}
      // A tap or focus anywhere else (the bell, the page) closes it, as a menu would.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpened(false);
      }}
    >
      <Burger
        opened={opened}
        onClick={() => setOpened((open) => !open)}
        size="sm"
        aria-label="Menu"
        aria-expanded={opened}
        aria-controls={panelId}
      />
      {opened && (
        <Box
          component="nav"
          id={panelId}
          aria-label="Main"
          pos="absolute"
          right={0}
          top="calc(100% + 8px)"
          w={200}
          bg="white"
          p={4}
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-md)',
            boxShadow: 'var(--mantine-shadow-md)',
            zIndex: 300,
          }}
        >
          {[...NAV_LINKS, HELP_LINK].map(({ label, href }) => {
            const current = navigation.currentPath === href;
            return (
              <Anchor
                key={href}
                href={href}
                display="block"
                px="sm"
                py={10}
                onClick={(event) => {
                  setOpened(false);
                  followLink(navigation, href)(event);
                }}
                aria-current={current ? 'page' : undefined}
                fw={current ? 700 : 500}
                c={current ? 'violet.8' : 'gray.8'}
                bg={current ? 'violet.0' : undefined}
                underline="never"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                {label}
              </Anchor>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
