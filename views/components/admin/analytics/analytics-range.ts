import { analyticsRangeSchema, type AnalyticsRange } from '#src/schemas/analytics';

/** The ranges offered with one click; `custom` is any from/to the address holds. */
export const rangePresets = [
  { id: 'today', label: 'Today' },
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
  { id: '12m', label: '12 months' },
] as const;
export type RangePreset = (typeof rangePresets)[number]['id'];

export const defaultPreset: RangePreset = '30d';

/** The range the dashboard shows, how it was chosen, and why the address's own was refused. */
export interface ChosenRange extends AnalyticsRange {
  preset: RangePreset | 'custom';
  refused?: string;
}

/** The day (UTC, YYYY-MM-DD) of `date`: the server counts whole UTC days. */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day `days` before or after `day`, and `months` months too. */
export function shiftDay(
  day: string,
  { days = 0, months = 0 }: { days?: number; months?: number },
) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return utcDay(new Date(Date.UTC(year, month - 1 + months, date + days)));
}

/** The days of a preset, ending today. */
export function presetRange(preset: RangePreset, today: string): AnalyticsRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: shiftDay(today, { days: -6 }), to: today };
    case '30d':
      return { from: shiftDay(today, { days: -29 }), to: today };
    case '12m':
      return { from: shiftDay(today, { months: -12, days: 1 }), to: today };
  }
}

const isPreset = (value: string | undefined): value is RangePreset =>
  rangePresets.some((preset) => preset.id === value);

/**
 * The range an address asks for: `?range=7d`, or `?from=YYYY-MM-DD&to=YYYY-MM-DD`, else the
 * last 30 days. A from/to the server would refuse falls back to the default, with the reason.
 */
export function rangeFromSearch(search: Record<string, string>, today: string): ChosenRange {
  if (search.from || search.to) {
    const parsed = analyticsRangeSchema.safeParse({ from: search.from, to: search.to });
    if (parsed.success) return { ...parsed.data, preset: 'custom' };
    return {
      ...presetRange(defaultPreset, today),
      preset: defaultPreset,
      refused: parsed.error.issues[0]?.message ?? 'Not a range',
    };
  }
  const preset = isPreset(search.range) ? search.range : defaultPreset;
  return { ...presetRange(preset, today), preset };
}

/** The address's query for a range (no leading `?`): the default range has none. */
export function rangeQuery(range: { preset: RangePreset } | AnalyticsRange): string {
  if ('preset' in range) {
    return range.preset === defaultPreset
      ? ''
      : new URLSearchParams({ range: range.preset }).toString();
  }
  return new URLSearchParams({ from: range.from, to: range.to }).toString();
}
