/**
 * A design's history (created, saved, submitted, changes asked with the note, approved), from the
 * group's recent activity: the design itself keeps only its latest decision.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import NoteAddIcon from '@mui/icons-material/NoteAddOutlined';
import SendIcon from '@mui/icons-material/Send';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { overviewQuery } from '../book/queries';
import { formatDateTime } from '../book/rules';
import { SectionCard } from '../book/ui';
import type { PlanDesign } from './types';

const ICONS: Record<string, ReactNode> = {
  create: <NoteAddIcon color="action" />,
  update: <EditIcon color="action" />,
  submit: <SendIcon color="info" />,
  request_changes: <UndoIcon color="warning" />,
  approve: <CheckCircleIcon color="success" />,
};

function noteOf(after: unknown): string | null {
  if (after && typeof after === 'object' && 'note' in after) {
    const n = (after as { note?: unknown }).note;
    return typeof n === 'string' && n ? n : null;
  }
  return null;
}

export function DesignHistory({ groupId, design }: { groupId: string; design: PlanDesign }) {
  const overview = useQuery(overviewQuery(groupId));
  const entries = (overview.data?.recent_activity ?? []).filter((e) => e.entity === 'plan_design' && e.entity_id === design.id).reverse();
  // A run of saves says little: keep the last save of each run.
  const shown = entries.filter((e, i) => !(e.action === 'update' && entries[i + 1]?.action === 'update'));
  if (!overview.data || shown.length === 0) return null;
  return (
    <SectionCard title="History" subheader="Who did what with this version (recent activity of the group)" testId="design-history">
      <Stack spacing={1.25} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {shown.map((e) => {
          const note = noteOf(e.after);
          return (
            <Stack key={e.id} direction="row" spacing={1.25} component="li" data-testid="history-entry" data-action={e.action}>
              <Box sx={{ display: 'flex', pt: 0.25, '& svg': { fontSize: 18 } }}>{ICONS[e.action] ?? <EditIcon color="action" />}</Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">
                  <strong>{e.actor_name}</strong> · {e.summary}
                </Typography>
                {note ? (
                  <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                    “{note}”
                  </Typography>
                ) : null}
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(e.at)}
                </Typography>
              </Box>
            </Stack>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
