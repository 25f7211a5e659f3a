import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { CareMessage } from '@rally/domain';

/**
 * The region's crisis line as tap-to-call and tap-to-text buttons (tel:, sms:), the emergency
 * advice and the international directory: the part of the care panel the help page shows too.
 */
export function CrisisLines({ message }: { message: CareMessage }) {
  const { line, emergency, directory } = message;
  return (
    <Stack gap="sm">
      {line && (
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button component="a" href={line.call.href} color="teal" size="md">
            {line.call.label}
          </Button>
          {line.text && (
            <Button component="a" href={line.text.href} color="teal" variant="light" size="md">
              {line.text.label}
            </Button>
          )}
        </Group>
      )}
      <Text fz="sm">
        {/* Harm to others gives the advice as its next step already: only the button here. */}
        {message.nextStep === message.emergencyAdvice ? '' : message.emergencyAdvice}
        {emergency && (
          <>
            {' '}
            <Anchor href={emergency.href} fw={600}>
              {emergency.label}
            </Anchor>
          </>
        )}
      </Text>
      <Text fz="sm" c="dimmed">
        {line ? 'Somewhere else? ' : ''}
        <Anchor href={directory.url} target="_blank" rel="noreferrer">
          {directory.name}
        </Anchor>{' '}
        lists free, confidential lines in every country.
      </Text>
    </Stack>
  );
}
