/** What this browser allows for Web Push, checked before anything is asked of the user. */
export type PushSupport = 'supported' | 'ios-not-installed' | 'unsupported';

/** The parts of the browser the check reads, so a test can pass its own. */
export interface PushEnvironment {
  userAgent: string;
  maxTouchPoints: number;
  /** The page runs as an installed app (Home Screen, standalone display). */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

/** iPhone, iPad, or an iPad asking for the desktop site (it says Macintosh, but has touch). */
function isAppleMobile(env: PushEnvironment): boolean {
  return (
    /iPhone|iPad|iPod/.test(env.userAgent) ||
    (/Macintosh/.test(env.userAgent) && env.maxTouchPoints > 1)
  );
}

/** Safari on iOS offers push only to a site added to the Home Screen, and lacks PushManager before. */
export function pushSupport(env: PushEnvironment): PushSupport {
  if (isAppleMobile(env) && !env.standalone) return 'ios-not-installed';
  return env.hasServiceWorker && env.hasPushManager && env.hasNotification
    ? 'supported'
    : 'unsupported';
}

export function browserPushEnvironment(): PushEnvironment {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone:
      window.matchMedia('(display-mode: standalone)').matches ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}

/** A VAPID key as PushManager.subscribe takes it everywhere (Safari wants bytes, not text). */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
