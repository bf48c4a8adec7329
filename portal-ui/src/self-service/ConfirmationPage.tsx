import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useBrand, usePageTitle } from '../brand/BrandProvider';
import { formatDate, payFrequencyLabel, perPaycheck, tierLabel, waivedSummary } from './format';
import { lineLabel } from '../ui/vocab';
import { mySubmissionQuery } from './queries';
import type { Election, Submission } from './types';
import { formatDateTime } from '../ui/dates';
import { LoadError } from '../ui/states';
import { BrandLogo } from '../ui/BrandLogo';
import { formatCents } from '../ui/money';

function covered(l: Election): string {
  return l.plan_name ? ['You', ...l.dependents].join(', ') : '—';
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

function Lines({ s, wide }: { s: Submission; wide: boolean }) {
  if (!wide) {
    return (
      <Stack divider={<Divider flexItem />} spacing={1.25}>
        {s.lines.map((l) => (
          <Box key={l.line} data-testid="confirmation-line" data-line={l.line} sx={{ breakInside: 'avoid' }}>
            <Typography variant="overline" color="text.secondary">
              {lineLabel(l.line)}
            </Typography>
            {l.plan_name ? (
              <>
                <Typography sx={{ fontWeight: 600 }}>{l.plan_name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {l.carrier_name} · {tierLabel(l.tier)}
                </Typography>
                <Typography variant="body2">Covers: {covered(l)}</Typography>
                <Typography variant="body2">
                  <strong>{formatCents(perPaycheck(l.employee_cents, s.pay_frequency))}</strong> per paycheck · {formatCents(l.employee_cents)}/month (employer {formatCents(l.employer_cents)}/month)
                </Typography>
              </>
            ) : (
              <Typography color="text.secondary">{waivedSummary(l.waive_reason)}</Typography>
            )}
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Coverage</TableCell>
          <TableCell>Plan</TableCell>
          <TableCell>Who is covered</TableCell>
          <TableCell align="right">Per paycheck</TableCell>
          <TableCell align="right">Per month</TableCell>
          <TableCell align="right">Employer / month</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {s.lines.map((l) => (
          <TableRow key={l.line} data-testid="confirmation-line" data-line={l.line}>
            <TableCell sx={{ fontWeight: 600 }}>{lineLabel(l.line)}</TableCell>
            <TableCell>
              {l.plan_name ? (
                <>
                  {l.plan_name}
                  <Typography variant="body2" color="text.secondary">
                    {l.carrier_name} · {tierLabel(l.tier)}
                  </Typography>
                </>
              ) : (
                <Typography color="text.secondary">{waivedSummary(l.waive_reason)}</Typography>
              )}
            </TableCell>
            <TableCell>{covered(l)}</TableCell>
            <TableCell align="right">{formatCents(perPaycheck(l.employee_cents, s.pay_frequency))}</TableCell>
            <TableCell align="right">{formatCents(l.employee_cents)}</TableCell>
            <TableCell align="right">{formatCents(l.employer_cents)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={3} sx={{ fontWeight: 700, borderBottom: 0 }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, borderBottom: 0 }}>
            {formatCents(s.per_paycheck_cents)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, borderBottom: 0 }}>
            {formatCents(s.employee_cents)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, borderBottom: 0 }}>
            {formatCents(s.employer_cents)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** `/employees/confirmation/:submissionId`: the signed elections, printable. */
export default function ConfirmationPage() {
  const { submissionId = '' } = useParams();
  usePageTitle('Enrollment confirmation');
  const brand = useBrand();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const q = useQuery(mySubmissionQuery(submissionId));

  const back = (
    <Button component={RouterLink} to="/employees" startIcon={<ArrowBackIcon />} data-testid="back-to-benefits">
      Back to my benefits
    </Button>
  );

  if (q.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the confirmation">
        <Skeleton variant="rounded" height={90} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (q.error) {
    return (
      <Stack spacing={2}>
        <LoadError error={q.error} retry={() => void q.refetch()} what="this confirmation" />
        <Box>{back}</Box>
      </Stack>
    );
  }
  const s = q.data;
  return (
    <Stack spacing={2} data-testid="confirmation" sx={{ maxWidth: 920, mx: 'auto' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', displayPrint: 'none' }}>
        {back}
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="print">
          Print
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, '@media print': { border: 0, p: 0 } }}>
        <Box sx={{ display: 'none', displayPrint: 'block', mb: 2 }}>
          <BrandLogo />
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 36, mt: 0.25, displayPrint: 'none' }} />
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.35rem', sm: '1.75rem' } }} data-testid="confirmation-title">
              {s.outcome === 'waived' ? 'You waived coverage' : 'You’re enrolled'}
            </Typography>
            <Typography color="text.secondary">
              Your {s.plan_year} elections with {s.group_name} are saved. A copy was emailed to you.
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2, mb: 2.5 }}>
          <Fact label="Employer" value={s.group_name} />
          <Fact label="Plan year" value={String(s.plan_year)} />
          <Fact label="Coverage starts" value={formatDate(s.coverage_start)} />
          <Fact label="Employee" value={s.employee_name} />
        </Box>
        <Lines s={s} wide={wide} />
        <Box sx={{ mt: 2, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline', '@media print': { bgcolor: 'transparent', px: 0 } }} data-testid="confirmation-total">
          <Box sx={{ flexGrow: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>Your cost</Typography>
            <Typography variant="body2" color="text.secondary">
              Paid {payFrequencyLabel(s.pay_frequency)} · your employer adds {formatCents(s.employer_cents)} per month
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 800, fontSize: '1.35rem' }} data-testid="confirmation-per-paycheck">
              {formatCents(s.per_paycheck_cents)} <Typography component="span" variant="body2">per paycheck</Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatCents(s.employee_cents)} per month
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 2.5 }} />
        <Typography sx={{ fontWeight: 700, mb: 1 }}>Electronic signature</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {s.consent_text}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}>
          <Fact label="Signed by" value={s.signature_name} testId="signature-name" />
          <Fact label="Signed at" value={formatDateTime(s.signed_at)} />
          <Fact label="IP address" value={s.ip ?? '—'} />
          <Fact label="Version" value={`${s.version}${s.assisted ? ` · entered by ${s.submitted_by_name}` : ''}`} testId="confirmation-version" />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
          Confirmation {s.id} · {brand.name}
        </Typography>
      </Paper>
    </Stack>
  );
}
