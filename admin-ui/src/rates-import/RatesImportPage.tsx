import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, uploadFile } from '@canopy/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent, type FormEvent, type ReactNode } from 'react';
import type { RatesImported } from '../api';
import { cap, Page } from '../pages/common';
import { periodLabel } from '../plans/RatesPanel';
import { nextPlanYear, plural, splitProblems } from './problems';

const SAMPLE = `StateCode,PlanId,RatingAreaId,Tobacco,Age,IndividualRate,IndividualTobaccoRate
CO,71234CO0010001,Rating Area 3,Tobacco User/Non-Tobacco User,0-14,301.25,
CO,71234CO0010001,Rating Area 3,Tobacco User/Non-Tobacco User,21,412.07,494.48
CO,71234CO0010001,Rating Area 3,Tobacco User/Non-Tobacco User,64 and over,1236.21,1483.45`;

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function FileDrop({ file, onFile, error }: { file: File | null; onFile: (f: File | null) => void; error?: string }) {
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const f = e.dataTransfer.files[0];
    if (f) onFile(f);
  };
  return (
    <Box>
      <Box
        component="label"
        data-testid="rates-drop"
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 2,
          py: 2.5,
          border: '2px dashed',
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
          borderRadius: 2,
          bgcolor: over ? 'action.hover' : 'background.default',
          cursor: 'pointer',
          transition: 'border-color .15s, background-color .15s',
          '&:hover': { borderColor: 'primary.main' },
        }}
      >
        <UploadFileIcon color={file ? 'primary' : 'action'} sx={{ fontSize: 36 }} />
        <Box sx={{ minWidth: 0 }}>
          {file ? (
            <>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{file.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {kb(file.size)} · click or drop to choose another file
              </Typography>
            </>
          ) : (
            <>
              <Typography sx={{ fontWeight: 600 }}>Drop a rates CSV here, or click to choose one</Typography>
              <Typography variant="body2" color="text.secondary">
                Up to 30 MB
              </Typography>
            </>
          )}
        </Box>
        <input
          type="file"
          accept=".csv,text/csv"
          aria-label="Rates file"
          hidden
          onChange={(e) => {
            onFile(e.target.files?.[0] ?? null);
            e.target.value = '';
          }}
        />
      </Box>
      {error ? <FormHelperText error>{cap(error)}</FormHelperText> : null}
    </Box>
  );
}

function Problems({ error }: { error: unknown }) {
  if (!(error instanceof ApiError)) return <Alert severity="error">The file could not be sent. Try again.</Alert>;
  const { rows } = splitProblems(error.fieldErrors);
  const total = Number(/(\d+) problem/.exec(error.message)?.[1] ?? rows.length);
  return (
    <Alert severity="error" sx={{ '& .MuiAlert-message': { width: '100%' } }} data-testid="rates-problems">
      <AlertTitle>{rows.length ? 'Nothing was loaded' : cap(error.message)}</AlertTitle>
      {rows.length ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {cap(error.message)}. Fix {total === 1 ? 'it' : 'them'} in the file and import it again.
            {total > rows.length ? ` The first ${rows.length} are listed.` : ''}
          </Typography>
          <Box sx={{ maxHeight: 420, overflow: 'auto', bgcolor: 'background.paper', borderRadius: 1 }}>
            <Table size="small" stickyHeader aria-label="Problems in the file">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 64 }}>Row</TableCell>
                  <TableCell sx={{ width: 180 }}>Column</TableCell>
                  <TableCell>Problem</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((p) => (
                  <TableRow key={`${p.row} ${p.column ?? ''}`}>
                    <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{p.row}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>{p.column ?? '—'}</TableCell>
                    <TableCell>{cap(p.message)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      ) : null}
    </Alert>
  );
}

function Loaded({ result, from, to }: { result: RatesImported; from: string; to: string }) {
  return (
    <Alert severity="success" icon={<CheckCircleIcon />} data-testid="rates-loaded">
      <AlertTitle>Rates loaded</AlertTitle>
      {plural(result.rows, 'rate')} for {plural(result.plans, 'plan')} in {plural(result.rating_areas, 'rating area')}, in effect{' '}
      {periodLabel({ effective_from: from, effective_to: to })}.
      {result.replaced > 0 ? ` They replaced ${plural(result.replaced, 'earlier rate')} with the same start date.` : ''}
    </Alert>
  );
}

