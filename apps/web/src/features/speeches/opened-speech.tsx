import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { FeedbackCard } from '../feedback/feedback-card.tsx';
import { trpc } from '../../trpc.ts';
import { SpeechResult } from './speech-result.tsx';

export interface OpenedSpeechProps {
  speechId: number;
  /** The voice the player starts on (a link to a recording already made); its default otherwise. */
  voice?: string;
  /** Starts playing once the speech and its player have loaded. */
  autoPlay?: boolean;
}

/**
 * A speech opened from a list: its text is fetched now (lists carry none), then shown with the
 * player and the feedback card, as on the dashboard.
 */
export function OpenedSpeech({ speechId, voice, autoPlay }: OpenedSpeechProps) {
  const speech = trpc.speech.byId.useQuery({ id: speechId });
  if (speech.isPending) {
    return (
      <Card withBorder padding="xl" aria-busy="true" aria-label="Opening the speech">
        <Stack gap="md">
          <Skeleton h={28} w="60%" />
          <Skeleton h={160} />
        </Stack>
      </Card>
    );
  }
  if (speech.isError) {
    return (
      <Card withBorder padding="xl">
        <Text c="red" fz="sm" role="alert">
          This speech could not be opened: {speech.error.message}
        </Text>
      </Card>
    );
  }
  return (
    <Stack gap="lg">
      <SpeechResult speech={speech.data} voice={voice} autoPlay={autoPlay} />
      <FeedbackCard key={speech.data.id} speechId={speech.data.id} />
    </Stack>
  );
}
