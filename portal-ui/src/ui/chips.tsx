/**
 * The chips that show a code: its word from the vocabulary, its colour beside the chip. A group's
 * stage and status are here; the status chips of people, plans and enrollment are in `chips/`, one
 * module per subject, so that a page loads only the chips (and the words) it shows.
 */
import Chip from '@mui/material/Chip';
import { groupStatusLabel, STAGE_COLORS, stageLabel } from './vocab';

/** A lifecycle stage in its tone; `muted` (outlined) where nothing is in it. */
export function StageChip({ stage, size = 'small', muted = false, compact = false }: { stage: string; size?: 'small' | 'medium'; muted?: boolean; compact?: boolean }) {
  const tone = (STAGE_COLORS as Record<string, string>)[stage] ?? STAGE_COLORS.lost;
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

/** Active, terminated, archived, or anything in between. */
export const statusColor = (status: string) => (status === 'active' ? 'success' : status === 'terminated' ? 'error' : status === 'archived' ? 'default' : 'warning');

/** A group's status. */
export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" variant="outlined" color={statusColor(status)} label={groupStatusLabel(status)} />;
}
