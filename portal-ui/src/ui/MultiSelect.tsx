import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A select of several values with a tick per option; "Any" when none is chosen. */
export function MultiSelect({ label, value, onChange, options, width = 170, testId }: { label: string; value: string[]; onChange: (v: string[]) => void; options: readonly (readonly [string, string])[]; width?: number; testId?: string }) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => {
        const v = e.target.value as unknown;
        onChange(typeof v === 'string' ? v.split(',') : (v as string[]));
      }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (sel) => {
            const s = sel as string[];
            if (!s.length) return <Box component="span" sx={{ color: 'text.secondary' }}>Any</Box>;
            return s.length === 1 ? options.find(([k]) => k === s[0])?.[1] ?? s[0] : `${s.length} chosen`;
          },
        },
        inputLabel: { shrink: true },
      }}
      sx={{ width }}
      data-testid={testId}
    >
      {options.map(([k, l]) => (
        <MenuItem key={k} value={k} dense>
          <Checkbox size="small" checked={value.includes(k)} sx={{ p: 0.25, mr: 1 }} />
          {l}
        </MenuItem>
      ))}
    </TextField>
  );
}
