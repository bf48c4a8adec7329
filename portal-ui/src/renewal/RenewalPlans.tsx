/** The plans being renewed, line by line: what each becomes in the new plan year and where its renewal rates come from. */
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useState } from 'react';
import { ApiError } from '../api';
import { formatDateTime } from '../ui/dates';
import { ConflictAlert } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { RENEWAL_MAPPING_LABELS, RENEWAL_RATE_SOURCE_LABELS, lineLabel, type Line } from '../ui/vocab';
import { LineChangeDialog } from './LineChangeDialog';
import { PlanMappingDialog } from './PlanMappingDialog';
import { bpsLabel, mapPlans, renewalKey, uploadRates, type RenewalPlan, type RenewalPlanInput, type RenewalRecord } from './queries';

/** Loaded when opened. */
const RatesUploadDialog = lazy(() => import('./RatesUploadDialog').then((m) => ({ default: m.RatesUploadDialog })));

type Editing = { plan: RenewalPlan } | { line: Line; plans: RenewalPlan[] } | { upload: true } | null;

export function RenewalPlans({ groupId, renewal, editable }: { groupId: string; renewal: RenewalRecord; editable: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);
  const save = useMutation({
    mutationFn: (plans: RenewalPlanInput[]) => mapPlans(renewal, plans),
    onSuccess: (next) => {
      queryClient.setQueryData(renewalKey(groupId), next);
      void queryClient.invalidateQueries({ queryKey: renewalKey(groupId) });
      setEditing(null);
      notify('Renewal plans saved');
    },
    onError: (e) => {
      if (!(e instanceof ApiError) || e.status !== 400) notify(e instanceof ApiError ? e.message : 'The plans could not be saved.', 'error');
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => uploadRates(renewal, file),
    onSuccess: (next) => {
      queryClient.setQueryData(renewalKey(groupId), next);
      void queryClient.invalidateQueries({ queryKey: renewalKey(groupId) });
      setEditing(null);
      notify('Renewal rates uploaded');
    },
  });
  const open = (next: Editing) => {
    save.reset();
    upload.reset();
    setEditing(next);
  };
  if (renewal.plans.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        The plan year being renewed has no approved plan design in Canopy, so there are no plans to map. Quote the group for the new plan year instead.
      </Typography>
    );
  }
  const lines = [...new Set(renewal.plans.map((p) => p.line))];
  return (
    <>
      {renewal.blocked ? (
        <Alert severity="warning" sx={{ m: 1.5 }} data-testid="renewal-blocked">
          {renewal.blocked}
        </Alert>
      ) : null}
      <ConflictAlert error={save.error ?? upload.error} onReload={() => void queryClient.invalidateQueries({ queryKey: renewalKey(groupId) })} />
      {editable ? (
        <Stack direction="row" sx={{ px: 2, py: 1, justifyContent: 'flex-end' }}>
          <Button size="small" startIcon={<UploadFileIcon />} onClick={() => open({ upload: true })} data-testid="open-rates-upload">
            Upload renewal rates
          </Button>
        </Stack>
      ) : null}
      <Table size="small" aria-label="Plans being renewed">
        <TableHead>
          <TableRow>
            <TableCell>Plan in force</TableCell>
            <TableCell>In the new plan year</TableCell>
            <TableCell>Renewal rates</TableCell>
            <TableCell align="right" />
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const plans = renewal.plans.filter((p) => p.line === line);
            return (
              <Fragment key={line}>
                <TableRow sx={{ bgcolor: 'action.hover' }}>
                  <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                    {lineLabel(line)}
                  </TableCell>
                  <TableCell align="right">
                    {editable ? (
                      <Button size="small" onClick={() => open({ line, plans })}>
                        Set a % for the line
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
                {plans.map((p) => (
                  <TableRow key={p.current_plan_id} data-testid="renewal-plan">
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {p.current_plan_name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {p.carrier_name}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color={p.mapping === 'discontinued' ? 'error' : p.mapping === 'same' ? 'default' : 'primary'} label={RENEWAL_MAPPING_LABELS[p.mapping]} />
                      {p.mapping === 'successor' || p.mapping === 'replacement' ? (
                        <Typography variant="body2" sx={{ mt: 0.5 }}>
                          {p.renewal_plan_name} · {p.renewal_carrier_name}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" color={p.rate_source === 'missing' ? 'error.main' : undefined}>
                        {p.rate_source === 'percent' && p.rate_change_bps !== undefined ? `+${bpsLabel(p.rate_change_bps)} on current rates` : RENEWAL_RATE_SOURCE_LABELS[p.rate_source]}
                      </Typography>
                      {p.uploaded ? (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {p.uploaded.file} · {p.uploaded.by_name}, {formatDateTime(p.uploaded.at)}
                        </Typography>
                      ) : p.updated_by_name ? (
                        <Typography variant="caption" color="text.secondary">
                          Set by {p.updated_by_name}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="right">
                      {editable ? (
                        <IconButton size="small" aria-label={`Map ${p.current_plan_name}`} onClick={() => open({ plan: p })}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      {editing && 'plan' in editing ? (
        <PlanMappingDialog plan={editing.plan} busy={save.isPending} error={save.error} onSave={(input) => save.mutate([input])} onClose={() => setEditing(null)} />
      ) : null}
      {editing && 'upload' in editing ? (
        <Suspense fallback={null}>
          <RatesUploadDialog busy={upload.isPending} error={upload.error instanceof ApiError && upload.error.code === 'stale_version' ? null : upload.error} onUpload={(file) => upload.mutate(file)} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {editing && 'line' in editing ? (
        <LineChangeDialog line={editing.line} plans={editing.plans} busy={save.isPending} error={save.error} onSave={(inputs) => save.mutate(inputs)} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
