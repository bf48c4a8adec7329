import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formProblem, sentence } from './tokens';

/**
 * "Send me a link" by email: the answer is the same whether or not the address has an account,
 * so the confirmation never tells.
 */
export function EmailRequestForm({
  send,
  submitLabel,
  sentText,
  initialEmail = '',
}: {
  send: (email: string) => Promise<unknown>;
  submitLabel: string;
  sentText: (email: string) => string;
  initialEmail?: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const request = useMutation({ mutationFn: (address: string) => send(address) });
  const problem = request.error ? formProblem(request.error) : null;

  if (request.isSuccess) {
    return (
      <Stack spacing={2} data-testid="link-sent">
        <Alert icon={<MarkEmailReadIcon />} severity="success">
          {sentText(request.variables)}
        </Alert>
        <Typography variant="body2" color="text.secondary">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <Box component="button" type="button" onClick={() => request.reset()} sx={{ p: 0, border: 0, bgcolor: 'transparent', color: 'primary.main', cursor: 'pointer', font: 'inherit', textDecoration: 'underline' }}>
            try another address
          </Box>
          .
        </Typography>
      </Stack>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) request.mutate(email.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {problem?.message ? <Alert severity="error">{problem.message}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!problem?.fields.email}
          helperText={sentence(problem?.fields.email)}
        />
        <Button type="submit" variant="contained" size="large" disabled={request.isPending || !email.trim()}>
          {request.isPending ? 'Sending…' : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
