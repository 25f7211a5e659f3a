import { Box } from '@mantine/core';
import { AppFooter, AppHeader } from '@rally/ui';
import type { ReactNode } from 'react';
import { OfflineNotice } from './native/offline-notice.tsx';

export interface PageLayoutProps {
  firstName?: string | null;
  children: ReactNode;
}

/** Header, the page, footer: the frame of every page. */
export function PageLayout({ firstName, children }: PageLayoutProps) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <OfflineNotice />
      <AppHeader firstName={firstName} />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <AppFooter />
    </Box>
  );
}
