import type { CarePlace } from '@rally/domain';
import { trpc } from '../../trpc.ts';
import { careBeforeSending, showCare, usePreloadedCrisisScreen } from './care-store.ts';

/**
 * Screens words on the device before they are sent. On a match it shows care at once (offline
 * too) and holds the request back, and asks the server to screen the words itself: a match there
 * is recorded and pauses the daily talk (docs/decisions/crisis-care.md). True when held back.
 */
export function useCareBeforeSending() {
  const screenOnServer = trpc.care.screen.useMutation();
  usePreloadedCrisisScreen();
  return async (
    place: CarePlace,
    texts: readonly (string | null | undefined)[],
    onOkay?: () => void,
  ): Promise<boolean> => {
    const notice = await careBeforeSending(place, texts);
    if (!notice) return false;
    showCare(onOkay ? { notice, onOkay } : { notice });
    const sent = texts.filter((text): text is string => typeof text === 'string' && text !== '');
    // Offline, the care shown is all there is; nothing to retry.
    if (sent.length > 0) screenOnServer.mutate({ place, texts: sent });
    return true;
  };
}
