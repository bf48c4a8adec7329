import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import agencies from './agencies';
import { AgencyDataPage } from './agency-data/AgencyDataPage';
import agencyPlans from './agency-plans';
import { AgencyRatesImportPage } from './agency-plans/AgencyRatesImportPage';
import type { Brand, Role } from './api';
import { authProvider } from './authProvider';
import billingPlans from './billing-plans';
import carriers from './carriers';
import clientErrors from './client-errors';
import { dataProvider } from './dataProvider';
import { AccessDenied } from './layout/AccessDenied';
import { Home } from './layout/Home';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { BrandContext } from './layout/useBrand';
import auditLog from './audit-log';
import invites from './invites';
import members from './members';
import outbox from './outbox';
import plans from './plans';
import { RatesImportPage } from './rates-import/RatesImportPage';
import { BrandPage } from './pages/BrandPage';
import { DomainsPage } from './pages/DomainsPage';
import { SsoPage } from './pages/SsoPage';
import { SubscriptionPage } from './subscription/SubscriptionPage';
import supportRequests from './support-requests';
import earlyAccess from './early-access';
import helpArticles from './help-articles';
import previewFeedback from './preview-feedback';
import roles from './agency-roles';
import { canAccess } from './permissions';
import { adminTheme } from './theme';

export function App({ brand }: { brand: Brand }) {
  return (
    <BrandContext.Provider value={brand}>
      <Admin
        title={`${brand.name} back office`}
        authProvider={authProvider}
        dataProvider={dataProvider}
        theme={adminTheme(brand)}
        darkTheme={null}
        layout={Layout}
        loginPage={LoginPage}
        dashboard={Home}
        accessDenied={AccessDenied}
        requireAuth
        disableTelemetry
      >
        {(role: Role | undefined) => [
          canAccess(role, 'agencies', 'list') ? <Resource key="agencies" name="agencies" {...agencies} /> : null,
          canAccess(role, 'carriers', 'list') ? <Resource key="carriers" name="carriers" {...carriers} /> : null,
          canAccess(role, 'plans', 'list') ? <Resource key="plans" name="plans" {...plans} /> : null,
          canAccess(role, 'billing-plans', 'list') ? <Resource key="billing-plans" name="billing-plans" {...billingPlans} /> : null,
          canAccess(role, 'agency-plans', 'list') ? <Resource key="agency-plans" name="agency-plans" {...agencyPlans} /> : null,
          canAccess(role, 'members', 'list') ? <Resource key="members" name="members" {...members} /> : null,
          canAccess(role, 'invites', 'list') ? <Resource key="invites" name="invites" {...invites} /> : null,
          canAccess(role, 'roles', 'list') ? <Resource key="roles" name="roles" {...roles} /> : null,
          canAccess(role, 'audit-log', 'list') ? <Resource key="audit-log" name="audit-log" {...auditLog} /> : null,
          canAccess(role, 'outbox', 'list') ? <Resource key="outbox" name="outbox" {...outbox} /> : null,
          canAccess(role, 'client-errors', 'list') ? (
            <Resource key="client-errors" name="client-errors" {...clientErrors} />
          ) : null,
          canAccess(role, 'support-requests', 'list') ? (
            <Resource key="support-requests" name="support-requests" {...supportRequests} />
          ) : null,
          canAccess(role, 'agency-articles', 'list') ? <Resource key="agency-articles" name="agency-articles" {...helpArticles} /> : null,
          canAccess(role, 'preview-feedback', 'list') ? (
            <Resource key="preview-feedback" name="preview-feedback" {...previewFeedback} />
          ) : null,
          canAccess(role, 'early-access', 'list') ? <Resource key="early-access" name="early-access" {...earlyAccess} /> : null,
          canAccess(role, 'brand', 'list') ? (
            <CustomRoutes key="pages">
              <Route path="/brand" element={<BrandPage />} />
              <Route path="/domains" element={<DomainsPage />} />
              <Route path="/sso" element={<SsoPage />} />
            </CustomRoutes>
          ) : null,
          canAccess(role, 'subscription', 'list') ? (
            <CustomRoutes key="subscription-page">
              <Route path="/subscription" element={<SubscriptionPage />} />
            </CustomRoutes>
          ) : null,
          canAccess(role, 'rates-import', 'list') ? (
            <CustomRoutes key="catalogue-pages">
              <Route path="/rates-import" element={<RatesImportPage />} />
            </CustomRoutes>
          ) : null,
          canAccess(role, 'agency-data', 'list') ? (
            <CustomRoutes key="agency-data-page">
              <Route path="/agency-data" element={<AgencyDataPage />} />
            </CustomRoutes>
          ) : null,
          canAccess(role, 'agency-rates-import', 'list') ? (
            <CustomRoutes key="agency-plan-pages">
              <Route path="/agency-rates-import" element={<AgencyRatesImportPage />} />
            </CustomRoutes>
          ) : null,
        ]}
      </Admin>
    </BrandContext.Provider>
  );
}
