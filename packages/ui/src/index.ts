export { rallyTheme, rallyViolet, BRAND_SHADE } from './theme.ts';
export { AppHeader, HeaderBell, NAV_LINKS } from './app-header.tsx';
export type { AppHeaderProps, AppNavigation, HeaderBellProps } from './app-header.tsx';
export { AppFooter } from './app-footer.tsx';
export { FullScreenLoader } from './full-screen-loader.tsx';
export { NotFoundCard } from './not-found-card.tsx';
export { ErrorFallback } from './error-fallback.tsx';
export type { ErrorFallbackProps } from './error-fallback.tsx';
export * from './icons.tsx';
export { StatusCard } from './status-card.tsx';
export type { StatusCardProps } from './status-card.tsx';
export { growingTextarea } from './growing-textarea.ts';
export { ThemeStyles, themeStylesOf } from './theme-styles.tsx';
export {
  KeptPartsContext,
  PART_END_ATTRIBUTE,
  PART_PLACE_ATTRIBUTE,
  PART_START_ATTRIBUTE,
  RenderedOnce,
} from './rendered-once.tsx';
export type { KeptParts, RenderedOnceProps } from './rendered-once.tsx';
