import { Checkbox } from '@mantine/core';
import type { MantineSpacing } from '@mantine/core';
import { NeedsConnection } from '../../offline/needs-connection.tsx';

export interface GoalDoneCheckboxProps {
  title: string;
  done: boolean;
  onDoneChange: (done: boolean) => void;
  /** A delete of this goal is on its way: the box waits. */
  pending?: boolean;
  mt?: MantineSpacing;
}

/** A goal's 'done' box, on the dashboard's Quick Goals and on /goals; offline it says why it waits. */
export function GoalDoneCheckbox({
  title,
  done,
  onDoneChange,
  pending,
  mt,
}: GoalDoneCheckboxProps) {
  return (
    <NeedsConnection>
      {(connection) => (
        <Checkbox
          mt={mt}
          checked={done}
          onChange={(event) => onDoneChange(event.currentTarget.checked)}
          aria-label={`Done: ${title}`}
          {...connection}
          disabled={connection.disabled || pending === true}
        />
      )}
    </NeedsConnection>
  );
}
