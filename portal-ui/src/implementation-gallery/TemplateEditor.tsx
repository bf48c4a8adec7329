/** One checklist template's steps: what each is about, its title, whether it is required and when it falls due. */
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionCard } from '../ui/cards';
import { formatDateTime } from '../ui/dates';
import { SelectField, selectNamed } from '../ui/fields';
import { ConflictAlert, fieldErrorsOf, FormError } from '../ui/formErrors';
import { useNotify } from '../ui/notify';
import { CHECKLIST_ITEM_KIND_LABELS, codeOptions, dueDaysText } from '../ui/vocab';
import { saveTemplate, templatesKey, type ChecklistTemplate, type TemplateStep } from './queries';

/** Steps a template holds at most (the API refuses more). */
const MAX_STEPS = 40;
const KIND_OPTIONS = codeOptions(CHECKLIST_ITEM_KIND_LABELS);

/** A step as edited: its due days as typed, and a key that follows it when it moves. */
type DraftStep = Omit<TemplateStep, 'due_days'> & { due_days: string; key: number };

const toDraft = (steps: TemplateStep[]): DraftStep[] => steps.map((s, key) => ({ ...s, due_days: String(s.due_days), key }));
const wholeDays = (text: string) => /^-?\d{1,3}$/.test(text.trim());
const toSteps = (draft: DraftStep[]): TemplateStep[] => draft.map(({ kind, title, required, due_days }) => ({ kind, title, required, due_days: Number(due_days) }));
const sameSteps = (a: TemplateStep[], b: TemplateStep[]) =>
  a.length === b.length && a.every((s, i) => s.kind === b[i]!.kind && s.title === b[i]!.title && s.required === b[i]!.required && s.due_days === b[i]!.due_days);

/** Whether a template is the agency's own or follows another one. */
export function templateStatus(t: ChecklistTemplate): string {
  if (t.customised) return 'Customised';
  return t.carrier_id ? 'Follows the agency default' : 'Canopy’s standard checklist';
}

export function TemplateEditor({ template, editable }: { template: ChecklistTemplate; editable: boolean }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [steps, setSteps] = useState(() => toDraft(template.items));
  const name = template.carrier_name ?? 'Agency default';
  const save = useMutation({
    mutationFn: () => saveTemplate(template.carrier_id, { version: template.version, items: toSteps(steps) }),
    onSuccess: (templates) => {
      queryClient.setQueryData(templatesKey, templates);
      notify(`Saved the checklist of ${template.carrier_name ?? 'the agency default'}`);
    },
  });
  const errors = fieldErrorsOf(save.error);
  const typedWell = steps.every((s) => wholeDays(s.due_days));
  const dirty = !typedWell || !sameSteps(toSteps(steps), template.items);

  const change = (next: DraftStep[]) => {
    setSteps(next);
    if (save.error) save.reset();
  };
  const update = (key: number, patch: Partial<DraftStep>) => change(steps.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...steps];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    change(next);
  };
  const add = () => change([...steps, { kind: 'other', title: '', required: false, due_days: '0', key: Math.max(-1, ...steps.map((s) => s.key)) + 1 }]);

  return (
    <SectionCard
      title={name}
      subheader={
        <span data-testid="template-status">
          {templateStatus(template)}
          {template.updated_at ? ` · updated by ${template.updated_by_name ?? 'someone'} ${formatDateTime(template.updated_at)}` : ''}
        </span>
      }
      action={
        editable ? (
          <Stack direction="row" spacing={1}>
            <Button onClick={() => change(toDraft(template.items))} disabled={!dirty || save.isPending}>
              Discard changes
            </Button>
            <Button variant="contained" onClick={() => save.mutate()} disabled={!dirty || !typedWell || save.isPending} data-testid="save-template">
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </Stack>
        ) : null
      }
      testId="template-editor"
      dense
    >
      <Stack spacing={1.5} sx={{ px: 2, pb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {template.carrier_id
            ? `A checklist for ${name} starts from these steps. `
            : 'Carriers without a template of their own start from these steps. '}
          Saving changes the checklists started from now on; those already started keep their steps.
        </Typography>
        <ConflictAlert error={save.error} onReload={() => void queryClient.invalidateQueries({ queryKey: templatesKey })} />
        {errors.items ? <Alert severity="error">{errors.items}</Alert> : <FormError error={save.error} />}
      </Stack>
      <Box component="ol" aria-label={`Steps of ${name}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {steps.map((s, i) => (
          <Box
            component="li"
            key={s.key}
            data-testid="template-step"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '28px 1fr', md: '28px 170px minmax(200px, 1fr) 116px 180px auto' },
              columnGap: 1.5,
              rowGap: 1,
              alignItems: 'start',
              px: 2,
              py: 1.25,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1, fontVariantNumeric: 'tabular-nums' }}>
              {i + 1}.
            </Typography>
            <SelectField
              label="Kind"
              size="small"
              value={s.kind}
              options={KIND_OPTIONS}
              onPick={(kind) => update(s.key, { kind })}
              disabled={!editable}
              slotProps={{ select: { SelectDisplayProps: selectNamed(`Kind of step ${i + 1}`) } }}
              sx={{ gridColumn: { xs: 2, md: 'auto' } }}
            />
            <TextField
              label="Title"
              size="small"
              value={s.title}
              onChange={(e) => update(s.key, { title: e.target.value })}
              error={!!errors[`items[${i}].title`]}
              helperText={errors[`items[${i}].title`]}
              disabled={!editable}
              slotProps={{ htmlInput: { maxLength: 200, 'aria-label': `Title of step ${i + 1}` } }}
              sx={{ gridColumn: { xs: 2, md: 'auto' } }}
            />
            <FormControlLabel
              control={<Switch size="small" checked={s.required} onChange={(e) => update(s.key, { required: e.target.checked })} disabled={!editable} />}
              label="Required"
              sx={{ gridColumn: { xs: 2, md: 'auto' }, mt: 0.5, mr: 0 }}
            />
            <TextField
              label="Due (days)"
              size="small"
              value={s.due_days}
              onChange={(e) => update(s.key, { due_days: e.target.value })}
              error={!wholeDays(s.due_days) || !!errors[`items[${i}].due_days`]}
              helperText={errors[`items[${i}].due_days`] ?? (wholeDays(s.due_days) ? dueDaysText(Number(s.due_days)) : 'whole days; negative is before')}
              disabled={!editable}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Days from coverage start of step ${i + 1}` } }}
              sx={{ gridColumn: { xs: 2, md: 'auto' } }}
            />
            {editable ? (
              <Stack direction="row" sx={{ gridColumn: { xs: 2, md: 'auto' }, pt: 0.25 }}>
                <IconButton size="small" onClick={() => move(i, -1)} disabled={i === 0} aria-label={`Move step ${i + 1} up`}>
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" onClick={() => move(i, 1)} disabled={i === steps.length - 1} aria-label={`Move step ${i + 1} down`}>
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" onClick={() => change(steps.filter((x) => x.key !== s.key))} disabled={steps.length === 1} aria-label={`Remove step ${i + 1}`}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            ) : null}
          </Box>
        ))}
      </Box>
      {editable ? (
        <Box sx={{ px: 2, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button startIcon={<AddIcon />} onClick={add} disabled={steps.length >= MAX_STEPS} data-testid="add-step">
            Add a step
          </Button>
        </Box>
      ) : null}
    </SectionCard>
  );
}
