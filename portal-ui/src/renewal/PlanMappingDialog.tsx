/** What one plan becomes in the new plan year, and where its renewal rates come from. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { plansQuery } from '../plans/queries';
import { SelectField } from '../ui/fields';
import { FormError, fieldErrorsOf } from '../ui/formErrors';
import { RENEWAL_MAPPING_LABELS, lineLabel, type RenewalMapping } from '../ui/vocab';
import { percentToBps, type RenewalPlan, type RenewalPlanInput } from './queries';

const MAPPINGS = Object.entries(RENEWAL_MAPPING_LABELS) as [RenewalMapping, string][];

export function PlanMappingDialog({
  plan,
  busy,
  error,
  onSave,
  onClose,
}: {
  plan: RenewalPlan;
  busy: boolean;
  error: unknown;
  onSave: (input: RenewalPlanInput) => void;
  onClose: () => void;
}) {
  const [mapping, setMapping] = useState<RenewalMapping>(plan.mapping);
  const [renewalPlanId, setRenewalPlanId] = useState(plan.mapping === 'successor' || plan.mapping === 'replacement' ? (plan.renewal_plan_id ?? '') : '');
  const [byPercent, setByPercent] = useState(plan.rate_change_bps !== undefined);
  const [percent, setPercent] = useState(plan.rate_change_bps !== undefined ? String(plan.rate_change_bps / 100) : '');
  const picking = mapping === 'successor' || mapping === 'replacement';
  const candidates = useQuery({
    ...plansQuery({ line: plan.line, per_page: 100, sort: 'name', order: 'asc' }),
    enabled: picking,
  });
  const options = (candidates.data?.data ?? [])
    .filter((p) => p.id !== plan.current_plan_id)
    .filter((p) => mapping !== 'successor' || p.carrier_name === plan.carrier_name)
    .map((p) => [p.id, `${p.name} · ${p.carrier_name}`] as const);
  const bps = byPercent ? percentToBps(percent) : null;
  const fields = fieldErrorsOf(error);
  const percentProblem = byPercent && (bps === null || Number.isNaN(bps) || bps < 0 || bps > 10000) ? 'a change from 0 to 100 %' : (fields['plans[0].rate_change_bps'] ?? '');
  const ready = (!picking || renewalPlanId !== '') && !(mapping !== 'discontinued' && byPercent && percentProblem);
  const save = () =>
    onSave({
      current_plan_id: plan.current_plan_id,
      mapping,
      renewal_plan_id: picking ? renewalPlanId : undefined,
      rate_change_bps: mapping !== 'discontinued' && byPercent && bps !== null ? bps : undefined,
    });
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{plan.current_plan_name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {lineLabel(plan.line)} · {plan.carrier_name}. Choose what it becomes in the new plan year.
          </Typography>
          <SelectField label="In the new plan year" value={mapping} options={MAPPINGS} onPick={setMapping} size="small" />
          {picking ? (
            <SelectField
              label={mapping === 'successor' ? `${plan.carrier_name}’s successor plan` : `Replacement ${lineLabel(plan.line).toLowerCase()} plan`}
              value={renewalPlanId}
              options={options}
              empty={candidates.isLoading ? 'Loading plans…' : 'Choose a plan'}
              onPick={setRenewalPlanId}
              error={!!fields['plans[0].renewal_plan_id']}
              helperText={fields['plans[0].renewal_plan_id'] ?? (mapping === 'successor' ? 'Plans of the same carrier' : 'Any plan of the line in the catalogue')}
              size="small"
            />
          ) : null}
          {mapping !== 'discontinued' ? (
            <>
              <RadioGroup value={byPercent ? 'percent' : 'catalogue'} onChange={(e) => setByPercent(e.target.value === 'percent')}>
                <FormControlLabel value="catalogue" control={<Radio size="small" />} label="The renewal plan’s rates for the new plan year (uploaded in the catalogue)" />
                <FormControlLabel value="percent" control={<Radio size="small" />} label="The carrier’s percentage change to the current rates" />
              </RadioGroup>
              {byPercent ? (
                <TextField
                  label="Rate change"
                  value={percent}
                  onChange={(e) => setPercent(e.target.value)}
                  error={!!percentProblem}
                  helperText={percentProblem || 'e.g. 7.5 for a 7.5 % increase'}
                  size="small"
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'Rate change in percent' }, input: { endAdornment: '%' } }}
                  sx={{ maxWidth: 200 }}
                />
              ) : null}
            </>
          ) : (
            <Typography variant="body2" color="warning.main">
              Nothing goes on in the renewal until a discontinued plan is mapped to a successor or a replacement.
            </Typography>
          )}
          <FormError error={error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy || !ready}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
