import { usePageContext } from 'vike-react/usePageContext';
import { buttonClass } from '../components/marketing/buttons';
import { CheckList } from '../components/marketing/check-list';
import { PlanCard } from '../components/marketing/plan-card';
import { includedInAllPlans, plans, type Plan } from '../components/marketing/plans';
import { Section } from '../components/marketing/section';
import { QuoteButton } from './quote-button';

/** Essential's and Professional's button: the app's sign-up page, in a new tab. */
function SignupLink({ plan }: { plan: Plan }) {
  const { site } = usePageContext();
  return (
    <a
      href={site.signupUrl}
      // Counted as a sign-up click by the page's analytics (src/content/beacon.ts).
      data-track="signup_click"
      target="_blank"
      rel="noopener"
      className={plan.highlighted ? buttonClass.primary : buttonClass.secondary}
    >
      Get Started with {plan.name}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The three plans: Essential and Professional sign up on the app's site, Premium asks for a quote. */
export function Pricing() {
  return (
    <Section
      id="pricing"
      eyebrow="Pricing"
      title="Simple plans that cost a fraction of a receptionist"
      intro="Pick the plan that fits your call volume today and change it as you grow. Every plan starts with done-for-you setup."
      tone="tinted"
      centered
    >
      <div className="grid gap-8 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan}>
            {plan.id === 'premium' ? (
              <QuoteButton label="Get a Custom Quote" className={buttonClass.secondary} />
            ) : (
              <SignupLink plan={plan} />
            )}
          </PlanCard>
        ))}
      </div>
      <div className="mx-auto mt-12 max-w-4xl rounded-3xl bg-white p-8 ring-1 ring-slate-200">
        <h3 className="text-xl font-bold text-slate-900">Included in every plan</h3>
        <CheckList items={includedInAllPlans} columns={2} className="mt-6" />
      </div>
    </Section>
  );
}
