import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLoaderData, useNavigation } from 'react-router';
import { useSignOut } from '../auth/queries';
import { useBrand } from '../brand/BrandProvider';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { useEmployee } from './useEmployee';
import { BrandLogo, initials } from '../ui/BrandLogo';
import { PageLoading } from '../ui/states';

/** The employee's area in the agency's brand: a compact bar (logo, my name, sign out), the page, the agency's contacts. */
export default function SelfServiceLayout() {
  const me = useEmployee();
  const brand = useBrand();
  const { allowed } = useLoaderData() as { allowed: boolean };
  const navigation = useNavigation();
  const signOut = useSignOut();

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default', '@media print': { bgcolor: '#fff' } }}>
      {navigation.state === 'loading' ? <PageLoading /> : null}
      <AppBar position="sticky" color="primary" sx={{ displayPrint: 'none' }} data-testid="self-service-bar">
        <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
          <Toolbar disableGutters sx={{ gap: 1, minHeight: 56 }}>
            <Box component={RouterLink} to="/employees" aria-label={`${brand.name}: my benefits`} sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', minWidth: 0, flexShrink: 1 }}>
              <BrandLogo inverse size={30} />
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="user-menu">
              <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'secondary.main', color: 'secondary.contrastText' }} aria-hidden>
                {initials(me.user.name)}
              </Avatar>
              <Typography component="span" noWrap sx={{ fontSize: 13, fontWeight: 600, maxWidth: { xs: 96, sm: 220 } }} data-testid="employee-name">
                {me.user.name}
              </Typography>
            </Box>
            <Button
              color="inherit"
              size="small"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              aria-label="Sign out"
              sx={{ minWidth: 0, px: { xs: 0.75, sm: 1.25 }, flexShrink: 0 }}
            >
              <LogoutIcon fontSize="small" />
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, ml: 0.75 }}>
                {signOut.isPending ? 'Signing out…' : 'Sign out'}
              </Box>
            </Button>
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        {allowed ? <Outlet /> : <ForbiddenPage role={me.role} agencyName={me.agency?.name} />}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 2, displayPrint: 'none' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, alignItems: 'center', px: { xs: 1.5, sm: 3 } }}>
          <Typography variant="body2" color="text.secondary">
            Questions about your benefits? {brand.name}
          </Typography>
          {brand.support_email ? (
            <Link variant="body2" href={`mailto:${brand.support_email}`} underline="hover">
              {brand.support_email}
            </Link>
          ) : null}
          {brand.support_phone ? (
            <Link variant="body2" href={`tel:${brand.support_phone.replace(/[^\d+]/g, '')}`} underline="hover">
              {brand.support_phone}
            </Link>
          ) : null}
        </Container>
      </Box>
    </Box>
  );
}
