/** The commission the agency's rates earn on the premium in force: premium × rate per carrier and line. */
import EditIcon from '@mui/icons-material/Edit';
import PercentIcon from '@mui/icons-material/Percent';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../ui/cards';
import { formatCents, formatCentsShort } from '../../ui/money';
import { EmptyState } from '../../ui/states';
import { numSx } from '../../ui/table';
import { LINE_LABELS } from '../../ui/vocab';
import { LINE_SERIES } from '../charts/tones';
import { BarsChart, type BarRow } from '../charts';
import { FigureTable } from '../parts';
import type { BookReport } from '../queries';
import { bpsLabel } from '../format';


export function CommissionSection({ report, mayEdit, onEdit }: { report: BookReport; mayEdit: boolean; onEdit: () => void }) {
  const c = report.commission;
  const rated = report.premium.filter((r) => r.rate_bps !== undefined && r.rate_bps !== null);
  const bars = new Map<string, BarRow>();
  for (const r of rated) {
    const name = r.carrier_name ?? '—';
    const bar = bars.get(name) ?? { id: name, label: name, values: {} };
    bar.values[r.line] = (bar.values[r.line] ?? 0) + (r.annual_commission_cents ?? 0);
    bars.set(name, bar);
  }
  const edit = mayEdit ? (
    <Button size="small" startIcon={<EditIcon />} onClick={onEdit} data-testid="edit-rates">
      Commission rates
    </Button>
  ) : undefined;
  return (
    <SectionCard
      title="Commission estimate"
      subheader={c.rates_set ? 'Premium in force × your agency’s rate for the carrier and line, over a year' : 'Premium in force × your agency’s commission rates'}
      action={c.rates_set ? edit : undefined}
      testId="commission-section"
    >
      {c.rates_set === 0 ? (
        <EmptyState
          icon={<PercentIcon />}
          title="No commission rates set"
          action={
            mayEdit ? (
              <Button variant="contained" onClick={onEdit} data-testid="set-rates">
                Set commission rates
              </Button>
            ) : undefined
          }
        >
          {mayEdit
            ? 'Enter your agency’s commission percentage for each carrier and line (for example 4.5% of medical premium) and the estimate appears here, with the premium it applies to.'
            : 'Your agency’s owners and admins set a commission percentage per carrier and line in this report; the estimate appears here once they have.'}
        </EmptyState>
      ) : (
        <>
          <BarsChart
            rows={[...bars.values()]}
            series={LINE_SERIES}
            format={(v) => formatCents(v, true)}
            tick={formatCentsShort}
            label="Annual commission estimate by carrier, split by line"
            empty="None of the premium in force is with a carrier and line you have a rate for."
            testId="commission-chart"
          />
          <FigureTable label="Commission estimate">
            <Table size="small" aria-label="Commission estimate">
              <TableHead>
                <TableRow>
                  <TableCell>Carrier</TableCell>
                  <TableCell>Line</TableCell>
                  <TableCell align="right">Monthly premium</TableCell>
                  <TableCell align="right">Rate</TableCell>
                  <TableCell align="right">Monthly commission</TableCell>
                  <TableCell align="right">Annual commission</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rated.map((r) => (
                  <TableRow key={`${r.carrier_id}-${r.line}`} data-testid="commission-row">
                    <TableCell sx={{ fontWeight: 600 }}>{r.carrier_name}</TableCell>
                    <TableCell>{LINE_LABELS[r.line]}</TableCell>
                    <TableCell align="right" sx={numSx}>{formatCents(r.monthly_premium_cents)}</TableCell>
                    <TableCell align="right" sx={numSx}>{bpsLabel(r.rate_bps)}</TableCell>
                    <TableCell align="right" sx={numSx}>{formatCents(r.monthly_commission_cents)}</TableCell>
                    <TableCell align="right" sx={numSx}>{formatCents(r.annual_commission_cents)}</TableCell>
                  </TableRow>
                ))}
                <TableRow sx={{ '& td': { fontWeight: 700, borderBottom: 0 } }} data-testid="commission-total">
                  <TableCell colSpan={2}>Estimate</TableCell>
                  <TableCell align="right" sx={numSx}>{formatCents(c.rated_premium_cents)}</TableCell>
                  <TableCell />
                  <TableCell align="right" sx={numSx}>{formatCents(c.monthly_commission_cents)}</TableCell>
                  <TableCell align="right" sx={numSx}>{formatCents(c.annual_commission_cents)}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
            {c.unrated_premium_cents ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} data-testid="unrated-premium">
                {formatCents(c.unrated_premium_cents)} a month of premium is with carriers and lines you have no rate for, and is left out of the estimate.
              </Typography>
            ) : null}
          </FigureTable>
        </>
      )}
    </SectionCard>
  );
}
