import { Alert, Button, Loader, Stack, Tabs, Text } from '@mantine/core';
import {
  AUDIO_GENERATION_SECONDS,
  PICKER_START_VOICE,
  audioVoiceId,
  playerTotalSeconds,
  standInNotice,
} from '@rally/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { keepAudioForOffline } from '../client-state.ts';
import type { Speech } from '../speeches/speech.ts';
import { speechHeadingOf } from '../speeches/speech.ts';
import { trpc } from '../../trpc.ts';
import { usesBearerToken } from '../../native/api-fetch.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { useOnline } from '../../offline/use-online.ts';
import { PauseIcon, PlayIcon } from './icons.tsx';
import { MusicPicker } from './music/music-picker.tsx';
import { useMusicBed } from './music/use-music-bed.ts';
import { PlaybackControls } from './playback-controls.tsx';
import { rememberRepeat, rememberedRepeat } from './repeat-preference.ts';
import type { PlayerSnapshot } from './speech-audio-controller.ts';
import { sentenceAt, sentenceTimings } from './spoken-sentence.ts';
import type { TextRange } from './spoken-sentence.ts';
import { useSpeechAudio } from './use-speech-audio.ts';
import { useVoices } from './use-voices.ts';
import { VoicePicker } from './voice-picker.tsx';

const MS_PER_SECOND = 1000;

export interface SpeechPlayerProps {
  speech: Speech;
  /** The voice picked at first; the picker's usual start otherwise. */
  initialVoice?: string | undefined;
  /** Told the chosen voice's audio length in seconds once it is known, null while it is not. */
  onAudioLength?: (seconds: number | null) => void;
  /** The 'Text Output' tab, given the sentence being spoken (null when none is). */
  renderText: (spoken: TextRange | null) => ReactNode;
  /** Starts playing once the player is ready (opened with a play button, not just opened). */
  autoPlay?: boolean;
}

/**
 * The 'Text Output' and 'AI Voice Output' tabs of a speech, the voice tab first shown. One player
 * per speech: give it a `key` so that another speech gets a fresh one.
 */
