/** Who may have an option: hours, waiting period, classes, and the dependents it covers. */
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { codeOptions, DEPENDENTS_COVERED_LABELS, type DependentsCovered } from '../ui/vocab';
import { ClassesField } from './ClassesField';
import { coversChildren, type OptionForm } from './optionForm';

export function EligibilityFields({
  form,
  onChange,
  errors,
  healthPlan,
}: {
  form: OptionForm;
  onChange: (patch: Partial<OptionForm>) => void;
  errors: (field: string) => string | undefined;
  /** Medical, dental and vision wait at most 90 days. */
  healthPlan: boolean;
}) {
  const err = (k: string) => errors(`eligibility.${k}`);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Minimum hours a week"
          name="min_hours_per_week"
          fullWidth
          value={form.minHours}
          onChange={(e) => onChange({ minHours: e.target.value })}
          error={!!err('min_hours_per_week')}
          helperText={err('min_hours_per_week') ?? 'Empty when hours do not matter'}
          slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">hours</InputAdornment> } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label="Waiting period"
          name="waiting_period_days"
          fullWidth
          value={form.waitingDays}
          onChange={(e) => onChange({ waitingDays: e.target.value })}
          error={!!err('waiting_period_days')}
          helperText={err('waiting_period_days') ?? (healthPlan ? '0 to 90 days after hire' : 'Days after hire; 0 for the first day')}
          slotProps={{ htmlInput: { inputMode: 'numeric' }, input: { endAdornment: <InputAdornment position="end">days</InputAdornment> } }}
        />
      </Grid>
      <Grid size={12}>
        <ClassesField value={form.classes} onChange={(classes) => onChange({ classes })} error={err('employee_classes')} />
      </Grid>
      <Grid size={{ xs: 12, sm: coversChildren(form.dependents) ? 8 : 12 }}>
        <TextField
          select
          label="Dependents covered"
          name="dependents"
          fullWidth
          value={form.dependents}
          onChange={(e) => onChange({ dependents: e.target.value as DependentsCovered })}
        >
          {codeOptions(DEPENDENTS_COVERED_LABELS).map(([code, label]) => (
            <MenuItem key={code} value={code}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {coversChildren(form.dependents) ? (
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            label="Children covered to age"
            name="child_age_limit"
            fullWidth
            value={form.childAgeLimit}
            onChange={(e) => onChange({ childAgeLimit: e.target.value })}
            error={!!err('child_age_limit')}
            helperText={err('child_age_limit') ?? 'Usually 26'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
      ) : null}
    </Grid>
  );
}
