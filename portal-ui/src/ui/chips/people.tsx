import Chip from '@mui/material/Chip';
import { codeLabel, EMPLOYMENT_STATUS_LABELS } from '../vocab';
import { statusColor } from '../chips';

/** An employee's employment status, coloured as a group's status is. */
export function EmploymentStatusChip({ status }: { status: string }) {
  return <Chip size="small" variant="outlined" color={statusColor(status)} label={codeLabel(EMPLOYMENT_STATUS_LABELS, status)} />;
}
