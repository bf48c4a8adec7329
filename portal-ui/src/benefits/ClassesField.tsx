/** The employee classes an option is for: typed one at a time, or picked from the usual ones. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type KeyboardEvent } from 'react';
import { COMMON_CLASSES } from './optionForm';

export function ClassesField({ value, onChange, error }: { value: string[]; onChange: (classes: string[]) => void; error?: string }) {
  const [typed, setTyped] = useState('');
  const has = (c: string) => value.some((v) => v.toLowerCase() === c.trim().toLowerCase());
  const add = (c: string) => {
    if (c.trim() && !has(c)) onChange([...value, c.trim()]);
    setTyped('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'Enter' || e.key === ',') && typed.trim()) {
      e.preventDefault();
      add(typed);
    } else if (e.key === 'Backspace' && !typed && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  const suggestions = COMMON_CLASSES.filter((c) => !has(c));
  return (
    <Stack spacing={1}>
      <TextField
        label="Employee classes"
        name="employee_classes"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={onKey}
        onBlur={() => typed.trim() && add(typed)}
        error={!!error}
        helperText={error ?? 'Type a class and press Enter; none listed means every class'}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Classes eligible" data-testid="classes">
        {value.map((c) => (
          <Chip key={c} size="small" color="primary" label={c} onDelete={() => onChange(value.filter((v) => v !== c))} />
        ))}
        {suggestions.map((c) => (
          <Chip key={c} size="small" variant="outlined" label={`+ ${c}`} onClick={() => add(c)} aria-label={`Add ${c}`} />
        ))}
      </Stack>
    </Stack>
  );
}
