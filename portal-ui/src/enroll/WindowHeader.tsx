/** The window's header: plan year, dates, state and mode; export, extend and close. */
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import LockIcon from '@mui/icons-material/Lock';
import TableChartIcon from '@mui/icons-material/TableChart';
import DescriptionIcon from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { todayIso } from '../book/rules';
import { daysLeftText, formatDate, formatDateTime, opensInText } from '../ui/dates';
import { WindowStateChip } from '../ui/chips/enrollment';
import { codeLabel, ENROLLMENT_MODE_HINTS, ENROLLMENT_MODE_SUMMARIES } from '../ui/vocab';
import { linesText } from './format';
import { exportHref } from './queries';
import type { EnrollmentWindow } from './types';

// The dialogs load when opened.
const ExtendDialog = lazy(() => import('./WindowDialogs').then((m) => ({ default: m.ExtendDialog })));
const CloseDialog = lazy(() => import('./WindowDialogs').then((m) => ({ default: m.CloseDialog })));

export function WindowHeader({ window: w, writable }: { window: EnrollmentWindow; writable: boolean }) {
  const [extending, setExtending] = useState(false);
  const [closing, setClosing] = useState(false);
  const today = todayIso();
  const closed = w.state === 'closed';
  const rules = [
    w.eligible_classes.length ? `classes: ${w.eligible_classes.join(', ')}` : 'every class',
    w.min_hours !== undefined && w.min_hours !== null ? `${w.min_hours}+ hours a week` : null,
    w.apply_waiting_period ? 'waiting period applied' : 'no waiting period',
  ].filter(Boolean);

  return (
    <Card sx={{ p: 2 }} data-testid="window-header">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h6" component="h2" data-testid="window-title">
              {w.plan_year} open enrollment
            </Typography>
            <WindowStateChip state={w.state} />
            <Chip size="small" variant="outlined" label={codeLabel(ENROLLMENT_MODE_SUMMARIES, w.mode)} title={ENROLLMENT_MODE_HINTS[w.mode]} data-testid="window-mode" />
            {w.active_lines.length ? (
              <Chip size="small" variant="outlined" color="warning" label={`Chosen again: ${linesText(w.active_lines)}`} title="Nothing carries over on these lines" data-testid="window-active-lines" />
            ) : null}
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="window-dates">
            <b>{formatDate(w.starts_on)}</b> to <b>{formatDate(w.ends_on)}</b>
            {closed ? ` · closed ${formatDateTime(w.closed_at)}` : w.state === 'scheduled' ? ` · ${opensInText(w.starts_on, today)}` : ` · ${daysLeftText(w.ends_on, today)}`}
            {' · '}coverage from <b>{formatDate(w.coverage_start)}</b>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            Eligible: {rules.join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button size="small" variant="outlined" component="a" href={exportHref(w.id, 'csv')} download startIcon={<DescriptionIcon />} data-testid="export-csv">
            CSV
          </Button>
          <Button size="small" variant="outlined" component="a" href={exportHref(w.id, 'xlsx')} download startIcon={<TableChartIcon />} data-testid="export-xlsx">
            Excel
          </Button>
          {writable && !closed ? (
            <>
              <Button size="small" variant="outlined" startIcon={<EventRepeatIcon />} onClick={() => setExtending(true)} data-testid="extend">
                Extend
              </Button>
              <Button size="small" variant="contained" color="warning" startIcon={<LockIcon />} onClick={() => setClosing(true)} disabled={w.state === 'scheduled'} data-testid="close-enrollment">
                Close enrollment
              </Button>
            </>
          ) : null}
        </Stack>
      </Stack>
      {w.state === 'ended' ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          The last day has passed: employees can no longer change their elections. Close the enrollment to lock them and move the group to implementation, or extend it.
        </Alert>
      ) : null}
      {closed ? (
        <Alert severity="info" sx={{ mt: 1.5 }} data-testid="closed-note">
          Elections are locked. {w.mode === 'passive' ? `Those who did nothing kept their current plans${w.active_lines.length ? ` (no ${linesText(w.active_lines).toLowerCase()}: chosen again)` : ''}. ` : ''}Changes now need a qualifying life event.
        </Alert>
      ) : null}
      <Suspense fallback={null}>
        {extending ? <ExtendDialog window={w} onClose={() => setExtending(false)} /> : null}
        {closing ? <CloseDialog window={w} onClose={() => setClosing(false)} /> : null}
      </Suspense>
    </Card>
  );
}
