/** The billing page's premium statements: each client with coverage in the month, what its carriers may bill, and how their invoices compare. */
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { todayIso } from '../book/rules';
import { SectionCard } from '../ui/cards';
import { formatCents, formatSignedCents } from '../ui/money';
import { Pager } from '../ui/Pager';
import { EmptyState, LoadError } from '../ui/states';
import { numSx, SkeletonRows } from '../ui/table';
import { billingMonth, monthLabel } from './month';
import { MonthStepper } from './MonthStepper';
import { statementBookQuery } from './queries';

export function StatementsCard() {
  const [asked, setMonth] = useState<string>();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const book = useQuery(statementBookQuery(asked, page, perPage));
  const month = asked ?? book.data?.month.slice(0, 7) ?? billingMonth(todayIso());
  const chooseMonth = (m: string) => {
    setMonth(m);
    setPage(0);
  };
  return (
    <SectionCard
      title="Premium statements"
      subheader="What each client’s carriers may bill for the month, from the elections in force, against the invoices they sent."
      action={<MonthStepper month={month} onMonth={chooseMonth} />}
      dense
      testId="premium-statements"
    >
      {book.error ? (
        <LoadError error={book.error} retry={() => void book.refetch()} what="the premium statements" />
      ) : !book.data ? (
        <SkeletonRows rows={4} />
      ) : book.data.total === 0 ? (
        <EmptyState title={`No client has coverage in ${monthLabel(month)}`}>Statements start with the first month of a client’s coverage.</EmptyState>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={`Premium statements for ${monthLabel(month)}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Client</TableCell>
                  <TableCell align="right">Employees</TableCell>
                  <TableCell align="right">Statement</TableCell>
                  <TableCell align="right">Invoices</TableCell>
                  <TableCell align="right">Billed</TableCell>
                  <TableCell align="right">Billed less expected</TableCell>
                  <TableCell align="right">Open differences</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {book.data.data.map((g) => (
                  <TableRow key={g.group_id} hover data-testid="statement-row">
                    <TableCell>
                      <Link component={RouterLink} to={`/dashboard/groups/${g.group_id}/statements?month=${month}`}>
                        {g.group_name}
                      </Link>
                    </TableCell>
                    <TableCell align="right" sx={numSx}>
                      {g.subscribers}
                    </TableCell>
                    <TableCell align="right" sx={numSx}>
                      {formatCents(g.premium_cents)}
                    </TableCell>
                    <TableCell align="right" sx={numSx}>
                      {g.invoices} of {g.carriers}
                    </TableCell>
                    <TableCell align="right" sx={numSx}>
                      {g.invoices ? formatCents(g.billed_cents) : '—'}
                    </TableCell>
                    <TableCell align="right" sx={numSx}>
                      {g.invoices ? formatSignedCents(g.billed_cents - g.invoiced_expected_cents) : '—'}
                    </TableCell>
                    <TableCell align="right" sx={numSx}>
                      {g.open_differences ? (
                        <Typography component="span" variant="body2" color="warning.main" sx={{ fontWeight: 600 }}>
                          {g.open_differences} · {formatSignedCents(g.open_difference_cents)}
                        </Typography>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager page={page} perPage={perPage} total={book.data.total} onPage={setPage} onPerPage={(n) => {
              setPerPage(n);
              setPage(0);
            }} />
        </>
      )}
    </SectionCard>
  );
}
