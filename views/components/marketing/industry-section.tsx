import type { IconName } from '#src/schemas/blocks/icon-names';
import { CheckList } from './check-list';
import { Icon } from './icons';

export interface Industry {
  /** The anchor other pages link to, e.g. `real-estate`. */
  anchor: string;
  icon: IconName;
  name: string;
  title: string;
  description: string;
  points: readonly string[];
  example: string;
}

/** One audience on a solution page, reachable at its anchor (the home page's industry tabs link here). */
export function IndustrySection({
  industry,
  exampleLabel,
}: {
  industry: Industry;
  /** The heading of the example ("A typical day"). */
  exampleLabel: string;
}) {
  const id = industry.anchor;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 grid gap-8 rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-10 lg:grid-cols-5"
    >
      <div className="lg:col-span-3">
        <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
          <Icon name={industry.icon} className="h-5 w-5" />
          {industry.name}
        </p>
        <h3 id={`${id}-title`} className="mt-3 text-2xl font-bold text-slate-900">
          {industry.title}
        </h3>
        <p className="mt-4 leading-7 text-slate-700">{industry.description}</p>
        <CheckList items={industry.points} className="mt-6" />
      </div>
      <aside
        aria-label={`${industry.name}: an example`}
        className="self-start rounded-2xl bg-brand-50 p-6 lg:col-span-2"
      >
        <p className="text-sm font-semibold text-brand-800">{exampleLabel}</p>
        <p className="mt-2 leading-7 text-slate-800">{industry.example}</p>
      </aside>
    </section>
  );
}
