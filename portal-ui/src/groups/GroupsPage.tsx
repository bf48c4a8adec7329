import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import DownloadIcon from '@mui/icons-material/Download';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { agencyPeopleQuery } from '../book/queries';
import { groupsExportHref, groupsQuery } from './queries';
import { listParams, MONTHS, queryString } from '../book/rules';
import { codeOptions, GROUP_STATUS_LABELS, STAGE_LABELS } from '../ui/vocab';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { formatDate } from '../ui/dates';
import { Pager } from '../ui/Pager';
import { EmptyState, LoadError } from '../ui/states';
import { PageHeader } from '../ui/PageHeader';
import { StageChip, StatusChip } from '../ui/chips';
import { SelectField } from '../ui/fields';

const FILTERS = ['q', 'stage', 'renewal_month', 'broker_id', 'status', 'sort', 'order'] as const;
const COLUMNS: { key: string; label: string; sort?: string; align?: 'right' }[] = [
  { key: 'name', label: 'Group', sort: 'name' },
  { key: 'stage', label: 'Stage', sort: 'stage' },
  { key: 'location', label: 'Location' },
  { key: 'headcount', label: 'Employees', sort: 'headcount', align: 'right' },
  { key: 'effective', label: 'Effective', sort: 'effective_date' },
  { key: 'renewal', label: 'Renewal', sort: 'renewal_date' },
  { key: 'broker', label: 'Broker', sort: 'broker_name' },
  { key: 'status', label: 'Status' },
];

