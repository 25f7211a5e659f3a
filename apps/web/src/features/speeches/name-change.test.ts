import { describe, expect, it } from 'vitest';
import { nameChange } from './name-change.ts';

describe('nameChange', () => {
  it.each([
    ['the same name', 'Interview pep talk', 'Interview pep talk'],
    ['the same name with spaces around it', 'Interview pep talk', '  Interview pep talk '],
    ['an empty draft for a speech with no name', null, ''],
    ['a blank draft for a speech with no name', null, '   '],
  ])('sends nothing for %s', (_case, current, draft) => {
    expect(nameChange(current, draft)).toBeNull();
  });

  it('sends the trimmed new name', () => {
    expect(nameChange('Old', '  New name ')).toEqual({ name: 'New name' });
    expect(nameChange(null, 'First name')).toEqual({ name: 'First name' });
  });

  it('sends no name (null) when a named speech is cleared', () => {
    expect(nameChange('Old', '   ')).toEqual({ name: null });
  });
});
