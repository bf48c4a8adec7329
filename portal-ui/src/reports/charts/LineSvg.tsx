/** A share over days (0–100 %), as a line with its points, and an optional level to reach. */
import { useScales } from './useScales';
import type { LineProps, Point } from './index';
import { BottomAxis, LeftAxis, Measured, type Tones } from './svg';

export const LINE_HEIGHT = 240;
const MARGIN = { top: 14, right: 14, bottom: 26, left: 44 };

export default function LineSvg({ points, color, level, levelLabel, label, testId, tones }: LineProps & { tones: Tones }) {
  const { scaleLinear, scalePoint } = useScales();
  const last = points[points.length - 1];
  const described = `from ${points[0].label} (${points[0].value}%) to ${last.label} (${last.value}%)`;
  return (
    <Measured height={LINE_HEIGHT} testId={testId}>
      {(width) => {
        const plotWidth = Math.max(60, width - MARGIN.left - MARGIN.right);
        const plotHeight = LINE_HEIGHT - MARGIN.top - MARGIN.bottom;
        const x = scalePoint<string>().domain(points.map((p) => p.id)).range([0, plotWidth]).padding(0.3);
        const y = scaleLinear().domain([0, 100]).range([plotHeight, 0]);
        const every = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / 64))));
        const at = (p: Point) => [x(p.id) ?? 0, y(p.value)] as const;
        const path = points.map((p, i) => `${i ? 'L' : 'M'}${at(p)[0]},${at(p)[1]}`).join('');
        return (
          <svg width={width} height={LINE_HEIGHT} role="img" aria-label={`${label}, ${described}`} style={{ fontFamily: tones.font, display: 'block' }}>
            <g transform={`translate(${MARGIN.left}, ${MARGIN.top})`}>
              <LeftAxis ticks={[0, 25, 50, 75, 100].map((v) => ({ at: y(v), label: `${v}%` }))} width={plotWidth} tones={tones} />
              {level !== undefined && levelLabel ? (
                <text x={plotWidth} y={y(level) - 5} textAnchor="end" fontSize={11} fill={tones.muted}>
                  {levelLabel}
                </text>
              ) : null}
              <path d={path} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" />
              {points.map((p) => (
                <circle key={p.id} cx={at(p)[0]} cy={at(p)[1]} r={3.5} fill={color} data-testid="chart-point">
                  <title>{`${p.label}: ${p.value}%`}</title>
                </circle>
              ))}
              <BottomAxis ticks={points.filter((_, i) => i % every === 0).map((p) => ({ at: x(p.id) ?? 0, label: p.label }))} y={plotHeight} width={plotWidth} tones={tones} />
            </g>
          </svg>
        );
      }}
    </Measured>
  );
}
