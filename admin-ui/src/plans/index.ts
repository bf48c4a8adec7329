import MedicalInformationIcon from '@mui/icons-material/MedicalInformation';
import { PlanCreate } from './PlanCreate';
import { PlanEdit } from './PlanEdit';
import { PlanList } from './PlanList';
import { PlanShow } from './PlanShow';

export default {
  list: PlanList,
  show: PlanShow,
  create: PlanCreate,
  edit: PlanEdit,
  icon: MedicalInformationIcon,
  recordRepresentation: 'name',
  options: { label: 'Plans' },
};
