/** The frame of one stage in the dossier: when the group was there on the left, what the stage produced on the right. */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { STAGE_COLORS } from '../ui/vocab';
import { durationText } from '../lifecycle/duration';
import { StageChip } from '../ui/chips';
import { formatDate } from '../ui/dates';
import { Fact } from '../ui/facts';
import type { DossierStage, StageSpan } from './dossier';

/** A link to the screen that holds what a section shows. */
export function GoTo({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button size="small" component={RouterLink} to={to} endIcon={<ArrowForwardIcon />} sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Button>
  );
}

function SpanFacts({ span }: { span: StageSpan }) {
  if (!span.entered) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="stage-span">
        {span.skipped ? 'Skipped: the group was moved past this stage' : 'Not reached yet'}
      </Typography>
    );
  }
  const day = (iso: string) => formatDate(iso.slice(0, 10));
  return (
    <Stack spacing={0.75} data-testid="stage-span">
      <Fact label="Entered">{day(span.entered)}</Fact>
      <Fact label="Left">{span.left ? day(span.left) : 'Still here'}</Fact>
      <Fact label="Time there">
        {durationText(span.seconds)}
        {span.visits > 1 ? ` · ${span.visits} visits` : ''}
      </Fact>
    </Stack>
  );
}

export function StageSection({ stage, title, span, links, children }: { stage: DossierStage; title: string; span?: StageSpan; links?: ReactNode; children: ReactNode }) {
  const current = span?.current ?? false;
  const headingId = `dossier-${stage}-title`;
  return (
    <Card
      component="section"
      id={`stage-${stage}`}
      aria-labelledby={headingId}
      data-testid={`dossier-${stage}`}
      data-current={current}
      sx={{ borderLeft: 4, borderLeftColor: current ? STAGE_COLORS[stage] : 'divider', scrollMarginTop: 80 }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }}>
        <Box sx={{ width: { md: 190 }, flexShrink: 0, p: 2, bgcolor: current ? 'action.hover' : undefined }}>
          <Stack direction="row" spacing={0.75} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.25 }}>
            <StageChip stage={stage} muted={!current && !span?.entered} />
            {current ? <Chip size="small" variant="outlined" color="primary" label="Here now" data-testid="here-now" /> : null}
          </Stack>
          {span ? <SpanFacts span={span} /> : null}
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0, p: 2, pt: { xs: 0, md: 2 } }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flexGrow: 1 }}>
              {title}
            </Typography>
            {links}
          </Stack>
          {children}
        </Box>
      </Stack>
    </Card>
  );
}
