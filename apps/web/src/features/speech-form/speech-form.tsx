import {
  Alert,
  Button,
  Chip,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  CONTEXT_MAX_LENGTH,
  MESSAGES,
  SPEECH_DEFAULTS,
  SPEECH_LENGTH_LABELS,
  SPEECH_LENGTH_NAMES,
  SPEECH_LENGTHS,
  SPEECH_RECOGNITION_UNSUPPORTED,
  TONES,
  VOICE_STYLES,
  canGenerate,
} from '@rally/domain';
import type { SpeechFormValues, UsageUser } from '@rally/domain';
import { SparklesIcon, growingTextarea } from '@rally/ui';
import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useCareBeforeSending } from '../care/use-care-before-sending.ts';
import { notify } from '../notify.ts';
import type { Speech } from '../speeches/speech.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { GenerationOverlay } from './generation-overlay.tsx';
import { MicIcon } from './mic-icon.tsx';
import { useDictation } from './use-dictation.ts';
import { chosenOption, TONE_OPTIONS, VOICE_STYLE_OPTIONS } from './speech-choices.ts';
import { useSpeechGeneration } from './use-speech-generation.ts';

type InputMode = 'text' | 'voice';

const loadValidation = () => import('./speech-form-validation.ts');

const LENGTH_OPTIONS = SPEECH_LENGTHS.map((length) => ({
  value: length,
  label: `${SPEECH_LENGTH_NAMES[length]} (${SPEECH_LENGTH_LABELS[length]})`,
}));

export interface SpeechFormProps {
  /** The usage the client checks before asking; the server enforces the limit on its own. */
  user: Pick<UsageUser, 'speechesUsed' | 'subscriptionStatus'>;
  onGenerated: (speech: Speech) => void;
  /** The goal the speech is for (Goals' 'Write a speech for this goal'); cleared by `onClearGoal`. */
  forGoal?: { id: number; title: string } | null;
  onClearGoal?: () => void;
}

