import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { PreviewFeedbackList } from './PreviewFeedbackList';

// No show view: a row opens to its whole message.
export default {
  list: PreviewFeedbackList,
  icon: ScienceOutlinedIcon,
  options: { label: 'Preview feedback' },
};
