import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '@canopy/api';
import { STAGE_COLORS, stageLabel } from '../ui/vocab';
import { durationText } from './duration';

type StageTime = components['schemas']['StageTime'];

/** One bar per stage the group has been in, as long as the time it spent there. */
export function TimeInStages({ times }: { times: StageTime[] }) {
  const longest = Math.max(1, ...times.map((t) => t.seconds));
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Time in each stage">
      {times.map((t) => (
        <Box component="li" key={t.stage} data-testid={`time-${t.stage}`}>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ fontWeight: t.current ? 700 : 500 }}>
              {stageLabel(t.stage)}
              {t.current ? ' (now)' : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {durationText(t.seconds)}
              {t.visits > 1 ? ` · ${t.visits} visits` : ''}
            </Typography>
          </Stack>
          <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
            <Box sx={{ height: '100%', width: `${Math.max(2, (t.seconds / longest) * 100)}%`, bgcolor: STAGE_COLORS[t.stage] }} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