/** `/dashboard/groups`: every group of the agency, filtered, sorted and paged by the server. */
export default function GroupsPage() {
  usePageTitle('Groups');
  const me = useMe();
  const navigate = useNavigate();
  const [search, set] = useSearchUpdate();
  const filters = listParams(search, FILTERS, { sort: 'name', order: 'asc' });
  const page = Math.max(0, Number(search.get('page') ?? '1') - 1);
  const perPage = Number(search.get('per_page') ?? '25');
  const [q, setQ] = useState(filters.q ?? '');



  // Search as one types, a moment after the last key.
  useEffect(() => {
    if ((filters.q ?? '') === q) return;
    const t = setTimeout(() => set({ q }), 300);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const query = { ...filters, page: page + 1, per_page: perPage };
  const groups = useQuery(groupsQuery(query));
  const people = useQuery(agencyPeopleQuery);
  const brokers = (people.data?.data ?? []).filter((m) => ['owner', 'admin', 'broker'].includes(m.role));
  const exportQuery = { ...filters };
  const filtered = !!(filters.q || filters.stage || filters.renewal_month || filters.broker_id || (filters.status && filters.status !== 'active'));

  const sortBy = (key: string) => {
    const order = filters.sort === key && filters.order === 'asc' ? 'desc' : 'asc';
    set({ sort: key, order });
  };

  return (
    <Box>
      <PageHeader
        title="Groups"
        subtitle={groups.data ? `${groups.data.total} ${groups.data.total === 1 ? 'group' : 'groups'}${filtered ? ' match the filters' : ''}` : 'Your book of business'}
        actions={
          can(me, 'groups', 'write') ? (
            <>
              <Button component={RouterLink} to="/dashboard/groups/add" variant="outlined" startIcon={<AddIcon />}>
                Quick add
              </Button>
              <Button component={RouterLink} to="/dashboard/groups/new" variant="contained" startIcon={<PlaylistAddIcon />}>
                New group
              </Button>
            </>
          ) : null
        }
      />
      <Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ p: 1.5, alignItems: { md: 'center' } }}>
          <TextField
            label="Search"
            placeholder="Name, DBA, EIN, city"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            sx={{ maxWidth: { md: 280 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <SelectField label="Stage" value={filters.stage ?? ''} onChange={(e) => set({ stage: e.target.value })} options={codeOptions(STAGE_LABELS)} empty="Any stage" sx={{ maxWidth: { md: 170 } }} />
          <SelectField
            label="Renewal month"
            value={filters.renewal_month ?? ''}
            onChange={(e) => set({ renewal_month: e.target.value })}
            options={MONTHS.map((m, i) => [String(i + 1), m] as const)}
            empty="Any month"
            sx={{ maxWidth: { md: 170 } }}
          />
          <SelectField label="Broker" value={filters.broker_id ?? ''} onChange={(e) => set({ broker_id: e.target.value })} options={brokers.map((b) => [b.user_id, b.name] as const)} empty="Any broker" sx={{ maxWidth: { md: 190 } }} />
          <SelectField
            label="Status"
            value={filters.status ?? 'active'}
            onChange={(e) => set({ status: e.target.value === 'active' ? null : e.target.value })}
            options={[...codeOptions(GROUP_STATUS_LABELS), ['all', 'All']]}
            sx={{ maxWidth: { md: 140 } }}
          />
          {filtered ? (
            <Button
              size="small"
              startIcon={<ClearIcon />}
              onClick={() => {
                setQ('');
                set({ q: null, stage: null, renewal_month: null, broker_id: null, status: null });
              }}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Clear
            </Button>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="outlined" startIcon={<DownloadIcon />} href={groupsExportHref(queryString({ format: 'csv', ...exportQuery }))} download data-testid="export-csv">
              CSV
            </Button>
            <Button size="small" variant="outlined" startIcon={<DownloadIcon />} href={groupsExportHref(queryString({ format: 'xlsx', ...exportQuery }))} download data-testid="export-xlsx">
              XLSX
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ height: 4 }}>{groups.isFetching && !groups.isPending ? <LinearProgress /> : null}</Box>
        {groups.error ? (
          <Box sx={{ p: 2 }}>
            <LoadError error={groups.error} retry={() => void groups.refetch()} what="the groups" />
          </Box>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Groups">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.key} align={c.align} sortDirection={filters.sort === c.sort ? (filters.order as 'asc' | 'desc') : false} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
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
                {groups.isPending
                  ? Array.from({ length: 6 }, (_, i) => (
                      <TableRow key={i}>
                        {COLUMNS.map((c) => (
                          <TableCell key={c.key}>
                            <Skeleton />
                          </TableCell>
                        ))}
                      </TableRow>
                    ))
                  : groups.data.data.map((g) => (
                      <TableRow key={g.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/dashboard/groups/${g.id}`)} data-testid="group-row">
                        <TableCell>
                          <Link component={RouterLink} to={`/dashboard/groups/${g.id}`} underline="hover" sx={{ fontWeight: 600 }} onClick={(e) => e.stopPropagation()}>
                            {g.name}
                          </Link>
                          {g.dba ? (
                            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                              dba {g.dba}
                            </Typography>
                          ) : null}
                        </TableCell>
                        <TableCell>
                          <StageChip stage={g.stage} />
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{g.city ? `${g.city}, ${g.state}` : g.zip}</TableCell>
                        <TableCell align="right">{g.headcount}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(g.effective_date)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(g.renewal_date)}</TableCell>
                        <TableCell>{g.broker_name ?? <Typography variant="body2" color="text.secondary">Unassigned</Typography>}</TableCell>
                        <TableCell>
                          <StatusChip status={g.status} />
                        </TableCell>
                      </TableRow>
                    ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {groups.data && groups.data.total === 0 ? (
          <EmptyState
            title={filtered ? 'No group matches these filters' : 'No groups yet'}
            action={
              filtered ? undefined : can(me, 'groups', 'write') ? (
                <Button component={RouterLink} to="/dashboard/groups/add" variant="contained" startIcon={<AddIcon />}>
                  Add your first group
                </Button>
              ) : undefined
            }
          >
            {filtered ? 'Change or clear the filters to see more groups.' : 'Add an employer group to start quoting, enrolling and renewing it.'}
          </EmptyState>
        ) : null}
        <Pager
        page={page}
        perPage={perPage}
        total={groups.data?.total ?? 0}
        onPage={(p) => set({ page: String(p + 1) }, false)}
        onPerPage={(n) => set({ per_page: String(n) })}
      />
      </Card>
    </Box>
  );
}
