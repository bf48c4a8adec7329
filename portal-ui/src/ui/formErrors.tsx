/** How a form shows what the server refused. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../api';


/** Per-field messages of a 400 answer. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}

/** A save over a newer version (`stale_version`): someone else changed the record. Offers to reload it. */
export function ConflictAlert({ error, onReload }: { error: unknown; onReload: () => void }) {
  if (!(error instanceof ApiError) || error.code !== 'stale_version') return null;
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
  if (error instanceof ApiError && error.code === 'stale_version') return null;
  const fields = fieldErrorsOf(error);
  const message = error instanceof Error ? error.message : 'That did not work.';
  // The plan's limit, or an agency whose subscription ended: the server names the billing page.
  const toBilling = error instanceof ApiError && error.details?.billing ? (
    <Button color="inherit" size="small" variant="outlined" component={RouterLink} to="/dashboard/billing">
      See plans
    </Button>
  ) : undefined;
  return (
    <Alert severity="error" data-testid="form-error" action={toBilling}>
      {Object.keys(fields).length ? 'Some fields need attention; see the messages under them.' : message[0].toUpperCase() + message.slice(1)}
    </Alert>
  );
}
