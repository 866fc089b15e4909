import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Logo } from './logo';

const quickLinks = [
  { href: '/', label: 'Home' },
  { href: '/#why-ai', label: 'Why AI?' },
  { href: '/#solutions', label: 'Solutions' },
  { href: '/#meet-ava', label: 'Meet Ava' },
  { href: '/#industries', label: 'Who We Help' },
  { href: '/#results', label: 'Results' },
  { href: '/#booking', label: 'Book a Call' },
];

function SocialLink({
  href,
  label,
  children,
}: {
  href: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-full bg-slate-800 p-2 text-slate-300 hover:bg-slate-700 hover:text-white"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        {children}
      </svg>
    </a>
  );
}

/** The copyright line and the legal links. */
function FooterLegal() {
  const { site } = usePageContext();
  return (
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
  );
}

export function SiteFooter() {
  const { site } = usePageContext();
  const { address } = site;
  const fullAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
  return (
    <footer id="site-footer" className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm">{site.tagline}</p>
          <div className="mt-6 flex gap-3">
            <SocialLink href={site.social.linkedin} label={`${site.name} on LinkedIn`}>
              <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3V9Zm7 0h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.5c0-1.3-.02-3-1.83-3-1.83 0-2.11 1.43-2.11 2.9V21h-4V9Z" />
            </SocialLink>
            <SocialLink href={site.social.facebook} label={`${site.name} on Facebook`}>
              <path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.87.24-1.46 1.49-1.46H16.5V4.46A20 20 0 0 0 14.2 4.3c-2.28 0-3.84 1.39-3.84 3.95v2.25H7.8v3h2.56V21h3.14Z" />
            </SocialLink>
            <SocialLink href={site.social.youtube} label={`${site.name} on YouTube`}>
              <path d="M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
            </SocialLink>
          </div>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} className="hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {/* An <address> may not hold a heading: the heading stays outside it. */}
        <div className="text-sm">
          <h2 className="text-sm font-semibold text-white">Contact</h2>
          <address className="not-italic">
            <ul className="mt-3 space-y-2">
              <li>
                <a
                  href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
                  className="whitespace-nowrap hover:text-white"
                >
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
                  href={`https://maps.google.com/?q=${encodeURIComponent(fullAddress)}`}
                  className="hover:text-white"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {fullAddress}
                </a>
              </li>
            </ul>
          </address>
        </div>
      </div>
      <FooterLegal />
    </footer>
  );
}
