import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CENSUS_EXTENSIONS, CENSUS_MAX_BYTES } from '../book/rules';
import { analyseFile, cleanFile } from '../census/queries';
import { ColumnMapper } from '../census/ColumnMapper';
import { FileDrop } from '../census/FileDrop';
import { IssueList } from '../census/IssueList';
import { mappingFromColumns } from '../census/mapping';
import { ToolPage } from './common';
import { SectionCard, StatCard } from '../ui/cards';

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `…/census-gallery/data/csv-processor`: any file understood and cleaned; nothing imported. */
export default function CsvProcessorTool() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const analyse = useMutation({ mutationFn: (f: File) => analyseFile(f, setProgress), onSettled: () => setProgress(null) });
  const clean = useMutation({
    mutationFn: (f: File) => cleanFile(f),
    onSuccess: (blob) => file && saveBlob(blob, `${file.name.replace(/\.[^.]+$/, '')}-clean.csv`),
  });
  const a = analyse.data;
  const layout = (a?.layout ?? {}) as { kind?: string; dependent_slots?: number };
  return (
    <ToolPage title="CSV processor" subtitle="Drop any CSV or Excel file and see it understood. Nothing is imported.">
      <Stack spacing={2}>
        <Card>
          <CardContent>
            <FileDrop
              title="Drop any census file here"
              extensions={CENSUS_EXTENSIONS}
              maxBytes={CENSUS_MAX_BYTES}
              busy={analyse.isPending}
              progress={analyse.isPending ? (progress ?? 0) : null}
              error={analyse.error?.message}
              onFile={(f) => {
                setFile(f);
                clean.reset();
                analyse.mutate(f);
              }}
            />
          </CardContent>
        </Card>
        {a ? (
          <>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="analysis-facts">
              <Typography sx={{ fontWeight: 700, mr: 1 }}>{a.file_name}</Typography>
              <Chip label={a.format.toUpperCase()} size="small" />
              <Chip label={`Encoding: ${a.encoding ?? 'n/a (spreadsheet)'}`} size="small" variant="outlined" data-testid="analysis-encoding" />
              <Chip label={`Delimiter: ${a.delimiter ? (a.delimiter === '\t' ? 'tab' : `“${a.delimiter}”`) : 'n/a'}`} size="small" variant="outlined" data-testid="analysis-delimiter" />
              <Chip label={`Header row: ${a.header_row + 1}`} size="small" variant="outlined" data-testid="analysis-header-row" />
              <Chip label={layout.kind === 'employee_per_row' ? `One row per employee, ${layout.dependent_slots ?? 0} dependent slots` : 'One row per person'} size="small" variant="outlined" />
              <span style={{ flexGrow: 1 }} />
              <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => file && clean.mutate(file)} disabled={clean.isPending} data-testid="download-clean">
                {clean.isPending ? 'Cleaning…' : 'Download the cleaned file'}
              </Button>
            </Stack>
            {clean.error ? <Alert severity="error">{clean.error.message}</Alert> : null}
            {clean.isSuccess ? <Alert severity="success" data-testid="clean-done">The cleaned file was downloaded: one row per person, standard columns, ISO dates, tiers as EE/ES/EC/EF.</Alert> : null}
            <Grid container spacing={1.5}>
              {(
                [
                  ['Rows', a.rows_total],
                  ['Employees', a.counts.employees],
                  ['Dependents', a.counts.dependents],
                  ['Errors', a.counts.errors],
                  ['Warnings', a.counts.warnings],
                  ['Skipped rows', a.skipped.length],
                ] as const
              ).map(([k, v]) => (
                <Grid key={k} size={{ xs: 6, sm: 4, md: 2 }}>
                  <StatCard label={k} value={v} />
                </Grid>
              ))}
            </Grid>
            <SectionCard title="Column guesses" subheader="What each column seems to hold, with the guess’s confidence">
              <ColumnMapper columns={a.columns} options={[]} mapping={mappingFromColumns(a.columns)} readOnly />
            </SectionCard>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 7 }}>
                <SectionCard title={`Row problems (${a.issues.length})`}>
                  <IssueList issues={a.issues} headers={a.columns.map((c) => c.header)} max={40} />
                </SectionCard>
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <SectionCard title={`Skipped rows (${a.skipped.length})`}>
                  {a.skipped.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      None: every row held a person.
                    </Typography>
                  ) : (
                    a.skipped.map((s) => (
                      <Typography key={s.row} variant="body2">
                        Row {s.row}: {s.reason.replace(/_/g, ' ')}
                      </Typography>
                    ))
                  )}
                </SectionCard>
              </Grid>
            </Grid>
          </>
        ) : null}
      </Stack>
    </ToolPage>
  );
}
