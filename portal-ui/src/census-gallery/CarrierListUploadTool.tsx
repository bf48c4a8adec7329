import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError, can } from '../api';
import { useMe } from '../dashboard/useSession';
import { documentHref } from '../documents/queries';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { carrierListsQuery, discrepanciesKey, implementationsQuery, uploadCarrierList, type Reconciled } from '../implementation-comparison/queries';
import { SectionCard, StatCard } from '../ui/cards';
import { formatDateTime } from '../ui/dates';
import { SelectField } from '../ui/fields';
import { formatCents } from '../ui/money';
import { EmptyState, LoadError } from '../ui/states';
import { numSx, SkeletonRows } from '../ui/table';
import { ToolPage } from './common';

const ACCEPT = '.csv,.xlsx,.txt,.edi,.834,.x12';
const MAX_BYTES = 25 * 1024 * 1024;

/** `…/census-gallery/uploads/implementationcensusupload`: a carrier's list of members, compared with the enrollment. */
export default function CarrierListUploadTool() {
  const me = useMe();
  if (!can(me, 'reconciliation', 'write')) return <ForbiddenPage role={me.role} agencyName={me.agency?.name} />;
  return <CarrierListUpload />;
}

function CarrierListUpload() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const implementations = useQuery({ ...implementationsQuery, enabled: can(me, 'implementation_book', 'read') });
  const rows = implementations.data?.data ?? [];
  const chosenId = search.get('implementation') ?? '';
  const chosen = rows.find((r) => r.id === chosenId);
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const upload = useMutation({
    mutationFn: (f: File) => uploadCarrierList(chosenId, f),
    onSuccess: () => {
      if (chosen) void queryClient.invalidateQueries({ queryKey: carrierListsQuery(chosen.group_id).queryKey });
      void queryClient.invalidateQueries({ queryKey: discrepanciesKey });
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });
  const tooBig = !!file && file.size > MAX_BYTES;

  const choose = (id: string) => {
    const next = new URLSearchParams(search);
    if (id) next.set('implementation', id);
    else next.delete('implementation');
    setSearch(next, { replace: true });
    upload.reset();
  };

  return (
    <ToolPage
      title="Carrier list upload"
      subtitle="Upload the member list a carrier sent back (CSV, XLSX or an X12 834): it is compared with who is enrolled, and every difference opens a discrepancy."
      actions={
        <Button component={RouterLink} to="/dashboard/implementation-comparison">
          All discrepancies
        </Button>
      }
    >
      <Card sx={{ mb: 2 }}>
        <CardContent>
          {implementations.error ? (
            <LoadError error={implementations.error} retry={() => void implementations.refetch()} what="the carrier implementations" />
          ) : !implementations.isPending && rows.length === 0 ? (
            <EmptyState title="No carrier implementation yet">A carrier’s list is compared with a group’s enrollment once its carrier checklist has started.</EmptyState>
          ) : (
            <Stack spacing={2}>
              <SelectField
                label="Group and carrier"
                name="implementation"
                value={chosen ? chosen.id : ''}
                empty={implementations.isPending ? 'Loading…' : 'Choose a group and carrier'}
                options={rows.map((r) => [r.id, `${r.group_name} · ${r.carrier_name}`] as const)}
                onChange={(e) => choose(e.target.value)}
                sx={{ maxWidth: 480 }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={!chosen}>
                  Choose the file
                  <input
                    ref={input}
                    hidden
                    type="file"
                    accept={ACCEPT}
                    data-testid="carrier-list-file"
                    onChange={(e) => {
                      setFile(e.target.files?.[0] ?? null);
                      upload.reset();
                    }}
                  />
                </Button>
                <Typography variant="body2" color={tooBig ? 'error' : 'text.secondary'} data-testid="chosen-file">
                  {file ? (tooBig ? `${file.name} is over 25 MB` : file.name) : 'CSV or XLSX with named columns, or an X12 834; at most 25 MB.'}
                </Typography>
                <Box sx={{ flexGrow: 1 }} />
                <Button variant="contained" disabled={!chosen || !file || tooBig || upload.isPending} onClick={() => file && upload.mutate(file)} data-testid="reconcile">
                  {upload.isPending ? 'Comparing…' : 'Compare with the enrollment'}
                </Button>
              </Stack>
            </Stack>
          )}
        </CardContent>
      </Card>
      {upload.error ? <UploadError error={upload.error} /> : null}
      {upload.data && chosen ? <Results result={upload.data} groupId={chosen.group_id} carrierName={chosen.carrier_name} /> : null}
      {chosen ? <PreviousLists groupId={chosen.group_id} /> : null}
    </ToolPage>
  );
}

function UploadError({ error }: { error: Error }) {
  const fields = error instanceof ApiError ? error.fieldErrors : {};
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="carrier-list-error">
      <AlertTitle>The list was not read; nothing was saved</AlertTitle>
      {fields.file ?? error.message}
    </Alert>
  );
}

