import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { meQuery } from '../api';
import { useBrand } from '../brand/BrandProvider';
import { BrandLogo } from './BrandLogo';

/** A visitor is offered the sign-in; someone signed in on this host, the way back in. */
function SessionAction() {
  const me = useQuery(meQuery);
  if (me.isPending) return null;
  if (me.data?.role === 'platform_operator') {
    return (
      <Button href="/admin" variant="outlined" size="small" sx={{ flexShrink: 0 }}>
        Go to the back office
      </Button>
    );
  }
  return me.data ? (
    <Button component={RouterLink} to="/dashboard" variant="contained" size="small" sx={{ flexShrink: 0 }}>
      Go to dashboard
    </Button>
  ) : (
    <Button component={RouterLink} to="/auth/signin" variant="outlined" size="small" sx={{ flexShrink: 0 }}>
      Sign in
    </Button>
  );
}

/** Header and footer of the public pages, in the host's brand. */
export function PublicShell({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const brand = useBrand();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters variant="regular" sx={{ gap: 2 }}>
            <Box component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none', display: 'flex', minWidth: 0 }} aria-label={`${brand.name} home`}>
              <BrandLogo />
            </Box>
            <Box sx={{ flexGrow: 1 }} />
            {actions ?? <SessionAction />}
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}>
        <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {brand.name}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
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
          {!brand.is_platform ? (
            <Typography variant="body2" color="text.secondary">
              Powered by Canopy
            </Typography>
          ) : null}
        </Container>
      </Box>
    </Box>
  );
}
