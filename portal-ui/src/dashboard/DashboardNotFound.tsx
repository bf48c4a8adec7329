import { NotFoundContent } from '../errors/NotFoundPage';

/** Unknown routes under /dashboard, inside the layout. */
export default function DashboardNotFound() {
  return <NotFoundContent home="/dashboard" />;
}