function Results({ result, groupId, carrierName }: { result: Reconciled; groupId: string; carrierName: string }) {
  const comparison = `/dashboard/implementation-comparison?${new URLSearchParams({ group_id: groupId, carrier: carrierName })}`;
  const figures: [string, string | number, string][] = [
    ['Rows read', result.list.members, 'result-rows'],
    ['People matched', result.list.matched, 'result-matched'],
    ['New discrepancies', result.opened, 'result-opened'],
    ['Resolved by themselves', result.resolved, 'result-resolved'],
    ['Open now', result.open, 'result-open'],
    ['Premium at stake a month', formatCents(result.premium_at_stake_cents), 'result-at-stake'],
  ];
  return (
    <Box sx={{ mb: 2 }} data-testid="carrier-list-result">
      <Alert
        severity={result.open ? 'warning' : 'success'}
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" component={RouterLink} to={comparison} data-testid="see-discrepancies">
            See the discrepancies
          </Button>
        }
      >
        {result.list.file_name} was compared with the enrollment at {carrierName}
        {result.open ? '.' : ': the list matches the enrollment.'}
      </Alert>
      <Grid container spacing={2}>
        {figures.map(([label, value, testId]) => (
          <Grid key={testId} size={{ xs: 6, md: 2 }}>
            <StatCard label={label} value={value} testId={testId} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function PreviousLists({ groupId }: { groupId: string }) {
  const lists = useQuery(carrierListsQuery(groupId));
  return (
    <SectionCard title="Lists uploaded for this group" dense testId="carrier-lists">
      {lists.error ? (
        <Box sx={{ px: 2 }}>
          <LoadError error={lists.error} retry={() => void lists.refetch()} what="the group's carrier lists" />
        </Box>
      ) : !lists.data ? (
        <Box sx={{ px: 2 }}>
          <SkeletonRows rows={3} />
        </Box>
      ) : lists.data.length === 0 ? (
        <EmptyState title="No list uploaded yet">Each list a carrier sends back for this group appears here.</EmptyState>
      ) : (
        <TableContainer>
          <Table size="small" aria-label="Carrier lists of the group">
            <TableHead>
              <TableRow>
                <TableCell>File</TableCell>
                <TableCell>Carrier</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell align="right">Matched</TableCell>
                <TableCell>Uploaded by</TableCell>
                <TableCell>When</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lists.data.map((l) => (
                <TableRow key={l.id} data-testid="carrier-list-row">
                  <TableCell>
                    <Link href={documentHref(l.document_id)} download underline="hover">
                      {l.file_name}
                    </Link>
                  </TableCell>
                  <TableCell>{l.carrier_name}</TableCell>
                  <TableCell align="right" sx={numSx}>
                    {l.members}
                  </TableCell>
                  <TableCell align="right" sx={numSx}>
                    {l.matched}
                  </TableCell>
                  <TableCell>{l.uploaded_by_name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.uploaded_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
