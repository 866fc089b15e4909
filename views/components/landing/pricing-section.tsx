import { includedInAllPlans, plans, setupFeeText, usageText } from '../marketing/plans';
import { LandingSection, type SectionCopy } from './section-heading';
import { TickList } from './tick-list';

const heading: SectionCopy = {
  eyebrow: 'Pricing',
  title: 'Plans That Pay for Themselves',
  intro: 'Simple monthly pricing. Start small and grow into unlimited usage.',
};

/** The first three of what every plan includes. */
const planPromises = includedInAllPlans.slice(0, 3);

/** A compact summary of the three plans: the target of the calculator's pricing button. */
export function PricingSection() {
  return (
    <LandingSection id="pricing" heading={heading}>
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
            <TickList
              items={[...plan.usage.map((rate) => usageText(rate, ' ')), ...plan.summaryFeatures]}
              spacing="compact"
              className="mt-4 flex-1"
            />
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
    </LandingSection>
  );
}
