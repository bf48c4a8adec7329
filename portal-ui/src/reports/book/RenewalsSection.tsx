/** The renewal pipeline: the groups renewing in each of the twelve months, with their premium. */
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../ui/cards';
import { StageChip } from '../../ui/chips';
import { formatDate } from '../../ui/dates';
import { formatCents, formatCentsShort } from '../../ui/money';
import { numSx } from '../../ui/table';
import { PREMIUM_SOURCE_LABELS } from '../../ui/vocab';
import { ColumnsChart } from '../charts';
import { monthLabel, monthTick, plural } from '../format';
import { ExportLinks, FigureTable } from '../parts';
import { bookExportHref, type BookFilters, type BookReport } from '../queries';

export function RenewalsSection({ report, filters }: { report: BookReport; filters: BookFilters }) {
  const theme = useTheme();
  const months = report.renewals;
  const first = months[0]?.month;
  const last = months[months.length - 1]?.month;
  return (
    <SectionCard
      title="Renewal pipeline"
      subheader={first && last ? `Groups renewing from ${monthLabel(first)} to ${monthLabel(last)}, with their current monthly premium` : undefined}
      action={<ExportLinks href={(f) => bookExportHref(f, 'renewals', filters)} name="the renewal pipeline" testId="export-renewals" />}
      testId="renewals-section"
    >
      <ColumnsChart
        columns={months.map((m) => ({ id: m.month, label: monthTick(m.month), value: m.monthly_premium_cents, note: m.groups ? String(m.groups) : undefined }))}
        color={theme.palette.primary.main}
        format={(v) => formatCents(v, true)}
        tick={formatCentsShort}
        label="Monthly premium renewing each month, with the number of groups above each column"
        empty="No group renews in these twelve months."
        testId="renewals-chart"
      />
      {report.totals.renewing_groups ? (
        <FigureTable label="Renewal pipeline">
          <Table size="small" aria-label="Renewal pipeline">
            <TableHead>
              <TableRow>
                <TableCell>Group</TableCell>
                <TableCell>Stage</TableCell>
                <TableCell>Renews</TableCell>
                <TableCell>Broker</TableCell>
                <TableCell align="right">Monthly premium</TableCell>
                <TableCell align="right">Annual premium</TableCell>
                <TableCell>From</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {months
                .filter((m) => m.groups > 0)
                .map((m) => (
                  <Fragment key={m.month}>
                    <TableRow sx={{ bgcolor: 'action.hover', '& td': { fontWeight: 700 } }} data-testid="renewal-month">
                      <TableCell colSpan={4}>
                        {monthLabel(m.month)} · {plural(m.groups, 'group')}
                      </TableCell>
                      <TableCell align="right" sx={numSx}>{formatCents(m.monthly_premium_cents)}</TableCell>
                      <TableCell align="right" sx={numSx}>{formatCents(m.annual_premium_cents)}</TableCell>
                      <TableCell />
                    </TableRow>
                    {m.renewing.map((g) => (
                      <TableRow key={g.group_id} data-testid="renewal-row">
                        <TableCell>
                          <Link component={RouterLink} to={`/dashboard/groups/${g.group_id}/renew`} underline="hover" sx={{ fontWeight: 600 }}>
                            {g.group_name}
                          </Link>
                        </TableCell>
                        <TableCell>
                          <StageChip stage={g.stage} />
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(g.renewal_date)}</TableCell>
                        <TableCell>{g.broker_name ?? <Typography variant="body2" color="text.secondary">Unassigned</Typography>}</TableCell>
                        <TableCell align="right" sx={numSx}>{formatCents(g.monthly_premium_cents)}</TableCell>
                        <TableCell align="right" sx={numSx}>{formatCents(g.annual_premium_cents)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{g.source ? PREMIUM_SOURCE_LABELS[g.source] : 'Not recorded'}</TableCell>
                      </TableRow>
                    ))}
                  </Fragment>
                ))}
            </TableBody>
          </Table>
        </FigureTable>
      ) : null}
    </SectionCard>
  );
}
