import { usePageContext } from 'vike-react/usePageContext';
import { Logo } from './logo';

export function SiteFooter() {
  const { site } = usePageContext();
  const { address } = site;
  const mapQuery = encodeURIComponent(
    `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
  );
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm">{site.tagline}</p>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <a href="/" className="hover:text-white">
                Home
              </a>
            </li>
            <li>
              <a href="/#why-ai" className="hover:text-white">
                Why AI?
              </a>
            </li>
            <li>
              <a href="/#solutions" className="hover:text-white">
                Solutions
              </a>
            </li>
            <li>
              <a href="/#results" className="hover:text-white">
                Results
              </a>
            </li>
            <li>
              <a href="/blog" className="hover:text-white">
                Blog
              </a>
            </li>
          </ul>
        </nav>
        <address className="not-italic text-sm">
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className="hover:text-white">
                {site.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className="hover:text-white">
                {site.email}
              </a>
            </li>
            <li>
              <a
                href={`https://maps.google.com/?q=${mapQuery}`}
                className="hover:text-white"
                rel="noopener"
                target="_blank"
              >
                {address.street}, {address.city}, {address.region} {address.postalCode}
              </a>
            </li>
          </ul>
        </address>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
          <p className="flex gap-4">
            <a href="/privacy-policy" className="hover:text-white">
              Privacy Policy
            </a>
            <a href="/terms-of-service" className="hover:text-white">
              Terms of Service
            </a>
            <a href="/sitemap.html" className="hover:text-white">
              Sitemap
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
