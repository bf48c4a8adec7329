/** The plan year and the rules of a draft design: dates, offering model, waiting period, pay frequency. */
import Grid from '@mui/material/Grid';
import { PAY_FREQUENCIES } from '../book/rules';
import { codeOptions, OFFERING_MODEL_HINTS, OFFERING_MODEL_LABELS, WAITING_PERIOD_LABELS } from '../ui/vocab';
import { type DesignForm, type FieldErrors } from './format';
import { DateField, SelectField } from '../ui/fields';
import { SectionCard } from '../ui/cards';


export function DesignSettingsCard({ form, onChange, errors, fixedYear }: { form: DesignForm; onChange: (patch: Partial<DesignForm>) => void; errors: FieldErrors; fixedYear: boolean }) {
  const yearProblem = fixedYear && form.effective_date && Number(form.effective_date.slice(0, 4)) !== form.plan_year ? `must fall in the plan year ${form.plan_year}` : null;
  return (
    <SectionCard title="Plan year and eligibility" testId="design-settings">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField
            label="Effective date"
            name="effective_date"
            value={form.effective_date}
            onChange={(e) => {
              const v = e.target.value;
              onChange(fixedYear || !/^\d{4}-/.test(v) ? { effective_date: v } : { effective_date: v, plan_year: Number(v.slice(0, 4)) });
            }}
            error={!!(yearProblem ?? errors.effective_date)}
            helperText={yearProblem ?? errors.effective_date ?? `Plan year ${form.plan_year}`}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} data-setting="offering_model">
          <SelectField
            label="Offering model"
            name="offering_model"
            value={form.offering_model}
            onPick={(offering_model) => onChange({ offering_model })}
            options={codeOptions(OFFERING_MODEL_LABELS)}
            error={!!errors.offering_model}
            helperText={errors.offering_model ?? OFFERING_MODEL_HINTS[form.offering_model]}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField label="Waiting period" name="waiting_period" value={form.waiting_period} onPick={(waiting_period) => onChange({ waiting_period })} options={codeOptions(WAITING_PERIOD_LABELS)} error={!!errors.waiting_period} helperText={errors.waiting_period ?? 'Before new hires are covered (at most 90 days)'} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField label="Pay frequency" name="pay_frequency" value={form.pay_frequency} onChange={(e) => onChange({ pay_frequency: Number(e.target.value) })} options={PAY_FREQUENCIES} error={!!errors.pay_frequency} helperText={errors.pay_frequency ?? 'Employee cost is shown per paycheck'} />
        </Grid>
      </Grid>
    </SectionCard>
  );
}
