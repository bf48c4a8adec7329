import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import { ArticleCreate } from './ArticleCreate';
import { ArticleEdit } from './ArticleEdit';
import { ArticleList } from './ArticleList';

export default {
  list: ArticleList,
  create: ArticleCreate,
  edit: ArticleEdit,
  icon: ArticleIcon,
  recordRepresentation: 'title',
  options: { label: 'Help articles' },
};
