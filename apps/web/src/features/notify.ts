import { notifications } from '@mantine/notifications';
import type { UserMessage } from '@rally/domain';

export type ToastTone = 'success' | 'error' | 'info';

const TONE_COLOR: Record<ToastTone, string> = { success: 'teal', error: 'red', info: 'violet' };

/** Shows one of the spec's messages (`MESSAGES` in `@rally/domain`) as a toast. */
export function notify(toast: UserMessage, tone: ToastTone = 'info'): void {
  notifications.show({ title: toast.title, message: toast.message, color: TONE_COLOR[tone] });
}
