import { useSyncExternalStore, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';
import { failures, type FailureStore } from './failure';

/** Renders the app until something fails, then only the error screen. */
export function FailureGate({ children, store = failures }: { children: ReactNode; store?: FailureStore }) {
  const failure = useSyncExternalStore(store.subscribe, store.get, store.get);
  return failure ? <ErrorScreen failure={failure} /> : <>{children}</>;
}
