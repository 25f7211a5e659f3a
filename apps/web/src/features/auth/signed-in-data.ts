import { withNativeReminders } from '../../native/native-reminders.ts';
import { forgetPlayedAudio } from '../client-state.ts';

/**
 * Signing out, or deleting the account, leaves nothing of the user on this device: neither the
 * speeches played here, nor the answers kept for offline use, nor (in the native app) the daily
 * rally's reminders scheduled on the device.
 */
export async function forgetSignedInData(): Promise<void> {
  const offlineCopy = import('./offline-copy.ts').then((copy) => copy.forgetOfflineCopy());
  const reminders = withNativeReminders('cancelling at sign-out', (r) => r.signedOut());
  await Promise.all([forgetPlayedAudio(), offlineCopy, reminders]);
}
