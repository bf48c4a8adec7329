/** The later steps of the census wizard (loaded when the wizard reaches them). */

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { todayIso } from '../book/rules';
import { invalidateEmployees } from '../employees/queries';
import { censusKeys, commitImport, importQuery, saveMapping } from './queries';
import { ColumnMapper } from './ColumnMapper';
import { HeaderRowPicker } from './HeaderRowPicker';
import { IssueList } from './IssueList';
import { isFailed, isFinished, JobProgressBar, useJob } from './JobProgress';
import { mappingBody, mappingFromColumns, missingRequired, withoutEmailNote, type Mapping } from './mapping';
import { RowsGrid } from './RowsGrid';
import type { CensusImport } from './types';
import { canCommit, type WizardAction, type WizardState } from './wizardState';
import { StatCard } from '../ui/cards';
import { DateField } from '../ui/fields';

export function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }} useFlexGap>
      {children}
    </Stack>
  );
}

export function CountsRow({ imp, keys }: { imp: Pick<CensusImport, 'counts'>; keys?: (keyof CensusImport['counts'])[] }) {
  const labels: Record<keyof CensusImport['counts'], string> = {
    employees: 'Employees',
    dependents: 'Dependents',
    adds: 'New',
    updates: 'Updated',
    terminations: 'Leaving',
    errors: 'Errors',
    warnings: 'Warnings',
    without_email: 'Without email',
  };
  const shown = keys ?? (Object.keys(labels) as (keyof CensusImport['counts'])[]);
  return (
    <Grid container spacing={1.5} data-testid="census-counts">
      {shown.map((k) => (
        <Grid key={k} size={{ xs: 6, sm: 4, md: 12 / Math.min(shown.length, 7) > 2 ? 12 / Math.min(shown.length, 6) : 2 }}>
          <StatCard testId={`count-${k}`} label={labels[k]} value={<Box component="span" sx={{ color: k === 'errors' && imp.counts.errors ? 'error.main' : k === 'warnings' && imp.counts.warnings ? 'warning.dark' : undefined }}>{imp.counts[k]}</Box>} />
        </Grid>
      ))}
    </Grid>
  );
}

export function MapStep({ imp, dispatch, setImport, back }: { imp: CensusImport; dispatch: (a: WizardAction) => void; setImport: (i: CensusImport) => void; back: ReactNode }) {
  const [mapping, setMapping] = useState<Mapping>(() => mappingFromColumns(imp.columns));
  const [template, setTemplate] = useState('');
  const save = useMutation({
    mutationFn: () => saveMapping(imp.id, { columns: mappingBody(mapping), terminate_missing: imp.terminate_missing, effective_date: imp.effective_date ?? undefined, template_name: template.trim() || undefined }),
    onSuccess: (fresh) => {
      setImport(fresh);
      dispatch({ type: 'mapped' });
    },
  });
  const layout = (imp.layout ?? {}) as { kind?: string; dependent_slots?: number };
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="file-facts">
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {imp.file_name}
        </Typography>
        <Chip size="small" label={imp.format.toUpperCase()} />
        {imp.encoding ? <Chip size="small" variant="outlined" label={`Encoding ${imp.encoding}`} /> : null}
        {imp.delimiter ? <Chip size="small" variant="outlined" label={`Delimiter ${imp.delimiter === '\t' ? 'tab' : `“${imp.delimiter}”`}`} /> : null}
        <Chip size="small" variant="outlined" label={`${imp.rows_total} rows`} />
        <Chip size="small" variant="outlined" label={layout.kind === 'employee_per_row' ? `One row per employee (${layout.dependent_slots ?? 0} dependent slots)` : 'One row per person'} />
      </Stack>
      {imp.skipped.length ? (
        <Alert severity="info">
          {imp.skipped.length} {imp.skipped.length === 1 ? 'row was' : 'rows were'} skipped: {imp.skipped.slice(0, 4).map((s) => `row ${s.row} (${s.reason.replace(/_/g, ' ')})`).join(', ')}
          {imp.skipped.length > 4 ? '…' : ''}
        </Alert>
      ) : null}
      <HeaderRowPicker
        imp={imp}
        onChanged={(fresh) => {
          setImport(fresh);
          setMapping(mappingFromColumns(fresh.columns));
        }}
      />
      <ColumnMapper columns={imp.columns} options={imp.field_options} mapping={mapping} onChange={setMapping} />
      <TextField label="Save this mapping as a template (optional)" name="template_name" value={template} onChange={(e) => setTemplate(e.target.value)} helperText="Files with the same headers will be mapped this way next time" sx={{ maxWidth: 420 }} />
      {save.error ? <Alert severity="error">{save.error.message}</Alert> : null}
      <Actions>
        {back}
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || missingRequired(mapping).length > 0}>
          {save.isPending ? 'Checking…' : 'Check the file'}
        </Button>
      </Actions>
    </Stack>
  );
}

export function ValidateStep({ imp, dispatch, setImport, back }: { imp: CensusImport; dispatch: (a: WizardAction) => void; setImport: (i: CensusImport) => void; back: ReactNode }) {
  return (
    <Stack spacing={2}>
      <CountsRow imp={imp} keys={['employees', 'dependents', 'errors', 'warnings']} />
      {imp.counts.errors ? (
        <Alert severity="error" data-testid="errors-left">
          {imp.counts.errors} {imp.counts.errors === 1 ? 'error needs' : 'errors need'} fixing before the import. Correct the highlighted cells, or fix the file and upload it again.
        </Alert>
      ) : (
        <Alert severity="success" data-testid="no-errors">
          No errors{imp.counts.warnings ? `; ${imp.counts.warnings} warnings to look at` : ''}.
        </Alert>
      )}
      {withoutEmailNote(imp.counts.without_email) ? (
        <Alert severity="warning" data-testid="without-email">
          {withoutEmailNote(imp.counts.without_email)}
        </Alert>
      ) : null}
      <RowsGrid imp={imp} onValidated={setImport} />
      <Actions>
        {back}
        <Button variant="contained" disabled={!canCommit(imp.counts)} onClick={() => dispatch({ type: 'validated' })}>
          Review
        </Button>
      </Actions>
    </Stack>
  );
}

