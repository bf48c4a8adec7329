/** The group in force against its renewal: totals, each plan and tier, each line against the quoted alternatives, each employee, and the children who age off. */
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Change } from '../ui/Change';
import { SectionCard, StatCard } from '../ui/cards';
import { formatCents, signedPct } from '../ui/money';
import { LoadError } from '../ui/states';
import { AgedOff } from './AgedOff';
import { ComparedAlternatives } from './ComparedAlternatives';
import { ComparedEmployees } from './ComparedEmployees';
import { ComparedPlans } from './ComparedPlans';
import { comparisonQuery } from './queries';

export function RenewalComparison({ groupId }: { groupId: string }) {
  const comparison = useQuery(comparisonQuery(groupId));
  if (comparison.error) return <LoadError error={comparison.error} retry={() => void comparison.refetch()} what="the renewal comparison" />;
  const c = comparison.data;
  if (!c) return <Skeleton variant="rounded" height={280} />;
  const yearly = (cents: number | undefined) => (cents === undefined ? undefined : cents * 12);
  return (
    <Stack spacing={2} data-testid="renewal-comparison">
      {c.blocked ? <Alert severity="warning">{c.blocked}</Alert> : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="In force, monthly" value={formatCents(c.current.premium_cents, true)} hint={`employer ${formatCents(c.current.employer_cents, true)} · employees ${formatCents(c.current.employee_cents, true)}`} testId="stat-current" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Renewal, monthly"
            value={c.renewal ? formatCents(c.renewal.premium_cents, true) : '—'}
            hint={c.renewal ? `employer ${formatCents(c.renewal.employer_cents, true)} · employees ${formatCents(c.renewal.employee_cents, true)}` : 'waiting for every plan’s renewal rates'}
            testId="stat-renewal"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Change"
            value={c.change_cents !== undefined ? <Change amount={c.change_cents} whole /> : '—'}
            hint={c.change_pct !== undefined ? `${signedPct(c.change_pct)} · ${formatCents(yearly(c.change_cents), true)} a year` : undefined}
            testId="stat-change"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Employees enrolled" value={c.enrolled_employees} hint={c.aged_off.length ? `${c.aged_off.length} ${c.aged_off.length === 1 ? 'child ages' : 'children age'} off` : `ages on ${c.effective_date}`} testId="stat-enrolled" />
        </Grid>
      </Grid>
      <SectionCard
        title="Plans: in force and renewed"
        subheader="Each household’s elections carried to the renewal plans, at everyone’s age on the new effective date, under the current contribution rules."
        action={
          <Stack direction="row" spacing={1}>
            <Button size="small" startIcon={<PictureAsPdfIcon />} href={`/api/groups/${groupId}/renewal/proposal`} download data-testid="renewal-proposal">
              PDF proposal
            </Button>
            <Button size="small" startIcon={<DownloadIcon />} href={`/api/groups/${groupId}/renewal/comparison/export`} download data-testid="export-renewal">
              Workbook
            </Button>
          </Stack>
        }
        dense
        testId="compared-plans"
      >
        <ComparedPlans plans={c.plans} />
      </SectionCard>
      <ComparedAlternatives lines={c.lines} alternatives={c.alternatives} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <SectionCard title="Employees" subheader="What each employee pays a month, largest increase first." dense testId="compared-employees">
            <ComparedEmployees employees={c.employees} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SectionCard title="Children who age off" subheader="26 by the new effective date: removed from coverage, and their family told." dense testId="aged-off">
            <AgedOff children={c.aged_off} />
          </SectionCard>
        </Grid>
      </Grid>
    </Stack>
  );
}
