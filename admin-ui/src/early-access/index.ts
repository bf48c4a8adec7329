import HowToRegIcon from '@mui/icons-material/HowToReg';
import { EarlyAccessList } from './EarlyAccessList';

export default {
  list: EarlyAccessList,
  icon: HowToRegIcon,
  options: { label: 'Early access' },
};
