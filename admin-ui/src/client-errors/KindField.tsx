import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { ClientError } from '../api';
import { errorKindLabel } from '../vocab';

export function KindField(_: { label?: string; source?: string }) {
  const record = useRecordContext<ClientError>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.kind === 'server' ? 'error' : 'warning'}
      label={errorKindLabel(record.kind)}
    />
  );
}
