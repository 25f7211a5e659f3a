import { Anchor, Card, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  RECENT_SPEECHES_SHOWN,
  formatDuration,
  recentSpeechTitle,
  relativeTime,
} from '@rally/domain';
import { Link } from 'react-router-dom';
import { useKeepDailyAudio } from '../daily-rally/keep-daily-audio.ts';
import { useNow } from '../../rendered-time.ts';
import { trpc } from '../../trpc.ts';
import { HeartIcon } from './icons.tsx';
import { firstScreenQuery } from '../../first-screen/queries.ts';
import { RECENT_SPEECHES_INPUT } from './list-inputs.ts';
import { isFavourite } from './speech.ts';
import type { SpeechSummary } from './speech.ts';

firstScreenQuery((trpc) => trpc.speech.page.prefetch(RECENT_SPEECHES_INPUT));

export interface SpeechListCardProps {
  /** Shows the chosen speech in the result view. */
  onOpen: (speech: SpeechSummary) => void;
  /** The speech the result view shows now, marked in the list. */
  openSpeechId: number | null;
}

/** The newest speeches, each a button that opens it. */
export function RecentSpeechesCard({ onOpen, openSpeechId }: SpeechListCardProps) {
  const speeches = trpc.speech.page.useQuery(RECENT_SPEECHES_INPUT);
  const now = useNow();
  const recent = speeches.data?.speeches ?? [];
  useKeepDailyAudio(speeches.data?.speeches);

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="recent-speeches-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="recent-speeches-heading">
          Recent Speeches
        </Title>
        {speeches.data?.nextCursor && (
          <Anchor component={Link} to="/history" fz="sm" fw={600}>
            See all
          </Anchor>
        )}
      </Group>
      {speeches.isPending ? (
        <SpeechRowsSkeleton rows={RECENT_SPEECHES_SHOWN} />
      ) : speeches.isError ? (
        <Text c="red" fz="sm">
          Your speeches could not be loaded.
        </Text>
      ) : recent.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No speeches yet. Your first one will appear here.
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {recent.map((speech) => (
            <li key={speech.id}>
              <UnstyledButton
                onClick={() => onOpen(speech)}
                aria-current={speech.id === openSpeechId ? 'true' : undefined}
                w="100%"
                p="xs"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  backgroundColor:
                    speech.id === openSpeechId ? 'var(--mantine-color-violet-0)' : undefined,
                }}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} fz="sm" truncate>
                      {recentSpeechTitle(speech)}
                    </Text>
                    <Text c="dimmed" fz="xs">
                      {`${relativeTime(speech.createdAt, now)} · ${formatDuration(speech.estimatedDuration)}`}
                    </Text>
                  </Stack>
                  {isFavourite(speech) && (
                    <Text component="span" c="pink.6" lh={0} title="Favourite">
                      <HeartIcon filled size={14} />
                    </Text>
                  )}
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function SpeechRowsSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap="sm" aria-hidden="true">
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} h={36} radius="md" />
      ))}
    </Stack>
  );
}
