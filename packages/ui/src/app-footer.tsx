import { ActionIcon, Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@rally/domain';
import type { ComponentType } from 'react';
import type { IconProps } from './icons.tsx';
import { InstagramIcon, LinkedInIcon, LogoMark, XLogoIcon } from './icons.tsx';

const COMPANY_SITE = { name: 'Rally Labs', href: 'https://rally.app' };

const SOCIAL_LINKS: { label: string; href: string; Icon: ComponentType<IconProps> }[] = [
  { label: 'Rally on X', href: 'https://x.com/rallyapp', Icon: XLogoIcon },
  { label: 'Rally on Instagram', href: 'https://www.instagram.com/rallyapp', Icon: InstagramIcon },
  {
    label: 'Rally on LinkedIn',
    href: 'https://www.linkedin.com/company/rallyapp',
    Icon: LinkedInIcon,
  },
];

export function AppFooter() {
  return (
    <Box
      component="footer"
      mt="auto"
      py="xl"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap="xs" maw={420}>
            <Group gap="xs">
              <LogoMark size={28} />
              <Text fw={800} c="violet.7">
                {PRODUCT_NAME}
              </Text>
            </Group>
            <Text c="dimmed" fz="sm">
              Personalised motivational speeches for the moments that matter, written for you and
              read aloud in natural AI voices.
            </Text>
            <Text fz="sm">
              Made by{' '}
              <Anchor
                href={COMPANY_SITE.href}
                target="_blank"
                rel="noopener noreferrer"
                c="violet.7"
              >
                {COMPANY_SITE.name}
              </Anchor>
            </Text>
          </Stack>
          <Stack gap="xs" align="flex-start">
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ label, href, Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  variant="light"
                  color="violet"
                  radius="xl"
                  size="lg"
                >
                  <Icon size={18} />
                </ActionIcon>
              ))}
            </Group>
            <Text c="dimmed" fz="sm">
              © {new Date().getFullYear()} {PRODUCT_NAME}
            </Text>
          </Stack>
        </Group>
      </Container>
    </Box>
  );
}
