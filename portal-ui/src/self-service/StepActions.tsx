import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { ApiError } from '../api';

/** Back and Continue under a step: full width and thumb-sized on a phone. */
export function StepActions({
  onBack,
  onNext,
  nextLabel = 'Continue',
  pending = false,
  nextDisabled = false,
  nextTestId = 'step-next',
  extra,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  pending?: boolean;
  nextDisabled?: boolean;
  nextTestId?: string;
  extra?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 3, alignItems: { sm: 'center' } }}>
      {onBack ? (
        <Button onClick={onBack} disabled={pending} size="large" sx={{ width: { xs: '100%', sm: 'auto' }, order: { xs: 3, sm: 0 } }} data-testid="step-back">
          Back
        </Button>
      ) : null}
      <Box sx={{ flexGrow: 1, order: { xs: 1, sm: 0 } }}>{extra}</Box>
      <Button variant="contained" size="large" onClick={onNext} disabled={pending || nextDisabled} sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 180 }, order: { xs: 2, sm: 0 } }} data-testid={nextTestId}>
        {pending ? 'Saving…' : nextLabel}
      </Button>
    </Box>
  );
}

/** A 409 (stale, closed, not allowed) with the server's message and "Reload latest". */
export function ConflictNotice({ error, onReload, reloading = false }: { error: unknown; onReload: () => void; reloading?: boolean }) {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const message = error.message.charAt(0).toUpperCase() + error.message.slice(1);
  return (
    <Alert
      severity="warning"
      data-testid="conflict"
      action={
        <Button color="inherit" size="small" onClick={onReload} disabled={reloading} data-testid="reload-latest" sx={{ whiteSpace: 'nowrap' }}>
          Reload latest
        </Button>
      }
    >
      {message.endsWith('.') ? message : `${message}.`}
    </Alert>
  );
}

/** Any other failure of a save that is not a field error. */
export function SaveError({ error }: { error: unknown }) {
  if (!error) return null;
  if (error instanceof ApiError && (error.status === 409 || Object.keys(error.fieldErrors).length > 0)) return null;
  const message = error instanceof Error ? error.message : 'That did not work.';
  return (
    <Alert severity="error" data-testid="save-error">
      {message}
    </Alert>
  );
}
