import { dashboardImage, pitchBlocks, testimonials } from './ava-pitch';
import type { SitePageSeed } from './types';

export const landingPage: SitePageSeed = {
  path: '/landing',
  title: 'Plans and Pricing',
  seoTitle: 'Pricing: AI Receptionist Plans from $99 per Month | {siteName}',
  seoDescription:
    'Compare Ava plans: Essential at $99 per month, Professional at $199 per month with unlimited usage, or a custom Premium quote. 30-day satisfaction guarantee, no long-term contracts.',
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      data: {
        eyebrow: 'Ava, your AI receptionist, available 24/7',
        title: 'Answer every call and book more customers, 24/7',
        lead: 'Ava, your AI receptionist, picks up on the first ring, captures every lead and books appointments straight into your calendar, for 90% less than the cost of human staff. Plans start at $99 per month.',
        buttons: [
          {
            label: 'See Plans and Pricing ↓',
            href: '#pricing',
            style: 'primary',
          },
        ],
        note: '<p>Hear Ava first: call our demo line at <a href="{phoneHref}" class="whitespace-nowrap">{phone}</a>.</p>',
        image: dashboardImage,
      },
    },
    ...pitchBlocks(
      {
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
      },
      [testimonials.realEstate, testimonials.homeServices, testimonials.professional],
    ),
    {
      id: 'pricing',
      type: 'pricingPlans',
      data: {
        anchor: 'pricing',
        eyebrow: 'Pricing',
        title: 'Simple plans that cost a fraction of a receptionist',
        intro:
          'Pick the plan that fits your call volume today and change it as you grow. Every plan starts with done-for-you setup.',
        tone: 'tinted',
        centered: true,
        signUpLabel: 'Get Started with',
        quoteLabel: 'Get a Custom Quote',
        includedTitle: 'Included in every plan',
        quoteDialog: {
          title: 'Custom Quote',
          description:
            'Tell us about your business, your call volume and the tools you use, and we will put together a Premium plan that fits.',
        },
      },
    },
    {
      id: 'get-started',
      type: 'ctaBand',
      data: {
        anchor: 'get-started',
        title: 'Ready for the next time your phone rings?',
        text: 'Choose a plan and Ava can be answering your calls within days. Questions first? Our team is happy to help.',
        buttons: [
          {
            label: 'Choose Your Plan',
            href: '#pricing',
            style: 'primary',
          },
          {
            label: 'Talk to Our Team',
            href: '/contact',
            style: 'secondary',
          },
        ],
      },
    },
  ],
};
