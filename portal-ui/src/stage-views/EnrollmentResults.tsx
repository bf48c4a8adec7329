/** The results of an open enrollment: who enrolled, waived or has not started, and participation per carrier. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { components } from '@canopy/api';
import { useQuery } from '@tanstack/react-query';
import { percent } from '../enroll/format';
import { ENROLLMENT_STATUS_CODES, ENROLLMENT_STATUS_LABELS, lineLabel } from '../ui/vocab';
import { Donut, useStatusColors } from '../enroll/ProgressPanel';
import { enrollmentQuery } from '../enroll/queries';
import { Fact } from '../ui/facts';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';

type Window = components['schemas']['EnrollmentWindow'];

function Participation({ windowId }: { windowId: string }) {
  const detail = useQuery(enrollmentQuery(windowId));
  if (detail.error) return <LoadError error={detail.error} retry={() => void detail.refetch()} what="the participation check" />;
  if (!detail.data) return <SkeletonRows rows={2} height={24} />;
  const checks = detail.data.participation;
  if (checks.length === 0) return <Typography variant="body2" color="text.secondary">No carrier of the plan design sets a participation minimum.</Typography>;
  return (
    <Stack spacing={0.5} component="ul" aria-label="Participation per carrier" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {checks.map((c) => (
        <Stack component="li" key={`${c.line}:${c.carrier_name}`} direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid="dossier-participation" data-status={c.status}>
          {c.status === 'pass' ? <CheckCircleIcon color="success" sx={{ fontSize: 18 }} titleAccess="Meets the minimum" /> : <ErrorIcon color="error" sx={{ fontSize: 18 }} titleAccess="Below the minimum" />}
          <Typography variant="body2">
            <b>{percent(c.participation_pct)}</b> {c.carrier_name} {lineLabel(c.line).toLowerCase()}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (minimum {percent(c.minimum_pct)})
            </Typography>
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export function EnrollmentResults({ window: w }: { window: Window }) {
  const colors = useStatusColors();
  return (
    <Box sx={{ mt: 2 }} data-testid="enrollment-results">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Results of the {w.plan_year} open enrollment
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
        <Donut progress={w.progress} size={112} />
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', columnGap: 3, rowGap: 1 }}>
          {ENROLLMENT_STATUS_CODES.map((k) => (
            <Box key={k} sx={{ borderLeft: 3, borderColor: colors[k], pl: 1 }}>
              <Fact label={ENROLLMENT_STATUS_LABELS[k]} testId={`result-${k}`}>
                {w.progress[k]}
              </Fact>
            </Box>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
            Participation, {w.state === 'closed' ? 'on the final elections' : 'on the elections so far'}
          </Typography>
          <Participation windowId={w.id} />
        </Box>
      </Stack>
    </Box>
  );
}
