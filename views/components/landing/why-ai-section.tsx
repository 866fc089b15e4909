import { painPoints, type Tone } from './data/pain-points';
import { LandingSection, type SectionCopy } from './section-heading';

const heading: SectionCopy = {
  eyebrow: 'Why AI?',
  title: "Small Teams Can't Answer Everything",
  intro:
    'You started your business to do great work, not to chase the phone. These are the gaps that quietly cost owners customers every week.',
};

const toneClasses: Record<Tone, string> = {
  rose: 'bg-rose-50 text-rose-700 ring-rose-100',
  amber: 'bg-amber-50 text-amber-800 ring-amber-100',
  violet: 'bg-violet-50 text-violet-700 ring-violet-100',
  sky: 'bg-sky-50 text-sky-800 ring-sky-100',
};

/** Why AI: the four pain points small businesses bring to us. */
export function WhyAiSection() {
  return (
    <LandingSection id="why-ai" heading={heading} tinted>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {painPoints.map((point) => (
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
                <path d={point.icon} />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{point.title}</h3>
            <p className="mt-2 text-slate-700">{point.description}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
