/** One option in a side drawer: its details, and its form for those who may change it. */
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../api';
import { useMe } from '../dashboard/useSession';
import { formatDateTime } from '../ui/dates';
import { FactsTable } from '../ui/facts';
import { ConflictAlert } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';
import { BENEFIT_OPTION_STATUS_LABELS, codeLabel, METAL_LABELS } from '../ui/vocab';
import { CarrierName } from './CarrierName';
import { OptionEditor } from './OptionEditor';
import { optionBody, optionForm, type OptionForm } from './optionForm';
import { invalidateBenefits, optionQuery, updateOption, type BenefitOption } from './queries';

export function OptionDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const me = useMe();
  const option = useQuery(optionQuery(id));
  const [editing, setEditing] = useState(false);
  const o = option.data;
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 600 } }, 'data-testid': 'option-drawer' } as object }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }}>
          {o ? (editing ? `Edit ${o.name}` : o.name) : 'Benefit option'}
        </Typography>
        {o && !editing && can(me, 'benefits', 'write') ? (
          <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {option.error ? (
          <LoadError error={option.error} retry={() => void option.refetch()} what="the option" />
        ) : !o ? (
          <SkeletonRows rows={8} />
        ) : editing ? (
          <EditOption option={o} onDone={() => setEditing(false)} />
        ) : (
          <Details option={o} />
        )}
      </Box>
    </Drawer>
  );
}

function Details({ option: o }: { option: BenefitOption }) {
  const plan = o.plan;
  const planText = plan ? [plan.name, plan.metal_level ? METAL_LABELS[plan.metal_level] : null, plan.network_type, plan.state].filter(Boolean).join(' · ') : null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={o.category_name} />
        <Chip size="small" color={o.status === 'active' ? 'success' : 'default'} variant={o.status === 'active' ? 'filled' : 'outlined'} label={codeLabel(BENEFIT_OPTION_STATUS_LABELS, o.status)} data-testid="option-status" />
      </Stack>
      {o.description ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="option-description">
          {o.description}
        </Typography>
      ) : null}
      <FactsTable
        rows={[
          ['Carrier', <CarrierName key="carrier" name={o.carrier_name} color={o.carrier_color} />],
          [
            'Catalogue plan',
            planText ? (
              <span key="plan" data-testid="option-plan">
                {planText}
                {plan && !plan.active ? ' (withdrawn from the catalogue)' : ''}
              </span>
            ) : (
              'None'
            ),
          ],
          ['Eligibility', <span key="eligibility" data-testid="option-eligibility">{o.eligibility_summary}</span>],
          ['Updated', `${formatDateTime(o.updated_at)}${o.updated_by_name ? ` by ${o.updated_by_name}` : ''}`],
        ]}
      />
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          Documents
        </Typography>
        {o.documents.length || plan?.sbc_url ? (
          <Stack component="ul" spacing={0.75} sx={{ m: 0, pl: 2.5 }} data-testid="option-documents">
            {o.documents.map((d) => (
              <li key={d.url}>
                <DocumentLink name={d.name} url={d.url} />
              </li>
            ))}
            {plan?.sbc_url ? (
              <li>
                <DocumentLink name="Summary of benefits and coverage (from the catalogue)" url={plan.sbc_url} />
              </li>
            ) : null}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No documents linked.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

function DocumentLink({ name, url }: { name: string; url: string }) {
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {name}
      <OpenInNewIcon sx={{ fontSize: 14 }} aria-label="opens in a new tab" />
    </Link>
  );
}

function EditOption({ option, onDone }: { option: BenefitOption; onDone: () => void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (form: OptionForm) => updateOption(option.id, optionBody(form, option.version)),
    onSuccess: async (saved) => {
      await invalidateBenefits(queryClient);
      notify(`${saved.name} is saved`);
      onDone();
    },
  });
  const reload = async () => {
    await invalidateBenefits(queryClient);
    onDone();
  };
  return (
    <Stack spacing={2}>
      <ConflictAlert error={save.error} onReload={() => void reload()} />
      <OptionEditor
        initial={optionForm(option)}
        editing
        headings="h3"
        saving={save.isPending}
        error={save.error}
        submitLabel="Save"
        onSave={(form) => save.mutate(form)}
        onCancel={onDone}
      />
    </Stack>
  );
}
