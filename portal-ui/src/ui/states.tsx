/** What a screen shows while it loads, when it has nothing, and when loading failed. */
import InboxIcon from '@mui/icons-material/Inbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError } from '../api';
import { capitalized } from './dates';

export function EmptyState({ icon, title, children, action }: { icon?: ReactNode; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }} data-testid="empty-state">
      <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 36 } }}>{icon ?? <InboxIcon />}</Box>
      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      {children ? (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ maxWidth: 460, mx: 'auto' }}>
          {children}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
    </Box>
  );
}

/** A failed load: what could not be loaded and why, with a retry (not for a 404, where retrying will not help). */
export function LoadError({ error, retry, what }: { error: unknown; retry?: () => void; what: string }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Alert
      severity={notFound ? 'warning' : 'error'}
      data-testid="load-error"
      action={
        retry && !notFound ? (
          <Button color="inherit" size="small" onClick={retry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {notFound ? `${capitalized(what)} was not found (it may have been removed).` : `${capitalized(what)} could not be loaded: ${message}`}
    </Alert>
  );
}

/** Shown while a route's code or data loads. */
export function PageLoading() {
  return (
    <Box role="progressbar" aria-label="Loading page" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }}>
      <LinearProgress />
    </Box>
  );
}
