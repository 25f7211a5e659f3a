import { ErrorFallback } from '@rally/ui';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
}

type ErrorBoundaryState = { failed: false } | { failed: true; error: unknown };

/** Shows the full-screen fallback instead of a blank page when rendering throws. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Rendering failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}

/**
 * Around the toasts' container, outside the page's boundary: when its code cannot be loaded, the
 * page goes on without toasts instead of React unmounting everything (a white page).
 */
export class ToastsBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('The toasts could not be shown', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
