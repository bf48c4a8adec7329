/** An enrollment window open to me: what to do, by when, and the way in. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { ctaLabel, formatDate, windowTitle } from './format';
import { EnrollmentStatusChip } from '../ui/chips/enrollment';
import type { MyWindow } from './types';
import { capitalized, daysLeftText } from '../ui/dates';

export function EnrollmentCall({ w }: { w: MyWindow }) {
  const done = w.status === 'enrolled' || w.status === 'waived';
  return (
    <Card
      data-testid="enrollment-cta"
      data-window={w.id}
      sx={{ borderColor: 'primary.main', borderWidth: 2, bgcolor: done ? 'background.paper' : (t) => alpha(t.palette.primary.main, 0.05) }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { xs: 'stretch', sm: 'center' }, '&:last-child': { pb: 2 } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mb: 0.5 }}>
            <Typography variant="h6" component="h2">
              {windowTitle(w)}
            </Typography>
            <EnrollmentStatusChip status={w.status} audience="employee" testId="enrollment-status" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {w.group_name} · open {formatDate(w.starts_on)} – {formatDate(w.ends_on)} ·{' '}
            <Box component="strong" sx={{ color: 'text.primary' }} data-testid="days-left">
              {capitalized(daysLeftText(w.ends_on))}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Coverage starts {formatDate(w.coverage_start)}
            {w.mode === 'passive' && !done ? '. If you do nothing, your current elections carry over.' : '.'}
          </Typography>
        </Box>
        <Button component={RouterLink} to={`/employees/enroll/${w.id}`} variant={done ? 'outlined' : 'contained'} size="large" data-testid="enroll-cta-button" sx={{ flexShrink: 0 }}>
          {ctaLabel(w)}
        </Button>
      </CardContent>
    </Card>
  );
}
