/** Progress of a window: the four counts as numbers and a small SVG donut (no chart library). */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { arcPath, percent, progressSlices } from './format';
import type { EnrollmentProgress } from './types';
import { SectionCard } from '../ui/cards';
import { ENROLLMENT_STATUS_CODES, ENROLLMENT_STATUS_LABELS, type EnrollmentStatus } from '../ui/vocab';

/** The colour of each status in the chart and its legend. */
export function useStatusColors(): Record<EnrollmentStatus, string> {
  const t = useTheme();
  return { not_started: t.palette.grey[400], in_progress: t.palette.info.main, enrolled: t.palette.success.main, waived: t.palette.warning.main };
}

export function Donut({ progress, size = 132 }: { progress: EnrollmentProgress; size?: number }) {
  const colors = useStatusColors();
  const theme = useTheme();
  const slices = progressSlices(progress);
  const r = 50;
  const inner = 34;
  const done = progress.enrolled + progress.waived;
  const label = slices.map((s) => `${s.label}: ${s.count}`).join(', ');
  return (
    <Box component="svg" viewBox="-52 -52 104 104" width={size} height={size} role="img" aria-label={`Enrollment progress. ${label}`} data-testid="progress-chart" sx={{ flexShrink: 0, display: 'block' }}>
      <circle r={(r + inner) / 2} fill="none" stroke={theme.palette.action.hover} strokeWidth={r - inner} />
      {slices.map((s) =>
        s.to > s.from ? (
          <path key={s.key} d={arcPath(s.from, s.to, r, inner)} fill={colors[s.key]} stroke={theme.palette.background.paper} strokeWidth={0.75}>
            <title>{`${s.label}: ${s.count}`}</title>
          </path>
        ) : null,
      )}
      <text textAnchor="middle" y={2} fontSize={17} fontWeight={700} fill={theme.palette.text.primary} style={{ fontFamily: theme.typography.fontFamily as string }}>
        {percent(progress.percent_complete)}
      </text>
      <text textAnchor="middle" y={15} fontSize={7.5} fill={theme.palette.text.secondary} style={{ fontFamily: theme.typography.fontFamily as string }}>
        {done} of {progress.eligible} done
      </text>
    </Box>
  );
}

export function ProgressPanel({ progress, onPick, picked, closed = false }: { progress: EnrollmentProgress; onPick?: (status: EnrollmentStatus) => void; picked?: string; closed?: boolean }) {
  const colors = useStatusColors();
  // Once closed, who had not finished has no coverage this plan year: say so.
  const label = (k: EnrollmentStatus) => (closed && (k === 'not_started' || k === 'in_progress') ? `${ENROLLMENT_STATUS_LABELS[k]} · no coverage` : ENROLLMENT_STATUS_LABELS[k]);
  return (
    <SectionCard title="Progress" subheader={`${progress.eligible} eligible · ${percent(progress.percent_complete)} enrolled or waived`} testId="progress">
      <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
        <Donut progress={progress} />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1, flexGrow: 1 }}>
          {ENROLLMENT_STATUS_CODES.map((k) => (
            <Box
              key={k}
              component={onPick ? 'button' : 'div'}
              type={onPick ? 'button' : undefined}
              onClick={onPick ? () => onPick(k) : undefined}
              aria-pressed={onPick ? picked === k : undefined}
              title={onPick ? `Show who is ${ENROLLMENT_STATUS_LABELS[k].toLowerCase()}` : undefined}
              sx={{
                textAlign: 'left',
                font: 'inherit',
                color: 'inherit',
                bgcolor: picked === k ? 'action.selected' : 'transparent',
                border: 1,
                borderColor: 'divider',
                borderLeft: 4,
                borderLeftColor: colors[k],
                borderRadius: 1,
                px: 1.25,
                py: 0.75,
                cursor: onPick ? 'pointer' : 'default',
                '&:hover': onPick ? { bgcolor: 'action.hover' } : undefined,
              }}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {label(k)}
              </Typography>
              <Typography component="div" sx={{ fontSize: '1.45rem', fontWeight: 700, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }} data-testid={`progress-${k}`}>
                {progress[k]}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </SectionCard>
  );
}