/** The speech creation form: tone, voice style, length and the context, typed or dictated. */
export function SpeechForm({ user, onGenerated, forGoal, onClearGoal }: SpeechFormProps) {
  const [values, setValues] = useState<SpeechFormValues>(SPEECH_DEFAULTS);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (form) setValues((current) => valuesOnScreen(form, current));
  }, []);
  const [contextError, setContextError] = useState<string | null>(null);
  const [chosenMode, setChosenMode] = useState<InputMode>('text');
  const generation = useSpeechGeneration(onGenerated);
  const careBeforeSending = useCareBeforeSending();

  const setContext = (context: string) => {
    // Fetched while the user writes, so a submit rarely waits for it.
    void loadValidation();
    setValues((current) => ({ ...current, context }));
    setContextError(null);
  };
  const dictation = useDictation(setContext);
  // Without speech recognition there is only text mode.
  const inputMode: InputMode = dictation.supported ? chosenMode : 'text';

  const switchMode = (mode: string) => {
    if (mode !== 'text' && mode !== 'voice') return;
    if (mode === 'text') dictation.stop();
    setChosenMode(mode);
  };

  const choose = <Key extends 'tone' | 'voiceStyle' | 'duration'>(
    key: Key,
    options: readonly SpeechFormValues[Key][],
    value: string,
  ) => {
    const chosen = chosenOption(options, value);
    if (chosen) setValues((current) => ({ ...current, [key]: chosen }));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (generation.isPending) return;
    // A submit held from before the takeover is played back before React has re-rendered with
    // what the fields show: the fields are the truth then (and equal `values` at any other time).
    const submitted = valuesOnScreen(event.currentTarget, values);
    const { speechFormSchema } = await loadValidation();
    const parsed = speechFormSchema.safeParse(submitted);
    if (!parsed.success) {
      const issue =
        parsed.error.issues.find((each) => each.path[0] === 'context') ?? parsed.error.issues[0];
      setContextError(issue?.message ?? null);
      return;
    }
    const input = forGoal ? { ...parsed.data, goalId: forGoal.id } : parsed.data;
    // Care comes before the free limit: a person in crisis never sees an upgrade prompt.
    if (
      await careBeforeSending('generate', [input.context], () =>
        generation.generateAfterCare(input),
      )
    ) {
      dictation.stop();
      return;
    }
    if (!canGenerate(user)) {
      notify(MESSAGES.freeLimitReached, 'error');
      return;
    }
    dictation.stop();
    generation.generate(input);
  };

  return (
    <>
      {/* A dialog form outside a dialog submits nowhere: before the app has taken the page over
          (src/early-input.ts) the browser can never send the fields, not in a URL, not at all. */}
      <form
        ref={formRef}
        method="dialog"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label="Create a speech"
      >
        <Stack gap="lg">
          {forGoal && (
            <Alert
              color="violet"
              variant="light"
              title="For your goal"
              withCloseButton
              closeButtonLabel="Write it for no goal"
              onClose={onClearGoal}
            >
              {forGoal.title}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label="Tone"
              name="tone"
              data={TONE_OPTIONS}
              value={values.tone}
              onChange={(event) => choose('tone', TONES, event.currentTarget.value)}
            />
            <NativeSelect
              label="Voice style"
              name="voiceStyle"
              data={VOICE_STYLE_OPTIONS}
              value={values.voiceStyle}
              onChange={(event) => choose('voiceStyle', VOICE_STYLES, event.currentTarget.value)}
            />
            <NativeSelect
              label="Length"
              name="duration"
              data={LENGTH_OPTIONS}
              value={values.duration}
              onChange={(event) => choose('duration', SPEECH_LENGTHS, event.currentTarget.value)}
            />
          </SimpleGrid>

          <Stack gap="xs">
            <Group justify="space-between" gap="sm">
              <Text component="span" fw={500} fz="sm" id="input-mode-label">
                Input mode
              </Text>
              {/* Two chips rather than Mantine's segmented control, which measures itself
                  into place while the dashboard starts. */}
              <Chip.Group value={inputMode} onChange={switchMode}>
                <Group gap={6} role="radiogroup" aria-labelledby="input-mode-label">
                  <Chip value="text" size="xs">
                    Text
                  </Chip>
                  <Chip value="voice" size="xs" disabled={!dictation.supported}>
                    Voice
                  </Chip>
                </Group>
              </Chip.Group>
            </Group>
            {!dictation.supported && (
              <Alert variant="light" color="gray" p="xs" fz="sm">
                {SPEECH_RECOGNITION_UNSUPPORTED}, so the form uses text mode.
              </Alert>
            )}
            {inputMode === 'voice' && (
              <Group gap="sm">
                <Button
                  variant={dictation.listening ? 'filled' : 'light'}
                  color={dictation.listening ? 'red' : 'violet'}
                  leftSection={<MicIcon size={18} />}
                  onClick={() =>
                    dictation.listening ? dictation.stop() : dictation.start(values.context)
                  }
                  aria-pressed={dictation.listening}
                >
                  {dictation.listening ? 'Stop recording' : 'Start recording'}
                </Button>
                <Text fz="sm" c={dictation.listening ? 'red.7' : 'dimmed'} aria-live="polite">
                  {dictation.listening
                    ? 'Listening... speak about what you need motivation for.'
                    : 'Stopped. Your words appear in the box below.'}
                </Text>
              </Group>
            )}
          </Stack>

          <Textarea
            name="context"
            label="What do you need motivation for?"
            description="Describe your situation: the more you share, the more personal your speech."
            placeholder="For example: I have a job interview on Friday for a role I really want, and I keep doubting myself."
            {...growingTextarea(4, 12)}
            maxLength={CONTEXT_MAX_LENGTH}
            value={values.context}
            onChange={(event) => setContext(event.currentTarget.value)}
            error={contextError}
          />

          <NeedsConnection fullWidth>
            {(connection) => (
              <Button
                type="submit"
                size="lg"
                variant="gradient"
                fullWidth
                leftSection={<SparklesIcon size={20} />}
                {...connection}
                disabled={connection.disabled || generation.isPending}
              >
                {generation.isPending ? 'Generating...' : 'Generate Speech'}
              </Button>
            )}
          </NeedsConnection>
        </Stack>
      </form>
      <GenerationOverlay
        opened={generation.isPending}
        text={generation.streamedText}
        onCancel={generation.cancel}
      />
    </>
  );
}

/**
 * The form's values as its fields show them. A form the server rendered can be used before React
 * takes it over (the scripts are still on their way to a slow phone); React would keep its own
 * state and lose what was typed or picked. The same state when nothing differs.
 */
function valuesOnScreen(form: HTMLFormElement, current: SpeechFormValues): SpeechFormValues {
  const shown = (name: keyof SpeechFormValues) => {
    const field = form.elements.namedItem(name);
    return field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement
      ? field.value
      : undefined;
  };
  const chosen = <Option extends string>(
    name: keyof SpeechFormValues,
    options: readonly Option[],
    fallback: Option,
  ): Option => options.find((option) => option === shown(name)) ?? fallback;
  const onScreen: SpeechFormValues = {
    context: shown('context') ?? current.context,
    tone: chosen('tone', TONES, current.tone),
    voiceStyle: chosen('voiceStyle', VOICE_STYLES, current.voiceStyle),
    duration: chosen('duration', SPEECH_LENGTHS, current.duration),
  };
  const same = (Object.keys(onScreen) as (keyof SpeechFormValues)[]).every(
    (key) => onScreen[key] === current[key],
  );
  return same ? current : onScreen;
}
