/** The layouts of the enrollment files carriers receive, explained for the people who set them up with the carrier. */
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionCard } from '../ui/cards';
import FileSamples from './FileSamples';

const Code = ({ children }: { children: ReactNode }) => (
  <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13, bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 }}>
    {children}
  </Box>
);

const X12_ROWS: [string, ReactNode, ReactNode][] = [
  ['What it holds', 'The members whose coverage changed since the last file', 'Every member covered today'],
  [
    'Transaction purpose (BGN08)',
    <>
      <Code>2</Code> change (update)
    </>,
    <>
      <Code>RX</Code> replace
    </>,
  ],
  [
    'Maintenance type (INS03)',
    <>
      <Code>021</Code> addition · <Code>001</Code> change · <Code>024</Code> termination, with the coverage end date
    </>,
    <>
      <Code>030</Code> audit or compare: the carrier checks its records against the file
    </>,
  ],
];

const CENSUS_COLUMNS: [string, string][] = [
  ['Subscriber ID', 'the employee’s identifier, repeated on each of their dependents’ rows'],
  ['Relationship', 'employee, spouse or partner, child'],
  ['Plan', 'the carrier’s plan the member is enrolled in'],
  ['Tier', 'employee only, + spouse/partner, + children, family'],
  ['Effective date', 'the day the member’s coverage starts'],
];

export default function FileFormats() {
  return (
    <Grid container spacing={2} data-testid="file-formats">
      <Grid size={{ xs: 12, lg: 7 }}>
        <SectionCard title="X12 834 benefit enrollment" subheader="ANSI X12 version 5010, implementation guide 005010X220A1" dense>
          <Typography variant="body2" sx={{ px: 2, pb: 1.5 }}>
            The standard electronic enrollment file carriers load into their systems. Each member is an <Code>INS</Code> loop with their relationship to the
            subscriber, and a coverage (<Code>HD</Code>) loop per line of coverage with its start and, for a termination, end dates. Canopy writes two kinds of
            file:
          </Typography>
          <Table size="small" aria-label="Change and full 834 files">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell sx={{ fontWeight: 700 }}>Change file</TableCell>
                <TableCell sx={{ fontWeight: 700 }}>Full file</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {X12_ROWS.map(([label, change, full]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary', verticalAlign: 'top' }}>
                    {label}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>{change}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>{full}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
            Carriers usually test a file before taking the feed live; the default checklist tracks both, as “EDI test file accepted” and “EDI feed live”.
          </Typography>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <SectionCard title="Carrier census (CSV or Excel)" subheader="For carriers that take a spreadsheet instead of an 834" dense>
          <Typography variant="body2" sx={{ px: 2, pb: 1.5 }}>
            One row per covered member — the employee and each dependent — with these columns:
          </Typography>
          <Table size="small" aria-label="Carrier census columns">
            <TableBody>
              {CENSUS_COLUMNS.map(([column, meaning]) => (
                <TableRow key={column}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {column}
                  </TableCell>
                  <TableCell>{meaning}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
            A file sent to a carrier is kept among the group’s documents as a carrier file, exactly as it was sent.
          </Typography>
        </SectionCard>
      </Grid>
      <Grid size={12}>
        <FileSamples />
      </Grid>
    </Grid>
  );
}
