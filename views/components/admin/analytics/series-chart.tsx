import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { AnalyticsSummary } from '#src/schemas/wire/analytics';

type Series = AnalyticsSummary['series'];

const chartHeight = 260;
const lines = [
  { label: 'Visitors', key: 'visitors', stroke: '#1d4ed8', fill: 'rgba(29, 78, 216, 0.08)' },
  { label: 'Page views', key: 'pageviews', stroke: '#0f766e' },
] as const;

/** The days as uPlot's columns: seconds since 1970 (UTC midnight), then one column per line. */
function chartColumns(series: Series): uPlot.AlignedData {
  return [
    series.map((day) => Date.parse(day.date) / 1000),
    ...lines.map((line) => series.map((day) => day[line.key])),
  ];
}

function chartOptions(UPlot: typeof uPlot, width: number): uPlot.Options {
  return {
    width,
    height: chartHeight,
    // Days are UTC days, whatever the reader's time zone.
    tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: { y: { range: (_chart, _min, max) => [0, Math.max(1, max)] } },
    series: [
      {},
      ...lines.map((line) => ({
        label: line.label,
        stroke: line.stroke,
        width: 2,
        ...('fill' in line ? { fill: line.fill } : {}),
      })),
    ],
    axes: [{}, { size: 50 }],
  };
}

/**
 * Visitors and page views per day, drawn by uPlot, whose code (about 20 KB) loads with this
 * chart only. The table beside it has the same figures for keyboard and screen-reader users.
 */
export function SeriesChart({ series }: { series: Series }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let stopped = false;
    const resize = new ResizeObserver(() =>
      chart?.setSize({ width: element.clientWidth, height: chartHeight }),
    );
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (stopped) return;
        chart = new UPlot(chartOptions(UPlot, element.clientWidth), chartColumns(series), element);
        resize.observe(element);
        setState('drawn');
      })
      .catch(() => setState('failed'));
    return () => {
      stopped = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [series]);
  return (
    <div aria-hidden="true" className="min-w-0">
      {state === 'loading' ? (
        <div className="animate-pulse rounded-lg bg-slate-100" style={{ height: chartHeight }} />
      ) : null}
      {state === 'failed' ? (
        <p className="text-sm text-slate-600">
          The chart could not load; the table has the same figures.
        </p>
      ) : null}
      <div ref={holder} data-testid="series-chart" />
    </div>
  );
}
