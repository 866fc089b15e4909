// Marks the moment the page became interactive (used by browser tests and handy for debugging).
export default function onHydrationEnd() {
  document.body.dataset.hydrated = 'true';
}
