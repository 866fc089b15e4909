import {
  features,
  missedCallImage,
  problems,
  solutionPoints,
} from '../components/marketing/ava-pitch';
import { buttonClass } from '../components/marketing/buttons';
import { CheckList } from '../components/marketing/check-list';
import { CtaBand } from '../components/marketing/cta-band';
import { FeatureGrid } from '../components/marketing/feature-grid';
import { PageHero } from '../components/marketing/page-hero';
import { PlanCard } from '../components/marketing/plan-card';
import { essential } from '../components/marketing/plans';
import { Section } from '../components/marketing/section';
import { Showcase } from '../components/marketing/showcase';
import { testimonials } from '../components/marketing/testimonial-data';
import { Testimonials } from '../components/marketing/testimonials';

const funnelMessages = {
  planName: 'Ava AI Essential',
  trialButton: 'Start My Free Trial',
} as const;

/**
 * The short landing page for ad traffic: one plan, one offer. Its buttons are deliberately inert
 * (SPEC: "Buttons do nothing"); they are real buttons, so they stay focusable and announced.
 */
export default function FunnelPage() {
  return (
    <>
      <PageHero
        eyebrow="Ava AI Essential · free trial"
        title="Never miss another customer call"
        lead="Ava, your AI receptionist, answers every call 24/7, captures every lead and books appointments while you work. All for $99 per month, and you can start with a free trial."
        image={{
          src: '/images/pages/ava-dashboard.svg',
          alt: 'Ava’s dashboard for today: 47 calls answered, 12 appointments booked, 0 missed calls',
          width: 640,
          height: 480,
        }}
      >
        <button type="button" className={buttonClass.primary}>
          {funnelMessages.trialButton}
        </button>
      </PageHero>

      <Section
        id="problems"
        eyebrow="Sound familiar?"
        title="Your phone is costing you customers"
        tone="tinted"
      >
        <FeatureGrid features={problems} tone="problem" />
      </Section>

      <Section id="solution" eyebrow="The solution" title="Ava answers, so you don't have to">
        <Showcase image={missedCallImage}>
          <p className="text-lg leading-8 text-slate-700">
            Ava is an AI receptionist trained on your business. She sounds natural, never puts
            anyone on hold and never takes a day off.
          </p>
          <CheckList items={solutionPoints} className="mt-6" />
        </Showcase>
      </Section>

      <Section
        id="features"
        eyebrow="Features"
        title="Everything included in Essential"
        tone="brand"
      >
        <FeatureGrid features={features} />
      </Section>

      <Section
        id="testimonials"
        eyebrow="Testimonials"
        title="Business owners who stopped missing calls"
      >
        <Testimonials testimonials={[testimonials.realEstate, testimonials.homeServices]} />
      </Section>

      <Section
        id="plan"
        eyebrow="One simple plan"
        title="Start your free trial of Ava AI Essential"
        intro="Try Ava on your own calls first. Keep her for $99 per month; no long-term contract, cancel anytime."
        tone="tinted"
        centered
      >
        <div className="mx-auto max-w-md">
          <PlanCard
            plan={essential}
            name={funnelMessages.planName}
            note="Free trial, then $99 per month"
          >
            <button type="button" className={buttonClass.primary}>
              {funnelMessages.trialButton}
            </button>
          </PlanCard>
        </div>
      </Section>

      <CtaBand
        title="Let Ava pick up your next call"
        text="Set up takes days, not months. Start your free trial and hear the difference on your own phone line."
      >
        <button type="button" className={buttonClass.light}>
          {funnelMessages.trialButton}
        </button>
      </CtaBand>
    </>
  );
}
