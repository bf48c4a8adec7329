import Divider from '@mui/material/Divider';
import { api, unwrap } from '@canopy/api';
import { useQuery } from '@tanstack/react-query';
import { Failed, Loading, Page } from '../pages/common';
import { ClosureCard } from './ClosureCard';
import { ExportCard } from './ExportCard';

/** The owner's page for the agency's data as a whole: its export and its closure. */
export function AgencyDataPage() {
  const closure = useQuery({ queryKey: ['agency-closure'], queryFn: () => unwrap(api.GET('/agency/closure')) });
  return (
    <Page title="Data & closure" intro="Take all of the agency’s data with you, or close the agency.">
      {closure.isPending ? (
        <Loading />
      ) : closure.error ? (
        <Failed error={closure.error} />
      ) : (
        <>
          <ExportCard slug={closure.data.slug} />
          <Divider sx={{ my: 3 }} />
          <ClosureCard closure={closure.data} />
        </>
      )}
    </Page>
  );
}
