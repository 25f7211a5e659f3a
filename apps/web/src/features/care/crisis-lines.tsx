import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { CareMessage } from '@rally/domain';

// Shade 9 of teal and red: white on them, and them on white, pass WCAG AA (4.5:1).
/**
 * The region's crisis line as tap-to-call and tap-to-text buttons (tel:, sms:), the emergency
 * advice and the international directory: the part of the care panel the help page shows too.
 */
export function CrisisLines({ message }: { message: CareMessage }) {
  const { line, emergency, directory } = message;
  // Harm to others: the emergency number is the next step, so it comes first and plain.
  const emergencyFirst = message.nextStep === message.emergencyAdvice;
  return (
    <Stack gap="sm">
      {emergencyFirst && emergency && (
        <Button component="a" href={emergency.href} color="red.9" size="md">
          {emergency.label}
        </Button>
      )}
      {line && (
        <Group gap="sm" grow preventGrowOverflow={false}>
          <Button
            component="a"
            href={line.call.href}
            color="teal.9"
            variant={emergencyFirst ? 'outline' : 'filled'}
            size="md"
          >
            {line.call.label}
          </Button>
          {line.text && (
            <Button component="a" href={line.text.href} color="teal.9" variant="outline" size="md">
              {line.text.label}
            </Button>
          )}
        </Group>
      )}
      {!emergencyFirst && (
        <Text fz="sm">
          {message.emergencyAdvice}
          {emergency && (
            <>
              {' '}
              <Anchor href={emergency.href} fw={600}>
                {emergency.label}
              </Anchor>
            </>
          )}
        </Text>
      )}
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
