import Chip from '@mui/material/Chip';
import { STAGE_TONES, stageLabel } from '../book/rules';
import { capitalized } from './dates';

/** A lifecycle stage in its tone; `muted` (outlined) where nothing is in it. */
export function StageChip({ stage, size = 'small', muted = false, compact = false }: { stage: string; size?: 'small' | 'medium'; muted?: boolean; compact?: boolean }) {
  const tone = STAGE_TONES[stage] ?? STAGE_TONES.lost;
  const outlined = muted || stage === 'prospect' || stage === 'lost';
  return (
    <Chip
      size={size}
      label={stageLabel(stage)}
      variant={outlined ? 'outlined' : 'filled'}
      sx={[outlined ? { color: tone, borderColor: tone } : { bgcolor: tone, color: '#fff' }, compact && { maxWidth: '100%', fontSize: 11 }]}
      data-testid="stage-chip"
      data-stage={stage}
    />
  );
}

/** A group's or an employee's status: active, terminated, archived, or anything in between. */
export function StatusChip({ status }: { status: string }) {
  const color = status === 'active' ? 'success' : status === 'terminated' ? 'error' : status === 'archived' ? 'default' : 'warning';
  return <Chip size="small" variant="outlined" color={color} label={capitalized(status.replace(/_/g, ' '))} />;
}
