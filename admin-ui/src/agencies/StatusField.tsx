import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { Agency } from '../api';

const COLORS: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  trial: 'warning',
  trialing: 'warning',
  suspended: 'error',
  cancelled: 'default',
  closing: 'warning',
  purging: 'error',
  closed: 'default',
};

export function StatusField(_: { label?: string; source?: string }) {
  const record = useRecordContext<Agency>();
  if (!record) return null;
  const chip = <Chip size="small" color={COLORS[record.status] ?? 'default'} label={record.status} sx={{ textTransform: 'capitalize' }} />;
  if (record.status !== 'closing' || !record.purge_after) return chip;
  return (
    <span title="Deleted for good after this date unless its owner reopens it">
      {chip} purge after {new Date(record.purge_after).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}
    </span>
  );
}
