import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { BrandProvider } from './brand/BrandProvider';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { FailureGate } from './errors/FailureGate';

export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <FailureGate>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BrandProvider>
            <RouterProvider router={router} />
          </BrandProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </FailureGate>
  );
}
