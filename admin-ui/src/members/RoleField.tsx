import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import type { Member } from '../api';
import { roleLabel } from '../vocab';

const COLORS: Record<string, 'primary' | 'secondary' | 'default'> = {
  owner: 'primary',
  admin: 'primary',
  broker: 'secondary',
};

export function RoleField(_: { label?: string; source?: string }) {
  const record = useRecordContext<Member>();
  if (!record) return null;
  return <Chip size="small" variant="outlined" color={COLORS[record.role] ?? 'default'} label={roleLabel(record.role)} />;
}
