import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import { CarrierCreate } from './CarrierCreate';
import { CarrierEdit } from './CarrierEdit';
import { CarrierList } from './CarrierList';
import { CarrierShow } from './CarrierShow';

export default {
  list: CarrierList,
  show: CarrierShow,
  create: CarrierCreate,
  edit: CarrierEdit,
  icon: HealthAndSafetyIcon,
  recordRepresentation: 'name',
  options: { label: 'Carriers' },
};
