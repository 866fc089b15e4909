import type { AnalyticsEventName } from '../schemas/analytics';
import type { EventDetails } from './beacon';

/**
 * Sends an analytics event from the page's code (a lead sent, the calculator used, a client-side
 * page view) through the beacon the page started (./beacon.ts); nothing where it did not (staff).
 */
export function track(name: AnalyticsEventName, details?: EventDetails): void {
  window.avaAnalytics?.(name, details);
}
