import { Capacitor } from '@capacitor/core';
import type { DailyReminders } from './daily-reminders.ts';

// Kept apart from daily-reminders.ts: the reminders' rules (and the domain's schemas beside them)
// and the plugin load only in the native app, so a browser's first load does not carry them.
let loaded: Promise<DailyReminders | null> | null = null;

/** The reminders in the native app, the plugin loaded on first use; null in a browser. */
export function nativeDailyReminders(): Promise<DailyReminders | null> {
  if (!Capacitor.isNativePlatform()) return Promise.resolve(null);
  loaded ??= Promise.all([
    import('@capacitor/local-notifications'),
    import('./daily-reminders.ts'),
  ]).then(([{ LocalNotifications }, { createDailyReminders }]) =>
    createDailyReminders({
      plugin: LocalNotifications,
      deviceTimeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
      now: () => new Date(),
    }),
  );
  return loaded;
}

/**
 * One step of the reminders, in the native app only (a browser has the server's Web Push): a
 * failure is written to the console, never shown, and never stops what called it.
 */
export async function withNativeReminders(
  what: string,
  step: (reminders: DailyReminders) => Promise<void>,
  load: () => Promise<DailyReminders | null> = nativeDailyReminders,
): Promise<void> {
  try {
    const reminders = await load();
    if (reminders) await step(reminders);
  } catch (error) {
    loaded = null;
    console.error(`Daily reminders: ${what} failed`, error);
  }
}
