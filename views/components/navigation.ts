import { useState, type MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { MenuLink } from '#src/schemas/shared/navigation';

export const navMessages = {
  bookTitle: 'Book Your AI Strategy Consultation',
  bookSubtitle: 'Schedule a time that works for you to discuss your AI strategy needs.',
  contactTitle: 'Contact Our Team',
  contactSubtitle: "Have questions? Fill out the form below and we'll get back to you shortly.",
} as const;

/**
 * The header menu's links, with the Solutions menu in its place among them: the links before it
 * and those after.
 */
export function aroundSolutions(links: readonly MenuLink[], position: number) {
  return [links.slice(0, position), links.slice(position)] as const;
}

/**
 * The click handler of a link to a home page section (`/#why-ai`), undefined for other links: on
 * the home page it scrolls smoothly and updates the address; elsewhere the link navigates.
 */
export function useAnchorNavigation(onNavigate?: () => void) {
  const { urlPathname } = usePageContext();
  return (href: string) => {
    const id = /^\/#([\w-]+)$/.exec(href)?.[1];
    if (!id) return undefined;
    return (event: MouseEvent<HTMLAnchorElement>) => {
      onNavigate?.();
      const target = urlPathname === '/' ? document.getElementById(id) : null;
      if (!target) return;
      event.preventDefault();
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
      window.history.pushState(null, '', `/#${id}`);
    };
  };
}

/** Open state that ends by itself when the page changes (Radix handles outside clicks and Escape). */
export function useOpenUntilNavigation() {
  const { urlPathname } = usePageContext();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = (next: boolean) => setOpenOn(next ? urlPathname : null);
  return [openOn === urlPathname, setOpen] as const;
}
