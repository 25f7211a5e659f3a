import { Card, Container, Stack, Text, Title } from '@mantine/core';
import { crisisCareMessage } from '@rally/domain';
import { CrisisLines } from '../features/care/crisis-lines.tsx';
import { deviceCrisisRegion } from '../features/care/care-store.ts';

/**
 * "Get help", from the header on every page, signed in or not. Its words and numbers are in the
 * app's own files (the domain's care message), so it works offline: the service worker precaches
 * the page's chunk, and a native app carries it.
 */
export function HelpPage() {
  const message = crisisCareMessage('self-harm', deviceCrisisRegion());
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md">
          <Title order={1} fz="h2">
            Get help now
          </Title>
          <Text>
            If things feel too heavy right now, you don’t have to carry them alone. Talking to
            someone can help, and it’s free and confidential.
          </Text>
          <Text fw={600}>{message.nextStep}</Text>
          <CrisisLines message={message} />
        </Stack>
      </Card>
    </Container>
  );
}
