/** A sample of each carrier file, written by the real file code from the first households of the agency's latest implementation (no SSNs, nothing sent). */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../ui/cards';
import { Segmented } from '../ui/Segmented';
import { EmptyState, LoadError } from '../ui/states';
import { samplesQuery, type FileSamples as Samples } from './queries';

type Kind = 'x12_change' | 'x12_full' | 'census';
const KINDS = [
  ['x12_change', '834 change file'],
  ['x12_full', '834 full file'],
  ['census', 'Carrier census'],
] as const;

/** An 834 one segment to a line, as EDI analysts read it. */
const segments = (text: string) => text.replace(/~\s*/g, '~\n').trimEnd();

function X12Text({ text, label }: { text: string; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      data-testid="x12-sample"
      tabIndex={0}
      sx={{ m: 0, mx: 2, p: 1.5, maxHeight: 360, overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: 12.5, lineHeight: 1.5 }}
    >
      {segments(text)}
    </Box>
  );
}

function CensusTable({ samples }: { samples: Samples }) {
  const headers = samples.census_headers ?? [];
  return (
    <Box role="region" aria-label="Carrier census sample, scrolls sideways" tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Carrier census sample" data-testid="census-sample">
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {(samples.census_rows ?? []).map((row, i) => (
            <TableRow key={i}>
              {row.map((cell, j) => (
                <TableCell key={j} sx={{ whiteSpace: 'nowrap' }}>
                  {cell || (headers[j] === 'SSN' ? <Typography component="span" variant="body2" color="text.disabled">withheld</Typography> : '')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export default function FileSamples() {
  const samples = useQuery(samplesQuery);
  const [kind, setKind] = useState<Kind>('x12_change');
  const source = samples.data?.source;
  const subheader = source ? (
    <>
      The first {source.households} households of{' '}
      <Link component={RouterLink} to={`/dashboard/groups/${source.group_id}/implement`}>
        {source.group_name}
      </Link>{' '}
      with {source.carrier_name}, written as the real files are, without SSNs. Nothing is sent or kept.
    </>
  ) : (
    'Written from your own book once a group has a carrier file.'
  );
  return (
    <SectionCard title="Samples from your book" subheader={subheader} dense testId="file-samples">
      {samples.isPending ? (
        <Skeleton variant="rounded" height={240} sx={{ mx: 2 }} />
      ) : samples.isError ? (
        <Box sx={{ px: 2 }}>
          <LoadError error={samples.error} retry={() => samples.refetch()} what="the file samples" />
        </Box>
      ) : !source ? (
        <EmptyState title="No samples yet">
          Samples appear here once a group in implementation has its carrier’s group number and a first file. Start from a group’s Implement tab.
        </EmptyState>
      ) : (
        <>
          <Segmented label="Sample file" value={kind} onChange={setKind} options={KINDS} testId="sample-kind" />
          <Box sx={{ pt: 1.5 }}>
            {kind === 'census' ? (
              <CensusTable samples={samples.data} />
            ) : (
              <X12Text text={samples.data[kind] ?? ''} label={kind === 'x12_change' ? 'Sample 834 change file' : 'Sample 834 full file'} />
            )}
          </Box>
        </>
      )}
    </SectionCard>
  );
}
