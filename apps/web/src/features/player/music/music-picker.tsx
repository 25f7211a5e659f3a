import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { MUSIC_BED_LABELS, MUSIC_BEDS } from '@rally/domain';
import type { MusicBed } from '@rally/domain';
import { DownloadIcon } from '../icons.tsx';

export interface MusicPickerProps {
  value: MusicBed;
  onChange: (bed: MusicBed) => void;
  /** Offered once the voice is stored and a bed is on: saves the voice mixed over the bed. */
  onDownloadMix: (() => void) | null;
  /** The mix is being rendered and encoded. */
  rendering: boolean;
}

/** The music under the voice: none or a mood, for this talk; the choice is remembered for the next. */
export function MusicPicker({ value, onChange, onDownloadMix, rendering }: MusicPickerProps) {
  return (
    <Stack gap={6}>
      <Text fw={600} id="music-picker-label">
        Music under the voice
      </Text>
      <SegmentedControl
        fullWidth
        value={value}
        onChange={(next) => onChange(next as MusicBed)}
        data={MUSIC_BEDS.map((bed) => ({ value: bed, label: MUSIC_BED_LABELS[bed] }))}
        aria-labelledby="music-picker-label"
      />
      {onDownloadMix && (
        <Group justify="flex-end">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<DownloadIcon size={16} />}
            loading={rendering}
            onClick={onDownloadMix}
          >
            Download MP3 with music
          </Button>
        </Group>
      )}
    </Stack>
  );
}
