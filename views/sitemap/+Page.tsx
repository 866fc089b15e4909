import { useData } from 'vike-react/useData';
import type { Data } from './+data';

export default function SitemapPage() {
  const { sections } = useData<Data>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Sitemap</h1>
      <p className="mt-3 text-lg text-slate-700">Every page and article on our site.</p>
      <div className="mt-10 grid gap-10 md:grid-cols-3">
        {sections.map((section) => (
          <section
            key={section.title}
            aria-labelledby={`sitemap-${slugOf(section.title)}`}
            className={section.links.length > 6 ? 'md:col-span-3' : ''}
          >
            <h2
              id={`sitemap-${slugOf(section.title)}`}
              className="border-b border-slate-200 pb-2 text-xl font-semibold text-slate-900"
            >
              {section.title}
            </h2>
            {section.links.length === 0 ? (
              <p className="mt-4 text-slate-700">No posts yet.</p>
            ) : (
              <ul className={`mt-4 ${section.links.length > 6 ? 'md:columns-2 md:gap-10' : ''}`}>
                {section.links.map((link) => (
                  <li key={link.href} className="break-inside-avoid pb-2">
                    <a
                      href={link.href}
                      className="text-brand-800 underline-offset-2 hover:underline focus-visible:underline"
                    >
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

function slugOf(title: string) {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
