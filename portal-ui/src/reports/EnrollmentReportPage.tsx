/** `/2-future-features/reports/enrollment`: the open enrollments of a period, the whole book or one broker's. */
import ClearIcon from '@mui/icons-material/Clear';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../brand/BrandProvider';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { PageHeader } from '../ui/PageHeader';
import { PreviewBadge } from '../ui/PreviewBadge';
import { StatCard } from '../ui/cards';
import { formatDate } from '../ui/dates';
import { DateField } from '../ui/fields';
import { fieldErrorsOf } from '../ui/formErrors';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { CompletionSection } from './enrollment/CompletionSection';
import { ElectionsSection } from './enrollment/ElectionsSection';
import { EnrollmentsSection } from './enrollment/EnrollmentsSection';
import { ParticipationSection } from './enrollment/ParticipationSection';
import { WaiversSection } from './enrollment/WaiversSection';
import { pct, plural } from './format';
import { BrokerFilter, ReportGate } from './parts';
import { enrollmentExportHref, enrollmentReportQuery, type EnrollmentFilters, type EnrollmentReport } from './queries';

export default function EnrollmentReportPage() {
  usePageTitle('Enrollment report');
  return (
    <ReportGate>
      <Enrollment />
    </ReportGate>
  );
}

function Enrollment() {
  const [search, set] = useSearchUpdate();
  const filters: EnrollmentFilters = { from: search.get('from') ?? undefined, to: search.get('to') ?? undefined, broker_id: search.get('broker_id') ?? undefined };
  const report = useQuery(enrollmentReportQuery(filters));
  const data = report.data;
  const problems = fieldErrorsOf(report.error);
  const refused = Object.keys(problems).length > 0;
  return (
    <Box>
      <PageHeader
        title={
          <>
            Enrollment <PreviewBadge />
          </>
        }
        crumbs={[{ label: 'Reports', to: '/2-future-features/reports' }, { label: 'Enrollment' }]}
        subtitle={data ? `Open enrollments running between ${formatDate(data.from)} and ${formatDate(data.to)}` : 'Participation, elections, waivers and completion of the open enrollments'}
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} href={enrollmentExportHref('xlsx', undefined, filters)} download data-testid="export-workbook">
            Workbook
          </Button>
        }
      />
      <Card sx={{ mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 1.5, alignItems: { sm: 'flex-start' } }}>
          <DateField
            label="From"
            value={search.get('from') ?? data?.from ?? ''}
            onChange={(e) => set({ from: e.target.value || null })}
            error={!!problems.from}
            helperText={problems.from}
            sx={{ maxWidth: { sm: 180 } }}
            slotProps={{ htmlInput: { 'data-testid': 'from' } }}
          />
          <DateField
            label="To"
            value={search.get('to') ?? data?.to ?? ''}
            onChange={(e) => set({ to: e.target.value || null })}
            error={!!problems.to}
            helperText={problems.to}
            sx={{ maxWidth: { sm: 180 } }}
            slotProps={{ htmlInput: { 'data-testid': 'to' } }}
          />
          <BrokerFilter brokers={data?.brokers ?? []} value={filters.broker_id ?? ''} onChange={(id) => set({ broker_id: id || null })} />
          {filters.from || filters.to || filters.broker_id ? (
            <Button size="small" startIcon={<ClearIcon />} onClick={() => set({ from: null, to: null, broker_id: null })} sx={{ alignSelf: { sm: 'center' } }}>
              Default range, every broker
            </Button>
          ) : null}
        </Stack>
        <Box sx={{ height: 4 }}>{report.isFetching && !report.isPending ? <LinearProgress /> : null}</Box>
      </Card>
      {report.error && !refused ? (
        <LoadError error={report.error} retry={() => void report.refetch()} what="the enrollment report" />
      ) : !data ? (
        refused ? (
          <Alert severity="warning" data-testid="range-refused">
            These dates can’t be reported on: see the message under them.
          </Alert>
        ) : (
          <SkeletonRows rows={5} height={120} rounded />
        )
      ) : (
        <Stack spacing={2} sx={{ opacity: refused ? 0.5 : 1 }}>
          <Totals report={data} />
          <EnrollmentsSection report={data} filters={filters} />
          <ParticipationSection report={data} filters={filters} />
          <ElectionsSection report={data} filters={filters} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 5 }}>
              <WaiversSection report={data} filters={filters} />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <CompletionSection report={data} filters={filters} />
            </Grid>
          </Grid>
        </Stack>
      )}
    </Box>
  );
}

function Totals({ report }: { report: EnrollmentReport }) {
  const t = report.totals;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Open enrollments" value={t.enrollments} hint={`${t.open} open today`} testId="stat-enrollments" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Complete" value={pct(t.completion_pct)} hint={`${t.submitted.toLocaleString('en-US')} of ${plural(t.eligible, 'eligible employee')}`} testId="stat-complete" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Enrolled · waived" value={`${t.enrolled.toLocaleString('en-US')} · ${t.waived.toLocaleString('en-US')}`} hint="employees who submitted" testId="stat-submitted" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Below a carrier minimum" value={t.checks_below} hint={`of ${plural(t.checks, 'participation check')}`} testId="stat-below" />
      </Grid>
    </Grid>
  );
}
