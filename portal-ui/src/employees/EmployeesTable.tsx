/** The server-paged table of employees: the agency directory and a group's roster. */
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/EditOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { groupsQuery } from '../groups/queries';
import { employeesExportHref, employeesQuery } from './queries';
import { listParams, queryString } from '../book/rules';
import { codeOptions, EMPLOYMENT_STATUS_LABELS } from '../ui/vocab';
import type { EmployeeSummary } from '../book/types';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { formatDate } from '../ui/dates';
import { Pager } from '../ui/Pager';
import { EmptyState, LoadError } from '../ui/states';
import { EmploymentStatusChip } from '../ui/chips/people';
import { SelectField } from '../ui/fields';

// The termination form loads when opened.
const TerminateDialog = lazy(() => import('./TerminateDialog').then((m) => ({ default: m.TerminateDialog })));

const FILTERS = ['q', 'status', 'group_id', 'sort', 'order'] as const;

export function EmployeesTable({ groupId, empty }: { groupId?: string; empty?: ReactNode }) {
  const me = useMe();
  const navigate = useNavigate();
  const [search, set] = useSearchUpdate();
  const filters = listParams(search, FILTERS, { sort: 'last_name', order: 'asc' });
  if (groupId) filters.group_id = groupId;
  const page = Math.max(0, Number(search.get('page') ?? '1') - 1);
  const perPage = Number(search.get('per_page') ?? '25');
  const [q, setQ] = useState(filters.q ?? '');
  const [terminating, setTerminating] = useState<EmployeeSummary | null>(null);


  useEffect(() => {
    if ((filters.q ?? '') === q) return;
    const t = setTimeout(() => set({ q }), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const employees = useQuery(employeesQuery({ ...filters, page: page + 1, per_page: perPage }));
  const groups = useQuery({ ...groupsQuery({ per_page: 200, sort: 'name', status: 'all' }), enabled: !groupId });
  const filtered = !!(filters.q || filters.status || (!groupId && filters.group_id));
  const writable = can(me, 'employees', 'write');

  const columns: { key: string; label: string; sort?: string; align?: 'right' | 'center' }[] = [
    { key: 'name', label: 'Name', sort: 'last_name' },
    ...(groupId ? [] : [{ key: 'group', label: 'Group', sort: 'group_name' }]),
    { key: 'age', label: 'Age', sort: 'dob', align: 'right' as const },
    { key: 'status', label: 'Status', sort: 'status' },
    { key: 'tier', label: 'Tier', sort: 'medical_tier' },
    { key: 'deps', label: 'Dependents', align: 'right' as const },
    { key: 'class', label: 'Class' },
    { key: 'hire', label: 'Hired', sort: 'hire_date' },
    { key: 'actions', label: '', align: 'right' as const },
  ];
  const sortBy = (key: string) => set({ sort: key, order: filters.sort === key && filters.order === 'asc' ? 'desc' : 'asc' });

  return (
    <Card>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 1.5, alignItems: { md: 'center' } }}>
        <TextField
          label="Search"
          placeholder={groupId ? 'Name or email' : 'Name, email or group'}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ maxWidth: { md: 300 } }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        {groupId ? null : (
          <SelectField
            label="Group"
            value={filters.group_id ?? ''}
            onChange={(e) => set({ group_id: e.target.value })}
            options={(groups.data?.data ?? []).map((g) => [g.id, g.name] as const)}
            empty="All groups"
            sx={{ maxWidth: { md: 240 } }}
          />
        )}
        <SelectField label="Status" value={filters.status ?? ''} onChange={(e) => set({ status: e.target.value })} options={codeOptions(EMPLOYMENT_STATUS_LABELS)} empty="Any status" sx={{ maxWidth: { md: 170 } }} />
        <Box sx={{ flexGrow: 1 }} />
        <Typography variant="body2" color="text.secondary" data-testid="employees-total">
          {employees.data ? `${employees.data.total} ${employees.data.total === 1 ? 'person' : 'people'}` : ''}
        </Typography>
        <Stack direction="row" spacing={1}>
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button
              key={format}
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              href={employeesExportHref(queryString({ format, ...filters }))}
              download
              data-testid={`export-${format}`}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>{employees.isFetching && !employees.isPending ? <LinearProgress /> : null}</Box>
      {employees.error ? (
        <Box sx={{ p: 2 }}>
          <LoadError error={employees.error} retry={() => void employees.refetch()} what="the employees" />
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Employees">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {c.sort ? (
                      <TableSortLabel active={filters.sort === c.sort} direction={filters.sort === c.sort ? (filters.order as 'asc' | 'desc') : 'asc'} onClick={() => sortBy(c.sort!)}>
                        {c.label}
                      </TableSortLabel>
                    ) : (
                      c.label
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {employees.isPending
                ? Array.from({ length: 6 }, (_, i) => (
                    <TableRow key={i}>
                      {columns.map((c) => (
                        <TableCell key={c.key}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : employees.data.data.map((e) => (
                    <TableRow key={e.id} hover sx={{ cursor: 'pointer', bgcolor: e.status === 'terminated' ? 'action.hover' : undefined }} onClick={() => navigate(`/dashboard/employees/${e.id}`)} data-testid="employee-row">
                      <TableCell>
                        <Link component={RouterLink} to={`/dashboard/employees/${e.id}`} underline="hover" sx={{ fontWeight: 600 }} onClick={(ev) => ev.stopPropagation()}>
                          {e.last_name}, {e.first_name}
                        </Link>
                        {e.email ? (
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {e.email}
                          </Typography>
                        ) : null}
                      </TableCell>
                      {groupId ? null : (
                        <TableCell>
                          <Link component={RouterLink} to={`/dashboard/groups/${e.group_id}`} underline="hover" color="inherit" onClick={(ev) => ev.stopPropagation()}>
                            {e.group_name}
                          </Link>
                        </TableCell>
                      )}
                      <TableCell align="right">{e.age}</TableCell>
                      <TableCell>
                        <EmploymentStatusChip status={e.status} />
                      </TableCell>
                      <TableCell>{e.medical_tier ?? '—'}</TableCell>
                      <TableCell align="right">{e.dependents_count}</TableCell>
                      <TableCell>{e.employee_class ?? '—'}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(e.hire_date)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(ev) => ev.stopPropagation()}>
                        {writable ? (
                          <>
                              <IconButton size="small" title="Edit" component={RouterLink} to={`/dashboard/employees/${e.id}/edit`} aria-label={`Edit ${e.first_name} ${e.last_name}`}>
                                <EditIcon fontSize="small" />
                              </IconButton>
                            {e.status !== 'terminated' ? (
                                <IconButton size="small" title="Terminate" onClick={() => setTerminating(e)} aria-label={`Terminate ${e.first_name} ${e.last_name}`}>
                                  <PersonOffIcon fontSize="small" />
                                </IconButton>
                            ) : null}
                          </>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {employees.data && employees.data.total === 0 ? (
        filtered ? (
          <EmptyState title="Nobody matches these filters">Change or clear the search and filters.</EmptyState>
        ) : (
          (empty ?? <EmptyState title="No employees yet">Add employees one by one or import a census.</EmptyState>)
        )
      ) : null}
      <Pager
        page={page}
        perPage={perPage}
        total={employees.data?.total ?? 0}
        onPage={(p) => set({ page: String(p + 1) }, false)}
        onPerPage={(n) => set({ per_page: String(n) })}
      />
      {terminating ? (
        <Suspense fallback={null}>
          <TerminateDialog employee={terminating} onClose={() => setTerminating(null)} />
        </Suspense>
      ) : null}
    </Card>
  );
}
