import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { EditButton, Show, TopToolbar, useCanAccess } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PlanDetails, PlanTitle } from '../plans/PlanShow';
import { PlanActiveButton } from '../plans/PlanStatus';
import { AGENCY_RATES_IMPORT } from './AgencyRatesImportPage';

function Actions() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'agency-plans', action: 'edit' });
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <Chip size="small" color="primary" variant="outlined" label="Your agency's plan" sx={{ mr: 'auto' }} />
      {canEdit ? (
        <>
          <Button component={RouterLink} to={AGENCY_RATES_IMPORT} size="small" startIcon={<UploadFileIcon />}>
            Import rates
          </Button>
          <EditButton label="Edit plan" />
          <PlanActiveButton resource="agency-plans" audience="your brokers" />
        </>
      ) : null}
    </TopToolbar>
  );
}

/** One of the agency's own plans, with its benefits and its rates by age. */
export function AgencyPlanShow() {
  return (
    <Show title={<PlanTitle />} actions={<Actions />}>
      <PlanDetails importPath={AGENCY_RATES_IMPORT} carrierLink={false} />
    </Show>
  );
}
