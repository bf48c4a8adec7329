import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { meQuery } from '../api';
import { useBrand, usePageTitle } from '../brand/BrandProvider';
import { roleLabel } from '../roles';
import { safeNext } from '../session';
import { audienceHeading } from './audience';
import { signIn as signInWith, signOut as signOutNow, ssoStartHref, type SignInInput } from './queries';
import { signInProblem, ssoErrorMessage, tooManyAttempts, type SignInProblem } from './signinErrors';
import { PublicShell } from '../ui/PublicShell';

/** Goes to `path`: inside the portal by the router, elsewhere on this site (the back office) by a page load. */
function useGoTo() {
  const navigate = useNavigate();
  return (path: string) => {
    if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/api/')) window.location.assign(path);
    else void navigate(path, { replace: true });
  };
}

function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    setNow(Date.now());
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** `/auth/signin`: email and password. */
export default function SignInPage() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const heading = audienceHeading(params.get('as'));
  usePageTitle('Sign in');
  const next = safeNext(params.get('next'));
  const goTo = useGoTo();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [rememberMe, setRememberMe] = useState(false);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const retryAt = problem?.type === 'rate_limited' ? problem.retryAt : null;
  const secondsLeft = useSecondsLeft(retryAt);
  const rateLimited = retryAt !== null && secondsLeft > 0;

  const signIn = useMutation({
    mutationFn: (body: SignInInput) => signInWith(body),
    onSuccess: (signedIn) => {
      queryClient.setQueryData(meQuery.queryKey, signedIn);
      goTo(next);
    },
    onError: (error) => {
      setPassword('');
      setProblem(signInProblem(error));
    },
  });

  const signOut = useMutation({
    mutationFn: signOutNow,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, null);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rateLimited || signIn.isPending) return;
    setProblem(null);
    signIn.mutate({ email: email.trim(), password, remember_me: rememberMe });
  };

  const ssoError = ssoErrorMessage(params.get('sso_error'));
  const ssoEnabled = brand.sso_enabled;
  const fields = problem?.type === 'fields' ? problem.fields : {};
  const alert =
    problem?.type === 'message'
      ? problem.message
      : problem?.type === 'fields'
        ? problem.message
        : rateLimited
          ? tooManyAttempts(secondsLeft)
          : null;

  return (
    <PublicShell actions={<span />}>
      <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 5, md: 9 } }}>
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
              <Avatar sx={{ bgcolor: 'primary.main', width: 44, height: 44 }}>
                <LockOutlinedIcon />
              </Avatar>
              <Typography variant="h4" component="h1">
                {heading}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {brand.is_platform ? `Sign in to ${brand.name}` : `Sign in to ${brand.name}’s benefits portal`}
              </Typography>
            </Stack>

            {me.isPending ? (
              <Stack spacing={2}>
                <Skeleton variant="rounded" height={40} />
                <Skeleton variant="rounded" height={40} />
                <Skeleton variant="rounded" height={36} />
              </Stack>
            ) : me.data ? (
              <Stack spacing={2}>
                <Alert severity="info">
                  You are signed in as <strong>{me.data.user.name}</strong> ({roleLabel(me.data.role)}).
                </Alert>
                <Button variant="contained" onClick={() => goTo(next)}>
                  Continue as {me.data.user.name}
                </Button>
                <Button variant="text" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                  Sign in as someone else
                </Button>
              </Stack>
            ) : (
              <Box component="form" noValidate onSubmit={submit}>
                <Stack spacing={2}>
                  {ssoError && !alert ? (
                    <Alert severity="error" data-testid="sso-error">
                      {ssoError}
                    </Alert>
                  ) : null}
                  {alert ? (
                    <Alert severity={rateLimited ? 'warning' : 'error'} role="alert" data-testid="signin-error">
                      {alert}
                    </Alert>
                  ) : null}
                  <TextField
                    label="Email"
                    type="email"
                    name="email"
                    autoComplete="username"
                    autoFocus
                    required
                    value={email}
                    onChange={(e) => {
                      setEmail(e.target.value);
                      // The wait is per account (and per address): another email may try at once.
                      if (problem?.type === 'rate_limited') setProblem(null);
                    }}
                    error={!!fields.email}
                    helperText={fields.email}
                  />
                  <TextField
                    label="Password"
                    type={showPassword ? 'text' : 'password'}
                    name="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    error={!!fields.password}
                    helperText={fields.password}
                    slotProps={{
                      input: {
                        endAdornment: (
                          <InputAdornment position="end">
                            <IconButton
                              size="small"
                              edge="end"
                              aria-label={showPassword ? 'Hide password' : 'Show password'}
                              onClick={() => setShowPassword((v) => !v)}
                            >
                              {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
                            </IconButton>
                          </InputAdornment>
                        ),
                      },
                    }}
                  />
                  <FormControlLabel
                    sx={{ mt: -1 }}
                    control={<Checkbox name="remember_me" size="small" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />}
                    label={<Typography variant="body2">Remember me on this device</Typography>}
                  />
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disabled={signIn.isPending || rateLimited || !email.trim() || !password}
                  >
                    {signIn.isPending ? 'Signing in…' : 'Sign in'}
                  </Button>
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -0.5 }}>
                    <Link component={RouterLink} to="/auth/reset-password" variant="body2" underline="hover">
                      Forgot password?
                    </Link>
                  </Box>
                  <Divider sx={{ typography: 'caption', color: 'text.secondary' }}>or</Divider>
                  <Button component={RouterLink} to="/auth/magic-link" variant="outlined" startIcon={<AutoAwesomeIcon />}>
                    Email me a sign-in link
                  </Button>
                  {ssoEnabled ? (
                    <Button
                      variant="outlined"
                      startIcon={<VpnKeyIcon />}
                      href={ssoStartHref(next)}
                      data-testid="sso-button"
                    >
                      Sign in with SSO
                    </Button>
                  ) : null}
                </Stack>
              </Box>
            )}
          </CardContent>
        </Card>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', pb: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Box component={RouterLink} to="/" sx={{ color: 'inherit' }}>
          Back to {brand.is_platform ? 'the home page' : `${brand.name}`}
        </Box>
        {brand.is_platform ? (
          <Box component={RouterLink} to="/auth/signup/broker" sx={{ color: 'inherit' }}>
            Start your agency
          </Box>
        ) : null}
      </Typography>
    </PublicShell>
  );
}
