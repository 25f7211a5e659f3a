import {
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  MESSAGES,
  MOOD_DEFAULT,
  MOOD_FACTORS,
  MOOD_MAX,
  MOOD_MIN,
  MOOD_NOTES_MAX,
  moodNotesCounter,
  relativeTime,
} from '@rally/domain';
import type { MoodFactor, MoodScores } from '@rally/domain';
import { growingTextarea, RenderedOnce } from '@rally/ui';
import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { careBeforeSending, showCare, usePreloadedCrisisScreen } from '../care/care-store.ts';
import { notify } from '../notify.ts';
import { failureMessage } from '../personalisation/failure-message.ts';
import { useNow } from '../../rendered-time.ts';
import { trpc } from '../../trpc.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { firstScreenQuery } from '../../first-screen/queries.ts';

// The latest check-in, shown under the sliders.
firstScreenQuery((trpc) => trpc.mood.recent.prefetch());

const FACTOR_LABELS: Record<MoodFactor, string> = {
  energy: 'Energy',
  confidence: 'Confidence',
  stress: 'Stress',
  motivation: 'Motivation',
};

const STARTING_SCORES: MoodScores = {
  energy: MOOD_DEFAULT,
  confidence: MOOD_DEFAULT,
  stress: MOOD_DEFAULT,
  motivation: MOOD_DEFAULT,
};

export interface MoodMeterCardProps {
  /** A one-line card whose form opens with 'Check In'. */
  compact?: boolean;
}

/** A mood check-in: four sliders and notes. The latest check-in of the last day is shown on top. */
export function MoodMeterCard({ compact = false }: MoodMeterCardProps) {
  const headingId = useId();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [scores, setScores] = useState<MoodScores>(STARTING_SCORES);
  const [notes, setNotes] = useState('');
  usePreloadedCrisisScreen();

  const utils = trpc.useUtils();
  const recordMood = trpc.mood.create.useMutation({
    onSuccess(answer) {
      // A note the screen matched is answered with care (the scores are kept, the note is not).
      if ('care' in answer) {
        showCare({ notice: answer.care });
        setNotes('');
        void utils.mood.invalidate();
        return;
      }
      notify(MESSAGES.moodRecorded, 'success');
      // The spec clears the notes only in the full form; the compact one folds away instead.
      if (compact) setOpen(false);
      else setNotes('');
      void utils.mood.invalidate();
      // "What works for you" compares the mood before and after each speech.
      void utils.personalisation.insights.invalidate();
    },
    onError(error) {
      notify(failureMessage(MESSAGES.moodSaveFailed, error), 'error');
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (recordMood.isPending) return;
    // Care shows as soon as the device has screened the notes; the check-in goes at once, and the
    // server answers with the same care.
    void careBeforeSending('mood', [notes]).then((care) => {
      if (care) showCare({ notice: care });
    });
    recordMood.mutate({ ...scores, notes });
  };

  const form = (
    <form id={formId} onSubmit={submit} aria-label="Mood check-in">
      <Stack gap="md" pt={compact ? 'md' : 0}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm">
          {MOOD_FACTORS.map((factor) => (
            <MoodSlider
              key={factor}
              factor={factor}
              value={scores[factor]}
              onChange={(value) => setScores((current) => ({ ...current, [factor]: value }))}
            />
          ))}
        </SimpleGrid>
        <Textarea
          label="Notes (optional)"
          placeholder="Anything on your mind?"
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          maxLength={MOOD_NOTES_MAX}
          {...growingTextarea(2)}
          description={moodNotesCounter(notes)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <NeedsConnection fullWidth={compact}>
          {(connection) => (
            <Button
              type="submit"
              loading={recordMood.isPending}
              fullWidth={compact}
              {...connection}
            >
              Save Mood
            </Button>
          )}
        </NeedsConnection>
      </Stack>
    </form>
  );

  // With no check-in to show, the card is the same for everyone: the server renders it once.
  const recent = trpc.mood.recent.useQuery();
  const noCheckIn = recent.isSuccess && recent.data === null;

  return (
    <RenderedOnce name="mood-meter" dependsOn={noCheckIn ? `no check-in ${compact}` : null}>
      <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2}>
            <Title order={2} fz="lg" id={headingId}>
              Mood Meter
            </Title>
            <LatestMood />
          </Stack>
          {compact && (
            <NeedsConnection>
              {(connection) => (
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => setOpen((current) => !current)}
                  aria-expanded={open}
                  aria-controls={formId}
                  {...connection}
                >
                  Check In
                </Button>
              )}
            </NeedsConnection>
          )}
        </Group>
        {compact ? (
          <Collapse expanded={open}>{form}</Collapse>
        ) : (
          <Stack gap="md" mt="sm">
            <Text c="dimmed" fz="sm">
              How are you feeling right now? Your speeches adapt to it.
            </Text>
            {form}
          </Stack>
        )}
      </Card>
    </RenderedOnce>
  );
}

interface MoodSliderProps {
  factor: MoodFactor;
  value: number;
  onChange: (value: number) => void;
}

function MoodSlider({ factor, value, onChange }: MoodSliderProps) {
  const label = FACTOR_LABELS[factor];
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={500} aria-hidden="true">
          {label}
        </Text>
        <Text fz="sm" c="dimmed" aria-hidden="true">
          {value}/{MOOD_MAX}
        </Text>
      </Group>
      <Slider
        min={MOOD_MIN}
        max={MOOD_MAX}
        step={1}
        value={value}
        onChange={onChange}
        thumbLabel={label}
        color={factor === 'stress' ? 'orange' : 'violet'}
        mb={4}
      />
    </Stack>
  );
}

/** The latest check-in of the last 24 hours, or an invitation to make one. */
function LatestMood() {
  const recent = trpc.mood.recent.useQuery();
  const now = useNow();
  if (recent.isError) return null;
  // An empty line of the same height while loading, so the cards below do not jump when it arrives.
  if (recent.isPending) {
    return (
      <Text c="dimmed" fz="xs" aria-hidden="true">
        {'\u00a0'}
      </Text>
    );
  }
  if (!recent.data) {
    return (
      <Text c="dimmed" fz="xs">
        No check-in in the last 24 hours
      </Text>
    );
  }
  return (
    <Group gap={6}>
      <Text c="dimmed" fz="xs">
        Feeling
      </Text>
      <Badge variant="light" color="teal" size="sm">
        {moodCategoryLabel(recent.data.overallMood)}
      </Badge>
      <Text c="dimmed" fz="xs">
        {relativeTime(recent.data.createdAt, now)}
      </Text>
    </Group>
  );
}

/** 'balanced' → 'Balanced'; takes any string because stored rows are read back as text. */
function moodCategoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
