import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ApiError } from '../api';
import { DependentsEditor } from './DependentsEditor';
import {
  contactErrors,
  dependentDraft,
  dependentErrors,
  formatDate,
  householdErrors,
  householdProblem,
  toDependentInput,
  type ContactForm,
  type DependentDraft,
  type FieldMap,
} from './format';
import { myBenefitsQuery, myEnrollmentQuery, saveHousehold } from './queries';
import { ConflictNotice, SaveError, StepActions } from './StepActions';
import type { MyBenefits, MyProfile } from './types';

const contactOf = (p: MyProfile): ContactForm => ({
  email: p.email ?? '',
  phone: p.phone ?? '',
  address_line1: p.address_line1 ?? '',
  city: p.city ?? '',
  state: p.state ?? '',
  zip: p.zip ?? '',
});

/** PUT /my/household, then the home and the offer (its tiers follow the dependents) read again. */
function useSaveHousehold(windowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHousehold,
    onSuccess: async (fresh) => {
      queryClient.setQueryData(myBenefitsQuery.queryKey, fresh);
      await queryClient.invalidateQueries({ queryKey: myEnrollmentQuery(windowId).queryKey });
    },
  });
}

/** "Reload latest" after a 409: reads my details and the offer again and hands the fresh details to `reset`. */
function useReload(reset: (fresh: MyBenefits) => void) {
  const queryClient = useQueryClient();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...myBenefitsQuery, staleTime: 0 });
      await queryClient.invalidateQueries({ queryKey: ['my', 'enrollments'] });
      reset(fresh);
    } finally {
      setReloading(false);
    }
  };
  return { reload, reloading };
}

/** Step 1: my contact details and address (name and date of birth come from my employer). */
export function DetailsStep({ windowId, benefits, onDone }: { windowId: string; benefits: MyBenefits; onDone: () => void }) {
  const p = benefits.profile;
  const initial = useMemo(() => contactOf(p), [p]);
  const [form, setForm] = useState<ContactForm>(initial);
  const [touched, setTouched] = useState(false);
  const save = useSaveHousehold(windowId);
  const { reload, reloading } = useReload((fresh) => {
    setForm(contactOf(fresh.profile));
    save.reset();
  });
  const local = contactErrors(form);
  const server = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const err = (k: keyof ContactForm) => (touched ? local[k] : undefined) ?? server[k];
  const set = (k: keyof ContactForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const next = () => {
    setTouched(true);
    if (Object.keys(local).length) return;
    if (JSON.stringify(form) === JSON.stringify(initial)) return onDone();
    save
      .mutateAsync({ ...form, state: form.state.trim().toUpperCase(), dependents: benefits.dependents.map((d) => toDependentInput(dependentDraft(d))), version: p.version })
      .then(onDone, () => undefined);
  };

  return (
    <Box data-testid="step-details">
      <Typography variant="h5" component="h2" gutterBottom>
        Confirm your details
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        We use these to send your confirmation and ID cards. Your name and date of birth come from {p.group_name}; ask them to correct those.
      </Typography>
      <Stack spacing={2}>
        <ConflictNotice error={save.error} onReload={() => void reload()} reloading={reloading} />
        <SaveError error={save.error} />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, auto)' }, gap: 1.5, justifyContent: 'start', columnGap: 4 }} data-testid="identity">
          {[
            ['Name', `${p.first_name} ${p.last_name}`],
            ['Date of birth', formatDate(p.dob)],
            ['Employer', p.group_name],
            ['Class', p.employee_class ?? '—'],
          ].map(([k, v]) => (
            <Box key={k} sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {k}
              </Typography>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{v}</Typography>
            </Box>
          ))}
        </Box>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Email" type="email" value={form.email} onChange={set('email')} error={!!err('email')} helperText={err('email')} autoComplete="email" name="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Phone" type="tel" value={form.phone} onChange={set('phone')} error={!!err('phone')} helperText={err('phone')} autoComplete="tel" name="phone" />
          </Grid>
          <Grid size={12}>
            <TextField label="Street address" value={form.address_line1} onChange={set('address_line1')} error={!!err('address_line1')} helperText={err('address_line1')} autoComplete="address-line1" name="address_line1" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="City" value={form.city} onChange={set('city')} error={!!err('city')} helperText={err('city')} autoComplete="address-level2" name="city" />
          </Grid>
          <Grid size={{ xs: 5, sm: 2 }}>
            <TextField label="State" value={form.state} onChange={set('state')} error={!!err('state')} helperText={err('state')} autoComplete="address-level1" name="state" slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }} />
          </Grid>
          <Grid size={{ xs: 7, sm: 4 }}>
            <TextField label="ZIP" value={form.zip} onChange={set('zip')} error={!!err('zip')} helperText={err('zip')} autoComplete="postal-code" name="zip" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }} />
          </Grid>
        </Grid>
      </Stack>
      <StepActions onNext={next} pending={save.isPending} nextLabel="Confirm and continue" />
    </Box>
  );
}

