/** `/2-future-features/reports/enhanced`: the book of business on a date, the whole book or one broker's. */
import ClearIcon from '@mui/icons-material/Clear';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useSearchUpdate } from '../book/useSearchUpdate';
import { useMe } from '../dashboard/useSession';
import { PageHeader } from '../ui/PageHeader';
import { PreviewBadge } from '../ui/PreviewBadge';
import { StatCard } from '../ui/cards';
import { formatDate } from '../ui/dates';
import { DateField } from '../ui/fields';
import { formatCents } from '../ui/money';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { CommissionSection } from './book/CommissionSection';
import { PremiumSection } from './book/PremiumSection';
import { RenewalsSection } from './book/RenewalsSection';
import { StagesSection } from './book/StagesSection';
import { plural } from './format';
import { BrokerFilter, ReportGate } from './parts';
import { bookExportHref, bookReportQuery, type BookFilters, type BookReport } from './queries';

/** Only for owners and admins, when they open it. */
const CommissionRatesDialog = lazy(() => import('./book/CommissionRatesDialog').then((m) => ({ default: m.CommissionRatesDialog })));

export default function BookOfBusinessPage() {
  usePageTitle('Book of business');
  return (
    <ReportGate>
      <BookOfBusiness />
    </ReportGate>
  );
}

function BookOfBusiness() {
  const me = useMe();
  const [search, set] = useSearchUpdate();
  const filters: BookFilters = { as_of: search.get('as_of') ?? undefined, broker_id: search.get('broker_id') ?? undefined };
  const report = useQuery(bookReportQuery(filters));
  const [editing, setEditing] = useState(false);
  const mayEdit = can(me, 'reports', 'write');
  const data = report.data;
  return (
    <Box>
      <PageHeader
        title={
          <>
            Book of business <PreviewBadge />
          </>
        }
        crumbs={[{ label: 'Reports', to: '/2-future-features/reports' }, { label: 'Book of business' }]}
        subtitle={data ? `Premium in force, stages and renewals on ${formatDate(data.as_of)}` : 'Premium in force, stages and renewals'}
        actions={
          <Button variant="outlined" startIcon={<DownloadIcon />} href={bookExportHref('xlsx', undefined, filters)} download data-testid="export-workbook">
            Workbook
          </Button>
        }
      />
      <Card sx={{ mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ p: 1.5, alignItems: { sm: 'center' } }}>
          <DateField label="As of" value={search.get('as_of') ?? data?.as_of ?? ''} onChange={(e) => set({ as_of: e.target.value || null })} sx={{ maxWidth: { sm: 180 } }} slotProps={{ htmlInput: { 'data-testid': 'as-of' } }} />
          <BrokerFilter brokers={data?.brokers ?? []} value={filters.broker_id ?? ''} onChange={(id) => set({ broker_id: id || null })} />
          {filters.as_of || filters.broker_id ? (
            <Button size="small" startIcon={<ClearIcon />} onClick={() => set({ as_of: null, broker_id: null })}>
              Today, every broker
            </Button>
          ) : null}
        </Stack>
        <Box sx={{ height: 4 }}>{report.isFetching && !report.isPending ? <LinearProgress /> : null}</Box>
      </Card>
      {report.error ? (
        <LoadError error={report.error} retry={() => void report.refetch()} what="the book of business" />
      ) : !data ? (
        <SkeletonRows rows={5} height={120} rounded />
      ) : (
        <Stack spacing={2}>
          <Totals report={data} />
          <PremiumSection report={data} filters={filters} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 5 }}>
              <StagesSection report={data} filters={filters} />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <CommissionSection report={data} mayEdit={mayEdit} onEdit={() => setEditing(true)} />
            </Grid>
          </Grid>
          <RenewalsSection report={data} filters={filters} />
        </Stack>
      )}
      {mayEdit && editing ? (
        <Suspense fallback={null}>
          <CommissionRatesDialog open onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}

function Totals({ report }: { report: BookReport }) {
  const t = report.totals;
  const c = report.commission;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatCard label="Monthly premium" value={formatCents(t.monthly_premium_cents, true)} hint={`${formatCents(t.annual_premium_cents, true)} a year`} testId="stat-premium" />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatCard label="Clients in the book" value={t.groups} hint={`${t.enrolled_groups} from elections · ${t.recorded_groups} as recorded`} testId="stat-clients" />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatCard label="Subscribers" value={t.subscribers.toLocaleString('en-US')} hint="with elections in force" testId="stat-subscribers" />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatCard label="Renewing in 12 months" value={plural(t.renewing_groups, 'group')} hint={`${formatCents(t.renewing_monthly_premium_cents, true)} a month`} testId="stat-renewing" />
      </Grid>
      <Grid size={{ xs: 12, md: 'grow' }}>
        <StatCard
          label="Commission estimate"
          value={c.rates_set ? formatCents(c.annual_commission_cents, true) : 'No rates'}
          hint={c.rates_set ? `a year · ${formatCents(c.monthly_commission_cents, true)} a month` : 'set rates to estimate it'}
          testId="stat-commission"
        />
      </Grid>
    </Grid>
  );
}
