import { ActionIcon } from '@mantine/core';
import { NeedsConnection } from '../../offline/needs-connection.tsx';
import { TrashIcon } from '../speeches/icons.tsx';

export interface DeleteGoalButtonProps {
  title: string;
  onDelete: () => void;
  /** A delete is on its way: the button waits. */
  pending: boolean;
}

/** A goal's delete button, on the dashboard's Quick Goals and on /goals; offline it says why it waits. */
export function DeleteGoalButton({ title, onDelete, pending }: DeleteGoalButtonProps) {
  return (
    <NeedsConnection>
      {(connection) => (
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onDelete}
          aria-label={`Delete goal: ${title}`}
          {...connection}
          disabled={connection.disabled || pending}
        >
          <TrashIcon size={16} />
        </ActionIcon>
      )}
    </NeedsConnection>
  );
}
