import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PublicShell } from './PublicShell';

/** The card every sign-in, sign-up and email-link page sits in, in the host's brand. */
export function AuthCard({
  icon,
  title,
  subtitle,
  children,
  footer,
  width = 440,
  tone = 'primary',
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  width?: number;
  tone?: 'primary' | 'success' | 'warning' | 'error';
  testId?: string;
}) {
  return (
    <PublicShell>
      <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 7 } }}>
        <Card sx={{ width: '100%', maxWidth: width }} data-testid={testId}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Stack spacing={1} sx={{ alignItems: 'center', mb: children ? 3 : 0, textAlign: 'center' }}>
              <Avatar sx={{ bgcolor: `${tone}.main`, color: `${tone}.contrastText`, width: 44, height: 44 }}>{icon}</Avatar>
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', maxWidth: '100%' }}>
                {title}
              </Typography>
              {subtitle ? (
                <Typography variant="body2" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere', maxWidth: '100%' }}>
                  {subtitle}
                </Typography>
              ) : null}
            </Stack>
            {children}
          </CardContent>
        </Card>
      </Box>
      {footer ? (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ textAlign: 'center', pb: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          {footer}
        </Typography>
      ) : null}
    </PublicShell>
  );
}
