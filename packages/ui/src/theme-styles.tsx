import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  px,
} from '@mantine/core';
import type { ConvertCSSVariablesInput, MantineThemeOverride } from '@mantine/core';

/*
 * The two <style> elements MantineProvider writes first (its CSS variables for the theme, and the
 * classes that hide an element below or above a breakpoint), worked out once for a theme instead
 * of on every render: for Rally's theme they are about 6 kB of text that MantineProvider builds
 * again for every page the server renders. Give MantineProvider `withCssVariables={false}` and
 * `withGlobalClasses={false}` and put <ThemeStyles> first inside it;
 * apps/web/src/theme-styles.test.tsx checks the markup against MantineProvider's own.
 */

/** Mantine's variables for its default theme, which MantineProvider leaves out (they are in its CSS). */
const DEFAULT_VARIABLES = defaultCssVariablesResolver(DEFAULT_THEME);

/** The variables of `input` whose values differ from Mantine's defaults (its deduplication). */
function withoutDefaults(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const differing = (own: Record<string, string>, defaults: Record<string, string>) =>
    Object.fromEntries(Object.entries(own).filter(([key, value]) => defaults[key] !== value));
  return {
    variables: differing(input.variables, DEFAULT_VARIABLES.variables),
    light: differing(input.light, DEFAULT_VARIABLES.light),
    dark: differing(input.dark, DEFAULT_VARIABLES.dark),
  };
}

/** The text of MantineProvider's two <style> elements for `override`, as it writes them. */
export function themeStylesOf(override: MantineThemeOverride): {
  variables: string;
  classes: string;
} {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const variables = convertCssVariables(withoutDefaults(defaultCssVariablesResolver(theme)));
  let classes = '';
  for (const [breakpoint, width] of Object.entries(theme.breakpoints)) {
    const pxWidth = px(width) as number;
    const inPx = width.includes('px');
    classes += `@media (max-width: ${inPx ? `${pxWidth - 0.1}px` : em(pxWidth - 0.1)}) {.mantine-visible-from-${breakpoint} {display: none !important;}}@media (min-width: ${inPx ? `${pxWidth}px` : em(pxWidth)}) {.mantine-hidden-from-${breakpoint} {display: none !important;}}`;
  }
  return { variables, classes };
}

/** MantineProvider's first two <style> elements, from `themeStylesOf` (worked out once). */
export function ThemeStyles({ styles }: { styles: { variables: string; classes: string } }) {
  return (
    <>
      <style data-mantine-styles dangerouslySetInnerHTML={{ __html: styles.variables }} />
      <style data-mantine-styles="classes" dangerouslySetInnerHTML={{ __html: styles.classes }} />
    </>
  );
}
