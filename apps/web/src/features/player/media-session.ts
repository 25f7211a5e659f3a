import { PRODUCT_NAME, SKIP_SECONDS } from '@rally/domain';

/** What the lock screen, the notification shade and headphone buttons can ask the player to do. */
export interface MediaSessionControls {
  play(): void;
  pause(): void;
  stop(): void;
  /** Moves by `seconds`, back when negative. */
  skip(seconds: number): void;
  seekTo(seconds: number): void;
}

const APP_ICON = { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' } as const;

const ACTIONS = ['play', 'pause', 'stop', 'seekbackward', 'seekforward', 'seekto'] as const;

function session(): MediaSession | null {
  return typeof navigator !== 'undefined' && 'mediaSession' in navigator
    ? navigator.mediaSession
    : null;
}

/** Shows the speech on the lock screen and routes the system's media buttons to `controls`. */
export function showInMediaSession(
  speech: { title: string; album: string },
  controls: MediaSessionControls,
): void {
  const media = session();
  if (media === null) return;
  media.metadata = new MediaMetadata({
    title: speech.title,
    artist: PRODUCT_NAME,
    album: speech.album,
    artwork: [APP_ICON],
  });
  const handlers: Record<(typeof ACTIONS)[number], MediaSessionActionHandler> = {
    play: () => controls.play(),
    pause: () => controls.pause(),
    stop: () => controls.stop(),
    seekbackward: (details) => controls.skip(-(details.seekOffset ?? SKIP_SECONDS)),
    seekforward: (details) => controls.skip(details.seekOffset ?? SKIP_SECONDS),
    seekto: (details) => {
      if (details.seekTime !== undefined) controls.seekTo(details.seekTime);
    },
  };
  for (const action of ACTIONS) setHandler(media, action, handlers[action]);
}

export function setMediaPlaybackState(state: MediaSessionPlaybackState): void {
  const media = session();
  if (media !== null) media.playbackState = state;
}

/** Keeps the lock screen's progress bar in step; ignored until the duration is known. */
export function setMediaPosition(position: number, duration: number, playbackRate: number): void {
  const media = session();
  if (media === null || !Number.isFinite(duration) || duration <= 0) return;
  media.setPositionState({
    duration,
    playbackRate,
    position: Math.min(duration, Math.max(0, position)),
  });
}

export function clearMediaSession(): void {
  const media = session();
  if (media === null) return;
  media.metadata = null;
  media.playbackState = 'none';
  for (const action of ACTIONS) setHandler(media, action, null);
}

/** Browsers throw for actions they do not support; those buttons simply do not appear. */
function setHandler(
  media: MediaSession,
  action: MediaSessionAction,
  handler: MediaSessionActionHandler | null,
): void {
  try {
    media.setActionHandler(action, handler);
  } catch {
    // Not supported here.
  }
}
