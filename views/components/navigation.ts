import { useState, type MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { solutionPages } from '#src/config/public-pages';

/** The menus list the three main solutions; readiness consulting is linked from their pages. */
export const solutionLinks = solutionPages
  .slice(0, 3)
  .map(({ href, title }) => ({ href, label: title }));

export const anchorLinks = [
  { id: 'why-ai', label: 'Why AI?' },
  { id: 'industries', label: 'Who We Help' },
  { id: 'results', label: 'Results' },
  { id: 'partners', label: 'Partners' },
];

export const navMessages = {
  bookTitle: 'Book Your AI Strategy Consultation',
  bookSubtitle: 'Schedule a time that works for you to discuss your AI strategy needs.',
  contactTitle: 'Contact Our Team',
  contactSubtitle: "Have questions? Fill out the form below and we'll get back to you shortly.",
} as const;

/** On the home page an anchor scrolls smoothly and updates the address; elsewhere it navigates. */
export function useAnchorNavigation(onNavigate?: () => void) {
  const { urlPathname } = usePageContext();
  return (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    const target = urlPathname === '/' ? document.getElementById(id) : null;
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    window.history.pushState(null, '', `/#${id}`);
  };
}

/** Open state that ends by itself when the page changes (Radix handles outside clicks and Escape). */
export function useOpenUntilNavigation() {
  const { urlPathname } = usePageContext();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = (next: boolean) => setOpenOn(next ? urlPathname : null);
  return [openOn === urlPathname, setOpen] as const;
}
