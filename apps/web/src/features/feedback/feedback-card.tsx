import {
  Button,
  Card,
  Chip,
  Group,
  Radio,
  Rating,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import {
  FEEDBACK_DEFAULTS,
  FORM_PREFERRED_TONES,
  HELPFUL_ELEMENTS,
  IMPROVEMENT_SUGGESTIONS_MAX,
  MESSAGES,
  PREFERRED_LENGTH_LABELS,
  PREFERRED_LENGTHS,
  PREFERRED_TONE_LABELS,
  RATING_MAX,
  helpfulElementLabel,
} from '@rally/domain';
import type { FormPreferredTone, HelpfulElement, PreferredLength } from '@rally/domain';
import { growingTextarea } from '@rally/ui';
import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../notify.ts';
import { failureMessage } from '../personalisation/failure-message.ts';
import { trpc } from '../../trpc.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { feedbackSubmission } from './feedback-input.ts';
import type { FeedbackFormValues } from './feedback-input.ts';

const LENGTH_OPTIONS = PREFERRED_LENGTHS.map((length) => ({
  value: length,
  label: PREFERRED_LENGTH_LABELS[length],
}));

export interface FeedbackCardProps {
  speechId: number;
}

/** Rates a speech; each rating teaches the next speeches. Collapsed until 'Rate Speech'. */
export function FeedbackCard({ speechId }: FeedbackCardProps) {
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  const [values, setValues] = useState<FeedbackFormValues>(FEEDBACK_DEFAULTS);
  const set = <Key extends keyof FeedbackFormValues>(key: Key, value: FeedbackFormValues[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const utils = trpc.useUtils();
  const submitFeedback = trpc.feedback.submit.useMutation({
    onSuccess() {
      notify(MESSAGES.feedbackThanks, 'success');
      setExpanded(false);
      void Promise.all([
        utils.speech.page.invalidate(),
        utils.user.profile.invalidate(),
        utils.personalisation.insights.invalidate(),
      ]);
    },
    onError(error) {
      notify(failureMessage(MESSAGES.feedbackFailed, error), 'error');
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitFeedback.isPending) return;
    submitFeedback.mutate(feedbackSubmission(speechId, values));
  };

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="lg" id={headingId}>
            How was your speech?
          </Title>
          <Text c="dimmed" fz="sm">
            Your rating teaches Rally what works for you.
          </Text>
        </Stack>
        {!expanded && (
          <NeedsConnection>
            {(connection) => (
              <Button onClick={() => setExpanded(true)} {...connection}>
                Rate Speech
              </Button>
            )}
          </NeedsConnection>
        )}
      </Group>

      {expanded && (
        <form onSubmit={submit} aria-label="Speech feedback">
          <Stack gap="lg" mt="lg">
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <StarRating
                label="Overall rating"
                value={values.rating}
                onChange={(value) => set('rating', value)}
              />
              <StarRating
                label="Effectiveness"
                value={values.effectiveness}
                onChange={(value) => set('effectiveness', value)}
              />
              <StarRating
                label="Emotional resonance"
                value={values.emotionalResonance}
                onChange={(value) => set('emotionalResonance', value)}
              />
            </SimpleGrid>

            <LengthChoice
              value={values.preferredLength}
              onChange={(value) => set('preferredLength', value)}
            />

            <Radio.Group<FormPreferredTone>
              label="Tone next time"
              value={values.preferredTone}
              onChange={(value) => set('preferredTone', value)}
            >
              <Group gap="md" mt={6}>
                {FORM_PREFERRED_TONES.map((tone) => (
                  <Radio key={tone} value={tone} label={PREFERRED_TONE_LABELS[tone]} />
                ))}
              </Group>
            </Radio.Group>

            <HelpfulElementsChoice
              value={values.helpfulElements}
              onChange={(value) => set('helpfulElements', value)}
            />

            <Textarea
              label="Suggestions (optional)"
              placeholder="What would make the next speech better?"
              value={values.improvementSuggestions}
              onChange={(event) => set('improvementSuggestions', event.currentTarget.value)}
              maxLength={IMPROVEMENT_SUGGESTIONS_MAX}
              {...growingTextarea(2)}
            />

            <Stack gap="xs">
              <Switch
                label="I would recommend this speech"
                checked={values.wouldRecommend}
                onChange={(event) => set('wouldRecommend', event.currentTarget.checked)}
              />
              <Switch
                label="I listened to the whole speech"
                checked={values.completedListening}
                onChange={(event) => set('completedListening', event.currentTarget.checked)}
              />
            </Stack>

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setExpanded(false)}>
                Cancel
              </Button>
              <NeedsConnection>
                {(connection) => (
                  <Button type="submit" loading={submitFeedback.isPending} {...connection}>
                    Submit Feedback
                  </Button>
                )}
              </NeedsConnection>
            </Group>
          </Stack>
        </form>
      )}
    </Card>
  );
}

interface StarRatingProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
}

/** Five stars as radio buttons: arrow keys move between them, space or enter chooses. */
function StarRating({ label, value, onChange }: StarRatingProps) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} fz="sm" fw={500}>
        {label}
      </Text>
      <Rating
        role="radiogroup"
        aria-labelledby={labelId}
        count={RATING_MAX}
        value={value}
        onChange={onChange}
        getSymbolLabel={(stars) => `${stars} ${stars === 1 ? 'star' : 'stars'}`}
        size="lg"
      />
    </Stack>
  );
}

function LengthChoice({
  value,
  onChange,
}: {
  value: PreferredLength;
  onChange: (value: PreferredLength) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} fz="sm" fw={500}>
        Length next time
      </Text>
      <SegmentedControl<PreferredLength>
        role="radiogroup"
        aria-labelledby={labelId}
        data={LENGTH_OPTIONS}
        value={value}
        onChange={onChange}
        maw={360}
      />
    </Stack>
  );
}

function HelpfulElementsChoice({
  value,
  onChange,
}: {
  value: readonly HelpfulElement[];
  onChange: (value: HelpfulElement[]) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text id={labelId} fz="sm" fw={500}>
        What helped?
      </Text>
      <Group role="group" aria-labelledby={labelId} gap="xs">
        <Chip.Group<true, HelpfulElement> multiple value={[...value]} onChange={onChange}>
          {HELPFUL_ELEMENTS.map((element) => (
            <Chip key={element} value={element} size="sm" variant="outline">
              {sentenceCase(helpfulElementLabel(element))}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Stack>
  );
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
