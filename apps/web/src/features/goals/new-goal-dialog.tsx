import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { GOAL_CATEGORIES, GOAL_TITLE_MAX, MESSAGES, goalCategoryLabel } from '@rally/domain';
import { useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { showCare } from '../care/care-store.ts';
import { useCareBeforeSending } from '../care/use-care-before-sending.ts';
import { notify } from '../notify.ts';
import { trpc } from '../../trpc.ts';
import { EMPTY_NEW_GOAL, newGoalInput } from './new-goal.ts';
import type { NewGoalFields } from './new-goal.ts';
import { useOpenedOnce } from '../use-opened-once.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';

const CATEGORY_OPTIONS = GOAL_CATEGORIES.map((category) => ({
  value: category,
  label: goalCategoryLabel(category),
}));

export interface NewGoalDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The new-goal dialog: it resets its fields and closes once the goal is saved. */
export function NewGoalDialog({ opened, onClose }: NewGoalDialogProps) {
  const [fields, setFields] = useState<NewGoalFields>(EMPTY_NEW_GOAL);
  const set = (key: keyof NewGoalFields, value: string) =>
    setFields((current) => ({ ...current, [key]: value }));

  const utils = trpc.useUtils();
  const careBeforeSending = useCareBeforeSending();
  const createGoal = trpc.goal.create.useMutation({
    onSuccess(answer) {
      // Words the screen matched: no goal was saved; care instead.
      if ('care' in answer) {
        onClose();
        showCare({ notice: answer.care });
        return;
      }
      notify(MESSAGES.goalCreated, 'success');
      setFields(EMPTY_NEW_GOAL);
      onClose();
      // The lists, their counts (goal.summary) and the profile, which carries the goals too.
      void Promise.all([utils.goal.invalidate(), utils.user.profile.invalidate()]);
    },
    onError() {
      notify(MESSAGES.goalCreateFailed, 'error');
    },
  });

  // Set while the device screens the words: a second press then adds no second goal.
  const screening = useRef(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createGoal.isPending || screening.current) return;
    const input = newGoalInput(fields);
    if (!input) {
      notify(MESSAGES.invalidGoalInput, 'error');
      return;
    }
    screening.current = true;
    const heldBack = await careBeforeSending('goal', [input.title, input.description]).finally(
      () => {
        screening.current = false;
      },
    );
    if (heldBack) {
      onClose();
      return;
    }
    createGoal.mutate(input);
  };

  const modal = useOpenedOnce(opened);
  if (!modal.mounted) return null;
  return (
    <Modal
      opened={modal.opened}
      onClose={onClose}
      title="New Goal"
      centered
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="New goal">
        <Stack gap="md">
          <TextInput
            label="Goal title"
            placeholder="e.g. Nail my job interview"
            value={fields.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            maxLength={GOAL_TITLE_MAX}
            withAsterisk
            data-autofocus
          />
          <Select
            label="Category"
            placeholder="Choose a category"
            data={CATEGORY_OPTIONS}
            value={fields.category === '' ? null : fields.category}
            onChange={(value) => set('category', value ?? '')}
            withAsterisk
          />
          <TextInput
            type="date"
            label="Target date (optional)"
            value={fields.targetDate}
            onChange={(event) => set('targetDate', event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <NeedsConnection>
              {(connection) => (
                <Button type="submit" loading={createGoal.isPending} {...connection}>
                  Create Goal
                </Button>
              )}
            </NeedsConnection>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
