/** The invoices Stripe sent the agency: period, amount, status and the PDF. */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../ui/cards';
import { formatDate } from '../ui/dates';
import { formatCents } from '../ui/money';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { invoicesQuery, type BillingInvoice } from './queries';

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'default'> = { paid: 'success', open: 'warning' };

export function InvoicesCard() {
  const invoices = useQuery(invoicesQuery);
  return (
    <SectionCard title="Invoices" subheader="From Stripe, newest first" testId="billing-invoices">
      {invoices.error ? (
        <LoadError error={invoices.error} retry={() => void invoices.refetch()} what="the invoices" />
      ) : !invoices.data ? (
        <SkeletonRows rows={2} />
      ) : invoices.data.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-invoices">
          No invoices yet: the first comes with the first payment.
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Period</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>{invoices.data.map((invoice) => <InvoiceRow key={invoice.id} invoice={invoice} />)}</TableBody>
        </Table>
      )}
    </SectionCard>
  );
}

function InvoiceRow({ invoice }: { invoice: BillingInvoice }) {
  const amount = invoice.status === 'paid' ? invoice.amount_paid_cents : invoice.amount_due_cents;
  return (
    <TableRow data-testid="invoice-row" data-status={invoice.status}>
      <TableCell>{invoice.number ?? invoice.id}</TableCell>
      <TableCell>
        {formatDate(invoice.period_start.slice(0, 10))} – {formatDate(invoice.period_end.slice(0, 10))}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCents(amount)}
      </TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" color={STATUS_COLORS[invoice.status] ?? 'default'} label={invoice.status === 'open' ? 'Due' : invoice.status[0].toUpperCase() + invoice.status.slice(1)} />
      </TableCell>
      <TableCell align="right">
        {invoice.invoice_pdf ? (
          <Link href={invoice.invoice_pdf} target="_blank" rel="noopener">
            PDF
          </Link>
        ) : invoice.hosted_invoice_url ? (
          <Link href={invoice.hosted_invoice_url} target="_blank" rel="noopener">
            View
          </Link>
        ) : null}
      </TableCell>
    </TableRow>
  );
}
