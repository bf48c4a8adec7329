/** A section's data as it loads, fails or comes back with nothing in it. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../ui/states';
import { SkeletonRows } from '../ui/table';

/** What a stage has not produced (yet), said in a line or two rather than a big empty page. */
export function Nothing({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1, px: 2, py: 1.5 }} data-testid="section-empty">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children ? (
        <Typography variant="body2" color="text.secondary">
          {children}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Placeholder rows while `query` loads, its error with a retry, `empty` when `isEmpty`, else the children. */
export function Loaded<T>({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.error) return <LoadError error={query.error} retry={() => void query.refetch()} what={what} />;
  if (query.data === undefined) return <SkeletonRows rows={3} height={28} />;
  return <>{isEmpty(query.data) ? empty : children(query.data)}</>;
}
