import {
  Button,
  Card,
  Code,
  Container,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DEBUG_TEST_GAP_MS, DEBUG_VOICES, DEFAULT_VOICE } from '@rally/domain';
import { useEffect, useRef, useState } from 'react';
import {
  availableVoiceIds,
  browserInfo,
  createTestSpeech,
  logTime,
  pause,
  testVoice,
} from '../features/player/audio-debug.ts';
import type { DebugActivity, DebugLog } from '../features/player/audio-debug.ts';

interface LogEntry {
  id: number;
  time: string;
  message: string;
  failed: boolean;
}

const ACTIVITY_TEXT: Record<DebugActivity, string> = {
  generating: 'Generating audio...',
  playing: 'Playing audio...',
};

/** Tests each voice and the browser's audio playback, writing what happens to a timestamped log. */
export function AudioDebugPage() {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [activity, setActivity] = useState<DebugActivity | null>(null);
  const [testSpeechId, setTestSpeechId] = useState<number | null>(null);
  const [running, setRunning] = useState<AbortController | null>(null);
  const [audio] = useState(() => new Audio());

  const logViewport = useRef<HTMLDivElement>(null);

  // Leaving the page stops whatever test is running.
  useEffect(() => () => running?.abort(), [running]);
  // The newest line stays in view.
  useEffect(() => {
    const viewport = logViewport.current;
    if (viewport !== null) viewport.scrollTop = viewport.scrollHeight;
  }, [entries]);

  const write = (message: string, failed: boolean) =>
    setEntries((current) => [
      ...current,
      { id: (current.at(-1)?.id ?? 0) + 1, time: logTime(new Date()), message, failed },
    ]);
  const log: DebugLog = {
    info: (message) => write(message, false),
    error: (message) => write(message, true),
  };

  /** Runs one test at a time; a new speech is created for the voices when there is none yet. */
  const run = async (test: (signal: AbortSignal) => Promise<void>) => {
    const controller = new AbortController();
    setRunning(controller);
    try {
      await test(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted)
        log.error(error instanceof Error ? error.message : String(error));
    } finally {
      setRunning(null);
      setActivity(null);
    }
  };

  const ensureTestSpeech = async (signal: AbortSignal): Promise<number> => {
    if (testSpeechId !== null) return testSpeechId;
    log.info('Creating a test speech...');
    const id = await createTestSpeech(signal);
    setTestSpeechId(id);
    log.info(`Test speech ${id} created`);
    return id;
  };

  const testAllVoices = () =>
    run(async (signal) => {
      const speechId = await ensureTestSpeech(signal);
      const available = await availableVoiceIds(signal);
      const voices = DEBUG_VOICES.filter((voice) => available.has(voice));
      for (const voice of DEBUG_VOICES.filter((candidate) => !available.has(candidate))) {
        log.info(`${voice}: skipped (its voice provider is not configured on this server)`);
      }
      let working = 0;
      for (const [index, voice] of voices.entries()) {
        if (signal.aborted) return;
        if (index > 0) await pause(DEBUG_TEST_GAP_MS, signal);
        log.info(`Testing voice ${voice}...`);
        const passed = await testVoice(
          { speechId, voice, audio, signal, log, onActivity: setActivity },
          DEBUG_TEST_GAP_MS,
        );
        if (passed) working += 1;
      }
      log.info(`Done: ${working} of ${voices.length} voices work`);
    });

  const testDirectAudio = () =>
    run(async (signal) => {
      if (testSpeechId === null) return;
      log.info(`Playing speech ${testSpeechId} in ${DEFAULT_VOICE} to the end...`);
      await testVoice({
        speechId: testSpeechId,
        voice: DEFAULT_VOICE,
        audio,
        signal,
        log,
        onActivity: setActivity,
      });
    });

  const showBrowserInfo = () => {
    for (const line of browserInfo()) log.info(line);
  };

  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Audio Debug
          </Title>
          <Text c="dimmed">
            Checks each AI voice and this browser&apos;s audio playback. Testing voices adds one
            short test speech to your account; it does not use your speech allowance.
          </Text>
        </Stack>
        <Group gap="sm">
          <Button variant="default" onClick={showBrowserInfo}>
            Get Browser Info
          </Button>
          <Button onClick={() => void testAllVoices()} disabled={running !== null}>
            Test All Voices
          </Button>
          <Button
            variant="light"
            onClick={() => void testDirectAudio()}
            disabled={testSpeechId === null || running !== null}
          >
            Test Direct Audio
          </Button>
          <Button variant="subtle" color="gray" onClick={() => setEntries([])}>
            Clear Log
          </Button>
        </Group>
        {activity && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{ACTIVITY_TEXT[activity]}</Text>
          </Group>
        )}
        <Card withBorder padding={0} radius="md">
          <ScrollArea h={360} type="auto" viewportRef={logViewport}>
            <Stack
              component="ol"
              gap={2}
              p="md"
              m={0}
              aria-label="Log"
              style={{ listStyle: 'none' }}
            >
              {entries.length === 0 ? (
                <Text component="li" c="dimmed" fz="sm">
                  The log is empty.
                </Text>
              ) : (
                entries.map((entry) => (
                  <Text
                    component="li"
                    key={entry.id}
                    fz="sm"
                    c={entry.failed ? 'red' : undefined}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    <Code mr="xs">{entry.time}</Code>
                    {entry.message}
                  </Text>
                ))
              )}
            </Stack>
          </ScrollArea>
        </Card>
      </Stack>
    </Container>
  );
}
