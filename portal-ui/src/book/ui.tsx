/** Small building blocks shared by the groups, employees and census screens. */
import InboxIcon from '@mui/icons-material/Inbox';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api';
import { STAGE_TONES, stageLabel } from './rules';

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

export function SectionCard({
  title,
  subheader,
  action,
  children,
  testId,
  dense = false,
}: {
  title: ReactNode;
  subheader?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
  dense?: boolean;
}) {
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 700 } }, subheader: { variant: 'body2' } }}
        sx={{ pb: 0.5, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 1, ...(dense ? { px: 0, '&:last-child': { pb: 1 } } : {}) }}>{children}</CardContent>
    </Card>
  );
}

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

export function LoadError({ error, retry, what }: { error: unknown; retry?: () => void; what: string }) {
  const message = error instanceof ApiError ? error.message : error instanceof Error ? error.message : 'Something went wrong.';
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
      {notFound ? `${what.charAt(0).toUpperCase()}${what.slice(1)} was not found (it may have been removed).` : `${what.charAt(0).toUpperCase()}${what.slice(1)} could not be loaded: ${message}`}
    </Alert>
  );
}

/** A stage in its tone; `muted` (outlined) where nothing is in it. */
export function StageChip({ stage, size = 'small', muted = false, compact = false }: { stage: string; size?: 'small' | 'medium'; muted?: boolean; compact?: boolean }) {
  const tone = STAGE_TONES[stage] ?? STAGE_TONES.lost;
  const outlined = muted || stage === 'prospect' || stage === 'lost';
  return (
    <Chip
      size={size}
      label={stageLabel(stage)}
      variant={outlined ? 'outlined' : 'filled'}
      sx={[outlined ? { color: tone, borderColor: tone } : { bgcolor: tone, color: '#fff' }, compact && { maxWidth: '100%', fontSize: 11 }]}
      data-testid="stage-chip"
      data-stage={stage}
    />
  );
}

export function StatusChip({ status }: { status: string }) {
  const color = status === 'active' ? 'success' : status === 'terminated' ? 'error' : status === 'archived' ? 'default' : 'warning';
  return <Chip size="small" variant="outlined" color={color} label={status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ')} />;
}

export function StatCard({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.3 }}>{value}</Typography>
        {hint ? (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Per-field messages of a 400 answer. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** A 409 from a save: someone else changed the record. Offers to reload it. */
export function ConflictAlert({ error, onReload }: { error: unknown; onReload: () => void }) {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (
    <Alert
      severity="warning"
      data-testid="conflict"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          Reload
        </Button>
      }
    >
      Someone else changed this record since you opened it. Reload to see their changes (your edits here will be lost), then make yours again.
    </Alert>
  );
}

/** A non-field error of a form (field errors are shown under their inputs). */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  if (error instanceof ApiError && error.status === 409) return null;
  const fields = fieldErrorsOf(error);
  const message = error instanceof Error ? error.message : 'That did not work.';
  return (
    <Alert severity="error" data-testid="form-error">
      {Object.keys(fields).length ? 'Some fields need attention; see the messages under them.' : message}
    </Alert>
  );
}

/** Hides values until asked (a small helper for toggles). */
export function useToggle(initial = false): [boolean, () => void, (v: boolean) => void] {
  const [v, set] = useState(initial);
  return [v, () => set((x) => !x), set];
}
