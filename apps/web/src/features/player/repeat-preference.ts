/**
 * Whether the listener last left repeat on, remembered on this device (local storage; no account
 * setting: docs/decisions/repeat-and-sleep-timer.md). Storage that is full or refused only costs
 * the memory of the choice.
 */
const REPEAT_KEY = 'rally.player.repeat';

export function rememberedRepeat(): boolean {
  try {
    return localStorage.getItem(REPEAT_KEY) === 'on';
  } catch {
    return false;
  }
}

export function rememberRepeat(repeat: boolean): void {
  try {
    if (repeat) localStorage.setItem(REPEAT_KEY, 'on');
    else localStorage.removeItem(REPEAT_KEY);
  } catch {
    // Not remembered; the player still repeats for now.
  }
}
