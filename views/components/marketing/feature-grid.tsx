import type { IconName } from '#src/schemas/blocks/icon-names';
import { Icon } from './icons';

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

/** Cards with an icon, an h3 and a short description; `tone="problem"` marks pain points. */
export function FeatureGrid({
  features,
  tone = 'feature',
}: {
  features: readonly Feature[];
  tone?: 'feature' | 'problem';
}) {
  const iconClass = tone === 'problem' ? 'bg-rose-50 text-rose-700' : 'bg-brand-50 text-brand-700';
  return (
    <ul
      className={`grid gap-6 sm:grid-cols-2 ${features.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
    >
      {features.map((feature) => (
        <li
          key={feature.title}
          className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span className={`inline-flex rounded-xl p-3 ${iconClass}`}>
            <Icon name={feature.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{feature.title}</h3>
          <p className="mt-2 leading-7 text-slate-700">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
