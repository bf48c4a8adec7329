/** One discrepancy in a side drawer: what differs, its history, and the steps that work it. */
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError, can } from '../api';
import { useMe } from '../dashboard/useSession';
import { agencyTeamQuery } from '../implementation/queries';
import { formatDateTime } from '../ui/dates';
import { FactsTable } from '../ui/facts';
import { SelectField } from '../ui/fields';
import { fieldErrorsOf } from '../ui/formErrors';
import { formatCents } from '../ui/money';
import { useNotify } from '../ui/notify';
import { SkeletonRows } from '../ui/table';
import { LoadError } from '../ui/states';
import { codeLabel, DISCREPANCY_EVENT_LABELS, DISCREPANCY_KIND_LABELS, DISCREPANCY_STATUS_LABELS } from '../ui/vocab';
import { STATUS_COLORS, subjectOf } from './present';
import { actOnDiscrepancy, discrepanciesKey, discrepancyQuery, type Discrepancy, type DiscrepancyDetail, type DiscrepancyStep } from './queries';

export default function DiscrepancyDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery(discrepancyQuery(id));
  const d = detail.data?.discrepancy;
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } }, 'data-testid': 'discrepancy-drawer' } as object }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {d ? d.person_name : 'Discrepancy'}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {detail.error ? (
          <LoadError error={detail.error} retry={() => void detail.refetch()} what="the discrepancy" />
        ) : !detail.data ? (
          <SkeletonRows rows={8} />
        ) : (
          <Details detail={detail.data} />
        )}
      </Box>
    </Drawer>
  );
}

function Details({ detail }: { detail: DiscrepancyDetail }) {
  const me = useMe();
  const d = detail.discrepancy;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={DISCREPANCY_KIND_LABELS[d.kind]} />
        <Chip size="small" color={STATUS_COLORS[d.status]} label={DISCREPANCY_STATUS_LABELS[d.status]} data-testid="drawer-status" />
        {d.auto_resolved ? <Chip size="small" label="Resolved by a newer list" /> : null}
      </Stack>
      <FactsTable
        rows={[
          [
            'Group',
            <Link key="group" component={RouterLink} to={`/dashboard/groups/${d.group_id}/implement`} underline="hover">
              {d.group_name}
            </Link>,
          ],
          ['Carrier', d.carrier_name],
          ['About', subjectOf(d)],
          ['In Canopy', <span data-testid="drawer-platform-value">{d.platform_value ?? '—'}</span>],
          ['On the carrier’s list', <span data-testid="drawer-carrier-value">{d.carrier_value ?? '—'}</span>],
          ['Premium at stake', `${formatCents(d.premium_cents)} a month`],
          ['Assignee', <span data-testid="drawer-assignee">{d.assignee_name ?? 'nobody yet'}</span>],
          ['First seen', formatDateTime(d.first_seen_at)],
          ['Last seen', formatDateTime(d.last_seen_at)],
          ...(d.note ? ([['Note', d.note]] as [string, string][]) : []),
          ...(d.dismiss_reason ? ([['Dismissed because', d.dismiss_reason]] as [string, string][]) : []),
          ...(d.closed_at ? ([['Closed', `${formatDateTime(d.closed_at)}${d.closed_by_name ? ` by ${d.closed_by_name}` : ''}`]] as [string, string][]) : []),
        ]}
      />
      {can(me, 'reconciliation', 'write') ? <Steps discrepancy={d} /> : null}
      <Divider />
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          History
        </Typography>
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="discrepancy-history">
          {detail.history.map((e, i) => (
            <Box component="li" key={`${e.at}-${i}`} data-testid="history-step">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {codeLabel(DISCREPANCY_EVENT_LABELS, e.action)}
                <Typography component="span" variant="body2" color="text.secondary">
                  {` · ${e.actor_name} · ${formatDateTime(e.at)}`}
                </Typography>
              </Typography>
              {e.note ? <Typography variant="body2">{e.note}</Typography> : null}
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

const STEP_DONE: Record<DiscrepancyStep['action'], string> = {
  assign: 'Assigned',
  note: 'Note added',
  resolve: 'Resolved',
  dismiss: 'Dismissed',
  reopen: 'Reopened',
};

function Steps({ discrepancy: d }: { discrepancy: Discrepancy }) {
  const me = useMe();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const team = useQuery({ ...agencyTeamQuery, enabled: can(me, 'members', 'read') });
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const act = useMutation({
    mutationFn: (step: Omit<DiscrepancyStep, 'version'>) => actOnDiscrepancy(d.id, { ...step, version: d.version }),
    onSuccess: (detail, step) => {
      queryClient.setQueryData(discrepancyQuery(d.id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: [...discrepanciesKey, 'list'] });
      setNote('');
      setReason('');
      notify(step.action === 'assign' ? `Assigned to ${detail.discrepancy.assignee_name ?? 'them'}` : STEP_DONE[step.action]);
    },
    onError: (error) => {
      // Someone acted first, or the step no longer fits: show the discrepancy as it stands now.
      if (error instanceof ApiError && (error.code === 'stale_version' || error.code === 'conflict')) {
        void queryClient.invalidateQueries({ queryKey: discrepanciesKey });
      }
    },
  });
  const fields = fieldErrorsOf(act.error);
  const otherError = act.error && !Object.keys(fields).length ? act.error.message : null;
  const open = d.status === 'open';
  const noteText = note.trim() || undefined;

  return (
    <Stack spacing={1.5} data-testid="discrepancy-steps">
      {otherError ? (
        <Alert severity={act.error instanceof ApiError && act.error.code === 'stale_version' ? 'warning' : 'error'} data-testid="step-error">
          {otherError}
        </Alert>
      ) : null}
      {team.data ? (
        <SelectField
          label="Assignee"
          name="assignee"
          size="small"
          value={d.assignee_id && team.data.some((m) => m.user_id === d.assignee_id) ? d.assignee_id : ''}
          empty="Nobody"
          options={team.data.map((m) => [m.user_id, m.name] as const)}
          disabled={act.isPending}
          error={!!fields.assignee_id}
          helperText={fields.assignee_id}
          onChange={(e) => e.target.value && act.mutate({ action: 'assign', assignee_id: e.target.value })}
        />
      ) : null}
      <TextField
        label="Note"
        size="small"
        multiline
        minRows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={!!fields.note}
        helperText={fields.note ?? (open ? 'Kept with the discrepancy; also saved when you resolve it.' : undefined)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" disabled={act.isPending || !noteText} onClick={() => act.mutate({ action: 'note', note: noteText })} data-testid="add-note">
          Add note
        </Button>
        {open ? (
          <Button size="small" variant="contained" color="success" disabled={act.isPending} onClick={() => act.mutate({ action: 'resolve', note: noteText })} data-testid="resolve">
            Resolve
          </Button>
        ) : (
          <Button size="small" variant="contained" disabled={act.isPending} onClick={() => act.mutate({ action: 'reopen', note: noteText })} data-testid="reopen">
            Reopen
          </Button>
        )}
      </Stack>
      {open ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label="Why it is not a problem"
            size="small"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={!!fields.reason}
            helperText={fields.reason}
            sx={{ flexGrow: 1 }}
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <Button variant="outlined" color="inherit" disabled={act.isPending} onClick={() => act.mutate({ action: 'dismiss', reason: reason.trim() || undefined })} data-testid="dismiss">
            Dismiss
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
