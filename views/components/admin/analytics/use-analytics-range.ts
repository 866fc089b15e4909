import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import type { AnalyticsRange } from '#src/schemas/analytics';
import { rangeFromSearch, rangeQuery, utcDay, type RangePreset } from './analytics-range';

/**
 * The dashboard's range as its address holds it: a reload keeps it, Back returns to the last
 * one, a link shares it. Choosing another is a navigation.
 */
export function useAnalyticsRange() {
  const { urlParsed, urlPathname } = usePageContext();
  const range = rangeFromSearch(urlParsed.search, utcDay(new Date()));
  const go = (query: string) =>
    navigate(`${urlPathname}${query ? `?${query}` : ''}`, { keepScrollPosition: true });
  return {
    range,
    choosePreset: (preset: RangePreset) => go(rangeQuery({ preset })),
    chooseDays: (days: AnalyticsRange) => go(rangeQuery(days)),
  };
}
