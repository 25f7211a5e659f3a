import type { CapacitorConfig } from '@capacitor/cli';
import { BRAND_COLOR, PRODUCT_NAME } from '@rally/domain';

// The splash stays up until the app hides it itself, SPLASH_HIDE_MS after start (src/native/shell.ts).
const config: CapacitorConfig = {
  appId: 'app.rally.motivation',
  appName: PRODUCT_NAME,
  webDir: 'dist',
  // The WebView's own origin (https://localhost on Android, capacitor://localhost on iOS); the API
  // accepts these origins for bearer-token requests (apps/api/src/auth/bearer.ts).
  server: { androidScheme: 'https' },
  plugins: {
    SplashScreen: { launchAutoHide: false, backgroundColor: BRAND_COLOR },
  },
};

export default config;
