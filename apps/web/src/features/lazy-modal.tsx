import type { ModalProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

/**
 * Mantine's Modal, fetched when a dialog first opens (dialogs mount then: use-opened-once.ts). The
 * Modal brings its scroll area and Floating UI, which the signed-in first screen would otherwise
 * fetch and run before a phone can use the page (docs/decisions/first-load-scripts.md).
 */
const Modal = lazy(() => import('./modal.ts').then((module) => ({ default: module.Modal })));

export function LazyModal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
