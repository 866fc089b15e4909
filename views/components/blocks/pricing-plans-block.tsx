import type { PublicSite } from '#src/config/site';
import type { Plan } from '#src/schemas/shared/pricing';
import { useFormEmbedScript } from '../../hooks/use-form-embed-script';
import { buttonClass } from '../marketing/buttons';
import { CheckList } from '../marketing/check-list';
import { PlanCard } from '../marketing/plan-card';
import { DeferredDialog } from '../ui/deferred-dialog';
import { WidgetFrame } from '../widget-frame';
import { BlockSection } from './block-section';
import type { BlockViewProps } from './types';

/** SPEC §9: the hosted quote form is 1295 px tall. */
const quoteFormHeight = 1295;

const buttonOf = (plan: Plan) => (plan.highlighted ? buttonClass.primary : buttonClass.secondary);

/** A sign-up plan's button: the app's sign-up page, in a new tab. */
function SignupLink({ plan, label, site }: { plan: Plan; label: string; site: PublicSite }) {
  return (
    <a
      href={site.signupUrl}
      // Counted as a sign-up click by the page's analytics (src/content/beacon.ts).
      data-track="signup_click"
      target="_blank"
      rel="noopener"
      className={buttonOf(plan)}
    >
      {label} {plan.name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The plans; each signs up on the app's site or asks for a custom quote in a dialog. */
export function PricingPlansBlock({ data, site, blockId, shared }: BlockViewProps<'pricingPlans'>) {
  // The quote form's script: in <head> on a page from the server (the registry's `head`), added
  // here after a client-side navigation.
  useFormEmbedScript(site.formEmbedScriptUrl);
  if (!shared.pricing) return null;
  const { plans, includedInAllPlans } = shared.pricing;
  return (
    <BlockSection heading={data} blockId={blockId}>
      <div className="grid gap-8 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan}>
            {plan.signUp === 'quote' ? (
              <DeferredDialog
                label={data.quoteLabel}
                className={buttonOf(plan)}
                title={data.quoteDialog.title}
                description={data.quoteDialog.description}
              >
                <WidgetFrame
                  url={site.quoteFormUrl}
                  title="Custom quote form"
                  height={quoteFormHeight}
                  fallback="quote"
                />
              </DeferredDialog>
            ) : (
              <SignupLink plan={plan} label={data.signUpLabel} site={site} />
            )}
          </PlanCard>
        ))}
      </div>
      <div className="mx-auto mt-12 max-w-4xl rounded-3xl bg-white p-8 ring-1 ring-slate-200">
        <h3 className="text-xl font-bold text-slate-900">{data.includedTitle}</h3>
        <CheckList items={includedInAllPlans} columns={2} className="mt-6" />
      </div>
    </BlockSection>
  );
}
