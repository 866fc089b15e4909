import { Suspense, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { SiteHeader } from './components/site-header';
import { hydrateNearViewport } from './components/ui/hydrate-near-viewport';
import './styles.css';

// The footer is links and text: its code loads when a visitor scrolls near it, not with the
// page. The server renders it synchronously (see hydrateNearViewport).
const loadFooter = () => import('./components/site-footer').then((module) => module.SiteFooter);
const SiteFooter = hydrateNearViewport(
  'site-footer',
  import.meta.env.SSR ? await loadFooter() : null,
  loadFooter,
);

const skipLink = (
  <a
    href="#main"
    className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
  >
    Skip to content
  </a>
);

/**
 * The public look everywhere but /admin (SPEC §4 theme). Admin pages bring their own chrome
 * (views/admin/+Layout.tsx); an error screen on an admin path, such as Access Denied, shows
 * on the admin background without the public header.
 */
export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const { urlPathname } = pageContext;
  const isAdminPath = urlPathname === '/admin' || urlPathname.startsWith('/admin/');
  if (isAdminPath) {
    const isErrorPage =
      pageContext.is404 === true ||
      !!pageContext.abortStatusCode ||
      !!pageContext.errorWhileRendering;
    return (
      <div className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
        {skipLink}
        {isErrorPage ? <main id="main">{children}</main> : children}
      </div>
    );
  }
  return (
    <div className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
      {skipLink}
      {/* Each boundary hydrates in a task of its own, so a phone stays responsive meanwhile. */}
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" className="flex-1">
        <Suspense>{children}</Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
