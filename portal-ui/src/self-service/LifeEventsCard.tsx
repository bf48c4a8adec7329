/** Life events I reported, their decision, and the way to report a new one. */
import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from './format';
import { LifeEventStatusChip } from '../ui/chips/enrollment';
import { lifeEventLabel } from '../ui/vocab';
import type { MyBenefits, MyWindow } from './types';
import { formatDateTime } from '../ui/dates';
import { SectionCard } from '../ui/cards';

/** The report dialog loads when it is opened. */
const LifeEventDialog = lazy(() => import('./LifeEventDialog').then((m) => ({ default: m.LifeEventDialog })));

export function LifeEventsCard({ data, windows }: { data: MyBenefits; windows: MyWindow[] }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <SectionCard
      title="Life events"
      testId="life-events"
      action={
        <Button size="small" variant="outlined" startIcon={<EventIcon />} onClick={() => setOpen(true)} data-testid="report-life-event">
          Report a life event
        </Button>
      }
    >
      {sent ? (
        <Alert severity="success" onClose={() => setSent(false)} sx={{ mb: 1 }} data-testid="life-event-sent">
          Thanks — your report was sent. Your benefits contact will review it.
        </Alert>
      ) : null}
      {data.life_events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Married, had or adopted a child, or lost other coverage? Report it within 30 days (60 for Medicaid or CHIP) to change your benefits.
        </Typography>
      ) : (
        <List disablePadding>
          {data.life_events.map((e) => {
            const special = e.window_id ? windows.find((w) => w.id === e.window_id && w.state === 'open') : undefined;
            return (
              <ListItem key={e.id} disableGutters data-testid="life-event" data-status={e.status} sx={{ display: 'block' }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{lifeEventLabel(e.kind, 'employee')}</Typography>
                  <LifeEventStatusChip status={e.status} audience="employee" />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  On {formatDate(e.event_date)} · reported {formatDateTime(e.reported_at)}
                  {e.document_name ? ` · ${e.document_name}` : ''}
                </Typography>
                {e.decision_note ? (
                  <Typography variant="body2" color="text.secondary">
                    “{e.decision_note}”{e.decided_by_name ? ` — ${e.decided_by_name}` : ''}
                  </Typography>
                ) : null}
                {special ? (
                  <Link component={RouterLink} to={`/employees/enroll/${special.id}`} variant="body2">
                    Make your changes by {formatDate(e.window_ends_on ?? special.ends_on)}
                  </Link>
                ) : null}
              </ListItem>
            );
          })}
        </List>
      )}
      {open ? (
        <Suspense fallback={null}>
          <LifeEventDialog open onClose={() => setOpen(false)} onReported={() => setSent(true)} />
        </Suspense>
      ) : null}
    </SectionCard>
  );
}
