/** Small pieces shared by the quote screens. */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { capitalise, direction, METAL_COLORS, signedMoney, signedPct, STATUS_COLORS, statusLabel } from './format';

export function QuoteStatusChip({ status, size = 'small' }: { status: string; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      label={statusLabel(status)}
      color={STATUS_COLORS[status] ?? 'default'}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      data-testid="quote-status"
      data-status={status}
    />
  );
}

/** Marks a plan the agency added for itself (not the platform's catalogue). */
export function AgencyPlanChip({ plan }: { plan: { agency_owned: boolean } }) {
  if (!plan.agency_owned) return null;
  return <Chip label="Agency plan" size="small" color="primary" variant="outlined" title="Added by your agency; only your agency quotes it" sx={{ height: 18, fontSize: 11, fontWeight: 600, flexShrink: 0 }} data-testid="agency-plan" />;
}

/** A carrier's name after a dot of its colour. */
export function CarrierName({ name, color, wrap = false }: { name: string; color?: string; wrap?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: wrap ? 'baseline' : 'center', gap: 0.75, whiteSpace: wrap ? 'normal' : 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color ?? 'grey.500', flexShrink: 0 }} />
      {name}
    </Box>
  );
}

/** A change in money and percent: red when it costs more, green when cheaper. */
export function Change({ amount, pct, testId, whole = false, stacked = false }: { amount: number | null | undefined; pct?: number | null; testId?: string; whole?: boolean; stacked?: boolean }) {
  const d = direction(amount);
  const color = d === 'up' ? 'error.main' : d === 'down' ? 'success.main' : 'text.secondary';
  return (
    <Box component="span" data-testid={testId} data-direction={d} sx={{ color, fontWeight: d === 'flat' ? 400 : 600, whiteSpace: 'nowrap', display: 'inline-flex', flexDirection: stacked ? 'column' : 'row', alignItems: stacked ? 'flex-end' : 'center', gap: stacked ? 0 : 0.25 }}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
        {d === 'up' ? <ArrowUpwardIcon sx={{ fontSize: 14 }} aria-label="up" /> : d === 'down' ? <ArrowDownwardIcon sx={{ fontSize: 14 }} aria-label="down" /> : null}
        {signedMoney(amount, whole)}
      </Box>
      {pct !== undefined && pct !== null ? (
        <Box component="span" sx={{ fontWeight: 400, ml: stacked ? 0 : 0.5, fontSize: stacked ? 12 : undefined }}>
          {stacked ? signedPct(pct) : `(${signedPct(pct)})`}
        </Box>
      ) : null}
    </Box>
  );
}

export type SortState = { by: string; order: 'asc' | 'desc' };

export function useSort(initial: SortState) {
  const [sort, setSort] = useState<SortState>(initial);
  const toggle = (by: string, firstOrder: 'asc' | 'desc' = 'asc') =>
    setSort((s) => (s.by === by ? { by, order: s.order === 'asc' ? 'desc' : 'asc' } : { by, order: firstOrder }));
  return { sort, toggle };
}

/** A header cell that sorts its column. */
export function SortCell({
  by,
  sort,
  onSort,
  children,
  align,
  firstOrder,
  sx,
}: {
  by: string;
  sort: SortState;
  onSort: (by: string, firstOrder?: 'asc' | 'desc') => void;
  children: ReactNode;
  align?: TableCellProps['align'];
  firstOrder?: 'asc' | 'desc';
  sx?: TableCellProps['sx'];
}) {
  const active = sort.by === by;
  return (
    <TableCell align={align} sortDirection={active ? sort.order : false} sx={{ whiteSpace: 'nowrap', ...sx }}>
      <TableSortLabel active={active} direction={active ? sort.order : 'asc'} onClick={() => onSort(by, firstOrder)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}

export const numSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export function MetalChip({ metal }: { metal?: string | null }) {
  if (!metal) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: 0.5, bgcolor: METAL_COLORS[metal] ?? 'grey.500' }} />
      {capitalise(metal)}
    </Box>
  );
}

/** A light segmented control (a row of toggle buttons): lighter than Tabs for the first paint. */
export function Segmented<T extends string>({ label, value, onChange, options, testId }: { label: string; value: T; onChange: (v: T) => void; options: readonly (readonly [T, string])[]; testId?: string }) {
  return (
    <Box role="group" aria-label={label} data-testid={testId} sx={{ display: 'flex', gap: 0.5, px: 1.5, pt: 1.5, flexWrap: 'wrap' }}>
      {options.map(([k, l]) => {
        const on = k === value;
        return (
          <Button
            key={k}
            size="small"
            variant={on ? 'contained' : 'text'}
            color={on ? 'primary' : 'inherit'}
            aria-pressed={on}
            onClick={() => onChange(k)}
            disableElevation
            sx={{ borderRadius: 5, px: 1.75, fontWeight: on ? 700 : 500, color: on ? undefined : 'text.secondary' }}
          >
            {l}
          </Button>
        );
      })}
    </Box>
  );
}
