import { dashboardImage, pitchBlocks, testimonials } from './ava-pitch';
import type { SitePageSeed } from './types';

export const funnelPage: SitePageSeed = {
  path: '/funnel',
  title: 'Ava AI Essential free trial',
  seoTitle: 'Ava AI Essential: An AI Receptionist for $99 per Month | {siteName}',
  seoDescription:
    'Ava answers every call 24/7, captures leads and books appointments for $99 per month. Start with a free trial of Ava AI Essential.',
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      data: {
        eyebrow: 'Ava AI Essential · free trial',
        title: 'Never miss another customer call',
        lead: 'Ava, your AI receptionist, answers every call 24/7, captures every lead and books appointments while you work. All for $99 per month, and you can start with a free trial.',
        buttons: [
          {
            label: 'Start My Free Trial',
            style: 'primary',
          },
        ],
        image: dashboardImage,
      },
    },
    ...pitchBlocks(
      {
        problems: { eyebrow: 'Sound familiar?', title: 'Your phone is costing you customers' },
        solution: {
          title: "Ava answers, so you don't have to",
          text: 'Ava is an AI receptionist trained on your business. She sounds natural, never puts anyone on hold and never takes a day off.',
        },
        featuresTitle: 'Everything included in Essential',
        testimonialsTitle: 'Business owners who stopped missing calls',
      },
      [testimonials.realEstate, testimonials.homeServices],
    ),
    {
      id: 'plan',
      type: 'planOffer',
      data: {
        anchor: 'plan',
        eyebrow: 'One simple plan',
        title: 'Start your free trial of Ava AI Essential',
        intro:
          'Try Ava on your own calls first. Keep her for $99 per month; no long-term contract, cancel anytime.',
        tone: 'tinted',
        centered: true,
        planId: 'essential',
        name: 'Ava AI Essential',
        note: 'Free trial, then $99 per month',
        button: {
          label: 'Start My Free Trial',
          style: 'primary',
        },
      },
    },
    {
      id: 'get-started',
      type: 'ctaBand',
      data: {
        anchor: 'get-started',
        title: 'Let Ava pick up your next call',
        text: 'Set up takes days, not months. Start your free trial and hear the difference on your own phone line.',
        buttons: [
          {
            label: 'Start My Free Trial',
            style: 'primary',
          },
        ],
      },
    },
  ],
};
