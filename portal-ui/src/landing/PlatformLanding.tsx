import ApiIcon from '@mui/icons-material/Api';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BrushIcon from '@mui/icons-material/Brush';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LockIcon from '@mui/icons-material/Lock';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TableChartIcon from '@mui/icons-material/TableChart';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBrand, usePageTitle } from '../brand/BrandProvider';
import { PlanCards } from '../billing/PlanCards';
import { billingPlansQuery } from '../billing/queries';
import { LIFECYCLE } from './lifecycle';
import { PublicShell } from '../ui/PublicShell';

const STAGE_ICONS: Record<(typeof LIFECYCLE)[number]['key'], ReactNode> = {
  census: <TableChartIcon />,
  quote: <RequestQuoteIcon />,
  'plan-design': <TuneIcon />,
  enrollment: <HowToRegIcon />,
  implementation: <AssignmentTurnedInIcon />,
  renewal: <AutorenewIcon />,
};

const FEATURES = [
  {
    icon: <BrushIcon />,
    title: 'Your brand, not ours',
    text: 'Each agency gets its own address, logo, colours and welcome page. Employers and employees only ever see your name.',
  },
  {
    icon: <LockIcon />,
    title: 'Your data kept apart',
    text: 'Every agency’s groups, employees and documents live in their own database schema, never mixed with another agency’s.',
  },
  {
    icon: <GroupsIcon />,
    title: 'One place for everyone',
    text: 'Owners, brokers, employer HR admins and employees each get the screens and permissions their role needs.',
  },
  {
    icon: <ApiIcon />,
    title: 'Open by design',
    text: 'Everything the portal does goes through a documented, typed HTTP API you can use from your own tools.',
  },
];

