import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from './ErrorScreen';
import { classify, failures } from './failure';

const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** The router's error boundary: loader and render errors of any route end here. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) failures.fail(error);
  }, [error, notFound]);
  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <ErrorScreen failure={classify(error)} />;
}
