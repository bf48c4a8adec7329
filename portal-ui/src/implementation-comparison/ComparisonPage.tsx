import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { useMe } from '../dashboard/useSession';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { StatCard } from '../ui/cards';
import { SelectField } from '../ui/fields';
import { formatCents } from '../ui/money';
import { NotifyProvider } from '../ui/notify';
import { PageHeader } from '../ui/PageHeader';
import { Pager } from '../ui/Pager';
import { EmptyState, LoadError } from '../ui/states';
import { numSx, SortCell, type SortState } from '../ui/table';
import { codeOptions, DISCREPANCY_KIND_LABELS, DISCREPANCY_STATUS_LABELS, type DiscrepancyKind, type DiscrepancyStatus } from '../ui/vocab';
import { STATUS_COLORS, subjectOf } from './present';
import { discrepanciesQuery, exportHref, implementationsQuery, type Discrepancy } from './queries';

const DiscrepancyDrawer = lazy(() => import('./DiscrepancyDrawer'));

const COLUMNS = 10;
const STATUS_OPTIONS = [...codeOptions(DISCREPANCY_STATUS_LABELS), ['all', 'Any status']] as const;
/** The most rows the API gives at once: enough to count the groups behind the open discrepancies. */
const MAX_PER_PAGE = 200;


/** `/dashboard/implementation-comparison`: where the carriers' lists differ from the enrollment, what it puts at stake, and who works it. */
export default function ComparisonPage() {
  const me = useMe();
  usePageTitle('Carrier reconciliation');
  if (!can(me, 'reconciliation', 'read')) return <ForbiddenPage role={me.role} agencyName={me.agency?.name} />;
  return (
    <NotifyProvider>
      <Comparison />
    </NotifyProvider>
  );
}

