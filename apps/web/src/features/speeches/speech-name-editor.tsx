import {
  ActionIcon,
  Button,
  CloseButton,
  Group,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { MESSAGES, SPEECH_NAME_MAX_LENGTH } from '@rally/domain';
import { CheckIcon } from '@rally/ui';
import { useState } from 'react';
import type { KeyboardEvent, SubmitEvent } from 'react';
import { notify } from '../notify.ts';
import { HeartIcon, PencilIcon } from './icons.tsx';
import { nameChange } from './name-change.ts';
import { isFavourite } from './speech.ts';
import type { Speech } from './speech.ts';
import { useUpdateSpeech } from './use-update-speech.ts';

const UNTITLED_SPEECH = 'Untitled speech';

export interface SpeechNameEditorProps {
  speech: Pick<Speech, 'id' | 'name' | 'isFavourite'>;
  /** The one-line form for lists: smaller text and icon buttons. */
  compact?: boolean;
}

/**
 * The speech's name and favourite toggle. Clicking the name opens edit mode; Enter or Save
 * commits, Escape or Cancel puts the name back.
 */
export function SpeechNameEditor({ speech, compact = false }: SpeechNameEditorProps) {
  const { update, isPending } = useUpdateSpeech();
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  const favourite = isFavourite(speech);
  const shownName = speech.name ?? UNTITLED_SPEECH;

  const startEditing = () => setDraft(speech.name ?? '');
  const cancel = () => setDraft(null);

  const save = async (event?: SubmitEvent) => {
    event?.preventDefault();
    if (draft === null || isPending) return;
    const change = nameChange(speech.name, draft);
    if (!change) return cancel();
    if (await update(speech, change)) {
      notify(MESSAGES.speechNameUpdated, 'success');
      setDraft(null);
    }
  };

  const cancelOnEscape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape') return;
    // Escape belongs to this field, not to a dialog around it.
    event.stopPropagation();
    cancel();
  };

  // The browser's own tooltip, not Mantine's: it would bring Floating UI into the first screen.
  const favouriteToggle = (
    <ActionIcon
      variant={favourite ? 'light' : 'subtle'}
      color={favourite ? 'pink' : 'gray'}
      size={compact ? 'md' : 'lg'}
      radius="xl"
      aria-label="Favourite"
      aria-pressed={favourite}
      title={favourite ? 'Remove from favourites' : 'Add to favourites'}
      disabled={isPending}
      onClick={() => void update(speech, { isFavourite: !favourite })}
    >
      <HeartIcon filled={favourite} size={compact ? 16 : 20} />
    </ActionIcon>
  );

  if (editing) {
    return (
      <form onSubmit={(event) => void save(event)} aria-label="Rename speech">
        <Group gap={compact ? 4 : 'xs'} wrap={compact ? 'nowrap' : 'wrap'} align="center">
          <TextInput
            aria-label="Speech name"
            placeholder={UNTITLED_SPEECH}
            size={compact ? 'xs' : 'sm'}
            maxLength={SPEECH_NAME_MAX_LENGTH}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={cancelOnEscape}
            // Edit mode opens on the user's click, so moving focus into the field is expected.
            autoFocus
            // The full form's buttons move under the field on a narrow screen.
            style={{ flex: compact ? 1 : '1 1 200px', minWidth: 0 }}
          />
          {compact ? (
            <>
              <ActionIcon type="submit" aria-label="Save" loading={isPending} size="md">
                <CheckIcon size={16} />
              </ActionIcon>
              <CloseButton aria-label="Cancel" onClick={cancel} disabled={isPending} />
            </>
          ) : (
            // Save and Cancel wrap as one: on a narrow screen both go under the field together.
            <Group gap="xs" wrap="nowrap">
              <Button type="submit" size="sm" loading={isPending}>
                Save
              </Button>
              <Button variant="default" size="sm" onClick={cancel} disabled={isPending}>
                Cancel
              </Button>
            </Group>
          )}
        </Group>
      </form>
    );
  }

  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <UnstyledButton
        onClick={startEditing}
        aria-label={`Rename speech: ${shownName}`}
        title="Click to rename"
        style={{ minWidth: 0 }}
      >
        <Group gap={6} wrap="nowrap">
          <Text
            fw={600}
            fz={compact ? 'sm' : 'md'}
            c={speech.name ? undefined : 'dimmed'}
            fs={speech.name ? undefined : 'italic'}
            truncate
          >
            {shownName}
          </Text>
          <Text component="span" c="dimmed" lh={0}>
            <PencilIcon size={compact ? 12 : 14} />
          </Text>
        </Group>
      </UnstyledButton>
      {favouriteToggle}
    </Group>
  );
}
