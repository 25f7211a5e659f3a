import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { QUICK_GOALS_SHOWN, goalCategoryLabel, goalDeadlineText } from '@rally/domain';
import { RenderedOnce } from '@rally/ui';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { firstScreenQuery } from '../../first-screen/queries.ts';
import { trpc } from '../../trpc.ts';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { DeleteGoalButton } from './delete-goal-button.tsx';
import { GoalDoneCheckbox } from './goal-done-checkbox.tsx';
import { useGoalMutations } from './use-goal-mutations.ts';
import type { Goal } from './use-goal-mutations.ts';

// Its category Select brings Mantine's Combobox and Popover: loaded once the dashboard has been
// taken over, not with the first screen, whose takeover waits for every script it needs
// (docs/decisions/first-load-scripts.md).
const loadNewGoalDialog = () => import('./new-goal-dialog.tsx');
const NewGoalDialog = lazy(() =>
  loadNewGoalDialog().then((dialog) => ({ default: dialog.NewGoalDialog })),
);

/** The goals the card shows: the first few, open ones first (goal.summary counts them all). */
const QUICK_GOALS_INPUT = { limit: QUICK_GOALS_SHOWN };

firstScreenQuery((trpc) =>
  Promise.all([trpc.goal.list.prefetch(QUICK_GOALS_INPUT), trpc.goal.summary.prefetch()]),
);

/**
 * The first goals (open ones first), each marked done or deleted in place, with how many there are
 * (goal.summary), and the new-goal dialog. Only the goals it shows are asked for, so the first
 * screen stays the same size however many goals the user has.
 */
export function QuickGoalsCard() {
  const goals = trpc.goal.list.useQuery(QUICK_GOALS_INPUT);
  const counts = trpc.goal.summary.useQuery();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  // Fetched ahead, so that a tap opens it at once (a tap held before the takeover too).
  useEffect(() => void loadNewGoalDialog().catch(() => undefined), []);
  const shown = goals.data ?? [];
  const { total = 0, done = 0 } = counts.data ?? {};
  // With no goals the card is the same for everyone: the server renders it once.
  const noGoals = goals.isSuccess && counts.isSuccess && shown.length === 0 && total === 0;

  return (
    <RenderedOnce name="quick-goals" dependsOn={noGoals ? 'no goals' : null}>
      <Card component="section" withBorder padding="lg" aria-labelledby="quick-goals-heading">
        <Group justify="space-between" gap="sm" mb="sm">
          <Stack gap={0}>
            <Title order={2} fz="lg" id="quick-goals-heading">
              Quick Goals
            </Title>
            {total > 0 && (
              <Text c="dimmed" fz="xs">
                {done} of {total} done
                {total > QUICK_GOALS_SHOWN && (
                  <>
                    {' · '}
                    <Anchor component={Link} to="/goals" fz="xs" fw={600}>
                      See all
                    </Anchor>
                  </>
                )}
              </Text>
            )}
          </Stack>
          <NeedsConnection>
            {(connection) => (
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  setDialogWanted(true);
                  setDialogOpen(true);
                }}
                {...connection}
              >
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
        {dialogWanted && (
          <Suspense fallback={null}>
            <NewGoalDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} />
          </Suspense>
        )}
      </Card>
    </RenderedOnce>
  );
}

function GoalRow({ goal }: { goal: Goal }) {
  const { update, remove: deleteGoal } = useGoalMutations();

  const isDone = goal.isCompleted === 1;
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg={isDone ? 'gray.0' : undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <GoalDoneCheckbox
          mt={2}
          title={goal.title}
          done={isDone}
          onDoneChange={(done) => update.mutate({ id: goal.id, changes: { isCompleted: done } })}
          pending={deleteGoal.isPending}
        />
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
        <DeleteGoalButton
          title={goal.title}
          onDelete={() => deleteGoal.mutate({ id: goal.id })}
          pending={deleteGoal.isPending}
        />
      </Group>
    </Paper>
  );
}
