import { track } from '#src/content/beacon';

/** A page reached by the client router is a page view too (where analytics started). */
export default function onPageTransitionEnd() {
  track('pageview');
}
