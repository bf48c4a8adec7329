import GroupAddIcon from '@mui/icons-material/GroupAdd';
import MailLockIcon from '@mui/icons-material/MailLock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError, meQuery, type InvitePreview } from '../api';
import { useBrand, usePageTitle } from '../brand/BrandProvider';
import { CodeSignUpForm } from './CodeSignUpForm';
import { authKeys, invitePreviewQuery, signUpWithInvite } from './queries';
import { roleLabel } from '../roles';
import { passwordProblem, PasswordField } from './PasswordField';
import { TokenProblemCard } from './TokenProblemCard';
import { formProblem, sentence, tokenProblem } from './tokens';
import { AuthCard } from '../ui/AuthCard';

function InviteSummary({ invite }: { invite: InvitePreview }) {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mb: 2, bgcolor: 'background.default' }} data-testid="invite-preview">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{invite.agency_name}</Typography>
        <Chip size="small" color="primary" variant="outlined" label={roleLabel(invite.role)} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        For {invite.email} · link valid until {new Date(invite.expires_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}
      </Typography>
    </Box>
  );
}

function AcceptForm({ token, invite }: { token: string; invite: InvitePreview }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState(invite.name ?? '');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const existing = invite.existing_account;
  const accept = useMutation({
    mutationFn: () => signUpWithInvite({ invite_token: token, password, ...(existing ? {} : { name: name.trim() }) }),
    onSuccess: (me) => {
      // Everything cached belonged to the signed-out visitor; the invite just used stays, so it is not asked for again.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== authKeys.invitePreview(token)[0] });
      queryClient.setQueryData(meQuery.queryKey, me);
      void navigate(me.role === 'employee' ? '/employees' : '/dashboard', { replace: true });
    },
  });
  const problem = accept.error ? formProblem(accept.error) : null;
  const link = tokenProblem(accept.error);
  if (link) return <InviteProblem problem={link} />;
  const lengthProblem = !existing && touched && password ? passwordProblem(password) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if ((!existing && (!name.trim() || passwordProblem(password))) || !password) return;
    accept.mutate();
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {problem?.message ? <Alert severity="error">{problem.message}</Alert> : null}
        {existing ? (
          <Alert severity="info">
            {invite.email} already has an account. Enter its password to join {invite.agency_name}.
          </Alert>
        ) : null}
        <TextField label="Email" value={invite.email} disabled name="email" autoComplete="username" />
        {!existing ? (
          <TextField
            label="Your name"
            name="name"
            autoComplete="name"
            required
            autoFocus={!name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!problem?.fields.name || (touched && !name.trim())}
            helperText={sentence(problem?.fields.name) ?? (touched && !name.trim() ? 'Enter your name' : undefined)}
          />
        ) : null}
        <PasswordField
          label={existing ? 'Your password' : 'Choose a password'}
          name="password"
          autoComplete={existing ? 'current-password' : 'new-password'}
          required
          autoFocus={existing || !!name}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!problem?.fields.password || !!lengthProblem}
          helperText={
            sentence(problem?.fields.password) ??
            sentence(lengthProblem ?? undefined) ??
            (existing ? (
              <Link component={RouterLink} to="/auth/reset-password">
                Forgot your password?
              </Link>
            ) : (
              '12 to 128 characters; common passwords are refused.'
            ))
          }
        />
        <Button type="submit" variant="contained" size="large" disabled={accept.isPending}>
          {accept.isPending ? 'Joining…' : `Join ${invite.agency_name}`}
        </Button>
      </Stack>
    </Box>
  );
}

function InviteProblem({ problem }: { problem: 'expired' | 'used' | 'invalid' }) {
  const text = {
    expired: 'Invitations are valid for a limited time. Ask the person who invited you to send it again.',
    used: 'This invitation was accepted already. Sign in with the account it created.',
    invalid: 'The invitation was withdrawn, or the link is incomplete. Ask the person who invited you for a new one.',
  }[problem];
  return <TokenProblemCard problem={problem} text={text} />;
}

/** `/auth/signup`: sign-up for people an agency invited (`?invite=TOKEN`), or employees with their employer's enrollment code (`?code=`). */
export default function InviteSignUpPage() {
  const brand = useBrand();
  usePageTitle('Accept your invitation');
  const [params] = useSearchParams();
  const token = params.get('invite');
  const preview = useQuery(invitePreviewQuery(token));

  if (!token && !brand.is_platform) {
    return (
      <AuthCard
        icon={<GroupAddIcon />}
        title={`Join ${brand.name}`}
        subtitle="Enrolling in benefits? Use the code from your employer's letter, or the link in your invitation email."
        testId="code-signup-card"
        footer={
          <Link component={RouterLink} to="/auth/signin">
            Already have an account? Sign in
          </Link>
        }
      >
        <CodeSignUpForm initialCode={params.get('code') ?? ''} />
      </AuthCard>
    );
  }
  if (!token) {
    return (
      <AuthCard
        icon={<MailLockIcon />}
        title="Sign-up is by invitation"
        subtitle={`To join ${brand.name}, open the invitation link your agency emailed you. Already have an account?`}
        testId="invite-only"
      >
        <Stack spacing={1}>
          <Button component={RouterLink} to="/auth/signin" variant="contained">
            Sign in
          </Button>
          <Button component={RouterLink} to="/auth/signup/broker" variant="outlined">
            Start a new agency instead
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  const problem = tokenProblem(preview.error);
  if (problem) return <InviteProblem problem={problem} />;
  return (
    <AuthCard
      icon={<GroupAddIcon />}
      title={preview.data ? `Join ${preview.data.agency_name}` : 'Accept your invitation'}
      subtitle={preview.data ? `You are invited as ${roleLabel(preview.data.role).toLowerCase()}.` : undefined}
      footer={
        <Link component={RouterLink} to="/auth/signin">
          Sign in instead
        </Link>
      }
    >
      {preview.isPending ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : preview.error ? (
        <Alert severity="error">{preview.error instanceof ApiError ? preview.error.message : 'The invitation could not be loaded.'}</Alert>
      ) : (
        <>
          <InviteSummary invite={preview.data} />
          <AcceptForm token={token} invite={preview.data} />
        </>
      )}
    </AuthCard>
  );
}
