/** Horizontal bars, one a row, each split into its series (stacked), with an optional mark per row (a minimum). */
import { useScales } from './useScales';
import type { BarsProps } from './index';
import { BottomAxis, Measured, type Tones } from './svg';

export const BAR_ROW = 30;
export const BAR_AXIS = 24;

export default function BarsSvg({ rows, series, format, tick = format, max, markLabel, counts = false, label, testId, tones }: BarsProps & { tones: Tones }) {
  const { scaleBand, scaleLinear } = useScales();
  const total = (values: Record<string, number>) => series.reduce((n, s) => n + (values[s.key] ?? 0), 0);
  const top = Math.max(max ?? 0, ...rows.map((r) => Math.max(total(r.values), r.mark ?? 0)), 1);
  const described = rows.map((r) => `${r.label}: ${format(total(r.values))}${r.mark !== undefined && markLabel ? `, ${markLabel} ${format(r.mark)}` : ''}`).join('; ');
  const height = rows.length * BAR_ROW + BAR_AXIS;
  return (
    <Measured height={height} testId={testId}>
      {(width) => {
        // Room for the longest label (about 6.5 px a character at 12 px), at most 45 % of the width.
        const longest = Math.max(...rows.map((r) => r.label.length));
        const labelWidth = Math.round(Math.min(width * 0.45, Math.max(90, longest * 6.5 + 12)));
        const fits = Math.max(8, Math.floor((labelWidth - 12) / 6.5));
        const plot = Math.max(40, width - labelWidth - 84);
        const linear = scaleLinear().domain([0, top]).range([0, plot]);
        const x = max === undefined ? linear.nice() : linear;
        const y = scaleBand<string>().domain(rows.map((r) => r.id)).range([0, rows.length * BAR_ROW]).padding(0.28);
        const band = y.bandwidth();
        const ticks = x
          .ticks(Math.max(2, Math.min(5, Math.floor(plot / 90))))
          .filter((v) => !counts || Number.isInteger(v))
          .map((v) => ({ at: x(v), label: tick(v) }));
        return (
          <svg width={width} height={height} role="img" aria-label={`${label}. ${described}`} style={{ fontFamily: tones.font, display: 'block' }}>
            <g transform={`translate(${labelWidth}, 0)`}>
              {rows.map((r) => {
                let from = 0;
                // The figure follows its bar, or the mark when the mark is just past the bar.
                const barEnd = x(total(r.values));
                const markAt = r.mark === undefined ? undefined : x(r.mark);
                const end = markAt !== undefined && markAt > barEnd && markAt - barEnd < 40 ? markAt : barEnd;
                return (
                  <g key={r.id} transform={`translate(0, ${y(r.id) ?? 0})`} data-testid="chart-bar">
                    <text x={-8} y={band / 2} dy="0.35em" textAnchor="end" fontSize={12} fill={tones.text}>
                      {r.label.length > fits ? `${r.label.slice(0, fits - 1)}…` : r.label}
                    </text>
                    {series.map((s) => {
                      const v = r.values[s.key] ?? 0;
                      if (v <= 0) return null;
                      const left = x(from);
                      from += v;
                      return (
                        <rect key={s.key} x={left} width={Math.max(1, x(from) - left)} height={band} fill={s.color} rx={2}>
                          <title>{`${r.label}, ${s.label}: ${format(v)}`}</title>
                        </rect>
                      );
                    })}
                    {r.mark !== undefined ? <line x1={x(r.mark)} x2={x(r.mark)} y1={-3} y2={band + 3} stroke={tones.text} strokeWidth={2} strokeDasharray="3 2" /> : null}
                    <text x={end + 6} y={band / 2} dy="0.35em" fontSize={12} fontWeight={600} fill={tones.text}>
                      {format(total(r.values))}
                    </text>
                  </g>
                );
              })}
              <BottomAxis ticks={ticks} y={rows.length * BAR_ROW} width={plot} tones={tones} />
            </g>
          </svg>
        );
      }}
    </Measured>
  );
}
