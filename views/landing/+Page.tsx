import { usePageContext } from 'vike-react/usePageContext';
import { dashboardImage } from '../components/marketing/ava-pitch';
import { buttonClass } from '../components/marketing/buttons';
import { CtaBand } from '../components/marketing/cta-band';
import { DemoLineLink, PageHero } from '../components/marketing/page-hero';
import { PitchSections } from '../components/marketing/pitch-sections';
import { testimonials } from '../components/marketing/testimonial-data';
import { Pricing } from './pricing';
import { useFormEmbedScript } from './use-form-embed-script';

/** The long landing page: the case for Ava, then the three plans (#pricing). */
export default function LandingPage() {
  const { site } = usePageContext();
  useFormEmbedScript(site.formEmbedScriptUrl);
  return (
    <>
      <PageHero
        eyebrow="Ava, your AI receptionist, available 24/7"
        title="Answer every call and book more customers, 24/7"
        lead="Ava, your AI receptionist, picks up on the first ring, captures every lead and books appointments straight into your calendar, for 90% less than the cost of human staff. Plans start at $99 per month."
        image={dashboardImage}
        note={
          <>
            Hear Ava first: call our demo line at <DemoLineLink phone={site.phone} />.
          </>
        }
      >
        <a href="#pricing" className={buttonClass.primary}>
          See Plans and Pricing ↓
        </a>
      </PageHero>

      <PitchSections
        wording={{
          problems: {
            eyebrow: 'The problem',
            title: 'Every unanswered call is a customer you paid to attract',
          },
          solution: {
            title: 'Meet Ava, the receptionist who never misses a call',
            text: 'Ava is an AI voice receptionist trained on your services, hours and policies. She answers like your best front-desk employee, on every call, at any hour.',
          },
          featuresTitle: 'One assistant for calls, chat and reviews',
          testimonialsTitle: 'Trusted by busy small businesses',
        }}
        testimonials={[
          testimonials.realEstate,
          testimonials.homeServices,
          testimonials.professional,
        ]}
      />

      <Pricing />

      <CtaBand
        title="Ready for the next time your phone rings?"
        text="Choose a plan and Ava can be answering your calls within days. Questions first? Our team is happy to help."
      >
        <a href="#pricing" className={buttonClass.light}>
          Choose Your Plan
        </a>
        <a href="/contact" className={buttonClass.lightOutline}>
          Talk to Our Team
        </a>
      </CtaBand>
    </>
  );
}
