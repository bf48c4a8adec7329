/** `/dashboard/early-access`: the preview features the agency can switch on for itself, with feedback. */
import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import { can } from '../api';
import { usePageTitle } from '../brand/BrandProvider';
import { useMe } from '../dashboard/useSession';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { PageHeader } from '../ui/PageHeader';
import { LoadError, PageLoading } from '../ui/states';
import { PreviewCard } from './PreviewCard';
import { previewsQuery } from './queries';

/** Who works in each preview (the others may read about it and give feedback). */
const STAFF = ['owner', 'admin', 'broker'];

export default function DashboardEarlyAccessPage() {
  usePageTitle('Early access');
  const me = useMe();
  const allowed = can(me, 'previews', 'read');
  const previews = useQuery({ ...previewsQuery, enabled: allowed });
  if (!allowed) return <ForbiddenPage role={me.role} agencyName={me.agency?.name} />;
  const maySwitch = can(me, 'previews', 'write');
  return (
    <>
      <PageHeader
        title="Early access"
        subtitle={
          maySwitch
            ? 'Features in preview: switch them on for your agency, try them with your own book, and tell us what you think. Switching one off keeps what was entered in it.'
            : 'Features in preview your agency can use. Owners and admins switch them on and off; everyone can tell us what they think.'
        }
        crumbs={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Early access' }]}
      />
      {previews.isPending ? (
        <PageLoading />
      ) : previews.isError ? (
        <LoadError error={previews.error} retry={() => void previews.refetch()} what="the previews" />
      ) : (
        <Grid container spacing={2}>
          {previews.data.map((preview) => (
            <Grid key={preview.feature} size={{ xs: 12, lg: 4 }}>
              <PreviewCard
                preview={preview}
                maySwitch={maySwitch}
                mayPreview={STAFF.includes(me.role) || (me.role === 'employer_admin' && preview.feature === 'resource_library')}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
