import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { useGroup } from '../groups/context';
import { PlanBreakdownCard } from './PlanBreakdownCard';
import { DecisionNotice, RerateResult } from './QuoteNotices';
import { QuoteHeader } from './QuoteHeader';
import { QuotePlansTable } from './QuotePlansTable';
import { QuoteStats } from './QuoteStats';
import { RerateHistory } from './RerateHistory';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { LoadError } from '../ui/states';
import { SectionCard } from '../ui/cards';
import { deleteQuote, quoteQuery, rerateQuote, setQuoteStatus, type Quote, type QuoteStatus } from './queries';

/** `/dashboard/groups/{id}/quote/{quoteId}`: a rated quote, its plans, breakdowns, status, re-rates and proposals. */
export default function QuoteShow() {
  const group = useGroup();
  const me = useMe();
  const { quoteId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const quote = useQuery(quoteQuery(quoteId));
  usePageTitle(quote.data ? `${quote.data.name} · ${group.name}` : `Quote · ${group.name}`);
  const writable = can(me, 'quotes', 'write');
  const base = `/dashboard/groups/${group.id}/quote`;
  const [rerating, setRerating] = useState(false);
  const [refreshCensus, setRefreshCensus] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [justRerated, setJustRerated] = useState<string | null>(null);

  const onQuote = (q: Quote) => {
    queryClient.setQueryData(['quotes', q.id], q);
    void queryClient.invalidateQueries({ queryKey: ['groups', group.id, 'quotes'] });
    void queryClient.invalidateQueries({ queryKey: ['groups', group.id, 'market-analysis'] });
    void queryClient.invalidateQueries({ queryKey: ['quotes', q.id, 'breakdown'] });
  };
  const status = useMutation({
    mutationFn: (to: QuoteStatus) => setQuoteStatus(quoteId, to),
    onSuccess: onQuote,
    // Refused (409): someone moved the quote meanwhile; show its status as it is now, beside the reason.
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) void queryClient.invalidateQueries({ queryKey: ['quotes', quoteId], exact: true });
    },
  });
  const rerate = useMutation({
    mutationFn: () => rerateQuote(quoteId, refreshCensus),
    onSuccess: (q) => {
      onQuote(q);
      setRerating(false);
      setJustRerated(q.rerates[0]?.id ?? null);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteQuote(quoteId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['quotes', quoteId] });
      void queryClient.invalidateQueries({ queryKey: ['groups', group.id] });
      navigate(base, { replace: true });
    },
  });

  const back = (
    <Button component={RouterLink} to={base} startIcon={<ArrowBackIcon />}>
      Quotes
    </Button>
  );

  if (quote.error) {
    return (
      <Stack spacing={1.5}>
        <Box>{back}</Box>
        <LoadError error={quote.error} retry={() => void quote.refetch()} what="the quote" />
      </Stack>
    );
  }
  if (quote.isPending) {
    return (
      <Stack spacing={1.5} data-testid="quote-loading">
        <Skeleton variant="rounded" height={150} />
        <Grid container spacing={2}>
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 6, md: 3 }}>
              <Skeleton variant="rounded" height={90} />
            </Grid>
          ))}
        </Grid>
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }

  const q = quote.data;
  const selectedId = search.get('plan');
  const selectedPlan = q.plans.find((p) => p.plan.id === selectedId) ?? null;
  const select = (id: string) =>
    setSearch(
      (s) => {
        const n = new URLSearchParams(s);
        n.set('plan', id);
        return n;
      },
      { replace: true, preventScrollReset: true },
    );
  const latest = q.rerates.find((r) => r.id === justRerated);
  const statusError = status.error instanceof ApiError && !status.error.isServerError ? status.error : null;

  return (
    <Stack spacing={2} data-testid="quote" data-status={q.status}>
      <Box>{back}</Box>
      <QuoteHeader quote={q} writable={writable} moving={status.isPending} onMove={(to) => status.mutate(to)} onRerate={() => setRerating(true)} onDelete={() => setDeleting(true)} />

      {statusError ? (
        <Alert severity="warning" onClose={() => status.reset()} data-testid="status-error">
          {statusError.message}
        </Alert>
      ) : null}
      <DecisionNotice quote={q} groupId={group.id} />
      {latest ? <RerateResult quote={q} rerate={latest} onClose={() => setJustRerated(null)} /> : null}

      <QuoteStats quote={q} />

      <SectionCard title="Plans" subheader="Select a plan to see each employee’s cost and the totals per tier" dense testId="quote-plans-card">
        {q.plans.length ? <QuotePlansTable quote={q} selected={selectedPlan?.plan.id ?? null} onSelect={select} /> : <Typography sx={{ px: 2 }}>This quote has no plans.</Typography>}
      </SectionCard>

      {selectedPlan ? (
        <PlanBreakdownCard quote={q} plan={selectedPlan} />
      ) : (
        <Alert severity="info" variant="outlined" data-testid="breakdown-hint">
          Select a plan above to see what each employee and their family costs on it, and the totals per tier.
        </Alert>
      )}

      <RerateHistory quote={q} />

      <ConfirmDialog
        open={rerating}
        title="Re-rate this quote?"
        confirmLabel="Re-rate"
        busyLabel="Re-rating…"
        busy={rerate.isPending}
        error={rerate.error}
        onClose={() => {
          setRerating(false);
          rerate.reset();
        }}
        onConfirm={() => rerate.mutate()}
      >
        <Typography variant="body2">The same {q.plan_count} plans are priced again with today’s catalogue rates; you will see what changed per plan.</Typography>
        <FormControlLabel
          control={<Checkbox checked={refreshCensus} onChange={(e) => setRefreshCensus(e.target.checked)} />}
          label={q.census_version_id ? 'Also take the group’s latest committed census' : 'Also take the roster as it is now'}
          data-testid="refresh-census"
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting}
        title={`Delete ${q.name}?`}
        confirmLabel="Delete quote"
        danger
        busy={remove.isPending}
        error={remove.error}
        onClose={() => setDeleting(false)}
        onConfirm={() => remove.mutate()}
      >
        <Typography variant="body2">This draft and its rated plans are removed. Presented quotes stay on record and cannot be deleted.</Typography>
      </ConfirmDialog>
    </Stack>
  );
}
