import type { CrisisScreen } from '@rally/domain';
import { screenTextsForCrisis } from '@rally/domain/crisis-screen';

/**
 * The built-in crisis screen, off the page's main thread: loading it (compromise's lexicon, the
 * screen's patterns and weights) held a mid-range phone's page for over a second
 * (docs/decisions/crisis-care.md). Says when it is ready, then answers each request by its id.
 */
export interface ScreenRequest {
  id: number;
  texts: (string | null | undefined)[];
}

export type ScreenMessage =
  { kind: 'ready' } | { kind: 'screened'; id: number; screen: CrisisScreen };

const post = (message: ScreenMessage) => {
  self.postMessage(message);
};

self.onmessage = (event: MessageEvent<ScreenRequest>) => {
  const { id, texts } = event.data;
  post({ kind: 'screened', id, screen: screenTextsForCrisis(texts) });
};

// Ready means ready to answer at once: the patterns' net and the model's weights are built on the
// first screen (tens of milliseconds on a desktop, more on a busy phone), which would otherwise
// fall on the person's first submit and could outlast its wait, sending their words on unscreened
// by the device (the server still screens them).
screenTextsForCrisis(['warming the screen']);
post({ kind: 'ready' });
