import { useEffect } from 'react';
import { replayEarlyInput } from './early-input.ts';
import { HYDRATED_ATTRIBUTE } from './first-screen/page.ts';

/**
 * Marks the page as the app's (`data-hydrated` on <html>) and plays back the taps made before.
 * Rendered inside the routes' Suspense boundary: React takes a server-rendered boundary over after
 * the rest of the page, so this runs once the page's own content answers too.
 */
export function TakenOver(): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    replayEarlyInput();
  }, []);
  return null;
}
