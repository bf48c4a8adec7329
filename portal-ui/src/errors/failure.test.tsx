import { ApiError } from '@canopy/api';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen';
import { buildReport, errorScreenText, FailureStore, installGlobalErrorHandlers, type ClientErrorReport } from './failure';
import { FailureGate } from './FailureGate';

const serverError = () => new ApiError({ status: 500, code: 'internal', message: 'Internal error', digest: 'req-7f3a' });

function storeWithSpy() {
  const sent: ClientErrorReport[] = [];
  const store = new FailureStore(async (r) => {
    sent.push(r);
  });
  return { store, sent };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('error screen text', () => {
  it('is exactly the sentence of ROUTES.md for client and server errors', () => {
    expect(errorScreenText('client', 'summit.localhost')).toBe(
      'Application error: a client-side exception has occurred while loading summit.localhost (see the browser console for more information)',
    );
    expect(errorScreenText('server', 'localhost')).toBe(
      'Application error: a server-side exception has occurred while loading localhost (see the server logs for more information)',
    );
  });

  it('renders the digest of a server error', () => {
    render(<ErrorScreen failure={{ kind: 'server', digest: 'req-7f3a' }} host="summit.localhost" />);
    expect(screen.getByRole('heading').textContent).toBe(errorScreenText('server', 'summit.localhost'));
    expect(screen.getByRole('alert').textContent).toContain('Digest: req-7f3a');
  });

  it('shows no digest for a client error', () => {
    render(<ErrorScreen failure={{ kind: 'client' }} host="localhost" />);
    expect(screen.getByRole('alert').textContent).toBe(errorScreenText('client', 'localhost'));
  });
});

describe('FailureStore', () => {
  it('classifies a 5xx ApiError as a server error with its digest', () => {
    const r = buildReport(serverError(), 'http://summit.localhost/dashboard', 'UA');
    expect(r).toMatchObject({ kind: 'server', digest: 'req-7f3a', url: 'http://summit.localhost/dashboard', user_agent: 'UA' });
    expect(r.message).toBe('ApiError: Internal error');
    expect(buildReport(new ApiError({ status: 404, code: 'not_found', message: 'x' }), 'u').kind).toBe('client');
  });

  it('reports each error exactly once and keeps the first failure on screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, sent } = storeWithSpy();
    const boom = new Error('boom');
    store.fail(boom);
    store.fail(boom); // e.g. React retrying the render, or a boundary and window both seeing it
    store.fail(serverError());
    expect(sent.map((r) => r.kind)).toEqual(['client', 'server']);
    expect(sent[0].message).toBe('boom');
    expect(sent[0].stack).toContain('boom');
    expect(store.get()).toEqual({ kind: 'client' });
  });

  it('never lets a failing report fail again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = new FailureStore(() => Promise.reject(serverError()));
    store.fail(new Error('first'));
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalled();
    expect(store.get()).toEqual({ kind: 'client' });
  });

  it('replaces the page through FailureGate when window sees an uncaught error or rejection', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, sent } = storeWithSpy();
    const uninstall = installGlobalErrorHandlers(store, window);
    render(
      <FailureGate store={store}>
        <p>the app</p>
      </FailureGate>,
    );
    expect(screen.getByText('the app')).toBeTruthy();
    const err = new Error('boom');
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: err, message: 'boom' }));
    });
    expect(screen.queryByText('the app')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe(errorScreenText('client', window.location.hostname));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: serverError() });
    act(() => {
      window.dispatchEvent(rejection);
    });
    window.dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    uninstall();
    expect(sent.map((r) => [r.kind, r.message])).toEqual([
      ['client', 'boom'],
      ['server', 'ApiError: Internal error'],
    ]);
  });
});
