/** `/dashboard/groups/{id}/statements`: the group's premium statement for a month — per carrier, plan and tier and per employee — beside each carrier's invoice and its differences. */
import GridOnIcon from '@mui/icons-material/GridOn';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '../api';
import { todayIso } from '../book/rules';
import { useMe } from '../dashboard/useSession';
import { useGroup } from '../groups/context';
import { StatCard } from '../ui/cards';
import { formatCents, formatSignedCents } from '../ui/money';
import { NotifyProvider } from '../ui/notify';
import { EmptyState, LoadError } from '../ui/states';
import { CarrierStatementCard } from './CarrierStatementCard';
import { MembersTable } from './MembersTable';
import { billingMonth, isMonth, monthLabel, openingMonth } from './month';
import { MonthStepper } from './MonthStepper';
import { statementFileHref, statementQuery, type PremiumStatement } from './queries';

export default function StatementPage() {
  return (
    <NotifyProvider>
      <Statement />
    </NotifyProvider>
  );
}

function Statement() {
  const group = useGroup();
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isMonth(asked) ? asked : billingMonth(todayIso());
  const statement = useQuery(statementQuery(group.id, month));
  const chooseMonth = useCallback((m: string) => setParams({ month: m }, { replace: true }), [setParams]);
  const data = statement.data?.month.startsWith(month) ? statement.data : undefined;
  // Opened without a month: the latest month invoiced, or the first month of coverage when it is still ahead.
  const opening = !isMonth(asked) && data ? openingMonth(data, month) : null;
  useEffect(() => {
    if (opening && opening !== month) chooseMonth(opening);
  }, [opening, month, chooseMonth]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <MonthStepper month={month} onMonth={chooseMonth} earliest={statement.data?.first_month?.slice(0, 7)} />
        <Stack direction="row" spacing={1}>
          <Button size="small" startIcon={<GridOnIcon />} href={statementFileHref(group.id, month, 'xlsx')} download data-testid="statement-xlsx">
            Workbook
          </Button>
          <Button size="small" startIcon={<PictureAsPdfIcon />} href={statementFileHref(group.id, month, 'pdf')} download data-testid="statement-pdf">
            PDF statement
          </Button>
        </Stack>
      </Stack>
      {statement.error ? (
        <LoadError error={statement.error} retry={() => void statement.refetch()} what="the premium statement" />
      ) : !data ? (
        <Skeleton variant="rounded" height={320} />
      ) : data.carriers.length === 0 ? (
        <EmptyState title={`No coverage in ${monthLabel(month)}`}>
          {data.first_month
            ? `${group.name}’s statements run from ${monthLabel(data.first_month.slice(0, 7))}, the first month of its coverage.`
            : `${group.name} has no signed elections yet: its statements start with the first month of coverage.`}
        </EmptyState>
      ) : (
        <StatementBody statement={data} month={month} mayUpload={can(me, 'statements', 'write')} />
      )}
    </Stack>
  );
}

function StatementBody({ statement, month, mayUpload }: { statement: PremiumStatement; month: string; mayUpload: boolean }) {
  const s = statement;
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Employees billed" value={s.subscribers} hint={`${s.carriers.length} ${s.carriers.length === 1 ? 'carrier' : 'carriers'}`} testId="stat-subscribers" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Statement" value={formatCents(s.premium_cents)} hint={`employer ${formatCents(s.employer_cents)} · employees ${formatCents(s.employee_cents)}`} testId="stat-statement" />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard
            label="Invoices"
            value={s.billed_cents === undefined ? 'None yet' : formatCents(s.billed_cents)}
            hint={`${s.carriers.filter((c) => c.invoice).length} of ${s.carriers.length} uploaded`}
            testId="stat-invoices"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <StatCard label="Billed less expected" value={gapText(s)} hint="across the invoices uploaded" testId="stat-gap" />
        </Grid>
      </Grid>
      {s.carriers.map((c) => (
        <CarrierStatementCard key={c.carrier_id} groupId={s.group_id} month={month} carrier={c} mayUpload={mayUpload} />
      ))}
      <MembersTable statement={s} />
    </>
  );
}

function gapText(s: PremiumStatement): string {
  const invoiced = s.carriers.filter((c) => c.invoice);
  if (invoiced.length === 0) return '—';
  return formatSignedCents(invoiced.reduce((sum, c) => sum + (c.invoice?.difference_cents ?? 0), 0));
}
