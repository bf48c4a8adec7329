/**
 * The portal's one route table. It mirrors /work/shared ROUTES.md; a route appears here only once
 * the issue that builds it has built it. Every page is loaded lazily, so the first paint only
 * needs the shell.
 */
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { PageLoading } from './components/PageLoading';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import type { Role } from './api';
import { requireSession } from './session';

/** Who may open the dashboard area (ROUTES.md "Dashboard"); others get the 403 page. */
export const DASHBOARD_ROLES: readonly Role[] = [
  'platform_operator',
  'owner',
  'admin',
  'broker',
  'employer_admin',
  'employee',
];

/** Who may open the employee's self-service pages (ROUTES.md `/employees`). */
export const SELF_SERVICE_ROLES: readonly Role[] = ['employee'];

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: PageLoading,
      children: [
        // Public
        { index: true, lazy: () => import('./landing/LandingPage').then((m) => ({ Component: m.default })) },
        { path: 'auth/signin', lazy: () => import('./auth/SignInPage').then((m) => ({ Component: m.default })) },
        { path: 'auth/signup', lazy: () => import('./auth/InviteSignUpPage').then((m) => ({ Component: m.default })) },
        { path: 'auth/signup/broker', lazy: () => import('./auth/BrokerSignUpPage').then((m) => ({ Component: m.default })) },
        { path: 'auth/verify-email', lazy: () => import('./auth/VerifyEmailPage').then((m) => ({ Component: m.default })) },
        { path: 'auth/reset-password', lazy: () => import('./auth/ResetPasswordPage').then((m) => ({ Component: m.default })) },
        { path: 'auth/magic-link', lazy: () => import('./auth/MagicLinkPage').then((m) => ({ Component: m.default })) },
        // Dashboard
        {
          path: 'dashboard',
          id: 'dashboard',
          loader: requireSession(queryClient, DASHBOARD_ROLES),
          lazy: () => import('./dashboard/DashboardLayout').then((m) => ({ Component: m.default })),
          children: [
            { index: true, lazy: () => import('./dashboard/DashboardHome').then((m) => ({ Component: m.default })) },
            // Groups, employees and census (issue 4)
            { path: 'groups', lazy: () => import('./groups/GroupsPage').then((m) => ({ Component: m.default })) },
            { path: 'groups/add', lazy: () => import('./groups/QuickAddGroupPage').then((m) => ({ Component: m.default })) },
            { path: 'groups/new', lazy: () => import('./groups/NewGroupWizard').then((m) => ({ Component: m.default })) },
            {
              path: 'groups/:id',
              lazy: () => import('./groups/GroupHub').then((m) => ({ Component: m.default })),
              children: [
                { index: true, lazy: () => import('./groups/GroupOverview').then((m) => ({ Component: m.default })) },
                { path: 'overview', lazy: () => import('./groups/GroupOverview').then((m) => ({ Component: m.default })) },
                { path: 'edit', lazy: () => import('./groups/GroupEdit').then((m) => ({ Component: m.default })) },
                { path: 'settings', lazy: () => import('./groups/GroupSettings').then((m) => ({ Component: m.default })) },
                { path: 'people', lazy: () => import('./groups/GroupPeople').then((m) => ({ Component: m.default })) },
                { path: 'employees', lazy: () => import('./groups/GroupEmployees').then((m) => ({ Component: m.default })) },
                { path: 'employees/import', lazy: () => import('./groups/GroupEmployeesImport').then((m) => ({ Component: m.default })) },
                { path: 'census', lazy: () => import('./groups/GroupCensus').then((m) => ({ Component: m.default })) },
                // Quotes, market analysis and plan design (issue 5)
                { path: 'quote', lazy: () => import('./quotes/QuoteList').then((m) => ({ Component: m.default })) },
                { path: 'quote/new', lazy: () => import('./quotes/QuoteNew').then((m) => ({ Component: m.default })) },
                { path: 'quote/market-analysis', lazy: () => import('./quotes/MarketAnalysis').then((m) => ({ Component: m.default })) },
                { path: 'quote/:quoteId', lazy: () => import('./quotes/QuoteShow').then((m) => ({ Component: m.default })) },
                { path: 'plan-design', lazy: () => import('./plan-design/PlanDesignPage').then((m) => ({ Component: m.default })) },
                // Open enrollment (issue 6)
                { path: 'enroll', lazy: () => import('./enroll/EnrollPage').then((m) => ({ Component: m.default })) },
              ],
            },
            { path: 'employees', lazy: () => import('./employees/EmployeesPage').then((m) => ({ Component: m.default })) },
            { path: 'employees/new', lazy: () => import('./employees/NewEmployeePage').then((m) => ({ Component: m.default })) },
            { path: 'employees/:id', lazy: () => import('./employees/EmployeePage').then((m) => ({ Component: m.default })) },
            { path: 'employees/:id/edit', lazy: () => import('./employees/EditEmployeePage').then((m) => ({ Component: m.default })) },
            { path: 'census-gallery', lazy: () => import('./census-gallery/GalleryIndex').then((m) => ({ Component: m.default })) },
            { path: 'census-gallery/components', lazy: () => import('./census-gallery/ComponentsTool').then((m) => ({ Component: m.default })) },
            { path: 'census-gallery/data/csv-processor', lazy: () => import('./census-gallery/CsvProcessorTool').then((m) => ({ Component: m.default })) },
            { path: 'census-gallery/documents/document-upload-modal', lazy: () => import('./census-gallery/DocumentUploadTool').then((m) => ({ Component: m.default })) },
            { path: 'census-gallery/infrastructure', lazy: () => import('./census-gallery/InfrastructureTool').then((m) => ({ Component: m.default })) },
            { path: 'census-gallery/roster/bulk-import-employees-modal', lazy: () => import('./census-gallery/BulkImportTool').then((m) => ({ Component: m.default })) },
            { path: 'census-gallery/uploads/censuswizard', lazy: () => import('./census-gallery/CensusWizardTool').then((m) => ({ Component: m.default })) },
            { path: 'census-gallery/workflows/employee-import-client', lazy: () => import('./census-gallery/ImportHistoryTool').then((m) => ({ Component: m.default })) },
            { path: 'settings', lazy: () => import('./settings/SettingsPage').then((m) => ({ Component: m.default })) },
            { path: 'settings/brand', lazy: () => import('./settings/brand/BrandEditorPage').then((m) => ({ Component: m.default })) },
            { path: '*', lazy: () => import('./dashboard/DashboardNotFound').then((m) => ({ Component: m.default })) },
          ],
        },
        // Employee self-service (issue 6): the employee's home and the enrollment flow under it
        {
          path: 'employees',
          id: 'employees',
          loader: requireSession(queryClient, SELF_SERVICE_ROLES),
          lazy: () => import('./self-service/SelfServiceLayout').then((m) => ({ Component: m.default })),
          children: [
            { index: true, lazy: () => import('./self-service/MyBenefitsHome').then((m) => ({ Component: m.default })) },
            { path: 'enroll/:windowId', lazy: () => import('./self-service/EnrollmentFlow').then((m) => ({ Component: m.default })) },
            { path: 'confirmation/:submissionId', lazy: () => import('./self-service/ConfirmationPage').then((m) => ({ Component: m.default })) },
          ],
        },
        // Everything else
        { path: '*', lazy: () => import('./errors/NotFoundPage').then((m) => ({ Component: m.default })) },
      ],
    },
  ];
}
