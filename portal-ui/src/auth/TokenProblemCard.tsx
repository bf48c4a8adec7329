import LinkOffIcon from '@mui/icons-material/LinkOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TimerOffIcon from '@mui/icons-material/TimerOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TokenProblem } from './tokens';
import { AuthCard } from '../ui/AuthCard';

const COPY: Record<TokenProblem, { title: string; icon: ReactNode; tone: 'warning' | 'error' | 'primary' }> = {
  expired: { title: 'This link has expired', icon: <TimerOffIcon />, tone: 'warning' },
  used: { title: 'This link was already used', icon: <TaskAltIcon />, tone: 'primary' },
  invalid: { title: 'This link is not valid', icon: <LinkOffIcon />, tone: 'error' },
};

/** The page of an email link that cannot be used: expired, already used, or invalid. */
export function TokenProblemCard({ problem, text, children, actions }: { problem: TokenProblem; text: ReactNode; children?: ReactNode; actions?: ReactNode }) {
  const c = COPY[problem];
  return (
    <AuthCard icon={c.icon} tone={c.tone} title={c.title} subtitle={text} testId={`token-${problem}`}>
      {children}
      <Stack spacing={1} sx={{ mt: children ? 2 : 3 }}>
        {actions ?? (
          <Button component={RouterLink} to="/auth/signin" variant="contained">
            Go to sign-in
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
