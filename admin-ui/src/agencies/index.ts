import ApartmentIcon from '@mui/icons-material/Apartment';
import { AgencyCreate } from './AgencyCreate';
import { AgencyList } from './AgencyList';
import { AgencyShow } from './AgencyShow';

export default {
  list: AgencyList,
  show: AgencyShow,
  create: AgencyCreate,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
  options: { label: 'Agencies' },
};
