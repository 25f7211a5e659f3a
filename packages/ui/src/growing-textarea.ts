import type { TextareaProps } from '@mantine/core';

/**
 * A text area that grows with its text from `minRows` up to `maxRows` lines, then scrolls. CSS
 * (`field-sizing: content`) does the growing: Mantine's `autosize` measures the page in a layout
 * effect on every render, ~15 ms each on a mid-range phone, twice while the dashboard starts.
 * Browsers without field-sizing (Firefox today) show `minRows` lines, which the user can drag
 * taller.
 */
export function growingTextarea(
  minRows: number,
  maxRows?: number,
): Pick<TextareaProps, 'rows' | 'styles' | 'resize'> {
  // Mantine's inputs put their vertical padding in --input-padding-y.
  const height = (rows: number) => `calc(${rows}lh + 2 * var(--input-padding-y, 0px) + 2px)`;
  return {
    rows: minRows,
    resize: 'vertical',
    styles: {
      input: {
        fieldSizing: 'content',
        minHeight: height(minRows),
        maxHeight: maxRows === undefined ? undefined : height(maxRows),
      },
    },
  };
}
