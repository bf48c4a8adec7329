import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useBrand, usePageTitle } from '../brand/BrandProvider';
import { continueTo } from './continueTo';
import { passwordProblem, PasswordField } from './PasswordField';
import { confirmBrokerSignUp, signUpBroker, slugAvailabilityQuery } from './queries';
import { agencyAddress, capitalise, normaliseSlugInput, slugFromName, slugProblem } from './slug';
import { TokenProblemCard } from './TokenProblemCard';
import { formProblem, sentence, tokenProblem } from './tokens';
import { useRedeemOnce } from './useRedeem';
import { AuthCard } from '../ui/AuthCard';
import { useDebounced } from '../ui/useDebounced';

const CONFIRM_PROBLEM = {
  expired: 'Sign-up links work for 24 hours, and nothing was made. Start again: it takes a minute.',
  used: 'Your agency is open already. Sign in to continue.',
  invalid: 'The link may be incomplete: copy the whole address from the email, or start again.',
};

/** The emailed link (`?token=`): confirms the address, opens the agency and signs its owner in there. */
function ConfirmSignUp({ token }: { token: string }) {
  usePageTitle('Open your agency');
  const open = useRedeemOnce(
    token,
    confirmBrokerSignUp,
    (res) => continueTo(res.continue_url),
  );
  const problem = tokenProblem(open.error);
  if (problem) {
    return (
      <TokenProblemCard
        problem={problem}
        text={CONFIRM_PROBLEM[problem]}
        actions={
          problem === 'used' ? undefined : (
            <Button component={RouterLink} to="/auth/signup/broker" variant="contained">
              Start again
            </Button>
          )
        }
      />
    );
  }
  return (
    <AuthCard icon={<RocketLaunchIcon />} title="Opening your agency…" testId="signup-confirm">
      {open.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/auth/signin">
              Sign in
            </Button>
          }
        >
          {formProblem(open.error).message}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress aria-label="Opening your agency" />
        </Box>
      )}
    </AuthCard>
  );
}

/** `/auth/signup/broker`: a broker starts a new agency; `?token=` is the emailed link that opens it. */
const signInFooter = (
  <span>
    Already have an account?{' '}
    <Link component={RouterLink} to="/auth/signin">
      Sign in
    </Link>
  </span>
);

export default function BrokerSignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ConfirmSignUp token={token} /> : <SignUpForm />;
}

