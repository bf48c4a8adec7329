import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import { SupportRequestList } from './SupportRequestList';

// No show view: the API lists requests but serves none on its own; a row opens to its message instead.
export default {
  list: SupportRequestList,
  icon: ContactSupportIcon,
  options: { label: 'Help requests' },
};
