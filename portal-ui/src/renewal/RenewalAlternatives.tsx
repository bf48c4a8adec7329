/** The quotes put beside the renewal: which, by whom, and choosing them. */
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QuoteStatusChip } from '../ui/chips/plans';
import { formatDate, formatDateTime } from '../ui/dates';
import { useNotify } from '../ui/notify';
import { EmptyState } from '../ui/states';
import { renewalKey, setAlternatives, type RenewalRecord } from './queries';

/** Loaded when opened: it brings the group's quote list with it. */
const AlternativesDialog = lazy(() => import('./AlternativesDialog'));

export function RenewalAlternatives({ groupId, renewal, editable }: { groupId: string; renewal: RenewalRecord; editable: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [choosing, setChoosing] = useState(false);
  const save = useMutation({
    mutationFn: (ids: string[]) => setAlternatives(renewal, ids),
    onSuccess: (next) => {
      queryClient.setQueryData(renewalKey(groupId), next);
      void queryClient.invalidateQueries({ queryKey: [...renewalKey(groupId), 'comparison'] });
      setChoosing(false);
      notify('Alternatives saved');
    },
  });
  const quotes = renewal.alternatives;
  const choose = editable ? (
    <Button size="small" startIcon={<AddIcon />} onClick={() => setChoosing(true)} data-testid="choose-alternatives">
      Choose quotes
    </Button>
  ) : null;
  return (
    <>
      {quotes.length === 0 ? (
        <EmptyState title="No alternatives beside the renewal" action={choose}>
          Quote the group for {formatDate(renewal.effective_date)} and put the quotes here to compare them with the renewal for the same people.
        </EmptyState>
      ) : (
        <>
          <Table size="small" aria-label="Quotes beside the renewal">
            <TableHead>
              <TableRow>
                <TableCell>Quote</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Added</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quotes.map((q) => (
                <TableRow key={q.quote_id} data-testid="renewal-alternative">
                  <TableCell>
                    {editable ? (
                      <Link component={RouterLink} to={`/dashboard/groups/${groupId}/quote/${q.quote_id}`} underline="hover">
                        Quote {q.number} · {q.name}
                      </Link>
                    ) : (
                      `Quote ${q.number} · ${q.name}`
                    )}
                  </TableCell>
                  <TableCell>
                    <QuoteStatusChip status={q.status} />
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>
                    {q.added_by_name}, {formatDateTime(q.added_at)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {choose ? <Box sx={{ px: 1, py: 1 }}>{choose}</Box> : null}
        </>
      )}
      {choosing ? (
        <Suspense fallback={null}>
          <AlternativesDialog
          groupId={groupId}
          renewal={renewal}
          busy={save.isPending}
          error={save.error}
          onSave={(ids) => save.mutate(ids)}
            onClose={() => {
              save.reset();
              setChoosing(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
