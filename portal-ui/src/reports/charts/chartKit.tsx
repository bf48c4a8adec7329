/** What the reports' charts share on the page: their series, legend, tones, and what they show while loading or empty. */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { Tones } from './svg';

/** One series of a chart (a line of coverage, a tier): its code, its words and its tone. */
export interface Series {
  key: string;
  label: string;
  color: string;
}

export function Legend({ series }: { series: readonly Series[] }) {
  if (series.length < 2) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} aria-hidden>
      {series.map((s) => (
        <Stack key={s.key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: s.color }} />
          <Typography variant="caption" color="text.secondary">
            {s.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** The theme's text and rule tones for SVG, and its font. */
export function useChartTones(): Tones {
  const theme = useTheme();
  return {
    text: theme.palette.text.primary,
    muted: theme.palette.text.secondary,
    rule: theme.palette.divider,
    font: theme.typography.fontFamily ?? 'sans-serif',
  };
}

/** What a chart says when it has nothing to draw. */
export function NoFigures({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="chart-empty">
      {children}
    </Typography>
  );
}

/** The chart's place while its drawing code loads. */
export function ChartLoading({ height }: { height: number }) {
  return <Skeleton variant="rounded" height={height} aria-label="Loading the chart" />;
}
