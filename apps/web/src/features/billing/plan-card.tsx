import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MOST_POPULAR_BADGE, planPrice, speechesPerDay, subscribePath } from '@rally/domain';
import type { BillingCycle, Plan } from '@rally/domain';
import { CheckIcon } from '@rally/ui';
import { Link } from 'react-router-dom';
import { PlanIcon } from './plan-icon.tsx';

export interface PlanCardProps {
  plan: Plan;
  cycle: BillingCycle;
}

/** One plan on /pricing: its price for the chosen cycle, speeches, features and the way to subscribe. */
export function PlanCard({ plan, cycle }: PlanCardProps) {
  const price = planPrice(plan, cycle);
  const headingId = `plan-${plan.id}-heading`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      withBorder
      shadow={plan.popular ? 'xl' : 'sm'}
      padding="xl"
      style={{
        overflow: 'visible',
        borderColor: plan.popular ? 'var(--mantine-color-violet-5)' : undefined,
        borderWidth: plan.popular ? 2 : undefined,
      }}
    >
      {plan.popular && (
        <Badge
          variant="gradient"
          size="lg"
          style={{ position: 'absolute', top: -14, left: '50%', transform: 'translateX(-50%)' }}
        >
          {MOST_POPULAR_BADGE}
        </Badge>
      )}
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant={plan.popular ? 'gradient' : 'light'}>
            <PlanIcon icon={plan.icon} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="xl" id={headingId}>
              {plan.name}
            </Title>
            <Text c="dimmed" fz="sm">
              {plan.description}
            </Text>
          </div>
        </Group>
        <div>
          <Group gap={4} align="baseline">
            <Text component="span" fz={40} fw={800} lh={1}>
              {price.perMonthText}
            </Text>
            <Text component="span" c="dimmed">
              /month
            </Text>
          </Group>
          {price.saveText && price.billedText && (
            <Stack gap={0} mt={6}>
              {/* teal.7 is too pale for text on white (3.1:1); teal.9 reads at 5.3:1. */}
              <Text fz="sm" fw={600} c="teal.9">
                {price.saveText}
              </Text>
              <Text fz="sm" c="dimmed">
                {price.billedText}
              </Text>
            </Stack>
          )}
        </div>
        <Text fw={600}>
          {plan.speeches} speeches per month{' '}
          <Text component="span" c="dimmed" fw={400} fz="sm">
            (~{speechesPerDay(plan.speeches)} per day)
          </Text>
        </Text>
        <List
          spacing={6}
          fz="sm"
          icon={
            <ThemeIcon size={20} radius="xl" color="teal" variant="light">
              <CheckIcon size={14} />
            </ThemeIcon>
          }
          style={{ flex: 1 }}
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={subscribePath(plan.id, cycle)}
          variant={plan.popular ? 'gradient' : plan.buttonVariant}
          size="md"
          fullWidth
        >
          {plan.buttonText}
        </Button>
      </Stack>
    </Card>
  );
}
