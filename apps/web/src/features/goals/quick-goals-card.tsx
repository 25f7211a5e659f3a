import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MESSAGES, QUICK_GOALS_SHOWN, goalCategoryLabel, goalDeadlineText } from '@rally/domain';
import { StrokeIcon } from '@rally/ui';
import type { IconProps } from '@rally/ui';
import { useState } from 'react';
import { notify } from '../notify.ts';
import { failureMessage } from '../personalisation/failure-message.ts';
import { trpc } from '../../trpc.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { NeedsConnection } from '../../native/needs-connection.tsx';
import { NewGoalDialog } from './new-goal-dialog.tsx';

type Goal = RouterOutputs['goal']['list'][number];

/** The first goals (open ones first), each marked done or deleted in place, and the new-goal dialog. */
export function QuickGoalsCard() {
  const goals = trpc.goal.list.useQuery();
  const [dialogOpen, setDialogOpen] = useState(false);
  const all = goals.data ?? [];
  const shown = all.slice(0, QUICK_GOALS_SHOWN);
  const done = all.filter((goal) => goal.isCompleted === 1).length;

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="quick-goals-heading">
      <Group justify="space-between" gap="sm" mb="sm">
        <Stack gap={0}>
          <Title order={2} fz="lg" id="quick-goals-heading">
            Quick Goals
          </Title>
          {all.length > 0 && (
            <Text c="dimmed" fz="xs">
              {done} of {all.length} done
            </Text>
          )}
        </Stack>
        <NeedsConnection>
          {(connection) => (
            <Button size="xs" variant="light" onClick={() => setDialogOpen(true)} {...connection}>
              New Goal
            </Button>
          )}
        </NeedsConnection>
      </Group>
      {goals.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          {Array.from({ length: QUICK_GOALS_SHOWN }, (_, row) => (
            <Skeleton key={row} h={56} radius="md" />
          ))}
        </Stack>
      ) : goals.isError ? (
        <Text c="red" fz="sm">
          Your goals could not be loaded.
        </Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No goals yet. Add one and your speeches will work toward it.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((goal) => (
            <GoalRow key={goal.id} goal={goal} />
          ))}
        </Stack>
      )}
      <NewGoalDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Card>
  );
}

function GoalRow({ goal }: { goal: Goal }) {
  const utils = trpc.useUtils();
  const refresh = () =>
    Promise.all([utils.goal.list.invalidate(), utils.user.profile.invalidate()]);
  const setCompleted = trpc.goal.setCompleted.useMutation({
    // The tick shows at once; a failure puts the list back as it was.
    async onMutate({ id, isCompleted }) {
      await utils.goal.list.cancel();
      const previous = utils.goal.list.getData();
      const flag: Goal['isCompleted'] = isCompleted ? 1 : 0;
      utils.goal.list.setData(undefined, (goals) =>
        goals?.map((each) => (each.id === id ? { ...each, isCompleted: flag } : each)),
      );
      return { previous };
    },
    onError(error, _input, context) {
      utils.goal.list.setData(undefined, context?.previous);
      notify(failureMessage(MESSAGES.goalUpdateFailed, error), 'error');
    },
    onSettled() {
      void refresh();
    },
  });
  const deleteGoal = trpc.goal.delete.useMutation({
    onSuccess() {
      void refresh();
    },
    onError(error) {
      notify(failureMessage(MESSAGES.goalDeleteFailed, error), 'error');
    },
  });

  const isDone = goal.isCompleted === 1;
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg={isDone ? 'gray.0' : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <NeedsConnection>
          {(connection) => (
            <Checkbox
              mt={2}
              checked={isDone}
              onChange={(event) =>
                setCompleted.mutate({ id: goal.id, isCompleted: event.currentTarget.checked })
              }
              aria-label={`Done: ${goal.title}`}
              {...connection}
              disabled={connection.disabled || deleteGoal.isPending}
            />
          )}
        </NeedsConnection>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text
            fw={600}
            fz="sm"
            lh={1.3}
            td={isDone ? 'line-through' : undefined}
            c={isDone ? 'dimmed' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {goal.title}
          </Text>
          <Group gap={6}>
            <Badge size="xs" variant="light" color="grape">
              {goalCategoryLabel(goal.category)}
            </Badge>
            <Text fz="xs" c="dimmed">
              {goalDeadlineText(goal.targetDate)}
            </Text>
          </Group>
          {goal.description && (
            <Text fz="xs" c="dimmed" lineClamp={2}>
              {goal.description}
            </Text>
          )}
        </Stack>
        <NeedsConnection>
          {(connection) => (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => deleteGoal.mutate({ id: goal.id })}
              aria-label={`Delete goal: ${goal.title}`}
              {...connection}
              disabled={connection.disabled || deleteGoal.isPending}
            >
              <TrashIcon size={16} />
            </ActionIcon>
          )}
        </NeedsConnection>
      </Group>
    </Paper>
  );
}

function TrashIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </StrokeIcon>
  );
}
