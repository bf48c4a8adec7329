import AddIcon from '@mui/icons-material/Add';
import { codeLabel, codeOptions, CONTACT_KIND_LABELS, TEAM_ROLE_LABELS, type ContactKind, type TeamRole } from '../ui/vocab';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { agencyPeopleQuery } from '../book/queries';
import { contactsQuery, deleteContact, groupKeys, invalidateGroup, saveTeam, teamQuery, type TeamInput } from './queries';
import type { Contact, TeamMember } from '../book/types';
import { roleLabel } from '../roles';
import { useGroup } from './context';
import { EmptyState, LoadError } from '../ui/states';
import { SectionCard } from '../ui/cards';
import { SelectField } from '../ui/fields';

// The contact form and the removal's confirmation load when opened.
const ContactDialog = lazy(() => import('./ContactDialog'));
const ConfirmDialog = lazy(() => import('../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

function ContactsCard({ groupId }: { groupId: string }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const contacts = useQuery(contactsQuery(groupId));
  const [editing, setEditing] = useState<{ contact: Contact | null; kind: ContactKind } | null>(null);
  const [removing, setRemoving] = useState<Contact | null>(null);
  const remove = useMutation({
    mutationFn: (c: Contact) => deleteContact(groupId, c.id),
    onSuccess: () => {
      setRemoving(null);
      void invalidateGroup(queryClient, groupId);
    },
  });
  const writable = can(me, 'groups', 'write');
  const sections: [string, ContactKind, (c: Contact) => boolean][] = [
    ['HR contacts', 'hr', (c) => c.kind === 'hr'],
    ['Decision makers', 'decision_maker', (c) => c.kind === 'decision_maker'],
    ['Billing and others', 'billing', (c) => c.kind !== 'hr' && c.kind !== 'decision_maker'],
  ];
  return (
    <SectionCard
      title="The employer's people"
      subheader="HR contacts, decision makers and billing"
      testId="people-contacts"
      action={
        writable ? (
          <Button startIcon={<AddIcon />} onClick={() => setEditing({ contact: null, kind: 'hr' })}>
            Add contact
          </Button>
        ) : null
      }
    >
      {contacts.error ? (
        <LoadError error={contacts.error} retry={() => void contacts.refetch()} what="the contacts" />
      ) : contacts.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : contacts.data.length === 0 ? (
        <EmptyState title="No contacts yet" action={writable ? <Button variant="outlined" onClick={() => setEditing({ contact: null, kind: 'hr' })}>Add the HR contact</Button> : undefined}>
          Record whom to call at the employer: HR for the census and enrollment, the decision maker for quotes and renewals.
        </EmptyState>
      ) : (
        <Stack spacing={2}>
          {sections.map(([title, kind, match]) => {
            const rows = contacts.data.filter(match);
            return (
              <Box key={title}>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                  <Typography variant="subtitle2">{title}</Typography>
                  {writable ? (
                    <Button size="small" onClick={() => setEditing({ contact: null, kind })}>
                      Add
                    </Button>
                  ) : null}
                </Stack>
                {rows.length === 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
                    None yet.
                  </Typography>
                ) : (
                  <Table size="small" aria-label={title}>
                    <TableHead>
                      <TableRow>
                        <TableCell>Name</TableCell>
                        <TableCell>Role</TableCell>
                        <TableCell>Email</TableCell>
                        <TableCell>Phone</TableCell>
                        <TableCell align="right" />
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.map((c) => (
                        <TableRow key={c.id} data-testid="contact-row">
                          <TableCell>
                            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                              <span>{c.name}</span>
                              {c.is_primary ? (
                                <StarIcon fontSize="inherit" color="warning" titleAccess="Primary contact" />
                              ) : null}
                            </Stack>
                            {c.title ? (
                              <Typography variant="caption" color="text.secondary">
                                {c.title}
                              </Typography>
                            ) : null}
                          </TableCell>
                          <TableCell>{codeLabel(CONTACT_KIND_LABELS, c.kind)}</TableCell>
                          <TableCell>{c.email ?? '—'}</TableCell>
                          <TableCell>{c.phone ?? '—'}</TableCell>
                          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                            {writable ? (
                              <>
                                <IconButton size="small" aria-label={`Edit ${c.name}`} onClick={() => setEditing({ contact: c, kind: c.kind })}>
                                  <EditIcon fontSize="small" />
                                </IconButton>
                                <IconButton size="small" aria-label={`Remove ${c.name}`} onClick={() => setRemoving(c)}>
                                  <DeleteIcon fontSize="small" />
                                </IconButton>
                              </>
                            ) : null}
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <ContactDialog groupId={groupId} contact={editing.contact} kind={editing.kind} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {removing ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={`Remove ${removing.name}?`}
            confirmLabel="Remove"
            danger
            busy={remove.isPending}
            error={remove.error}
            onClose={() => setRemoving(null)}
            onConfirm={() => remove.mutate(removing)}
          >
            <Typography variant="body2">They are removed from this group's contacts (the change is kept in the audit log).</Typography>
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </SectionCard>
  );
}

function TeamCard({ groupId }: { groupId: string }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const team = useQuery(teamQuery(groupId));
  const writable = can(me, 'groups', 'write');
  // Agency people are listed only for those who put them on the account.
  const people = useQuery({ ...agencyPeopleQuery, enabled: writable && can(me, 'members', 'read') });
  const [adding, setAdding] = useState<{ user_id: string; role: TeamRole } | null>(null);
  const save = useMutation({
    mutationFn: (members: TeamInput) => saveTeam(groupId, members),
    onSuccess: (data) => {
      queryClient.setQueryData(teamQuery(groupId).queryKey, data);
      void invalidateGroup(queryClient, groupId);
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      setAdding(null);
    },
  });
  const current: TeamMember[] = team.data ?? [];
  const staff = (people.data?.data ?? []).filter((m) => ['owner', 'admin', 'broker'].includes(m.role) && m.status === 'active' && !current.some((t) => t.user_id === m.user_id));
  const asBody = (list: TeamMember[]) => list.map((t) => ({ user_id: t.user_id, role: t.role }));
  const setRole = (userId: string, role: TeamRole) =>
    save.mutate(asBody(current).map((t) => (t.user_id === userId ? { ...t, role } : role === 'lead_broker' && t.role === 'lead_broker' ? { ...t, role: 'account_manager' as const } : t)));

  return (
    <SectionCard
      title="Agency team on the account"
      subheader="The lead broker is the group's broker of record"
      testId="people-team"
      action={
        writable ? (
          <Button startIcon={<AddIcon />} onClick={() => setAdding({ user_id: '', role: current.some((t) => t.role === 'lead_broker') ? 'account_manager' : 'lead_broker' })}>
            Add to team
          </Button>
        ) : null
      }
    >
      {team.error ? (
        <LoadError error={team.error} retry={() => void team.refetch()} what="the team" />
      ) : team.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <Stack spacing={1.5}>
          {current.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Nobody from the agency is on this account yet.
            </Typography>
          ) : (
            <Table size="small" aria-label="Team">
              <TableBody>
                {current.map((t) => (
                  <TableRow key={t.user_id} data-testid="team-row">
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {t.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {t.email}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ width: 190 }}>
                      {writable ? (
                        <SelectField label="Role" value={t.role} onPick={(role) => setRole(t.user_id, role)} options={codeOptions(TEAM_ROLE_LABELS)} disabled={save.isPending} />
                      ) : (
                        codeLabel(TEAM_ROLE_LABELS, t.role)
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ width: 48 }}>
                      {writable ? (
                        <IconButton size="small" aria-label={`Remove ${t.name} from the team`} onClick={() => save.mutate(asBody(current.filter((x) => x.user_id !== t.user_id)))}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {adding ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} data-testid="team-add">
              <SelectField
                label="Person"
                name="team_person"
                value={adding.user_id}
                onChange={(e) => setAdding({ ...adding, user_id: e.target.value })}
                options={staff.map((m) => [m.user_id, `${m.name} (${roleLabel(m.role)})`] as const)}
                empty="Choose someone"
              />
              <SelectField label="Role on the account" name="team_role" value={adding.role} onPick={(role) => setAdding({ ...adding, role })} options={codeOptions(TEAM_ROLE_LABELS)} sx={{ maxWidth: { sm: 200 } }} />
              <Button
                variant="contained"
                disabled={!adding.user_id || save.isPending}
                onClick={() =>
                  save.mutate([
                    ...asBody(current).map((t) => (adding.role === 'lead_broker' && t.role === 'lead_broker' ? { ...t, role: 'account_manager' as const } : t)),
                    { user_id: adding.user_id, role: adding.role },
                  ])
                }
              >
                Add
              </Button>
              <Button onClick={() => setAdding(null)}>Cancel</Button>
            </Stack>
          ) : null}
          {save.error ? <Alert severity="error">{save.error.message}</Alert> : null}
        </Stack>
      )}
    </SectionCard>
  );
}

/** `/dashboard/groups/{id}/people`. */
export default function GroupPeople() {
  const group = useGroup();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <ContactsCard groupId={group.id} />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <TeamCard groupId={group.id} />
      </Grid>
    </Grid>
  );
}
