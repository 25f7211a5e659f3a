import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import {
  MESSAGES,
  SPEECH_NAME_MAX_LENGTH,
  TONE_LABELS,
  formatDuration,
  recentSpeechTitle,
  relativeTime,
} from '@rally/domain';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { notify } from '../notify.ts';
import { PlayIcon } from '../player/icons.tsx';
import { FlagIcon } from '../reports/flag-icon.tsx';
import { LazyReportSpeechDialog } from '../reports/lazy-report-dialog.tsx';
import { SharedMark } from '../shares/share-control.tsx';
import { HeartIcon, PencilIcon, TrashIcon } from './icons.tsx';
import { nameChange } from './name-change.ts';
import { OpenedSpeech } from './opened-speech.tsx';
import { isFavourite } from './speech.ts';
import type { SpeechSummary } from './speech.ts';
import { useUpdateSpeech } from './use-update-speech.ts';

export interface HistoryRowProps {
  speech: SpeechSummary;
  now: Date;
  opened: boolean;
  onToggle: () => void;
  onDelete: () => void;
}

/**
 * One speech of History: its title (the spec's rule), when, how long, the tone, a favourite
 * toggle and a play button; its menu renames, reports or deletes it. Opened, the player shows under it.
 */
export function HistoryRow({ speech, now, opened, onToggle, onDelete }: HistoryRowProps) {
  const { update, isPending } = useUpdateSpeech();
  const [draft, setDraft] = useState<string | null>(null);
  // Opened by its play button it plays; opened by its title it only shows.
  const [playWhenOpened, setPlayWhenOpened] = useState(false);
  const open = (play: boolean) => {
    setPlayWhenOpened(play && !opened);
    onToggle();
  };
  const [reporting, setReporting] = useState(false);
  const title = recentSpeechTitle(speech);
  const favourite = isFavourite(speech);
  const tone = TONE_LABELS[speech.tone];
  const panelId = `history-speech-${speech.id}`;

  const rename = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft === null) return;
    const change = nameChange(speech.name, draft);
    if (!change) return setDraft(null);
    if (await update(speech, change)) {
      notify(MESSAGES.speechNameUpdated, 'success');
      setDraft(null);
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm" bg={opened ? 'violet.0' : undefined}>
      <Group wrap="nowrap" gap="sm" align="center">
        <ActionIcon
          size="lg"
          radius="xl"
          variant={opened ? 'filled' : 'light'}
          onClick={() => open(true)}
          aria-label={`${opened ? 'Close' : 'Play'}: ${title}`}
          aria-expanded={opened}
          aria-controls={panelId}
        >
          <PlayIcon size={16} />
        </ActionIcon>
        {draft === null ? (
          <UnstyledButton onClick={() => open(false)} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} fz="sm" truncate>
              {title}
            </Text>
            <Group gap={6} mt={2} wrap="wrap">
              <Text c="dimmed" fz="xs">
                {`${relativeTime(speech.createdAt, now)} · ${formatDuration(speech.estimatedDuration)}`}
              </Text>
              <Badge size="xs" variant="light" color="violet">
                {tone}
              </Badge>
              <SharedMark speechId={speech.id} />
            </Group>
          </UnstyledButton>
        ) : (
          <form onSubmit={(event) => void rename(event)} style={{ flex: 1, minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <TextInput
                size="xs"
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                maxLength={SPEECH_NAME_MAX_LENGTH}
                aria-label="Speech name"
                placeholder="Name this speech"
                autoFocus
                style={{ flex: 1 }}
              />
              <Button size="compact-sm" type="submit" loading={isPending}>
                Save
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => setDraft(null)}>
                Cancel
              </Button>
            </Group>
          </form>
        )}
        <ActionIcon
          variant="subtle"
          color={favourite ? 'pink' : 'gray'}
          onClick={() => void update(speech, { isFavourite: !favourite })}
          aria-label={
            favourite ? `Remove from favourites: ${title}` : `Add to favourites: ${title}`
          }
          aria-pressed={favourite}
        >
          <HeartIcon filled={favourite} size={18} />
        </ActionIcon>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`More: ${title}`}>
              <MoreIcon />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<PencilIcon size={14} />}
              onClick={() => setDraft(speech.name ?? '')}
            >
              Rename
            </Menu.Item>
            <Menu.Item leftSection={<FlagIcon size={14} />} onClick={() => setReporting(true)}>
              Report
            </Menu.Item>
            <Menu.Item color="red" leftSection={<TrashIcon size={14} />} onClick={onDelete}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <LazyReportSpeechDialog
        speechId={speech.id}
        opened={reporting}
        onClose={() => setReporting(false)}
      />
      {opened && (
        <Stack id={panelId} mt="sm">
          <OpenedSpeech speechId={speech.id} autoPlay={playWhenOpened} />
        </Stack>
      )}
    </Paper>
  );
}

function MoreIcon() {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}
