import { usePageContext } from 'vike-react/usePageContext';
import type { MenuLink, SocialIcon } from '#src/schemas/shared/navigation';
import { Logo } from './logo';

const socialIcons: Record<SocialIcon, string> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9h4v12H3V9Zm7 0h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.5c0-1.3-.02-3-1.83-3-1.83 0-2.11 1.43-2.11 2.9V21h-4V9Z',
  facebook:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.87.24-1.46 1.49-1.46H16.5V4.46A20 20 0 0 0 14.2 4.3c-2.28 0-3.84 1.39-3.84 3.95v2.25H7.8v3h2.56V21h3.14Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z',
};

function SocialLink({ href, label, icon }: MenuLink & { icon: SocialIcon }) {
  return (
    <a
      href={href}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded-full bg-slate-800 p-2 text-slate-300 hover:bg-slate-700 hover:text-white"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        <path d={socialIcons[icon]} />
      </svg>
    </a>
  );
}

/** The copyright line and the legal links. */
function FooterLegal({ links }: { links: MenuLink[] }) {
  const { site } = usePageContext();
  return (
    <div className="border-t border-slate-800">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {site.name}. All rights reserved.
        </p>
        <p className="flex gap-4">
          {links.map((link, index) => (
            <a key={index} href={link.href} className="hover:text-white">
              {link.label}
            </a>
          ))}
        </p>
      </div>
    </div>
  );
}

/** A contact line: a phone number never wraps, a web address (a map) opens in a new tab. */
function ContactLink({ href, label }: MenuLink) {
  const web = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className={
        href.startsWith('tel:') ? 'whitespace-nowrap hover:text-white' : 'hover:text-white'
      }
      rel={web ? 'noopener noreferrer' : undefined}
      target={web ? '_blank' : undefined}
    >
      {label}
    </a>
  );
}

export function SiteFooter() {
  const { site, navigation } = usePageContext();
  const { quickLinks, contact, social, legal } = navigation.footer;
  return (
    <footer id="site-footer" className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm">{site.tagline}</p>
          <div className="mt-6 flex gap-3">
            {social.map((link, index) => (
              <SocialLink key={index} {...link} />
            ))}
          </div>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-semibold text-white">Quick Links</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {quickLinks.map((link, index) => (
              <li key={index}>
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
              {contact.map((link, index) => (
                <li key={index}>
                  <ContactLink {...link} />
                </li>
              ))}
            </ul>
          </address>
        </div>
      </div>
      <FooterLegal links={legal} />
    </footer>
  );
}
