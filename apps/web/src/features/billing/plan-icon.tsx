import type { PlanIcon as PlanIconName } from '@rally/domain';
import { StrokeIcon } from '@rally/ui';
import type { IconProps } from '@rally/ui';
import type { ReactNode } from 'react';

const PATHS: Record<PlanIconName, ReactNode> = {
  zap: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  star: <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" />,
  crown: (
    <>
      <path d="m3 7 4.5 4L12 4l4.5 7L21 7l-2 11H5z" />
      <path d="M5 21h14" />
    </>
  ),
};

/** The plan card's icon, named in `@rally/domain` (zap, star, crown); decorative. */
export function PlanIcon({ icon, size = 22, ...props }: IconProps & { icon: PlanIconName }) {
  return (
    <StrokeIcon size={size} {...props}>
      {PATHS[icon]}
    </StrokeIcon>
  );
}
