import { usePageContext } from 'vike-react/usePageContext';
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
import { Section } from '../components/marketing/section';
import { Showcase } from '../components/marketing/showcase';
import { testimonials } from '../components/marketing/testimonial-data';
import { Testimonials } from '../components/marketing/testimonials';
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
        image={{
          src: '/images/pages/ava-dashboard.svg',
          alt: 'Ava’s dashboard for today: 47 calls answered, 12 appointments booked, 0 missed calls',
          width: 640,
          height: 480,
        }}
        note={
          <>
            Hear Ava first: call our demo line at{' '}
            <a
              className="whitespace-nowrap font-semibold text-brand-800 underline"
              href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
            >
              {site.phone}
            </a>
            .
          </>
        }
      >
        <a href="#pricing" className={buttonClass.primary}>
          See Plans and Pricing ↓
        </a>
      </PageHero>

      <Section
        id="problems"
        eyebrow="The problem"
        title="Every unanswered call is a customer you paid to attract"
        tone="tinted"
      >
        <FeatureGrid features={problems} tone="problem" />
      </Section>

      <Section
        id="solution"
        eyebrow="The solution"
        title="Meet Ava, the receptionist who never misses a call"
      >
        <Showcase image={missedCallImage}>
          <p className="text-lg leading-8 text-slate-700">
            Ava is an AI voice receptionist trained on your services, hours and policies. She
            answers like your best front-desk employee, on every call, at any hour.
          </p>
          <CheckList items={solutionPoints} className="mt-6" />
        </Showcase>
      </Section>

      <Section
        id="features"
        eyebrow="Features"
        title="One assistant for calls, chat and reviews"
        tone="brand"
      >
        <FeatureGrid features={features} />
      </Section>

      <Section id="testimonials" eyebrow="Testimonials" title="Trusted by busy small businesses">
        <Testimonials
          testimonials={[
            testimonials.realEstate,
            testimonials.homeServices,
            testimonials.professional,
          ]}
        />
      </Section>

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
