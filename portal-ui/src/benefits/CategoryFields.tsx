/** A category's fields, for the new-category page and the edit dialog. */
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BENEFIT_KIND_LABELS, codeOptions, type BenefitKind } from '../ui/vocab';
import type { CategoryForm } from './optionForm';

/** What a category of each kind holds, for the category form. */
const BENEFIT_KIND_HINTS: Record<BenefitKind, string> = {
  medical: 'Major medical plans; its options may be the carriers’ medical plans of the catalogue',
  dental: 'Dental plans; its options may be the carriers’ dental plans of the catalogue',
  vision: 'Vision plans; its options may be the carriers’ vision plans of the catalogue',
  life: 'Basic and voluntary life, accidental death and dismemberment',
  disability: 'Short- and long-term disability income',
  voluntary: 'Employee-paid cover: accident, critical illness, hospital indemnity',
  eap: 'Counselling and work-life support',
  wellness: 'Wellness programmes, gym and health incentives',
  other: 'Anything else the agency offers',
};

export function CategoryFields({
  value,
  onChange,
  errors,
  autoFocus = false,
}: {
  value: CategoryForm;
  onChange: (patch: Partial<CategoryForm>) => void;
  errors: (field: string) => string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Kind"
        name="kind"
        required
        value={value.kind}
        onChange={(e) => onChange({ kind: e.target.value as BenefitKind })}
        error={!!errors('kind')}
        helperText={errors('kind') ?? (value.kind ? BENEFIT_KIND_HINTS[value.kind] : 'What the category holds')}
        slotProps={{ select: { renderValue: (kind) => BENEFIT_KIND_LABELS[kind as BenefitKind] ?? '' } }}
      >
        {codeOptions(BENEFIT_KIND_LABELS).map(([code, label]) => (
          <MenuItem key={code} value={code}>
            <Stack>
              <span>{label}</span>
              <Typography variant="caption" color="text.secondary">
                {BENEFIT_KIND_HINTS[code]}
              </Typography>
            </Stack>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Name"
        name="name"
        required
        autoFocus={autoFocus}
        value={value.name}
        onChange={(e) => onChange({ name: e.target.value })}
        error={!!errors('name')}
        helperText={errors('name') ?? 'As brokers and clients will read it, e.g. “Voluntary benefits”'}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <TextField
        label="Description"
        name="description"
        multiline
        minRows={2}
        value={value.description}
        onChange={(e) => onChange({ description: e.target.value })}
        error={!!errors('description')}
        helperText={errors('description') ?? 'What its options have in common (optional)'}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <TextField
        label="Place on the overview"
        name="position"
        value={value.position}
        onChange={(e) => onChange({ position: e.target.value })}
        error={!!errors('position')}
        helperText={errors('position') ?? '1 comes first; leave it empty to put the category after the others'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 280 }}
      />
    </Stack>
  );
}
