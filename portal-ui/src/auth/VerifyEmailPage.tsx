import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { meQuery } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { EmailRequestForm } from './EmailRequestForm';
import { resendVerification as resend, verifyEmail } from './queries';
import { TokenProblemCard } from './TokenProblemCard';
import { formProblem, tokenProblem } from './tokens';
import { useRedeemOnce } from './useRedeem';
import { AuthCard } from '../ui/AuthCard';

const SENT = (email: string) => `If ${email} has an account that still needs confirming, a new link is on its way.`;

/** `/auth/verify-email?token=`: the landing of the verification link. */
export default function VerifyEmailPage() {
  usePageTitle('Confirm your email');
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const verify = useRedeemOnce(
    token,
    verifyEmail,
    () => void queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  );
  const next = me.data ? '/dashboard' : '/auth/signin';
  const nextLabel = me.data ? 'Go to the dashboard' : 'Sign in';

  if (!token) {
    return (
      <AuthCard icon={<MarkEmailReadIcon />} title="Confirm your email" subtitle="Open the link in the email we sent you. Lost it? We’ll send a new one.">
        <EmailRequestForm send={resend} submitLabel="Send a new link" sentText={SENT} initialEmail={me.data?.user.email} />
      </AuthCard>
    );
  }
  if (verify.isSuccess && !me.isPending) {
    return (
      <AuthCard icon={<MarkEmailReadIcon />} tone="success" title="Your email is confirmed" subtitle={<span data-testid="verified-email">{verify.data.email} is confirmed. Thank you!</span>} testId="email-verified">
        <Button component={RouterLink} to={next} variant="contained" fullWidth>
          {nextLabel}
        </Button>
      </AuthCard>
    );
  }
  const problem = tokenProblem(verify.error);
  if (problem === 'expired') {
    return (
      <TokenProblemCard problem="expired" text="Verification links work for a limited time. Enter your email and we’ll send a fresh one." actions={<span />}>
        <EmailRequestForm send={resend} submitLabel="Send a new link" sentText={SENT} initialEmail={me.data?.user.email} />
      </TokenProblemCard>
    );
  }
  if (problem === 'used') {
    return (
      <TokenProblemCard
        problem="used"
        text={me.data ? 'This email address is probably confirmed already.' : 'This email address is probably confirmed already. Sign in to continue.'}
        actions={
          <Button component={RouterLink} to={next} variant="contained">
            {nextLabel}
          </Button>
        }
      />
    );
  }
  if (problem === 'invalid') {
    return (
      <TokenProblemCard problem="invalid" text="The link may be incomplete: copy the whole address from the email. You can also ask for a new one." actions={<span />}>
        <EmailRequestForm send={resend} submitLabel="Send a new link" sentText={SENT} initialEmail={me.data?.user.email} />
      </TokenProblemCard>
    );
  }
  return (
    <AuthCard icon={<MarkEmailReadIcon />} title="Confirming your email…">
      <Stack spacing={2}>
        {verify.error ? <Alert severity="error">{formProblem(verify.error).message}</Alert> : <LinearProgress aria-label="Confirming" />}
      </Stack>
    </AuthCard>
  );
}
