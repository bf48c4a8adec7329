import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ageOn, todayIso, type DependentDraft, type FieldMap } from './format';
import { SelectField } from '../ui/fields';
import { codeLabel, codeOptions, GENDER_LABELS, RELATIONSHIP_LABELS } from '../ui/vocab';

let counter = 0;
export const newDependent = (lastName = ''): DependentDraft => ({
  key: `new-${++counter}`,
  first_name: '',
  last_name: lastName,
  dob: '',
  relationship: '',
  gender: '',
  disabled: false,
  tobacco: false,
});

/**
 * My dependents as a list of small forms: add, edit, remove. The errors shown are the local checks
 * (once `showErrors`) and the server's, both keyed by the dependent's `key`.
 */
export function DependentsEditor({
  value,
  onChange,
  errors,
  listError,
  lastName,
  disabled = false,
}: {
  value: DependentDraft[];
  onChange: (next: DependentDraft[]) => void;
  errors: Record<string, FieldMap>;
  listError: string | null;
  lastName: string;
  disabled?: boolean;
}) {
  const update = (key: string, patch: Partial<DependentDraft>) => onChange(value.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const remove = (key: string) => onChange(value.filter((d) => d.key !== key));
  const today = todayIso();

  return (
    <Stack spacing={2}>
      {listError ? (
        <Alert severity="error" data-testid="dependents-error">
          {listError.charAt(0).toUpperCase() + listError.slice(1)}.
        </Alert>
      ) : null}
      {value.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-dependents">
          No one yet. Add your spouse or partner and children you want to cover.
        </Typography>
      ) : null}
      {value.map((d, i) => {
        const e = errors[d.key] ?? {};
        const age = d.dob ? ageOn(d.dob, today) : null;
        const title = `${d.first_name} ${d.last_name}`.trim() || `Dependent ${i + 1}`;
        return (
          <Card key={d.key} data-testid="dependent-form" data-new={d.id ? undefined : 'true'} variant="outlined">
            <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
              <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 1 }}>
                <Typography sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }} noWrap>
                  {title}
                  {d.relationship ? (
                    <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                      {' '}
                      · {codeLabel(RELATIONSHIP_LABELS, d.relationship)}
                      {age !== null && age >= 0 ? `, ${age}` : ''}
                    </Typography>
                  ) : null}
                </Typography>
                <Button size="small" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => remove(d.key)} disabled={disabled} aria-label={`Remove ${title}`}>
                  Remove
                </Button>
              </Box>
              <Grid container spacing={1.5}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="First name" value={d.first_name} onChange={(ev) => update(d.key, { first_name: ev.target.value })} error={!!e.first_name} helperText={e.first_name} required disabled={disabled} autoComplete="off" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField label="Last name" value={d.last_name} onChange={(ev) => update(d.key, { last_name: ev.target.value })} error={!!e.last_name} helperText={e.last_name} required disabled={disabled} autoComplete="off" />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    type="date"
                    label="Date of birth"
                    value={d.dob}
                    onChange={(ev) => update(d.key, { dob: ev.target.value })}
                    error={!!e.dob}
                    helperText={e.dob}
                    required
                    disabled={disabled}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <SelectField label="Relationship" value={d.relationship} onPick={(relationship) => update(d.key, { relationship })} options={codeOptions(RELATIONSHIP_LABELS)} error={!!e.relationship} helperText={e.relationship} required disabled={disabled} />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <SelectField label="Gender" value={d.gender} onPick={(gender) => update(d.key, { gender })} options={codeOptions(GENDER_LABELS)} empty="Prefer not to say" error={!!e.gender} helperText={e.gender} disabled={disabled} />
                </Grid>
                <Grid size={12}>
                  <FormControlLabel
                    control={<Checkbox checked={d.disabled} onChange={(ev) => update(d.key, { disabled: ev.target.checked })} disabled={disabled} />}
                    label={
                      <Typography variant="body2">
                        Has a disability{' '}
                        <Typography component="span" variant="body2" color="text.secondary">
                          (a disabled child stays covered after 26)
                        </Typography>
                      </Typography>
                    }
                  />
                </Grid>
              </Grid>
            </CardContent>
          </Card>
        );
      })}
      <Box>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => onChange([...value, newDependent(lastName)])} disabled={disabled} data-testid="add-dependent">
          Add a dependent
        </Button>
      </Box>
    </Stack>
  );
}
