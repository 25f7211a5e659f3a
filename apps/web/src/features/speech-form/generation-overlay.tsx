import { lazy, Suspense, useEffect } from 'react';
import { useOpenedOnce } from '../use-opened-once.ts';

export interface GenerationOverlayProps {
  opened: boolean;
  /** The speech so far, as the writer streams it. */
  text: string;
  /** Stops waiting for the speech. */
  onCancel: () => void;
}

const loadDialog = () => import('./generation-dialog.tsx');
const GenerationDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.GenerationDialog })),
);

/**
 * The full-screen 'Creating Your Speech' overlay, with the speech appearing as it is written. It
 * lasts as long as the generation, and Cancel (or Escape) stops waiting at any moment; going offline
 * or a silent stream closes it too (use-speech-generation.ts).
 *
 * Its dialog (Mantine's Modal, its scroll area and Floating UI) is not part of the first screen's
 * scripts, which a slow phone must fetch and run before the page answers a tap; it is fetched
 * once the page has started, so it is ready (and kept for a lost connection) by the time a
 * speech is asked for.
 */
export function GenerationOverlay({ opened, text, onCancel }: GenerationOverlayProps) {
  useEffect(() => {
    void loadDialog();
  }, []);
  const modal = useOpenedOnce(opened);
  if (!modal.mounted) return null;
  return (
    <Suspense fallback={null}>
      <GenerationDialog opened={modal.opened} text={text} onCancel={onCancel} />
    </Suspense>
  );
}
