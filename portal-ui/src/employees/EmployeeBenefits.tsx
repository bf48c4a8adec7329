import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { ApiResponse } from '@canopy/api';
import { EnrollmentStatusChip, LifeEventStatusChip } from '../ui/chips/enrollment';
import { lifeEventLabel, lineLabel, tierName, waivedBecause } from '../ui/vocab';
import { formatDate, formatDateTime } from '../ui/dates';
import { formatCents } from '../ui/money';
import { EmptyState, LoadError } from '../ui/states';
import { employeeBenefitsQuery } from './queries';

type Benefits = ApiResponse<'/employees/{id}/benefits', 'get'>;

function Coverage({ coverage }: { coverage: Benefits['coverage'] }) {
  if (!coverage) return <EmptyState title="No coverage on file">Elections appear here once an enrollment closes or a special enrollment is signed.</EmptyState>;
  return (
    <Stack spacing={1} data-testid="employee-coverage">
      <Typography variant="caption" color="text.secondary">
        {coverage.plan_year} plan year from {formatDate(coverage.coverage_start)} · version {coverage.version}, signed {formatDateTime(coverage.signed_at)}
        {coverage.assisted ? ` by ${coverage.submitted_by_name} (assisted)` : ''}
      </Typography>
      {coverage.lines.map((l) => (
        <Stack key={l.line} direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 64 }}>
            {lineLabel(l.line)}
          </Typography>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {l.plan_name ? `${l.plan_name} · ${tierName(l.tier)}` : `Waived (${waivedBecause(l.waive_reason)})`}
            {l.dependents.length ? (
              <Typography component="span" variant="caption" color="text.secondary">
                {' '}
                — with {l.dependents.join(', ')}
              </Typography>
            ) : null}
          </Typography>
          <Typography variant="body2">{l.plan_name ? `${formatCents(l.employee_cents)}/mo` : '—'}</Typography>
        </Stack>
      ))}
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'right' }}>
        {formatCents(coverage.per_paycheck_cents)} per paycheck · employer pays {formatCents(coverage.employer_cents)}/mo
      </Typography>
    </Stack>
  );
}

/** An employee's coverage, every enrollment version and life events (the broker's view). */
export function EmployeeBenefits({ employeeId, groupId }: { employeeId: string; groupId: string }) {
  const benefits = useQuery(employeeBenefitsQuery(employeeId));
  if (benefits.error) return <LoadError error={benefits.error} retry={() => void benefits.refetch()} what="the elections" />;
  if (benefits.isPending) return <Skeleton variant="rounded" height={160} />;
  const { coverage, history, life_events } = benefits.data;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="overline" color="text.secondary">
          Coverage
        </Typography>
        <Coverage coverage={coverage} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography variant="overline" color="text.secondary">
          Enrollments
        </Typography>
        {history.length === 0 ? (
          <EmptyState title="Not in any enrollment yet">
            <Link component={RouterLink} to={`/dashboard/groups/${groupId}/enroll`}>
              Open the group's enrollment
            </Link>
          </EmptyState>
        ) : (
          <Table size="small" aria-label="Enrollment history" data-testid="enrollment-history">
            <TableHead>
              <TableRow>
                <TableCell>Window</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Elections</TableCell>
                <TableCell>Versions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((h) => (
                <TableRow key={h.window_id}>
                  <TableCell>
                    {h.plan_year} {h.kind === 'special' ? 'special' : 'open'} · {h.state}
                  </TableCell>
                  <TableCell>
                    <EnrollmentStatusChip status={h.status} />
                  </TableCell>
                  <TableCell>
                    {h.elections.length
                      ? h.elections.map((e) => `${lineLabel(e.line)}: ${e.plan_name ? `${e.plan_name} (${e.tier})` : 'waived'}`).join(' · ')
                      : '—'}
                  </TableCell>
                  <TableCell>
                    {h.submissions.map((s) => (
                      <Typography key={s.id} variant="caption" component="div" color="text.secondary">
                        v{s.version} {s.outcome} · {formatDateTime(s.signed_at)} · {s.submitted_by_name}
                        {s.assisted ? ' (assisted)' : ''}
                      </Typography>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {life_events.length ? (
          <>
            <Typography variant="overline" color="text.secondary" component="div" sx={{ mt: 1.5 }}>
              Life events
            </Typography>
            {life_events.map((e) => (
              <Stack key={e.id} direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
                <LifeEventStatusChip status={e.status} />
                <Typography variant="body2">
                  {lifeEventLabel(e.kind)} on {formatDate(e.event_date)}
                  {e.window_ends_on ? ` · special enrollment until ${formatDate(e.window_ends_on)}` : ''}
                  {e.decision_note ? ` · “${e.decision_note}”` : ''}
                </Typography>
              </Stack>
            ))}
          </>
        ) : null}
      </Grid>
    </Grid>
  );
}
