import { Badge, Group, Switch, Text } from '@mantine/core';
import { YEARLY_DISCOUNT_BADGE } from '@rally/domain';
import type { BillingCycle } from '@rally/domain';
import { useId } from 'react';

export interface BillingCycleSwitchProps {
  cycle: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  disabled?: boolean;
}

/** Monthly or yearly billing; 'Save 20%' shows while yearly is on. */
export function BillingCycleSwitch({ cycle, onChange, disabled = false }: BillingCycleSwitchProps) {
  const yearly = cycle === 'yearly';
  const switchId = useId();
  return (
    <Group gap="sm" justify="center" wrap="nowrap">
      <Text fw={yearly ? 400 : 700} c={yearly ? 'dimmed' : undefined} aria-hidden="true">
        Monthly
      </Text>
      <Switch
        id={switchId}
        size="md"
        checked={yearly}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked ? 'yearly' : 'monthly')}
        aria-label="Yearly billing"
      />
      {/* The switch's label: a tap on the word toggles it too (the switch is named for screen readers). */}
      <Text
        component="label"
        htmlFor={switchId}
        fw={yearly ? 700 : 400}
        c={yearly ? undefined : 'dimmed'}
        style={{ cursor: disabled ? undefined : 'pointer' }}
      >
        Yearly
      </Text>
      {/* Keeps its place while hidden, so the switch does not move under the pointer. */}
      <Badge color="teal" variant="light" style={{ visibility: yearly ? 'visible' : 'hidden' }}>
        {YEARLY_DISCOUNT_BADGE}
      </Badge>
    </Group>
  );
}
