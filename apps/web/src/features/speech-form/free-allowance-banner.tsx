import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { FREE_SPEECH_ALLOWANCE, STARTING_PRICE, formatDollars, isPaidTier } from '@rally/domain';
import { Link } from 'react-router-dom';

export interface FreeAllowanceBannerProps {
  user: { subscriptionTier: string; speechesUsed: number };
}

/** Free users see how many of their free speeches are left and what upgrading costs. */
export function FreeAllowanceBanner({ user }: FreeAllowanceBannerProps) {
  if (isPaidTier(user.subscriptionTier)) return null;
  const remaining = Math.max(0, FREE_SPEECH_ALLOWANCE - user.speechesUsed);
  return (
    <Paper
      component="section"
      aria-label="Free speeches"
      p="md"
      radius="lg"
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-violet-0), var(--mantine-color-grape-0))',
        border: '1px solid var(--mantine-color-violet-2)',
      }}
    >
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={700} c={remaining === 0 ? 'red.7' : 'violet.8'}>
            {remaining === 0
              ? `You have used all ${FREE_SPEECH_ALLOWANCE} free speeches`
              : `${remaining} of ${FREE_SPEECH_ALLOWANCE} free speeches left`}
          </Text>
          <Text fz="sm" c="dimmed">
            Upgrade for more speeches every month: plans start at {formatDollars(STARTING_PRICE)}
            /month.
          </Text>
        </Stack>
        <Button component={Link} to="/pricing" variant="gradient" size="sm">
          See plans
        </Button>
      </Group>
    </Paper>
  );
}
