import { StrokeIcon } from '@rally/ui';
import type { IconProps } from '@rally/ui';

/** The favourite mark, filled when the speech is a favourite. */
export function HeartIcon({ filled, ...props }: IconProps & { filled?: boolean }) {
  return (
    <StrokeIcon filled={filled} {...props}>
      <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z" />
    </StrokeIcon>
  );
}

export function PencilIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
    </StrokeIcon>
  );
}

/** Delete: of a speech (History) or a goal. */
export function TrashIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </StrokeIcon>
  );
}
