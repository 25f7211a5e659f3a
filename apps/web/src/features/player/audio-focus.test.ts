import { describe, expect, it, vi } from 'vitest';
import { hasAudioFocus, releaseAudioFocus, takeAudioFocus } from './audio-focus.ts';

describe('audio focus', () => {
  it('stops the audio that had the focus when another takes it', () => {
    const first = { stop: vi.fn() };
    const second = { stop: vi.fn() };
    takeAudioFocus(first);
    takeAudioFocus(first);
    expect(first.stop).not.toHaveBeenCalled();
    takeAudioFocus(second);
    expect(first.stop).toHaveBeenCalledOnce();
    expect(hasAudioFocus(second)).toBe(true);
    expect(hasAudioFocus(first)).toBe(false);
  });

  it('is only given up by the one that has it', () => {
    const owner = { stop: vi.fn() };
    const other = { stop: vi.fn() };
    takeAudioFocus(owner);
    releaseAudioFocus(other);
    expect(hasAudioFocus(owner)).toBe(true);
    releaseAudioFocus(owner);
    expect(hasAudioFocus(owner)).toBe(false);
    takeAudioFocus(other);
    expect(owner.stop).not.toHaveBeenCalled();
  });
});
