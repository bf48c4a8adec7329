/**
 * The application's failure state and error reporting.
 *
 * Any client-side exception (React error boundaries, route errors, `window` 'error' and
 * 'unhandledrejection') and any server error (an `ApiError` with status >= 500) ends up in
 * `fail()`: the page is replaced by the error screen, and the error is reported once with
 * POST /api/client-errors.
 */
import { ApiError, type components } from '@canopy/api';
import { sendClientError, type ClientErrorReport } from './queries';

export type { ClientErrorReport };
export type FailureKind = components['schemas']['ErrorKind'];

export interface Failure {
  kind: FailureKind;
  /** The request id of the failed server call (server errors only). */
  digest?: string;
}

/** The exact sentence of the error screen (ROUTES.md, "Errors"). */
export function errorScreenText(kind: FailureKind, host: string): string {
  return kind === 'server'
    ? `Application error: a server-side exception has occurred while loading ${host} (see the server logs for more information)`
    : `Application error: a client-side exception has occurred while loading ${host} (see the browser console for more information)`;
}

export function classify(error: unknown): Failure {
  if (error instanceof ApiError && error.isServerError) {
    return { kind: 'server', digest: error.digest };
  }
  return { kind: 'client' };
}

export function buildReport(error: unknown, location: string, userAgent?: string): ClientErrorReport {
  const { kind, digest } = classify(error);
  const message =
    error instanceof Error
      ? `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}`
      : typeof error === 'string'
        ? error
        : safeStringify(error);
  const report: ClientErrorReport = { kind, message: message.slice(0, 2000) || 'Unknown error', url: location };
  if (error instanceof Error && error.stack) report.stack = error.stack.slice(0, 8000);
  if (digest) report.digest = digest;
  if (userAgent) report.user_agent = userAgent;
  return report;
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

type Listener = () => void;
type Send = (report: ClientErrorReport) => Promise<unknown>;

/** Sends a report through the typed client; a failing report is logged, never re-reported. */
const sendReport: Send = sendClientError;

export class FailureStore {
  private current: Failure | null = null;
  private listeners = new Set<Listener>();
  private seenObjects = new WeakSet<object>();
  private seenValues = new Set<string>();

  constructor(private send: Send = sendReport) {}

  get = (): Failure | null => this.current;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Shows the error screen for `error` (the first failure stays on screen) and reports it, once:
   * the same error seen again (React retries a render, a boundary and a window event both see
   * it) is neither reported nor shown twice.
   */
  fail = (error: unknown): void => {
    if (!this.markSeen(error)) return;
    console.error(error);
    if (!this.current) {
      this.current = classify(error);
      this.listeners.forEach((l) => l());
    }
    const report = buildReport(
      error,
      typeof window === 'undefined' ? '' : window.location.href,
      typeof navigator === 'undefined' ? undefined : navigator.userAgent,
    );
    this.send(report).catch((e) => console.warn('Could not report the error to the server', e));
  };

  private markSeen(error: unknown): boolean {
    if (error !== null && (typeof error === 'object' || typeof error === 'function')) {
      if (this.seenObjects.has(error)) return false;
      this.seenObjects.add(error);
      return true;
    }
    const key = String(error);
    if (this.seenValues.has(key)) return false;
    this.seenValues.add(key);
    return true;
  }
}

export const failures = new FailureStore();

/** Browser noise that is not an application error. */
function isBenign(message: string | undefined): boolean {
  return !!message && /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/.test(message);
}

/** Sends uncaught exceptions and unhandled rejections to `store.fail`. Returns an uninstaller. */
export function installGlobalErrorHandlers(store: FailureStore, target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    if (isBenign(event.message)) return;
    store.fail(event.error ?? new Error(event.message || 'Script error'));
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    store.fail(event.reason ?? new Error('Unhandled promise rejection'));
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
