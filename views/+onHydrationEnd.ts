import { rememberFirstTouch } from '#src/content/first-touch';

// Marks the moment the page became interactive (used by browser tests and handy for debugging),
// and remembers the visit's first touch on pages served without the cached pages' loader.
export default function onHydrationEnd() {
  document.body.dataset.hydrated = 'true';
  rememberFirstTouch();
}
