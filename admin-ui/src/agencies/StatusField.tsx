import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { Agency } from '../api';

const COLORS: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  trial: 'warning',
  trialing: 'warning',
  suspended: 'error',
  cancelled: 'default',
};

export function StatusField(_: { label?: string; source?: string }) {
  const record = useRecordContext<Agency>();
  if (!record) return null;
  return <Chip size="small" color={COLORS[record.status] ?? 'default'} label={record.status} sx={{ textTransform: 'capitalize' }} />;
}
