import { solutionPages } from '#src/config/public-pages';
import type { BlockViewProps } from './types';

/** The other solution pages, as cards: every one but the page showing them. */
export function MoreSolutionsBlock({ data, blockId, pagePath }: BlockViewProps<'moreSolutions'>) {
  const id = data.anchor || `section-${blockId}`;
  return (
    <nav id={id} aria-labelledby={`${id}-title`} className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
          {data.title}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {solutionPages
            .filter((page) => page.href !== pagePath)
            .map((page) => (
              <li key={page.href}>
                <a
                  href={page.href}
                  className="block h-full rounded-2xl p-6 ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-100"
                >
                  <span className="font-semibold text-brand-800">{page.title} →</span>
                  <span className="mt-2 block text-slate-700">{page.description}</span>
                </a>
              </li>
            ))}
        </ul>
      </div>
    </nav>
  );
}
