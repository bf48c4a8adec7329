/** A list of contacts being typed (the wizard's contacts step). */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { codeOptions, CONTACT_KIND_LABELS } from '../ui/vocab';
import type { ContactInput } from '../book/types';
import { SelectField } from '../ui/fields';

export const emptyContact = (kind: ContactInput['kind'] = 'hr'): ContactInput => ({ kind, name: '', title: '', email: '', phone: '', is_primary: false });

export function contactProblems(c: ContactInput): Record<string, string> {
  const out: Record<string, string> = {};
  if (!c.name.trim()) out.name = 'enter the name';
  if (c.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c.email.trim())) out.email = 'enter a valid email address';
  return out;
}

export function ContactsEditor({ contacts, onChange, showErrors, serverErrors = {} }: { contacts: ContactInput[]; onChange: (c: ContactInput[]) => void; showErrors: boolean; serverErrors?: Record<string, string> }) {
  const update = (i: number, change: Partial<ContactInput>) => onChange(contacts.map((c, j) => (j === i ? { ...c, ...change } : c)));
  return (
    <Stack spacing={1.5}>
      {contacts.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No contacts yet. Add the HR contact and the decision maker so the team knows whom to call.
        </Typography>
      ) : null}
      {contacts.map((c, i) => {
        const problems = showErrors ? contactProblems(c) : {};
        const err = (k: string) => problems[k] ?? serverErrors[`contacts[${i}].${k}`];
        return (
          <Paper key={i} variant="outlined" sx={{ p: 1.5 }} data-testid="contact-editor">
            <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, sm: 4, md: 2.5 }}>
                <SelectField label="Role" value={c.kind} onPick={(kind) => update(i, { kind })} options={codeOptions(CONTACT_KIND_LABELS)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 8, md: 3 }}>
                <TextField label="Name" required value={c.name} onChange={(e) => update(i, { name: e.target.value })} error={!!err('name')} helperText={err('name')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4, md: 2 }}>
                <TextField label="Title" value={c.title ?? ''} onChange={(e) => update(i, { title: e.target.value })} />
              </Grid>
              <Grid size={{ xs: 12, sm: 8, md: 2.5 }}>
                <TextField label="Email" type="email" value={c.email ?? ''} onChange={(e) => update(i, { email: e.target.value })} error={!!err('email')} helperText={err('email')} />
              </Grid>
              <Grid size={{ xs: 10, sm: 4, md: 1.5 }}>
                <TextField label="Phone" value={c.phone ?? ''} onChange={(e) => update(i, { phone: e.target.value })} />
              </Grid>
              <Grid size={{ xs: 2, md: 0.5 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <IconButton aria-label={`Remove contact ${i + 1}`} onClick={() => onChange(contacts.filter((_, j) => j !== i))}>
                  <DeleteIcon />
                </IconButton>
              </Grid>
            </Grid>
            <FormControlLabel
              control={<Checkbox size="small" checked={c.is_primary} onChange={(e) => onChange(contacts.map((x, j) => ({ ...x, is_primary: j === i ? e.target.checked : e.target.checked ? false : x.is_primary })))} />}
              label={<Typography variant="body2">Primary contact</Typography>}
            />
          </Paper>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => onChange([...contacts, emptyContact(contacts.some((c) => c.kind === 'hr') ? 'decision_maker' : 'hr')])}>
          Add a contact
        </Button>
      </Box>
    </Stack>
  );
}
