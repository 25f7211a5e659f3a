import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@rally/domain';
import { useEffect } from 'react';
import { useOnline } from '../../offline/use-online.ts';
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
  const online = useOnline();
  // Not reached for want of a connection: the device says it is offline, or no answer came (an
  // answer from the server always carries its error's data).
  const unreached = speech.isError && (!online || !speech.error.data);
  const { refetch } = speech;
  // Back online, a speech that could not be fetched is fetched again.
  useEffect(() => {
    if (online && unreached) void refetch();
  }, [online, unreached, refetch]);
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
        {unreached ? (
          <Text fz="sm" role="alert">
            {MESSAGES.speechNeedsConnection.message}
          </Text>
        ) : (
          <Text c="red" fz="sm" role="alert">
            This speech could not be opened: {speech.error.message}
          </Text>
        )}
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
