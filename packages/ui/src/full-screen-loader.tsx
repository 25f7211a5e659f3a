import { Center, Loader, Stack, Text } from '@mantine/core';
import { PRODUCT_NAME } from '@rally/domain';
import { LogoMark } from './icons.tsx';

export function FullScreenLoader() {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <LogoMark size={56} />
        <Loader color="violet" type="dots" size="lg" />
        <Text c="dimmed" fw={600}>
          Loading
        </Text>
        <Text fw={800} fz="xl" c="violet.7">
          {PRODUCT_NAME}
        </Text>
      </Stack>
    </Center>
  );
}
