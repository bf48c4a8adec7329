import DnsIcon from '@mui/icons-material/Dns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api';
import { addDomain, domainsQuery, removeDomain, verifyDomain } from '../queries';
import { formProblem, sentence } from '../../auth/tokens';
import type { Domain } from '../../contract';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CopyField } from '../../ui/CopyField';
import { EmptyState, LoadError } from '../../ui/states';
import { formatDate } from '../../ui/dates';
import { SkeletonRows } from '../../ui/table';
import { SectionCard } from '../../ui/cards';
import { useNotify } from '../../ui/notify';

function DomainRow({ d, onRemove }: { d: Domain; onRemove: () => void }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [notYet, setNotYet] = useState<string | null>(null);
  const verify = useMutation({
    mutationFn: () => verifyDomain(d.domain),
    onSuccess: (updated) => {
      setNotYet(null);
      queryClient.setQueryData<Domain[]>(domainsQuery.queryKey, (list) => list?.map((x) => (x.domain === updated.domain ? updated : x)));
      notify(`${d.domain} is verified`);
    },
    onError: (e) => setNotYet(e instanceof ApiError && e.status === 409 ? e.message : (formProblem(e).message ?? 'Could not verify')),
    throwOnError: false,
  });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }} data-testid={`domain-${d.domain}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{d.domain}</Typography>
        <Chip size="small" label={d.verified ? 'Verified' : 'Waiting for DNS'} color={d.verified ? 'success' : 'warning'} variant="outlined" data-testid="domain-status" />
        <Typography variant="caption" color="text.secondary">
          {d.verified ? `since ${formatDate(d.verified_at)}` : `added ${formatDate(d.created_at)}`}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {!d.verified ? (
          <Button size="small" variant="contained" onClick={() => verify.mutate()} disabled={verify.isPending}>
            {verify.isPending ? 'Checking DNS…' : 'Verify'}
          </Button>
        ) : null}
        <Button size="small" color="error" onClick={onRemove}>
          Remove
        </Button>
      </Stack>
      {!d.verified ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
            Create this TXT record at your DNS provider, then press Verify. DNS changes can take a few minutes to an hour.
          </Typography>
          <Grid container spacing={1}>
            <Grid size={{ xs: 12, md: 5 }}>
              <CopyField label="Name" value={d.record_name} testId="record-name" />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <CopyField label="Value" value={d.record_value} testId="record-value" />
            </Grid>
          </Grid>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Point a CNAME for {d.domain} at your portal address to serve it there. Keep the TXT record in place.
        </Typography>
      )}
      {notYet ? (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="verify-result">
          {sentence(notYet)}
        </Alert>
      ) : null}
    </Box>
  );
}

/** Custom domains: add one, create its TXT record, verify, remove. */
export function Domains() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const domains = useQuery(domainsQuery);
  const [domain, setDomain] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => addDomain(domain.trim().toLowerCase()),
    onSuccess: (d) => {
      setDomain('');
      queryClient.setQueryData<Domain[]>(domainsQuery.queryKey, (list) => [...(list ?? []), d]);
      notify(`${d.domain} added: now create its TXT record`);
    },
  });
  const remove = useMutation({
    mutationFn: removeDomain,
    onSuccess: (_, name) => {
      setRemoving(null);
      queryClient.setQueryData<Domain[]>(domainsQuery.queryKey, (list) => list?.filter((d) => d.domain !== name));
      notify(`${name} removed`);
    },
  });
  const problem = add.error ? formProblem(add.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (domain.trim()) add.mutate();
  };
  return (
    <SectionCard large title="Custom domains" subheader="Serve your portal on your own address, e.g. benefits.youragency.com." testId="domains">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
        <TextField
          label="Domain"
          name="domain"
          placeholder="benefits.youragency.com"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          error={!!problem}
          helperText={sentence(problem?.fields.domain) ?? problem?.message}
          sx={{ maxWidth: 420 }}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
        />
        <Button type="submit" variant="outlined" disabled={add.isPending || !domain.trim()} sx={{ mt: 0.25, flexShrink: 0 }}>
          {add.isPending ? 'Adding…' : 'Add domain'}
        </Button>
      </Box>
      {domains.isPending ? (
        <SkeletonRows rounded rows={2} height={72} />
      ) : domains.error ? (
        <LoadError error={domains.error} retry={() => void domains.refetch()} what="The domains" />
      ) : domains.data.length === 0 ? (
        <EmptyState icon={<DnsIcon />} title="No custom domain yet">
          Your portal is always available at its Canopy address. Add a domain to use your own as well.
        </EmptyState>
      ) : (
        <Stack spacing={1.5}>
          {domains.data.map((d) => (
            <DomainRow key={d.domain} d={d} onRemove={() => setRemoving(d.domain)} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={!!removing}
        title={`Remove ${removing}?`}
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        error={remove.error}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => {
          setRemoving(null);
          remove.reset();
        }}
      >
        The portal stops answering on this address. Your Canopy address keeps working.
      </ConfirmDialog>
    </SectionCard>
  );
}
