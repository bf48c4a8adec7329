import BugReportIcon from '@mui/icons-material/BugReport';
import { ClientErrorList } from './ClientErrorList';
import { ClientErrorShow } from './ClientErrorShow';

export default {
  list: ClientErrorList,
  show: ClientErrorShow,
  icon: BugReportIcon,
  options: { label: 'Client errors' },
};
