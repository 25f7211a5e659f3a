import { forgetPlayedAudio } from '../client-state.ts';

/**
 * Signing out, or deleting the account, leaves nothing of the user on this device: neither the
 * speeches played here nor the answers kept for offline use.
 */
export async function forgetSignedInData(): Promise<void> {
  const offlineCopy = import('./offline-copy.ts').then((copy) => copy.forgetOfflineCopy());
  await Promise.all([forgetPlayedAudio(), offlineCopy]);
}
