import Chip from '@mui/material/Chip';
import { codeLabel, PLAN_DESIGN_STATUS_LABELS, QUOTE_STATUS_LABELS, type PlanDesignStatus, type QuoteStatus } from '../vocab';
import { colorOf, type ChipColor } from './colors';

export const PLAN_DESIGN_STATUS_COLORS: Record<PlanDesignStatus, ChipColor> = {
  draft: 'default',
  submitted: 'info',
  approved: 'success',
  changes_requested: 'warning',
  superseded: 'default',
};

export function PlanDesignStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      label={codeLabel(PLAN_DESIGN_STATUS_LABELS, status)}
      color={colorOf(PLAN_DESIGN_STATUS_COLORS, status)}
      variant={status === 'superseded' || status === 'draft' ? 'outlined' : 'filled'}
      data-testid="design-status"
      data-status={status}
    />
  );
}

const QUOTE_STATUS_COLORS: Record<QuoteStatus, ChipColor> = {
  draft: 'default',
  presented: 'info',
  accepted: 'success',
  declined: 'error',
};

export function QuoteStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      label={codeLabel(QUOTE_STATUS_LABELS, status)}
      color={colorOf(QUOTE_STATUS_COLORS, status)}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      data-testid="quote-status"
      data-status={status}
    />
  );
}
