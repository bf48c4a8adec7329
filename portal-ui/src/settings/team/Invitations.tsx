import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rolesQuery, type Invite } from '../../api';
import { pendingInvitesQuery, resendInvite, settingsKeys, withdrawInvite } from '../queries';
import { formProblem } from '../../auth/tokens';
import { timeAgo } from '../../dashboard/format';
import { roleLabel } from '../../roles';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../ui/states';
import { formatDate, formatDateTime } from '../../ui/dates';
import { SkeletonRows } from '../../ui/table';
import { SectionCard } from '../../ui/cards';
import { useNotify } from '../../ui/notify';

export function Invitations() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const invites = useQuery(pendingInvitesQuery({ per_page: 100, sort: 'created_at', order: 'DESC' }));
  const roles = useQuery(rolesQuery);
  const [withdrawing, setWithdrawing] = useState<Invite | null>(null);
  const resend = useMutation({
    mutationFn: resendInvite,
    onSuccess: (inv) => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.invites });
      notify(`Invitation sent again to ${inv?.email ?? 'them'}`);
    },
    onError: (e) => notify(formProblem(e).message ?? 'Could not resend', 'error'),
  });
  const withdraw = useMutation({
    mutationFn: withdrawInvite,
    onSuccess: () => {
      setWithdrawing(null);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.invites });
      notify('Invitation withdrawn');
    },
  });
  const labelOf = (name: string) => roles.data?.find((r) => r.name === name)?.label ?? roleLabel(name);
  const rows = invites.data?.data ?? [];
  return (
    <SectionCard large title="Pending invitations" subheader="People invited who haven’t joined yet." testId="invitations">
      {invites.isPending ? (
        <SkeletonRows rounded rows={2} />
      ) : invites.error ? (
        <LoadError error={invites.error} retry={() => void invites.refetch()} what="The invitations" />
      ) : rows.length === 0 ? (
        <EmptyState icon={<MailOutlineIcon />} title="No pending invitations">
          Invitations you send appear here until they are accepted.
        </EmptyState>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Pending invitations">
            <TableHead>
              <TableRow>
                <TableCell>Invited</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Sent</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((i) => (
                <TableRow key={i.id} hover data-testid={`invite-${i.email}`}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {i.name || i.email}
                    </Typography>
                    {i.name ? (
                      <Typography variant="caption" color="text.secondary">
                        {i.email}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{labelOf(i.role)}</TableCell>
                  <TableCell>
                    <Tooltip title={formatDateTime(i.last_sent_at)}>
                      <span>
                        {timeAgo(i.last_sent_at)}
                        {i.invited_by_name ? ` by ${i.invited_by_name}` : ''}
                      </span>
                    </Tooltip>
                  </TableCell>
                  <TableCell>{formatDate(i.expires_at)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => resend.mutate(i.id)} disabled={resend.isPending && resend.variables === i.id}>
                      {resend.isPending && resend.variables === i.id ? 'Sending…' : 'Resend'}
                    </Button>
                    <Button size="small" color="error" onClick={() => setWithdrawing(i)}>
                      Withdraw
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <ConfirmDialog
        open={!!withdrawing}
        title="Withdraw this invitation?"
        confirmLabel="Withdraw"
        danger
        busy={withdraw.isPending}
        error={withdraw.error}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing.id)}
        onClose={() => {
          setWithdrawing(null);
          withdraw.reset();
        }}
      >
        {`The link sent to ${withdrawing?.email} will stop working. You can invite them again later.`}
      </ConfirmDialog>
    </SectionCard>
  );
}
