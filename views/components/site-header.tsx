import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Logo } from './logo';
import {
  anchorLinks,
  solutionLinks,
  useAnchorNavigation,
  useOpenUntilNavigation,
} from './navigation';
import { WidgetDialog } from './widget-dialog';

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

function SolutionsMenu() {
  const [open, setOpen] = useOpenUntilNavigation();
  return (
    <NavigationMenu.Root
      // Radix names its <nav> "Main" unless told otherwise, and the header's own nav is "Main".
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

// The menu's dialog code loads on first use; the button itself is plain.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

function MobileMenuButton() {
  const [open, setOpen] = useOpenUntilNavigation();
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="rounded-md p-2 text-slate-700 lg:hidden"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
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
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
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
        <MobileMenuButton />
      </div>
    </header>
  );
}
