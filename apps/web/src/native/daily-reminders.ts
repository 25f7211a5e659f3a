import type { PluginListenerHandle } from '@capacitor/core';
import type {
  ActionPerformed,
  LocalNotificationSchema,
  PermissionStatus,
  ScheduleOptions,
  ScheduleResult,
} from '@capacitor/local-notifications';
import { deviceWeeklySlots, notificationText } from '@rally/domain';

/** The settings the reminders follow: GET /api/daily-rally's. */
export interface ReminderSettings {
  enabled: boolean;
  time: string;
  timeZone: string;
  days: readonly number[];
}

/** The part of @capacitor/local-notifications the reminders use, passed in so tests can fake it. */
export interface LocalNotificationsLike {
  checkPermissions(): Promise<PermissionStatus>;
  requestPermissions(): Promise<PermissionStatus>;
  schedule(options: ScheduleOptions): Promise<ScheduleResult>;
  cancel(options: { notifications: Array<{ id: number }> }): Promise<void>;
  addListener(
    eventName: 'localNotificationActionPerformed',
    listener: (action: ActionPerformed) => void,
  ): Promise<PluginListenerHandle>;
}

/** Rally's reminders use these ids only, one per weekday: a cancel never touches another's. */
export const REMINDER_ID_BASE = 2300;
export const REMINDER_IDS = [0, 1, 2, 3, 4, 5, 6].map((day) => REMINDER_ID_BASE + day);
/** Where a tapped reminder opens: the dashboard, with the day's talk. */
export const REMINDER_URL = '/';

export interface DailyReminders {
  /** At launch, signed in: reschedules from the settings, only if notifications are allowed. */
  launched(load: () => Promise<ReminderSettings>): Promise<void>;
  /** The settings were saved by a tap: asks for permission if they are on, then reschedules. */
  saved(settings: ReminderSettings): Promise<void>;
  /** Signed out: the device stops reminding. */
  signedOut(): Promise<void>;
  /** A tapped reminder opens its page (an app path only) with `navigate`. */
  listen(navigate: (url: string) => void): Promise<void>;
}

export interface DailyRemindersDeps {
  plugin: LocalNotificationsLike;
  deviceTimeZone: () => string;
  now: () => Date;
}

function isAppPath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}

/**
 * The daily rally's reminders on the device: one weekly notification per chosen day at the chosen
 * time, converted from the settings' zone to the device's (which is the zone the plugin reads).
 * The server's push stays the one that says the talk is written; this one only reminds.
 */
export function createDailyReminders({
  plugin,
  deviceTimeZone,
  now,
}: DailyRemindersDeps): DailyReminders {
  const text = notificationText('daily_rally_ready');
  let listening = false;

  async function cancelAll(): Promise<void> {
    await plugin.cancel({ notifications: REMINDER_IDS.map((id) => ({ id })) });
  }

  async function reschedule(settings: ReminderSettings): Promise<void> {
    await cancelAll();
    if (!settings.enabled) return;
    const slots = deviceWeeklySlots(settings, deviceTimeZone(), now());
    if (slots.length === 0) return;
    const notifications: LocalNotificationSchema[] = slots.map((slot) => ({
      id: REMINDER_ID_BASE + slot.weekday,
      title: text.title,
      body: text.body,
      extra: { url: REMINDER_URL },
      // Capacitor counts weekdays from 1 (Sunday); the settings from 0.
      schedule: {
        on: { weekday: slot.weekday + 1, hour: slot.hour, minute: slot.minute },
        allowWhileIdle: true,
      },
      // Not exact: asking for exact alarms would open a system settings screen unasked.
      isExactNotification: false,
    }));
    await plugin.schedule({ notifications });
  }

  return {
    async launched(load) {
      // Never a prompt on load: without permission there is nothing to do until a tap.
      if ((await plugin.checkPermissions()).display !== 'granted') return;
      await reschedule(await load());
    },
    async saved(settings) {
      if (settings.enabled) {
        let { display } = await plugin.checkPermissions();
        if (display === 'prompt' || display === 'prompt-with-rationale') {
          display = (await plugin.requestPermissions()).display;
        }
        if (display !== 'granted') {
          await cancelAll();
          return;
        }
      }
      await reschedule(settings);
    },
    signedOut: cancelAll,
    async listen(navigate) {
      if (listening) return;
      listening = true;
      await plugin.addListener('localNotificationActionPerformed', ({ notification }) => {
        const url: unknown = (notification.extra as { url?: unknown } | undefined)?.url;
        if (REMINDER_IDS.includes(notification.id) && isAppPath(url)) navigate(url);
      });
    },
  };
}
