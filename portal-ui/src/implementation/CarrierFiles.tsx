/** A carrier's files: writing an 834 or a census for it, and the files written so far. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { documentHref } from '../documents/queries';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatDateTime } from '../ui/dates';
import { useNotify } from '../ui/notify';
import { numSx } from '../ui/table';
import { carrierFileLabel } from '../ui/vocab';
import { carrierFilesKey, generateFile, type CarrierFile, type CarrierImplementation, type FileRequest, type RenewedFrom } from './queries';

const KINDS: { request: FileRequest; label: string; testId: string }[] = [
  { request: { format: 'x12_834', purpose: 'change' }, label: '834 change file', testId: 'file-834-change' },
  { request: { format: 'x12_834', purpose: 'full' }, label: '834 full file', testId: 'file-834-full' },
  { request: { format: 'csv', purpose: 'full' }, label: 'Census CSV', testId: 'file-census-csv' },
  { request: { format: 'xlsx', purpose: 'full' }, label: 'Census XLSX', testId: 'file-census-xlsx' },
];

export function CarrierFiles({
  groupId,
  carrier,
  files,
  renewedFrom,
  mayGenerate,
  mayDownload,
}: {
  groupId: string;
  carrier: CarrierImplementation;
  files: CarrierFile[];
  renewedFrom?: RenewedFrom;
  mayGenerate: boolean;
  mayDownload: boolean;
}) {
  return (
    <Box sx={{ px: 2, pb: 1.5 }} data-testid="carrier-files">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Carrier files
      </Typography>
      {mayGenerate ? <GenerateButtons groupId={groupId} carrier={carrier} /> : null}
      {renewedFrom ? (
        <Alert severity="info" sx={{ mb: 1 }} data-testid="renewed-from">
          A renewed plan year: the first 834 change file sends {carrier.carrier_name} only what the renewal changed since the last 834 of{' '}
          {renewedFrom.plan_year}, written {formatDateTime(renewedFrom.created_at)}.
        </Alert>
      ) : null}
      {files.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="carrier-files-empty">
          No file written for {carrier.carrier_name} yet.
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`Files written for ${carrier.carrier_name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Written</TableCell>
                <TableCell>File</TableCell>
                <TableCell>Control no.</TableCell>
                <TableCell align="right">Members</TableCell>
                <TableCell align="right">Adds</TableCell>
                <TableCell align="right">Changes</TableCell>
                <TableCell align="right">Terms</TableCell>
                <TableCell>By</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {files.map((f) => (
                <TableRow key={f.id} data-testid="carrier-file-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(f.created_at)}</TableCell>
                  <TableCell>
                    {mayDownload ? (
                      <Link href={documentHref(f.document_id)} download underline="hover" data-testid="carrier-file-download">
                        {carrierFileLabel(f.format, f.purpose)}
                      </Link>
                    ) : (
                      carrierFileLabel(f.format, f.purpose)
                    )}
                    {f.usage === 'test' ? ' (test)' : ''}
                  </TableCell>
                  <TableCell sx={{ ...numSx, fontFamily: 'monospace' }}>{f.interchange_control ?? '—'}</TableCell>
                  <TableCell align="right" sx={numSx}>
                    {f.members}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    +{f.adds}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    ~{f.changes}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    −{f.terms}
                  </TableCell>
                  <TableCell>{f.created_by_name}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

function GenerateButtons({ groupId, carrier }: { groupId: string; carrier: CarrierImplementation }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [confirmFull, setConfirmFull] = useState(false);
  const generate = useMutation({
    mutationFn: (request: FileRequest) => generateFile(carrier.id, request),
    onSuccess: ({ file, reused }) => {
      void queryClient.invalidateQueries({ queryKey: carrierFilesKey(groupId) });
      setConfirmFull(false);
      const label = carrierFileLabel(file.format, file.purpose);
      notify(reused ? `Nothing changed — same ${label} as before` : `${label} written for ${carrier.carrier_name}`, reused ? 'info' : 'success');
    },
    onError: (error) => {
      setConfirmFull(false);
      notify(error.message, 'error');
    },
  });
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
        {KINDS.map((k) => (
          <Button
            key={k.testId}
            size="small"
            variant="outlined"
            disabled={generate.isPending}
            onClick={() => (k.request.format === 'x12_834' && k.request.purpose === 'full' ? setConfirmFull(true) : generate.mutate(k.request))}
            data-testid={k.testId}
          >
            {k.label}
          </Button>
        ))}
      </Stack>
      <ConfirmDialog
        open={confirmFull}
        title={`Write a full 834 for ${carrier.carrier_name}?`}
        confirmLabel="Write the full file"
        busyLabel="Writing…"
        busy={generate.isPending}
        onConfirm={() => generate.mutate({ format: 'x12_834', purpose: 'full' })}
        onClose={() => setConfirmFull(false)}
      >
        A full file replaces the carrier’s records; members missing from it read as terminated.
      </ConfirmDialog>
    </>
  );
}
