import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { meQuery } from '../api';
import { passwordProblem, PasswordField } from './PasswordField';
import { signUpWithCode } from './queries';
import { formProblem, sentence, tokenProblem } from './tokens';

/**
 * Sign-up with the enrollment code an employer handed out (the printed letter for employees
 * without email): the code, last name and date of birth as on the roster, then email and password.
 */
export function CodeSignUpForm({ initialCode }: { initialCode: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState(initialCode);
  const [lastName, setLastName] = useState('');
  const [dob, setDob] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const signUp = useMutation({
    mutationFn: () => signUpWithCode({ code: code.trim(), last_name: lastName.trim(), dob, email: email.trim(), password }),
    onSuccess: (me) => {
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, me);
      void navigate('/employees', { replace: true });
    },
  });
  const problem = signUp.error ? formProblem(signUp.error) : null;
  const codeProblem = tokenProblem(signUp.error) ? 'This code is not valid or has expired: ask your HR contact for the current one.' : undefined;
  const missing = (v: string) => touched && !v.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!code.trim() || !lastName.trim() || !dob || !email.trim() || passwordProblem(password)) return;
    signUp.mutate();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="code-signup">
      <Stack spacing={2}>
        {problem?.message && !codeProblem ? <Alert severity="error">{problem.message}</Alert> : null}
        <TextField
          label="Enrollment code"
          name="code"
          required
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          error={!!codeProblem || missing(code)}
          helperText={codeProblem ?? 'Eight letters and digits, on the letter from your employer'}
          slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Last name"
            name="last_name"
            autoComplete="family-name"
            required
            fullWidth
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            error={!!problem?.fields.last_name || missing(lastName)}
            helperText={sentence(problem?.fields.last_name) ?? 'As your employer has it'}
          />
          <TextField
            label="Date of birth"
            name="dob"
            type="date"
            required
            fullWidth
            value={dob}
            onChange={(e) => setDob(e.target.value)}
            error={!!problem?.fields.dob || missing(dob)}
            helperText={sentence(problem?.fields.dob)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <TextField
          label="Your email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!problem?.fields.email || missing(email)}
          helperText={sentence(problem?.fields.email) ?? 'You sign in with it; we send your confirmations there'}
        />
        <PasswordField
          label="Choose a password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!problem?.fields.password || (touched && !!passwordProblem(password))}
          helperText={sentence(problem?.fields.password) ?? sentence((touched && passwordProblem(password)) || undefined) ?? '12 to 128 characters; common passwords are refused.'}
        />
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating your account…' : 'Create my account'}
        </Button>
      </Stack>
    </Box>
  );
}
