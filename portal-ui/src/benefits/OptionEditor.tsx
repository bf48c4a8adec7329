/** An option's form, new or edited: what it is, who is eligible, its documents. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { carriersQuery } from '../plans/queries';
import { fieldErrorsOf, FormError } from '../ui/formErrors';
import { BENEFIT_KIND_LABELS, BENEFIT_OPTION_STATUS_LABELS, codeOptions, type BenefitOptionStatus } from '../ui/vocab';
import { DocumentLinksField } from './DocumentLinksField';
import { EligibilityFields } from './EligibilityFields';
import { lineOf, unsendable, type OptionForm } from './optionForm';
import { PlanField } from './PlanField';
import { categoriesQuery } from './queries';

export function OptionEditor({
  initial,
  editing = false,
  saving,
  error,
  submitLabel,
  onSave,
  onCancel,
  headings = 'h2',
}: {
  initial: OptionForm;
  editing?: boolean;
  saving: boolean;
  error: unknown;
  submitLabel: string;
  onSave: (form: OptionForm) => void;
  onCancel: () => void;
  /** The sections' heading level: h3 inside a drawer titled by an h2. */
  headings?: 'h2' | 'h3';
}) {
  const [form, setForm] = useState<OptionForm>(initial);
  const [submitted, setSubmitted] = useState(false);
  const categories = useQuery(categoriesQuery);
  const carriers = useQuery(carriersQuery);
  const category = categories.data?.data.find((c) => c.id === form.categoryId);
  const line = lineOf(category?.kind);
  const local = submitted ? unsendable(form) : {};
  const server = fieldErrorsOf(error);
  const errors = (k: string) => local[k] ?? server[k];
  const patch = (p: Partial<OptionForm>) => setForm((f) => ({ ...f, ...p }));
  // Another category's line, or another carrier, has other plans.
  const pickCategory = (categoryId: string) => {
    const next = categories.data?.data.find((c) => c.id === categoryId);
    patch(lineOf(next?.kind) === line ? { categoryId } : { categoryId, planId: '', planName: '' });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(unsendable(form)).length === 0) onSave(form);
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2.5} aria-label={editing ? 'Edit the option' : 'New option'}>
      <Section title="The option" level={headings}>
        {categories.data && categories.data.data.length === 0 ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" component={RouterLink} to="/2-future-features/benefits/categories/new">
                New category
              </Button>
            }
          >
            The catalogue has no category yet: create one first, then its options.
          </Alert>
        ) : null}
        <TextField
          select
          label="Category"
          name="category_id"
          required
          value={category ? form.categoryId : ''}
          onChange={(e) => pickCategory(e.target.value)}
          error={!!errors('category_id')}
          helperText={errors('category_id') ?? (category ? BENEFIT_KIND_LABELS[category.kind] : categories.isPending ? 'Loading the categories…' : 'Where the option sits in the catalogue')}
        >
          {(categories.data?.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Name"
          name="name"
          required
          value={form.name}
          onChange={(e) => patch({ name: e.target.value })}
          error={!!errors('name')}
          helperText={errors('name') ?? 'Unique in your catalogue, e.g. “Voluntary Term Life”'}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          select
          label="Carrier"
          name="carrier_id"
          required
          value={carriers.data?.some((c) => c.id === form.carrierId) ? form.carrierId : ''}
          onChange={(e) => patch({ carrierId: e.target.value, planId: '', planName: '' })}
          error={!!errors('carrier_id')}
          helperText={errors('carrier_id') ?? 'The carrier that underwrites it, from the catalogue'}
        >
          {(carriers.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
        {line ? (
          <PlanField
            key={`${form.carrierId}-${line}`}
            line={line}
            carrierId={form.carrierId}
            planId={form.planId}
            planName={form.planName}
            onChange={(plan) => patch({ planId: plan?.id ?? '', planName: plan?.name ?? '' })}
            error={errors('plan_id')}
          />
        ) : category ? (
          <Typography variant="body2" color="text.secondary">
            {BENEFIT_KIND_LABELS[category.kind]} options are not plans of the catalogue: describe the cover below.
          </Typography>
        ) : null}
        {errors('plan_id') && !line ? <Alert severity="error">{errors('plan_id')}</Alert> : null}
        <TextField
          label="Description"
          name="description"
          multiline
          minRows={3}
          value={form.description}
          onChange={(e) => patch({ description: e.target.value })}
          error={!!errors('description')}
          helperText={errors('description') ?? 'What it pays and how, in plain words; shown as typed'}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        {editing ? (
          <TextField
            select
            label="Status"
            name="status"
            value={form.status}
            onChange={(e) => patch({ status: e.target.value as BenefitOptionStatus })}
            helperText="Archived options leave the overview and stay in the catalogue for the record"
          >
            {codeOptions(BENEFIT_OPTION_STATUS_LABELS).map(([code, label]) => (
              <MenuItem key={code} value={code}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Section>
      <Divider />
      <Section title="Eligibility" level={headings}>
        <EligibilityFields form={form} onChange={patch} errors={errors} healthPlan={!!line} />
      </Section>
      <Divider />
      <Section title="Documents" level={headings}>
        <DocumentLinksField rows={form.documents} onChange={(documents) => patch({ documents })} errors={errors} />
      </Section>
      <FormError error={error} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

function Section({ title, level, children }: { title: string; level: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component={level} sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
