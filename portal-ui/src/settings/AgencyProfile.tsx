import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { formProblem, sentence } from '../auth/tokens';
import { useBrand } from '../brand/BrandProvider';
import { meQuery } from '../api';
import type { AgencyProfile as Agency } from '../contract';
import { agencyHost } from '../dashboard/format';
import { formatDate } from '../ui/dates';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { SectionCard } from '../ui/cards';
import { useNotify } from '../ui/notify';
import { agencyQuery, saveAgencyName } from './queries';

/** Days left in a trial (0 when it ended), from its end date. */
export function trialDaysLeft(endsAt: string | null | undefined, now: number = Date.now()): number | null {
  if (!endsAt) return null;
  const t = Date.parse(endsAt);
  if (Number.isNaN(t)) return null;
  return Math.max(0, Math.ceil((t - now) / 86_400_000));
}

function Subscription({ agency }: { agency: Agency }) {
  const sub = agency.subscription;
  if (!sub) return <Typography color="text.secondary">No subscription yet.</Typography>;
  const days = trialDaysLeft(sub.trial_ends_at);
  const trial = sub.status === 'trialing';
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, textTransform: 'capitalize' }}>{sub.plan} plan</Typography>
        <Chip size="small" label={trial ? 'Trial' : sub.status.replace(/_/g, ' ')} color={trial ? 'info' : sub.status === 'active' ? 'success' : 'warning'} variant="outlined" />
      </Box>
      {trial && days !== null ? (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="trial-status">
            {days === 0 ? 'The trial has ended.' : `${days} ${days === 1 ? 'day' : 'days'} left in the trial (ends ${formatDate(sub.trial_ends_at)}).`}
          </Typography>
          <LinearProgress variant="determinate" value={Math.min(100, ((14 - days) / 14) * 100)} sx={{ height: 6, borderRadius: 3 }} aria-label="Trial used" />
        </>
      ) : null}
    </Stack>
  );
}

export function AgencyProfile({ canEdit }: { canEdit: boolean }) {
  const brand = useBrand();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const agency = useQuery(agencyQuery);
  const [name, setName] = useState('');
  useEffect(() => {
    if (agency.data) setName(agency.data.name);
  }, [agency.data]);
  const save = useMutation({
    mutationFn: () => saveAgencyName(name.trim()),
    onSuccess: (a) => {
      queryClient.setQueryData(agencyQuery.queryKey, a);
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      notify('Agency name saved');
    },
  });
  const problem = save.error ? formProblem(save.error) : null;

  if (agency.isPending) return <SectionCard large title="Agency profile"><SkeletonRows rounded rows={3} /></SectionCard>;
  if (agency.error) return <LoadError error={agency.error} retry={() => void agency.refetch()} what="The agency profile" />;
  const a = agency.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() && name.trim() !== a.name) save.mutate();
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <SectionCard large title="Agency profile" subheader="How your agency is named across the portal and in emails.">
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              {problem?.message ? <Alert severity="error">{problem.message}</Alert> : null}
              <TextField
                label="Agency name"
                name="agency-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                disabled={!canEdit}
                error={!!problem?.fields.name}
                helperText={sentence(problem?.fields.name) ?? (canEdit ? undefined : 'Only owners and admins can rename the agency.')}
              />
              <TextField
                label="Subdomain"
                value={a.slug}
                disabled
                helperText={`Portal address: ${a.url.replace(/^https?:\/\//, '') || agencyHost(a.slug, window.location.host, !brand.is_platform)} · the subdomain cannot be changed.`}
              />
              {canEdit ? (
                <Box>
                  <Button type="submit" variant="contained" disabled={save.isPending || !name.trim() || name.trim() === a.name}>
                    {save.isPending ? 'Saving…' : 'Save'}
                  </Button>
                </Box>
              ) : null}
            </Stack>
          </Box>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <SectionCard large title="Subscription">
            <Subscription agency={a} />
          </SectionCard>
          <SectionCard large title="Details">
            <Typography variant="body2" color="text.secondary">
              Created {formatDate(a.created_at)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', fontSize: 12, mt: 0.5 }}>
              {a.id}
            </Typography>
          </SectionCard>
        </Stack>
      </Grid>
    </Grid>
  );
}
