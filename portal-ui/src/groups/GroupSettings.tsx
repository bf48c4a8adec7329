import AddIcon from '@mui/icons-material/Add';
import ArchiveIcon from '@mui/icons-material/Archive';
import BlockIcon from '@mui/icons-material/Block';
import MailIcon from '@mui/icons-material/MailOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { employerAdminsQuery, inviteMember, pendingInvitesQuery, settingsKeys } from '../settings/queries';
import { changeGroupStatus, contactsQuery, groupKeys, groupQuery, invalidateGroupLists, saveGroupSettings } from './queries';
import { emailProblem, PAY_FREQUENCIES, todayIso } from '../book/rules';
import { codeOptions, WAITING_PERIOD_LABELS } from '../ui/vocab';
import type { Group, StatusChange } from '../book/types';
import { useGroup } from './context';
import { formatDate } from '../ui/dates';
import { ConflictAlert, fieldErrorsOf, FormError } from '../ui/formErrors';
import { SectionCard } from '../ui/cards';
import { DateField, SelectField } from '../ui/fields';
import { ConfirmDialog } from '../ui/ConfirmDialog';

function EligibilityCard({ group }: { group: Group }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(group.waiting_period);
  const [minHours, setMinHours] = useState(String(group.min_hours));
  const [pay, setPay] = useState(group.pay_frequency);
  const [classes, setClasses] = useState<string[]>(group.employee_classes);
  const [newClass, setNewClass] = useState('');
  const [version, setVersion] = useState(group.version);
  const [saved, setSaved] = useState(false);
  // Another change of the group on this page (its status) moves its version on.
  useEffect(() => setVersion((v) => Math.max(v, group.version)), [group.version]);

  const save = useMutation({
    mutationFn: () =>
      saveGroupSettings(group.id, { waiting_period: waiting, min_hours: Number(minHours), pay_frequency: pay, employee_classes: classes, version }),
    onSuccess: (g) => {
      queryClient.setQueryData(groupQuery(g.id).queryKey, g);
      void queryClient.invalidateQueries({ queryKey: groupKeys.overview(g.id) });
      setVersion(g.version);
      setSaved(true);
    },
  });
  const reload = async () => {
    const g = await queryClient.fetchQuery({ ...groupQuery(group.id), staleTime: 0 });
    setWaiting(g.waiting_period);
    setMinHours(String(g.min_hours));
    setPay(g.pay_frequency);
    setClasses(g.employee_classes);
    setVersion(g.version);
    save.reset();
  };
  const errors = fieldErrorsOf(save.error);
  const hoursProblem = !/^\d+(\.\d+)?$/.test(minHours) || Number(minHours) > 60 ? 'hours between 0 and 60' : null;
  const addClass = () => {
    const c = newClass.trim();
    if (!c || classes.some((x) => x.toLowerCase() === c.toLowerCase())) return;
    setClasses([...classes, c]);
    setNewClass('');
    setSaved(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hoursProblem) return;
    save.mutate();
  };
  const readOnly = !can(me, 'groups', 'write');

  return (
    <SectionCard title="Eligibility and payroll" subheader="Who may enrol, and how often they are paid (employee cost per paycheck)" testId="settings-eligibility">
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <ConflictAlert error={save.error} onReload={() => void reload()} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 5 }}>
              <SelectField label="Waiting period" name="waiting_period" value={waiting} onPick={(period) => { setWaiting(period); setSaved(false); }} options={codeOptions(WAITING_PERIOD_LABELS)} error={!!errors.waiting_period} helperText={errors.waiting_period ?? 'At most 90 days by law'} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <TextField
                label="Minimum hours"
                name="min_hours"
                value={minHours}
                onChange={(e) => { setMinHours(e.target.value.replace(/[^\d.]/g, '')); setSaved(false); }}
                error={!!(hoursProblem ?? errors.min_hours)}
                helperText={hoursProblem ?? errors.min_hours ?? 'To be eligible'}
                slotProps={{ input: { endAdornment: <InputAdornment position="end">h/week</InputAdornment> } }}
              />
            </Grid>
            <Grid size={{ xs: 6, md: 4 }}>
              <SelectField label="Pay frequency" name="pay_frequency" value={pay} onChange={(e) => { setPay(Number(e.target.value)); setSaved(false); }} options={PAY_FREQUENCIES} error={!!errors.pay_frequency} helperText={errors.pay_frequency ?? 'Paychecks a year'} />
            </Grid>
          </Grid>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Employee classes
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }} data-testid="classes">
              {classes.length === 0 ? <Typography variant="body2" color="text.secondary">No classes: every employee is treated alike.</Typography> : null}
              {classes.map((c) => (
                <Chip key={c} label={c} onDelete={readOnly ? undefined : () => { setClasses(classes.filter((x) => x !== c)); setSaved(false); }} />
              ))}
            </Stack>
            <Stack direction="row" spacing={1} sx={{ maxWidth: 420 }}>
              <TextField
                label="New class"
                placeholder="e.g. Owners, Salaried, Hourly"
                value={newClass}
                onChange={(e) => setNewClass(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addClass();
                  }
                }}
                error={!!errors.employee_classes}
                helperText={errors.employee_classes ?? 'Contributions can differ per class'}
              />
              <Button onClick={addClass} startIcon={<AddIcon />} sx={{ alignSelf: 'flex-start', mt: 0.25 }} disabled={!newClass.trim()}>
                Add
              </Button>
            </Stack>
          </Box>
          <FormError error={save.error} />
          {saved ? <Alert severity="success" data-testid="settings-saved">Settings saved.</Alert> : null}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={save.isPending || readOnly}>
              {save.isPending ? 'Saving…' : 'Save settings'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}

