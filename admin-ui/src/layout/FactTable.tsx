import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled table of label–value rows, values to the right: a record's facts at a glance. */
export function FactTable({ title, rows, heading = 'h2' }: { title: string; rows: [string, ReactNode][]; heading?: 'h2' | 'h3' }) {
  return (
    <Box>
      <Typography variant="overline" component={heading} sx={{ color: 'text.secondary', lineHeight: 2 }}>
        {title}
      </Typography>
      <Table size="small">
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', py: 0.5, pl: 0, fontWeight: 400 }}>
                {label}
              </TableCell>
              <TableCell align="right" sx={{ py: 0.5, pr: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 500, whiteSpace: 'nowrap' }}>
                {value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
