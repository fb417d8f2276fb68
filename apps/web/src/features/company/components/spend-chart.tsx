import { type DailySeries, formatNaira, formatNairaRounded } from '@lunch/contract';
import { formatDay } from '../../../lib/format-date';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * Net spend per day for the last 30 days as plain SVG bars (values in kobo). A day whose refunds
 * exceed its charges shows no bar. Each bar carries its day and amount as a tooltip, and the
 * figures are also in a visually hidden table for screen readers.
 */
export function SpendChart({ series }: { series: DailySeries }) {
  const max = Math.max(0, ...series.map((point) => point.value));
  const total = series.reduce((sum, point) => sum + point.value, 0);
  const slot = WIDTH / Math.max(1, series.length);
  const first = series[0];
  const last = series.at(-1);

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm text-ink-soft">
        <span>Peak day: {formatNairaRounded(max)}</span>
        <span>30-day total: {formatNairaRounded(total)}</span>
      </div>
      <div className="relative">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full"
          aria-hidden="true"
          data-testid="spend-chart"
        >
          <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-line-strong" />
          {series.map((point, index) => {
            const height = max > 0 ? (Math.max(0, point.value) / max) * (HEIGHT - 8) : 0;
            return (
              <rect
                key={point.date}
                x={index * slot + slot * 0.15}
                width={slot * 0.7}
                y={HEIGHT - height}
                height={height}
                rx="2"
                className="fill-brand-600"
              >
                <title>{`${formatDay(point.date)}: ${formatNaira(point.value)}`}</title>
              </rect>
            );
          })}
        </svg>
        {max === 0 ? (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-ink-soft">
            No spend in the last 30 days
          </p>
        ) : null}
      </div>
      <div className="flex justify-between text-xs text-ink-soft" aria-hidden="true">
        <span>{first ? formatDay(first.date) : ''}</span>
        <span>{last ? formatDay(last.date) : ''}</span>
      </div>
      <figcaption className="sr-only">Spend per day over the last 30 days</figcaption>
      <table className="sr-only">
        <caption>Spend per day over the last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Spend</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.date}>
              <td>{formatDay(point.date)}</td>
              <td>{formatNaira(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
