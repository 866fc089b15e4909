import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Logo } from './logo';
import type { MenuLink } from '#src/schemas/shared/navigation';
import { aroundSolutions, useAnchorNavigation, useOpenUntilNavigation } from './navigation';
import { chevron, solutionsTriggerClass } from './solutions-trigger';
import { WidgetDialog } from './widget-dialog';
import { LineIcon } from './ui/line-icon';
import { useDeferredTrigger } from './ui/use-deferred-trigger';

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

// Radix NavigationMenu loads on first use: every public page shows the header, and most visits
// never open the menu. Until then a plain button of the same look stands in (SPEC §2 behaviour is
// unchanged: the first click opens the menu as soon as its code arrives).
const loadSolutionsMenu = () => import('./solutions-menu');
const RadixSolutionsMenu = lazy(() =>
  loadSolutionsMenu().then((module) => ({ default: module.SolutionsMenu })),
);

function SolutionsMenu({ label, links }: { label: string; links: MenuLink[] }) {
  const [open, setOpen] = useOpenUntilNavigation();
  // Once the code is here: whether the stand-in had focus, to hand it over.
  const [loaded, setLoaded] = useState<{ takeFocus: boolean } | null>(null);
  const standInButton = useRef<HTMLButtonElement>(null);
  const load = () =>
    void loadSolutionsMenu().then(() =>
      setLoaded({ takeFocus: document.activeElement === standInButton.current }),
    );
  const standIn = (
    <button
      ref={standInButton}
      type="button"
      aria-expanded={false}
      className={solutionsTriggerClass}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setOpen(true);
        load();
      }}
    >
      {label}
      {chevron}
    </button>
  );
  if (!loaded) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RadixSolutionsMenu
        label={label}
        links={links}
        open={open}
        onOpenChange={setOpen}
        takeFocus={loaded.takeFocus}
      />
    </Suspense>
  );
}

// The menu's dialog code loads on first use; the button itself is plain.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

function MobileMenuButton() {
  const [open, setOpen] = useOpenUntilNavigation();
  const { requested, button, triggerEvents } = useDeferredTrigger(loadMobileMenu, setOpen);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="rounded-md p-2 text-slate-700 lg:hidden"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...triggerEvents}
      >
        <LineIcon shape="menu" className="h-6 w-6" />
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The bar's menu links, with the Solutions menu in its place among them. */
function MainLinks() {
  const { header, solutions } = usePageContext().navigation;
  const anchor = useAnchorNavigation();
  const [before, after] = aroundSolutions(header.links, solutions.position);
  const link = (item: MenuLink, index: number) => (
    <a key={index} href={item.href} className="hover:text-brand-700" onClick={anchor(item.href)}>
      {item.label}
    </a>
  );
  return (
    <>
      {before.map(link)}
      {solutions.links.length > 0 ? (
        <SolutionsMenu label={solutions.label} links={solutions.links} />
      ) : null}
      {after.map(link)}
      <a href={header.signIn.href} className="hover:text-brand-700">
        {header.signIn.label}
      </a>
    </>
  );
}

export function SiteHeader() {
  const compact = useScrolledPast(compactAfterPx);
  return (
    // The look follows the data-compact attribute alone: before the page's scripts start, the
    // cached page's script loader sets it on scroll (src/middleware/defer-scripts.ts).
    <header
      data-compact={compact}
      data-compact-after={compactAfterPx}
      className="group/header sticky top-0 z-40 border-b border-transparent bg-white transition-all duration-200 data-[compact=true]:border-slate-200 data-[compact=true]:bg-white/80 data-[compact=true]:shadow-sm data-[compact=true]:backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4 transition-all group-data-[compact=true]/header:py-2 sm:px-6">
        <Logo />
        <nav
          aria-label="Main"
          className="hidden items-center gap-6 text-sm font-medium text-slate-700 lg:flex"
        >
          <MainLinks />
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
