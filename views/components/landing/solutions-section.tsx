import { solutionCards, type SolutionColor } from './data/solutions';
import { LandingSection, type SectionCopy } from './section-heading';
import { TickList } from './tick-list';

const heading: SectionCopy = {
  eyebrow: 'Solutions',
  title: 'AI That Works Like Part of Your Team',
  intro: 'Start with the phones, automate the busywork, and grow with a plan that fits.',
};

const colorClasses: Record<SolutionColor, { badge: string; bar: string; link: string }> = {
  brand: {
    badge: 'bg-brand-50 text-brand-800',
    bar: 'bg-brand-700',
    link: 'bg-brand-700 hover:bg-brand-800',
  },
  teal: {
    badge: 'bg-teal-50 text-teal-800',
    bar: 'bg-teal-600',
    link: 'bg-teal-700 hover:bg-teal-800',
  },
  violet: {
    badge: 'bg-violet-50 text-violet-800',
    bar: 'bg-violet-600',
    link: 'bg-violet-700 hover:bg-violet-800',
  },
};

/** Our three solutions, each linking to its page. */
export function SolutionsSection() {
  return (
    <LandingSection id="solutions" heading={heading}>
      <ul className="mt-12 grid gap-8 lg:grid-cols-3">
        {solutionCards.map((card) => {
          const colors = colorClasses[card.color];
          return (
            <li
              key={card.id}
              className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
            >
              <span className={`h-1.5 ${colors.bar}`} aria-hidden="true" />
              <div className="flex flex-1 flex-col p-6">
                <p
                  className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${colors.badge}`}
                >
                  {card.shortTitle}
                </p>
                <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 text-slate-700">{card.description}</p>
                <TickList items={card.bullets} spacing="compact" className="mt-4 flex-1" />
                <a
                  href={card.linkHref}
                  className={`mt-6 rounded-lg px-5 py-3 text-center font-semibold text-white ${colors.link}`}
                >
                  {card.linkText}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
