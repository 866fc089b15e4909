import { withSiteFactsIn } from '#src/content/site-facts';
import type { solutionCardColors } from '#src/schemas/blocks/solution-cards';
import { Reveal } from '../landing/reveal';
import { LandingSection } from '../landing/section-heading';
import { TickList } from '../landing/tick-list';
import type { BlockViewProps } from './types';

const colorClasses: Record<
  (typeof solutionCardColors)[number],
  { badge: string; bar: string; link: string }
> = {
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

/** The solutions, each a card with its points and a link to its page. */
export function SolutionCardsBlock({ data, site, blockId }: BlockViewProps<'solutionCards'>) {
  const { anchor, heading, cards } = withSiteFactsIn(data, site);
  return (
    <Reveal>
      <LandingSection id={anchor || blockId} heading={heading}>
        <ul className="mt-12 grid gap-8 lg:grid-cols-3">
          {cards.map((card) => {
            const colors = colorClasses[card.color];
            return (
              <li
                key={card.title}
                className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <span className={`h-1.5 ${colors.bar}`} aria-hidden="true" />
                <div className="flex flex-1 flex-col p-6">
                  <p
                    className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${colors.badge}`}
                  >
                    {card.badge}
                  </p>
                  <h3 className="mt-4 text-xl font-semibold text-slate-900">{card.title}</h3>
                  <p className="mt-2 text-slate-700">{card.description}</p>
                  <TickList items={card.bullets} spacing="compact" className="mt-4 flex-1" />
                  <a
                    href={card.link.href}
                    className={`mt-6 rounded-lg px-5 py-3 text-center font-semibold text-white ${colors.link}`}
                  >
                    {card.link.label}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </LandingSection>
    </Reveal>
  );
}
