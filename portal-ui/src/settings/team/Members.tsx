import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PeopleIcon from '@mui/icons-material/People';
import SearchIcon from '@mui/icons-material/Search';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { rolesQuery, type Member } from '../../api';
import { membersQuery, settingsKeys, updateMember, type MemberUpdate } from '../queries';
import { formProblem } from '../../auth/tokens';
import { timeAgo } from '../../dashboard/format';
import { useMe } from '../../dashboard/useSession';
import { roleLabel } from '../../roles';
import { codeLabel, MEMBER_STATUS_LABELS } from '../../ui/vocab';
import { InviteDialog } from './InviteDialog';
import { initials } from '../../ui/BrandLogo';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState, LoadError } from '../../ui/states';
import { SkeletonRows } from '../../ui/table';
import { SectionCard } from '../../ui/cards';
import { useNotify } from '../../ui/notify';

function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setV(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function Members({ canManage }: { canManage: boolean }) {
  const me = useMe();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  useEffect(() => setPage(0), [q]);
  const members = useQuery(membersQuery({ q, page, perPage }));
  const roles = useQuery(rolesQuery);
  const [inviting, setInviting] = useState(false);
  const [toggling, setToggling] = useState<Member | null>(null);

  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: MemberUpdate }) => updateMember(id, body),
    onSuccess: (m, { body }) => {
      setToggling(null);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.members });
      void queryClient.invalidateQueries({ queryKey: settingsKeys.roles });
      notify(body.status ? `${m.name} is ${body.status === 'active' ? 'reactivated' : 'deactivated'}` : `${m.name} is now ${roleLabel(m.role).toLowerCase()}`);
    },
    onError: (e) => {
      if (!toggling) notify(formProblem(e).message ?? Object.values(formProblem(e).fields).join(' '), 'error');
    },
  });

  const roleOptions = (roles.data ?? []).map((r) => ({ name: r.name, label: r.label }));
  const labelOf = (name: string) => roleOptions.find((r) => r.name === name)?.label ?? roleLabel(name);
  const rows = members.data?.data ?? [];

  return (
    <SectionCard large
      title="Members"
      subheader={members.data ? `${members.data.total} ${members.data.total === 1 ? 'person' : 'people'} in the agency` : 'The people of the agency'}
      testId="members"
      action={
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            placeholder="Search name or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ width: { xs: 180, sm: 260 } }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> }, htmlInput: { 'aria-label': 'Search members' } }}
          />
          {canManage ? (
            <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
              Invite
            </Button>
          ) : null}
        </Box>
      }
    >
      {members.isPending ? (
        <SkeletonRows rounded rows={5} />
      ) : members.error ? (
        <LoadError error={members.error} retry={() => void members.refetch()} what="The members" />
      ) : rows.length === 0 ? (
        <EmptyState icon={<PeopleIcon />} title={q ? `Nobody matches “${q}”` : 'No members yet'}>
          {q ? 'Try part of a name or an email address.' : 'Invite your team to get started.'}
        </EmptyState>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Members" sx={{ opacity: members.isPlaceholderData ? 0.6 : 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Last seen</TableCell>
                {canManage ? <TableCell align="right" /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((m) => {
                const self = m.user_id === me.user.id;
                const ownerLocked = m.role === 'owner' && me.role !== 'owner';
                const editable = canManage && !self && !ownerLocked && m.status === 'active';
                return (
                  <TableRow key={m.id} hover data-testid={`member-${m.email}`}>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
                        <Avatar sx={{ width: 28, height: 28, fontSize: 12, bgcolor: m.status === 'active' ? 'primary.main' : 'action.disabled' }}>{initials(m.name)}</Avatar>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {m.name}
                            {self ? (
                              <Typography component="span" variant="caption" color="text.secondary">
                                {' '}
                                (you)
                              </Typography>
                            ) : null}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {m.email}
                          </Typography>
                        </Box>
                      </Box>
                    </TableCell>
                    <TableCell sx={{ minWidth: 170 }}>
                      {editable && roleOptions.length ? (
                        <Select
                          size="small"
                          variant="standard"
                          value={m.role}
                          disabled={update.isPending}
                          onChange={(e) => update.mutate({ id: m.id, body: { role: e.target.value } })}
                          inputProps={{ 'aria-label': `Role of ${m.name}` }}
                          sx={{ fontSize: 14, minWidth: 150 }}
                        >
                          {roleOptions
                            .filter((r) => r.name !== 'owner' || me.role === 'owner')
                            .map((r) => (
                              <MenuItem key={r.name} value={r.name}>
                                {r.label}
                              </MenuItem>
                            ))}
                          {!roleOptions.some((r) => r.name === m.role) ? <MenuItem value={m.role}>{labelOf(m.role)}</MenuItem> : null}
                        </Select>
                      ) : (
                        <Chip size="small" variant="outlined" color={m.role === 'owner' || m.role === 'admin' ? 'primary' : 'default'} label={labelOf(m.role)} />
                      )}
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={codeLabel(MEMBER_STATUS_LABELS, m.status)} color={m.status === 'active' ? 'success' : 'default'} variant={m.status === 'active' ? 'outlined' : 'filled'} />
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" color="text.secondary">
                        {m.last_seen_at ? timeAgo(m.last_seen_at) : 'Never'}
                      </Typography>
                    </TableCell>
                    {canManage ? (
                      <TableCell align="right">
                        {!self && !ownerLocked ? (
                          <Button size="small" color={m.status === 'active' ? 'error' : 'primary'} onClick={() => setToggling(m)}>
                            {m.status === 'active' ? 'Deactivate' : 'Reactivate'}
                          </Button>
                        ) : null}
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={members.data?.total ?? 0}
            page={page}
            onPageChange={(_, p) => setPage(p)}
            rowsPerPage={perPage}
            onRowsPerPageChange={(e) => {
              setPerPage(Number(e.target.value));
              setPage(0);
            }}
            rowsPerPageOptions={[10, 25, 50, 100]}
          />
        </Box>
      )}
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.status === 'active' ? `Deactivate ${toggling?.name}?` : `Reactivate ${toggling?.name}?`}
        confirmLabel={toggling?.status === 'active' ? 'Deactivate' : 'Reactivate'}
        danger={toggling?.status === 'active'}
        busy={update.isPending}
        error={toggling ? update.error : undefined}
        onConfirm={() => toggling && update.mutate({ id: toggling.id, body: { status: toggling.status === 'active' ? 'deactivated' : 'active' } })}
        onClose={() => {
          setToggling(null);
          update.reset();
        }}
      >
        {toggling?.status === 'active'
          ? `${toggling?.name} will be signed out of the agency at once and cannot sign in to it until reactivated. Their work stays.`
          : `${toggling?.name} will be able to sign in again with the role ${labelOf(toggling?.role ?? '').toLowerCase()}.`}
      </ConfirmDialog>
    </SectionCard>
  );
}
