/** A job's progress bar, fed by its server-sent events (polling when the stream is unavailable). */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { fetchJob, jobEvents } from './queries';
import type { Job } from './types';

export const FINISHED = ['succeeded', 'done', 'completed', 'finished', 'failed', 'cancelled'];
export const isFinished = (status: string) => FINISHED.includes(status);
export const isFailed = (status: string) => status === 'failed' || status === 'cancelled';

/** Percent done of a job (0…100); null while the total is unknown. */
export function jobPercent(job: Pick<Job, 'done' | 'total' | 'status'> | null): number | null {
  if (!job) return null;
  if (isFinished(job.status) && !isFailed(job.status)) return 100;
  if (!job.total) return null;
  return Math.min(100, Math.round((job.done / job.total) * 100));
}

export function useJob(jobId: string | null): { job: Job | null; error: string | null } {
  const [job, setJob] = useState<Job | null>(null);
  const [error, setError] = useState<string | null>(null);
  const finished = useRef(false);
  useEffect(() => {
    if (!jobId) return;
    finished.current = false;
    let poll: ReturnType<typeof setInterval> | null = null;
    const take = (j: Job) => {
      setJob(j);
      if (isFinished(j.status)) {
        finished.current = true;
        source?.close();
        if (poll) clearInterval(poll);
      }
    };
    const startPolling = () => {
      if (poll || finished.current) return;
      poll = setInterval(() => {
        fetchJob(jobId).then(take, (e: Error) => setError(e.message));
      }, 1000);
    };
    const source = jobEvents(jobId);
    if (source) {
      source.onmessage = (e) => {
        try {
          take(JSON.parse(e.data) as Job);
        } catch {
          /* a keep-alive or a partial line */
        }
      };
      source.onerror = () => {
        source?.close();
        if (!finished.current) startPolling();
      };
    } else {
      startPolling();
    }
    // A first read, in case the job finished before the stream opened.
    fetchJob(jobId).then((j) => (finished.current ? undefined : take(j)), () => undefined);
    return () => {
      source?.close();
      if (poll) clearInterval(poll);
    };
  }, [jobId]);
  return { job, error };
}

export function JobProgressBar({ job, error }: { job: Job | null; error?: string | null }) {
  const pct = jobPercent(job);
  return (
    <Stack spacing={1} data-testid="job-progress">
      <Box>
        <LinearProgress variant={pct === null ? 'indeterminate' : 'determinate'} value={pct ?? 0} color={job && isFailed(job.status) ? 'error' : 'primary'} sx={{ height: 10, borderRadius: 5 }} aria-label="Import progress" />
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" data-testid="job-message">
          {job ? job.message || job.status : 'Starting…'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {job && job.total ? `${job.done} of ${job.total}` : ''}
          {pct !== null ? ` · ${pct}%` : ''}
        </Typography>
      </Stack>
      {job?.error ? <Alert severity="error">{job.error}</Alert> : null}
      {error ? <Alert severity="warning">{error}</Alert> : null}
    </Stack>
  );
}
