/** Form inputs shared by the screens: a date, a choice among options. */
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A date input (`YYYY-MM-DD`). */
export function DateField(props: TextFieldProps) {
  return <TextField type="date" {...props} slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }} />;
}

export function SelectField({
  options,
  empty,
  ...props
}: TextFieldProps & { options: readonly (readonly [string | number, string])[]; empty?: string }) {
  return (
    <TextField select {...props}>
      {empty !== undefined ? (
        <MenuItem value="">
          <em>{empty}</em>
        </MenuItem>
      ) : null}
      {options.map(([k, label]) => (
        <MenuItem key={String(k)} value={k}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
