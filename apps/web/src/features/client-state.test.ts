import { describe, expect, it } from 'vitest';
import { cookieNames } from './client-state.ts';

describe('cookieNames', () => {
  it.each([
    ['', []],
    ['a=1', ['a']],
    ['a=1; b=2', ['a', 'b']],
    ['theme=dark;   consent=yes=really', ['theme', 'consent']],
    ['flag; x=', ['flag', 'x']],
    [' ; a=1;', ['a']],
  ])('%j → %j', (header, names) => {
    expect(cookieNames(header)).toEqual(names);
  });
});
