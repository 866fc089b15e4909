import { dashboardImage } from '../components/marketing/ava-pitch';
import { buttonClass } from '../components/marketing/buttons';
import { CtaBand } from '../components/marketing/cta-band';
import { PageHero } from '../components/marketing/page-hero';
import { PitchSections } from '../components/marketing/pitch-sections';
import { PlanCard } from '../components/marketing/plan-card';
import { essential } from '../components/marketing/plans';
import { Section } from '../components/marketing/section';
import { testimonials } from '../components/marketing/testimonial-data';

const funnelMessages = {
  planName: 'Ava AI Essential',
  trialButton: 'Start My Free Trial',
} as const;

/** Deliberately inert (SPEC: "Buttons do nothing"), but a real button: focusable and announced. */
function TrialButton({ className }: { className: string }) {
  return (
    <button type="button" className={className}>
      {funnelMessages.trialButton}
    </button>
  );
}

/** The short landing page for ad traffic: one plan, one offer. */
export default function FunnelPage() {
  return (
    <>
      <PageHero
        eyebrow="Ava AI Essential · free trial"
        title="Never miss another customer call"
        lead="Ava, your AI receptionist, answers every call 24/7, captures every lead and books appointments while you work. All for $99 per month, and you can start with a free trial."
        image={dashboardImage}
      >
        <TrialButton className={buttonClass.primary} />
      </PageHero>

      <PitchSections
        wording={{
          problems: { eyebrow: 'Sound familiar?', title: 'Your phone is costing you customers' },
          solution: {
            title: "Ava answers, so you don't have to",
            text: 'Ava is an AI receptionist trained on your business. She sounds natural, never puts anyone on hold and never takes a day off.',
          },
          featuresTitle: 'Everything included in Essential',
          testimonialsTitle: 'Business owners who stopped missing calls',
        }}
        testimonials={[testimonials.realEstate, testimonials.homeServices]}
      />

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
            <TrialButton className={buttonClass.primary} />
          </PlanCard>
        </div>
      </Section>

      <CtaBand
        title="Let Ava pick up your next call"
        text="Set up takes days, not months. Start your free trial and hear the difference on your own phone line."
      >
        <TrialButton className={buttonClass.light} />
      </CtaBand>
    </>
  );
}
