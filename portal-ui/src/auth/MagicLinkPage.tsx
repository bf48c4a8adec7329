import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { meQuery } from '../api';
import { useBrand, usePageTitle } from '../brand/BrandProvider';
import { safeNext } from '../session';
import { EmailRequestForm } from './EmailRequestForm';
import { redeemMagicLink, requestMagicLink as requestLink } from './queries';
import { TokenProblemCard } from './TokenProblemCard';
import { formProblem, tokenProblem } from './tokens';
import { useRedeemOnce } from './useRedeem';
import { AuthCard } from '../ui/AuthCard';

const SENT = (email: string) => `If ${email} has an account here, a sign-in link is on its way. It works once, for a few minutes.`;

function RequestLink() {
  const brand = useBrand();
  return (
    <AuthCard
      icon={<AutoAwesomeIcon />}
      title="Sign in with a link"
      subtitle={`We’ll email you a one-time link to sign in to ${brand.name}, no password needed.`}
      footer={
        <Link component={RouterLink} to="/auth/signin">
          Sign in with a password instead
        </Link>
      }
    >
      <EmailRequestForm send={requestLink} submitLabel="Email me a sign-in link" sentText={SENT} />
    </AuthCard>
  );
}

function RedeemLink({ token, next }: { token: string; next: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useRedeemOnce(
    token,
    redeemMagicLink,
    (me) => {
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, me);
      if (next === '/admin' || next.startsWith('/admin/')) window.location.assign(next);
      else void navigate(next, { replace: true });
    },
  );
  const problem = tokenProblem(signIn.error);
  if (problem) {
    return (
      <TokenProblemCard
        problem={problem}
        text={
          problem === 'used'
            ? 'Sign-in links work only once. Ask for a new one, or sign in with your password.'
            : problem === 'expired'
              ? 'Sign-in links work for a few minutes. Ask for a new one below.'
              : 'This link is incomplete or belongs to another address. Ask for a new one below.'
        }
        actions={
          <Button component={RouterLink} to="/auth/signin" variant="outlined">
            Sign in with a password
          </Button>
        }
      >
        <EmailRequestForm send={requestLink} submitLabel="Email me a new link" sentText={SENT} />
      </TokenProblemCard>
    );
  }
  return (
    <AuthCard icon={<AutoAwesomeIcon />} title="Signing you in…">
      {signIn.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" component={RouterLink} to="/auth/signin">
              Sign in
            </Button>
          }
        >
          {formProblem(signIn.error).message}
        </Alert>
      ) : (
        <LinearProgress aria-label="Signing in" />
      )}
    </AuthCard>
  );
}

/** `/auth/magic-link`: ask for a one-time sign-in link, or (with `?token=`) sign in with it. */
export default function MagicLinkPage() {
  usePageTitle('Sign in with a link');
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <RedeemLink token={token} next={safeNext(params.get('next'))} /> : <RequestLink />;
}
