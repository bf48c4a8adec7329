/** In a passive enrollment, the lines everyone must choose again (where the plans change): nothing carries over on them. */
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { lineLabel, type Line } from '../ui/vocab';

export function ActiveLinesField({ lines, value, error, onChange }: { lines: readonly Line[]; value: readonly Line[]; error?: string; onChange: (next: Line[]) => void }) {
  return (
    <FormControl component="fieldset" error={!!error} data-testid="active-lines">
      <FormLabel component="legend" sx={{ fontSize: 14 }}>
        Lines everyone chooses again
      </FormLabel>
      <FormGroup row>
        {lines.map((line) => (
          <FormControlLabel
            key={line}
            control={<Checkbox size="small" checked={value.includes(line)} onChange={(e) => onChange(e.target.checked ? [...value, line] : value.filter((l) => l !== line))} />}
            label={lineLabel(line)}
          />
        ))}
      </FormGroup>
      <FormHelperText sx={{ mx: 0 }}>
        {error ?? (value.length ? `Nothing carries over on ${value.map((l) => lineLabel(l).toLowerCase()).join(' and ')}: whoever does not choose has no coverage there.` : 'None ticked: every line carries over for those who do nothing.')}
      </FormHelperText>
    </FormControl>
  );
}