export function ReviewStep({ imp, dispatch, setImport, back }: { imp: CensusImport; dispatch: (a: WizardAction) => void; setImport: (i: CensusImport) => void; back: ReactNode }) {
  const [terminate, setTerminate] = useState(imp.terminate_missing);
  const [effective, setEffective] = useState(imp.effective_date ?? todayIso());
  const remap = useMutation({
    mutationFn: (v: { terminate: boolean; effective: string }) =>
      saveMapping(imp.id, { columns: imp.columns.map((c) => (c.field ? { index: c.index, field: c.field } : { index: c.index })), terminate_missing: v.terminate, effective_date: v.effective || undefined }),
    onSuccess: setImport,
  });
  const commit = useMutation({
    mutationFn: () => commitImport(imp.id),
    onSuccess: (r) => dispatch({ type: 'committing', jobId: r.job_id }),
  });
  const change = (v: { terminate: boolean; effective: string }) => {
    setTerminate(v.terminate);
    setEffective(v.effective);
    remap.mutate(v);
  };
  return (
    <Stack spacing={2}>
      <Typography>
        Committing <strong>{imp.file_name}</strong> makes it the group’s new census version and updates the roster:
      </Typography>
      <CountsRow imp={imp} keys={['adds', 'updates', 'terminations', 'employees', 'dependents', 'warnings']} />
      <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <FormControlLabel
          control={<Checkbox checked={terminate} onChange={(e) => change({ terminate: e.target.checked, effective })} name="terminate_missing" />}
          label="Employees missing from the file leave the roster"
        />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 4, mb: terminate ? 1.5 : 0 }}>
          {terminate ? `${imp.counts.terminations} current employees are not in the file; they are terminated on the date below.` : 'Nobody is terminated: people not in the file stay as they are.'}
        </Typography>
        {terminate ? (
          <Box sx={{ ml: 4, maxWidth: 240 }}>
            <DateField label="Effective date" name="effective_date" value={effective} onChange={(e) => change({ terminate, effective: e.target.value })} />
          </Box>
        ) : null}
      </Box>
      {withoutEmailNote(imp.counts.without_email) ? (
        <Alert severity="warning" data-testid="without-email">
          {withoutEmailNote(imp.counts.without_email)}
        </Alert>
      ) : null}
      {imp.issues.filter((i) => i.severity === 'warning').length ? (
        <Box>
          <Typography variant="subtitle2">Warnings</Typography>
          <IssueList issues={imp.issues.filter((i) => i.severity === 'warning')} max={8} />
        </Box>
      ) : null}
      {remap.error ? <Alert severity="error">{remap.error.message}</Alert> : null}
      {commit.error ? <Alert severity="error">{commit.error.message}</Alert> : null}
      <Actions>
        {back}
        <Button variant="contained" onClick={() => commit.mutate()} disabled={!canCommit(imp.counts) || commit.isPending || remap.isPending} data-testid="commit">
          {commit.isPending ? 'Starting…' : `Import ${imp.counts.employees} employees`}
        </Button>
      </Actions>
    </Stack>
  );
}

export function CommitStep({ state, dispatch, imp }: { state: WizardState; dispatch: (a: WizardAction) => void; imp: CensusImport }) {
  const { job, error } = useJob(state.jobId);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!job || !isFinished(job.status)) return;
    invalidateEmployees(queryClient, imp.group_id);
    void queryClient.invalidateQueries({ queryKey: censusKeys.import(imp.id) });
    if (!isFailed(job.status)) dispatch({ type: 'finished' });
  }, [job, dispatch, queryClient, imp]);
  return (
    <Stack spacing={2}>
      <Typography>Importing {imp.file_name}…</Typography>
      <JobProgressBar job={job} error={error} />
      {job && isFailed(job.status) ? (
        <Actions>
          <Button variant="outlined" onClick={() => dispatch({ type: 'failed' })}>
            Back to review
          </Button>
        </Actions>
      ) : null}
    </Stack>
  );
}

export function DoneStep({ imp, onFinished, dispatch, doneActions }: { imp: CensusImport; onFinished?: () => void; dispatch: (a: WizardAction) => void; doneActions?: ReactNode }) {
  const fresh = useQuery(importQuery(imp.id));
  const v = fresh.data ?? imp;
  return (
    <Stack spacing={2} data-testid="wizard-done">
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 40 }} />
        <Box>
          <Typography variant="h6" component="p">
            Census imported{v.number ? ` as version ${v.number}` : ''}
          </Typography>
          <Typography color="text.secondary">
            {v.counts.adds} added, {v.counts.updates} updated, {v.counts.terminations} terminated.
          </Typography>
        </Box>
      </Stack>
      <Actions>
        <Button onClick={() => dispatch({ type: 'reset' })}>Import another file</Button>
        <Button component={RouterLink} to={`/dashboard/groups/${imp.group_id}/census`} variant="outlined">
          Census versions
        </Button>
        {doneActions}
        {onFinished ? (
          <Button variant="contained" onClick={onFinished} data-testid="open-roster">
            Open the roster
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to={`/dashboard/groups/${imp.group_id}/employees`} data-testid="open-roster">
            Open the roster
          </Button>
        )}
      </Actions>
    </Stack>
  );
}

