import type { ActionPerformed, ScheduleOptions } from '@capacitor/local-notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REMINDER_IDS,
  createDailyReminders,
  type LocalNotificationsLike,
  type ReminderSettings,
} from './daily-reminders.ts';
import { withNativeReminders } from './native-reminders.ts';

type Display = Awaited<ReturnType<LocalNotificationsLike['checkPermissions']>>['display'];

/** A fake plugin: permission as given (a prompt answers `answer`), and what was scheduled. */
function fakePlugin(display: Display, answer: Display = 'granted') {
  let permission = display;
  let tap: ((action: ActionPerformed) => void) | undefined;
  const plugin = {
    checkPermissions: vi.fn(() => Promise.resolve({ display: permission })),
    requestPermissions: vi.fn(() => {
      permission = answer;
      return Promise.resolve({ display: permission });
    }),
    schedule: vi.fn((_options: ScheduleOptions) => Promise.resolve({ notifications: [] })),
    cancel: vi.fn((_options: { notifications: Array<{ id: number }> }) => Promise.resolve()),
    addListener: vi.fn(
      (_event: 'localNotificationActionPerformed', listener: (a: ActionPerformed) => void) => {
        tap = listener;
        return Promise.resolve({ remove: () => Promise.resolve() });
      },
    ),
  } satisfies LocalNotificationsLike;
  const tapOn = (id: number, extra: unknown) => {
    if (!tap) throw new Error('No tap listener was added');
    tap({ actionId: 'tap', notification: { id, title: '', body: '', extra } });
  };
  return { plugin, tapOn };
}

// Wednesday 14 January 2026, noon UTC.
const NOW = new Date('2026-01-14T12:00:00Z');
const SETTINGS: ReminderSettings = {
  enabled: true,
  time: '07:30',
  timeZone: 'Asia/Tokyo',
  days: [1, 3],
};

function reminders(plugin: LocalNotificationsLike, deviceTimeZone = 'Europe/London') {
  return createDailyReminders({ plugin, deviceTimeZone: () => deviceTimeZone, now: () => NOW });
}

const ALL_CANCELLED = { notifications: REMINDER_IDS.map((id) => ({ id })) };

describe('daily reminders on the device', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('at launch with permission: cancels Rally’s reminders, then one weekly per day, in the device’s zone', async () => {
    const { plugin } = fakePlugin('granted');
    await reminders(plugin).launched(() => Promise.resolve(SETTINGS));
    expect(plugin.requestPermissions).not.toHaveBeenCalled();
    expect(plugin.cancel).toHaveBeenCalledWith(ALL_CANCELLED);
    expect(plugin.cancel.mock.invocationCallOrder[0]).toBeLessThan(
      plugin.schedule.mock.invocationCallOrder[0] ?? 0,
    );
    // 07:30 in Tokyo on Monday and Wednesday is 22:30 in London on Sunday and Tuesday;
    // Capacitor counts Sunday as 1.
    expect(plugin.schedule).toHaveBeenCalledWith({
      notifications: [
        expect.objectContaining({
          id: 2300,
          title: 'Your daily rally is ready',
          body: 'Tap to play today’s talk.',
          extra: { url: '/' },
          schedule: { on: { weekday: 1, hour: 22, minute: 30 }, allowWhileIdle: true },
          isExactNotification: false,
        }),
        expect.objectContaining({
          id: 2302,
          schedule: { on: { weekday: 3, hour: 22, minute: 30 }, allowWhileIdle: true },
        }),
      ],
    });
  });

  it.each<Display>(['prompt', 'prompt-with-rationale', 'denied'])(
    'at launch without permission (%s): asks nothing, schedules nothing, never loads the settings',
    async (display) => {
      const { plugin } = fakePlugin(display);
      const load = vi.fn(() => Promise.resolve(SETTINGS));
      await reminders(plugin).launched(load);
      expect(plugin.requestPermissions).not.toHaveBeenCalled();
      expect(plugin.schedule).not.toHaveBeenCalled();
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('at launch with the daily rally off: only cancels', async () => {
    const { plugin } = fakePlugin('granted');
    await reminders(plugin).launched(() => Promise.resolve({ ...SETTINGS, enabled: false }));
    expect(plugin.cancel).toHaveBeenCalledWith(ALL_CANCELLED);
    expect(plugin.schedule).not.toHaveBeenCalled();
  });

  it('on a save that turns it on: asks for permission (the tap), then schedules', async () => {
    const { plugin } = fakePlugin('prompt', 'granted');
    await reminders(plugin, 'Asia/Tokyo').saved({ ...SETTINGS, days: [0] });
    expect(plugin.requestPermissions).toHaveBeenCalledTimes(1);
    expect(plugin.schedule).toHaveBeenCalledWith({
      notifications: [
        expect.objectContaining({
          id: 2300,
          schedule: { on: { weekday: 1, hour: 7, minute: 30 }, allowWhileIdle: true },
        }),
      ],
    });
  });

  it('on a save refused permission: cancels, schedules nothing', async () => {
    const { plugin } = fakePlugin('prompt', 'denied');
    await reminders(plugin).saved(SETTINGS);
    expect(plugin.cancel).toHaveBeenCalledWith(ALL_CANCELLED);
    expect(plugin.schedule).not.toHaveBeenCalled();
  });

  it('on a save with notifications blocked: does not ask again', async () => {
    const { plugin } = fakePlugin('denied');
    await reminders(plugin).saved(SETTINGS);
    expect(plugin.requestPermissions).not.toHaveBeenCalled();
    expect(plugin.schedule).not.toHaveBeenCalled();
  });

  it('on a save that turns it off: cancels without asking', async () => {
    const { plugin } = fakePlugin('prompt');
    await reminders(plugin).saved({ ...SETTINGS, enabled: false });
    expect(plugin.requestPermissions).not.toHaveBeenCalled();
    expect(plugin.cancel).toHaveBeenCalledWith(ALL_CANCELLED);
    expect(plugin.schedule).not.toHaveBeenCalled();
  });

  it('at sign-out: cancels Rally’s reminders', async () => {
    const { plugin } = fakePlugin('granted');
    await reminders(plugin).signedOut();
    expect(plugin.cancel).toHaveBeenCalledWith(ALL_CANCELLED);
  });

  it('a tapped reminder opens its page; other notifications and other URLs open nothing', async () => {
    const { plugin, tapOn } = fakePlugin('granted');
    const navigate = vi.fn();
    const device = reminders(plugin);
    await device.listen(navigate);
    await device.listen(navigate);
    expect(plugin.addListener).toHaveBeenCalledTimes(1);
    tapOn(2303, { url: '/' });
    expect(navigate).toHaveBeenCalledWith('/');
    tapOn(99, { url: '/history' });
    tapOn(2301, { url: 'https://example.com/' });
    tapOn(2301, { url: '//example.com/' });
    tapOn(2301, undefined);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('in a browser does nothing, and loads no plugin', async () => {
    const step = vi.fn(() => Promise.resolve());
    await withNativeReminders('a step', step);
    expect(step).not.toHaveBeenCalled();
  });

  it('a failing step is written to the console, not thrown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { plugin } = fakePlugin('granted');
    plugin.cancel.mockRejectedValueOnce(new Error('bridge down'));
    const device = reminders(plugin);
    await expect(
      withNativeReminders(
        'cancelling',
        (r) => r.signedOut(),
        () => Promise.resolve(device),
      ),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('Daily reminders: cancelling failed', expect.any(Error));
  });
});