/** The six stages as a vertical rail: the hero's picture of what Canopy runs. */
function LifecycleRail() {
  return (
    <Card
      aria-hidden
      sx={{ display: { xs: 'none', md: 'block' }, width: 300, flexShrink: 0, boxShadow: '0 12px 40px rgba(20, 30, 50, 0.08)' }}
    >
      <CardContent sx={{ p: 2.5 }}>
        <Typography variant="overline" color="text.secondary">
          One group, start to finish
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {LIFECYCLE.map((stage, i) => (
            <Box component="li" key={stage.key} sx={{ display: 'flex', gap: 1.5, position: 'relative', pb: i < LIFECYCLE.length - 1 ? 1.5 : 0 }}>
              {i < LIFECYCLE.length - 1 ? (
                <Box sx={{ position: 'absolute', left: 15, top: 32, bottom: 0, width: 2, bgcolor: 'divider' }} />
              ) : null}
              <Box
                sx={(t) => ({
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                  color: 'primary.main',
                  bgcolor: alpha(t.palette.primary.main, 0.1),
                  '& svg': { fontSize: 18 },
                })}
              >
                {STAGE_ICONS[stage.key]}
              </Box>
              <Typography sx={{ fontWeight: 600, alignSelf: 'center' }}>{stage.title}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** The plan catalogue; while it loads, room for its cards, and nothing when it cannot be read. */
function LandingPlans() {
  const plans = useQuery(billingPlansQuery);
  if (plans.error) return null;
  if (!plans.data) return <Skeleton variant="rounded" height={360} />;
  return <PlanCards plans={plans.data} />;
}

/** `/` on the platform host: what Canopy is and does for a brokerage. */
export default function PlatformLanding() {
  const brand = useBrand();
  usePageTitle('Benefits brokerage software, from census to renewal');
  return (
    <PublicShell>
      <Box
        component="section"
        sx={(t) => ({
          background: `linear-gradient(135deg, ${alpha(t.palette.primary.main, 0.1)} 0%, ${alpha(t.palette.secondary.main, 0.08)} 100%)`,
          borderBottom: 1,
          borderColor: 'divider',
        })}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 11 }, display: 'flex', gap: 6, alignItems: 'center' }}>
          <Stack spacing={3} sx={{ maxWidth: 760, flex: 1 }}>
            <Chip label="For employee-benefits brokerages" color="primary" variant="outlined" sx={{ alignSelf: 'flex-start', fontWeight: 600 }} />
            <Typography variant="h1">Run every employer group from census to renewal, under your own brand.</Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, lineHeight: 1.6 }}>
              {brand.name} is the platform a brokerage runs on: census, quoting, plan design, enrollment, implementation and
              renewal in one place, with a portal for your employers and their employees that carries your name.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component={RouterLink} to="/auth/signup/broker" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
                Start your agency
              </Button>
              <Button component={RouterLink} to="/auth/signin" variant="outlined" size="large">
                Sign in
              </Button>
              <Button component={RouterLink} to="/early-access" variant="text" size="large">
                Join early access
              </Button>
              <Button href="#lifecycle" variant="text" size="large">
                See how it works
              </Button>
              <Button href="/api/docs" variant="text" size="large" startIcon={<ApiIcon />}>
                API reference
              </Button>
            </Stack>
          </Stack>
          <LifecycleRail />
        </Container>
      </Box>

      <Container component="section" id="lifecycle" maxWidth="lg" sx={{ py: { xs: 6, md: 9 }, scrollMarginTop: 64 }}>
        <Typography variant="overline" color="primary">
          The lifecycle
        </Typography>
        <Typography variant="h2" sx={{ mb: 1 }}>
          Six stages, one record of the group
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
          A group moves through each stage in order, and everything it produced stays with it: the census behind a quote,
          the quote behind a plan design, the elections behind a carrier file.
        </Typography>
        <Grid container spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {LIFECYCLE.map((stage, i) => (
            <Grid key={stage.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
                    <Box
                      sx={(t) => ({
                        width: 40,
                        height: 40,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        color: 'primary.main',
                        bgcolor: alpha(t.palette.primary.main, 0.1),
                      })}
                    >
                      {STAGE_ICONS[stage.key]}
                    </Box>
                    <Box>
                      <Typography variant="caption" color="text.secondary">
                        Step {i + 1}
                      </Typography>
                      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }}>
                        {stage.title}
                      </Typography>
                    </Box>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {stage.text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Box component="section" sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
          <Typography variant="overline" color="primary">
            Built for agencies
          </Typography>
          <Typography variant="h2" sx={{ mb: 4 }}>
            What your agency gets
          </Typography>
          <Grid container spacing={4}>
            {FEATURES.map((f) => (
              <Grid key={f.title} size={{ xs: 12, sm: 6, md: 3 }}>
                <Box sx={{ color: 'secondary.main', mb: 1 }}>{f.icon}</Box>
                <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
                  {f.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {f.text}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Container component="section" id="plans" maxWidth="lg" sx={{ py: { xs: 6, md: 9 }, scrollMarginTop: 64 }} data-testid="landing-plans">
        <Typography variant="overline" color="primary">
          Plans and prices
        </Typography>
        <Typography variant="h2" sx={{ mb: 1 }}>
          Start with a 14-day trial
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
          Every agency starts on a free 14-day trial with the Growth plan’s limits, no card needed.
        </Typography>
        <LandingPlans />
      </Container>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 6, md: 8 } }}>
        <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', border: 0 }}>
          <CardContent sx={{ p: { xs: 3, md: 5 }, display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
            <Box sx={{ flex: '1 1 360px' }}>
              <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
                Already with an agency on {brand.name}?
              </Typography>
              <Typography sx={{ opacity: 0.9 }}>
                Sign in with the email your agency invited. Brokers, employer HR admins and employees all use the same sign-in.
              </Typography>
            </Box>
            <Button
              component={RouterLink}
              to="/auth/signin"
              variant="contained"
              size="large"
              sx={{ bgcolor: 'primary.contrastText', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
            >
              Sign in to {brand.name}
            </Button>
          </CardContent>
        </Card>
      </Container>
    </PublicShell>
  );
}
