/** Form inputs shared by the screens: a date, a choice among options. */
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { HTMLAttributes } from 'react';

/** A date input (`YYYY-MM-DD`). */
export function DateField(props: TextFieldProps) {
  return <TextField type="date" {...props} slotProps={{ ...props.slotProps, inputLabel: { shrink: true } }} />;
}

/** What a picker hands over: one of its options' codes, or '' when it offers an `empty` entry. */
type OnPick<T> = { empty?: undefined; onPick?: (value: T) => void } | { empty: string; onPick?: (value: T | '') => void };

/** A choice among options; `onPick` hands over the chosen code as the options' type, since the menu offers nothing else. */
export function SelectField<T extends string | number>({
  options,
  empty,
  onPick,
  ...props
}: TextFieldProps & { options: readonly (readonly [T, string])[] } & OnPick<T>) {
  const pick = onPick as ((value: T | '') => void) | undefined;
  return (
    <TextField select {...props} onChange={pick ? (e) => pick(e.target.value as T | '') : props.onChange}>
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

/**
 * The select's own accessible name, for one of many alike selects in a list ("Owner of Binder
 * payment sent"), where the visible label ("Owner") does not tell them apart. Pass it as the
 * select's `SelectDisplayProps`.
 */
export function selectNamed(name: string): HTMLAttributes<HTMLDivElement> {
  return { 'aria-label': name, 'aria-labelledby': undefined };
}
