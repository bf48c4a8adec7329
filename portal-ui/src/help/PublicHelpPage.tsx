/** `/help` and `/help/{slug}`: the public help centre, in the host's brand. */
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { PublicShell } from '../ui/PublicShell';
import { HelpArticleView } from './HelpArticleView';
import { HelpCentre } from './HelpCentre';

export default function PublicHelpPage() {
  const { slug } = useParams();
  usePageTitle('Help centre');
  return (
    <PublicShell>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {slug ? (
          <HelpArticleView slug={slug} base="/help" />
        ) : (
          <>
            <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
              Help centre
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              How to run a book of benefits in Canopy: for brokers, HR admins and employees.
            </Typography>
            <HelpCentre base="/help" />
          </>
        )}
      </Container>
    </PublicShell>
  );
}
