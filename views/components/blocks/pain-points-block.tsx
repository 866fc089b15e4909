import { withSiteFactsIn } from '#src/content/site-facts';
import type { painPointIcons, painPointTones } from '#src/schemas/blocks/pain-points';
import { Reveal } from '../landing/reveal';
import { LandingSection } from '../landing/section-heading';
import type { BlockViewProps } from './types';

const toneClasses: Record<(typeof painPointTones)[number], string> = {
  rose: 'bg-rose-50 text-rose-700 ring-rose-100',
  amber: 'bg-amber-50 text-amber-800 ring-amber-100',
  violet: 'bg-violet-50 text-violet-700 ring-violet-100',
  sky: 'bg-sky-50 text-sky-800 ring-sky-100',
};

/** Each icon's 24 × 24 stroke drawing. */
const iconPaths: Record<(typeof painPointIcons)[number], string> = {
  missedCall:
    'M3 5a2 2 0 0 1 2-2h2.3a1 1 0 0 1 1 .8l1 4.4a1 1 0 0 1-.3 1l-2 1.8a12 12 0 0 0 6 6l1.8-2a1 1 0 0 1 1-.3l4.4 1a1 1 0 0 1 .8 1V19a2 2 0 0 1-2 2C10 21 3 14 3 5ZM15 3l6 6M21 3l-6 6',
  clipboard:
    'M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2M9 5a2 2 0 0 0 2 2h2a2 2 0 0 0 2-2M9 12h6M9 16h4',
  pulse: 'M3 12h4l3-8 4 16 3-8h4',
  trendUp: 'M3 17l6-6 4 4 8-8M14 7h7v7',
};

/** The problems visitors recognise, each a card with its icon. */
export function PainPointsBlock({ data, site, blockId }: BlockViewProps<'painPoints'>) {
  const { anchor, heading, points } = withSiteFactsIn(data, site);
  return (
    <Reveal>
      <LandingSection id={anchor || blockId} heading={heading} tinted>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {points.map((point) => (
            <li
              key={point.title}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <span
                className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ring-1 ${toneClasses[point.tone]}`}
              >
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={iconPaths[point.icon]} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{point.title}</h3>
              <p className="mt-2 text-slate-700">{point.description}</p>
            </li>
          ))}
        </ul>
      </LandingSection>
    </Reveal>
  );
}
