import { Capacitor } from '@capacitor/core';
import { registerServiceWorker } from '../sw/register.ts';

/** The shell and its plugins load only inside the native app; the web bundle does not carry them. */
async function startNativeShell(): Promise<void> {
  try {
    const [{ initNativeShell }, { App }, { SplashScreen }, { StatusBar }] = await Promise.all([
      import('./shell.ts'),
      import('@capacitor/app'),
      import('@capacitor/splash-screen'),
      import('@capacitor/status-bar'),
    ]);
    initNativeShell({ app: App, splashScreen: SplashScreen, statusBar: StatusBar, history });
  } catch (error) {
    console.error('Native shell: the plugins could not load', error);
  }
}

/** The native shell inside the app, the service worker in a browser. */
export function startShell(): void {
  if (Capacitor.isNativePlatform()) void startNativeShell();
  registerServiceWorker({
    isNativePlatform: () => Capacitor.isNativePlatform(),
    window,
    document,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    schedule: (retry, ms) => window.setTimeout(retry, ms),
  });
}
