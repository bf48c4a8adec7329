import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { roleLabel } from '../roles';
import { StatusPage } from '../ui/StatusPage';

/** A page this person may not see (their role, or the API answered 403). Shown inside the layout. */
export function ForbiddenPage({ role, agencyName, message }: { role?: string; agencyName?: string; message?: string }) {
  usePageTitle('Not allowed');
  return (
    <StatusPage
      code="403"
      title="You don't have access to this page"
      actions={
        <Button component={RouterLink} to="/" variant="outlined">
          Go to the home page
        </Button>
      }
    >
      {message ? <>{message}. </> : null}
      {role ? (
        <>
          Your role{agencyName ? ` at ${agencyName}` : ''} is <strong>{roleLabel(role)}</strong>, which can't open it.{' '}
        </>
      ) : null}
      If you need access, ask an owner or admin of your agency.
    </StatusPage>
  );
}
