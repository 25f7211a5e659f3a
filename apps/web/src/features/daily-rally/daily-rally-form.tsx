import {
  Alert,
  Box,
  Button,
  Chip,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  MESSAGES,
  SPEECH_LENGTH_NAMES,
  SPEECH_LENGTHS,
  TONES,
  VOICE_STYLES,
  WEEKDAYS,
  dailyRallySettingsSchema,
} from '@rally/domain';
import type { DailyRallySettings } from '@rally/domain';
import { useState } from 'react';
import { withNativeReminders } from '../../native/native-reminders.ts';
import { trpc } from '../../trpc.ts';
import { notify } from '../notify.ts';
import { FALLBACK_VOICE_LIST, useVoices } from '../player/use-voices.ts';
import { DAILY_RALLY_FORM_HEIGHT } from './form-height.ts';
import { PushSwitch } from './push-switch.tsx';
import { chosenOption, TONE_OPTIONS, VOICE_STYLE_OPTIONS } from '../speech-form/speech-choices.ts';

const LENGTH_OPTIONS = SPEECH_LENGTHS.map((length) => ({
  value: length,
  label: SPEECH_LENGTH_NAMES[length],
}));

/** The browser's IANA zone, for a user who has not saved one yet. */
function browserTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return dailyRallySettingsSchema.shape.timeZone.safeParse(zone).success ? zone : null;
}

function timeZoneOptions(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** The settings form, loaded when the card comes into view. */
export default function DailyRallyForm() {
  const query = trpc.dailyRally.get.useQuery();
  if (query.isError) {
    return (
      <Alert color="red" title="Could not load your Daily Rally">
        {query.error.message}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Box mih={DAILY_RALLY_FORM_HEIGHT}>
        <Text c="dimmed">Loading your settings…</Text>
      </Box>
    );
  }
  const { configured, countsAgainstAllowance: _counts, ...saved } = query.data;
  const initial = configured ? saved : { ...saved, timeZone: browserTimeZone() ?? saved.timeZone };
  return <DailyRallyFields initial={initial} />;
}

function DailyRallyFields({ initial }: { initial: DailyRallySettings }) {
  const [settings, setSettings] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const { list } = useVoices();
  const voices = (list ?? FALLBACK_VOICE_LIST).voices;
  const update = trpc.dailyRally.update.useMutation({
    onSuccess: (view) => {
      utils.dailyRally.get.setData(undefined, view);
      // Saved by a tap: in the native app, the device may ask to notify now, then reschedules.
      void withNativeReminders('rescheduling after a save', (reminders) => reminders.saved(view));
      notify(view.enabled ? MESSAGES.dailyRallySaved : MESSAGES.dailyRallyOff, 'success');
    },
    onError: (failure) => {
      setError(failure.message);
      notify(MESSAGES.dailyRallySaveFailed, 'error');
    },
  });

  function change<Key extends keyof DailyRallySettings>(key: Key, value: DailyRallySettings[Key]) {
    setSettings((current) => ({ ...current, [key]: value }));
    setError(null);
  }

  function save(event: React.SubmitEvent) {
    event.preventDefault();
    const parsed = dailyRallySettingsSchema.safeParse(settings);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the settings.');
      return;
    }
    update.mutate(parsed.data);
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <Switch
          label="Write me a talk every day I choose"
          checked={settings.enabled}
          onChange={(event) => change('enabled', event.currentTarget.checked)}
        />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="daily-rally-days-label">
            Days
          </Text>
          <Chip.Group
            multiple
            value={settings.days.map(String)}
            onChange={(values) =>
              change(
                'days',
                values.map(Number).sort((a, b) => a - b),
              )
            }
          >
            <Group gap={6} role="group" aria-labelledby="daily-rally-days-label">
              {WEEKDAYS.map((day, index) => (
                <Chip key={day} value={String(index)} size="xs">
                  {day}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Group grow gap="sm" align="flex-start">
          <TextInput
            type="time"
            label="Time"
            value={settings.time}
            onChange={(event) => change('time', event.currentTarget.value)}
          />
          <NativeSelect
            label="Time zone"
            data={timeZoneOptions(settings.timeZone)}
            value={settings.timeZone}
            onChange={(event) => change('timeZone', event.currentTarget.value)}
          />
        </Group>
        <Group grow gap="sm">
          <NativeSelect
            label="Tone"
            data={TONE_OPTIONS}
            value={settings.tone}
            onChange={(event) =>
              change('tone', chosenOption(TONES, event.currentTarget.value) ?? settings.tone)
            }
          />
          <NativeSelect
            label="Voice style"
            data={VOICE_STYLE_OPTIONS}
            value={settings.voiceStyle}
            onChange={(event) =>
              change(
                'voiceStyle',
                chosenOption(VOICE_STYLES, event.currentTarget.value) ?? settings.voiceStyle,
              )
            }
          />
        </Group>
        <Group grow gap="sm">
          <NativeSelect
            label="Length"
            data={LENGTH_OPTIONS}
            value={settings.duration}
            onChange={(event) =>
              change(
                'duration',
                chosenOption(SPEECH_LENGTHS, event.currentTarget.value) ?? settings.duration,
              )
            }
          />
          <NativeSelect
            label="Voice"
            data={voiceOptions(voices, settings.voice)}
            value={settings.voice}
            onChange={(event) => change('voice', event.currentTarget.value)}
          />
        </Group>
        {error && (
          <Text fz="sm" c="red.7" role="alert">
            {error}
          </Text>
        )}
        <Button type="submit" loading={update.isPending} variant="light">
          Save Daily Rally
        </Button>
        <PushSwitch />
      </Stack>
    </form>
  );
}

function voiceOptions(
  voices: ReadonlyArray<{ id: string; name: string }>,
  current: string,
): Array<{ value: string; label: string }> {
  const options = voices.map((voice) => ({ value: voice.id, label: voice.name }));
  return options.some((option) => option.value === current)
    ? options
    : [{ value: current, label: current }, ...options];
}
