/** Premium in force by carrier and line: a bar per carrier split by line, and the table under it. */
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../ui/cards';
import { formatCents, formatCentsShort } from '../../ui/money';
import { numSx } from '../../ui/table';
import { LINE_LABELS } from '../../ui/vocab';
import { LINE_SERIES } from '../charts/tones';
import { BarsChart, type BarRow } from '../charts';
import { ExportLinks, FigureTable } from '../parts';
import { bookExportHref, type BookFilters, type BookReport, type CarrierLinePremium } from '../queries';


const carrierOf = (r: CarrierLinePremium) => r.carrier_name ?? 'Carrier not recorded';

/** One bar per carrier, its lines stacked, the largest carrier first. */
export function carrierBars(rows: readonly CarrierLinePremium[]): BarRow[] {
  const byCarrier = new Map<string, BarRow>();
  for (const r of rows) {
    const name = carrierOf(r);
    const bar = byCarrier.get(name) ?? { id: name, label: name, values: {} };
    bar.values[r.line] = (bar.values[r.line] ?? 0) + r.monthly_premium_cents;
    byCarrier.set(name, bar);
  }
  const total = (b: BarRow) => Object.values(b.values).reduce((n, v) => n + v, 0);
  return [...byCarrier.values()].sort((a, b) => total(b) - total(a));
}

function Source({ row }: { row: CarrierLinePremium }) {
  if (row.recorded_premium_cents === 0) return <Chip size="small" label="Elections" variant="outlined" color="success" />;
  if (row.enrolled_premium_cents === 0) return <Chip size="small" label="Recorded" variant="outlined" />;
  return <Chip size="small" label="Both" variant="outlined" color="info" />;
}

export function PremiumSection({ report, filters }: { report: BookReport; filters: BookFilters }) {
  const t = report.totals;
  return (
    <SectionCard
      title="Premium by carrier and line"
      subheader="Monthly premium of the coverage in force: from the elections signed in Canopy, else as recorded on the group"
      action={<ExportLinks href={(f) => bookExportHref(f, 'premium', filters)} name="premium by carrier and line" testId="export-premium" />}
      testId="premium-section"
    >
      <BarsChart
        rows={carrierBars(report.premium)}
        series={LINE_SERIES}
        format={(v) => formatCents(v, true)}
        tick={formatCentsShort}
        label="Monthly premium by carrier, split by line of coverage"
        empty="No client has coverage in force on this date."
        testId="premium-chart"
      />
      {report.premium.length ? (
        <FigureTable label="Premium by carrier and line">
          <Table size="small" aria-label="Premium by carrier and line">
            <TableHead>
              <TableRow>
                <TableCell>Carrier</TableCell>
                <TableCell>Line</TableCell>
                <TableCell align="right">Groups</TableCell>
                <TableCell align="right">Subscribers</TableCell>
                <TableCell align="right">Monthly premium</TableCell>
                <TableCell align="right">Annual premium</TableCell>
                <TableCell>From</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.premium.map((r) => (
                <TableRow key={`${carrierOf(r)}-${r.line}`} data-testid="premium-row">
                  <TableCell sx={{ fontWeight: 600 }}>{carrierOf(r)}</TableCell>
                  <TableCell>{LINE_LABELS[r.line]}</TableCell>
                  <TableCell align="right" sx={numSx}>{r.groups}</TableCell>
                  <TableCell align="right" sx={numSx}>{r.subscribers ? r.subscribers.toLocaleString('en-US') : '—'}</TableCell>
                  <TableCell align="right" sx={numSx}>{formatCents(r.monthly_premium_cents)}</TableCell>
                  <TableCell align="right" sx={numSx}>{formatCents(r.annual_premium_cents)}</TableCell>
                  <TableCell>
                    <Source row={r} />
                  </TableCell>
                </TableRow>
              ))}
              <TableRow sx={{ '& td': { fontWeight: 700, borderBottom: 0 } }} data-testid="premium-total">
                <TableCell colSpan={2}>Book</TableCell>
                <TableCell align="right" sx={numSx}>{t.groups}</TableCell>
                <TableCell align="right" sx={numSx}>{t.subscribers.toLocaleString('en-US')}</TableCell>
                <TableCell align="right" sx={numSx}>{formatCents(t.monthly_premium_cents)}</TableCell>
                <TableCell align="right" sx={numSx}>{formatCents(t.annual_premium_cents)}</TableCell>
                <TableCell />
              </TableRow>
            </TableBody>
          </Table>
          {t.recorded_groups ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1 }}>
              “Recorded” is the current carrier and monthly premium saved on a client with no elections in force in Canopy (counted as medical).
            </Typography>
          ) : null}
        </FigureTable>
      ) : null}
    </SectionCard>
  );
}
