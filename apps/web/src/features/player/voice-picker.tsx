import { Badge, Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { groupVoices, voiceBadge } from '@rally/domain';
import type { Voice } from '@rally/domain';
import type { VoiceList } from './use-voices.ts';

/** How the alternate voice provider is named to the user. */
const ALTERNATE_PROVIDER_NAME = 'Amazon Polly';

export interface VoicePickerProps {
  /** Null while the list loads. */
  list: VoiceList | null;
  value: string;
  onChange: (voiceId: string) => void;
}

/** The voices grouped Female, Neutral, Male; the alternate provider's carry their engine's badge. */
export function VoicePicker({ list, value, onChange }: VoicePickerProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={600} id="voice-picker-label">
          Choose a voice
        </Text>
        {list?.pollyAvailable && (
          <Badge variant="dot" color="teal">
            {ALTERNATE_PROVIDER_NAME} active
          </Badge>
        )}
      </Group>
      {list === null ? (
        <VoicePickerSkeleton />
      ) : (
        <Radio.Group value={value} onChange={onChange} aria-labelledby="voice-picker-label">
          <Stack gap="md">
            {groupVoices(list.voices).map((group) => (
              <Stack key={group.label} gap={6} role="group" aria-label={`${group.label} voices`}>
                <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.6}>
                  {group.label}
                </Text>
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
                  {group.voices.map((voice) => (
                    <VoiceCard key={voice.id} voice={voice} selected={voice.id === value} />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}

function VoiceCard({ voice, selected }: { voice: Voice; selected: boolean }) {
  const badge = voiceBadge(voice);
  return (
    <Radio.Card
      value={voice.id}
      radius="md"
      p="sm"
      aria-label={voice.name}
      style={{
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Radio.Indicator mt={2} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6}>
            <Text fw={600} fz="sm">
              {voice.name}
            </Text>
            {badge && (
              <Badge size="xs" variant="light" color="indigo">
                {badge}
              </Badge>
            )}
            {selected && (
              <Badge size="xs" variant="filled">
                SELECTED
              </Badge>
            )}
          </Group>
          <Text fz="xs" c="dimmed" lineClamp={2}>
            {voice.description}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

function VoicePickerSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={58} radius="md" />
      ))}
    </SimpleGrid>
  );
}