function EmployerAccessCard({ group }: { group: Group }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const admins = useQuery({ ...employerAdminsQuery, enabled: can(me, 'members', 'read') });
  const invites = useQuery({ ...pendingInvitesQuery({ per_page: 200 }), enabled: can(me, 'members', 'read') });
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const invite = useMutation({
    mutationFn: () => inviteMember({ email: email.trim(), role: 'employer_admin', group_id: group.id }),
    onSuccess: () => {
      setEmail('');
      setTried(false);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.invites });
    },
  });
  const contacts = useQuery({ ...contactsQuery(group.id), enabled: can(me, 'members', 'read') });
  const mine = (admins.data?.data ?? []).filter((m) => m.group_id === group.id);
  const pending = (invites.data?.data ?? []).filter((i) => i.group_id === group.id && i.role === 'employer_admin');
  const suggested = hrToInvite(contacts.data ?? [], [...mine.map((m) => m.email), ...pending.map((i) => i.email)]);
  const problem = tried ? (email.trim() ? emailProblem(email) : 'enter an email address') : null;
  const serverErr = fieldErrorsOf(invite.error).email;

  return (
    <SectionCard title="Employer-admin access" subheader="HR people of this group who may sign in to see and update it" testId="settings-access">
      {!can(me, 'members', 'read') ? (
        <Typography variant="body2" color="text.secondary">Only owners and admins manage access.</Typography>
      ) : (
        <Stack spacing={2}>
          <List dense disablePadding aria-label="Employer admins">
            {mine.length === 0 && pending.length === 0 ? (
              <Typography variant="body2" color="text.secondary">Nobody from the employer has access yet.</Typography>
            ) : null}
            {mine.map((m) => (
              <ListItem key={m.id} disableGutters divider secondaryAction={<Chip size="small" label={m.status === 'active' ? 'Active' : 'Deactivated'} color={m.status === 'active' ? 'success' : 'default'} variant="outlined" />}>
                <ListItemText primary={m.name} secondary={m.email} />
              </ListItem>
            ))}
            {pending.map((i) => (
              <ListItem key={i.id} disableGutters divider secondaryAction={<Chip size="small" label="Invited" color="warning" variant="outlined" />}>
                <ListItemText primary={i.email} secondary={`Invited ${formatDate(i.created_at.slice(0, 10))}${i.invited_by_name ? ` by ${i.invited_by_name}` : ''}`} />
              </ListItem>
            ))}
          </List>
          <Box
            component="form"
            noValidate
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              setTried(true);
              if (!email.trim() || emailProblem(email)) return;
              invite.mutate();
            }}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', maxWidth: 520 }}
          >
            <TextField label="Invite an employer admin" name="invite_email" type="email" placeholder="hr@employer.com" value={email} onChange={(e) => setEmail(e.target.value)} error={!!(problem ?? serverErr)} helperText={problem ?? serverErr ?? 'They get an email to set their password'} />
            <Button type="submit" variant="outlined" startIcon={<MailIcon />} disabled={invite.isPending || !can(me, 'members', 'write')} sx={{ mt: 0.25, whiteSpace: 'nowrap' }}>
              Send invite
            </Button>
          </Box>
          {suggested.length ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }} data-testid="hr-suggestions">
              <Typography variant="body2" color="text.secondary">
                HR contacts of this group:
              </Typography>
              {suggested.map((c) => (
                <Chip key={c.email} label={`${c.name} · ${c.email}`} onClick={() => setEmail(c.email)} variant="outlined" size="small" />
              ))}
            </Stack>
          ) : null}
          {invite.isSuccess ? <Alert severity="success" data-testid="invite-sent">Invitation sent to {invite.data.email}.</Alert> : null}
          {invite.error && !serverErr ? <FormError error={invite.error} /> : null}
        </Stack>
      )}
    </SectionCard>
  );
}

