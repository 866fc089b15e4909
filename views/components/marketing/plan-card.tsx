import type { ReactNode } from 'react';
import { CheckList } from './check-list';
import type { Plan } from '#src/schemas/shared/pricing';
import { setupFeeText, usageText } from './plan-text';

/** One plan: name, price, setup fee, usage rates, features and the action that buys it. */
export function PlanCard({
  plan,
  name = plan.name,
  note,
  children,
}: {
  plan: Plan;
  /** Overrides the plan's name, e.g. 'Ava AI Essential' on the single-plan page. */
  name?: string;
  /** A line under the price, e.g. the free trial. */
  note?: ReactNode;
  /** The call to action. */
  children: ReactNode;
}) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex flex-col rounded-3xl bg-white p-8 shadow-sm ${
        plan.highlighted ? 'ring-2 ring-brand-700' : 'ring-1 ring-slate-200'
      }`}
    >
      {plan.highlighted && (
        <p className="absolute -top-3 left-8 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
          Most popular
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {name}
      </h3>
      <p className="mt-2 text-slate-700">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{plan.price}</span>
        {plan.period && <span className="text-lg font-medium text-slate-700">{plan.period}</span>}
      </p>
      <p className="mt-1 text-sm font-medium text-slate-700">
        {plan.period ? `+ ${setupFeeText(plan)}` : setupFeeText(plan)}
      </p>
      {note && <p className="mt-3 text-sm font-semibold text-teal-800">{note}</p>}
      <div className="mt-6 rounded-2xl bg-slate-50 p-4">
        <h4 className="text-sm font-semibold text-slate-900">Usage</h4>
        <ul className="mt-2 space-y-1 text-sm text-slate-700">
          {plan.usage.map((rate) => (
            <li key={rate.label}>{usageText(rate)}</li>
          ))}
        </ul>
      </div>
      <CheckList items={plan.features} className="mt-6 flex-1 content-start" />
      <div className="mt-8 flex flex-col">{children}</div>
    </article>
  );
}
