import EditIcon from '@mui/icons-material/Edit';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError, can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { employeeHistoryQuery, employeeQuery, revealSsn } from './queries';
import { labelOf } from '../book/rules';
import { codeLabel, EMPLOYMENT_STATUS_LABELS, EMPLOYMENT_TYPE_LABELS, GENDER_LABELS, LINE_CODES, LINE_LABELS, RELATIONSHIP_LABELS, TIER_OPTIONS } from '../ui/vocab';
import type { Employee } from '../book/types';
import { GroupDocumentsList } from '../documents/GroupDocumentsList';
import { EmployeeBenefits } from './EmployeeBenefits';
import { changedFields, fieldLabel } from './history';
import { TerminateDialog } from './TerminateDialog';
import { formatDate, formatDateTime } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';
import { FactsTable } from '../ui/facts';
import { PageHeader } from '../ui/PageHeader';
import { SectionCard } from '../ui/cards';
import { EmploymentStatusChip } from '../ui/chips/people';
import { formatCents } from '../ui/money';

/** A masked SSN with a "Reveal" button for those allowed (each reveal is audited by the server). */
function Ssn({ employeeId, dependentId, masked }: { employeeId: string; dependentId?: string; masked?: string | null }) {
  const me = useMe();
  const [shown, setShown] = useState<string | null>(null);
  const reveal = useMutation({
    mutationFn: () => revealSsn(employeeId, dependentId),
    onSuccess: (r) => setShown(r.ssn),
  });
  // Hide it again after a minute.
  useEffect(() => {
    if (!shown) return;
    const t = setTimeout(() => setShown(null), 60_000);
    return () => clearTimeout(t);
  }, [shown]);
  if (!masked) return <span>—</span>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
      <Box component="span" sx={{ fontFamily: 'monospace' }} data-testid={dependentId ? 'dependent-ssn' : 'ssn'}>
        {shown ?? masked}
      </Box>
      {can(me, 'employees', 'reveal_ssn') ? (
        shown ? (
          <Button size="small" startIcon={<VisibilityOffIcon />} onClick={() => setShown(null)}>
            Hide
          </Button>
        ) : (
          <Button size="small" startIcon={<VisibilityIcon />} onClick={() => reveal.mutate()} disabled={reveal.isPending}>
            Reveal
          </Button>
        )
      ) : null}
      {reveal.error ? (
        <Typography variant="caption" color="error">
          {reveal.error instanceof ApiError && reveal.error.status === 403 ? 'You may not see full SSNs' : reveal.error.message}
        </Typography>
      ) : null}
    </Stack>
  );
}

