import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import DownloadIcon from '@mui/icons-material/Download';
import UndoIcon from '@mui/icons-material/Undo';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { employeeKeys } from '../employees/keys';
import { invalidateGroup, overviewQuery } from './queries';
import { formatBytes } from '../book/rules';
import { downloadHref, undoImport, versionsQuery } from '../census/queries';
import { headcountSources } from './censusCounts';
import type { CensusImport } from '../census/types';
import { useGroup } from './context';
import { BarList, ColumnChart } from '../ui/BarChart';
import { formatDateTime } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard, StatCard } from '../ui/cards';
import { SelectField } from '../ui/fields';

const CensusWizard = lazy(() => import('../census/CensusWizard'));
const CensusDiffView = lazy(() => import('../census/CensusDiffView').then((m) => ({ default: m.CensusDiffView })));
// Loaded when someone asks to undo a version.
const ConfirmDialog = lazy(() => import('../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

const STATUS_COLORS: Record<string, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  committed: 'success',
  undone: 'default',
  mapping: 'info',
  validated: 'info',
  committing: 'warning',
  failed: 'error',
  discarded: 'default',
};

export function VersionsTable({ versions, onUndo, compact = false }: { versions: CensusImport[]; onUndo?: (v: CensusImport) => void; compact?: boolean }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Census versions" data-testid="census-versions">
        <TableHead>
          <TableRow>
            <TableCell>Version</TableCell>
            <TableCell>File</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Employees</TableCell>
            <TableCell align="right">Added</TableCell>
            <TableCell align="right">Updated</TableCell>
            <TableCell align="right">Terminated</TableCell>
            <TableCell align="right">Errors</TableCell>
            <TableCell>By / when</TableCell>
            {compact ? null : <TableCell align="right">Download</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((v) => (
            <TableRow key={v.id} data-testid="census-version-row">
              <TableCell sx={{ fontWeight: 700 }}>{v.number ? `v${v.number}` : 'draft'}</TableCell>
              <TableCell>
                {v.file_name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {v.format.toUpperCase()} · {formatBytes(v.file_size)} · {v.rows_total} rows
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" label={v.status} color={STATUS_COLORS[v.status] ?? 'default'} variant={v.status === 'committed' ? 'filled' : 'outlined'} />
              </TableCell>
              <TableCell align="right">{v.counts.employees}</TableCell>
              <TableCell align="right">{v.counts.adds}</TableCell>
              <TableCell align="right">{v.counts.updates}</TableCell>
              <TableCell align="right">{v.counts.terminations}</TableCell>
              <TableCell align="right" sx={{ color: v.counts.errors ? 'error.main' : undefined }}>
                {v.counts.errors}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {v.uploaded_by_name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {formatDateTime(v.committed_at ?? v.created_at)}
                </Typography>
              </TableCell>
              {compact ? null : (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {v.status === 'committed' || v.status === 'undone' ? (
                    <>
                      <Button size="small" href={downloadHref(v.id, 'csv')} download startIcon={<DownloadIcon />}>
                        CSV
                      </Button>
                      <Button size="small" href={downloadHref(v.id, 'xlsx')} download>
                        XLSX
                      </Button>
                    </>
                  ) : null}
                  {v.undoable && onUndo ? (
                    <Button size="small" color="warning" startIcon={<UndoIcon />} onClick={() => onUndo(v)} data-testid="undo-import">
                      Undo
                    </Button>
                  ) : null}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function useUndo(groupId: string) {
  const queryClient = useQueryClient();
  const [undoing, setUndoing] = useState<CensusImport | null>(null);
  const undo = useMutation({
    mutationFn: (v: CensusImport) => undoImport(v.id),
    onSuccess: () => {
      setUndoing(null);
      void invalidateGroup(queryClient, groupId);
      void queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
  const dialog = undoing ? (
    <Suspense fallback={null}>
      <ConfirmDialog
        open
        title={`Undo census version ${undoing.number ?? ''}?`}
        confirmLabel="Undo import"
        danger
        busy={undo.isPending}
        error={undo.error}
        onClose={() => setUndoing(null)}
        onConfirm={() => undo.mutate(undoing)}
      >
        <Typography variant="body2">
          The roster goes back to how it was before {undoing.file_name}: the {undoing.counts.adds} people it added are removed, updates are reverted and the {undoing.counts.terminations} terminations are lifted.
        </Typography>
      </ConfirmDialog>
    </Suspense>
  ) : null;
  return { ask: setUndoing, dialog };
}

/** `/dashboard/groups/{id}/census`: versions over time, current statistics, new upload, diff, download, undo. */
export default function GroupCensus() {
  const group = useGroup();
  const me = useMe();
  const versions = useQuery(versionsQuery(group.id));
  const overview = useQuery(overviewQuery(group.id));
  const [uploading, setUploading] = useState(false);
  const committed = (versions.data ?? []).filter((v) => v.number).sort((a, b) => (b.number ?? 0) - (a.number ?? 0));
  const [from, setFrom] = useState<number | ''>('');
  const [to, setTo] = useState<number | ''>('');
  const { ask, dialog } = useUndo(group.id);
  const writable = can(me, 'census', 'write');
  const diffFrom = from || committed[1]?.number || '';
  const diffTo = to || committed[0]?.number || '';
  const stats = overview.data?.stats;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Census
        </Typography>
        {writable && !uploading ? (
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setUploading(true)} data-testid="new-census">
            Upload a new census
          </Button>
        ) : null}
      </Stack>
      {uploading ? (
        <SectionCard title="New census upload" action={<Button onClick={() => setUploading(false)}>Close</Button>}>
          <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
<CensusWizard groupId={group.id} embedded />
</Suspense>
        </SectionCard>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Current version" value={stats?.census ? `v${stats.census.number}` : '—'} hint={stats?.census?.file_name ?? 'No census imported yet'} testId="census-current" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Employees"
            value={stats?.headcount ?? '—'}
            hint={stats ? [headcountSources(stats.census), `${stats.terminated} terminated`].filter(Boolean).join(' · ') : undefined}
            testId="census-headcount"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Dependents" value={stats?.dependents ?? '—'} hint={stats ? `${stats.spouses} spouses · ${stats.children} children` : undefined} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Average age" value={stats?.average_age?.toFixed(1) ?? '—'} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Tier mix">{stats ? <BarList data={stats.tier_mix} testId="census-tier-mix" empty="No employees yet" /> : <Skeleton variant="rounded" height={120} />}</SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Ages">{stats ? <ColumnChart data={stats.age_bands} testId="census-ages" empty="No employees yet" /> : <Skeleton variant="rounded" height={120} />}</SectionCard>
        </Grid>
      </Grid>
      <SectionCard title="Versions" subheader="Every upload of this group’s census; the latest committed one can be undone" dense>
        {versions.error ? (
          <LoadError error={versions.error} retry={() => void versions.refetch()} what="the census versions" />
        ) : versions.isPending ? (
          <Skeleton variant="rounded" height={120} sx={{ mx: 2 }} />
        ) : versions.data.length === 0 ? (
          <EmptyState title="No census yet" action={writable ? <Button variant="outlined" onClick={() => setUploading(true)}>Upload the first census</Button> : undefined}>
            Each upload you commit becomes a version; you can compare versions and download each one.
          </EmptyState>
        ) : (
          <VersionsTable versions={[...versions.data].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))} onUndo={writable ? ask : undefined} />
        )}
      </SectionCard>
      <SectionCard title="Compare versions" subheader="Who joined, who left and what changed between two versions">
        {committed.length < 2 ? (
          <Alert severity="info">Two committed versions are needed to compare; there {committed.length === 1 ? 'is one' : 'are none'} so far.</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', maxWidth: 520 }}>
              <SelectField label="From" value={diffFrom} onChange={(e) => setFrom(Number(e.target.value))} options={committed.map((v) => [v.number!, `v${v.number} · ${v.file_name}`] as const)} />
              <CompareArrowsIcon color="action" />
              <SelectField label="To" value={diffTo} onChange={(e) => setTo(Number(e.target.value))} options={committed.map((v) => [v.number!, `v${v.number} · ${v.file_name}`] as const)} />
            </Stack>
            {diffFrom && diffTo && diffFrom !== diffTo ? (
              <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
                <CensusDiffView groupId={group.id} from={Number(diffFrom)} to={Number(diffTo)} />
              </Suspense>
            ) : <Typography color="text.secondary">Choose two different versions.</Typography>}
          </Stack>
        )}
      </SectionCard>
      {dialog}
    </Stack>
  );
}
