import { Alert, Container } from '@mantine/core';
import { MESSAGES } from '@rally/domain';
import { useSyncExternalStore } from 'react';

/** Kept for one page load in this tab: set after the deletion, read by the landing page. */
const ACCOUNT_DELETED_KEY = 'rally-account-deleted';

/** Marks the next page load in this tab to confirm the deletion; call after storage is cleared. */
export function rememberAccountDeleted(): void {
  sessionStorage.setItem(ACCOUNT_DELETED_KEY, '1');
}

/** Whether this page load follows a deletion: read (and forgotten) once, then until dismissed. */
let deletedNotice: boolean | null = null;
const listeners = new Set<() => void>();

function takeDeletedNotice(): boolean {
  if (deletedNotice === null) {
    deletedNotice = sessionStorage.getItem(ACCOUNT_DELETED_KEY) !== null;
    sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
  }
  return deletedNotice;
}

function dismissDeletedNotice(): void {
  deletedNotice = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * 'Your account has been deleted', once, on the page that follows the deletion. The server's
 * rendering (and the takeover of it) has no notice; the browser's value follows right after.
 */
export function AccountDeletedNotice() {
  const shown = useSyncExternalStore(subscribe, takeDeletedNotice, () => false);
  if (!shown) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        role="status"
        color="teal"
        variant="light"
        title={MESSAGES.accountDeleted.title}
        withCloseButton
        closeButtonLabel="Dismiss"
        onClose={dismissDeletedNotice}
      >
        {MESSAGES.accountDeleted.message}
      </Alert>
    </Container>
  );
}
