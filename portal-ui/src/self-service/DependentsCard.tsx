/** The people on my coverage, and the way to change them while enrollment is open. */
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { codeLabel, RELATIONSHIP_LABELS } from '../ui/vocab';
import type { MyBenefits, MyWindow } from './types';
import { ageText } from '../ui/dates';
import { SectionCard } from '../ui/cards';

export function DependentsCard({ data, canEditIn }: { data: MyBenefits; canEditIn: MyWindow | undefined }) {
  return (
    <SectionCard
      title="My dependents"
      testId="my-dependents"
      action={
        canEditIn ? (
          <Button size="small" component={RouterLink} to={`/employees/enroll/${canEditIn.id}`}>
            Update
          </Button>
        ) : undefined
      }
    >
      {data.dependents.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="no-dependents">
          No dependents on file. {canEditIn ? 'Add them while you enroll.' : 'A new spouse or child? Report a life event.'}
        </Typography>
      ) : (
        <List disablePadding>
          {data.dependents.map((d) => (
            <ListItem key={d.id} disableGutters data-testid="dependent">
              <ListItemText
                primary={`${d.first_name} ${d.last_name}`}
                secondary={`${codeLabel(RELATIONSHIP_LABELS, d.relationship)} · ${ageText(d.dob)}${d.disabled ? ' · disabled' : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
