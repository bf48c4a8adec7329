/** One contribution rule of a draft design: its scope, its kind and its amounts. */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { decimalInput, describeRule, type FieldErrors, formToRule, type RuleForm, ruleProblems } from './format';
import { codeOptions, CONTRIBUTION_KIND_LABELS, LINE_LABELS } from '../ui/vocab';
import type { Plan } from './types';
import { SelectField } from '../ui/fields';

function Money({ label, value, onChange, error, suffix = '/mo' }: { label: string; value: string; onChange: (v: string) => void; error?: string; suffix?: string }) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(decimalInput(e.target.value))}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment>, endAdornment: suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined } }}
    />
  );
}

function Percent({ label, value, onChange, error }: { label: string; value: string; onChange: (v: string) => void; error?: string }) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(decimalInput(e.target.value))}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }}
    />
  );
}

export function RuleEditor({
  index,
  rule,
  classes,
  plans,
  onChange,
  onRemove,
  errors,
}: {
  index: number;
  rule: RuleForm;
  classes: string[];
  plans: Plan[];
  onChange: (r: RuleForm) => void;
  onRemove?: () => void;
  errors: FieldErrors;
}) {
  const local = ruleProblems(rule);
  const err = (k: keyof RuleForm) => errors[`contribution[${index}].${k}`] ?? errors[`contribution[${index}].${k}_cents`] ?? (rule[k] !== '' || k === 'base_plan_id' || k === 'line' ? local[k] : undefined);
  const buyUp = rule.kind === 'base_plan';
  const set = (patch: Partial<RuleForm>) => onChange({ ...rule, ...patch });
  const basePlans = plans.filter((p) => p.line === (rule.line || 'medical'));
  const name = (id: string) => plans.find((p) => p.id === id)?.name ?? id;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, pt: 2 }} data-testid={`rule-${index}`} role="group" aria-label={`Contribution rule ${index + 1}`}>
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectField
            size="small"
            label="Line"
            value={rule.line}
            onPick={(line) => set({ line, base_plan_id: '' })}
            options={[...(buyUp ? [] : [['', 'All lines'] as const]), ...codeOptions(LINE_LABELS)]}
            error={!!err('line')}
            helperText={err('line')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <SelectField
            size="small"
            label="Class"
            value={rule.employee_class}
            onChange={(e) => set({ employee_class: e.target.value })}
            options={[['', 'All classes'], ...classes.map((c) => [c, c] as const)]}
            error={!!errors[`contribution[${index}].employee_class`]}
            helperText={errors[`contribution[${index}].employee_class`]}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 10, sm: 5 }}>
          <SelectField
            size="small"
            label="Strategy"
            value={rule.kind}
            onPick={(kind) => set({ kind, ...(kind === 'base_plan' && !rule.line ? { line: 'medical' } : {}) })}
            options={codeOptions(CONTRIBUTION_KIND_LABELS)}
          />
        </Grid>
        <Grid size={{ xs: 2, sm: 1 }} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
          <Tooltip title={onRemove ? 'Remove this rule' : 'A design needs at least one rule'}>
            <span>
              <IconButton aria-label={`Remove contribution rule ${index + 1}`} onClick={onRemove} disabled={!onRemove} size="small">
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Grid>
        {rule.kind === 'percent' || rule.kind === 'base_plan' ? (
          <>
            {rule.kind === 'base_plan' ? (
              <Grid size={12}>
                <SelectField
                  size="small"
                  label="Base plan"
                  value={rule.base_plan_id}
                  onChange={(e) => set({ base_plan_id: e.target.value })}
                  options={basePlans.map((p) => [p.id, `${p.name} (${p.carrier_name})`] as const)}
                  error={!!err('base_plan_id')}
                  helperText={err('base_plan_id') ?? (basePlans.length ? 'Employees pay the difference for richer plans' : `Add ${rule.line || 'medical'} plans first`)}
                />
              </Grid>
            ) : null}
            <Grid size={6}>
              <Percent label="Employer pays, employee-only" value={rule.employee_pct} onChange={(v) => set({ employee_pct: v })} error={err('employee_pct')} />
            </Grid>
            <Grid size={6}>
              <Percent label="Employer pays, dependents" value={rule.dependents_pct} onChange={(v) => set({ dependents_pct: v })} error={err('dependents_pct')} />
            </Grid>
          </>
        ) : rule.kind === 'flat_per_tier' ? (
          (['ee', 'es', 'ec', 'ef'] as const).map((k) => (
            <Grid key={k} size={{ xs: 6, sm: 3 }}>
              <Money label={`${k.toUpperCase()} employer`} value={rule[k]} onChange={(v) => set({ [k]: v })} error={err(k)} />
            </Grid>
          ))
        ) : rule.kind === 'allowance' ? (
          <Grid size={{ xs: 12, sm: 6 }}>
            <Money label="Monthly allowance" value={rule.amount} onChange={(v) => set({ amount: v })} error={err('amount')} />
          </Grid>
        ) : null}
      </Grid>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }} data-testid="rule-summary">
        {Object.keys(local).length ? 'Complete the rule to see it in the cost model.' : describeRule(formToRule(rule), name)}
      </Typography>
    </Box>
  );
}
