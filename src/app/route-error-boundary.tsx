// The page-wide error screen for anything a page throws while rendering, its code failing to
// load included. Leaving for another address tries again: the error belonged to that page.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../features/analytics/error-reports.ts';
import { ErrorScreen } from './error-screen.tsx';
import { forgetFailedPages } from './lazy-page.tsx';

interface Props {
  /** The address shown; the error screen lasts until it changes. */
  pathname: string;
  children: ReactNode;
}

interface State {
  pathname: string;
  failed: boolean;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Logged for whoever debugs; the visitor sees the error screen.
    console.error(error, info.componentStack);
    // And for the shop, if the visitor agreed (React does not rethrow what a boundary caught).
    reportError(error, 'boundary');
    // A page whose code could not load is fetched again when next opened.
    forgetFailedPages();
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
