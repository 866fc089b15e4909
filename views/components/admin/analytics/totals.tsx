import type { AnalyticsSummary } from '#src/schemas/wire/analytics';
import { formatDate } from '../kit';
import { describeChange, formatCount, formatRate } from './figures';
import { AnalyticsSection } from './section';

const directionStyle = {
  up: 'text-emerald-700',
  down: 'text-red-700',
  flat: 'text-slate-600',
} as const;

function Total({
  label,
  value,
  previous,
  unit,
}: {
  label: string;
  value: number;
  previous: number;
  unit: 'count' | 'rate';
}) {
  const format = unit === 'rate' ? formatRate : formatCount;
  const change = describeChange(value, previous, unit);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{format(value)}</dd>
      <dd
        className={`mt-1 text-sm ${change ? directionStyle[change.direction] : 'text-slate-600'}`}
      >
        {change ? change.text : 'nothing to compare'}
        <span className="text-slate-600"> (was {format(previous)})</span>
      </dd>
    </div>
  );
}

/** Visitors, page views, leads and conversion rate, each against the previous period. */
export function Totals({ summary }: { summary: AnalyticsSummary }) {
  const { previous, conversions } = summary;
  return (
    <AnalyticsSection
      id="analytics-totals"
      title="Totals"
      intro={
        <>
          Compared with {formatDate(previous.from)} – {formatDate(previous.to)}.
        </>
      }
    >
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Total
          label="Visitors"
          value={summary.visitors}
          previous={previous.visitors}
          unit="count"
        />
        <Total
          label="Page views"
          value={summary.pageviews}
          previous={previous.pageviews}
          unit="count"
        />
        <Total label="Leads" value={conversions.leads} previous={previous.leads} unit="count" />
        <Total
          label="Conversion rate"
          value={conversions.rate}
          previous={previous.rate}
          unit="rate"
        />
      </dl>
    </AnalyticsSection>
  );
}
