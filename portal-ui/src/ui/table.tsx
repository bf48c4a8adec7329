/** Pieces of the data tables: sortable header cells, figure cells, rows shown while loading. */
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useState, type ReactNode } from 'react';

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

/** Figures line up in a column and do not wrap. */
export const numSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Placeholder rows while a list loads: text lines, or `rounded` blocks a little apart. */
export function SkeletonRows({ rows = 4, height = 36, rounded = false }: { rows?: number; height?: number; rounded?: boolean }) {
  return (
    <Stack spacing={rounded ? 1 : 0} aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant={rounded ? 'rounded' : 'text'} height={height} />
      ))}
    </Stack>
  );
}