function StatusCard({ group }: { group: Group }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<StatusChange['action'] | null>(null);
  const [date, setDate] = useState(todayIso());
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: (body: StatusChange) => changeGroupStatus(group.id, body),
    onSuccess: (g) => {
      queryClient.setQueryData(groupQuery(g.id).queryKey, g);
      invalidateGroupLists(queryClient);
      setAction(null);
      setReason('');
    },
  });
  const readOnly = !can(me, 'groups', 'write');
  const titles = { archive: 'Archive this group?', terminate: 'Terminate this group?', reactivate: 'Reactivate this group?' } as const;
  return (
    <SectionCard title="Status" subheader={`Currently ${group.status}`} testId="settings-status">
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          Archive a prospect you are no longer working; terminate a client that left (its employees' coverage ends on the date you give). Both can be undone by reactivating.
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          {group.status === 'active' ? (
            <>
              <Button variant="outlined" startIcon={<ArchiveIcon />} onClick={() => setAction('archive')} disabled={readOnly}>
                Archive
              </Button>
              <Button variant="outlined" color="error" startIcon={<BlockIcon />} onClick={() => setAction('terminate')} disabled={readOnly}>
                Terminate
              </Button>
            </>
          ) : (
            <Button variant="outlined" color="success" startIcon={<RestoreIcon />} onClick={() => setAction('reactivate')} disabled={readOnly}>
              Reactivate
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={action !== null}
        title={action ? titles[action] : ''}
        confirmLabel={action === 'terminate' ? 'Terminate group' : action === 'archive' ? 'Archive group' : 'Reactivate group'}
        danger={action === 'terminate'}
        busy={change.isPending}
        error={change.error}
        onClose={() => {
          setAction(null);
          change.reset();
        }}
        onConfirm={() => action && change.mutate({ action, date: action === 'terminate' ? date : undefined, reason: reason.trim() || undefined })}
      >
        <Typography variant="body2">
          {action === 'terminate'
            ? `${group.name} will leave your book of business; its ${group.headcount} employees lose coverage after the date below.`
            : action === 'archive'
              ? `${group.name} will be hidden from the active list.`
              : `${group.name} comes back to the active list.`}
        </Typography>
        {action === 'terminate' ? <DateField label="Last day of coverage" name="terminate_date" value={date} onChange={(e) => setDate(e.target.value)} /> : null}
        {action !== 'reactivate' ? <TextField label="Reason" name="reason" value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} /> : null}
      </ConfirmDialog>
    </SectionCard>
  );
}

/** `/dashboard/groups/{id}/settings`. */
export default function GroupSettings() {
  const group = useGroup();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <EligibilityCard group={group} />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Stack spacing={2}>
          <EmployerAccessCard group={group} />
          <StatusCard group={group} />
        </Stack>
      </Grid>
    </Grid>
  );
}

/** The group's HR contacts with an email who neither have access nor an invitation yet. */
export function hrToInvite(contacts: { kind: string; name: string; email?: string | null }[], taken: string[]): { name: string; email: string }[] {
  const known = new Set(taken.map((e) => e.toLowerCase()));
  return contacts.flatMap((c) => (c.kind === 'hr' && c.email && !known.has(c.email.toLowerCase()) ? [{ name: c.name, email: c.email }] : []));
}
