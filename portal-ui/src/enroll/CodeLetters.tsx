/**
 * Printable enrollment letters for the employees invited by code (no email): one page each with
 * the employer, the agency's sign-up address, the group's enrollment code and the deadline. On
 * screen a preview; `window.print()` prints only the letters (a print-only copy outside the app).
 */
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPortal } from 'react-dom';
import { ApiError } from '../api';
import { useBrand } from '../brand/BrandProvider';
import { allParticipantsQuery, enrollmentCodeQuery, newEnrollmentCode } from './queries';
import type { EnrollmentWindow, Participant } from './types';
import { formatDate } from '../ui/dates';
import { LoadError } from '../ui/states';

const PRINT_CSS = {
  '.canopy-print-only': { display: 'none' },
  '@media print': {
    body: { background: '#fff !important' },
    'body > *:not(.canopy-print-only)': { display: 'none !important' },
    '.canopy-print-only': { display: 'block !important' },
    '.code-letter': { breakAfter: 'page', pageBreakAfter: 'always', padding: '0 8mm', boxShadow: 'none !important', border: 'none !important' },
    '.code-letter:last-child': { breakAfter: 'auto', pageBreakAfter: 'auto' },
    '@page': { margin: '18mm' },
  },
};

function Letter({ p, window: w, code, signup }: { p: Participant; window: EnrollmentWindow; code: string; signup: string }) {
  const brand = useBrand();
  const first = p.name.split(' ')[0];
  return (
    <Paper className="code-letter" variant="outlined" sx={{ p: 4, color: '#111', bgcolor: '#fff', fontSize: 15, lineHeight: 1.55 }} data-testid="code-letter">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {brand.logo_url ? <Box component="img" src={brand.logo_url} alt="" sx={{ maxHeight: 40, maxWidth: 160 }} /> : null}
          <Typography sx={{ fontWeight: 700, fontSize: 18 }}>{brand.name}</Typography>
        </Stack>
        <Typography variant="body2">{formatDate(w.starts_on)}</Typography>
      </Stack>
      <Typography sx={{ fontWeight: 700, fontSize: 16 }}>{p.name}</Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        {w.group_name}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>Dear {first},</Typography>
      <Typography sx={{ mb: 1.5 }}>
        Open enrollment for your {w.plan_year} benefits at <b>{w.group_name}</b> is open until <b>{formatDate(w.ends_on)}</b>. Coverage starts {formatDate(w.coverage_start)}. Choose your plans for each kind of coverage, or waive them, online:
      </Typography>
      <Box component="ol" sx={{ pl: 3, mb: 2, '& li': { mb: 0.75 } }}>
        <li>
          Go to <b data-testid="letter-signup">{signup}</b>
        </li>
        <li>
          Enter your enrollment code:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 20, fontWeight: 700, letterSpacing: 2, border: '1px solid #999', borderRadius: 1, px: 1 }} data-testid="letter-code">
            {code}
          </Box>
        </li>
        <li>Sign up with your last name and date of birth, as your employer has them, then set your password.</li>
        <li>Choose your plans and sign by {formatDate(w.ends_on)}.</li>
      </Box>
      <Typography sx={{ mb: 1.5 }}>
        {w.mode === 'passive'
          ? 'If you do nothing, your current elections continue for the new plan year.'
          : 'If you do not enroll by the deadline, you will not have coverage for the new plan year unless you have a qualifying life event.'}
      </Typography>
      <Typography variant="body2">
        Questions? Contact {brand.name}
        {brand.support_email ? ` at ${brand.support_email}` : ''}
        {brand.support_phone ? `${brand.support_email ? ' or' : ' at'} ${brand.support_phone}` : ''}, or your HR contact.
      </Typography>
    </Paper>
  );
}

export default function CodeLetters({ window: w, writable, onClose }: { window: EnrollmentWindow; writable: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const people = useQuery(allParticipantsQuery(w.id));
  const code = useQuery(enrollmentCodeQuery(w.group_id));
  const issue = useMutation({
    mutationFn: () => newEnrollmentCode(w.group_id),
    onSuccess: (c) => queryClient.setQueryData(enrollmentCodeQuery(w.group_id).queryKey, c),
  });
  const signup = `${window.location.origin}/auth/signup`;
  const coded = (people.data ?? []).filter((p) => p.invite_channel === 'code');
  const noCode = code.error instanceof ApiError && code.error.status === 404;
  const expiresBeforeEnd = code.data && code.data.expires_at.slice(0, 10) < w.ends_on;
  const ready = !!code.data && coded.length > 0;

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="letters-title" data-testid="letters-dialog">
      <GlobalStyles styles={PRINT_CSS} />
      <DialogTitle id="letters-title">Enrollment code letters</DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'action.hover' }}>
        <Stack spacing={2}>
          {people.error ? <LoadError error={people.error} retry={() => void people.refetch()} what="the employees" /> : null}
          {noCode ? (
            <Alert
              severity="warning"
              action={
                writable ? (
                  <Button color="inherit" size="small" onClick={() => issue.mutate()} disabled={issue.isPending}>
                    Issue a code
                  </Button>
                ) : undefined
              }
            >
              The group has no active enrollment code.{writable ? ' Issue one to print the letters.' : ' Ask your broker to issue one.'}
            </Alert>
          ) : code.error ? (
            <LoadError error={code.error} retry={() => void code.refetch()} what="the enrollment code" />
          ) : null}
          {expiresBeforeEnd ? <Alert severity="warning">The code expires {formatDate(code.data!.expires_at.slice(0, 10))}, before the enrollment ends.</Alert> : null}
          {!people.data || code.isPending ? (
            <Skeleton variant="rounded" height={320} />
          ) : coded.length === 0 ? (
            <Alert severity="info" data-testid="no-letters">
              Everyone in this enrollment was invited by email: there is no letter to print.
            </Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {coded.length} employee{coded.length === 1 ? '' : 's'} without an email address. Print one letter each and hand them out; each signs up with the code and their last name and date of birth.
              </Typography>
              {code.data ? coded.map((p) => <Letter key={p.employee_id} p={p} window={w} code={code.data.code} signup={signup} />) : null}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" startIcon={<PrintIcon />} disabled={!ready} onClick={() => window.print()} data-testid="print-now">
          Print {coded.length || ''} letter{coded.length === 1 ? '' : 's'}
        </Button>
      </DialogActions>
      {ready
        ? createPortal(
            <div className="canopy-print-only" aria-hidden>
              {coded.map((p) => (
                <Letter key={p.employee_id} p={p} window={w} code={code.data!.code} signup={signup} />
              ))}
            </div>,
            document.body,
          )
        : null}
    </Dialog>
  );
}
