import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { components } from '@canopy/api';
import { StageChip } from '../ui/chips';
import { formatDateTime } from '../ui/dates';
import { STAGE_TRIGGER_LABELS } from '../ui/vocab';

type StageMove = components['schemas']['StageMove'];

/** Every stage move, newest first. */
export function StageTimeline({ moves }: { moves: StageMove[] }) {
  return (
    <Table size="small" aria-label="Stage moves">
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Move</TableCell>
          <TableCell>What moved it</TableCell>
          <TableCell>Who</TableCell>
          <TableCell>Why</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {moves.map((m) => (
          <TableRow key={m.id} data-testid="stage-move" data-trigger={m.trigger}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.moved_at)}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                {m.from_stage ? (
                  <>
                    <StageChip stage={m.from_stage} muted />
                    <ArrowForwardIcon sx={{ fontSize: 16, color: 'text.secondary' }} />
                  </>
                ) : null}
                <StageChip stage={m.to_stage} />
              </Stack>
            </TableCell>
            <TableCell>
              {m.trigger === 'override' ? <Chip size="small" color="warning" variant="outlined" label="Override" sx={{ mr: 1 }} /> : null}
              {m.trigger === 'override' ? null : STAGE_TRIGGER_LABELS[m.trigger]}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.actor_name}</TableCell>
            <TableCell>
              {m.reason ?? <Typography component="span" variant="body2" color="text.secondary">—</Typography>}
              {m.overridden.length ? (
                <Typography variant="caption" color="warning.dark" component="div">
                  Past: {m.overridden.join('; ')}
                </Typography>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
