/** The difference between two census versions: who was added, removed, and what changed. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { codeLabel, RELATIONSHIP_LABELS } from '../ui/vocab';
import { diffQuery } from './queries';
import type { CensusMember } from './types';
import { formatDate } from '../ui/dates';
import { LoadError } from '../ui/states';

const who = (m: CensusMember) => `${m.first_name} ${m.last_name}`;
const what = (m: CensusMember) => [m.relationship === 'employee' || m.relationship === 'subscriber' ? 'Employee' : codeLabel(RELATIONSHIP_LABELS, m.relationship), m.dob ? `born ${formatDate(m.dob)}` : null].filter(Boolean).join(' · ');

export function CensusDiffView({ groupId, from, to }: { groupId: string; from: number; to: number }) {
  const diff = useQuery(diffQuery(groupId, from, to));
  if (diff.error) return <LoadError error={diff.error} retry={() => void diff.refetch()} what="the difference" />;
  if (diff.isPending) return <Skeleton variant="rounded" height={160} />;
  const d = diff.data;
  const column = (title: string, color: 'success' | 'error' | 'warning', count: number, children: React.ReactNode) => (
    <Grid size={{ xs: 12, md: 4 }}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, height: '100%' }}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {title} <Chip size="small" color={color} label={count} sx={{ ml: 0.5 }} />
        </Typography>
        {count === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Nobody.
          </Typography>
        ) : (
          children
        )}
      </Box>
    </Grid>
  );
  return (
    <Grid container spacing={1.5} data-testid="census-diff">
      {column(
        `Added in version ${d.to}`,
        'success',
        d.added.length,
        <List dense disablePadding>
          {d.added.map((m) => (
            <ListItem key={m.key} disableGutters>
              <ListItemText primary={who(m)} secondary={what(m)} />
            </ListItem>
          ))}
        </List>,
      )}
      {column(
        'Removed',
        'error',
        d.removed.length,
        <List dense disablePadding>
          {d.removed.map((m) => (
            <ListItem key={m.key} disableGutters>
              <ListItemText primary={who(m)} secondary={what(m)} />
            </ListItem>
          ))}
        </List>,
      )}
      {column(
        'Changed',
        'warning',
        d.changed.length,
        <List dense disablePadding>
          {d.changed.map((c) => (
            <ListItem key={c.member.key} disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {who(c.member)}
              </Typography>
              {c.changes.map((ch) => (
                <Typography key={ch.field} variant="caption" component="div" color="text.secondary">
                  {ch.field.replace(/_/g, ' ')}: {ch.before ?? '—'} → {ch.after ?? '—'}
                </Typography>
              ))}
            </ListItem>
          ))}
        </List>,
      )}
    </Grid>
  );
}
