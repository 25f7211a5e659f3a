import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  RECENT_SPEECHES_SHOWN,
  goalCategoryLabel,
  goalCountdown,
  goalDeadlineText,
  recentSpeechTitle,
  relativeTime,
} from '@rally/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { EditGoalDialog } from '../features/goals/edit-goal-dialog.tsx';
import { NewGoalDialog } from '../features/goals/new-goal-dialog.tsx';
import { useGoalMutations } from '../features/goals/use-goal-mutations.ts';
import type { Goal } from '../features/goals/use-goal-mutations.ts';
import { PencilIcon } from '../features/speeches/icons.tsx';
import { NeedsConnection } from '../offline/needs-connection.tsx';
import { DeleteGoalButton } from '../features/goals/delete-goal-button.tsx';
import { GoalDoneCheckbox } from '../features/goals/goal-done-checkbox.tsx';
import { useNow } from '../rendered-time.ts';
import { trpc } from '../trpc.ts';

/** 'YYYY-MM-DD' of the user's own day: goal dates are calendar days as the user picked them. */
function localDay(now: Date): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Every goal, open ones first: done or reopened, edited, deleted, and a speech written for it. */
export function GoalsPage() {
  const goals = trpc.goal.list.useQuery();
  const [creating, setCreating] = useState(false);
  const all = goals.data ?? [];
  const open = all.filter((goal) => goal.isCompleted !== 1).length;

  return (
    <Container size="md" py={{ base: 32, md: 48 }}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Goals
          </Title>
          <Text c="dimmed">
            {all.length === 0 ? 'What are you working toward?' : `${open} open of ${all.length}`}
          </Text>
        </Stack>
        <NeedsConnection>
          {(connection) => (
            <Button onClick={() => setCreating(true)} {...connection}>
              New Goal
            </Button>
          )}
        </NeedsConnection>
      </Group>
      {goals.isPending ? (
        <Stack gap="md" aria-hidden="true">
          <Skeleton h={140} radius="md" />
          <Skeleton h={140} radius="md" />
        </Stack>
      ) : goals.isError ? (
        <Text c="red" role="alert">
          Your goals could not be loaded: {goals.error.message}
        </Text>
      ) : all.length === 0 ? (
        <Text c="dimmed">No goals yet. Add one and your speeches will work toward it.</Text>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {all.map((goal) => (
            <GoalCard key={goal.id} goal={goal} />
          ))}
        </Stack>
      )}
      <NewGoalDialog opened={creating} onClose={() => setCreating(false)} />
    </Container>
  );
}

function GoalCard({ goal }: { goal: Goal }) {
  const now = useNow();
  const navigate = useNavigate();
  const { update, remove } = useGoalMutations();
  const [editing, setEditing] = useState(false);
  const speeches = trpc.speech.page.useQuery({ goalId: goal.id, limit: RECENT_SPEECHES_SHOWN });
  const isDone = goal.isCompleted === 1;
  const countdown = goalCountdown(goal.targetDate, localDay(now), isDone);
  const headingId = `goal-${goal.id}-title`;

  return (
    <Card
      component="li"
      withBorder
      padding="lg"
      radius="md"
      bg={isDone ? 'gray.0' : undefined}
      aria-labelledby={headingId}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
          <GoalDoneCheckbox
            mt={4}
            title={goal.title}
            done={isDone}
            onDoneChange={(done) => update.mutate({ id: goal.id, changes: { isCompleted: done } })}
          />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title
              order={2}
              fz="lg"
              id={headingId}
              td={isDone ? 'line-through' : undefined}
              c={isDone ? 'dimmed' : undefined}
              style={{ overflowWrap: 'anywhere' }}
            >
              {goal.title}
            </Title>
            <Group gap={8}>
              <Badge size="sm" variant="light" color="grape">
                {goalCategoryLabel(goal.category)}
              </Badge>
              <Text fz="sm" c="dimmed">
                {goalDeadlineText(goal.targetDate)}
              </Text>
              {countdown && (
                <Badge
                  size="sm"
                  variant="outline"
                  color={countdown.endsWith('overdue') ? 'red' : 'violet'}
                >
                  {countdown}
                </Badge>
              )}
              {isDone && (
                <Badge size="sm" color="teal" variant="light">
                  Done
                </Badge>
              )}
            </Group>
            {goal.description && (
              <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {goal.description}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          <NeedsConnection>
            {(connection) => (
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => setEditing(true)}
                aria-label={`Edit goal: ${goal.title}`}
                {...connection}
              >
                <PencilIcon size={16} />
              </ActionIcon>
            )}
          </NeedsConnection>
          <DeleteGoalButton
            title={goal.title}
            onDelete={() => remove.mutate({ id: goal.id })}
            pending={remove.isPending}
          />
        </Group>
      </Group>

      <Stack gap={6} mt="md">
        <Text fz="sm" fw={600}>
          Speeches for this goal
        </Text>
        {speeches.isPending ? (
          <Skeleton h={20} />
        ) : speeches.isError ? (
          <Text fz="sm" c="red">
            Its speeches could not be loaded.
          </Text>
        ) : speeches.data.speeches.length === 0 ? (
          <Text fz="sm" c="dimmed">
            None yet.
          </Text>
        ) : (
          <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
            {speeches.data.speeches.map((speech) => (
              <Text component="li" key={speech.id} fz="sm" truncate>
                {recentSpeechTitle(speech)}{' '}
                <Text component="span" c="dimmed" fz="xs">
                  · {relativeTime(speech.createdAt, now)}
                </Text>
              </Text>
            ))}
          </Stack>
        )}
        <Group gap="md" mt={4}>
          {!isDone && (
            <Button size="xs" variant="light" onClick={() => void navigate(`/?goal=${goal.id}`)}>
              Write a speech for this goal
            </Button>
          )}
          {speeches.data && speeches.data.speeches.length > 0 && (
            <Anchor component={Link} to={`/history?goal=${goal.id}`} fz="sm">
              See them in History
            </Anchor>
          )}
        </Group>
      </Stack>
      {editing && <EditGoalDialog goal={goal} onClose={() => setEditing(false)} />}
    </Card>
  );
}
