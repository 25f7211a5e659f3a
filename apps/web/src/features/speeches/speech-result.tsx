import { Badge, Card, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  SPEECH_LENGTH_NAMES,
  VOICE_STYLE_LABELS,
  formatAudioLength,
  formatAustralianDate,
  formatDuration,
} from '@rally/domain';
import { lazy, Suspense, useState } from 'react';
import type { TextRange } from '../player/spoken-sentence.ts';
import { SpeechReportControl } from '../reports/speech-report-control.tsx';
import { ShareControl } from '../shares/share-control.tsx';
import { speechHeadingOf } from './speech.ts';
import type { Speech } from './speech.ts';
import { SpeechNameEditor } from './speech-name-editor.tsx';

// The player (and its audio code) is loaded when a speech is first shown, not with the dashboard.
const SpeechPlayer = lazy(() => import('../player/speech-player.tsx'));

export interface SpeechResultProps {
  speech: Speech;
  /** The voice the player starts on (a link to a recording already made); its default otherwise. */
  voice?: string;
  /** Starts playing once the player has loaded (opened with a play button). */
  autoPlay?: boolean;
}

/**
 * A generated speech: its heading, date and duration above the player's two tabs, 'Text Output'
 * (`SpeechTextOutput`) and 'AI Voice Output'.
 */
export function SpeechResult({ speech, voice, autoPlay }: SpeechResultProps) {
  const headingId = `speech-${speech.id}-heading`;
  // Seconds of the chosen voice's audio once it exists; the estimate until then.
  const [audioSeconds, setAudioSeconds] = useState<number | null>(null);
  return (
    <Card component="article" withBorder shadow="sm" padding="xl" aria-labelledby={headingId}>
      <Stack gap="lg">
        <SpeechResultHeader speech={speech} headingId={headingId} audioSeconds={audioSeconds} />
        <Divider />
        <Suspense
          fallback={
            <Center mih={240}>
              <Loader role="status" aria-label="Loading the player" />
            </Center>
          }
        >
          <SpeechPlayer
            key={speech.id}
            speech={speech}
            initialVoice={voice}
            autoPlay={autoPlay}
            onAudioLength={setAudioSeconds}
            renderText={(spoken) => <SpeechTextOutput speech={speech} spoken={spoken} />}
          />
        </Suspense>
        <Group gap="xs" justify="space-between">
          <ShareControl speechId={speech.id} />
          <SpeechReportControl speechId={speech.id} />
        </Group>
      </Stack>
    </Card>
  );
}

interface SpeechResultHeaderProps {
  speech: Speech;
  headingId: string;
  audioSeconds: number | null;
}

function SpeechResultHeader({ speech, headingId, audioSeconds }: SpeechResultHeaderProps) {
  const { voiceStyle, duration: length } = speech;
  return (
    <Stack gap={6}>
      <Title order={2} fz={{ base: 22, sm: 26 }} id={headingId}>
        {speechHeadingOf(speech)}
      </Title>
      <Group gap="xs" c="dimmed" fz="sm">
        <Text component="span" fz="sm">
          {formatAustralianDate(speech.createdAt)}
        </Text>
        <Text component="span" fz="sm" aria-hidden="true">
          ·
        </Text>
        <Text component="span" fz="sm">
          {audioSeconds === null
            ? formatDuration(speech.estimatedDuration)
            : formatAudioLength(audioSeconds)}
        </Text>
        {voiceStyle && (
          <Badge variant="light" color="grape" size="sm">
            {VOICE_STYLE_LABELS[voiceStyle]}
          </Badge>
        )}
        {length && (
          <Badge variant="light" size="sm">
            {SPEECH_LENGTH_NAMES[length]}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

export interface SpeechTextOutputProps extends SpeechResultProps {
  /** The sentence being spoken, marked while the audio plays. */
  spoken?: TextRange | null;
}

/** The 'Text Output' tab: the name and favourite editor, then the speech with its line breaks. */
export function SpeechTextOutput({ speech, spoken = null }: SpeechTextOutputProps) {
  const { content } = speech;
  return (
    <Stack gap="md">
      <SpeechNameEditor speech={speech} />
      <Text fz={{ base: 'md', sm: 'lg' }} lh={1.7} style={{ whiteSpace: 'pre-wrap' }}>
        {spoken === null ? (
          content
        ) : (
          <>
            {content.slice(0, spoken.start)}
            <mark
              aria-current="true"
              style={{
                background: 'var(--mantine-color-violet-1)',
                color: 'inherit',
                borderRadius: 4,
                boxShadow: '0 0 0 2px var(--mantine-color-violet-1)',
              }}
            >
              {content.slice(spoken.start, spoken.end)}
            </mark>
            {content.slice(spoken.end)}
          </>
        )}
      </Text>
    </Stack>
  );
}
