import { Button, Card, Center, Text, ThemeIcon, Title } from '@mantine/core';
import { SparklesIcon } from './icons.tsx';

export interface ComingSoonCardProps {
  title: string;
  description: string;
}

/** Stands in for a screen of the route table that a later release fills in. */
export function ComingSoonCard({ title, description }: ComingSoonCardProps) {
  return (
    <Center py={80} px="md">
      <Card withBorder shadow="sm" padding="xl" maw={520} w="100%">
        <Center mb="md">
          <ThemeIcon size={56} radius="xl" variant="light">
            <SparklesIcon size={28} />
          </ThemeIcon>
        </Center>
        <Title order={1} fz={26} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" mt="sm">
          {description}
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
