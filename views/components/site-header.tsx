import { useState } from 'react';
import { Logo } from './logo';

const links = [
  { href: '/', label: 'Home' },
  { href: '/solutions/ai-voice-receptionists', label: 'Solutions' },
  { href: '/#why-ai', label: 'Why AI?' },
  { href: '/#industries', label: 'Who We Help' },
  { href: '/#results', label: 'Results' },
  { href: '/#partners', label: 'Partners' },
  { href: '/blog', label: 'Blog' },
];

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3 sm:px-6">
        <Logo />
        <nav
          aria-label="Main"
          className="hidden items-center gap-6 text-sm font-medium text-slate-700 lg:flex"
        >
          {links.map((link) => (
            <a key={link.href} href={link.href} className="hover:text-brand-700">
              {link.label}
            </a>
          ))}
          <a
            href="/#booking"
            className="rounded-lg bg-brand-700 px-4 py-2 text-white hover:bg-brand-800"
          >
            Book a Call
          </a>
        </nav>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-slate-200 bg-white px-4 pb-6 lg:hidden"
        >
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                  onClick={() => setMenuOpen(false)}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
