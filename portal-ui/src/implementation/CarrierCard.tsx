/** One carrier's implementation: progress, group number, whether it can be marked implemented, and its checklist. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../api';
import { SectionCard } from '../ui/cards';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatDate, formatDateTime } from '../ui/dates';
import { useNotify } from '../ui/notify';
import { CarrierFiles } from './CarrierFiles';
import { ChecklistTable, type ItemChoices } from './ChecklistTable';
import { GroupNumberForm } from './GroupNumberForm';
import { boardKey, implementationKey, markImplemented, type CarrierFile, type CarrierImplementation, type RenewedFrom } from './queries';

/** The carrier's generated files, when the caller may see them: `mayGenerate` for the agency's team. */
export interface CarrierFilesAccess {
  files: CarrierFile[];
  /** Where each renewed carrier's first change file starts from. */
  renewedFrom: RenewedFrom[];
  mayGenerate: boolean;
  mayDownload: boolean;
}

export function CarrierCard({
  groupId,
  carrier,
  editable,
  choices,
  files,
}: {
  groupId: string;
  carrier: CarrierImplementation;
  editable: boolean;
  choices: ItemChoices;
  files?: CarrierFilesAccess;
}) {
  const implemented = !!carrier.implemented_at;
  const done = carrier.items.filter((i) => i.done_at).length;
  return (
    <SectionCard
      title={carrier.carrier_name}
      subheader={`Plan year ${carrier.plan_year} · coverage starts ${formatDate(carrier.coverage_start)} · started by ${carrier.started_by_name}`}
      action={implemented ? <Chip icon={<CheckCircleIcon />} color="success" label="Implemented" data-testid="carrier-implemented" /> : editable ? <MarkImplemented groupId={groupId} carrier={carrier} /> : null}
      testId="carrier-card"
      dense
    >
      <Stack spacing={1.5} sx={{ px: 2, pb: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <LinearProgress
            variant="determinate"
            value={carrier.percent_done}
            color={implemented ? 'success' : 'primary'}
            aria-label={`${carrier.carrier_name}: ${carrier.percent_done}% done`}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="carrier-progress">
            {carrier.percent_done}% · {done} of {carrier.items.length} done
          </Typography>
          {carrier.overdue > 0 ? <Chip size="small" color="error" label={`${carrier.overdue} overdue`} /> : null}
        </Stack>
        <GroupNumber groupId={groupId} carrier={carrier} editable={editable && !implemented} />
        {implemented ? (
          <Alert severity="success" data-testid="implemented-by">
            Implemented {formatDateTime(carrier.implemented_at)}
            {carrier.implemented_by_name ? ` by ${carrier.implemented_by_name}` : ''}.
          </Alert>
        ) : carrier.not_ready.length ? (
          <Alert severity="info" data-testid="not-ready">
            <AlertTitle sx={{ fontSize: 14 }}>{editable ? 'Not ready to mark implemented' : 'Still to do before the carrier is implemented'}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {carrier.not_ready.map((reason) => (
                <li key={reason}>{reason.charAt(0).toUpperCase() + reason.slice(1)}</li>
              ))}
            </Box>
          </Alert>
        ) : null}
      </Stack>
      <ChecklistTable groupId={groupId} items={carrier.items} editable={editable} implemented={implemented} choices={choices} />
      {files ? (
        <Box sx={{ mt: 2 }}>
          <CarrierFiles
            groupId={groupId}
            carrier={carrier}
            files={files.files.filter((f) => f.implementation_id === carrier.id)}
            renewedFrom={files.renewedFrom.find((r) => r.implementation_id === carrier.id)}
            mayGenerate={files.mayGenerate}
            mayDownload={files.mayDownload}
          />
        </Box>
      ) : null}
    </SectionCard>
  );
}

function GroupNumber({ groupId, carrier, editable }: { groupId: string; carrier: CarrierImplementation; editable: boolean }) {
  const [changing, setChanging] = useState(false);
  if (editable && (!carrier.group_number || changing)) {
    return <GroupNumberForm groupId={groupId} carrier={carrier} onDone={carrier.group_number ? () => setChanging(false) : undefined} />;
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        Group number
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, fontFamily: 'monospace' }} data-testid="group-number">
        {carrier.group_number ?? 'not received yet'}
      </Typography>
      {editable ? (
        <Button size="small" onClick={() => setChanging(true)} aria-label={`Change the group number from ${carrier.carrier_name}`}>
          Change
        </Button>
      ) : null}
    </Stack>
  );
}

function MarkImplemented({ groupId, carrier }: { groupId: string; carrier: CarrierImplementation }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const mark = useMutation({
    mutationFn: () => markImplemented(carrier.id, carrier.version),
    onSuccess: (implementation) => {
      queryClient.setQueryData(implementationKey(groupId), implementation);
      void queryClient.invalidateQueries({ queryKey: boardKey });
      setConfirming(false);
      notify(`${carrier.carrier_name} is implemented`);
    },
    onError: (error) => {
      // What the page showed was out of date: show what stands now behind the dialog.
      if (error instanceof ApiError && (error.code === 'stale_version' || error.code === 'check_failed' || error.code === 'conflict')) {
        void queryClient.invalidateQueries({ queryKey: implementationKey(groupId) });
      }
    },
  });
  const ready = carrier.not_ready.length === 0;
  return (
    <>
      <Button variant="contained" disabled={!ready} onClick={() => setConfirming(true)} data-testid="mark-implemented">
        Mark implemented
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Mark ${carrier.carrier_name} implemented?`}
        confirmLabel="Mark implemented"
        busyLabel="Marking…"
        busy={mark.isPending}
        error={mark.error}
        onConfirm={() => mark.mutate()}
        onClose={() => {
          setConfirming(false);
          mark.reset();
        }}
      >
        Its group number is recorded and every required item is done. Done items stay done once the carrier is implemented.
      </ConfirmDialog>
    </>
  );
}
