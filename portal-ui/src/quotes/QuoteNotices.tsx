/** What a quote's page says about the quote's state: the employer's decision, the last re-rate. */
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../ui/dates';
import { RerateDiff, rerateSummary } from './RerateDiff';
import type { Quote, Rerate } from './queries';

/** Accepted: on to plan design. Declined: kept on record. */
export function DecisionNotice({ quote: q, groupId }: { quote: Quote; groupId: string }) {
  if (q.status === 'accepted') {
    return (
      <Alert
        severity="success"
        icon={<DesignServicesIcon />}
        data-testid="accepted-hint"
        action={
          <Button component={RouterLink} to={`/dashboard/groups/${groupId}/plan-design`} color="inherit" size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
            Open plan design
          </Button>
        }
      >
        <AlertTitle>Accepted{q.decided_at ? ` on ${formatDate(q.decided_at.slice(0, 10))}` : ''}</AlertTitle>
        The employer chose from this quote. Its plans and contribution feed the group’s plan design: choose the offered plans per line, the contribution strategy and the waiting period there.
      </Alert>
    );
  }
  if (q.status === 'declined') return <Alert severity="info">The employer declined this quote. It stays on record; move it back to presented to revisit it.</Alert>;
  return null;
}

/** What the re-rate just done changed. */
export function RerateResult({ quote: q, rerate: latest, onClose }: { quote: Quote; rerate: Rerate; onClose: () => void }) {
  return (
    <Alert
      severity={rerateSummary(latest).changed ? 'info' : 'success'}
      icon={<AutorenewIcon />}
      onClose={onClose}
      data-testid="rerate-result"
      sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}
    >
      <AlertTitle>
        Re-rated: {rerateSummary(latest).changed} of {latest.changes.length} plans changed
        {q.rated_in_ms !== undefined ? ` · ${Math.round(q.rated_in_ms)} ms` : ''}
      </AlertTitle>
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, mt: 1 }}>
        <RerateDiff changes={latest.changes} />
      </Box>
    </Alert>
  );
}
