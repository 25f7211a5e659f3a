/** Something on the page that plays audio, told to stop when another starts. */
export interface AudioOwner {
  stop(): void;
}

let current: AudioOwner | null = null;

/** Only one audio plays at a time across the page: taking the focus stops whoever had it. */
export function takeAudioFocus(owner: AudioOwner): void {
  const previous = current;
  current = owner;
  if (previous !== null && previous !== owner) previous.stop();
}

export function hasAudioFocus(owner: AudioOwner): boolean {
  return current === owner;
}

/** Gives the focus up, if `owner` has it. */
export function releaseAudioFocus(owner: AudioOwner): void {
  if (current === owner) current = null;
}
