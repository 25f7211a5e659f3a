import { StrokeIcon } from '@rally/ui';
import type { IconProps } from '@rally/ui';

/** Report: a flag on its pole. */
export function FlagIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 22V4M4 4h13l-2 4 2 4H4" />
    </StrokeIcon>
  );
}
