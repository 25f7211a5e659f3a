import {
  Accordion,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { DEFAULT_BILLING_CYCLE, PLANS, PRICING_FAQ, PRODUCT_NAME, WHY_CHOOSE } from '@rally/domain';
import type { BillingCycle } from '@rally/domain';
import { CheckIcon } from '@rally/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BillingCycleSwitch } from '../features/billing/billing-cycle-switch.tsx';
import { PlanCard } from '../features/billing/plan-card.tsx';

export function PricingPage() {
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <Stack gap="xs" align="center" ta="center" mb="xl">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          Choose Your Perfect Plan
        </Title>
        <Text c="dimmed" maw={560}>
          Personalised motivational speeches, read aloud whenever you need them. Pick the plan that
          fits how often you want a lift.
        </Text>
      </Stack>
      <BillingCycleSwitch cycle={cycle} onChange={setCycle} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" mt={40}>
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} cycle={cycle} />
        ))}
      </SimpleGrid>

      <Card
        component="section"
        aria-labelledby="why-choose-heading"
        withBorder
        padding="xl"
        mt={56}
      >
        <Title order={2} fz="xl" ta="center" mb="lg" id="why-choose-heading">
          Why choose {PRODUCT_NAME}?
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {WHY_CHOOSE.map((point) => (
            <Stack key={point.title} gap={6} align="center" ta="center">
              <ThemeIcon size={40} radius="xl" variant="light">
                <CheckIcon />
              </ThemeIcon>
              <Text fw={700}>{point.title}</Text>
              <Text c="dimmed" fz="sm">
                {point.description}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card>

      <Stack component="section" aria-labelledby="faq-heading" gap="md" mt={56} maw={720} mx="auto">
        <Title order={2} fz="xl" ta="center" id="faq-heading">
          Frequently Asked Questions
        </Title>
        <Accordion variant="separated" radius="md">
          {PRICING_FAQ.map((entry) => (
            <Accordion.Item key={entry.question} value={entry.question}>
              <Accordion.Control>{entry.question}</Accordion.Control>
              <Accordion.Panel>
                <Text c="dimmed" fz="sm">
                  {entry.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>

      <Group justify="center" gap="md" mt={48}>
        <Button component={Link} to="/" variant="default" size="md">
          Back to App
        </Button>
        <Button component={Link} to="/subscribe" variant="gradient" size="md">
          Get Started Today
        </Button>
      </Group>
    </Container>
  );
}
