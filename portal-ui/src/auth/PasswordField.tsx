import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

/** A password input with a show/hide toggle. */
export function PasswordField(props: TextFieldProps) {
  const [show, setShow] = useState(false);
  return (
    <TextField
      {...props}
      type={show ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={show ? 'Hide password' : 'Show password'} onClick={() => setShow((v) => !v)}>
                {show ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

/** The client-side length rule (the server also refuses common passwords). */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `use at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `use at most ${PASSWORD_MAX} characters`;
  return null;
}
