/** Pick, among the group's quotes for the renewal's effective date, those to compare with the renewal. */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QuoteStatusChip } from '../ui/chips/plans';
import { formatDate } from '../ui/dates';
import { FormError } from '../ui/formErrors';
import { formatCents } from '../ui/money';
import { LoadError } from '../ui/states';
import { groupQuotesQuery, type RenewalRecord } from './queries';

/** The most quotes a renewal compares. */
const MAX_ALTERNATIVES = 10;

export default function AlternativesDialog({
  groupId,
  renewal,
  busy,
  error,
  onSave,
  onClose,
}: {
  groupId: string;
  renewal: RenewalRecord;
  busy: boolean;
  error: unknown;
  onSave: (quoteIds: string[]) => void;
  onClose: () => void;
}) {
  const quotes = useQuery(groupQuotesQuery(groupId));
  const [chosen, setChosen] = useState(() => renewal.alternatives.map((a) => a.quote_id));
  const all = quotes.data?.data ?? [];
  const forDate = all.filter((q) => q.effective_date === renewal.effective_date);
  const toggle = (id: string) => setChosen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Alternatives to the renewal</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Each plan of a chosen quote is priced for everyone enrolled on its line, at their ages on {formatDate(renewal.effective_date)}, under the current contribution rules.
          </Typography>
          {quotes.error ? <LoadError error={quotes.error} retry={() => void quotes.refetch()} what="the group's quotes" /> : null}
          {quotes.isPending ? <Skeleton variant="rounded" height={96} /> : null}
          {quotes.data && forDate.length === 0 ? (
            <Typography variant="body2">The group has no quote for {formatDate(renewal.effective_date)} yet.</Typography>
          ) : null}
          <Stack role="group" aria-label="Quotes for the renewal's effective date">
            {forDate.map((q) => (
              <FormControlLabel
                key={q.id}
                control={<Checkbox checked={chosen.includes(q.id)} onChange={() => toggle(q.id)} disabled={!chosen.includes(q.id) && chosen.length >= MAX_ALTERNATIVES} />}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>
                      Quote {q.number} · {q.name}
                    </span>
                    <QuoteStatusChip status={q.status} />
                    <Typography variant="caption" color="text.secondary">
                      {q.plan_count} {q.plan_count === 1 ? 'plan' : 'plans'}
                      {q.lowest_premium_cents !== undefined ? ` · from ${formatCents(q.lowest_premium_cents, true)}/mo` : ''}
                    </Typography>
                  </Stack>
                }
              />
            ))}
          </Stack>
          {quotes.data && all.length > forDate.length ? (
            <Typography variant="caption" color="text.secondary">
              {all.length - forDate.length} {all.length - forDate.length === 1 ? 'quote is' : 'quotes are'} for another effective date and cannot be compared.
            </Typography>
          ) : null}
          <Link component={RouterLink} to={`/dashboard/groups/${groupId}/quote/new`} variant="body2">
            New quote
          </Link>
          <FormError error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy || !quotes.data} onClick={() => onSave(chosen)} data-testid="save-alternatives">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
