import type { IconProps } from '@rally/ui';
import { StrokeIcon } from '@rally/ui';

export function PlayIcon(props: IconProps) {
  return (
    <StrokeIcon filled {...props}>
      <path d="M7 4.5v15l12.5-7.5z" />
    </StrokeIcon>
  );
}

export function PauseIcon(props: IconProps) {
  return (
    <StrokeIcon filled {...props}>
      <rect x="6" y="4.5" width="4" height="15" rx="1" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" />
    </StrokeIcon>
  );
}

export function StopIcon(props: IconProps) {
  return (
    <StrokeIcon filled {...props}>
      <rect x="5.5" y="5.5" width="13" height="13" rx="1.5" />
    </StrokeIcon>
  );
}

/** An arrow turning back, for 'back 10 seconds'. */
export function SkipBackIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </StrokeIcon>
  );
}

export function SkipForwardIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </StrokeIcon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 4v11" />
      <path d="M7 10.5l5 5 5-5" />
      <path d="M5 20h14" />
    </StrokeIcon>
  );
}
