import type { Testimonial } from './testimonials';

/** Quotes from (fictional) clients, one per audience the site speaks to. */
export const testimonials = {
  realEstate: {
    quote:
      'Open-house weekends used to bury us in voicemails. Now Ava answers every buyer call, asks the right qualifying questions and books showings straight into our calendar. We picked up three listings in the first month from calls we would have missed.',
    name: 'Dana Whitfield',
    title: 'Broker-Owner',
    company: 'Prairie Gate Realty',
  },
  homeServices: {
    quote:
      'In July our phones ring nonstop and my techs are on roofs, not at a desk. Ava takes the call, gets the address and the problem, and books the visit. Emergency calls reach my on-call tech in seconds instead of sitting in voicemail.',
    name: 'Marcus Reyes',
    title: 'Owner',
    company: 'Reyes Heating & Air',
  },
  professional: {
    quote:
      'Clients expect a person to pick up, and Ava does it with better manners than most. Intake questions are asked the same way every time, conflicts get flagged, and consultations land on the right attorney’s calendar.',
    name: 'Priya Natarajan',
    title: 'Managing Partner',
    company: 'Natarajan & Cole Law',
  },
} as const satisfies Record<string, Testimonial>;
