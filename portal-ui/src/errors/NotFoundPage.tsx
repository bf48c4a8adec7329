import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageTitle } from '../brand/BrandProvider';
import { PublicShell } from '../ui/PublicShell';
import { StatusPage } from '../ui/StatusPage';

export function NotFoundContent({ home = '/' }: { home?: string }) {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <StatusPage
      code="404"
      title="Page not found"
      actions={
        <Button component={RouterLink} to={home} variant="contained">
          {home === '/' ? 'Back to the home page' : 'Back to the dashboard'}
        </Button>
      }
    >
      There is no page at <code>{pathname}</code>. Check the address, or start again from the{' '}
      {home === '/' ? 'home page' : 'dashboard'}.
    </StatusPage>
  );
}

/** Unknown routes outside the dashboard. */
export default function NotFoundPage() {
  return (
    <PublicShell>
      <NotFoundContent />
    </PublicShell>
  );
}
