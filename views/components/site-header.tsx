import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useEffect, useState, type MouseEvent } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { PublicSite } from '../../src/config/site';
import { Logo } from './logo';
import { Dialog } from './ui/dialog';
import { WidgetFrame } from './widget-frame';

export const solutionLinks = [
  { href: '/solutions/ai-voice-receptionists', label: 'AI Voice Receptionists' },
  { href: '/solutions/ai-business-operations', label: 'AI Business Operations' },
  { href: '/solutions/ai-consulting', label: 'AI Consulting' },
];

const anchorLinks = [
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

/** Past this many pixels of scroll the bar turns compact and translucent (SPEC §9). */
const compactAfterPx = 10;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/** On the home page an anchor scrolls smoothly and updates the address; elsewhere it navigates. */
function useAnchorNavigation(onNavigate?: () => void) {
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
function useOpenUntilNavigation() {
  const { urlPathname } = usePageContext();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const setOpen = (next: boolean) => setOpenOn(next ? urlPathname : null);
  return [openOn === urlPathname, setOpen] as const;
}

function SolutionsMenu() {
  const [open, setOpen] = useOpenUntilNavigation();
  return (
    // Radix names its <nav> "Main" by default, which would repeat the bar's own landmark name.
    <NavigationMenu.Root
      aria-label="Solutions"
      value={open ? 'solutions' : ''}
      onValueChange={(value) => setOpen(value === 'solutions')}
      className="relative"
    >
      <NavigationMenu.List className="flex">
        <NavigationMenu.Item value="solutions">
          <NavigationMenu.Trigger className="inline-flex items-center gap-1 hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
            Solutions
            <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute left-0 top-full z-50 mt-3 min-w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
            <ul aria-label="Solutions">
              {solutionLinks.map((link) => (
                <li key={link.href}>
                  <NavigationMenu.Link
                    href={link.href}
                    className="block rounded-md px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:outline-none"
                  >
                    {link.label}
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

/** The two widget dialogs of the bar: what each shows, and how tall its hosted widget is (SPEC §9). */
const widgetDialogs = {
  booking: {
    title: navMessages.bookTitle,
    description: navMessages.bookSubtitle,
    frameTitle: 'Booking calendar',
    height: 750,
    url: (site: PublicSite) => site.bookingWidgetUrl,
  },
  contact: {
    title: navMessages.contactTitle,
    description: navMessages.contactSubtitle,
    frameTitle: 'Contact form',
    height: 1000,
    url: (site: PublicSite) => site.contactFormUrl,
  },
} as const;

function WidgetDialog({
  kind,
  label,
  className,
}: {
  kind: keyof typeof widgetDialogs;
  label: string;
  className: string;
}) {
  const { site } = usePageContext();
  const dialog = widgetDialogs[kind];
  return (
    <Dialog
      trigger={
        <button type="button" className={className}>
          {label}
        </button>
      }
      title={dialog.title}
      description={dialog.description}
    >
      <WidgetFrame
        url={dialog.url(site)}
        title={dialog.frameTitle}
        height={dialog.height}
        fallback={kind}
      />
    </Dialog>
  );
}

function MobileMenu() {
  const { site } = usePageContext();
  const [open, setOpen] = useOpenUntilNavigation();
  const anchor = useAnchorNavigation(() => setOpen(false));
  const itemClass =
    'block rounded-md px-3 py-3 text-lg font-medium text-slate-800 hover:bg-slate-100';
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        className="rounded-md p-2 text-slate-700 lg:hidden"
        aria-label={open ? 'Close menu' : 'Open menu'}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-6 w-6"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content className="fixed inset-0 z-50 overflow-y-auto bg-white px-4 pb-10 pt-4 lg:hidden">
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title asChild>
              <span>
                <Logo />
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="rounded-md p-2 text-slate-700"
              aria-label="Close menu"
            >
              <svg
                viewBox="0 0 24 24"
                className="h-6 w-6"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">
            Site navigation
          </DialogPrimitive.Description>
          <nav aria-label="Mobile" className="mt-6">
            <ul className="flex flex-col gap-1">
              <li>
                <a href="/" className={itemClass}>
                  Home
                </a>
              </li>
              {solutionLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={itemClass}>
                    {link.label}
                  </a>
                </li>
              ))}
              {anchorLinks.map((link) => (
                <li key={link.id}>
                  <a href={`/#${link.id}`} className={itemClass} onClick={anchor(link.id)}>
                    {link.label}
                  </a>
                </li>
              ))}
              <li>
                <a href="/blog" className={itemClass}>
                  Blog
                </a>
              </li>
              <li>
                <a href={site.appSigninUrl} className={itemClass}>
                  Sign In
                </a>
              </li>
            </ul>
            <div className="mt-6 flex flex-col gap-3">
              <WidgetDialog
                kind="booking"
                label="Book a Call"
                className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
              />
              <WidgetDialog
                kind="contact"
                label="Contact Our Team"
                className="rounded-lg px-5 py-3 font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
              />
            </div>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function SiteHeader() {
  const { site } = usePageContext();
  const compact = useScrolledPast(compactAfterPx);
  const anchor = useAnchorNavigation();
  return (
    <header
      data-compact={compact}
      className={`sticky top-0 z-40 border-b transition-all duration-200 ${
        compact
          ? 'border-slate-200 bg-white/80 shadow-sm backdrop-blur'
          : 'border-transparent bg-white'
      }`}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between px-4 transition-all sm:px-6 ${compact ? 'py-2' : 'py-4'}`}
      >
        <Logo />
        <nav
          aria-label="Main"
          className="hidden items-center gap-6 text-sm font-medium text-slate-700 lg:flex"
        >
          <a href="/" className="hover:text-brand-700">
            Home
          </a>
          <SolutionsMenu />
          {anchorLinks.map((link) => (
            <a
              key={link.id}
              href={`/#${link.id}`}
              className="hover:text-brand-700"
              onClick={anchor(link.id)}
            >
              {link.label}
            </a>
          ))}
          <a href="/blog" className="hover:text-brand-700">
            Blog
          </a>
          <a href={site.appSigninUrl} className="hover:text-brand-700">
            Sign In
          </a>
          <WidgetDialog
            kind="contact"
            label="Contact Us"
            className="rounded-lg px-4 py-2 text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
          />
          <WidgetDialog
            kind="booking"
            label="Book a Call"
            className="rounded-lg bg-brand-700 px-4 py-2 text-white hover:bg-brand-800"
          />
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
