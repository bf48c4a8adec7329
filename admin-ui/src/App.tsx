import { Admin, Resource } from 'react-admin';
import agencies from './agencies';
import type { Brand, Role } from './api';
import { authProvider } from './authProvider';
import clientErrors from './client-errors';
import { dataProvider } from './dataProvider';
import { AccessDenied } from './layout/AccessDenied';
import { Home } from './layout/Home';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import { BrandContext } from './layout/useBrand';
import members from './members';
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
          canAccess(role, 'members', 'list') ? <Resource key="members" name="members" {...members} /> : null,
          canAccess(role, 'client-errors', 'list') ? (
            <Resource key="client-errors" name="client-errors" {...clientErrors} />
          ) : null,
        ]}
      </Admin>
    </BrandContext.Provider>
  );
}
