import { track } from '#src/content/track';

/** A page reached by the client router is a page view too (where analytics started). */
export default function onPageTransitionEnd() {
  track('pageview');
}
