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

/**
 * Filled buttons, badges and links use one shade darker than the brand colour: white text on
 * #8B5CF6 has a contrast of 4.2:1, under the 4.5:1 WCAG AA asks for; on shade 6 it has 5.7:1.
 */
const PRIMARY_SHADE = 6;

/**
 * Mantine's greys with shade 6 darkened from #868e96: it is the colour of 'dimmed' text, which at
 * 3.3:1 on white fails WCAG AA; #646b73 keeps 4.5:1 even on the pale violet backgrounds.
 */
const readableGray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#646b73',
  '#495057',
  '#343a40',
  '#212529',
];

// System fonts only: nothing to download, and rounded faces where the platform has them.
const friendlyFontStack =
  "ui-rounded, 'SF Pro Rounded', system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/**
 * Mantine's teals with shade 9 darkened from #087f5b: it is the text of light teal badges, which
 * on their teal.1 background reaches 4.3:1; #067a57 reaches 4.6:1.
 */
const readableTeal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#0ca678',
  '#099268',
  '#067a57',
];

/**
 * Mantine's reds with shades 6 to 9 darkened: shade 6 is the colour of field errors and red
 * buttons, which at 3.3:1 (#fa5252 on white) fail WCAG AA; #d63030 has 4.9:1.
 */
const readableRed: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#d63030',
  '#c92a2a',
  '#b02525',
  '#9a2020',
];

export const rallyTheme = createTheme({
  colors: { violet: rallyViolet, gray: readableGray, teal: readableTeal, red: readableRed },
  primaryColor: 'violet',
  primaryShade: PRIMARY_SHADE,
  fontFamily: friendlyFontStack,
  headings: { fontFamily: friendlyFontStack, fontWeight: '800' },
  defaultRadius: 'md',
  // Darker than the brand pair (violet.5 → grape.6), so white text keeps 4.5:1 along the gradient.
  defaultGradient: { from: 'violet.6', to: 'grape.7', deg: 135 },
  components: {
    // A field in error turns its border and typed text red, but not its placeholder: an example
    // shown in red reads as if the example itself were wrong.
    Input: {
      styles: { wrapper: { '--input-placeholder-color': 'var(--mantine-color-placeholder)' } },
    },
    Card: { defaultProps: { radius: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    // Every dialog's × is named for screen readers, whichever dialog forgets to say so.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
