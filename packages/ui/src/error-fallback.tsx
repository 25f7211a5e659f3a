import { Box, Button, Center, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@rally/domain';
import { AlertIcon, RefreshIcon } from './icons.tsx';

export interface ErrorFallbackProps {
  error: unknown;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function ErrorFallback({ error }: ErrorFallbackProps) {
  return (
    <Center mih="100vh" p="md" bg="violet.0">
      <Paper shadow="md" p="xl" maw={520} w="100%" role="alert">
        <Stack align="center" gap="md">
          <Box c="red.6">
            <AlertIcon size={48} />
          </Box>
          <Title order={1} fz={26} ta="center">
            {MESSAGES.errorFallback.title}
          </Title>
          <Text c="dimmed" ta="center">
            {MESSAGES.errorFallback.message}
          </Text>
          <Button leftSection={<RefreshIcon size={18} />} onClick={() => window.location.reload()}>
            Reload App
          </Button>
          <Box component="details" w="100%">
            <Text component="summary" fz="sm" c="dimmed" style={{ cursor: 'pointer' }}>
              Technical Details
            </Text>
            {/* Long messages and stack-like text wrap inside the card, and scroll past a few lines. */}
            <Code
              block
              mt="xs"
              mah={240}
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', overflowY: 'auto' }}
            >
              {errorMessage(error)}
            </Code>
          </Box>
        </Stack>
      </Paper>
    </Center>
  );
}
