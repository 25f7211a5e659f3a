import { Badge, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TONE_LABELS, helpfulElementLabel, learningStatus } from '@rally/domain';
import type { LearningStatus } from '@rally/domain';
import { RenderedOnce, SparklesIcon } from '@rally/ui';
import { firstScreenQuery } from '../../first-screen/queries.ts';
import { StatTile } from '../progress/stat-tile.tsx';
import { trpc } from '../../trpc.ts';
import type { RouterOutputs } from '../../trpc.ts';

firstScreenQuery((trpc) => trpc.personalisation.insights.prefetch());

type Insights = RouterOutputs['personalisation']['insights'];
type InsightDetails = NonNullable<Insights['insights']>;

const STATUS_COLORS: Record<LearningStatus, string> = {
  'Highly Personalised': 'teal',
  'Learning Your Preferences': 'violet',
  'Building Your Profile': 'gray',
};

const NOT_YET = '—';

/** What Rally has learned from the user's ratings: its learning status, the figures and insights. */
export function PersonalisationProfileCard() {
  const insights = trpc.personalisation.insights.useQuery();
  // Before anything is learned the card holds only counts and the server's message, the same for
  // everyone at those counts: the server renders it once for each.
  const notYet = insights.isSuccess && !insights.data.hasData;

  return (
    <RenderedOnce name="personalisation" dependsOn={notYet ? JSON.stringify(insights.data) : null}>
      <Card component="section" withBorder padding="lg" aria-labelledby="personalisation-heading">
        <Group gap="xs" mb="sm" wrap="nowrap">
          <Text component="span" c="violet" lh={0}>
            <SparklesIcon size={18} />
          </Text>
          <Title order={2} fz="lg" id="personalisation-heading">
            AI Personalisation
          </Title>
        </Group>
        {insights.isPending ? (
          <Skeleton h={120} radius="md" aria-hidden="true" />
        ) : insights.isError ? (
          <Text c="red" fz="sm">
            Your personalisation profile could not be loaded.
          </Text>
        ) : (
          <ProfileBody insights={insights.data} />
        )}
      </Card>
    </RenderedOnce>
  );
}

function ProfileBody({ insights }: { insights: Insights }) {
  const status = learningStatus(insights.avgRating ?? 0);
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text fz="sm" c="dimmed">
          AI learning status
        </Text>
        <Badge color={STATUS_COLORS[status]} variant="light">
          {status}
        </Badge>
      </Group>
      <SimpleGrid component="dl" cols={2} spacing="xs" m={0}>
        <StatTile
          label="Average rating"
          value={insights.avgRating === null ? NOT_YET : `${insights.avgRating}%`}
        />
        <StatTile label="Total feedback" value={String(insights.totalFeedback)} />
      </SimpleGrid>
      {insights.hasData && insights.insights ? (
        <>
          <InsightList details={insights.insights} />
          {insights.whatWorks.length > 0 && (
            <Stack gap={6}>
              <Text fz="sm" fw={600}>
                What works for you
              </Text>
              <List size="sm" spacing={4}>
                {insights.whatWorks.map((sentence) => (
                  <List.Item key={sentence}>{sentence}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </>
      ) : (
        <Text c="dimmed" fz="sm">
          {insights.message}
        </Text>
      )}
    </Stack>
  );
}

function InsightList({ details }: { details: InsightDetails }) {
  const rows = [
    { label: 'Personality profile', value: details.personalityProfile },
    {
      label: 'Top performing tone',
      value: details.topPerformingTone ? TONE_LABELS[details.topPerformingTone] : NOT_YET,
    },
    {
      label: 'Most effective element',
      value: details.mostEffectiveElement
        ? helpfulElementLabel(details.mostEffectiveElement)
        : NOT_YET,
    },
    { label: 'Improvement area', value: details.improvementArea },
  ];
  return (
    <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="sm" m={0}>
      {rows.map((row) => (
        <Stack key={row.label} gap={2}>
          <Text component="dt" fz="xs" c="dimmed">
            {row.label}
          </Text>
          <Text component="dd" fz="sm" fw={600} m={0} lh={1.3}>
            {row.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
