import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A designed status message (404, 403, empty results ...): big code, title, text, actions. */
export function StatusPage({
  code,
  title,
  children,
  actions,
  icon,
}: {
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 6, md: 10 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        {icon ? <Box sx={{ color: 'primary.main', '& svg': { fontSize: 48 } }}>{icon}</Box> : null}
        {code ? (
          <Typography
            component="p"
            sx={{ fontSize: '4.5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main', letterSpacing: '-0.04em' }}
          >
            {code}
          </Typography>
        ) : null}
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {children ? (
          <Typography component="div" color="text.secondary">
            {children}
          </Typography>
        ) : null}
        {actions ? (
          <Stack direction="row" spacing={1.5} sx={{ pt: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
