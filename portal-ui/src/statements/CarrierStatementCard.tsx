/** One carrier's part of the statement: its mid-month rule, what it may bill per plan and tier, and its invoice beside it. */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { documentHref } from '../documents/queries';
import { SectionCard } from '../ui/cards';
import { formatDateTime } from '../ui/dates';
import { formatCents, formatSignedCents } from '../ui/money';
import { numSx } from '../ui/table';
import { lineLabel, MID_MONTH_BILLING_LABELS } from '../ui/vocab';
import { DifferencesTable } from './DifferencesTable';
import { InvoiceUpload } from './InvoiceUpload';
import type { CarrierInvoice, CarrierStatement } from './queries';

export function CarrierStatementCard({ groupId, month, carrier, mayUpload }: { groupId: string; month: string; carrier: CarrierStatement; mayUpload: boolean }) {
  const c = carrier;
  return (
    <SectionCard
      title={c.carrier_name}
      subheader={`${MID_MONTH_BILLING_LABELS[c.mid_month_billing]} · ${c.subscribers} employees · ${c.members} covered · ${formatCents(c.premium_cents)}`}
      action={mayUpload ? <InvoiceUpload groupId={groupId} month={month} carrier={c} /> : undefined}
      dense
      testId="carrier-statement"
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }} data-testid="mid-month-rule">
        {c.rule}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={`${c.carrier_name} by plan and tier`}>
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Tier</TableCell>
              <TableCell align="right">Employees</TableCell>
              <TableCell align="right">Covered</TableCell>
              <TableCell align="right">Premium</TableCell>
              <TableCell align="right">Employer</TableCell>
              <TableCell align="right">Employees pay</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {c.plans.map((p) => (
              <TableRow key={`${p.plan_id}-${p.tier}`}>
                <TableCell>{lineLabel(p.line)}</TableCell>
                <TableCell>{p.plan_name}</TableCell>
                <TableCell>{p.tier}</TableCell>
                <TableCell align="right" sx={numSx}>
                  {p.subscribers}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {p.members}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.premium_cents)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.employer_cents)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(p.employee_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {c.invoice ? (
        <InvoiceSummary invoice={c.invoice} />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }} data-testid="invoice-missing">
          No invoice from {c.carrier_name} for this month yet{mayUpload ? ': upload its list bill (CSV or XLSX) to compare it line by line.' : '.'}
        </Typography>
      )}
    </SectionCard>
  );
}

function InvoiceSummary({ invoice }: { invoice: CarrierInvoice }) {
  const i = invoice;
  return (
    <Stack spacing={1} sx={{ pt: 1.5 }} data-testid="invoice-summary">
      <Alert severity={i.open_differences ? 'warning' : i.differences.length ? 'info' : 'success'} sx={{ mx: 2 }}>
        <Link href={documentHref(i.document_id)}>{i.file_name}</Link>, uploaded by {i.uploaded_by_name} {formatDateTime(i.uploaded_at)}: billed {formatCents(i.billed_cents)} against{' '}
        {formatCents(i.expected_cents)} expected ({formatSignedCents(i.difference_cents)}).{' '}
        {i.differences.length === 0
          ? 'Every line matches the statement.'
          : `${i.open_differences} open ${i.open_differences === 1 ? 'difference' : 'differences'} (${formatSignedCents(i.open_difference_cents)})${
              i.disputed_difference_cents ? `, ${formatSignedCents(i.disputed_difference_cents)} disputed` : ''
            }.`}
      </Alert>
      {i.differences.length ? <DifferencesTable differences={i.differences} /> : null}
    </Stack>
  );
}
