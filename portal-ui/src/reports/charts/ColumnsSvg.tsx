/** Vertical columns along an ordered axis (months), each with its value and a note above it (how many groups). */
import { useScales } from './useScales';
import type { ColumnsProps } from './index';
import { LeftAxis, Measured, type Tones } from './svg';

export const COLUMNS_HEIGHT = 240;
const MARGIN = { top: 22, right: 8, bottom: 26, left: 64 };

export default function ColumnsSvg({ columns, color, format, tick = format, label, testId, tones }: ColumnsProps & { tones: Tones }) {
  const { scaleBand, scaleLinear } = useScales();
  const described = columns.map((c) => `${c.label}: ${format(c.value)}${c.note ? ` (${c.note})` : ''}`).join('; ');
  return (
    <Measured height={COLUMNS_HEIGHT} testId={testId}>
      {(width) => {
        const plotWidth = Math.max(60, width - MARGIN.left - MARGIN.right);
        const plotHeight = COLUMNS_HEIGHT - MARGIN.top - MARGIN.bottom;
        const x = scaleBand<string>().domain(columns.map((c) => c.id)).range([0, plotWidth]).padding(0.25);
        const y = scaleLinear().domain([0, Math.max(1, ...columns.map((c) => c.value))]).range([plotHeight, 0]).nice();
        const every = Math.max(1, Math.ceil(columns.length / Math.max(1, Math.floor(plotWidth / 52))));
        return (
          <svg width={width} height={COLUMNS_HEIGHT} role="img" aria-label={`${label}. ${described}`} style={{ fontFamily: tones.font, display: 'block' }}>
            <g transform={`translate(${MARGIN.left}, ${MARGIN.top})`}>
              <LeftAxis ticks={y.ticks(4).map((v) => ({ at: y(v), label: tick(v) }))} width={plotWidth} tones={tones} />
              {columns.map((c, i) => {
                const left = x(c.id) ?? 0;
                const top = y(c.value);
                const middle = left + x.bandwidth() / 2;
                return (
                  <g key={c.id} data-testid="chart-column">
                    {c.value > 0 ? (
                      <rect x={left} y={top} width={x.bandwidth()} height={plotHeight - top} fill={color} rx={2}>
                        <title>{`${c.label}: ${format(c.value)}`}</title>
                      </rect>
                    ) : null}
                    {c.note && x.bandwidth() >= 14 ? (
                      <text x={middle} y={top - 6} textAnchor="middle" fontSize={11} fontWeight={600} fill={tones.text}>
                        {c.note}
                      </text>
                    ) : null}
                    {i % every === 0 ? (
                      <text x={middle} y={plotHeight + 16} textAnchor="middle" fontSize={11} fill={tones.muted} aria-hidden>
                        {c.label}
                      </text>
                    ) : null}
                  </g>
                );
              })}
              <line x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} stroke={tones.rule} />
            </g>
          </svg>
        );
      }}
    </Measured>
  );
}
