import { formatDate } from '../kit';

const width = 160;
const height = 40;

/** The points of a line through `values`, scaled into the sparkline's box (0 at the bottom). */
export function sparklinePoints(values: readonly number[]): string {
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values
    .map((value, index) => {
      const y = height - 2 - (value / top) * (height - 4);
      return `${Math.round(index * step * 10) / 10},${Math.round(y * 10) / 10}`;
    })
    .join(' ');
}

/** A small line of visitors per day, named for screen readers by its figures. */
export function Sparkline({ days }: { days: ReadonlyArray<{ date: string; visitors: number }> }) {
  const label = `Visitors per day: ${days
    .map((day) => `${formatDate(day.date)}, ${day.visitors}`)
    .join('; ')}`;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className="overflow-visible text-brand-700"
    >
      <polyline
        points={sparklinePoints(days.map((day) => day.visitors))}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
