import { MantineProvider } from '@mantine/core';
import { ThemeStyles, rallyTheme, themeStylesOf } from '@rally/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

/*
 * MantineProvider's <style> elements for Rally's theme, worked out once (app-providers.tsx), are
 * the ones MantineProvider writes itself.
 */

describe('ThemeStyles', () => {
  it("writes MantineProvider's own styles for the theme", () => {
    const mantine = renderToStaticMarkup(<MantineProvider theme={rallyTheme}>a</MantineProvider>);
    const ours = renderToStaticMarkup(
      <MantineProvider theme={rallyTheme} withCssVariables={false} withGlobalClasses={false}>
        <ThemeStyles styles={themeStylesOf(rallyTheme)} />a
      </MantineProvider>,
    );
    expect(ours).toBe(mantine);
  });
});
