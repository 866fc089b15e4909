import type { PageContextClient } from 'vike/types';
import { isStaff } from '#src/auth/roles';

/** Pages never counted: the admin, and the first-admin setup (its address holds a token). */
const uncounted = /^\/(admin|setup)(\/|$)/;

export default function onHydrationEnd(pageContext: PageContextClient) {
  // Marks the moment the page became interactive (used by browser tests and handy for debugging).
  document.body.dataset.hydrated = 'true';
  // The loader of anonymous pages has counted the view already; other pages load the beacon and
  // count it now, except for staff (src/content/beacon.ts).
  const counted = !!document.documentElement.dataset.analytics;
  if (!counted && !isStaff(pageContext.user?.role) && !uncounted.test(pageContext.urlPathname)) {
    void import('#src/content/beacon').then(({ sendAnalyticsEvent, startAnalytics }) =>
      startAnalytics(sendAnalyticsEvent),
    );
  }
}
