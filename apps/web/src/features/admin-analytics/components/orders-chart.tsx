import type { DailySeries } from '@lunch/contract';
import { useEffect, useRef, useState } from 'react';
import { formatAxisDay, formatDay } from '../../../lib/format-date';

const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 32 };

/** A whole-number axis top: 1, 2, 5, 10, 20, 50… at or above the largest value. */
function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((s) => s * power >= value) ?? 10;
  return step * power;
}

/** The width an element is shown at (drawn at that width, the chart's labels keep their size on a phone). */
function useShownWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Orders per day as an SVG bar chart, with a table alternative for screen readers. */
export function OrdersChart({ series }: { series: DailySeries }) {
  const { ref, width } = useShownWidth(720);
  const max = niceMax(Math.max(0, ...series.map((point) => point.value)));
  const innerWidth = width - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerWidth / Math.max(1, series.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + innerHeight - (value / max) * innerHeight;
  const total = series.reduce((sum, point) => sum + point.value, 0);
  const labelEvery = Math.ceil(series.length / (width < 480 ? 4 : 6));

  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="flex items-baseline justify-between gap-3">
        <span className="font-semibold">Orders per day, last 30 days</span>
        <span className="text-sm whitespace-nowrap text-ink-soft tabular-nums">{total} in total</span>
      </figcaption>
      <div ref={ref}>
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          className="h-auto w-full"
          role="img"
          aria-label={`Orders per day: ${total} in the last 30 days`}
        >
          {[0, max / 2, max].map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#eadccb" />
              <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#5c4a3d">
                {Number.isInteger(tick) ? tick : ''}
              </text>
            </g>
          ))}
          {series.map((point, index) => {
            const x = PAD.left + index * slot + (slot - barWidth) / 2;
            const top = y(point.value);
            return (
              <g key={point.date}>
                <rect
                  x={x}
                  y={top}
                  width={barWidth}
                  height={PAD.top + innerHeight - top}
                  rx="2"
                  fill="#c2410c"
                >
                  <title>{`${formatDay(point.date)}: ${point.value} order${point.value === 1 ? '' : 's'}`}</title>
                </rect>
                {index % labelEvery === 0 || index === series.length - 1 ? (
                  <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#5c4a3d">
                    {formatAxisDay(point.date)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <table className="sr-only">
        <caption>Orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point) => (
            <tr key={point.date}>
              <td>{formatDay(point.date)}</td>
              <td>{point.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
