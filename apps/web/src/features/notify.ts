import { notifications } from '@mantine/notifications';
import type { UserMessage } from '@rally/domain';

export type ToastTone = 'success' | 'error' | 'info';

const TONE_COLOR: Record<ToastTone, string> = { success: 'teal', error: 'red', info: 'violet' };

/**
 * Shows one of the spec's messages (`MESSAGES` in `@rally/domain`) as a toast. Only one is visible
 * at a time, and the newest replaces the one showing instead of waiting in a queue behind it.
 */
export function notify(toast: UserMessage, tone: ToastTone = 'info'): void {
  notifications.clean();
  notifications.show({
    title: toast.title,
    message: toast.message,
    color: TONE_COLOR[tone],
    // At the top: at the bottom a toast covered the player's controls, which sit low on a phone.
    position: 'top-right',
    // Mantine's close button is an icon with no name of its own.
    closeButtonProps: { 'aria-label': 'Close notification' },
  });
}

/**
 * Starts loading the toasts' container (its chunk, after-takeover, app-providers.tsx) ahead of a
 * toast that may have to say the connection dropped: asked for only then, on a first visit before
 * the service worker has stored it, it could not come, and the toast waited until the device was
 * back online. A failed load is asked for again by the container's own loader.
 */
export function preloadToasts(): void {
  void import('@mantine/notifications').catch(() => undefined);
}
