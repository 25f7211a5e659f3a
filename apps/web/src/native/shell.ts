import type { BackButtonListener } from '@capacitor/app';
import type { PluginListenerHandle } from '@capacitor/core';
import type { SplashScreenPlugin } from '@capacitor/splash-screen';
import { Style, type StatusBarPlugin } from '@capacitor/status-bar';
import { SPLASH_HIDE_MS, STATUS_BAR } from '@rally/domain';

/** The Capacitor plugins the shell drives, passed in so tests can hand it doubles. */
export interface NativeShellPlugins {
  app: {
    addListener(event: 'backButton', listener: BackButtonListener): Promise<PluginListenerHandle>;
    exitApp(): Promise<void>;
  };
  splashScreen: Pick<SplashScreenPlugin, 'hide'>;
  statusBar: Pick<StatusBarPlugin, 'setStyle' | 'setBackgroundColor'>;
  history: Pick<History, 'back'>;
}

const STATUS_BAR_STYLES = { light: Style.Light, dark: Style.Dark } as const;

/** A native call that fails is written to the console only: the user is never shown it. */
function attempt(what: string, call: () => Promise<unknown>): void {
  try {
    call().catch((error: unknown) => console.error(`Native shell: ${what} failed`, error));
  } catch (error) {
    console.error(`Native shell: ${what} failed`, error);
  }
}

/**
 * The native app's start: the splash screen (kept up by launchAutoHide false) goes after
 * SPLASH_HIDE_MS, the status bar takes the brand colour, and the hardware back button walks the
 * history back, leaving the app from its first page.
 */
export function initNativeShell({
  app,
  splashScreen,
  statusBar,
  history,
}: NativeShellPlugins): void {
  setTimeout(() => attempt('hiding the splash screen', () => splashScreen.hide()), SPLASH_HIDE_MS);
  attempt('styling the status bar', () =>
    statusBar.setStyle({ style: STATUS_BAR_STYLES[STATUS_BAR.style] }),
  );
  attempt('colouring the status bar', () =>
    statusBar.setBackgroundColor({ color: STATUS_BAR.backgroundColor }),
  );
  attempt('listening to the back button', () =>
    app.addListener('backButton', ({ canGoBack }) => {
      if (canGoBack) history.back();
      else attempt('leaving the app', () => app.exitApp());
    }),
  );
}
