/**
 * The pieces the charts draw with: the measured box and the axes. Plain SVG on the chart
 * library's scales, with the theme's tones handed in, so the lazily loaded charts need nothing
 * of the page's component kit.
 */
import { useParentSize } from '@visx/responsive';
import type { ReactNode } from 'react';

/** The theme's tones as the SVG uses them. */
export interface Tones {
  text: string;
  muted: string;
  rule: string;
  font: string;
}

export interface Tick {
  at: number;
  label: string;
}

/** The chart's box, measured: its children draw for the width it has. */
export function Measured({ height, children, testId }: { height: number; children: (width: number) => ReactNode; testId?: string }) {
  const { parentRef, width } = useParentSize({ debounceTime: 60, initialSize: { width: 600 } });
  return (
    <div ref={parentRef} data-testid={testId} style={{ width: '100%', height, overflow: 'hidden' }}>
      {width > 0 ? children(width) : null}
    </div>
  );
}

/** A value axis along the bottom: its rule and its ticks' labels (`at` is the pixel offset). */
export function BottomAxis({ ticks, y, width, tones }: { ticks: readonly Tick[]; y: number; width: number; tones: Tones }) {
  return (
    <g transform={`translate(0, ${y})`} aria-hidden>
      <line x1={0} x2={width} stroke={tones.rule} />
      {ticks.map((t) => (
        <g key={`${t.at}-${t.label}`} transform={`translate(${t.at}, 0)`}>
          <line y2={4} stroke={tones.rule} />
          <text y={16} textAnchor="middle" fontSize={11} fill={tones.muted}>
            {t.label}
          </text>
        </g>
      ))}
    </g>
  );
}

/** A value axis along the left, with light grid lines across the plot. */
export function LeftAxis({ ticks, width, tones }: { ticks: readonly Tick[]; width: number; tones: Tones }) {
  return (
    <g aria-hidden>
      {ticks.map((t) => (
        <g key={`${t.at}-${t.label}`} transform={`translate(0, ${t.at})`}>
          <line x2={width} stroke={tones.rule} strokeDasharray="2 3" />
          <text x={-6} dy="0.33em" textAnchor="end" fontSize={11} fill={tones.muted}>
            {t.label}
          </text>
        </g>
      ))}
    </g>
  );
}
