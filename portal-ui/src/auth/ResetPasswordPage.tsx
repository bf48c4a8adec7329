import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { EmailRequestForm } from './EmailRequestForm';
import { requestPasswordReset as requestReset, resetPassword } from './queries';
import { passwordProblem, PasswordField } from './PasswordField';
import { TokenProblemCard } from './TokenProblemCard';
import { formProblem, sentence, tokenProblem } from './tokens';
import { AuthCard } from '../ui/AuthCard';

const SENT = (email: string) => `If ${email} has an account, we’ve sent it a link to choose a new password. The link works for a limited time.`;

const backToSignIn = (
  <Link component={RouterLink} to="/auth/signin">
    Back to sign-in
  </Link>
);

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const reset = useMutation({ mutationFn: () => resetPassword(token, password) });
  const problem = reset.error ? formProblem(reset.error) : null;
  const link = tokenProblem(reset.error);

  if (link) {
    return (
      <TokenProblemCard
        problem={link}
        text={link === 'used' ? 'This reset link was used already. If that wasn’t you, ask for a new one.' : 'Ask for a new link below; it works for a limited time.'}
        actions={<span />}
      >
        <EmailRequestForm send={requestReset} submitLabel="Email me a new link" sentText={SENT} />
      </TokenProblemCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AuthCard icon={<CheckCircleIcon />} tone="success" title="Your password is changed" subtitle="You were signed out everywhere else. Sign in with your new password." testId="password-changed">
        <Button component={RouterLink} to="/auth/signin" variant="contained" fullWidth>
          Sign in
        </Button>
      </AuthCard>
    );
  }
  const lengthProblem = touched ? passwordProblem(password) : null;
  const mismatch = touched && repeat !== password;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (passwordProblem(password) || repeat !== password) return;
    reset.mutate();
  };
  return (
    <AuthCard icon={<KeyIcon />} title="Choose a new password" subtitle="Every other session of your account will end." footer={backToSignIn}>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {problem?.message ? <Alert severity="error">{problem.message}</Alert> : null}
          <PasswordField
            label="New password"
            name="new-password"
            autoComplete="new-password"
            autoFocus
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!problem?.fields.password || !!lengthProblem}
            helperText={sentence(problem?.fields.password) ?? sentence(lengthProblem ?? undefined) ?? '12 to 128 characters; common passwords are refused.'}
          />
          <PasswordField
            label="Repeat the new password"
            name="repeat-password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={mismatch}
            helperText={mismatch ? 'The two passwords are not the same' : ' '}
          />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Set the new password'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

/** `/auth/reset-password`: ask for a link, or (with `?token=`) set a new password. */
export default function ResetPasswordPage() {
  usePageTitle('Reset your password');
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <NewPasswordForm token={token} />;
  return (
    <AuthCard icon={<KeyIcon />} title="Forgot your password?" subtitle="Enter your email and we’ll send you a link to choose a new one." footer={backToSignIn}>
      <EmailRequestForm send={requestReset} submitLabel="Email me a reset link" sentText={SENT} />
    </AuthCard>
  );
}
