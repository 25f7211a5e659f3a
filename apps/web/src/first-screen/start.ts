import { holdEarlyInput } from '../early-input.ts';

/**
 * The one script of a server-rendered page, run as soon as it arrives (async). From its first
 * moment it holds every tap and submission made before the app has taken the page over
 * (../early-input.ts); once the page has painted from its HTML, it imports the app, which takes
 * the markup over (../mount.tsx), and adds the whole stylesheet when the page came with only the
 * styles of its first paint (the landing page). Until then no script of the app runs. The build
 * compiles it into a file of its own for each page (build/pages.ts, `startModule`).
 */
export function start(appScript: string, stylesheet: string | null): void {
  holdEarlyInput();
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (stylesheet) {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.crossOrigin = '';
        link.href = stylesheet;
        document.head.append(link);
      }
      void import(/* @vite-ignore */ appScript);
    }),
  );
}
