import { Alert, Container } from '@mantine/core';
import { MESSAGES } from '@rally/domain';
import { useEffect, useState } from 'react';

/** Kept for one page load in this tab: set after the deletion, read by the landing page. */
const ACCOUNT_DELETED_KEY = 'rally-account-deleted';

/** Marks the next page load in this tab to confirm the deletion; call after storage is cleared. */
export function rememberAccountDeleted(): void {
  sessionStorage.setItem(ACCOUNT_DELETED_KEY, '1');
}

/**
 * 'Your account has been deleted', once, on the page that follows the deletion. Read after the
 * first render, so the server-rendered landing page and the app's first render stay the same.
 */
export function AccountDeletedNotice() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (sessionStorage.getItem(ACCOUNT_DELETED_KEY) === null) return;
    sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
    setShown(true);
  }, []);
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
        onClose={() => setShown(false)}
      >
        {MESSAGES.accountDeleted.message}
      </Alert>
    </Container>
  );
}
