import { Capacitor } from '@capacitor/core';

/** What became of a link handed to the device: shared through a sheet, or copied to paste. */
export type SentLink = 'shared' | 'copied' | 'dismissed';

/**
 * Hands a shared talk's link on: the native share sheet in the app (@capacitor/share), the Web
 * Share API where the browser has it (phones), else the clipboard. A closed sheet is no failure.
 */
export async function sendLink(url: string, title: string): Promise<SentLink> {
  if (Capacitor.isNativePlatform()) {
    const { Share } = await import('@capacitor/share');
    try {
      await Share.share({ title, url, dialogTitle: title });
      return 'shared';
    } catch {
      return 'dismissed';
    }
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'dismissed';
      // Not allowed here (no user activation left, say): the clipboard still works.
    }
  }
  await navigator.clipboard.writeText(url);
  return 'copied';
}

/** The link's full address: the API's origin in the app, the page's own in a browser. */
export function linkOf(path: string): string {
  const apiOrigin: string | undefined = import.meta.env.VITE_API_ORIGIN;
  return new URL(
    path,
    Capacitor.isNativePlatform() && apiOrigin ? apiOrigin : window.location.origin,
  ).href;
}
