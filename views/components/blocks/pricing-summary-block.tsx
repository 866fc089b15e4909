import { withSiteFactsIn } from '#src/content/site-facts';
import type { Plan } from '#src/schemas/shared/pricing';
import { Reveal } from '../landing/reveal';
import { LandingSection } from '../landing/section-heading';
import { TickList } from '../landing/tick-list';
import type { BlockViewProps } from './types';

/** "Voice $0.20 per minute", or an allowance with no rate ("Unlimited voice"). */
const usageLine = ({ label, rate }: Plan['usage'][number]) => (rate ? `${label} ${rate}` : label);

/** The plans in brief (the shared pricing content), then what every plan includes. */
export function PricingSummaryBlock({
  data,
  site,
  blockId,
  shared,
}: BlockViewProps<'pricingSummary'>) {
  const { anchor, heading, setupFeeText, quotedSetupFeeText, includedShown, action } =
    withSiteFactsIn(data, site);
  const plans = shared.pricing?.plans ?? [];
  const promises = shared.pricing?.includedInAllPlans.slice(0, includedShown) ?? [];
  const setupFee = (plan: Plan) =>
    plan.setupFee ? setupFeeText.replaceAll('{fee}', plan.setupFee) : quotedSetupFeeText;
  return (
    <Reveal>
      <LandingSection id={anchor || blockId} heading={heading}>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.id}
              className={`flex flex-col rounded-2xl p-6 ring-1 ${
                plan.highlighted ? 'bg-brand-50 ring-2 ring-brand-700' : 'bg-white ring-slate-200'
              }`}
            >
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-2 text-3xl font-bold text-slate-900">
                {`${plan.price}${plan.period ?? ''}`}
              </p>
              <p className="text-slate-700">{setupFee(plan)}</p>
              <TickList
                items={[...plan.usage.map(usageLine), ...plan.summaryFeatures]}
                spacing="compact"
                className="mt-4 flex-1"
              />
            </li>
          ))}
        </ul>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-8 gap-y-2 font-medium text-slate-800">
          {promises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <a
            href={action.href}
            className="inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {action.label}
          </a>
        </p>
      </LandingSection>
    </Reveal>
  );
}
