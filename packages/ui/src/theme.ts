import { createTheme } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';
import { BRAND_COLOR } from '@rally/domain';

/** Rally's violet, lightest to darkest; shade 5 is the brand colour. */
export const rallyViolet: MantineColorsTuple = [
  '#f5f3ff',
  '#ede9fe',
  '#ddd6fe',
  '#c4b5fd',
  '#a78bfa',
  BRAND_COLOR,
  '#7c3aed',
  '#6d28d9',
  '#5b21b6',
  '#4c1d95',
];

export const BRAND_SHADE = 5;

// System fonts only: nothing to download, and rounded faces where the platform has them.
const friendlyFontStack =
  "ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const rallyTheme = createTheme({
  colors: { violet: rallyViolet },
  primaryColor: 'violet',
  primaryShade: BRAND_SHADE,
  fontFamily: friendlyFontStack,
  headings: { fontFamily: friendlyFontStack, fontWeight: '800' },
  defaultRadius: 'md',
  defaultGradient: { from: 'violet.5', to: 'grape.6', deg: 135 },
  components: {
    Card: { defaultProps: { radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
