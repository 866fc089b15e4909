import { deferredSection } from '../components/landing/deferred-section';

/*
 * The sections below the fold, each its own chunk in the browser, loaded when it nears the
 * viewport (see deferredSection). The server awaits every section once, when this module loads,
 * so it renders them synchronously; `import.meta.env.SSR` is false in the browser build, where
 * that branch and its await disappear.
 */
const landing = {
  partners: () => import('../components/landing/partners-strip').then((m) => m.PartnersStrip),
  whyAi: () => import('../components/landing/why-ai-section').then((m) => m.WhyAiSection),
  solutions: () =>
    import('../components/landing/solutions-section').then((m) => m.SolutionsSection),
  meetAva: () => import('../components/landing/meet-ava-section').then((m) => m.MeetAvaSection),
  roiCalculator: () =>
    import('../components/landing/roi-calculator-section').then((m) => m.RoiCalculatorSection),
  pricing: () => import('../components/landing/pricing-section').then((m) => m.PricingSection),
  author: () => import('../components/landing/author-section').then((m) => m.AuthorSection),
  industries: () =>
    import('../components/landing/industries-section').then((m) => m.IndustriesSection),
  asSeenOn: () => import('../components/landing/as-seen-on-strip').then((m) => m.AsSeenOnStrip),
  results: () => import('../components/landing/results-section').then((m) => m.ResultsSection),
  finalCta: () => import('../components/landing/final-cta-section').then((m) => m.FinalCtaSection),
  booking: () => import('../components/landing/booking-section').then((m) => m.BookingSection),
};

export const Partners = deferredSection(
  'partners',
  import.meta.env.SSR ? await landing.partners() : null,
  landing.partners,
);
export const WhyAi = deferredSection(
  'why-ai',
  import.meta.env.SSR ? await landing.whyAi() : null,
  landing.whyAi,
);
export const Solutions = deferredSection(
  'solutions',
  import.meta.env.SSR ? await landing.solutions() : null,
  landing.solutions,
);
export const MeetAva = deferredSection(
  'meet-ava',
  import.meta.env.SSR ? await landing.meetAva() : null,
  landing.meetAva,
);
export const RoiCalculator = deferredSection(
  'unlock-roi',
  import.meta.env.SSR ? await landing.roiCalculator() : null,
  landing.roiCalculator,
);
export const Pricing = deferredSection(
  'pricing',
  import.meta.env.SSR ? await landing.pricing() : null,
  landing.pricing,
);
export const Author = deferredSection(
  'author',
  import.meta.env.SSR ? await landing.author() : null,
  landing.author,
);
export const Industries = deferredSection(
  'industries',
  import.meta.env.SSR ? await landing.industries() : null,
  landing.industries,
);
export const AsSeenOn = deferredSection(
  'as-seen-on',
  import.meta.env.SSR ? await landing.asSeenOn() : null,
  landing.asSeenOn,
);
export const Results = deferredSection(
  'results',
  import.meta.env.SSR ? await landing.results() : null,
  landing.results,
);
export const FinalCta = deferredSection(
  'get-started',
  import.meta.env.SSR ? await landing.finalCta() : null,
  landing.finalCta,
);
export const Booking = deferredSection(
  'booking',
  import.meta.env.SSR ? await landing.booking() : null,
  landing.booking,
);
