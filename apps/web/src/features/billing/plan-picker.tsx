import { Badge, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { MOST_POPULAR_BADGE, PLANS, isPaidTier, planPrice } from '@rally/domain';
import type { BillingCycle, PaidTier } from '@rally/domain';
import { PlanIcon } from './plan-icon.tsx';

export interface PlanPickerProps {
  tier: PaidTier;
  cycle: BillingCycle;
  onChange: (tier: PaidTier) => void;
  disabled?: boolean;
}

/** The three plans as radio cards, priced for the chosen billing cycle. */
export function PlanPicker({ tier, cycle, onChange, disabled = false }: PlanPickerProps) {
  return (
    <Radio.Group
      value={tier}
      onChange={(value) => {
        if (isPaidTier(value)) onChange(value);
      }}
      label="Plan"
      labelProps={{ fw: 700, mb: 'xs' }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {PLANS.map((plan) => {
          const price = planPrice(plan, cycle);
          const selected = plan.id === tier;
          return (
            <Radio.Card
              key={plan.id}
              value={plan.id}
              disabled={disabled}
              radius="md"
              p="md"
              aria-label={`${plan.name}: ${price.perMonthText} a month, ${plan.speeches} speeches a month`}
              style={{
                borderColor: selected ? 'var(--mantine-color-violet-5)' : undefined,
                background: selected ? 'var(--mantine-color-violet-0)' : undefined,
                opacity: disabled && !selected ? 0.6 : undefined,
              }}
            >
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap={6} wrap="nowrap" c="violet.6">
                    <PlanIcon icon={plan.icon} size={18} />
                    <Text fw={700} c="var(--mantine-color-text)">
                      {plan.name}
                    </Text>
                  </Group>
                  <Radio.Indicator />
                </Group>
                {plan.popular && (
                  <Badge size="xs" variant="light" w="fit-content">
                    {MOST_POPULAR_BADGE}
                  </Badge>
                )}
                <Text fz="xl" fw={800} lh={1.1}>
                  {price.perMonthText}
                  <Text component="span" fz="sm" fw={400} c="dimmed">
                    /month
                  </Text>
                </Text>
                <Text fz="xs" c="dimmed">
                  {price.billedText ?? 'Billed monthly'} · {plan.speeches} speeches a month
                </Text>
              </Stack>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
