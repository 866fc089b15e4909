import { useState } from 'react';
import type { BlockDataOf } from '#src/schemas/blocks/catalog';

/** The author's podcast appearances: the featured few, or the full list. */
export function PodcastList({ podcasts }: { podcasts: BlockDataOf<'authorBio'>['podcasts'] }) {
  const [full, setFull] = useState(false);
  const { appearances } = podcasts;
  const shown = full ? appearances : appearances.filter((item) => item.featured);
  return (
    <div>
      <h3 className="text-xl font-semibold text-slate-900">{podcasts.title}</h3>
      <ul id="podcast-appearances" className="mt-4 divide-y divide-slate-200">
        {shown.map((item) => (
          <li key={item.show} className="flex items-start gap-3 py-3">
            <svg
              viewBox="0 0 24 24"
              className="mt-0.5 h-5 w-5 shrink-0 text-brand-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3ZM5 11a7 7 0 0 0 14 0M12 18v3" />
            </svg>
            <p>
              <span className="font-semibold text-slate-900">{item.show}</span>
              <span className="block text-slate-700">{item.episode}</span>
            </p>
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-expanded={full}
        aria-controls="podcast-appearances"
        onClick={() => setFull((value) => !value)}
        className="mt-4 rounded-lg px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
      >
        {full ? podcasts.hideLabel : podcasts.showAllLabel}
      </button>
    </div>
  );
}
