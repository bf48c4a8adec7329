/**
 * The reports' charts. Each is drawn by code loaded after the page's first paint (the tables
 * under the charts show the same figures at once), so the chart library stays out of every other
 * page; that code uses nothing of the page's component kit, which keeps the other pages' shared
 * code as it was.
 */
import { Suspense } from 'react';
import { ChartLoading, Legend, NoFigures, useChartTones, type Series } from './chartKit';

import BarsSvg from './BarsSvg';
import ColumnsSvg from './ColumnsSvg';
import LineSvg from './LineSvg';

export interface BarRow {
  id: string;
  label: string;
  /** Each series' value in the row, by series key. */
  values: Record<string, number>;
  /** A mark across the bar (a carrier's minimum), on the value axis. */
  mark?: number;
}

export interface BarsProps {
  rows: readonly BarRow[];
  series: readonly Series[];
  /** A value as the bar's end says it. */
  format: (value: number) => string;
  /** A value as the axis says it (shorter). */
  tick?: (value: number) => string;
  /** The axis's end; by default the largest row. */
  max?: number;
  /** What the mark is, for the picture's description ("minimum"). */
  markLabel?: string;
  /** Counts of people or groups: the axis marks whole numbers only. */
  counts?: boolean;
  /** What the chart shows, for screen readers. */
  label: string;
  testId?: string;
}

/** Horizontal bars, one a row, stacked by series, with an optional mark per row. */
export function BarsChart({ empty, legend = true, ...props }: BarsProps & { empty: string; legend?: boolean }) {
  const tones = useChartTones();
  const total = (r: BarRow) => props.series.reduce((n, s) => n + (r.values[s.key] ?? 0), 0);
  if (props.rows.length === 0 || props.rows.every((r) => total(r) === 0 && r.mark === undefined)) return <NoFigures>{empty}</NoFigures>;
  return (
    <>
      {legend ? <Legend series={props.series} /> : null}
      <Suspense fallback={<ChartLoading height={props.rows.length * 30 + 24} />}>
        <BarsSvg {...props} tones={tones} />
      </Suspense>
    </>
  );
}

export interface Column {
  id: string;
  label: string;
  value: number;
  /** Written above the column ("2"). */
  note?: string;
}

export interface ColumnsProps {
  columns: readonly Column[];
  color: string;
  format: (value: number) => string;
  tick?: (value: number) => string;
  label: string;
  testId?: string;
}

/** Vertical columns along an ordered axis (months). */
export function ColumnsChart({ empty, ...props }: ColumnsProps & { empty: string }) {
  const tones = useChartTones();
  if (props.columns.every((c) => c.value === 0 && !c.note)) return <NoFigures>{empty}</NoFigures>;
  return (
    <Suspense fallback={<ChartLoading height={240} />}>
      <ColumnsSvg {...props} tones={tones} />
    </Suspense>
  );
}

export interface Point {
  id: string;
  label: string;
  /** Percent, 0 to 100. */
  value: number;
}

export interface LineProps {
  points: readonly Point[];
  color: string;
  /** A level to reach (100 %), drawn with its label. */
  level?: number;
  levelLabel?: string;
  label: string;
  testId?: string;
}

/** A share over days, as a line. */
export function LineChart({ empty, ...props }: LineProps & { empty: string }) {
  const tones = useChartTones();
  if (props.points.length === 0) return <NoFigures>{empty}</NoFigures>;
  return (
    <Suspense fallback={<ChartLoading height={240} />}>
      <LineSvg {...props} tones={tones} />
    </Suspense>
  );
}
