import type { AnalyticsEventName } from '../schemas/analytics';
import type { LeadKind } from '../schemas/leads';

/*
 * First-party analytics in the page: no cookie, no storage, one small POST per event
 * (`navigator.sendBeacon`, which survives the page being left). The loader of anonymous pages
 * inlines `startAnalytics` and `sendAnalyticsEvent` (src/middleware/defer-scripts.ts), so that a
 * page view counts even when the page's scripts never start; pages served without the loader
 * (signed-in visitors who are not staff, development) load this module once hydrated
 * (views/+onHydrationEnd.ts). Both functions therefore refer to nothing outside themselves.
 * Started, it marks the page (`html[data-analytics]`) and leaves its sender on `window` for the
 * page's code (`track` in ./track.ts), which thus never carries a second copy; pages where it
 * did not start (staff) send nothing.
 */

declare global {
  interface Window {
    avaAnalytics?: typeof sendAnalyticsEvent;
  }
}

/** What an event adds to the page's own facts (`kind` for a lead). */
export interface EventDetails {
  referrer?: string | undefined;
  utm?: Record<string, string> | undefined;
  kind?: LeadKind | undefined;
}

/**
 * Sends one event with the page's path and width class (mobile < 768 ≤ tablet < 1024 ≤ desktop),
 * unless the browser asks not to be tracked (Do Not Track, Global Privacy Control). The body is a
 * string, so it goes as text/plain (a simple request), which the server reads as JSON. A failure
 * never reaches the page. No comments inside: the loader inlines the function on one line.
 */
export function sendAnalyticsEvent(name: AnalyticsEventName, details?: EventDetails): void {
  try {
    const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
    if (browser.doNotTrack === '1' || browser.globalPrivacyControl) return;
    const width = window.innerWidth;
    const event = {
      name,
      path: window.location.pathname.slice(0, 500),
      width: width >= 1024 ? 'desktop' : width >= 768 ? 'tablet' : 'mobile',
      ...details,
    };
    const body = JSON.stringify(event);
    if (!browser.sendBeacon('/api/events', body)) {
      void fetch('/api/events', { method: 'POST', body, keepalive: true }).catch(() => {});
    }
  } catch {
    return;
  }
}

/**
 * Counts this page view, with the landing page's campaign parameters and the site the visitor
 * came from (its origin only), and counts clicks on links marked `data-track` (the sign-up
 * links). Runs once per page load.
 */
export function startAnalytics(send: typeof sendAnalyticsEvent): void {
  const root = document.documentElement;
  if (root.dataset.analytics) return;
  root.dataset.analytics = 'on';
  window.avaAnalytics = send;
  const params = new URLSearchParams(window.location.search);
  const utm: Record<string, string> = {};
  for (const name of ['source', 'medium', 'campaign', 'term', 'content']) {
    const value = params.get(`utm_${name}`);
    if (value) utm[name] = value.slice(0, 200);
  }
  let referrer: string | undefined;
  try {
    referrer = new URL(document.referrer).origin;
  } catch {
    referrer = undefined;
  }
  send('pageview', {
    referrer: referrer === window.location.origin ? undefined : referrer,
    utm: Object.keys(utm).length ? utm : undefined,
  });
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const link = target?.closest?.<HTMLElement>('a[data-track]');
      if (link) send(link.dataset.track as AnalyticsEventName);
    },
    true,
  );
}
