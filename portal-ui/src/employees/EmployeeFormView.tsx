/** The employee form (demographics, employment, coverage, dependents), for adding and editing. */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { groupQuery, groupsQuery } from '../groups/queries';
import { ageOn, formatSsn, suggestedTier } from '../book/rules';
import { codeOptions, EMPLOYMENT_STATUS_LABELS, EMPLOYMENT_TYPE_LABELS, GENDER_LABELS, LINE_CODES, LINE_LABELS, RELATIONSHIP_LABELS, TIER_OPTIONS } from '../ui/vocab';
import { emptyDependent, type DependentForm, type EmployeeForm } from './employeeForm';
import { DateField, SelectField } from '../ui/fields';
import { ZipField } from '../ui/ZipField';

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

export function EmployeeFormView({
  form,
  setForm,
  errors,
  isNew,
  onSubmit,
  busy,
  footer,
  top,
}: {
  form: EmployeeForm;
  setForm: (f: EmployeeForm) => void;
  errors: Record<string, string>;
  isNew: boolean;
  onSubmit: () => void;
  busy: boolean;
  footer: ReactNode;
  top?: ReactNode;
}) {
  const set = (c: Partial<EmployeeForm>) => setForm({ ...form, ...c });
  const groups = useQuery({ ...groupsQuery({ per_page: 200, sort: 'name' }), enabled: isNew });
  const group = useQuery({ ...groupQuery(form.group_id), enabled: !!form.group_id });
  const classes = group.data?.employee_classes ?? [];
  const setDep = (i: number, c: Partial<DependentForm>) => set({ dependents: form.dependents.map((d, j) => (j === i ? { ...d, ...c } : d)) });
  const tierHint = suggestedTier(form.dependents);
  const e = (k: string) => errors[k];
  const f = (k: string, helper?: string) => ({ error: !!e(k), helperText: e(k) ?? helper });
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    onSubmit();
  };

  return (
    <Card component="form" onSubmit={submit} noValidate data-testid="employee-form">
      <CardContent>
        <Stack spacing={3}>
          {top}
          <Section title="Demographics">
            <Grid container spacing={2}>
              {isNew ? (
                <Grid size={{ xs: 12, md: 6 }}>
                  <SelectField
                    label="Group"
                    name="group_id"
                    required
                    value={form.group_id}
                    onChange={(ev) => set({ group_id: ev.target.value, employee_class: '' })}
                    options={(groups.data?.data ?? []).map((g) => [g.id, g.name] as const)}
                    empty="Choose the employer"
                    {...f('group_id')}
                  />
                </Grid>
              ) : null}
              {isNew ? <Grid size={{ xs: 12, md: 6 }} /> : null}
              <Grid size={{ xs: 12, sm: 5 }}>
                <TextField label="First name" name="first_name" required value={form.first_name} onChange={(ev) => set({ first_name: ev.target.value })} {...f('first_name')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 2 }}>
                <TextField label="Middle" name="middle_name" value={form.middle_name} onChange={(ev) => set({ middle_name: ev.target.value })} />
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <TextField label="Last name" name="last_name" required value={form.last_name} onChange={(ev) => set({ last_name: ev.target.value })} {...f('last_name')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <DateField label="Date of birth" name="dob" required value={form.dob} onChange={(ev) => set({ dob: ev.target.value })} {...f('dob', form.dob && ageOn(form.dob) !== null ? `${ageOn(form.dob)} years old` : undefined)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <SelectField label="Gender" name="gender" value={form.gender} onPick={(gender) => set({ gender })} options={codeOptions(GENDER_LABELS)} empty="Not given" {...f('gender')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  label="SSN"
                  name="ssn"
                  value={form.ssn}
                  disabled={form.clear_ssn}
                  placeholder={form.ssn_masked ?? '123-45-6789'}
                  onChange={(ev) => set({ ssn: formatSsn(ev.target.value) })}
                  {...f('ssn', form.ssn_masked ? `Stored: ${form.ssn_masked}. Leave empty to keep it.` : 'Optional; stored encrypted')}
                  slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
                />
                {form.ssn_masked ? (
                  <FormControlLabel control={<Checkbox size="small" checked={form.clear_ssn} onChange={(ev) => set({ clear_ssn: ev.target.checked, ssn: '' })} />} label={<Typography variant="body2">Remove the stored SSN</Typography>} />
                ) : null}
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Email" name="email" type="email" value={form.email} onChange={(ev) => set({ email: ev.target.value })} {...f('email')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Phone" name="phone" value={form.phone} onChange={(ev) => set({ phone: ev.target.value })} {...f('phone')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Home address" name="address_line1" value={form.address_line1} onChange={(ev) => set({ address_line1: ev.target.value })} />
              </Grid>
              <Grid size={{ xs: 12, sm: 2 }}>
                <ZipField label="Home ZIP" value={form.zip} onChange={(zip) => set({ zip })} error={e('zip')} />
              </Grid>
              <Grid size={{ xs: 8, sm: 3 }}>
                <TextField label="City" name="city" value={form.city} onChange={(ev) => set({ city: ev.target.value })} />
              </Grid>
              <Grid size={{ xs: 4, sm: 1 }}>
                <TextField label="State" name="state" value={form.state} onChange={(ev) => set({ state: ev.target.value.toUpperCase().slice(0, 2) })} />
              </Grid>
            </Grid>
          </Section>
          <Divider />
          <Section title="Employment">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 3 }}>
                <DateField label="Hire date" name="hire_date" value={form.hire_date} onChange={(ev) => set({ hire_date: ev.target.value })} {...f('hire_date')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <SelectField label="Status" name="status" value={form.status} onPick={(status) => set({ status })} options={codeOptions(EMPLOYMENT_STATUS_LABELS)} {...f('status')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <SelectField label="Employment" name="employment_type" value={form.employment_type} onPick={(employment_type) => set({ employment_type })} options={codeOptions(EMPLOYMENT_TYPE_LABELS)} empty="Not given" {...f('employment_type')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 3 }}>
                <TextField label="Hours a week" name="hours_per_week" value={form.hours_per_week} onChange={(ev) => set({ hours_per_week: ev.target.value.replace(/[^\d.]/g, '') })} {...f('hours_per_week')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  label="Annual salary"
                  name="salary"
                  value={form.salary}
                  onChange={(ev) => set({ salary: ev.target.value.replace(/[^\d.,]/g, '') })}
                  {...f('salary_cents', 'Used for ACA affordability')}
                  slotProps={{ input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <SelectField
                  label="Employee class"
                  name="employee_class"
                  value={form.employee_class}
                  onChange={(ev) => set({ employee_class: ev.target.value })}
                  options={classes.map((c) => [c, c] as const)}
                  empty="None"
                  {...f('employee_class', classes.length ? 'One of the group’s classes' : 'The group has no classes')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField label="Job title / class" name="job_class" value={form.job_class} onChange={(ev) => set({ job_class: ev.target.value })} />
              </Grid>
            </Grid>
          </Section>
          <Divider />
          <Section title="Coverage tiers">
            <Grid container spacing={2}>
              {LINE_CODES.map((line) => {
                const k = `${line}_tier` as const;
                return (
                  <Grid key={k} size={{ xs: 12, sm: 4 }}>
                    <SelectField
                      label={LINE_LABELS[line]}
                      name={k}
                      value={form[k]}
                      onPick={(tier) => set({ [k]: tier })}
                      options={TIER_OPTIONS}
                      empty="Not elected"
                      {...f(k, form[k] && form[k] !== 'W' && form[k] !== tierHint ? `The dependents suggest ${tierHint}` : undefined)}
                    />
                  </Grid>
                );
              })}
              <Grid size={12}>
                <FormControlLabel control={<Checkbox checked={form.tobacco} onChange={(ev) => set({ tobacco: ev.target.checked })} />} label="Uses tobacco" />
              </Grid>
            </Grid>
          </Section>
          <Divider />
          <Section
            title={`Dependents (${form.dependents.length})`}
            action={
              <Button startIcon={<AddIcon />} onClick={() => set({ dependents: [...form.dependents, emptyDependent(form.last_name, form.dependents.some((d) => d.relationship === 'spouse' || d.relationship === 'domestic_partner') ? 'child' : 'spouse')] })}>
                Add dependent
              </Button>
            }
          >
            <Stack spacing={1.5}>
              {e('dependents') ? <Alert severity="error">{e('dependents')}</Alert> : null}
              {form.dependents.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No dependents. Add a spouse or partner and children to cover them.
                </Typography>
              ) : null}
              {form.dependents.map((d, i) => {
                const k = (name: string) => `dependents[${i}].${name}`;
                const age = d.dob ? ageOn(d.dob) : null;
                return (
                  <Paper key={d.id ?? `new-${i}`} variant="outlined" sx={{ p: 1.5 }} data-testid="dependent-editor">
                    <Grid container spacing={1.5}>
                      <Grid size={{ xs: 12, sm: 3 }}>
                        <SelectField label="Relationship" name={`dep-${i}-relationship`} value={d.relationship} onPick={(relationship) => setDep(i, { relationship })} options={codeOptions(RELATIONSHIP_LABELS)} {...f(k('relationship'))} />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 3 }}>
                        <TextField label="First name" name={`dep-${i}-first_name`} value={d.first_name} onChange={(ev) => setDep(i, { first_name: ev.target.value })} {...f(k('first_name'))} />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 3 }}>
                        <TextField label="Last name" name={`dep-${i}-last_name`} value={d.last_name} onChange={(ev) => setDep(i, { last_name: ev.target.value })} {...f(k('last_name'))} />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 3 }}>
                        <DateField label="Date of birth" name={`dep-${i}-dob`} value={d.dob} onChange={(ev) => setDep(i, { dob: ev.target.value })} {...f(k('dob'), age !== null ? `${age} years old` : undefined)} />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 3 }}>
                        <SelectField label="Gender" name={`dep-${i}-gender`} value={d.gender} onPick={(gender) => setDep(i, { gender })} options={codeOptions(GENDER_LABELS)} empty="Not given" />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 3 }}>
                        <TextField
                          label="SSN"
                          name={`dep-${i}-ssn`}
                          value={d.ssn}
                          placeholder={d.ssn_masked ?? '123-45-6789'}
                          disabled={d.clear_ssn}
                          onChange={(ev) => setDep(i, { ssn: formatSsn(ev.target.value) })}
                          {...f(k('ssn'), d.ssn_masked ? `Stored: ${d.ssn_masked}` : 'Optional')}
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 5 }} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
                        <FormControlLabel control={<Checkbox size="small" checked={d.disabled} onChange={(ev) => setDep(i, { disabled: ev.target.checked })} />} label={<Typography variant="body2">Disabled (covered past 26)</Typography>} />
                        <FormControlLabel control={<Checkbox size="small" checked={d.tobacco} onChange={(ev) => setDep(i, { tobacco: ev.target.checked })} />} label={<Typography variant="body2">Tobacco</Typography>} />
                        {d.ssn_masked ? (
                          <FormControlLabel control={<Checkbox size="small" checked={d.clear_ssn} onChange={(ev) => setDep(i, { clear_ssn: ev.target.checked, ssn: '' })} />} label={<Typography variant="body2">Remove SSN</Typography>} />
                        ) : null}
                      </Grid>
                      <Grid size={{ xs: 12, sm: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
                        {d.id ? null : <Chip size="small" label="new" sx={{ mr: 0.5 }} />}
                        <IconButton aria-label={`Remove dependent ${i + 1}`} onClick={() => set({ dependents: form.dependents.filter((_, j) => j !== i) })}>
                          <DeleteIcon />
                        </IconButton>
                      </Grid>
                    </Grid>
                  </Paper>
                );
              })}
            </Stack>
          </Section>
          {footer}
          <Box sx={{ display: 'none' }}>
            <button type="submit" disabled={busy} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
