import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '@canopy/api';
import { StageChip } from '../ui/chips';
import { MOVE_DIRECTION_LABELS, type GroupStage } from '../ui/vocab';

type NextMove = components['schemas']['NextMove'];

/** The moves open from the group's stage, each ready or with what blocks it. */
export function NextMoves({
  moves,
  mayMove,
  mayOverride,
  onMove,
}: {
  moves: NextMove[];
  mayMove: boolean;
  mayOverride: boolean;
  onMove: (to: GroupStage) => void;
}) {
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />} spacing={1.25}>
      {moves.map((m) => {
        const blocked = m.blocked_by.length > 0;
        const label = blocked ? (mayOverride ? 'Override…' : 'Blocked') : 'Move…';
        return (
          <Stack key={m.to} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }} data-testid={`next-${m.to}`}>
            <Box sx={{ width: 130, flexShrink: 0, pt: 0.25 }}>
              <StageChip stage={m.to} />
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.4 }}>
                {MOVE_DIRECTION_LABELS[m.direction]}
                {m.needs_reason ? ' · needs a reason' : ''}
                {m.needs_last_day ? ' · needs the last day of coverage' : ''}
              </Typography>
              {blocked ? (
                m.blocked_by.map((why) => (
                  <Stack key={why} direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'warning.dark' }} data-testid="blocked-reason">
                    <BlockIcon sx={{ fontSize: 16 }} />
                    <Typography variant="body2">{why}</Typography>
                  </Stack>
                ))
              ) : (
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.dark' }}>
                  <CheckCircleIcon sx={{ fontSize: 16 }} />
                  <Typography variant="body2">Ready</Typography>
                </Stack>
              )}
            </Box>
            {mayMove ? (
              <Button
                size="small"
                variant={blocked ? 'text' : m.direction === 'forward' ? 'contained' : 'outlined'}
                color={m.direction === 'exit' ? 'error' : blocked ? 'warning' : 'primary'}
                disabled={blocked && !mayOverride}
                onClick={() => onMove(m.to)}
                sx={{ flexShrink: 0 }}
              >
                {label}
              </Button>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