/** The API's rates imports: the platform's catalogue, or the signed-in agency's own plans. */
export type RatesImportEndpoint = '/catalogue/rates/import' | '/agency-plans/rates/import';

const CATALOGUE_INTRO = 'Load monthly rates by age from a CSV shaped like the CMS Rate PUF. Every row is checked first; a file with any problem loads nothing.';

/**
 * Loads rates from a CSV shaped like the CMS Rate PUF: all rows are checked, and any problem
 * loads nothing. `endpoint` is the import it sends to (the catalogue's by default).
 */
export function RatesImportPage({
  endpoint = '/catalogue/rates/import',
  title = 'Rates import',
  intro = CATALOGUE_INTRO,
}: { endpoint?: RatesImportEndpoint; title?: string; intro?: ReactNode } = {}) {
  const queryClient = useQueryClient();
  const initial = nextPlanYear();
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (input: { file: File; from: string; to: string }) =>
      uploadFile<RatesImported>(endpoint, input.file, { fields: { effective_from: input.from, effective_to: input.to }, onProgress: setProgress }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['plan-rate-ranges'] });
      void queryClient.invalidateQueries({ queryKey: ['plan-rates'] });
    },
    onSettled: () => setProgress(null),
  });
  const sent = upload.variables;
  const other = upload.error instanceof ApiError ? splitProblems(upload.error.fieldErrors).other : {};
  const dateError = to && from && to < from ? 'The rates must end on or after they start' : undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file && from && to && !dateError) upload.mutate({ file, from, to });
  };
  const change = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    if (!upload.isPending) upload.reset();
  };

  return (
    <Page title={title} intro={intro}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, gap: 3 }}>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              type="date"
              label="In effect from"
              value={from}
              onChange={(e) => change(setFrom)(e.target.value)}
              required
              error={!!other.effective_from}
              helperText={cap(other.effective_from) ?? 'First day the rates apply'}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 220 }}
            />
            <TextField
              type="date"
              label="Until"
              value={to}
              onChange={(e) => change(setTo)(e.target.value)}
              required
              error={!!(dateError ?? other.effective_to)}
              helperText={dateError ?? cap(other.effective_to) ?? 'Last day the rates apply'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from } }}
              sx={{ width: 220 }}
            />
          </Box>
          <FileDrop file={file} onFile={change(setFile)} error={other.file} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Button type="submit" variant="contained" startIcon={<UploadFileIcon />} disabled={!file || !from || !to || !!dateError || upload.isPending}>
              {upload.isPending ? 'Importing…' : 'Import rates'}
            </Button>
            {upload.isPending ? <LinearProgress variant={progress !== null && progress < 1 ? 'determinate' : 'indeterminate'} value={(progress ?? 0) * 100} sx={{ flex: 1 }} aria-label="Importing" /> : null}
          </Box>
        </Box>
        <Box sx={{ fontSize: 14 }}>
          <Typography variant="subtitle2" component="h2">
            File format
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            One row per plan, rating area and age band, with the columns <code>PlanId</code>, <code>RatingAreaId</code> (“Rating Area 3” with a <code>StateCode</code> column,
            or “CO-03”), <code>Age</code> (0-14, 15 … 63, 64 and over), <code>IndividualRate</code> and <code>IndividualTobaccoRate</code> (may be empty). Each plan and area needs
            every age band. Rates of the same plans and areas starting the same day are replaced.
          </Typography>
          <Box component="pre" tabIndex={0} sx={{ mt: 1, mb: 0, p: 1, bgcolor: 'background.default', border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 11, overflow: 'auto' }}>
            {SAMPLE}
          </Box>
        </Box>
      </Box>
      {upload.isSuccess && sent ? (
        <Box sx={{ mt: 3 }}>
          <Loaded result={upload.data} from={sent.from} to={sent.to} />
        </Box>
      ) : null}
      {upload.isError && !(Object.keys(other).length && upload.error instanceof ApiError && !splitProblems(upload.error.fieldErrors).rows.length) ? (
        <Box sx={{ mt: 3 }}>
          <Problems error={upload.error} />
        </Box>
      ) : null}
    </Page>
  );
}
