import { fileURLToPath } from 'node:url';

/** The port of the API the browser tests start (playwright.config.ts). */
export const TEST_PORT = Number(process.env.E2E_PORT ?? 3107);

/** The API as the native build must name it: the test server on 127.0.0.1. */
export const TEST_API_ORIGIN = `http://127.0.0.1:${TEST_PORT}`;

/** Where the native app's build for the browser test goes; git ignores it. */
export const NATIVE_BUILD_DIR = fileURLToPath(new URL('../../dist-native-e2e', import.meta.url));
