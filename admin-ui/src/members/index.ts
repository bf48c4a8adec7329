import PeopleIcon from '@mui/icons-material/People';
import { MemberEdit } from './MemberEdit';
import { MemberList } from './MemberList';
import { MemberShow } from './MemberShow';

export default {
  list: MemberList,
  show: MemberShow,
  edit: MemberEdit,
  icon: PeopleIcon,
  recordRepresentation: 'name',
  options: { label: 'Members' },
};
