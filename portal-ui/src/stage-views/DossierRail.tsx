/** The group's way through the stages at a glance: each stage with the day it was entered, the one it is in marked. */
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { components } from '@canopy/api';
import { stageLabel } from '../ui/vocab';
import { durationText } from '../lifecycle/duration';
import { StageChip } from '../ui/chips';
import { formatDate } from '../ui/dates';
import { DOSSIER_STAGES, PATH, stageSpan } from './dossier';

type Lifecycle = components['schemas']['Lifecycle'];

export function DossierRail({ lifecycle }: { lifecycle: Lifecycle }) {
  // A group that left the book ends its way there.
  const left = !PATH.includes(lifecycle.stage);
  const stages = left ? [...PATH, lifecycle.stage] : PATH;
  return (
    <Card sx={{ px: 2, py: 1.5 }}>
      <Box component="ol" aria-label="Stages of the group" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {stages.map((stage, i) => {
          const span = stageSpan(lifecycle, stage);
          const section = (DOSSIER_STAGES as readonly string[]).includes(stage);
          const chip = <StageChip stage={stage} muted={!span.current && !span.entered} size={span.current ? 'medium' : 'small'} />;
          return (
            <Box component="li" key={stage} aria-current={span.current ? 'step' : undefined} data-testid={`rail-${stage}`} sx={{ display: 'flex', alignItems: 'flex-start' }}>
              {i > 0 ? <ChevronRightIcon sx={{ color: 'text.disabled', mt: 0.5 }} /> : null}
              <Box sx={{ textAlign: 'center', minWidth: 88 }}>
                {section ? (
                  <Box component="a" href={`#stage-${stage}`} aria-label={`${stageLabel(stage)}: go to its section`} sx={{ display: 'inline-block', borderRadius: 4 }}>
                    {chip}
                  </Box>
                ) : (
                  chip
                )}
                <Typography variant="caption" color={span.current ? 'text.primary' : 'text.secondary'} sx={{ display: 'block', fontWeight: span.current ? 700 : 400 }}>
                  {span.current ? `now · ${durationText(span.seconds)}` : span.entered ? formatDate(span.entered.slice(0, 10)) : span.skipped ? 'skipped' : left ? 'not reached' : 'not yet'}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
