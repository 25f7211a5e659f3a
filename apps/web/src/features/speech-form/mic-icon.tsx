import type { IconProps } from '@rally/ui';
import { StrokeIcon } from '@rally/ui';

export function MicIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10a7 7 0 0 0 14 0M12 17v4M8 21h8" />
    </StrokeIcon>
  );
}
