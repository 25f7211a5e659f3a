import { Box, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import type { ReactElement } from 'react';
import { useOnline } from './use-online.ts';

/** Why a control that needs the server is disabled. */
export const OFFLINE_REASON = 'You are offline';

/** Spread on the control: disabled offline, and described by the reason. */
export interface ConnectionProps {
  disabled: boolean;
  'aria-describedby'?: string;
}

export interface NeedsConnectionProps {
  children: (connection: ConnectionProps) => ReactElement;
  /** The control fills its row (the wrapper must too). */
  fullWidth?: boolean;
  /** Whether this use of the control needs the server at all (a stored recording plays offline). */
  when?: boolean;
}

/**
 * A control whose action needs the server. Offline it is disabled; the browser's own tooltip (a
 * title) says why to a pointer (a disabled button has no pointer events of its own, so a wrapper
 * carries it), and the same words describe it to a screen reader. Online it is rendered as it is,
 * with no wrapper. Not Mantine's Tooltip: it would bring Floating UI into every page's first load.
 */
export function NeedsConnection({
  children,
  fullWidth = false,
  when = true,
}: NeedsConnectionProps) {
  const online = useOnline();
  const reasonId = useId();
  if (online || !when) return children({ disabled: false });
  return (
    <Box component="span" display={fullWidth ? 'block' : 'inline-block'} title={OFFLINE_REASON}>
      {children({ disabled: true, 'aria-describedby': reasonId })}
      <VisuallyHidden component="span" id={reasonId}>
        {OFFLINE_REASON}
      </VisuallyHidden>
    </Box>
  );
}
