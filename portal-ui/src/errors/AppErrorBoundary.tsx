import { Component, type ReactNode } from 'react';
import { failures, type FailureStore } from './failure';

/** Catches render errors outside the router (brand loading, providers) and fails the app. */
export class AppErrorBoundary extends Component<{ children: ReactNode; store?: FailureStore }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    (this.props.store ?? failures).fail(error);
  }

  override render() {
    // The FailureGate above renders the error screen; render nothing in the meantime.
    return this.state.failed ? null : this.props.children;
  }
}
