/** Scrolls an element to the top of the view: smoothly, or at once for visitors who ask for less motion. */
export function scrollToElement(element: Element) {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
}