function SignUpForm() {
  const brand = useBrand();
  usePageTitle('Start your agency');
  const [name, setName] = useState('');
  const [agencyName, setAgencyName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!slugEdited) setSlug(slugFromName(agencyName));
  }, [agencyName, slugEdited]);

  const localProblem = slug ? slugProblem(slug) : null;
  const debounced = useDebounced(slug, 350);
  const availability = useQuery({ ...slugAvailabilityQuery(debounced), enabled: !!debounced && !slugProblem(debounced) });
  const checking = !localProblem && !!slug && (debounced !== slug || availability.isFetching);
  const answer = availability.data && availability.data.slug === slug ? availability.data : undefined;

  const signUp = useMutation({
    mutationFn: () => signUpBroker({ name: name.trim(), agency_name: agencyName.trim(), slug, email: email.trim(), password }),
  });
  const problem = signUp.error ? formProblem(signUp.error) : { fields: {} as Record<string, string> };
  const fields = problem.fields;
  const host = brand.is_platform ? window.location.host : window.location.host.replace(`${brand.slug}.`, '');
  const pwProblem = touched && password ? passwordProblem(password) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!name.trim() || !agencyName.trim() || !email.trim() || passwordProblem(password) || slugProblem(slug) || answer?.available === false) return;
    signUp.mutate();
  };

  let slugHelper: ReactNode;
  let slugAdornment: ReactNode = null;
  if (fields.slug) {
    slugHelper = sentence(fields.slug);
  } else if (localProblem) {
    slugHelper = capitalise(localProblem);
    slugAdornment = <ErrorOutlineIcon color="error" fontSize="small" />;
  } else if (!slug) {
    slugHelper = 'Your portal’s address. Lowercase letters, digits and hyphens.';
  } else if (checking) {
    slugHelper = 'Checking availability…';
    slugAdornment = <CircularProgress size={16} aria-label="Checking" />;
  } else if (answer?.available) {
    slugHelper = (
      <Box component="span" sx={{ color: 'success.main' }} data-testid="slug-status">
        Available: {agencyAddress(slug, host)}
      </Box>
    );
    slugAdornment = <CheckCircleIcon color="success" fontSize="small" />;
  } else if (answer && !answer.available) {
    slugHelper = <span data-testid="slug-status">{capitalise(answer.reason ?? 'this subdomain cannot be used')}</span>;
    slugAdornment = <ErrorOutlineIcon color="error" fontSize="small" />;
  } else if (availability.error) {
    slugHelper = 'Availability could not be checked; it will be checked when you submit.';
  }
  const slugError = !!fields.slug || !!localProblem || answer?.available === false;

  if (signUp.isSuccess) {
    // The same answer whether or not the address already has an account: its owner is told by email.
    return (
      <AuthCard
        icon={<MarkEmailUnreadIcon />}
        title="Check your email"
        subtitle={
          <span data-testid="signup-sent">
            We sent a link to {email.trim()}. Open it to confirm your address, and {agencyName.trim()} opens at {agencyAddress(slug, host)}.
          </span>
        }
        width={520}
        footer={signInFooter}
      >
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          The link works once, for 24 hours. Nothing after a few minutes? Check your spam folder, or{' '}
          <Box component="button" type="button" onClick={() => signUp.reset()} sx={{ p: 0, border: 0, bgcolor: 'transparent', color: 'primary.main', cursor: 'pointer', font: 'inherit', textDecoration: 'underline' }}>
            correct the address
          </Box>
          .
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<RocketLaunchIcon />}
      title="Start your agency"
      subtitle={`Your own branded portal on ${brand.is_platform ? brand.name : 'Canopy'}, free for 14 days.`}
      width={520}
      footer={signInFooter}
    >
      {!brand.is_platform ? (
        <Alert severity="info">New agencies are started from the platform’s own address, not from {brand.name}’s portal.</Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            {problem.message ? (
              <Alert severity="error" role="alert">
                {problem.message}
              </Alert>
            ) : null}
            <TextField
              label="Your name"
              name="name"
              autoComplete="name"
              required
              autoFocus
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={!!fields.name || (touched && !name.trim())}
              helperText={sentence(fields.name) ?? (touched && !name.trim() ? 'Enter your name' : undefined)}
            />
            <TextField
              label="Agency name"
              name="agency_name"
              autoComplete="organization"
              required
              value={agencyName}
              onChange={(e) => setAgencyName(e.target.value)}
              error={!!fields.agency_name || (touched && !agencyName.trim())}
              helperText={sentence(fields.agency_name) ?? (touched && !agencyName.trim() ? 'Enter the agency’s name' : undefined)}
            />
            <TextField
              label="Subdomain"
              name="slug"
              required
              value={slug}
              onChange={(e) => {
                setSlugEdited(true);
                setSlug(normaliseSlugInput(e.target.value));
              }}
              error={slugError}
              helperText={slugHelper}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                          .{host.replace(/^www\./, '')}
                        </Typography>
                        {slugAdornment}
                      </Box>
                    </InputAdornment>
                  ),
                },
                htmlInput: { spellCheck: false, autoCapitalize: 'none' },
              }}
            />
            <TextField
              label="Work email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={!!fields.email || (touched && !email.trim())}
              helperText={sentence(fields.email) ?? (touched && !email.trim() ? 'Enter your email' : 'We’ll send a link to confirm it; your agency opens when you do.')}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => setTouched(true)}
              error={!!fields.password || !!pwProblem}
              helperText={sentence(fields.password) ?? sentence(pwProblem ?? undefined) ?? '12 to 128 characters; common passwords are refused.'}
            />
            <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
              {signUp.isPending ? 'Sending…' : 'Create my agency'}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              14-day trial · no card needed · you become the agency’s owner
            </Typography>
          </Stack>
        </Box>
      )}
    </AuthCard>
  );
}
