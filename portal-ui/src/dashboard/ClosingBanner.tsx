import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../ui/dates';
import { closureQuery } from './queries';

/** Across the dashboard while the agency is closing: only its owner is signed in, read-only, until the data is deleted. */
export default function ClosingBanner() {
  const closure = useQuery(closureQuery);
  if (closure.data?.status !== 'closing') return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      data-testid="closing-banner"
      action={
        <Button color="inherit" size="small" variant="outlined" href="/admin/#/agency-data">
          Reopen in the back office
        </Button>
      }
    >
      <AlertTitle>{closure.data.name} is closing</AlertTitle>
      Only you can sign in, and the agency’s data is read-only: you can still read and export it. Everything is deleted for
      good after <b>{formatDate(closure.data.purge_after?.slice(0, 10))}</b> unless you reopen the agency.
    </Alert>
  );
}
