import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A page's title with its breadcrumbs, subtitle and actions. */
export function PageHeader({
  title,
  subtitle,
  actions,
  crumbs,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  crumbs?: { label: string; to?: string }[];
}) {
  return (
    <Box sx={{ mb: 2 }}>
      {crumbs?.length ? (
        <Breadcrumbs sx={{ mb: 0.5, fontSize: 14 }} aria-label="Breadcrumbs">
          {crumbs.map((c) =>
            c.to ? (
              <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
                {c.label}
              </Link>
            ) : (
              <Typography key={c.label} color="text.primary" sx={{ fontSize: 14 }}>
                {c.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.85rem' } }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" component="div" sx={{ mt: 0.25 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>{actions}</Stack> : null}
      </Box>
    </Box>
  );
}
