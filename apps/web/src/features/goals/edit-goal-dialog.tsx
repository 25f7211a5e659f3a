import { Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  GOAL_CATEGORIES,
  GOAL_DESCRIPTION_MAX,
  GOAL_TITLE_MAX,
  MESSAGES,
  goalCategoryLabel,
  isOneOf,
} from '@rally/domain';
import { useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useCareBeforeSending } from '../care/use-care-before-sending.ts';
import { notify } from '../notify.ts';
import { useGoalMutations } from './use-goal-mutations.ts';
import type { Goal } from './use-goal-mutations.ts';

const CATEGORY_OPTIONS = GOAL_CATEGORIES.map((category) => ({
  value: category,
  label: goalCategoryLabel(category),
}));

export interface EditGoalDialogProps {
  goal: Goal;
  onClose: () => void;
}

/** Edits a goal's title, category, description and date; it closes once the change is saved. */
export function EditGoalDialog({ goal, onClose }: EditGoalDialogProps) {
  const [title, setTitle] = useState(goal.title);
  const [category, setCategory] = useState<string | null>(goal.category);
  const [description, setDescription] = useState(goal.description ?? '');
  const [targetDate, setTargetDate] = useState(goal.targetDate ?? '');
  const { update } = useGoalMutations();
  const careBeforeSending = useCareBeforeSending();

  // Set while the device screens the words: a second press then sends no second change.
  const screening = useRef(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (screening.current) return;
    if (title.trim() === '' || !isOneOf(GOAL_CATEGORIES, category)) {
      notify(MESSAGES.invalidGoalInput, 'error');
      return;
    }
    screening.current = true;
    const heldBack = await careBeforeSending('goal', [title, description]).finally(() => {
      screening.current = false;
    });
    if (heldBack) {
      onClose();
      return;
    }
    update.mutate(
      {
        id: goal.id,
        changes: {
          title: title.trim(),
          category,
          description: description.trim(),
          targetDate: targetDate === '' ? null : targetDate,
        },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Edit goal" centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            value={title}
            maxLength={GOAL_TITLE_MAX}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <Select
            label="Category"
            required
            data={CATEGORY_OPTIONS}
            value={category}
            onChange={setCategory}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Description"
            value={description}
            maxLength={GOAL_DESCRIPTION_MAX}
            autosize
            minRows={2}
            onChange={(event) => setDescription(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label="Target date"
            description="Leave empty for no deadline"
            value={targetDate}
            onChange={(event) => setTargetDate(event.currentTarget.value)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="subtle" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