function History({ id }: { id: string }) {
  const history = useQuery(employeeHistoryQuery(id));
  if (history.error) return <LoadError error={history.error} retry={() => void history.refetch()} what="the history" />;
  if (history.isPending) return <Skeleton variant="rounded" height={120} />;
  if (history.data.length === 0) return <EmptyState title="No changes recorded">Every change to this person will be listed here.</EmptyState>;
  return (
    <List dense disablePadding data-testid="history">
      {history.data.map((h) => {
        const changes = h.action === 'reveal_ssn' ? [] : changedFields(h.before, h.after);
        return (
          <ListItem key={h.id} disableGutters divider sx={{ display: 'block' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {h.summary}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {h.actor_name} · {formatDateTime(h.at)}
                {h.ip ? ` · ${h.ip}` : ''}
              </Typography>
            </Stack>
            {changes.length ? (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {changes.slice(0, 12).map((c) => (
                  <Typography component="li" variant="caption" key={c.field} sx={{ display: 'list-item' }}>
                    <strong>{fieldLabel(c.field)}</strong>: {c.before} → {c.after}
                  </Typography>
                ))}
              </Box>
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
}

function Detail({ e }: { e: Employee }) {
  const me = useMe();
  const [terminating, setTerminating] = useState(false);
  const writable = can(me, 'employees', 'write');
  return (
    <Box>
      <PageHeader
        crumbs={[{ label: 'Employees', to: '/dashboard/employees' }, { label: `${e.first_name} ${e.last_name}` }]}
        title={
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} component="span">
            <span data-testid="employee-name">
              {e.first_name} {e.middle_name ? `${e.middle_name} ` : ''}
              {e.last_name}
            </span>
            <EmploymentStatusChip status={e.status} />
          </Stack>
        }
        subtitle={
          <>
            <Link component={RouterLink} to={`/dashboard/groups/${e.group_id}/employees`}>
              {e.group_name}
            </Link>
            {e.employee_class ? ` · ${e.employee_class}` : ''} · {e.age} years old
          </>
        }
        actions={
          writable ? (
            <>
              {e.status !== 'terminated' ? (
                <Button variant="outlined" color="error" startIcon={<PersonOffIcon />} onClick={() => setTerminating(true)}>
                  Terminate
                </Button>
              ) : null}
              <Button variant="contained" startIcon={<EditIcon />} component={RouterLink} to={`/dashboard/employees/${e.id}/edit`}>
                Edit
              </Button>
            </>
          ) : null
        }
      />
      {e.status === 'terminated' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Terminated{e.termination_date ? ` on ${formatDate(e.termination_date)}` : ''}.
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <SectionCard title="Demographics" testId="demographics">
            <FactsTable
              rows={[
                ['Date of birth', `${formatDate(e.dob)} (${e.age})`],
                ['Gender', codeLabel(GENDER_LABELS, e.gender)],
                ['SSN', <Ssn key="ssn" employeeId={e.id} masked={e.ssn_masked} />],
                ['Email', e.email ?? '—'],
                ['Phone', e.phone ?? '—'],
                ['Address', [e.address_line1, [e.city, e.state].filter(Boolean).join(', '), e.zip].filter(Boolean).join(' · ') || '—'],
                ['County', e.county ?? '—'],
                ['Tobacco', e.tobacco ? 'Yes' : 'No'],
                ['Employee ID', e.external_id ?? '—'],
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <SectionCard title="Employment">
            <FactsTable
              rows={[
                ['Status', codeLabel(EMPLOYMENT_STATUS_LABELS, e.status)],
                ['Hired', formatDate(e.hire_date)],
                ['Terminated', formatDate(e.termination_date)],
                ['Employment', codeLabel(EMPLOYMENT_TYPE_LABELS, e.employment_type)],
                ['Hours a week', e.hours_per_week ?? '—'],
                ['Salary', formatCents(e.salary_cents, true)],
                ['Hourly rate', formatCents(e.hourly_rate_cents)],
                ['Class', e.employee_class ?? '—'],
                ['Job', e.job_class ?? '—'],
              ]}
            />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SectionCard title="Coverage tiers" testId="coverage">
            <Stack spacing={1.25}>
              {LINE_CODES.map((line) => {
                const tier = e[`${line}_tier`];
                return (
                  <Stack key={line} direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="body2">{LINE_LABELS[line]}</Typography>
                    {tier ? <Chip size="small" color={tier === 'W' ? 'default' : 'primary'} variant={tier === 'W' ? 'outlined' : 'filled'} label={labelOf(TIER_OPTIONS, tier)} /> : <Typography variant="body2" color="text.secondary">Not elected</Typography>}
                  </Stack>
                );
              })}
              <Typography variant="caption" color="text.secondary">
                The tiers on the census; elections made in enrollment are below.
              </Typography>
            </Stack>
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard title="Elections and coverage history" subheader="Every signed version, assisted ones marked" testId="employee-benefits">
            <EmployeeBenefits employeeId={e.id} groupId={e.group_id} />
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard title={`Dependents (${e.dependents.length})`} testId="dependents" dense>
            {e.dependents.length === 0 ? (
              <EmptyState title="No dependents">Spouses, partners and children covered with this employee appear here.</EmptyState>
            ) : (
              <Table size="small" aria-label="Dependents">
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ pl: 2 }}>Name</TableCell>
                    <TableCell>Relationship</TableCell>
                    <TableCell>Date of birth</TableCell>
                    <TableCell align="right">Age</TableCell>
                    <TableCell>Gender</TableCell>
                    <TableCell>SSN</TableCell>
                    <TableCell>Notes</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {e.dependents.map((d) => (
                    <TableRow key={d.id} data-testid="dependent-row">
                      <TableCell sx={{ pl: 2, fontWeight: 600 }}>
                        {d.first_name} {d.last_name}
                      </TableCell>
                      <TableCell>{codeLabel(RELATIONSHIP_LABELS, d.relationship)}</TableCell>
                      <TableCell>{formatDate(d.dob)}</TableCell>
                      <TableCell align="right">{d.age}</TableCell>
                      <TableCell>{codeLabel(GENDER_LABELS, d.gender)}</TableCell>
                      <TableCell>
                        <Ssn employeeId={e.id} dependentId={d.id} masked={d.ssn_masked} />
                      </TableCell>
                      <TableCell>
                        {[d.disabled ? 'Disabled' : null, d.tobacco ? 'Tobacco' : null].filter(Boolean).join(', ') || '—'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard title="Documents of the group" testId="employee-documents">
            <GroupDocumentsList groupId={e.group_id} compact />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <SectionCard title="Change history" subheader="Every change and every SSN reveal, from the audit log" testId="employee-history">
            <History id={e.id} />
          </SectionCard>
        </Grid>
      </Grid>
      {terminating ? <TerminateDialog employee={e} onClose={() => setTerminating(false)} /> : null}
    </Box>
  );
}

/** `/dashboard/employees/{id}`. */
export default function EmployeePage() {
  const { id = '' } = useParams();
  const employee = useQuery(employeeQuery(id));
  usePageTitle(employee.data ? `${employee.data.first_name} ${employee.data.last_name}` : 'Employee');
  if (employee.error) return <LoadError error={employee.error} retry={() => void employee.refetch()} what="the employee" />;
  if (employee.isPending) return <Skeleton variant="rounded" height={480} />;
  return <Detail e={employee.data} />;
}