export default function SpeechPlayer({
  speech,
  initialVoice,
  onAudioLength,
  renderText,
  autoPlay = false,
}: SpeechPlayerProps) {
  const utils = trpc.useUtils();
  const [voice, setVoice] = useState<string>(initialVoice ?? PICKER_START_VOICE);
  const { list } = useVoices();
  const {
    snapshot,
    audioRef,
    play,
    pause,
    stop,
    cancel,
    changeVoice,
    seekTo,
    skip,
    setSpeed,
    setRepeat,
    setSleep,
  } = useSpeechAudio({
    repeat: rememberedRepeat(),
    onRepeatChange: rememberRepeat,
    // Now stored: its URL (for seeking, the download and offline replay) and chunk timings
    // can be read.
    onStored: ({ voice: storedVoice }, mp3) => {
      const input = { speechId: speech.id, voice: audioVoiceId(storedVoice) };
      void utils.audio.describe.invalidate({ speechId: speech.id }).then(() => {
        const url = utils.audio.describe.getData(input)?.audioUrl;
        // A streamed recording's bytes go to the worker's cache under its URL; a found one
        // plays from its URL, through that cache.
        if (url && mp3) keepAudioForOffline(url, mp3);
      });
    },
    // The native app has no service worker to keep it (and the URL is the API's, not the
    // WebView's): it fetches stored audio again with its bearer token when played.
    keepStreamed: !usesBearerToken,
    // The server may have finished the recording the player stopped waiting for.
    onGaveUp: () => void utils.audio.describe.invalidate({ speechId: speech.id }),
  });
  // The element itself, for the music bed's mix (which routes it only once a bed is chosen).
  const [audioElement, setAudioElement] = useState<HTMLAudioElement | null>(null);
  const attachAudio = useCallback(
    (element: HTMLAudioElement | null) => {
      audioRef(element);
      setAudioElement(element);
    },
    [audioRef],
  );
  const music = useMusicBed(audioElement);
  const described = trpc.audio.describe.useQuery({
    speechId: speech.id,
    voice: audioVoiceId(voice),
  });
  const stored = described.data ?? null;

  const audioMs =
    stored?.durationMs ??
    (snapshot.complete && snapshot.duration > 0 ? snapshot.duration * MS_PER_SECOND : null);
  useEffect(() => {
    onAudioLength?.(audioMs === null ? null : audioMs / MS_PER_SECOND);
  }, [audioMs, onAudioLength]);
  const durationMs = audioMs ?? (speech.estimatedDuration ?? 0) * MS_PER_SECOND;
  // While the audio streams in, the estimate stands for the total, never the part arrived so far.
  const total = playerTotalSeconds({
    loadedSeconds: snapshot.duration,
    complete: snapshot.complete,
    storedSeconds: stored?.durationMs ? stored.durationMs / MS_PER_SECOND : null,
    estimateSeconds: speech.estimatedDuration ?? null,
  });
  const timings = useMemo(
    () => (durationMs > 0 ? sentenceTimings(speech.content, durationMs, stored?.chunks) : []),
    [speech.content, durationMs, stored?.chunks],
  );
  const chosenVoice = list?.voices.find((candidate) => candidate.id === audioVoiceId(voice));
  // The stored audio says who spoke it: a stand-in when the chosen voice's provider was unavailable.
  const standIn =
    stored && chosenVoice
      ? standInNotice(
          chosenVoice,
          stored.speaker,
          list?.voices.find((candidate) => candidate.id === stored.speaker.voice)?.name,
        )
      : null;
  const sounding = snapshot.state === 'playing' || snapshot.state === 'paused';
  const spoken = sounding ? sentenceAt(timings, snapshot.currentTime * MS_PER_SECOND) : null;

  const downloadName = `rally-speech-${speech.id}-${audioVoiceId(voice)}${music.bed === 'none' ? '' : `-${music.bed}`}.mp3`;

  const playSpeech = () =>
    play({
      speechId: speech.id,
      voice,
      storedUrl: stored?.audioUrl ?? null,
      alternateProviderAvailable: list?.pollyAvailable ?? false,
      estimatedSeconds: speech.estimatedDuration ?? null,
      title: speech.name ?? speechHeadingOf(speech),
      album: speechHeadingOf(speech),
    });

  // Opened with a play button: play once it is known whether a recording is stored. Offline, a
  // speech with none waits for its play button (a new recording needs the server).
  const online = useOnline();
  const autoPlayed = useRef(false);
  useEffect(() => {
    if (!autoPlay || described.isPending || autoPlayed.current) return;
    autoPlayed.current = true;
    if (online || stored !== null) playSpeech();
  });

  const chooseVoice = (next: string) => {
    if (next === voice) return;
    changeVoice();
    setVoice(next);
  };

  return (
    <>
      {/* Played through the controls below; in the page so that it can be inspected. */}
      <audio ref={attachAudio} />
      <Tabs defaultValue="voice">
        <Tabs.List grow>
          <Tabs.Tab value="text">Text Output</Tabs.Tab>
          <Tabs.Tab value="voice">AI Voice Output</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="text" pt="lg">
          {renderText(spoken)}
        </Tabs.Panel>
        <Tabs.Panel value="voice" pt="lg">
          <Stack gap="lg">
            <VoicePicker list={list} value={voice} onChange={chooseVoice} />
            <MusicPicker
              value={music.bed}
              onChange={music.chooseBed}
              rendering={music.rendering}
              onDownloadMix={
                music.bed !== 'none' && stored?.audioUrl
                  ? () => music.downloadMix(stored.audioUrl, downloadName)
                  : null
              }
            />
            <MainButton
              snapshot={snapshot}
              hasStoredAudio={stored !== null}
              onPlay={playSpeech}
              onPause={pause}
              onCancel={cancel}
            />
            {standIn && (
              <Text fz="sm" c="dimmed" role="note">
                {standIn}
              </Text>
            )}
            {snapshot.error && (
              <Alert color="red" variant="light" title="Audio error" role="alert">
                {snapshot.error}
              </Alert>
            )}
            <PlaybackControls
              snapshot={snapshot}
              total={total}
              onPlay={playSpeech}
              onPause={pause}
              onStop={stop}
              onSkip={skip}
              onSeek={seekTo}
              onSpeed={setSpeed}
              onRepeat={setRepeat}
              onSleep={setSleep}
              // With a bed on, the download is the mix, offered beside the music picker.
              downloadUrl={music.bed === 'none' ? (stored?.audioUrl ?? null) : null}
              downloadName={downloadName}
              playRecordsNew={recordsNew(snapshot, stored !== null)}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

interface MainButtonProps {
  snapshot: PlayerSnapshot;
  hasStoredAudio: boolean;
  onPlay: () => void;
  onPause: () => void;
  /** Stops waiting for the audio being generated. */
  onCancel: () => void;
}

/**
 * The large button's size, the same while it plays and while the audio is generated. Its label
 * may wrap onto a second line rather than be cut off on a narrow phone (the button grows instead).
 */
const MAIN_BUTTON_SIZE = {
  size: 'xl',
  fz: { base: 'md', sm: 'lg' },
  px: { base: 'md', sm: 'xl' },
  radius: 'md',
  fullWidth: true,
  styles: {
    root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 8 },
    label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.25 },
  },
} as const;

/** The large generate/play button; while the audio is generated it says so, and for how long. */
function MainButton({ snapshot, hasStoredAudio, onPlay, onPause, onCancel }: MainButtonProps) {
  if (snapshot.state === 'generating') {
    return (
      <Stack gap={6} align="stretch" role="status">
        {/* Not disabled, which would grey it out: it stays violet and clicking it does nothing. */}
        <Button
          {...MAIN_BUTTON_SIZE}
          variant="light"
          aria-disabled="true"
          style={{ cursor: 'progress' }}
          leftSection={<Loader size="sm" />}
        >
          Generating AI Voice...
        </Button>
        <Text ta="center" fz="sm" c="dimmed">
          {`Processing: ${AUDIO_GENERATION_SECONDS.min}-${AUDIO_GENERATION_SECONDS.max} seconds for best quality`}
        </Text>
        <Button variant="subtle" color="gray" size="compact-sm" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    );
  }
  const playing = snapshot.state === 'playing';
  const label = playing
    ? 'Pause'
    : snapshot.state === 'paused'
      ? 'Resume'
      : hasStoredAudio
        ? 'Play AI Voice'
        : 'Generate & Play AI Voice';
  return (
    <NeedsConnection when={recordsNew(snapshot, hasStoredAudio)} fullWidth>
      {(connection) => (
        <Button
          {...MAIN_BUTTON_SIZE}
          variant="gradient"
          gradient={{ from: 'violet.6', to: 'grape.7', deg: 120 }}
          leftSection={playing ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
          onClick={playing ? onPause : onPlay}
          {...connection}
        >
          {label}
        </Button>
      )}
    </NeedsConnection>
  );
}

/** Play would ask the server for a new recording; stored audio plays offline from the worker's cache. */
function recordsNew(snapshot: PlayerSnapshot, hasStoredAudio: boolean): boolean {
  return snapshot.state === 'idle' && !hasStoredAudio;
}
