import StorefrontIcon from '@mui/icons-material/Storefront';
import { AgencyPlanCreate } from './AgencyPlanCreate';
import { AgencyPlanEdit } from './AgencyPlanEdit';
import { AgencyPlanList } from './AgencyPlanList';
import { AgencyPlanShow } from './AgencyPlanShow';

/** The agency's own plans (beside the platform's catalogue): owners and admins manage them. */
export default {
  list: AgencyPlanList,
  show: AgencyPlanShow,
  create: AgencyPlanCreate,
  edit: AgencyPlanEdit,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  options: { label: 'Agency plans' },
};
