import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { alpha, type Theme } from '@mui/material/styles';
import { Link as RouterLink, Outlet, useLoaderData, useLocation } from 'react-router';
import { can } from '../api';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { navItems } from './nav';
import { UserMenu } from './UserMenu';
import { useMe } from './useSession';
import { useNavigation } from 'react-router';
import { BrandLogo } from '../ui/BrandLogo';
import { PreviewsMenu } from './PreviewsMenu';
import { PageLoading } from '../ui/states';
import { lazy, Suspense } from 'react';

/** The bell waits on its count from the server anyway: it loads after the first paint, in a space kept for it. */
const NotificationBell = lazy(() => import('../notifications/NotificationBell'));
/** Only for someone whose address is not confirmed yet. */
const VerifyEmailBanner = lazy(() => import('./VerifyEmailBanner'));
/** Only for those who read the agency's billing. */
const SubscriptionBanner = lazy(() => import('../billing/SubscriptionBanner'));
const ClosingBanner = lazy(() => import('./ClosingBanner'));

/** A shade for the app bar: darker under white text, lighter under black. */
function awayFromText(theme: Theme, amount: number): string {
  return alpha(theme.palette.primary.contrastText === '#fff' ? '#000' : '#fff', amount);
}

/** A button of the bar, marked when its area is open. */
function barButton(active: boolean) {
  return {
    color: 'inherit' as const,
    size: 'small' as const,
    sx: {
      px: 1.25,
      flexShrink: 0,
      // Shaded away from the text colour, so the text keeps its contrast on any brand colour.
      bgcolor: (t: Theme) => (active ? awayFromText(t, 0.2) : 'transparent'),
      boxShadow: active ? 'inset 0 -2px 0 currentColor' : 'none',
      '&:hover': { bgcolor: (t: Theme) => awayFromText(t, 0.12) },
    },
  };
}

/** The signed-in area: the agency's app bar, navigation by area, the user menu. */
export default function DashboardLayout() {
  const me = useMe();
  const { allowed } = useLoaderData() as { allowed: boolean };
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const items = navItems(me.role, me.previews);
  const previews = items.filter((item) => item.preview);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {navigation.state === 'loading' ? <PageLoading /> : null}
      <AppBar position="sticky" color="primary">
        <Container maxWidth="xl">
          <Toolbar disableGutters sx={{ gap: 2, minHeight: 56 }}>
            <Box component={RouterLink} to="/dashboard" sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', minWidth: 0 }}>
              <BrandLogo inverse />
            </Box>
            {/* On a phone the areas scroll sideways inside the bar, beside the logo and the menus. */}
            <Box component="nav" aria-label="Areas" sx={{ display: 'flex', gap: 0.5, ml: { xs: 0, md: 2 }, minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}>
              {items.map((item) => {
                if (item.preview) {
                  // The previews sit together under one entry, where the first of them would be.
                  if (item !== previews[0]) return null;
                  const open = pathname.startsWith('/2-future-features/');
                  return <PreviewsMenu key="previews" items={previews} active={open} sx={barButton(open).sx} />;
                }
                const active = !item.external && (pathname === item.to || (item.to !== '/dashboard' && pathname.startsWith(`${item.to}/`)));
                return item.external ? (
                  <Button key={item.to} href={item.to} {...barButton(active)}>
                    {item.label}
                  </Button>
                ) : (
                  <Button key={item.to} component={RouterLink} to={item.to} aria-current={active ? 'page' : undefined} {...barButton(active)}>
                    {item.label}
                  </Button>
                );
              })}
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            {me.agency ? (
              <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
                <NotificationBell />
              </Suspense>
            ) : null}
            <UserMenu />
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        {me.email_verified ? null : (
          <Suspense fallback={null}>
            <VerifyEmailBanner />
          </Suspense>
        )}
        {me.agency?.status === 'closing' && can(me, 'agency_data', 'close') ? (
          <Suspense fallback={null}>
            <ClosingBanner />
          </Suspense>
        ) : null}
        {me.agency && can(me, 'billing', 'read') ? (
          <Suspense fallback={null}>
            <SubscriptionBanner />
          </Suspense>
        ) : null}
        {allowed ? <Outlet /> : <ForbiddenPage role={me.role} agencyName={me.agency?.name} />}
      </Container>
    </Box>
  );
}
