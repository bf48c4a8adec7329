import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { ApiError } from './api';
import { createQueryClient, meQuery } from './api';
import { App } from './App';
import { failures, installGlobalErrorHandlers } from './errors/failure';
import { createRoutes } from './routes';
import { signInPath } from './session';

installGlobalErrorHandlers(failures);

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

// A session that ends while a page is open (expired, signed out elsewhere): back to sign-in.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.action.type !== 'error') return;
  const error = event.action.error;
  if (error instanceof ApiError && error.status === 401 && event.query.queryKey[0] !== 'me') {
    queryClient.setQueryData(meQuery.queryKey, null);
    const { pathname, search } = window.location;
    // Already on a sign-in or email-link page (e.g. a late answer after signing out): stay.
    if (pathname.startsWith('/auth/')) return;
    void router.navigate(signInPath(pathname + search), { replace: true });
  }
});

createRoot(document.getElementById('root')!, {
  // React already shows these in the error boundaries; they go through `failures` there.
  onCaughtError: () => {},
}).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
