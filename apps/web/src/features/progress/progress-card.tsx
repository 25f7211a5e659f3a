import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TONE_LABELS, statsAsOf } from '@rally/domain';
import { useNow } from '../../rendered-time.ts';
import { trpc } from '../../trpc.ts';
import { ActivityChart } from './activity-chart.tsx';
import { PROGRESS_CHART_DAYS, chartDays, progressSeries } from './chart-data.ts';
import { StatTile } from './stat-tile.tsx';
import { firstScreenQuery } from '../../first-screen/queries.ts';

firstScreenQuery((trpc) =>
  Promise.all([
    trpc.user.stats.prefetch(),
    trpc.speech.activity.prefetch({ days: PROGRESS_CHART_DAYS }),
    trpc.mood.history.prefetch({ days: PROGRESS_CHART_DAYS }),
  ]),
);

const NO_TONE_YET = '—';

/** Streak, this week, total and favourite tone, over a chart of speeches and mood for the month. */
export function ProgressCard() {
  const stored = trpc.user.stats.useQuery();
  const speeches = trpc.speech.activity.useQuery({ days: PROGRESS_CHART_DAYS });
  const moods = trpc.mood.history.useQuery({ days: PROGRESS_CHART_DAYS });
  const now = useNow();

  // The stored streak and week count belong to the day of the last speech.
  const stats = stored.data ? statsAsOf(stored.data, now) : null;
  const tone = stats?.mostUsedTone ?? null;
  const figures = [
    { label: 'Current streak', value: dayCount(stats?.currentStreak ?? 0) },
    { label: 'This week', value: String(stats?.speechesThisWeek ?? 0) },
    { label: 'Total speeches', value: String(stats?.totalSpeeches ?? 0) },
    { label: 'Most used tone', value: tone === null ? NO_TONE_YET : TONE_LABELS[tone] },
  ];

  const chartReady = speeches.isSuccess && moods.isSuccess;
  const series = chartReady
    ? progressSeries(chartDays(now, PROGRESS_CHART_DAYS), speeches.data, moods.data)
    : [];

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="progress-heading">
      <Title order={2} fz="lg" mb="sm" id="progress-heading">
        Your Progress
      </Title>
      <Stack gap="md">
        {stored.isPending ? (
          <Skeleton h={112} radius="md" aria-hidden="true" />
        ) : (
          <SimpleGrid component="dl" cols={2} spacing="xs" m={0}>
            {figures.map((figure) => (
              <StatTile key={figure.label} label={figure.label} value={figure.value} />
            ))}
          </SimpleGrid>
        )}
        {chartReady ? (
          <ActivityChart series={series} />
        ) : speeches.isError || moods.isError ? (
          <Text c="red" fz="sm">
            Your activity could not be loaded.
          </Text>
        ) : (
          <Skeleton h={110} radius="md" aria-hidden="true" />
        )}
      </Stack>
    </Card>
  );
}

function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
