/** The confirmations of the elections I signed. */
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { windowTitle } from './format';
import { codeLabel, ENROLLMENT_STATUS_LABELS } from '../ui/vocab';
import type { MyBenefits } from './types';
import { formatDateTime } from '../ui/dates';
import { SectionCard } from '../ui/cards';

export function ConfirmationsCard({ data }: { data: MyBenefits }) {
  const done = data.enrollments.filter((w) => w.current_submission);
  if (done.length === 0) return null;
  return (
    <SectionCard title="My confirmations" testId="my-confirmations">
      <List disablePadding>
        {done.map((w) => (
          <ListItem key={w.id} disableGutters>
            <ReceiptLongIcon fontSize="small" color="action" sx={{ mr: 1 }} />
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/employees/confirmation/${w.current_submission}`} data-testid="confirmation-link">
                  {windowTitle(w)}
                </Link>
              }
              secondary={`${codeLabel(ENROLLMENT_STATUS_LABELS, w.status)}${w.completed_at ? ` · signed ${formatDateTime(w.completed_at)}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
