import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { formatBytes, formatDuration } from '../book/rules';
import { censusKeys, jobsQuery, retryJob, storageQuery } from '../census/queries';
import { jobPercent } from '../census/JobProgress';
import { ToolPage } from './common';
import { formatDateTime } from '../ui/dates';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard, StatCard } from '../ui/cards';
import { SelectField } from '../ui/fields';
import { codeOptions, JOB_STATUS_LABELS, type JobStatus } from '../ui/vocab';

/** "4 added · 1 updated · 0 terminated" from a census job's result. */
export function jobRows(result: unknown): string | null {
  if (!result || typeof result !== 'object') return null;
  const r = result as Record<string, unknown>;
  const n = (k: string) => (typeof r[k] === 'number' ? (r[k] as number) : null);
  if (n('adds') === null && n('updates') === null && n('terminations') === null) return null;
  const parts = [`${n('adds') ?? 0} added`, `${n('updates') ?? 0} updated`, `${n('terminations') ?? 0} terminated`];
  if (n('dependents_added')) parts.push(`${n('dependents_added')} dependents`);
  return parts.join(' · ');
}

/** The pipeline view shows a job's status as its code, in the colour of how it went. */
const COLORS: Record<JobStatus, 'default' | 'info' | 'success' | 'error'> = { queued: 'default', running: 'info', succeeded: 'success', failed: 'error' };

/** `…/census-gallery/infrastructure`: the import pipeline's state. */
export default function InfrastructureTool() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<JobStatus | ''>('');
  const jobs = useQuery({ ...jobsQuery({ per_page: 50, status: status || undefined }), refetchInterval: 5000 });
  const storage = useQuery(storageQuery);
  const retry = useMutation({ mutationFn: retryJob, onSuccess: () => void queryClient.invalidateQueries({ queryKey: censusKeys.jobs }) });
  return (
    <ToolPage title="Import pipeline" subtitle="Queue depth, recent jobs with rows, errors and durations, storage used; retry a failed job">
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard testId="queue-queued" label="Queued" value={jobs.data?.queued ?? '—'} hint="waiting for a worker" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard testId="queue-running" label="Running" value={jobs.data?.running ?? '—'} hint="refreshed every 5 s" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard testId="storage-census" label="Census files" value={storage.data ? formatBytes(storage.data.census_bytes) : '—'} hint={storage.data ? `${storage.data.census_files} files` : undefined} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard testId="storage-documents" label="Documents" value={storage.data ? formatBytes(storage.data.document_bytes) : '—'} hint={storage.data ? `${storage.data.documents} files` : undefined} />
        </Grid>
      </Grid>
      <SectionCard
        title="Recent jobs"
        dense
        action={
          <SelectField
            label="Status"
            value={status}
            onPick={setStatus}
            options={codeOptions(JOB_STATUS_LABELS)}
            empty="All"
            sx={{ width: 150, mr: 1 }}
          />
        }
      >
        {retry.error ? <Alert severity="error" sx={{ mx: 2, mb: 1 }}>{retry.error.message}</Alert> : null}
        {jobs.error ? (
          <Box sx={{ px: 2 }}>
            <LoadError error={jobs.error} retry={() => void jobs.refetch()} what="the jobs" />
          </Box>
        ) : jobs.isPending ? (
          <Skeleton variant="rounded" height={160} sx={{ mx: 2 }} />
        ) : jobs.data.data.length === 0 ? (
          <EmptyState title="No jobs yet">Committing a census runs as a job; it appears here with its progress.</EmptyState>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Jobs" data-testid="jobs-table">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ pl: 2 }}>Job</TableCell>
                  <TableCell>Group</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={{ width: 220 }}>Progress and rows</TableCell>
                  <TableCell>Error</TableCell>
                  <TableCell align="right">Duration</TableCell>
                  <TableCell>Started</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {jobs.data.data.map((j) => (
                  <TableRow key={j.id} data-testid="job-row">
                    <TableCell sx={{ pl: 2, fontWeight: 600 }}>
                      {j.kind.replace(/_/g, ' ')}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {j.message}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {j.group_id ? (
                        <Link component={RouterLink} to={`/dashboard/groups/${j.group_id}/census`}>
                          {j.group_name ?? 'Group'}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={j.status} color={COLORS[j.status]} variant={j.status === 'succeeded' ? 'filled' : 'outlined'} />
                    </TableCell>
                    <TableCell>
                      <LinearProgress variant="determinate" value={jobPercent(j) ?? 0} color={j.status === 'failed' ? 'error' : 'primary'} sx={{ height: 6, borderRadius: 3 }} />
                      <Typography variant="caption" color="text.secondary" component="div">
                        {jobRows(j.result) ?? `${j.done} / ${j.total}`}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ maxWidth: 260, color: j.error ? 'error.main' : 'text.secondary', fontSize: 12 }}>
                      {j.error ? (
                        <Tooltip title={j.error}>
                          <span>{j.error.length > 80 ? `${j.error.slice(0, 80)}…` : j.error}</span>
                        </Tooltip>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell align="right">{formatDuration(j.duration_seconds !== undefined && j.duration_seconds !== null ? j.duration_seconds * 1000 : null)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(j.started_at ?? j.created_at)}</TableCell>
                    <TableCell align="right">
                      {j.status === 'failed' && can(me, 'jobs', 'write') ? (
                        <Button size="small" startIcon={<ReplayIcon />} onClick={() => retry.mutate(j.id)} disabled={retry.isPending} data-testid="retry-job">
                          Retry
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SectionCard>
    </ToolPage>
  );
}
