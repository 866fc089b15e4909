import type { PageContextClient } from 'vike/types';
import { isStaff } from '#src/auth/roles';
import { sendAnalyticsEvent, startAnalytics } from '#src/content/beacon';

/** Pages never counted: the admin, and the first-admin setup (its address holds a token). */
const uncounted = /^\/(admin|setup)(\/|$)/;

export default function onHydrationEnd(pageContext: PageContextClient) {
  // Marks the moment the page became interactive (used by browser tests and handy for debugging).
  document.body.dataset.hydrated = 'true';
  // The loader of anonymous pages has counted the view already; other pages count it now,
  // except for staff (src/content/beacon.ts).
  if (!isStaff(pageContext.user?.role) && !uncounted.test(pageContext.urlPathname)) {
    startAnalytics(sendAnalyticsEvent);
  }
}
