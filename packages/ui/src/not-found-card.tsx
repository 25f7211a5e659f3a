import { Button, Card, Center, Text, Title } from '@mantine/core';
import { PAGE_NOT_FOUND_HEADING } from '@rally/domain';
import { AlertIcon } from './icons.tsx';

export function NotFoundCard() {
  return (
    <Center py={80} px="md">
      <Card withBorder shadow="sm" padding="xl" maw={460} w="100%">
        <Center mb="md" c="red.6">
          <AlertIcon size={40} />
        </Center>
        <Title order={1} fz={28} ta="center">
          {PAGE_NOT_FOUND_HEADING}
        </Title>
        <Text c="dimmed" ta="center" mt="sm">
          The page you are looking for does not exist or has moved.
        </Text>
        <Center mt="xl">
          <Button component="a" href="/" variant="light">
            Back to home
          </Button>
        </Center>
      </Card>
    </Center>
  );
}