function Comparison() {
  const me = useMe();
  const [search, set] = useSearchUpdate();
  const sort: SortState = { by: search.get('sort') ?? 'premium_cents', order: search.get('order') === 'asc' ? 'asc' : 'desc' };
  const page = Math.max(0, Number(search.get('page') ?? '1') - 1);
  const perPage = Number(search.get('per_page') ?? '25');
  const statusChoice = search.get('status') ?? 'open';
  const status = statusChoice === 'all' ? undefined : (statusChoice as DiscrepancyStatus);
  const kind = (search.get('kind') || undefined) as DiscrepancyKind | undefined;
  const carrier = search.get('carrier') || undefined;
  const groupId = search.get('group_id') || undefined;
  const [q, setQ] = useState(search.get('q') ?? '');
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    if ((search.get('q') ?? '') === q) return;
    const t = setTimeout(() => set({ q }), 300);
    return () => clearTimeout(t);
    // Only the typed text starts a search; the URL follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const list = useQuery(
    discrepanciesQuery({ page: page + 1, per_page: perPage, sort: sort.by, order: sort.order, q: search.get('q') || undefined, status, kind, carrier, group_id: groupId }),
  );
  const openOnes = useQuery(discrepanciesQuery({ status: 'open', per_page: MAX_PER_PAGE, sort: 'premium_cents', order: 'desc' }));
  const carriers = useQuery({ ...implementationsQuery, enabled: can(me, 'implementation_book', 'read') });
  const carrierNames = [...new Set((carriers.data?.data ?? []).map((r) => r.carrier_name))].sort();
  const groupName = groupId ? (list.data?.data.find((d) => d.group_id === groupId)?.group_name ?? 'one group') : null;

  const onSort = (by: string, firstOrder: 'asc' | 'desc' = 'asc') => set({ sort: by, order: sort.by === by ? (sort.order === 'asc' ? 'desc' : 'asc') : firstOrder });
  const filtered = !!(search.get('q') || kind || carrier || groupId || statusChoice !== 'open');
  const exportFilters = { q: search.get('q') || undefined, status, kind, carrier, group_id: groupId };

  return (
    <>
      <PageHeader
        title="Carrier reconciliation"
        subtitle="Where a carrier’s list of members differs from the enrollment, and the monthly premium it puts at stake."
        actions={
          <Stack direction="row" spacing={1}>
            {can(me, 'reconciliation', 'write') ? (
              <Button variant="contained" startIcon={<UploadFileIcon />} component={RouterLink} to="/dashboard/census-gallery/uploads/implementationcensusupload" data-testid="upload-carrier-list">
                Upload a carrier list
              </Button>
            ) : null}
          </Stack>
        }
      />
      <OpenStats data={openOnes.data} />
      <Card data-testid="discrepancies">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ p: 1.5, alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
          <TextField
            label="Search"
            placeholder="Person or group"
            size="small"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            sx={{ width: { md: 220 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <SelectField label="Status" name="status" size="small" value={statusChoice} options={STATUS_OPTIONS} onChange={(e) => set({ status: e.target.value === 'open' ? null : e.target.value })} sx={{ width: { md: 150 } }} />
          <SelectField label="Kind" name="kind" size="small" value={kind ?? ''} empty="Any kind" options={codeOptions(DISCREPANCY_KIND_LABELS)} onChange={(e) => set({ kind: e.target.value })} sx={{ width: { md: 210 } }} />
          <SelectField
            label="Carrier"
            name="carrier"
            size="small"
            value={carrier && carrierNames.includes(carrier) ? carrier : ''}
            empty="Any carrier"
            options={carrierNames.map((c) => [c, c] as const)}
            onChange={(e) => set({ carrier: e.target.value })}
            sx={{ width: { md: 190 } }}
          />
          {groupName ? <Chip label={`Group: ${groupName}`} onDelete={() => set({ group_id: null })} data-testid="group-filter" /> : null}
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary" data-testid="discrepancies-total">
              {list.data ? `${list.data.total} ${list.data.total === 1 ? 'discrepancy' : 'discrepancies'}` : ''}
            </Typography>
            <Button size="small" startIcon={<DownloadIcon />} href={exportHref('csv', exportFilters)} download data-testid="export-csv">
              CSV
            </Button>
            <Button size="small" startIcon={<DownloadIcon />} href={exportHref('xlsx', exportFilters)} download data-testid="export-xlsx">
              XLSX
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ height: 4 }}>{list.isFetching && !list.isPending ? <LinearProgress /> : null}</Box>
        {list.error ? (
          <Box sx={{ p: 2 }}>
            <LoadError error={list.error} retry={() => void list.refetch()} what="the discrepancies" />
          </Box>
        ) : list.data && list.data.data.length === 0 ? (
          filtered ? (
            <EmptyState title="Nothing matches these filters">Try another status, kind, carrier or name.</EmptyState>
          ) : (
            <EmptyState icon={<VerifiedIcon />} title="No discrepancies: every carrier list matches the enrollment">
              Upload a carrier’s list of members to compare it with who is enrolled.
            </EmptyState>
          )
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label="Discrepancies">
                <TableHead>
                  <TableRow>
                    <SortCell by="person_name" sort={sort} onSort={onSort}>
                      Person
                    </SortCell>
                    <SortCell by="group_name" sort={sort} onSort={onSort}>
                      Group
                    </SortCell>
                    <SortCell by="carrier_name" sort={sort} onSort={onSort}>
                      Carrier
                    </SortCell>
                    <SortCell by="kind" sort={sort} onSort={onSort}>
                      Kind
                    </SortCell>
                    <TableCell>About</TableCell>
                    <TableCell>Canopy</TableCell>
                    <TableCell>Carrier</TableCell>
                    <SortCell by="premium_cents" sort={sort} onSort={onSort} align="right" firstOrder="desc">
                      At stake / mo
                    </SortCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Assignee</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.isPending
                    ? Array.from({ length: 5 }, (_, i) => (
                        <TableRow key={i}>
                          {Array.from({ length: COLUMNS }, (__, j) => (
                            <TableCell key={j}>
                              <Skeleton />
                            </TableCell>
                          ))}
                        </TableRow>
                      ))
                    : list.data.data.map((d) => (
                        <TableRow
                          key={d.id}
                          hover
                          selected={d.id === openId}
                          sx={{ cursor: 'pointer' }}
                          onClick={() => setOpenId(d.id)}
                          data-testid="discrepancy-row"
                          data-kind={d.kind}
                        >
                          <TableCell sx={{ fontWeight: 600 }}>
                            <Link component="button" underline="hover" onClick={() => setOpenId(d.id)} sx={{ fontWeight: 600, textAlign: 'left' }}>
                              {d.person_name}
                            </Link>
                          </TableCell>
                          <TableCell>
                            <Link component={RouterLink} to={`/dashboard/groups/${d.group_id}/implement`} underline="hover" onClick={(e) => e.stopPropagation()}>
                              {d.group_name}
                            </Link>
                          </TableCell>
                          <TableCell>{d.carrier_name}</TableCell>
                          <TableCell>
                            <Chip size="small" variant="outlined" label={DISCREPANCY_KIND_LABELS[d.kind]} sx={{ whiteSpace: 'nowrap' }} />
                          </TableCell>
                          <TableCell>{subjectOf(d)}</TableCell>
                          <TableCell data-testid="platform-value">{d.platform_value ?? '—'}</TableCell>
                          <TableCell data-testid="carrier-value">{d.carrier_value ?? '—'}</TableCell>
                          <TableCell align="right" sx={{ ...numSx, fontWeight: 600 }} data-testid="premium-at-stake">
                            {formatCents(d.premium_cents)}
                          </TableCell>
                          <TableCell>
                            <Chip size="small" color={STATUS_COLORS[d.status]} label={DISCREPANCY_STATUS_LABELS[d.status]} data-testid="discrepancy-status" />
                          </TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.assignee_name ?? '—'}</TableCell>
                        </TableRow>
                      ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Pager page={page} perPage={perPage} total={list.data?.total ?? 0} onPage={(p) => set({ page: String(p + 1) }, false)} onPerPage={(n) => set({ per_page: String(n) })} />
          </>
        )}
      </Card>
      {openId ? (
        <Suspense fallback={null}>
          <DiscrepancyDrawer id={openId} onClose={() => setOpenId(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The open discrepancies across the book: how many, the premium they put at stake, and the groups they touch. */
function OpenStats({ data }: { data: { data: Discrepancy[]; total: number; premium_at_stake_cents: number } | undefined }) {
  const groups = data ? new Set(data.data.map((d) => d.group_id)).size : null;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 6, md: 4 }}>
        <StatCard label="Open discrepancies" value={data ? data.total : '…'} testId="stat-open" />
      </Grid>
      <Grid size={{ xs: 6, md: 4 }}>
        <StatCard label="Premium at stake a month" value={data ? formatCents(data.premium_at_stake_cents, true) : '…'} testId="stat-at-stake" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <StatCard
          label="Groups affected"
          value={groups === null ? '…' : data && data.total > data.data.length ? `${groups}+` : groups}
          hint="with an open discrepancy"
          testId="stat-groups"
        />
      </Grid>
    </Grid>
  );
}
