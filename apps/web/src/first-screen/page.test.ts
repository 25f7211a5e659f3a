import { describe, expect, it } from 'vitest';
import { jsonForScript } from './page.ts';

describe('jsonForScript', () => {
  it('keeps text from ending the script element, and reads back the same', () => {
    const value = { firstName: '</script><script>alert(1)</script>', note: '<!-- x' };
    const json = jsonForScript(JSON.stringify(value));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });
});
