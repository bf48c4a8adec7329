import Chip from '@mui/material/Chip';
import { codeLabel, ENROLLMENT_STATUS_LABELS, lifeEventStatusLabel, WINDOW_STATE_LABELS, type Audience, type EnrollmentStatus, type LifeEventStatus, type WindowState } from '../vocab';
import { colorOf, type ChipColor } from './colors';

/**
 * Staff read a person who has not started as nothing to worry about yet; the employee reads it as
 * the thing to do, and a waiver as settled.
 */
const ENROLLMENT_STATUS_COLORS: Record<Audience, Record<EnrollmentStatus, ChipColor>> = {
  staff: { not_started: 'default', in_progress: 'info', enrolled: 'success', waived: 'warning' },
  employee: { not_started: 'warning', in_progress: 'info', enrolled: 'success', waived: 'default' },
};

/** Where a person is in an enrollment: outlined for staff until they start. */
export function EnrollmentStatusChip({ status, audience = 'staff', testId }: { status: string; audience?: Audience; testId?: string }) {
  return (
    <Chip
      size="small"
      label={codeLabel(ENROLLMENT_STATUS_LABELS, status)}
      color={colorOf(ENROLLMENT_STATUS_COLORS[audience], status)}
      variant={audience === 'staff' && status === 'not_started' ? 'outlined' : 'filled'}
      data-testid={testId}
      data-status={status}
    />
  );
}

const WINDOW_STATE_COLORS: Record<WindowState, ChipColor> = {
  scheduled: 'info',
  open: 'success',
  ended: 'warning',
  closed: 'default',
};

export function WindowStateChip({ state }: { state: string }) {
  return (
    <Chip
      size="small"
      label={codeLabel(WINDOW_STATE_LABELS, state)}
      color={colorOf(WINDOW_STATE_COLORS, state)}
      variant={state === 'closed' ? 'outlined' : 'filled'}
      data-testid="window-state"
      data-state={state}
    />
  );
}

/** Staff weigh a rejection as done with; the employee reads it as a problem to act on. */
const LIFE_EVENT_STATUS_COLORS: Record<Audience, Record<LifeEventStatus, ChipColor>> = {
  staff: { pending: 'warning', approved: 'success', rejected: 'default' },
  employee: { pending: 'warning', approved: 'success', rejected: 'error' },
};

/** A reported life event's review: filled on the staff's side while it waits for their decision. */
export function LifeEventStatusChip({ status, audience = 'staff' }: { status: string; audience?: Audience }) {
  const filled = audience === 'staff' && status === 'pending';
  return <Chip size="small" color={colorOf(LIFE_EVENT_STATUS_COLORS[audience], status)} variant={filled ? 'filled' : 'outlined'} label={lifeEventStatusLabel(status, audience)} />;
}
