import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext } from '@playwright/test';

/** A plugin call as Capacitor's bridge (native-bridge.js) posts it to `window.androidBridge`. */
interface PluginCall {
  callbackId: string;
  pluginId: string;
  methodName: string;
  options: Record<string, unknown>;
}

/** What the Android side sends back through `androidBridge.onmessage`. */
type PluginResult =
  | { callbackId: string; pluginId: string; methodName: string; success: true; data: unknown }
  | {
      callbackId: string;
      pluginId: string;
      methodName: string;
      success: false;
      error: { message: string };
    };

type Answer = { data: unknown } | { error: string } | 'no answer';

/** The WebView's origin on Android (androidScheme 'https' in capacitor.config.ts). */
export const WEBVIEW_ORIGIN = 'https://localhost';

const bridgeScript = createRequire(import.meta.url).resolve(
  '@capacitor/android/capacitor/src/main/assets/native-bridge.js',
);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The native plugins the app calls, each method with the return type Android declares for it. */
const PLUGIN_METHODS: Record<string, Record<string, 'promise' | 'none'>> = {
  App: { exitApp: 'promise' },
  SplashScreen: { show: 'promise', hide: 'promise' },
  StatusBar: {
    setStyle: 'promise',
    setBackgroundColor: 'promise',
    show: 'promise',
    hide: 'promise',
  },
  Preferences: {
    get: 'promise',
    set: 'promise',
    remove: 'promise',
    keys: 'promise',
    clear: 'promise',
  },
  SecureStoragePlugin: {
    get: 'promise',
    set: 'promise',
    remove: 'promise',
    keys: 'promise',
    clear: 'promise',
  },
};

const PLUGIN_HEADERS = Object.entries(PLUGIN_METHODS).map(([name, methods]) => ({
  name,
  methods: [
    ...Object.entries(methods).map(([method, rtype]) => ({ name: method, rtype })),
    { name: 'addListener', rtype: 'none' },
    { name: 'removeListener', rtype: 'none' },
  ],
}));

/**
 * The Android side of the native app, for a browser: the built web files served at the WebView's
 * origin, `window.androidBridge` (Android's JavaScript interface, which is how Capacitor decides
 * the platform is 'android'), Capacitor's own bridge script from @capacitor/android, and the
 * plugins the app calls, kept here in the test so their state outlives a page load as on a device.
 */
export class FakeAndroid {
  /** The Keystore-backed store of capacitor-secure-storage-plugin. */
  readonly secureStorage = new Map<string, string>();
  /** Capacitor Preferences (SharedPreferences). */
  readonly preferences = new Map<string, string>();
  /** Every plugin call, in order. */
  readonly calls: { plugin: string; method: string; options: Record<string, unknown> }[] = [];

  constructor(private readonly webRoot: string) {}

  async install(context: BrowserContext): Promise<void> {
    // The device reaches a public API; here it is on 127.0.0.1, which Chromium's Local Network
    // Access refuses to a page without this permission.
    await context.grantPermissions(['local-network-access'], { origin: WEBVIEW_ORIGIN });
    await context.route(`${WEBVIEW_ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      // As Capacitor's local server does, a path that is not a file gets the app's index.html.
      const file = extname(path) === '' ? 'index.html' : normalize(path).replace(/^\/+/, '');
      try {
        const body = await readFile(join(this.webRoot, file));
        await route.fulfill({
          body,
          contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        });
      } catch {
        await route.fulfill({ status: 404, body: '' });
      }
    });
    await context.exposeBinding('rallyAndroidBridge', (_source, message: string) =>
      this.receive(JSON.parse(message) as PluginCall),
    );
    // What Android's Bridge puts in the WebView before the page's scripts: its JavaScript
    // interface, the global JS (JSExport.getGlobalJS), native-bridge.js, the plugin headers.
    await context.addInitScript(() => {
      const deliver = Reflect.get(window, 'rallyAndroidBridge') as (m: string) => Promise<unknown>;
      const androidBridge = {
        onmessage: null as null | ((event: { data: string }) => void),
        postMessage(message: string) {
          void deliver(message).then((result) => {
            if (result !== null) androidBridge.onmessage?.({ data: JSON.stringify(result) });
          });
        },
      };
      Reflect.set(window, 'androidBridge', androidBridge);
      Reflect.set(window, 'Capacitor', { DEBUG: false, isLoggingEnabled: false, Plugins: {} });
    });
    await context.addInitScript({ path: bridgeScript });
    await context.addInitScript((headers) => {
      Reflect.set(Reflect.get(window, 'Capacitor') as object, 'PluginHeaders', headers);
    }, PLUGIN_HEADERS);
  }

  /** The calls made to one plugin method. */
  callsTo(plugin: string, method: string): Record<string, unknown>[] {
    return this.calls
      .filter((call) => call.plugin === plugin && call.method === method)
      .map((call) => call.options);
  }

  private receive(call: PluginCall): PluginResult | null {
    this.calls.push({ plugin: call.pluginId, method: call.methodName, options: call.options });
    const answer = this.answer(call);
    // A listener stays registered and hears nothing back until its event happens.
    if (answer === 'no answer') return null;
    const of = {
      callbackId: call.callbackId,
      pluginId: call.pluginId,
      methodName: call.methodName,
    };
    return 'error' in answer
      ? { ...of, success: false, error: { message: answer.error } }
      : { ...of, success: true, data: answer.data };
  }

  private answer({ pluginId, methodName, options }: PluginCall): Answer {
    if (methodName === 'addListener' || methodName === 'removeListener') return 'no answer';
    const key = String(options.key);
    if (pluginId === 'SecureStoragePlugin') {
      const store = this.secureStorage;
      switch (methodName) {
        case 'keys':
          return { data: { value: [...store.keys()] } };
        case 'get':
          return store.has(key)
            ? { data: { value: store.get(key) } }
            : { error: 'Item with given key does not exist' };
        case 'set':
          store.set(key, String(options.value));
          return { data: { value: true } };
        case 'remove':
          return store.delete(key)
            ? { data: { value: true } }
            : { error: 'Item with given key does not exist' };
      }
    }
    if (pluginId === 'Preferences') {
      switch (methodName) {
        case 'get':
          return { data: { value: this.preferences.get(key) ?? null } };
        case 'set':
          this.preferences.set(key, String(options.value));
          return { data: {} };
        case 'remove':
          this.preferences.delete(key);
          return { data: {} };
      }
    }
    if (PLUGIN_METHODS[pluginId]?.[methodName] !== undefined) return { data: {} };
    return { error: `${pluginId}.${methodName} is not implemented` };
  }
}
