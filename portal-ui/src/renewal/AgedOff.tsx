/** Children covered today who are 26 by the new effective date. */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '../ui/dates';
import { lineLabel } from '../ui/vocab';
import type { RenewalComparison } from './queries';

export function AgedOff({ children }: { children: RenewalComparison['aged_off'] }) {
  if (children.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        No covered child turns 26 before the new plan year.
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {children.map((c) => (
        <ListItem key={c.dependent_id} divider data-testid="aged-off-child">
          <ListItemText
            primary={`${c.name}, ${c.age}`}
            secondary={`${c.employee_name}’s child · born ${formatDate(c.dob)} · ${c.lines.map(lineLabel).join(', ')}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
