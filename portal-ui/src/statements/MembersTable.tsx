/** Every employee's line billed in the month: plan, tier, the days covered and what the carrier may bill for them. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { SectionCard } from '../ui/cards';
import { formatDate } from '../ui/dates';
import { formatCents } from '../ui/money';
import { Pager } from '../ui/Pager';
import { numSx } from '../ui/table';
import { lineLabel } from '../ui/vocab';
import type { PremiumStatement } from './queries';

export function MembersTable({ statement }: { statement: PremiumStatement }) {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const carrierName = new Map(statement.carriers.map((c) => [c.carrier_id, c.carrier_name]));
  const shown = statement.members.slice(page * perPage, (page + 1) * perPage);
  return (
    <SectionCard title="Employees billed" subheader="Each line of coverage the carriers may bill this month, with the days covered." dense testId="statement-members">
      <TableContainer>
        <Table size="small" aria-label="Employees billed">
          <TableHead>
            <TableRow>
              <TableCell>Employee</TableCell>
              <TableCell>Carrier</TableCell>
              <TableCell>Line</TableCell>
              <TableCell>Plan</TableCell>
              <TableCell>Tier</TableCell>
              <TableCell align="right">Covered</TableCell>
              <TableCell>Dates</TableCell>
              <TableCell align="right">Premium</TableCell>
              <TableCell align="right">Employer</TableCell>
              <TableCell align="right">Employee</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((m) => (
              <TableRow key={`${m.employee_id}-${m.line}-${m.covered_from}`}>
                <TableCell>{m.name}</TableCell>
                <TableCell>{carrierName.get(m.carrier_id)}</TableCell>
                <TableCell>{lineLabel(m.line)}</TableCell>
                <TableCell>{m.plan_name}</TableCell>
                <TableCell>{m.tier}</TableCell>
                <TableCell align="right" sx={numSx}>
                  {m.members}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(m.covered_from)} – {formatDate(m.covered_to)}
                </TableCell>
                <TableCell align="right" sx={numSx} title={m.premium_cents === m.monthly_premium_cents ? undefined : `${m.days} days of ${formatCents(m.monthly_premium_cents)} a month`}>
                  {formatCents(m.premium_cents)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(m.employer_cents)}
                </TableCell>
                <TableCell align="right" sx={numSx}>
                  {formatCents(m.employee_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager
        page={page}
        perPage={perPage}
        total={statement.members.length}
        onPage={setPage}
        onPerPage={(n) => {
          setPerPage(n);
          setPage(0);
        }}
      />
    </SectionCard>
  );
}
