/** A version's history (created, saved, submitted, changes asked with the note, approved), oldest first. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { DesignEvent } from './types';
import { formatDateTime } from '../ui/dates';
import { SectionCard } from '../ui/cards';

const ICONS: Record<string, ReactNode> = {
  create: <NoteAddIcon color="action" />,
  update: <EditIcon color="action" />,
  submit: <SendIcon color="info" />,
  request_changes: <UndoIcon color="warning" />,
  approve: <CheckCircleIcon color="success" />,
};

/** A run of saves says little: only the last save of each run is kept. */
export function historyShown(events: DesignEvent[]): DesignEvent[] {
  return events.filter((e, i) => !(e.action === 'update' && events[i + 1]?.action === 'update'));
}

export function DesignHistory({ events }: { events: DesignEvent[] }) {
  const shown = historyShown(events);
  if (shown.length === 0) return null;
  return (
    <SectionCard title="History" subheader="Who did what with this version" testId="design-history">
      <Stack spacing={1.25} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {shown.map((e, i) => (
          <Stack key={`${e.at}:${i}`} direction="row" spacing={1.25} component="li" data-testid="history-entry" data-action={e.action}>
            <Box sx={{ display: 'flex', pt: 0.25, '& svg': { fontSize: 18 } }}>{ICONS[e.action] ?? <EditIcon color="action" />}</Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">
                <strong>{e.actor_name}</strong> · {e.summary}
              </Typography>
              {e.note ? (
                <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }} data-testid="history-note">
                  “{e.note}”
                </Typography>
              ) : null}
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(e.at)}
              </Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
