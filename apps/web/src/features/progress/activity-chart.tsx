import { Box, Group, Stack, Text } from '@mantine/core';
import { chartGeometry, chartSummary, dayLabel } from './chart-data.ts';
import type { ChartDay } from './chart-data.ts';

const SIZE = { width: 300, height: 96, padding: 6 };
const SPEECH_COLOR = 'var(--mantine-color-violet-3)';
const MOOD_COLOR = 'var(--mantine-color-teal-6)';
const AXIS_COLOR = 'var(--mantine-color-gray-3)';

export interface ActivityChartProps {
  series: readonly ChartDay[];
}

/** Speeches per day as bars and the mood as a line, one picture named by its summary in words. */
export function ActivityChart({ series }: ActivityChartProps) {
  const { bars, moodPoints, moodPath } = chartGeometry(series, SIZE);
  const bottom = SIZE.height - SIZE.padding;
  const first = series[0];
  return (
    <Stack gap={6}>
      <svg
        role="img"
        aria-label={chartSummary(series)}
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      >
        <line
          x1={SIZE.padding}
          x2={SIZE.width - SIZE.padding}
          y1={bottom}
          y2={bottom}
          stroke={AXIS_COLOR}
        />
        {bars.map((bar) => (
          <rect
            key={bar.day}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={1.5}
            fill={SPEECH_COLOR}
          />
        ))}
        {moodPath && (
          <path
            d={moodPath}
            fill="none"
            stroke={MOOD_COLOR}
            strokeWidth={2}
            strokeLinejoin="round"
          />
        )}
        {moodPoints.map((point) => (
          <circle key={point.day} cx={point.x} cy={point.y} r={2.5} fill={MOOD_COLOR} />
        ))}
      </svg>
      <Group justify="space-between" gap="xs" aria-hidden="true">
        <Text fz={10} c="dimmed">
          {first ? dayLabel(first.day) : ''}
        </Text>
        <Group gap="sm">
          <LegendKey color={SPEECH_COLOR} label="Speeches" />
          <LegendKey color={MOOD_COLOR} label="Mood" round />
        </Group>
        <Text fz={10} c="dimmed">
          Today
        </Text>
      </Group>
    </Stack>
  );
}

function LegendKey({
  color,
  label,
  round = false,
}: {
  color: string;
  label: string;
  round?: boolean;
}) {
  return (
    <Group gap={4}>
      <Box w={8} h={8} bg={color} style={{ borderRadius: round ? '50%' : 2 }} />
      <Text fz={10} c="dimmed">
        {label}
      </Text>
    </Group>
  );
}
