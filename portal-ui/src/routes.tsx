/**
 * The portal's one route table. It mirrors the portal's route list (ROUTES.md); a route appears here only once
 * the issue that builds it has built it. Every page is loaded lazily, so the first paint only
 * needs the shell.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import type { Role } from './api';
import { requireSession } from './session';
import { PageLoading } from './ui/states';

/** Who may open the dashboard area (ROUTES.md "Dashboard"); others get the 403 page. */
export const DASHBOARD_ROLES: readonly Role[] = [
  'platform_operator',
  'owner',
  'admin',
  'broker',
  'employer_admin',
  'employee',
];

/** A lazily loaded route module whose default export is the page. */
const page = (load: () => Promise<{ default: ComponentType }>) => () => load().then((m) => ({ Component: m.default }));

/** Who may open the preview features (each page then checks its own permission and switch). */
export const PREVIEW_ROLES: readonly Role[] = ['owner', 'admin', 'broker', 'employer_admin'];

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
        { index: true, lazy: page(() => import('./landing/LandingPage')) },
        { path: 'auth/signin', lazy: page(() => import('./auth/SignInPage')) },
        { path: 'auth/signup', lazy: page(() => import('./auth/InviteSignUpPage')) },
        { path: 'auth/signup/broker', lazy: page(() => import('./auth/BrokerSignUpPage')) },
        { path: 'auth/verify-email', lazy: page(() => import('./auth/VerifyEmailPage')) },
        { path: 'auth/reset-password', lazy: page(() => import('./auth/ResetPasswordPage')) },
        { path: 'auth/magic-link', lazy: page(() => import('./auth/MagicLinkPage')) },
        { path: 'help', lazy: page(() => import('./help/PublicHelpPage')) },
        { path: 'help/:slug', lazy: page(() => import('./help/PublicHelpPage')) },
        { path: 'early-access', lazy: page(() => import('./early-access/PublicEarlyAccessPage')) },
        // Dashboard
        {
          path: 'dashboard',
          id: 'dashboard',
          loader: requireSession(queryClient, DASHBOARD_ROLES),
          lazy: page(() => import('./dashboard/DashboardLayout')),
          children: [
            { index: true, lazy: page(() => import('./dashboard/DashboardHome')) },
            { path: 'help', lazy: page(() => import('./help/DashboardHelpPage')) },
            { path: 'help/:slug', lazy: page(() => import('./help/DashboardHelpPage')) },
            // Groups, employees and census
            { path: 'groups', lazy: page(() => import('./groups/GroupsPage')) },
            { path: 'groups/add', lazy: page(() => import('./groups/QuickAddGroupPage')) },
            { path: 'groups/new', lazy: page(() => import('./groups/NewGroupWizard')) },
            {
              path: 'groups/:id',
              lazy: page(() => import('./groups/GroupHub')),
              children: [
                { index: true, lazy: page(() => import('./groups/GroupOverview')) },
                { path: 'overview', lazy: page(() => import('./groups/GroupOverview')) },
                { path: 'edit', lazy: page(() => import('./groups/GroupEdit')) },
                { path: 'settings', lazy: page(() => import('./groups/GroupSettings')) },
                { path: 'people', lazy: page(() => import('./groups/GroupPeople')) },
                { path: 'employees', lazy: page(() => import('./groups/GroupEmployees')) },
                { path: 'employees/import', lazy: page(() => import('./groups/GroupEmployeesImport')) },
                { path: 'census', lazy: page(() => import('./groups/GroupCensus')) },
                // Quotes, market analysis and plan design
                { path: 'quote', lazy: page(() => import('./quotes/QuoteList')) },
                { path: 'quote/new', lazy: page(() => import('./quotes/QuoteNew')) },
                { path: 'quote/market-analysis', lazy: page(() => import('./quotes/MarketAnalysis')) },
                { path: 'quote/:quoteId', lazy: page(() => import('./quotes/QuoteShow')) },
                { path: 'plan-design', lazy: page(() => import('./plan-design/PlanDesignPage')) },
                // Open enrollment
                { path: 'enroll', lazy: page(() => import('./enroll/EnrollPage')) },
                // Carrier implementation
                { path: 'implement', lazy: page(() => import('./implementation/ImplementPage')) },
                // Renewal
                { path: 'renew', lazy: page(() => import('./renewal/RenewPage')) },
                // Premium statements against the carriers' invoices
                { path: 'statements', lazy: page(() => import('./statements/StatementPage')) },
                // Lifecycle and the group's dossier of every stage
                { path: 'lifecycle-client', lazy: page(() => import('./lifecycle/LifecyclePage')) },
                { path: 'stage-views', lazy: page(() => import('./stage-views/StageViewsPage')) },
              ],
            },
            { path: 'employees', lazy: page(() => import('./employees/EmployeesPage')) },
            { path: 'employees/new', lazy: page(() => import('./employees/NewEmployeePage')) },
            { path: 'employees/:id', lazy: page(() => import('./employees/EmployeePage')) },
            { path: 'employees/:id/edit', lazy: page(() => import('./employees/EditEmployeePage')) },
            { path: 'census-gallery', lazy: page(() => import('./census-gallery/GalleryIndex')) },
            { path: 'census-gallery/components', lazy: page(() => import('./census-gallery/ComponentsTool')) },
            { path: 'census-gallery/data/csv-processor', lazy: page(() => import('./census-gallery/CsvProcessorTool')) },
            { path: 'census-gallery/documents/document-upload-modal', lazy: page(() => import('./census-gallery/DocumentUploadTool')) },
            { path: 'census-gallery/infrastructure', lazy: page(() => import('./census-gallery/InfrastructureTool')) },
            { path: 'census-gallery/roster/bulk-import-employees-modal', lazy: page(() => import('./census-gallery/BulkImportTool')) },
            { path: 'census-gallery/uploads/implementationcensusupload', lazy: page(() => import('./census-gallery/CarrierListUploadTool')) },
            { path: 'census-gallery/uploads/censuswizard', lazy: page(() => import('./census-gallery/CensusWizardTool')) },
            { path: 'census-gallery/workflows/employee-import-client', lazy: page(() => import('./census-gallery/ImportHistoryTool')) },
            { path: 'implementation-comparison', lazy: page(() => import('./implementation-comparison/ComparisonPage')) },
            { path: 'implementation-gallery', lazy: page(() => import('./implementation-gallery/ImplementationGallery')) },
            { path: 'billing', lazy: page(() => import('./billing/BillingPage')) },
            { path: 'early-access', lazy: page(() => import('./early-access/DashboardEarlyAccessPage')) },
            { path: 'settings', lazy: page(() => import('./settings/SettingsPage')) },
            { path: 'settings/brand', lazy: page(() => import('./settings/brand/BrandEditorPage')) },
            { path: '*', lazy: page(() => import('./dashboard/DashboardNotFound')) },
          ],
        },
        // Preview features, each behind its agency's switch, in the dashboard's shell
        {
          path: '2-future-features',
          id: 'previews',
          loader: requireSession(queryClient, PREVIEW_ROLES),
          lazy: page(() => import('./dashboard/DashboardLayout')),
          children: [
            // The benefits catalogue
            { path: 'benefits', lazy: page(() => import('./benefits/BenefitsOverview')) },
            { path: 'benefits/catalog', lazy: page(() => import('./benefits/CatalogPage')) },
            { path: 'benefits/categories/new', lazy: page(() => import('./benefits/NewCategoryPage')) },
            { path: 'benefits/options/new', lazy: page(() => import('./benefits/NewOptionPage')) },
            // The resource library
            { path: 'resources', lazy: page(() => import('./resources/ResourcesPage')) },
            // Reports: the hub, the book of business and enrollment
            { path: 'reports', lazy: page(() => import('./reports/ReportsHub')) },
            { path: 'reports/enhanced', lazy: page(() => import('./reports/BookOfBusinessPage')) },
            { path: 'reports/enrollment', lazy: page(() => import('./reports/EnrollmentReportPage')) },
          ],
        },
        // Employee self-service: the employee's home and the enrollment flow under it
        {
          path: 'employees',
          id: 'employees',
          loader: requireSession(queryClient, SELF_SERVICE_ROLES),
          lazy: page(() => import('./self-service/SelfServiceLayout')),
          children: [
            { index: true, lazy: page(() => import('./self-service/MyBenefitsHome')) },
            { path: 'enroll/:windowId', lazy: page(() => import('./self-service/EnrollmentFlow')) },
            { path: 'confirmation/:submissionId', lazy: page(() => import('./self-service/ConfirmationPage')) },
          ],
        },
        // Everything else
        { path: '*', lazy: page(() => import('./errors/NotFoundPage')) },
      ],
    },
  ];
}
