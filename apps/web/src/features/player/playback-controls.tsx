import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Paper,
  Slider,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { MESSAGES, PLAYBACK_SPEEDS, SKIP_SECONDS, formatClock } from '@rally/domain';
import type { SleepTimerChoice } from '@rally/domain';
import { useState } from 'react';
import {
  DownloadIcon,
  PauseIcon,
  PlayIcon,
  SkipBackIcon,
  SkipForwardIcon,
  StopIcon,
} from './icons.tsx';
import { usesBearerToken } from '../../native/api-fetch.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { notify } from '../notify.ts';
import { audioErrorMessage } from './audio-request.ts';
import { ListeningOptions } from './listening-options.tsx';
import { downloadStoredAudio } from './stored-audio.ts';
import type { PlayerSnapshot } from './speech-audio-controller.ts';

export interface PlaybackControlsProps {
  snapshot: PlayerSnapshot;
  /** Seconds the talk lasts as far as it is known (playerTotalSeconds): the seek bar's length. */
  total: number;
  onPlay: () => void;
  onPause: () => void;
  onStop: () => void;
  /** Back when negative. */
  onSkip: (seconds: number) => void;
  onSeek: (seconds: number) => void;
  onSpeed: (speed: number) => void;
  onRepeat: (repeat: boolean) => void;
  onSleep: (choice: SleepTimerChoice | null) => void;
  /** The stored MP3, once there is one. */
  downloadUrl: string | null;
  downloadName: string;
  /** Play would start a new recording (no stored audio): offline it is disabled. */
  playRecordsNew: boolean;
}

/** Play/pause, stop, 10 s back and forward, the seek bar with its times, speeds and the download. */
export function PlaybackControls({
  snapshot,
  total,
  onPlay,
  onPause,
  onStop,
  onSkip,
  onSeek,
  onSpeed,
  onRepeat,
  onSleep,
  downloadUrl,
  downloadName,
  playRecordsNew,
}: PlaybackControlsProps) {
  // While the thumb is dragged it shows the drag, not the playing position.
  const [dragged, setDragged] = useState<number | null>(null);
  const { state, currentTime, speed } = snapshot;
  const loaded = state === 'playing' || state === 'paused';
  const playing = state === 'playing';
  const position = dragged ?? Math.min(currentTime, total);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      role="region"
      aria-label="Audio player"
    >
      <Stack gap="sm">
        <Slider
          min={0}
          max={total > 0 ? total : 1}
          step={0.1}
          value={total > 0 ? position : 0}
          onChange={setDragged}
          onChangeEnd={(seconds) => {
            setDragged(null);
            onSeek(seconds);
          }}
          disabled={!loaded || total <= 0}
          label={formatClock}
          thumbLabel="Seek"
          thumbValueText={(seconds: number) => `${formatClock(seconds)} of ${formatClock(total)}`}
        />
        <Group justify="space-between" fz="sm" c="dimmed">
          {/* A plain span may not carry aria-label, so the names are hidden text instead. */}
          <Group gap={6} wrap="nowrap">
            <Text component="span" fz="sm">
              <VisuallyHidden>Elapsed time </VisuallyHidden>
              {formatClock(position)}
            </Text>
            {/* A skip or seek ahead of the streamed audio waits here until that part arrives. */}
            {loaded && snapshot.waiting && (
              <Loader size={14} role="status" aria-label="Loading the audio" />
            )}
          </Group>
          <Text component="span" fz="sm">
            <VisuallyHidden>Total time </VisuallyHidden>
            {formatClock(total)}
          </Text>
        </Group>
        <Group justify="center" gap="sm">
          <Tooltip label={`Back ${SKIP_SECONDS} seconds`}>
            <ActionIcon
              variant="subtle"
              size="xl"
              radius="xl"
              aria-label={`Back ${SKIP_SECONDS} seconds`}
              disabled={!loaded}
              onClick={() => onSkip(-SKIP_SECONDS)}
            >
              <SkipBackIcon size={22} />
            </ActionIcon>
          </Tooltip>
          <NeedsConnection when={playRecordsNew}>
            {(connection) => (
              <ActionIcon
                variant="filled"
                size={52}
                radius="xl"
                aria-label={playing ? 'Pause' : 'Play'}
                onClick={playing ? onPause : onPlay}
                {...connection}
                disabled={connection.disabled || state === 'generating'}
              >
                {playing ? <PauseIcon size={24} /> : <PlayIcon size={24} />}
              </ActionIcon>
            )}
          </NeedsConnection>
          <Tooltip label="Stop">
            <ActionIcon
              variant="subtle"
              size="xl"
              radius="xl"
              aria-label="Stop"
              disabled={state === 'idle'}
              onClick={onStop}
            >
              <StopIcon size={20} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={`Forward ${SKIP_SECONDS} seconds`}>
            <ActionIcon
              variant="subtle"
              size="xl"
              radius="xl"
              aria-label={`Forward ${SKIP_SECONDS} seconds`}
              disabled={!loaded}
              onClick={() => onSkip(SKIP_SECONDS)}
            >
              <SkipForwardIcon size={22} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <ListeningOptions snapshot={snapshot} onRepeat={onRepeat} onSleep={onSleep} />
        <Group justify="space-between" gap="sm">
          <Group gap={4} role="group" aria-label="Playback speed">
            {PLAYBACK_SPEEDS.map((option) => (
              <Button
                key={option}
                size="compact-sm"
                variant={option === speed ? 'filled' : 'default'}
                aria-pressed={option === speed}
                onClick={() => onSpeed(option)}
              >
                {option}x
              </Button>
            ))}
          </Group>
          {downloadUrl && usesBearerToken && (
            // The API's URL needs the bearer token, which a link cannot send: fetched, then saved.
            <Button
              onClick={() => {
                downloadStoredAudio(downloadUrl, downloadName).catch((error: unknown) =>
                  notify(
                    { title: MESSAGES.audioFailed.title, message: audioErrorMessage(error) },
                    'error',
                  ),
                );
              }}
              size="compact-sm"
              variant="light"
              leftSection={<DownloadIcon size={16} />}
            >
              Download MP3
            </Button>
          )}
          {downloadUrl && !usesBearerToken && (
            <Button
              component="a"
              href={downloadUrl}
              download={downloadName}
              size="compact-sm"
              variant="light"
              leftSection={<DownloadIcon size={16} />}
            >
              Download MP3
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
