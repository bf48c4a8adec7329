import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, unwrap } from '@canopy/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { cap, errorMessage, Failed, fieldErrors, Loading, Page } from './common';

/** The agency's custom domains and their DNS verification. */
export function DomainsPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const domains = useQuery({ queryKey: ['domains'], queryFn: () => unwrap(api.GET('/domains')) });
  const [domain, setDomain] = useState('');
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['domains'] });
  const add = useMutation({
    mutationFn: () => unwrap(api.POST('/domains', { body: { domain: domain.trim().toLowerCase() } })),
    onSuccess: () => {
      setDomain('');
      refresh();
    },
  });
  const verify = useMutation({
    mutationFn: (d: string) => unwrap(api.POST('/domains/{domain}/verify', { params: { path: { domain: d } } })),
    onSuccess: (d) => {
      refresh();
      notify(`${d.domain} is verified`, { type: 'success' });
    },
    onError: (e: Error) => notify(e.message, { type: 'info' }),
  });
  const remove = useMutation({
    mutationFn: (d: string) => unwrap(api.DELETE('/domains/{domain}', { params: { path: { domain: d } } })),
    onSuccess: refresh,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (domain.trim()) add.mutate();
  };
  return (
    <Page title="Custom domains" intro="Each domain needs a TXT record at its DNS provider before it is served.">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1, mb: 2, alignItems: 'flex-start' }}>
        <TextField label="Domain" placeholder="benefits.youragency.com" value={domain} onChange={(e) => setDomain(e.target.value)} error={!!add.error} helperText={cap(fieldErrors(add.error).domain) ?? errorMessage(add.error)} sx={{ width: 360 }} />
        <Button type="submit" variant="contained" disabled={add.isPending || !domain.trim()} sx={{ mt: 0.5 }}>
          Add
        </Button>
      </Box>
      {domains.isPending ? (
        <Loading />
      ) : domains.error ? (
        <Failed error={domains.error} />
      ) : domains.data.length === 0 ? (
        <Typography color="text.secondary">No custom domain yet.</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Domain</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>TXT record name</TableCell>
              <TableCell>TXT record value</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {domains.data.map((d) => (
              <TableRow key={d.domain}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{d.domain}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" color={d.verified ? 'success' : 'warning'} label={d.verified ? 'Verified' : 'Waiting for DNS'} />
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{d.record_name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}>{d.record_value}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {!d.verified ? (
                    <Button size="small" onClick={() => verify.mutate(d.domain)} disabled={verify.isPending}>
                      Verify
                    </Button>
                  ) : null}
                  <Button size="small" color="error" onClick={() => window.confirm(`Remove ${d.domain}?`) && remove.mutate(d.domain)}>
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {remove.error ? <Alert severity="error">{errorMessage(remove.error)}</Alert> : null}
    </Page>
  );
}
