import { includedInAllPlans, plans, setupFeeText, usageText } from '../marketing/plans';
import { SectionHeading } from './section-heading';

/** The first three of what every plan includes. */
const planPromises = includedInAllPlans.slice(0, 3);

/** A compact summary of the three plans: the target of the calculator's pricing button. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Plans That Pay for Themselves">
          <p>Simple monthly pricing. Start small and grow into unlimited usage.</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={`flex flex-col rounded-2xl p-6 ring-1 ${
                plan.highlighted ? 'bg-brand-50 ring-2 ring-brand-700' : 'bg-white ring-slate-200'
              }`}
            >
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-2 text-3xl font-bold text-slate-900">
                {`${plan.price}${plan.period ?? ''}`}
              </p>
              <p className="text-slate-700">{setupFeeText(plan, '')}</p>
              <ul className="mt-4 flex-1 space-y-2 text-slate-700">
                {[...plan.usage.map((rate) => usageText(rate, ' ')), ...plan.summaryFeatures].map(
                  (item) => (
                    <li key={item} className="flex gap-2">
                      <span aria-hidden="true" className="font-bold text-teal-700">
                        ✓
                      </span>
                      {item}
                    </li>
                  ),
                )}
              </ul>
            </li>
          ))}
        </ul>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-2 font-medium text-slate-800">
          {planPromises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <a
            href="#booking"
            className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Find the Right Plan on a Free Call
          </a>
        </p>
      </div>
    </section>
  );
}
