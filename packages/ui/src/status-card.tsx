import { Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatusCardProps {
  title: string;
  description?: string;
  /** Shows a spinner above the title while work is under way. */
  busy?: boolean;
  /** Actions under the text, such as a retry button. */
  children?: ReactNode;
}

/** A short-lived page that tells the user what is happening: signing out, refreshing, signing in. */
export function StatusCard({ title, description, busy = false, children }: StatusCardProps) {
  return (
    <Center py={80} px="md">
      <Card withBorder shadow="sm" padding="xl" maw={440} w="100%">
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          {busy && <Loader color="violet" mb="xs" />}
          <Title order={1} fz={24} ta="center">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" ta="center">
              {description}
            </Text>
          )}
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
