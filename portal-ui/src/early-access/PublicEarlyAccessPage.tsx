/** `/early-access`: the public waitlist for what Canopy is building next. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../brand/BrandProvider';
import { PublicShell } from '../ui/PublicShell';
import { PREVIEW_TITLES, type PreviewFeature } from '../ui/vocab';
import { WaitlistForm } from './WaitlistForm';

const WHAT: Record<PreviewFeature, string> = {
  benefits_catalog: 'Every benefit you place, from medical to EAP, with its carrier, plan, eligibility and documents, in one searchable catalogue.',
  reports: 'The book of business and enrollment at a glance: premium by carrier, the renewal pipeline, participation against carrier minimums.',
  resource_library: 'Forms, SBCs and compliance guides in one library, shared with the groups that need them and their employees.',
};

export default function PublicEarlyAccessPage() {
  usePageTitle('Early access');
  return (
    <PublicShell>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Stack spacing={2}>
            <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' } }}>
              Try what comes next
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: 18 }}>
              Agencies on the early-access list are the first to switch on new features for their own book, and shape them with their feedback.
            </Typography>
            {(Object.keys(WHAT) as PreviewFeature[]).map((feature) => (
              <Box key={feature}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                  {PREVIEW_TITLES[feature]}
                </Typography>
                <Typography color="text.secondary">{WHAT[feature]}</Typography>
              </Box>
            ))}
          </Stack>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Join the list
            </Typography>
            <WaitlistForm />
          </Paper>
        </Box>
      </Container>
    </PublicShell>
  );
}