/** Step 2: who is in my household (children to 26 unless disabled; one spouse or partner). */
export function DependentsStep({ windowId, benefits, onBack, onDone }: { windowId: string; benefits: MyBenefits; onBack: () => void; onDone: () => void }) {
  const p = benefits.profile;
  const initial = useMemo(() => benefits.dependents.map(dependentDraft), [benefits.dependents]);
  const [deps, setDeps] = useState<DependentDraft[]>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const [sent, setSent] = useState<DependentDraft[]>([]);
  const save = useSaveHousehold(windowId);
  const { reload, reloading } = useReload((fresh) => {
    setDeps(fresh.dependents.map(dependentDraft));
    setShowErrors(false);
    save.reset();
  });

  const local: Record<string, FieldMap> = {};
  for (const d of deps) {
    const e = dependentErrors(d);
    if (Object.keys(e).length) local[d.key] = e;
  }
  const localList = householdProblem(deps);
  const server = save.error instanceof ApiError ? householdErrors(save.error.fieldErrors, sent) : { contact: {}, dependents: {}, list: null };
  const errors: Record<string, FieldMap> = {};
  for (const d of deps) errors[d.key] = { ...(server.dependents[d.key] ?? {}), ...(showErrors ? local[d.key] : {}) };
  const contactProblem = Object.values(server.contact)[0];

  const next = () => {
    setShowErrors(true);
    if (Object.keys(local).length || localList) return;
    const input = deps.map(toDependentInput);
    if (JSON.stringify(input) === JSON.stringify(initial.map(toDependentInput))) return onDone();
    setSent(deps);
    save
      .mutateAsync({ email: p.email, phone: p.phone, address_line1: p.address_line1, city: p.city, state: p.state, zip: p.zip, dependents: input, version: p.version })
      .then(onDone, () => undefined);
  };

  return (
    <Box data-testid="step-dependents">
      <Typography variant="h5" component="h2" gutterBottom>
        Your dependents
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Add everyone you may want to cover: a spouse or domestic partner (one), and children up to age 26 — older if they have a disability. You choose who each
        plan covers in the next steps.
      </Typography>
      <Stack spacing={2}>
        <ConflictNotice error={save.error} onReload={() => void reload()} reloading={reloading} />
        <SaveError error={save.error} />
        {contactProblem ? <Typography color="error">Your details: {contactProblem}</Typography> : null}
        <DependentsEditor
          value={deps}
          onChange={setDeps}
          errors={errors}
          listError={(showErrors ? localList : null) ?? server.list}
          lastName={p.last_name}
          disabled={save.isPending}
        />
      </Stack>
      <StepActions onBack={onBack} onNext={next} pending={save.isPending} nextLabel="Save and continue" />
    </Box>
  );
}
