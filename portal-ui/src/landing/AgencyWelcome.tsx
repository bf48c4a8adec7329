import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import EmailIcon from '@mui/icons-material/Email';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useBrand, usePageTitle } from '../brand/BrandProvider';
import { AUDIENCES } from '../auth/audience';
import { PublicShell } from '../ui/PublicShell';

const AUDIENCE_ICONS = {
  team: <BadgeIcon />,
  employer: <BusinessIcon />,
  employee: <FamilyRestroomIcon />,
} as const;

/** `/` on an agency's host: its welcome page, in its brand, with sign-in for each audience. */
export default function AgencyWelcome() {
  const brand = useBrand();
  usePageTitle('Welcome');
  return (
    <PublicShell>
      <Box
        component="section"
        data-testid="brand-hero"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 7, md: 10 } }}
      >
        <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Stack spacing={2.5} sx={{ maxWidth: 720, flex: 1, minWidth: 0 }}>
            <Typography variant="overline" sx={{ opacity: 0.85 }}>
              Employee benefits portal
            </Typography>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere', fontSize: { xs: '2.25rem', sm: undefined } }}>
              {brand.name}
            </Typography>
            {brand.welcome_text ? (
              <Typography variant="h6" component="p" sx={{ fontWeight: 400, lineHeight: 1.6, opacity: 0.95, whiteSpace: 'pre-line' }}>
                {brand.welcome_text}
              </Typography>
            ) : null}
            <Box>
              <Button
                component={RouterLink}
                to="/auth/signin"
                size="large"
                variant="contained"
                sx={{ bgcolor: 'primary.contrastText', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
              >
                Sign in
              </Button>
            </Box>
          </Stack>
          {brand.logo_url ? (
            <Box
              aria-hidden
              sx={{
                display: { xs: 'none', md: 'grid' },
                placeItems: 'center',
                width: 200,
                height: 200,
                flexShrink: 0,
                borderRadius: 6,
                bgcolor: 'rgba(255,255,255,0.1)',
                border: '1px solid rgba(255,255,255,0.25)',
              }}
            >
              <Box component="img" src={brand.logo_url} alt="" sx={{ width: 120, height: 120, objectFit: 'contain' }} />
            </Box>
          ) : null}
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Typography variant="h2" sx={{ mb: 3 }}>
          Sign in to your portal
        </Typography>
        <Grid container spacing={2}>
          {AUDIENCES.map((a) => (
            <Grid key={a.key} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Box sx={{ color: 'secondary.main', mb: 1 }}>{AUDIENCE_ICONS[a.key]}</Box>
                  <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
                    {a.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {a.text}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button component={RouterLink} to={`/auth/signin?as=${a.key}`} variant="outlined">
                    {a.action}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>

        {brand.support_email || brand.support_phone ? (
          <Card sx={{ mt: 4 }}>
            <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
              <Box sx={{ flex: '1 1 280px' }}>
                <Typography variant="h6" component="h2">
                  Questions about your benefits?
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  The {brand.name} team is here to help.
                </Typography>
              </Box>
              {brand.support_email ? (
                <Link href={`mailto:${brand.support_email}`} underline="hover" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <EmailIcon fontSize="small" /> {brand.support_email}
                </Link>
              ) : null}
              {brand.support_phone ? (
                <Link
                  href={`tel:${brand.support_phone.replace(/[^\d+]/g, '')}`}
                  underline="hover"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  <PhoneIcon fontSize="small" /> {brand.support_phone}
                </Link>
              ) : null}
            </CardContent>
          </Card>
        ) : null}
      </Container>
    </PublicShell>
  );
}
