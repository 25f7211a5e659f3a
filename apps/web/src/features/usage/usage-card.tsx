import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import {
  TIER_NAMES,
  USAGE_LEVEL_COLORS,
  formatAustralianDate,
  showManagePlan,
  subscriptionStatus,
  usageLevel,
} from '@rally/domain';
import type { UsageUser } from '@rally/domain';
import { Link } from 'react-router-dom';
import { useDisplayOffset } from '../../rendered-time.ts';
import { ManagePlanButton } from '../billing/manage-plan-button.tsx';

export interface UsageCardProps {
  user: UsageUser;
}

/** The plan and how much of its speech allowance is used: orange from 80 %, red when none remain. */
export function UsageCard({ user }: UsageCardProps) {
  const status = subscriptionStatus(user);
  const level = usageLevel(status);
  const color = USAGE_LEVEL_COLORS[level];
  const paid = showManagePlan(status.currentTier);

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="usage-heading">
      <Group justify="space-between" gap="sm" mb="sm">
        <Title order={2} fz="lg" id="usage-heading">
          Your Plan
        </Title>
        <Badge variant={paid ? 'filled' : 'light'}>{TIER_NAMES[status.currentTier]}</Badge>
      </Group>
      <Stack gap={8}>
        <Group justify="space-between" gap="xs">
          <Text fz="sm">
            {status.speechesUsed} of {status.speechLimit} speeches used
          </Text>
          <Text fz="sm" fw={600} c={level === 'normal' ? 'dimmed' : `${color}.7`}>
            {status.speechesRemaining} remaining
          </Text>
        </Group>
        <Progress.Root size="md" radius="xl">
          <Progress.Section
            value={status.usagePercentage}
            color={color}
            aria-label="Speeches used"
          />
        </Progress.Root>
        {paid && status.currentPeriodEnd && <RenewalDate periodEnd={status.currentPeriodEnd} />}
      </Stack>
      {(paid || (status.shouldShowUpgrade && status.suggestedTier)) && (
        <Group gap="xs" mt="md">
          {paid && <ManagePlanButton size="xs" />}
          {status.shouldShowUpgrade && status.suggestedTier && (
            <Button component={Link} to="/pricing" variant="gradient" size="xs">
              Upgrade to {TIER_NAMES[status.suggestedTier]}
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}

/** 'Renews on dd/mm/yyyy', the day as the user's own clock has it. */
function RenewalDate({ periodEnd }: { periodEnd: Date | string }) {
  const displayOffset = useDisplayOffset();
  return (
    <Text c="dimmed" fz="xs">
      Renews on {formatAustralianDate(periodEnd, displayOffset)}
    </Text>
  );
}
