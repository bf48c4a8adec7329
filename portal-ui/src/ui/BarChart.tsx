/** A small, dependency-free bar chart (SVG columns or HTML rows), themed by the brand. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Bar {
  label: string;
  count: number;
}

/** Horizontal bars with their label and count: tier mix, ZIPs, classes. */
export function BarList({ data, testId, empty = 'No data yet', total: totalProp }: { data: Bar[]; testId?: string; empty?: string; total?: number }) {
  const max = Math.max(1, ...data.map((d) => d.count));
  const total = totalProp ?? data.reduce((n, d) => n + d.count, 0);
  if (data.length === 0 || total === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId} sx={{ py: 2, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" data-testid={testId} aria-label={testId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {data.map((d) => (
        <Box component="li" key={d.label} sx={{ display: 'grid', gridTemplateColumns: 'minmax(56px, 30%) 1fr 64px', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" noWrap title={d.label}>
            {d.label}
          </Typography>
          <Box sx={{ height: 14, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
            <Box sx={{ height: '100%', width: `${(d.count / max) * 100}%`, bgcolor: 'primary.main', borderRadius: 1, minWidth: d.count ? 2 : 0 }} />
          </Box>
          <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {d.count}
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 11, ml: 0.5 }}>
              {Math.round((d.count / total) * 100)}%
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Vertical columns (an age histogram). */
export function ColumnChart({ data, testId, height = 150, empty = 'No data yet' }: { data: Bar[]; testId?: string; height?: number; empty?: string }) {
  const total = data.reduce((n, d) => n + d.count, 0);
  if (data.length === 0 || total === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId} sx={{ py: 2, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  const max = Math.max(1, ...data.map((d) => d.count));
  return (
    <Box data-testid={testId} role="img" aria-label={data.map((d) => `${d.label}: ${d.count}`).join(', ')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${data.length}, 1fr)`, gap: 1, alignItems: 'end', height, borderBottom: 1, borderColor: 'divider' }}>
        {data.map((d) => (
          <Box key={d.label} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', height: '100%' }} title={`${d.label}: ${d.count}`}>
            <Typography sx={{ fontSize: 12, fontWeight: 700 }}>{d.count}</Typography>
            <Box sx={{ width: '70%', height: `${(d.count / max) * 80}%`, minHeight: d.count ? 2 : 0, bgcolor: 'primary.main', borderRadius: '4px 4px 0 0' }} />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${data.length}, 1fr)`, gap: 1, mt: 0.5 }}>
        {data.map((d) => (
          <Typography key={d.label} variant="caption" color="text.secondary" noWrap sx={{ textAlign: 'center' }}>
            {d.label}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
