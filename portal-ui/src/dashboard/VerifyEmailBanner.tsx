import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '../auth/queries';
import { formProblem } from '../auth/tokens';
import { useMe } from './useSession';

/** "Confirm your email" with a resend button, for a signed-in person whose address is unconfirmed. */
export default function VerifyEmailBanner() {
  const me = useMe();
  const resend = useMutation({ mutationFn: () => resendVerification(me.user.email) });
  return (
    <Alert
      severity={resend.isSuccess ? 'success' : 'warning'}
      icon={<MarkEmailUnreadIcon />}
      sx={{ mb: 2 }}
      data-testid="verify-email-banner"
      action={
        resend.isSuccess ? undefined : (
          <Button color="inherit" size="small" variant="outlined" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending…' : 'Resend the link'}
          </Button>
        )
      }
    >
      <AlertTitle>Confirm your email</AlertTitle>
      {resend.isSuccess
        ? `A new confirmation link is on its way to ${me.user.email}.`
        : resend.error
          ? formProblem(resend.error).message
          : `We sent a confirmation link to ${me.user.email}. Open it to confirm your address.`}
    </Alert>
  );
}
