import { describe, expect, it } from 'vitest';
import { learningStatus } from './learning.ts';

describe('learningStatus', () => {
  it.each([
    [0, 'Building Your Profile'],
    [59.99, 'Building Your Profile'],
    [60, 'Learning Your Preferences'],
    [79, 'Learning Your Preferences'],
    [79.99, 'Learning Your Preferences'],
    [80, 'Highly Personalised'],
    [100, 'Highly Personalised'],
  ])('%d%% → %s', (percent, status) => {
    expect(learningStatus(percent)).toBe(status);
  });
});
