import type { BackButtonListener, BackButtonListenerEvent } from '@capacitor/app';
import { Style } from '@capacitor/status-bar';
import { BRAND_COLOR, SPLASH_HIDE_MS } from '@rally/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initNativeShell } from './shell.ts';

function pluginDoubles() {
  let backButton: BackButtonListener | undefined;
  const plugins = {
    app: {
      addListener: vi.fn((_event: 'backButton', listener: BackButtonListener) => {
        backButton = listener;
        return Promise.resolve({ remove: () => Promise.resolve() });
      }),
      exitApp: vi.fn(() => Promise.resolve()),
    },
    splashScreen: { hide: vi.fn(() => Promise.resolve()) },
    statusBar: {
      setStyle: vi.fn(() => Promise.resolve()),
      setBackgroundColor: vi.fn(() => Promise.resolve()),
    },
    history: { back: vi.fn() },
  };
  const pressBack = (event: BackButtonListenerEvent) => {
    if (!backButton) throw new Error('No back button listener was added');
    backButton(event);
  };
  return { plugins, pressBack };
}

describe('initNativeShell', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('hides the splash screen SPLASH_HIDE_MS after start, not before', () => {
    const { plugins } = pluginDoubles();
    initNativeShell(plugins);
    vi.advanceTimersByTime(SPLASH_HIDE_MS - 1);
    expect(plugins.splashScreen.hide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(plugins.splashScreen.hide).toHaveBeenCalledTimes(1);
  });

  it('styles the status bar light on the brand colour', () => {
    const { plugins } = pluginDoubles();
    initNativeShell(plugins);
    expect(plugins.statusBar.setStyle).toHaveBeenCalledWith({ style: Style.Light });
    expect(plugins.statusBar.setBackgroundColor).toHaveBeenCalledWith({ color: BRAND_COLOR });
  });

  it('goes back in history when it can, and leaves the app when it cannot', () => {
    const { plugins, pressBack } = pluginDoubles();
    initNativeShell(plugins);
    expect(plugins.app.addListener).toHaveBeenCalledWith('backButton', expect.any(Function));

    pressBack({ canGoBack: true });
    expect(plugins.history.back).toHaveBeenCalledTimes(1);
    expect(plugins.app.exitApp).not.toHaveBeenCalled();

    pressBack({ canGoBack: false });
    expect(plugins.history.back).toHaveBeenCalledTimes(1);
    expect(plugins.app.exitApp).toHaveBeenCalledTimes(1);
  });

  it('writes plugin failures to the console and carries on', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { plugins } = pluginDoubles();
    plugins.statusBar.setStyle.mockImplementation(() => Promise.reject(new Error('no status bar')));
    plugins.statusBar.setBackgroundColor.mockImplementation(() => {
      throw new Error('not implemented on this platform');
    });
    initNativeShell(plugins);
    await vi.advanceTimersByTimeAsync(SPLASH_HIDE_MS);
    expect(plugins.splashScreen.hide).toHaveBeenCalled();
    expect(plugins.app.addListener).toHaveBeenCalled();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      'Native shell: colouring the status bar failed',
      'Native shell: styling the status bar failed',
    ]);
  });
});
