import { Box } from '@mantine/core';
import { AppFooter, AppHeader, RenderedOnce } from '@rally/ui';
import type { AppNavigation } from '@rally/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { OfflineNotice } from './offline/offline-notice.tsx';

export interface PageLayoutProps {
  firstName?: string | null;
  /** The signed-in user's bell; a visitor's has nothing to show. */
  bell?: ReactNode;
  /** The signed-in pages' links (useAppNavigation); none for a visitor. */
  navigation?: AppNavigation | null;
  children: ReactNode;
}

/** The header's links for a signed-in user, through the app's router; null for a visitor. */
export function useAppNavigation(signedIn: boolean): AppNavigation | null {
  const location = useLocation();
  const navigate = useNavigate();
  if (!signedIn) return null;
  return { currentPath: location.pathname, onNavigate: (href) => void navigate(href) };
}

/** Header, the page, footer: the frame of every page. */
export function PageLayout({ firstName, navigation, bell, children }: PageLayoutProps) {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <OfflineNotice />
      <AppHeader firstName={firstName} navigation={navigation} bell={bell} />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <RenderedOnce name="footer">
        <AppFooter />
      </RenderedOnce>
    </Box>
  );
}
