import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { greetingLine } from '@rally/domain';
import { SparklesIcon } from '@rally/ui';
import type { SessionUser } from '../features/auth/use-auth.ts';

export interface DashboardPageProps {
  user: SessionUser;
}

export function DashboardPage({ user }: DashboardPageProps) {
  return (
    <Container size="lg" py={{ base: 32, md: 48 }}>
      <Stack gap={4} mb="xl">
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {greetingLine(new Date().getHours(), user.firstName)}
        </Title>
        <Text c="dimmed">What do you need motivation for today?</Text>
      </Stack>
      <Paper
        component="section"
        aria-label="Create a speech"
        withBorder
        p="xl"
        mih={240}
        style={{ borderStyle: 'dashed', display: 'grid', placeItems: 'center' }}
      >
        <Stack align="center" gap="xs">
          <ThemeIcon size={48} radius="xl" variant="light">
            <SparklesIcon size={24} />
          </ThemeIcon>
          <Text fw={600}>Your speech studio is almost ready</Text>
          <Text c="dimmed" fz="sm" ta="center" maw={420}>
            Soon you will describe what you are facing here and get a speech written for you.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
