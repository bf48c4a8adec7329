import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { BillingPlanEdit } from './BillingPlanEdit';
import { BillingPlanList } from './BillingPlanList';
import { BillingPlanShow } from './BillingPlanShow';

export default {
  list: BillingPlanList,
  show: BillingPlanShow,
  edit: BillingPlanEdit,
  icon: CardMembershipIcon,
  recordRepresentation: 'name',
  options: { label: 'Billing plans' },
};
