import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { api, unwrap } from '@canopy/api';
import { useQuery } from '@tanstack/react-query';
import { formatCents } from '../../../portal-ui/src/ui/money';
import type { Invoice } from '../api';
import { Failed, Loading } from '../pages/common';
import { codeLabel, INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS } from '../vocab';
import { formatDay, invoiceAmountCents } from './rules';

/** The invoice as Stripe keeps it: its PDF, or else its page. */
function InvoiceLink({ invoice }: { invoice: Invoice }) {
  const name = invoice.number ?? invoice.id;
  const [href, label] = invoice.invoice_pdf ? [invoice.invoice_pdf, 'PDF'] : invoice.hosted_invoice_url ? [invoice.hosted_invoice_url, 'View'] : [];
  if (!href) return null;
  return (
    <Link href={href} target="_blank" rel="noopener" aria-label={`${label} of invoice ${name}`}>
      {label}
    </Link>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  return (
    <TableRow data-testid="invoice-row" data-status={invoice.status}>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>{invoice.number ?? invoice.id}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(invoice.created)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDay(invoice.period_start)} – {formatDay(invoice.period_end)}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatCents(invoiceAmountCents(invoice))}
      </TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" color={INVOICE_STATUS_COLORS[invoice.status] ?? 'default'} label={codeLabel(INVOICE_STATUS_LABELS, invoice.status)} />
      </TableCell>
      <TableCell align="right">
        <InvoiceLink invoice={invoice} />
      </TableCell>
    </TableRow>
  );
}

const head = { fontWeight: 600, color: 'text.secondary', fontSize: 12, py: 0.5 };

/** The invoices Stripe sent the agency, newest first. */
export function InvoiceTable() {
  const invoices = useQuery({ queryKey: ['billing', 'invoices'], queryFn: () => unwrap(api.GET('/billing/invoices')) });
  if (invoices.isPending) return <Loading />;
  if (invoices.error) return <Failed error={invoices.error} />;
  if (invoices.data.length === 0)
    return (
      <Typography color="text.secondary" variant="body2" data-testid="no-invoices">
        No invoice yet: the first comes with the first payment.
      </Typography>
    );
  return (
    <Table size="small" aria-label="Invoices">
      <TableHead>
        <TableRow>
          <TableCell sx={head}>Invoice</TableCell>
          <TableCell sx={head}>Date</TableCell>
          <TableCell sx={head}>Period</TableCell>
          <TableCell sx={head} align="right">
            Amount
          </TableCell>
          <TableCell sx={head}>Status</TableCell>
          <TableCell sx={head} />
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.data.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} />
        ))}
      </TableBody>
    </Table>
  );
}
