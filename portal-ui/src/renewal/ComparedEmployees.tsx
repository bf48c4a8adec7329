/** What each employee pays a month in force and once renewed, the largest increases first. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Change } from '../ui/Change';
import { formatCents } from '../ui/money';
import { numSx } from '../ui/table';
import type { RenewalComparison } from './queries';

const FIRST = 10;

export function ComparedEmployees({ employees }: { employees: RenewalComparison['employees'] }) {
  const [all, setAll] = useState(false);
  const shown = all ? employees : employees.slice(0, FIRST);
  return (
    <Box sx={{ maxHeight: all ? 480 : undefined, overflowY: 'auto' }} tabIndex={0} aria-label="Employees in force and renewed">
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell>Employee</TableCell>
            <TableCell align="right">Pays now</TableCell>
            <TableCell align="right">Pays renewed</TableCell>
            <TableCell align="right">Change</TableCell>
            <TableCell align="right">Employer renewed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((e) => (
            <TableRow key={e.employee_id} data-testid="compared-employee">
              <TableCell>{e.name}</TableCell>
              <TableCell align="right" sx={numSx}>{formatCents(e.current.employee_cents)}</TableCell>
              <TableCell align="right" sx={numSx}>{formatCents(e.renewal?.employee_cents)}</TableCell>
              <TableCell align="right">{e.employee_change_cents !== undefined ? <Change amount={e.employee_change_cents} pct={e.employee_change_pct} /> : '—'}</TableCell>
              <TableCell align="right" sx={numSx}>{formatCents(e.renewal?.employer_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {employees.length > FIRST ? (
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button size="small" onClick={() => setAll((a) => !a)}>
            {all ? `Show the first ${FIRST}` : `Show all ${employees.length} employees`}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
